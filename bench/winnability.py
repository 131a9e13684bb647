"""How often can a patience game be won? Solve seeded deals and keep one CSV row per deal.

    python bench/winnability.py klondike --option draw=1 --seeds 1:2001 --max-seconds 30 \
        --workers 2 [--scheduler tcp://host:8786]

Each deal of ``--seeds A:B`` (A included, B not) is solved by :func:`cardlib.solve` within
``--max-seconds``; its row (seed, verdict, nodes, seconds, line length) is appended to
``book/data/winnability/<game>[-option=value...].csv`` and flushed at once, so an
interrupted run loses nothing and a rerun skips the seeds already there
(``--retry-unknown`` solves the undecided ones again, with a larger budget). The answer is
for a player who knows where every card is. At the end it prints the share of winnable
deals with a Wilson 95% interval (unknowns counted as lost for the lower end and as won
for the upper end) and the median and p90 seconds.

Local runs use ``concurrent.futures`` worker processes; with ``--scheduler`` the same
tasks go to a Dask distributed cluster (``pip install cardlib[dask]``).
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import statistics
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cardlib  # noqa: E402
from cardlib.patience.advice import INDEX_FILE, index_entry  # noqa: E402
from cardlib.stats import wilson_interval  # noqa: E402

DATA = ROOT / "book" / "data" / "winnability"
INDEX = ROOT / "cardlib" / "patience" / INDEX_FILE
FIELDS = ("seed", "verdict", "nodes", "seconds", "line")


def csv_path(game: str, options: Mapping[str, str], data: Path = DATA) -> Path:
    """``<game>[-name=value...].csv`` under ``data`` (options in the order given)."""
    tail = "".join(f"-{k}={v}" for k, v in options.items())
    return data / f"{game}{tail}.csv"


def solve_seed(
    game: str,
    options: Mapping[str, str],
    seed: int,
    max_seconds: float,
    max_nodes: int | None = None,
) -> dict[str, Any]:
    """One deal's row."""
    g = cardlib.new_game(game, seed=seed, **options)
    s = cardlib.solve(g, max_seconds=max_seconds, max_nodes=max_nodes)
    return {
        "seed": seed,
        "verdict": s.verdict,
        "nodes": s.nodes,
        "seconds": round(s.seconds, 3),
        "line": len(s.line),
    }


def read_rows(path: Path) -> list[dict[str, str]]:
    """The rows already in a CSV, one per seed (a seed solved again by ``--retry-unknown``
    keeps its last row), in seed order; none if the file does not exist."""
    if not path.exists():
        return []
    with path.open(newline="") as f:
        latest = {int(r["seed"]): r for r in csv.DictReader(f)}
    return [latest[s] for s in sorted(latest)]


def compact(path: Path) -> None:
    """Rewrite a CSV with one row per seed, in seed order (through a temporary file, so
    an interruption leaves either the old file or the new one)."""
    rows = read_rows(path)
    tmp = path.with_suffix(".tmp")
    with tmp.open("w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)
    tmp.replace(path)


def _local(
    tasks: list[tuple[str, dict[str, str], int, float, int | None]], workers: int
) -> Iterator[dict[str, Any]]:
    if workers <= 1:
        for t in tasks:
            yield solve_seed(*t)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_star, tasks, chunksize=1)


def _star(task: tuple[str, dict[str, str], int, float, int | None]) -> dict[str, Any]:
    return solve_seed(*task)


def _dask(
    tasks: list[tuple[str, dict[str, str], int, float, int | None]], scheduler: Any
) -> Iterator[dict[str, Any]]:
    from distributed import Client, as_completed

    client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
    try:
        # the workers import this script as the module ``winnability``
        client.upload_file(str(Path(__file__).resolve()))
        futures = [client.submit(solve_seed, *t, pure=False) for t in tasks]
        for fut in as_completed(futures):
            yield fut.result()
    finally:
        if client is not scheduler:
            client.close()


