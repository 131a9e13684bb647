"""The book is built from its notebooks' stored outputs (``execute_notebooks: "off"`` in
``_config.yml``): strict nbval re-executes every notebook and fails on any output that
differs, so those outputs are the ones the library gives. This checks the other half: each
chapter notebook was run whole, top to bottom, so no cell's output is missing or out of
order (nbval does not compare a cell that was never run)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The chapters' notebooks (book/demos holds the Voici apps, which the book does not show
#: and which are stored unexecuted, to be run in the reader's browser).
CHAPTERS = sorted(p for p in (ROOT / "book").rglob("*.ipynb") if "demos" not in p.parts)


def test_the_book_shows_stored_outputs() -> None:
    config = (ROOT / "_config.yml").read_text(encoding="utf-8")
    assert 'execute_notebooks: "off"' in config


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: str(p.relative_to(ROOT / "book")))
def test_every_chapter_notebook_was_run_whole(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    counts = [c.get("execution_count") for c in cells if c["cell_type"] == "code"]
    assert counts == list(range(1, len(counts) + 1)), (
        f"{path.name}: run it top to bottom (jupyter nbconvert --to notebook --execute "
        f"--inplace) before committing; execution counts are {counts}"
    )
    for cell in cells:
        if cell["cell_type"] == "code":
            errors = [o for o in cell.get("outputs", []) if o.get("output_type") == "error"]
            assert errors == [], f"{path.name}: a stored error output"
