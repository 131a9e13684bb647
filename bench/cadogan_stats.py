"""Win rates of the two documented players in Klondike and Lady Cadogan's seven patiences.

For each game and each player (``random``: uniformly random legal moves; ``greedy``: the
scored choice documented in ``cardlib.patience.players``) the script plays the seeded
deals ``seed-start .. seed-start + games - 1`` to the end and prints, per game and player:
deals played, games won with a 95 % Wilson interval, and the cards sent home (mean,
median and the most in one deal). With ``--write`` it stores the runs in
``cardlib/patience/stats.json``, which the chapters read. The book's figures come from ::

    .venv/bin/python bench/cadogan_stats.py --games 2000 --write
    .venv/bin/python bench/cadogan_stats.py --games 2000 --only the-blockade \\
        --option vacancy_model=empty_columns_only --write

and each chapter executes a smaller sample of the same seeds itself (200 deals).
Every game is played with its default options (Klondike: draw three, unlimited passes)
unless ``--option`` says otherwise.
"""

from __future__ import annotations

import sys
from pathlib import Path

from patience_stats import main  # the same players, table and command line (bench/)

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from cardlib.patience.cadogan import SPECS as CADOGAN
from cardlib.patience.engine import GameSpec
from cardlib.patience.klondike import SPEC as KLONDIKE

SPECS: dict[str, GameSpec] = {"klondike": KLONDIKE, **CADOGAN}

if __name__ == "__main__":
    main(
        SPECS,
        __doc__,
        caption="Klondike and Cadogan's patiences: wins and cards sent home per deal",
        last="most home",
        script="cadogan_stats.py",
    )