def run(
    game: str,
    options: Mapping[str, str],
    seeds: Iterable[int],
    max_seconds: float,
    *,
    workers: int = 1,
    scheduler: Any = None,
    data: Path = DATA,
    max_nodes: int | None = None,
    on_row: Callable[[dict[str, Any]], None] | None = None,
    retry_unknown: bool = False,
) -> Path:
    """Solve the seeds not yet in the game's CSV, appending each row as it comes. With
    ``retry_unknown``, the seeds whose row says "unknown" are solved again (with this
    run's budget) and their new row replaces the old one; a row that ran out this same
    budget already is kept, so an interrupted retry resumes where it stopped."""
    opts = dict(options)
    cardlib.new_game(game, seed=1, **opts)  # bad game or option: fail before any work
    path = csv_path(game, opts, data)
    path.parent.mkdir(parents=True, exist_ok=True)
    done = {
        int(r["seed"])
        for r in read_rows(path)
        if not (retry_unknown and _undecided_below(r, max_seconds, max_nodes))
    }
    todo = [s for s in seeds if s not in done]
    tasks = [(game, opts, s, max_seconds, max_nodes) for s in todo]
    new = not path.exists() or path.stat().st_size == 0
    with path.open("a", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        if new:
            w.writeheader()
            f.flush()
        rows = _dask(tasks, scheduler) if scheduler is not None else _local(tasks, workers)
        for row in rows:
            w.writerow(row)
            f.flush()
            if on_row is not None:
                on_row(row)
    compact(path)
    return path


def _undecided_below(row: Mapping[str, str], max_seconds: float, max_nodes: int | None) -> bool:
    """Whether ``row`` is an unknown that stopped short of this budget (so a retry with it
    may decide the deal): it used less than 90% of ``max_seconds`` and, with a node budget,
    fewer than ``max_nodes`` nodes."""
    if row["verdict"] != "unknown":
        return False
    short = float(row["seconds"]) < 0.9 * max_seconds
    return short and (max_nodes is None or int(row["nodes"]) < max_nodes)


def write_index(data: Path = DATA, index: Path = INDEX) -> Path:
    """Sum every CSV of ``data`` up in ``index``: each game's seeds by verdict (what the
    demos read to deal only winnable deals, in the site's Pyodide too)."""
    entries = {p.stem: index_entry(read_rows(p)) for p in sorted(data.glob("*.csv"))}
    index.write_text(json.dumps(entries, separators=(",", ":"), sort_keys=True) + "\n")
    return index


def summary(rows: list[dict[str, str]]) -> dict[str, Any]:
    """Counts, the share winnable with its Wilson 95% interval (unknowns both ways), and
    the median and p90 seconds."""
    n = len(rows)
    won = sum(1 for r in rows if r["verdict"] == "winnable")
    unknown = sum(1 for r in rows if r["verdict"] == "unknown")
    secs = sorted(float(r["seconds"]) for r in rows)
    lo = wilson_interval(won, n)[0] if n else 0.0
    hi = wilson_interval(won + unknown, n)[1] if n else 1.0
    return {
        "n": n,
        "winnable": won,
        "lost": n - won - unknown,
        "unknown": unknown,
        "share": won / n if n else math.nan,
        "low": lo,
        "high": hi,
        "median_s": statistics.median(secs) if secs else math.nan,
        "p90_s": secs[min(len(secs) - 1, int(0.9 * len(secs)))] if secs else math.nan,
    }


def _parse_seeds(text: str) -> range:
    a, _, b = text.partition(":")
    if not a.isdigit() or not b.isdigit() or int(b) <= int(a):
        raise argparse.ArgumentTypeError(f"--seeds takes A:B with A < B, not {text!r}")
    return range(int(a), int(b))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("game", nargs="?")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--seeds", type=_parse_seeds, metavar="A:B")
    ap.add_argument("--max-seconds", type=float)
    ap.add_argument("--max-nodes", type=int, default=None, help="also bound the moves tried")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--scheduler", default=None, metavar="ADDRESS")
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument(
        "--retry-unknown",
        action="store_true",
        help="solve the seeds left unknown again, with this budget",
    )
    ap.add_argument(
        "--index-only", action="store_true", help=f"only rewrite {INDEX_FILE} from the CSVs"
    )
    a = ap.parse_args(argv)
    if a.index_only:
        print(f"wrote {write_index(a.data)}")
        return 0
    if a.game is None or a.seeds is None or a.max_seconds is None:
        ap.error("GAME, --seeds and --max-seconds are required (unless --index-only)")
    opts = {}
    for o in a.option:
        name, eq, value = o.partition("=")
        if not eq:
            ap.error(f"--option takes name=value, not {o!r}")
        opts[name.strip()] = value.strip()
    path = run(
        a.game,
        opts,
        a.seeds,
        a.max_seconds,
        workers=a.workers,
        scheduler=a.scheduler,
        data=a.data,
        max_nodes=a.max_nodes,
        retry_unknown=a.retry_unknown,
    )
    if a.data == DATA:
        write_index()
    rows = [r for r in read_rows(path) if int(r["seed"]) in a.seeds]
    s = summary(rows)
    print(
        f"{path.name}: {s['winnable']} winnable, {s['lost']} lost, {s['unknown']} unknown "
        f"of {s['n']}; winnable {s['share']:.1%} (95% {s['low']:.1%}-{s['high']:.1%}, "
        f"unknowns both ways); median {s['median_s']:.3f} s, p90 {s['p90_s']:.3f} s "
        f"(budget {a.max_seconds} s per deal)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
