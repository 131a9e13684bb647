"""Playing by keyboard: what the arrow keys move in, and the keys each demo lists.

A widget marks its table (:data:`TABLE_CLASS`) and, inside it, each pile, hand or row of
dice (:data:`PILE_CLASS`). In the live app (the book's demos), its key script
(``lite/static/cardlib/table-keys.js``) makes each table one stop of the Tab key and moves
the focus with the arrow keys: along a pile, and from pile to pile. In JupyterLab, which
runs no script of the book's, the Tab key visits every card instead.

:func:`keys_html` writes the keys a widget lists under its demo (from
:meth:`cardlib.widgets.base.GameWidget.key_help`), so the book lists the keys that the
widget itself describes.

>>> from cardlib.widgets.looks import Looks
>>> import ipywidgets as widgets
>>> box = mark_pile(Looks().make(widgets.HBox))
>>> PILE_CLASS in box._dom_classes
True
>>> print(keys_html([("Enter", "plays the card")]))
<ul class="cardlib-demo-keys"><li><kbd>Enter</kbd>: plays the card.</li></ul>
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape
from typing import Any

__all__ = [
    "CARD_KEYS",
    "COMMON_KEYS",
    "PILE_CLASS",
    "TABLE_CLASS",
    "KeyHelp",
    "keys_html",
    "mark_pile",
    "mark_table",
]

TABLE_CLASS = "cardlib-keys"
"""A table the arrow keys move in: one stop of the Tab key."""
PILE_CLASS = "cardlib-pile"
"""A pile, a hand or a row of dice inside a table: a row or column of buttons."""

KeyHelp = tuple[str, str]
"""One line of a demo's keys: the keys (``"Home, End"``, or a button's ``"*name*"``) and
what they do (``*words*`` in italics)."""

COMMON_KEYS: tuple[KeyHelp, ...] = (
    ("Tab, Shift+Tab", "go from the table to the buttons and back"),
    ("Enter, Space", "press the card or button that has the focus"),
    (
        "*Read the table*",
        "the last button (after *Go*; it shows when it has the focus) says the whole "
        "position in words",
    ),
)
"""The keys every demo has."""

CARD_KEYS: tuple[KeyHelp, ...] = (("Escape", "forget the selected card"),)
"""The keys of every table of cards, after a widget's own (its arrows, Home and End)."""


def mark_table(box: Any) -> Any:
    """Mark ``box`` as a table the arrow keys move in; returns it."""
    box.add_class(TABLE_CLASS)
    return box


def mark_pile(box: Any, name: str = "") -> Any:
    """Mark ``box`` as a pile of a table (its buttons are the pile's cards), and by ``name``
    (class ``cardlib-pile-<name>``: the game's name for the pile, ``t3``, ``hand``);
    returns it."""
    box.add_class(PILE_CLASS)
    if name:
        box.add_class(f"{PILE_CLASS}-{re.sub(r'[^A-Za-z0-9_-]', '', name)}")
    return box


def _inline(text: str) -> str:
    """``text`` as HTML, its ``*words*`` in italics (a button's name)."""
    return re.sub(r"\*([^*]+)\*", r"<em>\1</em>", escape(text))


def keys_html(keys: Sequence[KeyHelp]) -> str:
    """The list of ``keys`` shown under a demo: each key (``<kbd>``, or a button's name)
    and what it does."""
    lines = []
    for names, what in keys:
        if names.startswith("*"):
            shown = _inline(names)  # a button: "*Read the table*"
        else:
            shown = ", ".join(f"<kbd>{escape(n.strip())}</kbd>" for n in names.split(","))
        lines.append(f"<li>{shown}: {_inline(what)}.</li>")
    return f'<ul class="cardlib-demo-keys">{"".join(lines)}</ul>'
