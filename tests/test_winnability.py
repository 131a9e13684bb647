"""bench/winnability.py: rows flushed one by one, reruns resume, local and Dask runs agree."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from bench_scripts import load_bench

ROOT = Path(__file__).resolve().parent.parent


W = load_bench("winnability")


def _verdicts(path: Path) -> dict[int, tuple[str, str]]:
    return {int(r["seed"]): (r["verdict"], r["line"]) for r in W.read_rows(path)}


def test_rows_resume_and_summary(tmp_path: Path) -> None:
    seen: list[dict[str, Any]] = []
    path = W.run("fortress", {}, range(1, 6), 5.0, data=tmp_path, on_row=seen.append)
    assert path == tmp_path / "fortress.csv"
    assert [r["seed"] for r in seen] == [1, 2, 3, 4, 5]
    again: list[dict[str, Any]] = []
    W.run("fortress", {}, range(1, 8), 5.0, data=tmp_path, on_row=again.append)
    assert [r["seed"] for r in again] == [6, 7]  # the first five are not solved again
    rows = W.read_rows(path)
    assert sorted(int(r["seed"]) for r in rows) == list(range(1, 8))
    s = W.summary(rows)
    assert s["n"] == 7 and s["winnable"] + s["lost"] + s["unknown"] == 7
    assert s["low"] <= s["share"] <= s["high"]


def test_options_name_the_file(tmp_path: Path) -> None:
    path = W.run("klondike", {"draw": "1"}, range(1, 3), 2.0, data=tmp_path)
    assert path.name == "klondike-draw=1.csv"
    with pytest.raises(ValueError):
        W.run("klondike", {"bogus": "1"}, range(1, 3), 1.0, data=tmp_path)


def test_unknowns_count_both_ways() -> None:
    rows = [{"seed": str(i), "verdict": v, "seconds": "0.1"} for i, v in enumerate("wwlu")]
    for r in rows:
        r["verdict"] = {"w": "winnable", "l": "lost", "u": "unknown"}[r["verdict"]]
    s = W.summary(rows)
    assert s["winnable"] == 2 and s["unknown"] == 1 and s["share"] == 0.5
    assert s["low"] < 0.5 < s["high"]


def test_dask_cluster_gives_the_local_results(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    seeds = range(1, 21)
    # a node budget (not only a time budget) makes every verdict independent of the load
    kw: dict[str, Any] = {"max_nodes": 3000}
    local = W.run("klondike", {"draw": "1"}, seeds, 60.0, data=tmp_path / "local", **kw)
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as c,
        distributed.Client(c) as client,
    ):
        remote = W.run(
            "klondike", {"draw": "1"}, seeds, 60.0, data=tmp_path / "dask", scheduler=client, **kw
        )
    assert _verdicts(local) == _verdicts(remote)
    assert len(_verdicts(local)) == 20


def test_the_index_for_the_demos_is_written_from_the_csvs(tmp_path: Path) -> None:
    path = W.run("fortress", {}, range(1, 4), 5.0, data=tmp_path, max_nodes=2000)
    index = W.write_index(tmp_path, tmp_path / "winnable.json")
    data = json.loads(index.read_text())
    rows = W.read_rows(path)
    assert list(data) == ["fortress"]
    for verdict in ("winnable", "lost", "unknown"):
        assert data["fortress"][verdict] == sorted(
            int(r["seed"]) for r in rows if r["verdict"] == verdict
        )


def test_retry_unknown_solves_the_undecided_again(tmp_path: Path) -> None:
    """A run with a tiny node budget leaves deals unknown; a retry with a larger budget
    solves only those again, and each seed keeps one row, its last."""
    path = W.run("klondike", {"draw": "1"}, range(1, 6), 5.0, data=tmp_path, max_nodes=5)
    first = _verdicts(path)
    unknown = {s for s, (v, _) in first.items() if v == "unknown"}
    assert unknown
    again: list[dict[str, Any]] = []
    W.run(
        "klondike",
        {"draw": "1"},
        range(1, 6),
        5.0,
        data=tmp_path,
        max_nodes=20_000,
        on_row=again.append,
        retry_unknown=True,
    )
    assert {r["seed"] for r in again} == unknown
    rows = W.read_rows(path)
    assert [int(r["seed"]) for r in rows] == [1, 2, 3, 4, 5]
    assert path.read_text().count("\n") == 6  # compacted: a header and one row per seed
    assert any(_verdicts(path)[s][0] != "unknown" for s in unknown)


def test_a_retry_resumes_without_solving_a_deal_twice(tmp_path: Path) -> None:
    """A retry with the budget a deal already ran out (an interrupted retry, started
    again) keeps its row: only the unknowns that stopped short of the budget are solved."""

    def retry(max_nodes: int) -> list[int]:
        seen: list[dict[str, Any]] = []
        W.run(
            "klondike",
            {"draw": "1"},
            range(1, 4),
            5.0,
            data=tmp_path,
            max_nodes=max_nodes,
            on_row=seen.append,
            retry_unknown=True,
        )
        return sorted(r["seed"] for r in seen)

    path = W.run("klondike", {"draw": "1"}, range(1, 4), 5.0, data=tmp_path, max_nodes=5)
    assert all(v == "unknown" for v, _ in _verdicts(path).values())
    assert retry(5) == []
    assert retry(6) == [1, 2, 3]
