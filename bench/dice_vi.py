"""Fit the expert Solitaire Dice player's value table by fitted value iteration.

``bench/dice_fit.py`` fits the table to the final scores of games played by a fixed
policy: the value of *that* policy, with the selection bias of its own choices. This script
instead fits the table to one-roll backups, the Bellman equation of the game itself:

1. sample sheets (after a choice, before the next roll) from games played by the current
   table without lookahead, with a share ``--explore`` of uniformly random choices so that
   sheets the player would avoid are seen too (seeds from 5,000,001 on, disjoint from the
   benchmark's 1 to 2,000 and from the tuning seeds 10,001 on);
2. for every sampled sheet compute the target: the expected table value after the next
   roll, replying with the table's best choice (``ExpertPlayer._expectation``);
3. fit the table's per-line values so that their sum matches the targets, by least squares
   (back-fitting one line at a time), each value shrunk toward the previous table's value
   where its key was seen rarely;
4. repeat from 1 with the new table, ``--rounds`` times.

The first round starts from ``--start`` (default: the table shipped in ``cardlib``). The
shipped table's chain started from ``bench/dice_fit.py``'s round-2 table, which is
``git show fe023ed:cardlib/dice/values.json``; to redo it from there::

    git show fe023ed:cardlib/dice/values.json > /tmp/fit-round-2.json
    nice -n 10 .venv/bin/python bench/dice_vi.py --rounds 20 --games 3000 \
        --start /tmp/fit-round-2.json

Each round's table is written to ``bench/data/dice_vi/round-N.json`` (a resumed run starts
after the last round written); ``--install N`` copies round ``N`` to
``cardlib/dice/values.json``. Compare rounds with ``bench/dice_tune.py``::

    nice -n 10 .venv/bin/python bench/dice_vi.py --rounds 4 --games 4000
    nice -n 10 .venv/bin/python bench/dice_tune.py --games 300 expert \\
        expert:table=bench/data/dice_vi/round-1.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.dice import DiceSheet, DiceStream
from cardlib.dice.scoring import FACES, MAX_SCORING_MARKS, SUMS, line_score
from cardlib.dice.strategy import PAIR_SUM_PROBABILITY
from cardlib.dice.value import (
    EXTRA_SIZE,
    SIZE,
    ExpertPlayer,
    ValueTable,
    crowding,
    hindrance,
    line_key,
    load_table,
    rolls_bucket,
    table_from_json,
)

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "bench" / "data" / "dice_vi"
INSTALL = ROOT / "cardlib" / "dice" / "values.json"
SEED_START = 5_000_001
SHRINK = 20.0  # a key seen n times moves n / (n + SHRINK) of the way to its fitted value
SWEEPS = 6

Sheet = tuple[tuple[int, ...], tuple[int, ...]]


def sample_sheets(table: ValueTable, seeds: range, explore: float) -> list[Sheet]:
    """Sheets after each choice (game not over) in games of the table's greedy player."""
    player = ExpertPlayer(depth=0, table=table)
    out: list[Sheet] = []
    for seed in seeds:
        rng = random.Random(f"dice-vi:{seed}")
        sheet = DiceSheet(DiceStream(seed))
        while sheet.roll is not None:
            if rng.random() < explore:
                choice = rng.choice(sheet.choices())
            else:
                choice = player.choose_on(sheet)
            sheet.apply(choice)
            if sheet.roll is not None:
                out.append((tuple(sheet.marks), tuple(sheet.throws)))
    return out


_WORKER: ExpertPlayer | None = None


def _init(values: tuple[float, ...], extra: tuple[float, ...]) -> None:
    global _WORKER
    _WORKER = ExpertPlayer(table=ValueTable(values, {}, extra))


def _targets(chunk: list[Sheet]) -> list[float]:
    assert _WORKER is not None
    return [_WORKER._expectation(list(m), list(t)) for m, t in chunk]


def keys_of(sheet: Sheet) -> tuple[list[int], float]:
    """A sheet's parameter index per block and its full lines' value.

    The first eleven blocks are the lines' table values, the next eleven their hindrance
    corrections (stored after the table, at ``SIZE + extra_index``); -1 for a full line.
    """
    marks, throws = sheet
    rolls = rolls_bucket(throws)
    open_p = crowding(marks)
    steps = hindrance(tuple(f for f in FACES if throws[f]))
    idx: list[int] = []
    extra: list[int] = []
    fixed = 0.0
    for s in SUMS:
        c = marks[s]
        if c >= MAX_SCORING_MARKS:
            fixed += line_score(s, c)
            idx.append(-1)
            extra.append(-1)
            continue
        others = open_p - (PAIR_SUM_PROBABILITY[s] if c else 0.0)
        idx.append(ValueTable.index(line_key(s, c, rolls, others)))
        extra.append(SIZE + ValueTable.extra_index(s, c, steps[s]))
    return idx + extra, fixed


