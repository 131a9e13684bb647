"""Simulated statistics of the trick-taking games, with the Beginner computer player
(:class:`~cardlib.tricks.bots.SensibleBot`) in every seat.

``bench/trick_stats.py`` runs them on a large sample and writes a data file; the chapters
read it back with :func:`load_summary` and show it with :func:`stats_table`.

* Forty-Five: how often a hand is won 5-0 (a side scores 10), and game length in deals;
* Pepper: for each bid, how often the makers make it, and game length in deals;
* Trinidad All Fours: how often the first kick of a deal scores, how often the beggar
  begs and the dealer gives one, how often a hand has a hang jack, and game length.

The figures come only from the games' public results: scores, moves and announcements.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cardlib
from cardlib.stats import mean_interval, wilson_interval
from cardlib.tables import Table, fmt_interval, fmt_pct
from cardlib.tricks import all_fours
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import Beg, GiveOne, Stand, TrickGame

__all__ = [
    "TrickStats",
    "all_fours_stats",
    "count_order",
    "forty_five_stats",
    "load_summary",
    "pepper_stats",
    "stats_table",
    "summary",
]


@dataclass
class TrickStats:
    """Counts from simulated games: ``counts[name] = (successes, trials)``, and lengths."""

    games: int = 0
    deals: list[int] = field(default_factory=list)
    counts: dict[str, list[int]] = field(default_factory=dict)

    def count(self, name: str, success: bool) -> None:
        """Add one trial of ``name``."""
        c = self.counts.setdefault(name, [0, 0])
        c[0] += int(success)
        c[1] += 1

    def rate(self, name: str) -> tuple[float, float, float, int]:
        """``(share, low, high, trials)`` with a Wilson 95 % interval."""
        s, n = self.counts.get(name, [0, 0])
        if n == 0:
            return 0.0, 0.0, 0.0, 0
        lo, hi = wilson_interval(s, n)
        return s / n, lo, hi, n


def _play(
    game_id: str,
    seeds: Iterable[int],
    on_hand: Callable[[TrickGame, dict[str, object]], None],
    before: Callable[[TrickGame, dict[str, object]], None] | None = None,
    progress: Callable[[int], None] | None = None,
    after_move: Callable[[TrickGame, dict[str, object]], None] | None = None,
    **options: Any,
) -> TrickStats:
    """Play whole games; call ``before(game, notes)`` when a deal starts,
    ``after_move(game, notes)`` after every move and ``on_hand(game, notes)`` when a deal
    has been scored (``notes["score"]`` holds the scores at the start of the deal)."""
    out = TrickStats()
    bot = SensibleBot()
    for i, seed in enumerate(seeds):
        g = cardlib.new_game(game_id, seed=seed, **options)
        assert isinstance(g, TrickGame)
        notes: dict[str, object] = {"score": g.scores}
        if before:
            before(g, notes)
        while not g.is_over:
            hand = g.hand_no
            g.play(bot.choose(g))
            if after_move and g.hand_no == hand and not g.is_over:
                after_move(g, notes)
            if g.hand_no != hand or g.is_over:
                on_hand(g, notes)
                notes = {"score": g.scores}
                if before and g.hand_no != hand:  # a new deal (its kick may end the game)
                    before(g, notes)
        out.games += 1
        out.deals.append(g.hand_no + 1)
        if progress:
            progress(i + 1)
    return out


def forty_five_stats(seeds: Iterable[int], **kw: object) -> TrickStats:
    """Forty-Five: share of hands won 5-0 (the winners score 10 under the default scoring)."""
    stats = TrickStats()

    def on_hand(g: TrickGame, notes: dict[str, object]) -> None:
        old = notes["score"]
        assert isinstance(old, tuple)
        gains = [b - a for a, b in zip(old, g.scores, strict=True)]
        stats.count("hand won 5-0", max(gains) == 10)

    played = _play("forty-five", seeds, on_hand, **kw)  # type: ignore[arg-type]
    played.counts = stats.counts
    return played


def pepper_stats(seeds: Iterable[int], **kw: object) -> TrickStats:
    """Pepper: for each bid, the share of hands the makers make (their score goes up)."""
    stats = TrickStats()

    def after_move(g: TrickGame, notes: dict[str, object]) -> None:
        if g.phase == "play":
            notes["bid"] = g.current_bid()

    def on_hand(g: TrickGame, notes: dict[str, object]) -> None:
        old, bid = notes["score"], notes.get("bid")
        assert isinstance(old, tuple)
        if isinstance(bid, tuple):
            value, maker = bid
            side = g.sides[maker]
            stats.count(f"bid {value} made", g.scores[side] > old[side])
        else:
            stats.count("thrown in (all passed)", True)

    played = _play("pepper", seeds, on_hand, after_move=after_move, **kw)  # type: ignore[arg-type]
    played.counts = stats.counts
    return played


def all_fours_stats(seeds: Iterable[int], **kw: object) -> TrickStats:
    """Trinidad All Fours: kick scores, begs, gifts, hang jacks."""
    stats = TrickStats()

    def before(g: TrickGame, notes: dict[str, object]) -> None:
        kick = g.view(0).turn_up
        if kick is not None:
            stats.count("first kick scores", all_fours.kick_points(kick) > 0)
        notes["moves"] = len(g.history)

    def on_hand(g: TrickGame, notes: dict[str, object]) -> None:
        start = notes["moves"]
        assert isinstance(start, int)
        moves = g.history[start:]
        if any(isinstance(m, Beg | Stand) for m in moves):
            begged = Beg() in moves
            stats.count("beggar begs", begged)
            if begged:
                stats.count("dealer gives one (after a beg)", GiveOne() in moves)
        if g.is_over and not any("Game" in e or "Low" in e for e in g.last_hand):
            return  # the game ended before the hand was scored (a kick or a gift)
        stats.count("hand with a hang jack", any("Hang Jack" in e for e in g.last_hand))

    played = _play("all-fours", seeds, on_hand, before=before, **kw)  # type: ignore[arg-type]
    played.counts = stats.counts
    return played


def stats_table(stats: TrickStats, caption: str) -> Table:
    """Shares with Wilson 95 % intervals, and the game length in deals."""
    rows = []
    for name in sorted(stats.counts, key=count_order):
        p, lo, hi, n = stats.rate(name)
        rows.append((name, f"{n:,}", fmt_pct(p), fmt_interval(lo, hi, pct=True)))
    if len(stats.deals) >= 2:
        m, lo, hi = mean_interval([float(d) for d in stats.deals])
        rows.append(
            (
                "deals in a game, on average",
                f"{stats.games:,} games",
                f"{m:.1f}",
                fmt_interval(lo, hi),
            )
        )
    return Table(
        ("what", "out of", "how often", "95% interval"), tuple(rows), caption, numeric=(1, 2)
    )


def summary(stats: TrickStats, seeds: range) -> dict[str, object]:
    """The figures of a run, for the data file: counts, games, seeds, mean deals and CI."""
    m, lo, hi = mean_interval([float(d) for d in stats.deals])
    return {
        "games": stats.games,
        "seeds": [seeds.start, seeds.stop - 1],
        "counts": {k: list(v) for k, v in sorted(stats.counts.items())},
        "deals": {"mean": m, "low": lo, "high": hi},
    }


def load_summary(path: str | Path, game_id: str) -> TrickStats:
    """A run read back from the data file, as :class:`TrickStats` (``rate`` works; the
    game lengths are only summarised there: ``deals`` is empty)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))[game_id]
    return TrickStats(
        games=int(data["games"]), counts={k: list(v) for k, v in data["counts"].items()}
    )


def count_order(name: str) -> tuple[int, str]:
    """Sort key for count names: Pepper's bids in the order of the auction, then the rest."""
    ladder = ["1", "2", "3", "4", "5", "little", "big"]
    for i, v in enumerate(ladder):
        if name == f"bid {v} made":
            return i, name
    return 99, name
