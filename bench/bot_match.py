"""Duplicate match of StrongBot (or the clairvoyant) against SensibleBot in the trick games.

Every game (one seed) is played twice: once with StrongBot in the North-South seats and
SensibleBot in East-West, once the other way round, so the cards each side gets cancel
out. Results are appended, one line per game played, to
``book/data/bots/match_<game>.jsonl``; a run skips the games already there, so it can be
stopped and resumed. ``--report`` prints (and writes ``match_summary.json``) points per
hand and games won with 95% intervals, and the StrongBot decision times: the CPU time of
the deciding process, and the wall time (which on a shared, loaded machine includes the
time other processes had the cores).

    nice -n 10 .venv/bin/python bench/bot_match.py --games 200 --minutes 50
    .venv/bin/python bench/bot_match.py --report

``--player clairvoyant`` plays the same match with the player that sees every hand
(``bench/clairvoyant.py``): the ceiling. Its games go to ``match_<game>_clairvoyant.jsonl``
and its summary to ``match_summary_clairvoyant.json``; ``--report`` then also prints
StrongBot's share of the ceiling (its points-per-hand edge over the clairvoyant's).
``--player baseline`` is the StrongBot of before issue 39's round 2, kept to measure the
new one against; ``candidate`` is StrongBot with the refinements still being measured
(``--player candidate --opponent baseline``: ``match_<game>_candidate_vs_baseline.jsonl``);
``--settings NAME=JSON`` measures StrongBot with other keyword arguments, under NAME.

The match seeds start at 100000; StrongBot was tuned on seeds below 1000. ``--first-seed``
below 100000 plays tuning seeds, and keeps their games in ``build/bot-tuning/`` instead.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Protocol

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/clairvoyant.py

from clairvoyant import ClairvoyantBot

import cardlib
from cardlib.game import Move
from cardlib.stats import mean_interval, wilson_interval
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import TrickGame
from cardlib.tricks.strong import StrongBot

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "book" / "data" / "bots"
TUNING_OUT = ROOT / "build" / "bot-tuning"
GAMES = ("forty-five", "pepper", "all-fours")
FIRST_SEED = 100_000


class _Player(Protocol):
    def choose(self, game: TrickGame) -> Move: ...


def _sensible(seed: int) -> _Player:
    return SensibleBot()


def baseline_bot(seed: int = 0) -> StrongBot:
    """StrongBot as it played before issue 39's second round: the baseline the new one is
    measured against (its refinements pinned off, whatever the defaults become)."""
    return StrongBot(seed, score_aware=False, banded=False, inference=False)


def candidate_bot(seed: int = 0) -> StrongBot:
    """StrongBot with the refinements of issue 39's second round that are still being
    measured: twice the layouts and the search budget, the unseen cards dealt as the play
    so far makes them likely, and (in Forty-Five) the card chosen for the game, not the
    hand."""
    return StrongBot(seed, budget=30000, samples=48, inference=True, score_aware=True)


#: The players, by name (each made from a seed per seat).
PLAYERS = {
    "strong": StrongBot,
    "baseline": baseline_bot,
    "candidate": candidate_bot,
    "clairvoyant": ClairvoyantBot,
    "sensible": _sensible,
}


def results_path(
    game_id: str, player: str = "strong", opponent: str = "sensible", first: int = FIRST_SEED
) -> Path:
    """Where a match's games are kept (StrongBot's against SensibleBot under the name the
    book reads)."""
    name = game_id if player == "strong" else f"{game_id}_{player}"
    if opponent != "sensible":
        name += f"_vs_{opponent}"
    return (OUT if first >= FIRST_SEED else TUNING_OUT) / f"match_{name}.jsonl"


def play_game(
    game_id: str, seed: int, strong_side: int, player: str = "strong", opponent: str = "sensible"
) -> dict[str, object]:
    """Play one game with ``player`` (StrongBot) on ``strong_side`` against ``opponent``;
    the result as a JSON record."""
    g = cardlib.new_game(game_id, seed=seed)
    strong = {s: PLAYERS[player](seed=seed * 10 + s) for s in range(4)}
    others = {s: PLAYERS[opponent](seed=seed * 10 + s) for s in range(4)}
    times: list[float] = []
    cpu: list[float] = []
    sides = g.sides  # type: ignore[attr-defined]
    while not g.is_over:
        seat = g.to_move
        assert seat is not None
        if sides[seat] == strong_side:
            t, c = time.perf_counter(), time.process_time()
            move = strong[seat].choose(g)  # type: ignore[arg-type]
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
        else:
            move = others[seat].choose(g)  # type: ignore[arg-type]
        g.play(move)
    out = g.outcome
    assert out is not None
    hands = int(g.hand_no) + 1  # type: ignore[attr-defined]  # deals, thrown-in ones included
    return {
        "seed": seed,
        "strong_side": strong_side,
        "winner": out.winner,
        "scores": list(out.scores),
        "hands": max(1, hands),
        "times_ms": [round(t * 1000, 2) for t in times],
        "cpu_ms": [round(t * 1000, 2) for t in cpu],
        # decisions the clairvoyant could not solve exactly (bench/clairvoyant.py)
        "inexact": sum(int(getattr(b, "inexact", 0)) for b in strong.values()),
    }


def done_keys(path: Path) -> set[tuple[int, int]]:
    if not path.exists():
        return set()
    keys = set()
    for line in path.read_text().splitlines():
        try:
            r = json.loads(line)
        except json.JSONDecodeError:
            continue
        keys.add((r["seed"], r["strong_side"]))
    return keys


def run(
    games: int,
    minutes: float,
    which: tuple[str, ...],
    start: int = 0,
    player: str = "strong",
    opponent: str = "sensible",
    first: int = FIRST_SEED,
) -> None:
    stop = time.monotonic() + 60 * minutes
    for i in range(start, start + games):
        for game_id in which:
            path = results_path(game_id, player, opponent, first)
            path.parent.mkdir(parents=True, exist_ok=True)
            done = done_keys(path)
            seed = first + i
            for side in (0, 1):
                if (seed, side) in done:
                    continue
                if time.monotonic() > stop:
                    return
                record = play_game(game_id, seed, side, player, opponent)
                with path.open("a") as f:
                    f.write(json.dumps(record) + "\n")


def summary(
    game_id: str, player: str = "strong", opponent: str = "sensible", first: int = FIRST_SEED
) -> dict[str, object] | None:
    path = results_path(game_id, player, opponent, first)
    if not path.exists():
        return None
    full = _full_pairs(path)
    if len(full) < 2:
        return None
    results = [_seed_result(pair) for pair in full.values()]
    per_hand = [r[0] for r in results]
    wins = sum(r[1] for r in results)
    hands = sum(r[2] for r in results)
    times = [t for pair in full.values() for r in pair for t in r["times_ms"]]
    cpu = [t for pair in full.values() for r in pair for t in r["cpu_ms"]]
    games = 2 * len(full)
    m, lo, hi = mean_interval(per_hand)
    wlo, whi = wilson_interval(wins, games)
    times.sort()
    cpu.sort()
    return {
        "game": game_id,
        "pairs": len(full),
        "games": games,
        "deals": hands,
        "strong_wins": wins,
        "win_rate": wins / games,
        "win_interval": [wlo, whi],
        "points_per_hand": m,
        "points_per_hand_interval": [lo, hi],
        "decisions": len(times),
        "time_median_ms": statistics.median(times),
        "time_p95_ms": times[int(0.95 * (len(times) - 1))],
        "cpu_median_ms": statistics.median(cpu),
        "cpu_p95_ms": cpu[int(0.95 * (len(cpu) - 1))],
    }


def report(player: str = "strong", opponent: str = "sensible", first: int = FIRST_SEED) -> None:
    out = {}
    for game_id in GAMES:
        s = summary(game_id, player, opponent, first)
        if s is None:
            continue
        out[game_id] = s
        print(
            f"{game_id:11s} {s['pairs']} seeds x2 = {s['games']} games, {s['deals']} deals: "
            f"{player} wins {s['win_rate']:.1%} [{s['win_interval'][0]:.1%}, "  # type: ignore[index]
            f"{s['win_interval'][1]:.1%}]; points/hand {s['points_per_hand']:+.2f} "  # type: ignore[index]
            f"[{s['points_per_hand_interval'][0]:+.2f}, {s['points_per_hand_interval'][1]:+.2f}]; "  # type: ignore[index]
            f"decision CPU ms median {s['cpu_median_ms']:.1f} p95 {s['cpu_p95_ms']:.1f}, "
            f"wall ms median {s['time_median_ms']:.1f} p95 {s['time_p95_ms']:.1f} "
            f"(n={s['decisions']})"
        )
    name = "match_summary" if player == "strong" else f"match_summary_{player}"
    if opponent != "sensible":
        name += f"_vs_{opponent}"
    folder = results_path(GAMES[0], player, opponent, first).parent
    if out:
        (folder / f"{name}.json").write_text(json.dumps(out, indent=1) + "\n")
    if player == "clairvoyant" and opponent == "sensible" and first >= FIRST_SEED:
        for game_id, s in out.items():
            mine = summary(game_id)
            if mine is not None:
                share = mine["points_per_hand"] / s["points_per_hand"]  # type: ignore[operator]
                print(f"{game_id:11s} StrongBot's share of the {player}'s edge: {share:.0%}")
    elif player not in ("strong", "clairvoyant") and opponent == "sensible":
        for game_id in out:
            p = paired(game_id, player, first)
            if p is not None:
                seeds, (m, lo, hi), before, after = p
                print(
                    f"{game_id:11s} {player} against StrongBot on the same {seeds} seeds: "
                    f"{m:+.2f} points a hand [{lo:+.2f}, {hi:+.2f}], "
                    f"games won {before} -> {after} of {2 * seeds}"
                )


def _full_pairs(path: Path) -> dict[int, list[dict[str, Any]]]:
    """The records of the seeds played from both sides, by seed (a line cut short by a
    stopped run is skipped)."""
    pairs: dict[int, list[dict[str, Any]]] = {}
    for line in path.read_text().splitlines():
        try:
            r = json.loads(line)
        except json.JSONDecodeError:
            continue
        pairs.setdefault(int(r["seed"]), []).append(r)
    return {seed: pair for seed, pair in pairs.items() if len(pair) == 2}


def _seed_result(pair: list[dict[str, Any]]) -> tuple[float, int, int]:
    """One seed's two games: the measured side's points a hand ahead, games won, hands."""
    diff = sum(r["scores"][r["strong_side"]] - r["scores"][1 - r["strong_side"]] for r in pair)
    hands = sum(int(r["hands"]) for r in pair)
    won = sum(int(r["winner"] == r["strong_side"]) for r in pair)
    return diff / hands, won, hands


def paired(
    game_id: str, player: str, first: int = FIRST_SEED
) -> tuple[int, tuple[float, float, float], int, int] | None:
    """``player`` against StrongBot, both measured against SensibleBot on the same seeds:
    the seeds in common, the mean difference of points a hand with its 95% interval, and
    the games StrongBot and ``player`` won there. Pairing the seeds removes the luck of the
    cards from the difference, so it is far more precise than comparing the two summaries."""
    mine = results_path(game_id, player, "sensible", first)
    base = results_path(game_id, "strong", "sensible", first)
    if not (mine.exists() and base.exists()):
        return None
    a, b = _full_pairs(base), _full_pairs(mine)
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        return None
    before = [_seed_result(a[s]) for s in common]
    after = [_seed_result(b[s]) for s in common]
    diff = mean_interval([y[0] - x[0] for x, y in zip(before, after, strict=True)])
    return len(common), diff, sum(x[1] for x in before), sum(y[1] for y in after)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="seeds per game (each played twice)")
    ap.add_argument("--minutes", type=float, default=30.0, help="stop starting games after this")
    ap.add_argument("--game", action="append", choices=GAMES, help="only these games")
    ap.add_argument("--start", type=int, default=0, help="first seed offset (for parallel runs)")
    ap.add_argument("--report", action="store_true", help="summarize the results so far")
    ap.add_argument("--player", choices=sorted(PLAYERS), default="strong", help="who is measured")
    ap.add_argument(
        "--opponent", choices=sorted(PLAYERS), default="sensible", help="who it plays against"
    )
    ap.add_argument(
        "--first-seed",
        type=int,
        default=FIRST_SEED,
        help="the match's first seed (below 100000: tuning seeds, kept in build/bot-tuning/)",
    )
    ap.add_argument(
        "--settings",
        metavar="NAME=JSON",
        help="measure StrongBot with these keyword arguments as the player NAME, e.g. "
        'wide={"samples": 48, "budget": 45000} (tuning experiments)',
    )
    a = ap.parse_args()
    if a.settings:
        name, _, kwargs = a.settings.partition("=")
        settings = json.loads(kwargs)
        PLAYERS[name] = lambda seed: StrongBot(seed, **settings)
        a.player = name
    if a.report:
        report(a.player, a.opponent, a.first_seed)
        return
    run(a.games, a.minutes, tuple(a.game or GAMES), a.start, a.player, a.opponent, a.first_seed)
    report(a.player, a.opponent, a.first_seed)


if __name__ == "__main__":
    main()
