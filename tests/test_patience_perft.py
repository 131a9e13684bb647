"""Golden move counts (perft, as python-chess keeps them in ``.perft`` files).

``tests/data/patience.perft`` holds, for every patience game, preset and non-default
option (``patience_helpers.patience_variants``), a deal code, a depth and the number of
move sequences of that length from the deal (``legal_moves``, ``play``, ``undo``). A
change to the engine that alters any move generation shows here, in the game where it
happened. Regenerate after a deliberate rules change, and say which counts changed::

    .venv/bin/python tests/test_patience_perft.py --write
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from patience_helpers import patience_variants

import cardlib
from cardlib import Game, new_game

PERFT = Path(__file__).parent / "data" / "patience.perft"
BUDGET = 200
"""The generator picks, per deal, the deepest depth (at most 8) with at most this many
sequences, so the whole file checks in a few seconds."""


def perft(g: Game, depth: int) -> int:
    """The number of legal move sequences of length ``depth`` (a finished game ends its
    sequence early and counts as one)."""
    if depth == 0 or g.is_over:
        return 1
    total = 0
    for m in g.legal_moves():
        g.play(m)
        total += perft(g, depth - 1)
        g.undo()
    return total


def read() -> list[tuple[str, int, int]]:
    """``(deal code, depth, count)`` per line of the file (``#`` starts a comment)."""
    rows = []
    for line in PERFT.read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            code, depth, count = line.split()
            rows.append((code, int(depth), int(count)))
    return rows


def test_every_patience_variant_is_in_the_file() -> None:
    codes = {code for code, _, _ in read()}
    for gid, opts in patience_variants():
        assert new_game(gid, seed=1, **opts).deal_code in codes


@pytest.mark.parametrize(("code", "depth", "count"), read(), ids=lambda v: str(v))
def test_perft(code: str, depth: int, count: int) -> None:
    g = cardlib.from_deal_code(code)
    assert depth >= 2, "a depth-1 count tests only the first move list"
    assert perft(g, depth) == count
    assert not g.history, "perft leaves the game at the deal"


def write() -> None:
    lines = ["# deal code, depth, number of legal move sequences of that length (perft)"]
    for gid, opts in patience_variants():
        g = new_game(gid, seed=1, **opts)
        depth, count = 2, perft(g, 2)
        while depth < 8:
            deeper = perft(g, depth + 1)
            if deeper > BUDGET:
                break
            depth, count = depth + 1, deeper
        lines.append(f"{g.deal_code} {depth} {count}")
    PERFT.write_text("\n".join(lines) + "\n", "utf-8")


if __name__ == "__main__":
    if "--write" in sys.argv:
        sys.path.insert(0, str(Path(__file__).parent))
        write()
        print(PERFT.read_text("utf-8"))
