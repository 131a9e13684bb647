"""Playing by keyboard (issue 52): every widget marks the table its arrow keys move in and
each pile, hand or row of dice in it, and lists the keys that play it; the book prints that
list under each demo, and the live app loads the key script before its own.

What the keys do in a browser is tested in ``tests/browser/test_keyboard.py``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from demo_widgets import DEMOS

from cardlib.widgets import dice_demo, patience_demo
from cardlib.widgets.keys import (
    CARD_KEYS,
    COMMON_KEYS,
    PILE_CLASS,
    TABLE_CLASS,
    keys_html,
    mark_pile,
)
from cardlib.widgets.looks import Looks

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
KEY_PAGE = ROOT / "book" / "keyboard.md"
KEY_SCRIPT = ROOT / "lite" / "static" / "cardlib" / "table-keys.js"


def _boxes(w: Any) -> list[Any]:
    """Every box under the widget's table, depth first."""
    out, todo = [], [w.table]
    while todo:
        box = todo.pop()
        out.append(box)
        todo.extend(c for c in getattr(box, "children", ()) if hasattr(c, "children"))
    return out


@pytest.mark.parametrize("name", ["klondike", "fortress", "forty-five"])
def test_every_card_zone_is_a_named_pile_of_the_marked_table(name: str) -> None:
    w: Any = DEMOS[name]()
    assert TABLE_CLASS in w.table._dom_classes
    boxes = _boxes(w)
    for zone, z in w.zones.items():
        assert PILE_CLASS in z.box._dom_classes and f"{PILE_CLASS}-{zone}" in z.box._dom_classes
        assert z.box in boxes, f"{zone}: its pile is not inside the marked table"
    piles = [b for b in boxes if PILE_CLASS in b._dom_classes]
    assert len(piles) == len(w.zones)  # nothing else is a pile


def test_a_new_deal_of_another_shape_keeps_its_piles_marked() -> None:
    """The patience table renews its boxes from a pool for a table of another shape: the
    new piles are marked too."""
    w: Any = patience_demo("the-mill", seed=1)
    w.code_box.value = "fortress:3"
    w.press("go")
    assert w.game.id == "fortress", w.status_text
    for zone, z in w.zones.items():
        assert f"{PILE_CLASS}-{zone}" in z.box._dom_classes
        assert PILE_CLASS in z.box._dom_classes


def test_the_dice_and_their_pairings_are_the_dice_table_s_piles() -> None:
    w: Any = dice_demo(seed=1)
    piles = [b for b in _boxes(w) if PILE_CLASS in b._dom_classes]
    assert {c for b in piles for c in b._dom_classes if c.startswith(f"{PILE_CLASS}-")} == {
        f"{PILE_CLASS}-dice",
        f"{PILE_CLASS}-pairings",
    }
    assert w.die_buttons[0] in piles[0].children or w.die_buttons[0] in piles[1].children
    w.click_die(next(i for i in range(5) if w.dice.choices_for(w.dice.roll[i])))
    assert w.pairing_buttons and all(b in w.pairing_box.children for b in w.pairing_buttons)


@pytest.mark.parametrize("name", sorted(DEMOS))
def test_every_demo_lists_its_keys(name: str) -> None:
    w: Any = DEMOS[name]()
    keys = w.key_help()
    names = [k for k, _ in keys]
    assert names[-len(COMMON_KEYS) :] == [k for k, _ in COMMON_KEYS]
    assert any("Enter" in k for k in names[: -len(COMMON_KEYS)]), "no word on what Enter does"
    if w.zones:  # a table of cards: the arrows, Home and End, Escape
        assert all(k in keys for k in CARD_KEYS)
    else:
        assert not any(k in keys for k in CARD_KEYS)
    for keys_, what in keys:
        assert keys_ and what and not what.endswith("."), (keys_, what)


@pytest.mark.parametrize("name", ["klondike", "forty-five", "solitaire-dice"])
def test_a_table_s_keys_name_its_arrows_home_and_end(name: str) -> None:
    keys = [k for k, _ in DEMOS[name]().key_help()]
    assert "Home, End" in keys and ("Left, Right" in keys)
    assert len(keys) == len(set(keys)), keys  # no key described twice


def test_the_patience_keys_name_every_arrow_and_the_stock() -> None:
    text = " ".join(f"{k} {w}" for k, w in patience_demo("klondike", seed=1).key_help())
    for word in ("Up, Down", "Left, Right", "Home, End", "Escape", "stock", "home"):
        assert word in text


def test_keys_html_shows_keys_as_kbd_and_buttons_in_italics() -> None:
    html = keys_html([("Home, End", "go to <the> ends"), ("*Read the table*", "says *all*")])
    assert "<li><kbd>Home</kbd>, <kbd>End</kbd>: go to &lt;the&gt; ends.</li>" in html
    assert "<li><em>Read the table</em>: says <em>all</em>.</li>" in html
    assert html.startswith('<ul class="cardlib-demo-keys">')


def test_mark_pile_names_a_pile_by_a_class_name_it_can_hold() -> None:
    import ipywidgets as widgets

    box = mark_pile(Looks().make(widgets.HBox), "t 3!")
    assert f"{PILE_CLASS}-t3" in box._dom_classes and PILE_CLASS in box._dom_classes


def test_the_key_script_knows_the_classes_the_widgets_mark() -> None:
    script = KEY_SCRIPT.read_text(encoding="utf-8")
    assert f'".{TABLE_CLASS}"' in script and f'".{PILE_CLASS}"' in script
    assert '"cardlib-card-back"' in script  # passes over face-down cards (cards.py's class)
    for key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"):
        assert key in script
    assert "window.cardlibTableKeys" in script
    live = (KEY_SCRIPT.parent / "live-app.js").read_text(encoding="utf-8")
    assert "window.cardlibTableKeys" in live and "keys.refocus(" in live


def test_the_keyboard_page_lists_the_keys_of_every_demo() -> None:
    """``book/keyboard.md`` lists, with ``{demo-keys}``, one demo of each kind of widget, so
    that every demo's keys are on the page (from the widgets, not typed), and the primer
    and the table of contents lead to it."""
    from book_demos import demo_widget, run_demo

    text = KEY_PAGE.read_text(encoding="utf-8")
    listed = re.findall(r"^```\{demo-keys\} ([\w-]+)$", text, flags=re.M)
    demos = ROOT / "book" / "demos"
    shown = {demo_widget(run_demo(demos / f"{d}.ipynb")).key_help() for d in listed}
    for path in sorted(demos.glob("*.ipynb")):
        keys = demo_widget(run_demo(path)).key_help()
        assert keys in shown, f"{path.stem}: its keys are not on the page"
    assert len(listed) == len(shown), "a kind of game listed twice"
    assert "file: book/keyboard" in (ROOT / "_toc.yml").read_text(encoding="utf-8")
    assert "{doc}`keyboard`" in (ROOT / "book" / "start-here.ipynb").read_text(encoding="utf-8")
