"""bench/trick_stats.py and cardlib.tricks.stats: a run's figures survive the data file the
chapters read."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from bench_scripts import load_bench

from cardlib.tricks.stats import load_summary

BENCH = Path(__file__).parent.parent / "bench"


def trick_stats() -> ModuleType:
    return load_bench("trick_stats")


def test_the_data_file_round_trips_a_run(tmp_path: Path) -> None:
    ts = trick_stats()
    out = tmp_path / "stats.json"
    assert ts.main(["--games", "2", "--only", "forty-five", "--json", str(out)]) == 0
    again = ts.forty_five_stats(range(1, 3))
    back = load_summary(out, "forty-five")
    assert back.games == again.games == 2
    assert back.rate("hand won 5-0") == again.rate("hand won 5-0")
    data = json.loads(out.read_text(encoding="utf-8"))
    assert list(data) == ["forty-five"] and data["forty-five"]["seeds"] == [1, 2]


def test_the_committed_data_file_holds_whole_runs() -> None:
    data = json.loads((BENCH / "data" / "trick_stats.json").read_text(encoding="utf-8"))
    for game in data.values():
        assert game["games"] == game["seeds"][1] - game["seeds"][0] + 1
        assert all(0 <= s <= n for s, n in game["counts"].values())
        assert game["deals"]["low"] <= game["deals"]["mean"] <= game["deals"]["high"]
