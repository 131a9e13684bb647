"""What every widget says to a screen reader (issue 52): one live line per widget, an
element that stays in the page while its text changes, marked by ``LIVE_CLASS`` for the
live app's script to make a polite live region; it says each status message in words
(cards as names, never as signs), and no message inserts a live region of its own (a
region inserted anew is not spoken, and two would speak twice)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from demo_widgets import DEMOS

from cardlib.cards import Card
from cardlib.quiz import Quiz
from cardlib.speech import spoken
from cardlib.widgets import patience_demo, trick_demo, war_demo
from cardlib.widgets.announcer import LIVE_CLASS
from cardlib.widgets.base import STATUS_CLASS
from cardlib.widgets.quiz import QuizWidget

LIVE_APP = Path(__file__).resolve().parents[1] / "lite" / "static" / "cardlib" / "live-app.js"
SIGNS = "♠♥♦♣"


@pytest.mark.parametrize("name", sorted(DEMOS))
def test_the_live_line_is_one_element_that_stays_and_speaks_words(name: str) -> None:
    w: Any = DEMOS[name]()
    line, status = w.announcer.line, w.status
    assert LIVE_CLASS in line._dom_classes and line in w.ui.children
    assert STATUS_CLASS in status._dom_classes and LIVE_CLASS not in status._dom_classes
    for _ in range(3):
        w.play(w.game.legal_moves()[0])
        assert w.announcer.line is line and w.status is status  # their elements stay
        assert w.announcer.text == spoken(w.status_text) and w.announcer.text
        assert not any(sign in w.announcer.text for sign in SIGNS), w.announcer.text
        assert w.announcer.text in str(line.value)
    for value in (str(line.value), str(status.value)):
        assert "role=" not in value and "aria-live" not in value


def test_a_refusal_is_spoken_in_words() -> None:
    w: Any = war_demo(seed=1)
    line = w.announcer.line
    assert w.play("war") is False
    assert w.announcer.line is line and w.announcer.text.startswith("Not allowed")


def test_cards_and_signs_become_words() -> None:
    for card in (Card.parse(c) for c in ("AS", "TH", "QD", "2C", "JH")):
        assert spoken(f"{card} wins.") == f"{card.name} wins."
    assert (
        spoken("A\u2660 K\u2660 and 10\u2665") == "ace of spades, king of spades and ten of hearts"
    )
    assert spoken("\u2212200; 2 \u00d7 30") == "minus 200; 2 times 30"
    assert spoken("Trumps: spades \u2660.") == "Trumps: spades."
    assert spoken("A turns up 5\u2663") == "A turns up five of clubs"  # the player A stays


def test_a_patience_move_says_what_it_turned_up() -> None:
    """Klondike's deal 8 played by its hint: the first move that leaves a face-down card on
    top of its pile turns it up, and the move's sentence says so, in words."""
    w: Any = patience_demo("klondike", seed=8)
    g = w.patience
    for _ in range(80):
        move = w.adviser.hint(g).move
        assert move is not None
        path = g.click_path(move)
        src = path[0] if path else None
        pile = next((p for p in g.layout() if p.name == src), None)
        count = path[2] if path else 0
        hidden = pile is not None and len(pile.cards) > count and not pile.face_up[-count - 1]
        w._play_described(move)
        if hidden:
            assert pile is not None
            under = pile.cards[-count - 1]
            assert f"{pile.words} now shows {under}." in w.status_text
            assert f"{pile.words} now shows {under.name}." in w.announcer.text
            return
        assert "now shows" not in w.status_text
    raise AssertionError("no card turned up in 80 moves")


def test_the_quiz_speaks_each_question_and_verdict() -> None:
    q: Any = QuizWidget(Quiz("pepper", 1))
    assert LIVE_CLASS in q.announcer.line._dom_classes and q.announcer.line in q.ui.children
    assert q.announcer.text == spoken(f"Question 1. {q.question.prompt}")
    q.choose(q.question.choices[0])
    if q.question.multiple:
        q.press("check")
    assert q.verdict is not None and q.announcer.text == spoken(q.verdict.text)
    assert not any(sign in q.announcer.text for sign in SIGNS)


def test_the_live_app_makes_the_live_line_a_polite_live_region() -> None:
    script = LIVE_APP.read_text(encoding="utf-8")
    assert f".{LIVE_CLASS}" in script and f".{STATUS_CLASS}" not in script
    for attribute in ('"role", "status"', '"aria-live", "polite"', '"aria-atomic", "true"'):
        assert attribute in script


@pytest.mark.parametrize("name", sorted(DEMOS))
def test_read_the_table_says_the_whole_position_and_changes_nothing(name: str) -> None:
    w: Any = DEMOS[name]()
    w.play(w.game.legal_moves()[0])
    history = list(w.game.history)
    button = w.buttons["read"]
    assert button.description == "Read the table" and button.disabled is False
    assert button in w.ui.children[-2].children  # in the deal-code row, out of the play row
    w.press("read")
    assert w.game.history == history
    assert w.status_text == w.table_text() and w.announcer.text == spoken(w.table_text())
    assert not any(sign in w.announcer.text for sign in SIGNS)


def test_reading_a_patience_table_names_every_pile_and_card() -> None:
    w: Any = patience_demo("klondike", seed=8)
    w.press("read")
    text = w.announcer.text
    assert "stock: 24 cards" in text
    for p in w.patience.layout()[1:]:  # the stock's label counts its cards: said above
        assert f"{p.label}:" in text
        for card, up in zip(p.cards, p.face_up, strict=True):
            if up and p.kind.value == "t":
                assert card.name in text
    assert "3 face-down cards" in text  # a run of backs is counted, not read one by one


def test_reading_a_trick_table_gives_the_readers_hand_only() -> None:
    w: Any = trick_demo("pepper", seed=3, auto=False)
    w.press("read")
    view = w.reader_view()
    for card in view.hand:
        assert card.name in w.announcer.text
    others = {c for s in range(w.game.n) if s != w.seat for c in w.game.view(s).hand}
    assert not any(c.name in w.announcer.text for c in others - set(view.hand))