def backfit(
    old: list[float], rows: list[tuple[list[int], float]], targets: list[float]
) -> list[float]:
    """Least-squares parameters whose sums match the targets, shrunk toward ``old``.

    Back-fitting: each block in turn takes, for each of its keys, the mean of what the
    targets leave once the other blocks' values are taken off; a key seen ``n`` times keeps
    ``SHRINK / (n + SHRINK)`` of its old value.
    """
    w = list(old)
    pred = [fixed + sum(w[i] for i in idx if i >= 0) for idx, fixed in rows]
    blocks = len(rows[0][0])
    for sweep in range(SWEEPS):
        for j in range(blocks):
            total: dict[int, float] = {}
            count: dict[int, int] = {}
            for (idx, _), p, y in zip(rows, pred, targets, strict=True):
                i = idx[j]
                if i >= 0:
                    total[i] = total.get(i, 0.0) + y - p + w[i]
                    count[i] = count.get(i, 0) + 1
            new = {i: (total[i] + SHRINK * old[i]) / (count[i] + SHRINK) for i in total}
            for k, (idx, _) in enumerate(rows):
                i = idx[j]
                if i >= 0:
                    pred[k] += new[i] - w[i]
            for i, v in new.items():
                w[i] = v
        rmse = (sum((y - p) ** 2 for p, y in zip(pred, targets, strict=True)) / len(rows)) ** 0.5
        print(f"  sweep {sweep + 1}: rmse {rmse:.1f}", file=sys.stderr)
    return [round(v, 1) for v in w]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=4000, help="games sampled per round")
    parser.add_argument("--explore", type=float, default=0.15)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--install", type=int, help="copy this round's table into cardlib")
    parser.add_argument("--out", default=str(OUT_DIR), help="folder of the rounds' tables")
    parser.add_argument("--start", help="table to start from (default: the shipped one)")
    args = parser.parse_args(argv)
    out_dir = Path(args.out)
    if args.install is not None:
        src = out_dir / f"round-{args.install}.json"
        data = json.loads(src.read_text())
        data.setdefault("first_seed", SEED_START)  # the first round's first seed
        data.setdefault("start", "git show fe023ed:cardlib/dice/values.json (dice_fit.py)")
        INSTALL.write_text(json.dumps(data, separators=(",", ":")) + "\n")
        print(f"installed {src} as {INSTALL}", file=sys.stderr)
        return 0
    out_dir.mkdir(parents=True, exist_ok=True)
    table = table_from_json(Path(args.start).read_text()) if args.start else load_table()
    first = 1
    while (out_dir / f"round-{first}.json").exists():
        table = table_from_json((out_dir / f"round-{first}.json").read_text())
        first += 1
    for rnd in range(first, args.rounds + 1):
        t0 = time.perf_counter()
        start = SEED_START + (rnd - 1) * 100_000
        seeds = range(start, start + args.games)
        sheets = sample_sheets(table, seeds, args.explore)
        t1 = time.perf_counter()
        chunks = [sheets[i : i + 2000] for i in range(0, len(sheets), 2000)]
        with Pool(args.workers, initializer=_init, initargs=(table.values, table.extra)) as pool:
            targets = [y for part in pool.map(_targets, chunks) for y in part]
        t2 = time.perf_counter()
        rows = [keys_of(s) for s in sheets]
        old = list(table.values) + list(table.extra or (0.0,) * EXTRA_SIZE)
        fitted = backfit(old, rows, targets)
        values, extra = fitted[:SIZE], fitted[SIZE:]
        meta = {
            "about": "expected final score of a Solitaire Dice line per key; "
            "see bench/dice_vi.py (fitted value iteration)",
            "policy": "value iteration",
            "round": rnd,
            "games": args.games,
            "seeds": [seeds[0], seeds[-1]],
            "first_seed": SEED_START,
            "explore": args.explore,
            "samples": len(sheets),
            "shrink": SHRINK,
            "mean_target": round(sum(targets) / len(targets), 1),
            "layout": "index = (((sum-2)*11 + marks)*25 + rolls)*11 + crowding",
        }
        path = out_dir / f"round-{rnd}.json"
        path.write_text(
            json.dumps({**meta, "values": values, "extra": extra}, separators=(",", ":")) + "\n"
        )
        table = ValueTable(tuple(values), meta, tuple(extra))
        print(
            f"round {rnd}: {len(sheets)} sheets ({t1 - t0:.0f} s), targets ({t2 - t1:.0f} s), "
            f"wrote {path}",
            file=sys.stderr,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
