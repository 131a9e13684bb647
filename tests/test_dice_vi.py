"""bench/dice_vi.py: the value-iteration fit models the sheet exactly as the player values it."""

from __future__ import annotations

import random

import pytest
from bench_scripts import load_bench

from cardlib.dice.value import EXTRA_SIZE, SIZE, ValueTable, load_table

vi = load_bench("dice_vi")


def _random_table(seed: int) -> ValueTable:
    rng = random.Random(seed)
    base = load_table()
    extra = tuple(rng.uniform(-30, 30) for _ in range(EXTRA_SIZE))
    return ValueTable(base.values, {}, extra)


def test_the_fit_sees_each_sheet_as_the_table_values_it() -> None:
    table = _random_table(1)
    sheets = vi.sample_sheets(table, range(1, 6), explore=0.3)
    assert len(sheets) > 50
    params = list(table.values) + list(table.extra)
    for marks, throws in sheets:
        idx, fixed = vi.keys_of((marks, throws))
        modelled = fixed + sum(params[i] for i in idx if i >= 0)
        assert modelled == pytest.approx(table.sheet(list(marks), list(throws)), abs=1e-6)


def test_backfitting_moves_the_table_toward_the_targets() -> None:
    truth = _random_table(2)
    truth_params = list(truth.values) + list(truth.extra)
    sheets = vi.sample_sheets(truth, range(1, 41), explore=0.3)
    rows = [vi.keys_of(s) for s in sheets]
    targets = [fixed + sum(truth_params[i] for i in idx if i >= 0) for idx, fixed in rows]
    start = [0.0] * (SIZE + EXTRA_SIZE)
    fitted = vi.backfit(start, rows, targets)

    def rmse(params: list[float]) -> float:
        err = [
            y - fixed - sum(params[i] for i in idx if i >= 0)
            for (idx, fixed), y in zip(rows, targets, strict=True)
        ]
        return (sum(e * e for e in err) / len(err)) ** 0.5

    assert rmse(fitted) < 0.25 * rmse(start)
