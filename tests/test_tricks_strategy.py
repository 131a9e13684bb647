"""The trick chapters' Strategy tables: from the strong players' records to the book."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from bench_scripts import load_bench

from cardlib.stats import wilson_interval
from cardlib.tricks import strategy

ROOT = Path(__file__).parent.parent
DATA = ROOT / "book" / "data" / "bots"


def bench() -> ModuleType:
    return load_bench("trick_strategy")


def test_load_skips_broken_and_skipped_lines(tmp_path: Path) -> None:
    path = tmp_path / "x.jsonl"
    path.write_text('{"seed": 1}\nnot json\n{"seed": 2, "skipped": true}\n[3]\n{"seed": 4}\n')
    assert strategy.load(path) == [{"seed": 1}, {"seed": 4}]


def test_share_and_mean_of_count_only_the_chosen_records() -> None:
    records = [{"k": k, "v": v} for k, v in [(1, 3), (1, 5), (2, 0), (1, 0)]]
    p, lo, hi, n = strategy.share(records, lambda r: r["v"] > 0, lambda r: r["k"] == 1)
    assert (p, n) == (2 / 3, 3) and (lo, hi) == wilson_interval(2, 3)
    m, lo, hi, n = strategy.mean_of(records, lambda r: r["v"], lambda r: r["k"] == 1)
    assert n == 3 and m == pytest.approx(8 / 3) and lo < m < hi
    with pytest.raises(ValueError):
        strategy.share(records, lambda r: True, lambda r: False)


def test_the_all_fours_score_table_pairs_standing_and_begging() -> None:
    rows = [
        {"seed": 1, "need": [1, 4], "stand": False, "beg": True, "dealer": "run"},
        {"seed": 2, "need": [1, 4], "stand": True, "beg": True, "dealer": "run"},
        {"seed": 3, "need": [1, 4], "stand": False, "beg": False, "dealer": "give"},
        {"seed": 4, "need": [4, 1], "stand": True, "beg": False},
        {"seed": 5, "need": [4, 1], "stand": None, "beg": True},  # a game that did not end
    ]
    (table,) = strategy.strategy_tables("all-fours-score", rows, least=1)
    assert [r[:3] for r in table.rows] == [("1", "4", "3"), ("4", "1", "1")]
    first = table.rows[0]
    assert first[3].startswith("33% ") and first[4].startswith("67% ")
    assert first[5].startswith("+0.33 ") and first[6].startswith("33% ")
    assert table.rows[1][6] == "-"  # the dealer was never asked
    assert "4 deals" in table.caption


@pytest.mark.parametrize("game_id", ["pepper", "all-fours", "all-fours-score", "forty-five"])
def test_the_committed_records_make_the_chapters_tables(game_id: str) -> None:
    records = strategy.load(DATA / f"strategy_{game_id}.jsonl")
    tables = strategy.strategy_tables(game_id, records, least=3)
    assert tables and all(t.rows for t in tables)
    assert str(len(records)) in tables[0].caption or game_id == "all-fours-score"


def test_a_score_deal_is_played_to_the_end_of_the_game_both_ways() -> None:
    ts = bench()
    seed = next(s for s in range(200_000, 200_040) if s % len(ts.AF_CELLS) == 1)
    record = ts.all_fours_score_deal(seed)
    assert record is not None and record["seed"] == seed
    assert record["need"] == list(ts.AF_CELLS[1])
    assert isinstance(record["stand"], bool) and isinstance(record["beg"], bool)
    assert record.get("dealer") in ("give", "run", None)
    assert json.loads(json.dumps(record)) == record
