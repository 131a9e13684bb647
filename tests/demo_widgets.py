"""One demo widget of each kind, on a fixed deal, for the tests of what every widget shares
(what it speaks, the keys that play it): War, a patience of rows (Klondike), two patiences
of pictures (The Clock, Fortress), a trick game and the dice game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardlib.widgets import dice_demo, patience_demo, trick_demo, war_demo

DEMOS: dict[str, Callable[[], Any]] = {
    "war": lambda: war_demo(seed=1),
    "klondike": lambda: patience_demo("klondike", seed=1),
    "the-clock": lambda: patience_demo("the-clock", seed=1),
    "fortress": lambda: patience_demo("fortress", seed=1),
    "forty-five": lambda: trick_demo("forty-five", seed=1, auto=False),
    "solitaire-dice": lambda: dice_demo(seed=1),
}
