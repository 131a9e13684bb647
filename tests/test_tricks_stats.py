"""bench/trick_stats.py: a run's figures survive the data file the chapters read."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).parent.parent / "bench"


def trick_stats() -> ModuleType:
    spec = importlib.util.spec_from_file_location("trick_stats", BENCH / "trick_stats.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["trick_stats"] = module
    spec.loader.exec_module(module)
    return module


def test_the_data_file_round_trips_a_run(tmp_path: Path) -> None:
    ts = trick_stats()
    out = tmp_path / "stats.json"
    assert ts.main(["--games", "2", "--only", "forty-five", "--json", str(out)]) == 0
    again = ts.forty_five_stats(range(1, 3))
    back = ts.load_summary(out, "forty-five")
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
