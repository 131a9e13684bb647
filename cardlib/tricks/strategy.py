"""Tables for the trick chapters' Strategy sections, from the strong player's recorded play.

``bench/trick_strategy.py`` plays seeded deals with four StrongBots and records one JSON line
per deal under ``book/data/bots/``; ``bench/bot_match.py`` writes ``match_summary.json``.
The book reads those files with :func:`load` and shows them with :func:`strategy_tables`
and :func:`match_table` (it never runs the simulations itself).

>>> rows = [{"seed": i, "trumps": 3, "bowers": 1, "tricks": t} for i, t in enumerate([3, 4, 6])]
>>> print(strategy_tables("pepper", rows, least=1)[0].rows[0][:3])
('3', '1', '3')
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from cardlib.stats import mean_interval, wilson_interval
from cardlib.tables import Table, fmt_interval, fmt_pct

__all__ = ["load", "match_table", "mean_of", "share", "strategy_tables"]

Record = Mapping[str, Any]


def load(path: str | Path) -> list[dict[str, Any]]:
    """The records of a JSON-lines file (lines that do not parse are skipped)."""
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and not record.get("skipped"):
            out.append(record)
    return out


def share(
    records: Sequence[Record], hit: Callable[[Record], bool], where: Callable[[Record], bool]
) -> tuple[float, float, float, int]:
    """How often ``hit`` holds among the records ``where`` holds: (share, low, high, N),
    with the Wilson 95% interval. ``ValueError`` when no record qualifies.

    >>> share([{"t": 1}, {"t": 3}, {"t": 4}], lambda r: r["t"] >= 3, lambda r: True)[::3]
    (0.6666666666666666, 3)
    """
    chosen = [r for r in records if where(r)]
    hits = sum(1 for r in chosen if hit(r))
    lo, hi = wilson_interval(hits, len(chosen))
    return hits / len(chosen), lo, hi, len(chosen)


def mean_of(
    records: Sequence[Record], value: Callable[[Record], float], where: Callable[[Record], bool]
) -> tuple[float, float, float, int]:
    """The mean of ``value`` over the records ``where`` holds: (mean, low, high, N), with
    the normal 95% interval (at least two records)."""
    values = [float(value(r)) for r in records if where(r)]
    m, lo, hi = mean_interval(values)
    return m, lo, hi, len(values)


def _rate(hits: int, n: int) -> str:
    lo, hi = wilson_interval(hits, n)
    return f"{fmt_pct(hits / n, 0)} {fmt_interval(lo, hi, pct=True, digits=0)}"


def _mean(values: Sequence[float]) -> str:
    if len(values) < 2:
        return f"{values[0]:+.2f}" if values else "-"
    m, lo, hi = mean_interval(values)
    return f"{m:+.2f} {fmt_interval(lo, hi, digits=2)}"


def _pepper(records: Sequence[Record], least: int) -> list[Table]:
    groups: dict[tuple[int, int], list[int]] = {}
    for r in records:
        groups.setdefault((int(r["trumps"]), int(r["bowers"])), []).append(int(r["tricks"]))
    rows = []
    for (trumps, bowers), tricks in sorted(groups.items()):
        n = len(tricks)
        if n < least:
            continue
        rows.append(
            (
                str(trumps),
                str(bowers),
                str(n),
                f"{statistics.fmean(tricks):.2f}",
                *(_rate(sum(1 for t in tricks if t >= k), n) for k in (3, 4, 5, 6)),
            )
        )
    caption = (
        f"Pepper, {len(records)} deals played with the Strong computer player in every "
        "seat: the first bidder names its longest suit; how often its side takes at least 3, 4, "
        "5 or all 6 tricks "
        "(6 makes Little or Big Pepper), with 95% intervals"
    )
    header = ("trumps", "bowers", "hands", "mean tricks", "3+", "4+", "5+", "all 6")
    return [Table(header, tuple(rows), caption, numeric=(0, 1, 2, 3))]


def _all_fours(records: Sequence[Record], least: int) -> list[Table]:
    groups: dict[int, list[Record]] = {}
    for r in records:
        groups.setdefault(int(r["trumps"]), []).append(r)
    rows = []
    for trumps, rs in sorted(groups.items()):
        if len(rs) < least:
            continue
        stand = [float(r["stand"]) for r in rs]
        run = [float(r["run"]) for r in rs]
        better = sum(1 for r in rs if r["run"] > r["stand"])
        rows.append((str(trumps), str(len(rs)), _mean(stand), _mean(run), _rate(better, len(rs))))
    caption = (
        f"All Fours, {len(records)} deals each played twice with the Strong computer player "
        "in every seat, from the beg: the beggars' points in the hand (own minus theirs, the "
        "first kick left "
        "out) when they stand, and when they beg and the dealer runs the pack; a gift of one "
        "is worth the standing figure plus 1"
    )
    header = ("beggar's trumps", "deals", "stand", "beg, pack run", "run better")
    return [Table(header, tuple(rows), caption, numeric=(0, 1))]


def _all_fours_score(records: Sequence[Record], least: int) -> list[Table]:
    groups: dict[tuple[int, int], list[Record]] = {}
    for r in records:
        if r.get("stand") is None or r.get("beg") is None:
            continue
        b, d = r["need"]
        groups.setdefault((int(b), int(d)), []).append(r)
    rows = []
    for (b, d), rs in sorted(groups.items()):
        n = len(rs)
        if n < least:
            continue
        stand = sum(1 for r in rs if r["stand"])
        beg = sum(1 for r in rs if r["beg"])
        gain = [float(bool(r["beg"])) - float(bool(r["stand"])) for r in rs]
        asked = [r for r in rs if "dealer" in r]
        gave = sum(1 for r in asked if r["dealer"] == "give")
        rows.append(
            (
                str(b),
                str(d),
                str(n),
                _rate(stand, n),
                _rate(beg, n),
                _mean(gain),
                _rate(gave, len(asked)) if asked else "-",
            )
        )
    total = sum(len(rs) for rs in groups.values())
    caption = (
        f"All Fours, {total} deals from the beg with the score set, each played twice by "
        "four Strong computer players to the end of the game (the beggar standing; the "
        "beggar begging, the dealer giving one or running the pack as it judges best): how often "
        "the beggars' "
        "side wins the game, begging minus standing, and how often the dealer gave one, "
        "with 95% intervals"
    )
    header = (
        "beggars need",
        "dealers need",
        "deals",
        "win standing",
        "win begging",
        "begging minus standing",
        "dealer gives one",
    )
    return [Table(header, tuple(rows), caption, numeric=(0, 1, 2))]


def _forty_five(records: Sequence[Record]) -> list[Table]:
    offered = [r for r in records if "rob_points" in r]
    tables = []
    if len(offered) >= 2:
        gain = [float(r["rob_points"]) - float(r["decline_points"]) for r in offered]
        rows = (
            (
                str(len(offered)),
                _mean(gain),
                _rate(sum(1 for g in gain if g > 0), len(gain)),
                _rate(sum(1 for g in gain if g < 0), len(gain)),
            ),
        )
        caption = (
            f"Forty-Five, the {len(offered)} of {len(records)} deals in which a player could "
            "rob, each played twice with the Strong computer player in every seat (robbing, "
            "declining): the robber's side's points, robbing minus declining, with 95% intervals"
        )
        tables.append(
            Table(("deals", "points gained", "robbing better", "robbing worse"), rows, caption)
        )
    rows2 = []
    for key, name in (("five", "5 of trumps"), ("jack", "J of trumps"), ("ace_hearts", "A♥")):
        seen = [bool(r[key]) for r in records if key in r]
        if seen:
            rows2.append((name, str(len(seen)), _rate(sum(seen), len(seen))))
    caption = (
        f"Forty-Five, {len(records)} deals played with the Strong computer player in every "
        "seat: how often the top trumps, when dealt, take the trick they are played to (for "
        "their player's side)"
    )
    tables.append(Table(("card", "played", "side wins the trick"), tuple(rows2), caption))
    return tables


def strategy_tables(game_id: str, records: Sequence[Record], least: int = 5) -> list[Table]:
    """The Strategy tables of ``game_id`` from its records (groups under ``least`` omitted):
    ``pepper``, ``all-fours`` (by the beggar's trumps), ``all-fours-score`` (by the
    points each side needs) or ``forty-five``."""
    if not records:
        raise ValueError(f"no strategy records for {game_id}")
    if game_id == "pepper":
        return _pepper(records, least)
    if game_id == "all-fours":
        return _all_fours(records, least)
    if game_id == "all-fours-score":
        return _all_fours_score(records, least)
    if game_id == "forty-five":
        return _forty_five(records)
    raise ValueError(f"no strategy tables for {game_id!r}")


def match_table(summary: Mapping[str, Mapping[str, Any]]) -> Table:
    """The duplicate match of StrongBot against SensibleBot (``match_summary.json``), each
    game by its name."""
    from cardlib.registry import catalog

    names = {info.id: info.name for info in catalog()}
    rows = []
    for game_id, s in summary.items():
        wlo, whi = s["win_interval"]
        plo, phi = s["points_per_hand_interval"]
        rows.append(
            (
                names.get(game_id, game_id),
                str(s["games"]),
                str(s["deals"]),
                f"{fmt_pct(s['win_rate'], 0)} {fmt_interval(wlo, whi, pct=True, digits=0)}",
                f"{s['points_per_hand']:+.2f} {fmt_interval(plo, phi, digits=2)}",
            )
        )
    caption = (
        "The Strong computer player against the Beginner, every game played twice with the "
        "seats swapped: games won and points a hand (the Strong side's minus the other's), "
        "with 95% intervals"
    )
    header = ("game", "games", "deals", "Strong player's wins", "points a hand ahead")
    return Table(header, tuple(rows), caption, numeric=(1, 2))
