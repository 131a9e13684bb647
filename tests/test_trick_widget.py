"""The trick table widget, driven without a browser: clicks, panel, bots, undo, codes."""

from __future__ import annotations

import pytest

import cardlib
from cardlib.tricks import SensibleBot, TrickGame
from cardlib.tricks.engine import Bid, Discard, Play, Rob
from cardlib.widgets.tricks import TrickWidget, move_label, trick_demo


def widget_for(game_id: str, seed: int, **options: object) -> TrickWidget:
    """A table whose reader is the first seat to act."""
    g = cardlib.new_game(game_id, seed=seed, **options)
    assert isinstance(g, TrickGame) and g.to_move is not None
    return TrickWidget(g, seat=g.to_move)


def refusal_position() -> TrickWidget:
    """Spades trumps; East leads the K♥; North (the reader) holds a heart."""
    g = cardlib.new_game(
        "forty-five",
        position={
            "hands": ["4H 9C 2S", "QD 3D", "10C 2C 8D", "7D 6D 5D"],
            "trump": "S",
            "dealer": 0,
            "leader": 1,
            "trick": "KH 8H 3H",
        },
    )
    assert isinstance(g, TrickGame)
    return TrickWidget(g, seat=0)


def test_a_click_on_a_hand_card_plays_it() -> None:
    w = widget_for("forty-five", 5)
    seat = w.seat
    card = w.reader_view().hand[2]
    w.click_card("hand", 2)
    g = w.tricks
    assert card not in g.hands[seat]
    assert g.trick[0] == (seat, card)
    assert [str(m) for m in g.history] == [f"play {card.short}"]
    assert w.status_text.startswith(f"You: play {card}")
    assert len(w.zones["hand"].buttons) == 4


def test_a_refused_card_names_the_rule_and_changes_nothing() -> None:
    w = refusal_position()
    before = w.game.state
    w.click_card("hand", 1)  # 9♣: North holds the 4♥
    assert (
        w.status_text
        == "Not allowed (follow suit): you hold a heart: you must follow suit or trump"
    )
    assert w.game.state == before and not w.game.history
    assert [b.card for b in w.zones["hand"].buttons] == list(w.reader_view().hand)
    w.click_card("hand", 2)  # a trump is allowed on a plain lead
    assert w.tricks.tricks and w.tricks.tricks[-1].plays[-1][1].short == "2S"


def test_clicks_out_of_turn_are_refused_by_the_widget() -> None:
    w = trick_demo("pepper", seed=5, seat=0)
    assert w.game.to_move != 0
    w.click_card("hand", 0)
    assert w.status_text.startswith("Wait: ") and "Press Next" in w.status_text
    assert not w.game.history
    assert w.move_names() == []  # no panel when it is not the reader's turn


def test_pepper_bidding_panel_lists_the_legal_calls_and_plays_them() -> None:
    w = trick_demo("pepper", seed=5, seat=0)
    w.press("bots")
    g = w.tricks
    assert g.to_move == 0 and g.phase == "bid"
    assert w.move_names() == [str(m) for m in g.legal_moves()]
    assert all(w.buttons[f"move:{n}"].description for n in w.move_names())
    high = g.current_bid()[0]
    target = next(m for m in g.legal_moves() if isinstance(m, Bid))
    w.press(f"move:{target}")
    assert g.current_bid() == (target.value, 0)
    assert w.status_text.startswith(f"You: {target}")
    assert high != target.value
    assert w.move_names() == []


def test_a_bid_below_the_current_bid_is_refused_with_the_rule() -> None:
    g = cardlib.new_game(
        "pepper",
        position={
            "hands": ["9S 10S JS QS KS AS", "9H", "9D", "9C"],
            "phase": "bid",
            "bid": "3",
            "maker": 3,
            "turn": 0,
        },
    )
    assert isinstance(g, TrickGame)
    w = TrickWidget(g, seat=0)
    # the ladder above 3: 4, 5, Little Pepper, Big Pepper; passing is allowed
    assert w.move_names() == ["pass", "bid 4", "bid 5", "bid little", "bid big"]
    assert w.buttons["move:bid little"].description == "Bid Little Pepper"
    before = g.state
    assert not w.reader_move("bid 2")
    assert w.status_text == "Not allowed (bid too low): a bid must exceed the current bid of 3"
    assert g.state == before and not g.history


def test_all_fours_begging_panel_and_give_one() -> None:
    w = widget_for("all-fours", 2)
    g = w.tricks
    assert g.phase == "beg"
    assert w.move_names() == ["stand", "beg"]
    assert w.buttons["move:beg"].description == "Beg"
    w.press("move:beg")
    assert g.phase == "give" and g.to_move == g.dealer
    dealer = TrickWidget(g.copy(), seat=g.dealer)
    assert set(dealer.move_names()) <= {"give one", "run"} and "run" in dealer.move_names()
    assert move_label(cardlib.tricks.engine.RunPack()) == "Run the pack"


def test_rob_by_clicking_the_card_to_discard() -> None:
    for seed in range(1, 400):
        g = cardlib.new_game("forty-five", seed=seed)
        assert isinstance(g, TrickGame)
        bot = SensibleBot()
        while g.phase not in ("rob", "over") and not g.tricks:
            g.play(bot.choose(g))
        if g.phase == "rob":
            break
    else:
        pytest.skip("no robbing deal in the first seeds")
    assert g.to_move is not None
    w = TrickWidget(g, seat=g.to_move)
    assert "decline" in w.move_names()
    card = w.reader_view().hand[0]
    assert Rob(card) in g.legal_moves()
    w.click_card("hand", 0)
    assert g.history[-1] == Rob(card)
    assert not any(isinstance(m, Discard) for m in g.legal_moves())


def test_next_makes_exactly_one_bot_move() -> None:
    w = trick_demo("forty-five", seed=5, seat=2)
    g = w.tricks
    assert g.to_move != 2
    mover = g.seat_name(g.to_move or 0)
    w.press("next")
    assert len(g.history) == 1
    assert w.status_text.startswith(f"{mover} plays ")
    w.press("next")
    assert len(g.history) == 2


def test_finish_trick_and_bots_play_stop_at_the_readers_turn() -> None:
    w = trick_demo("forty-five", seed=5, seat=2)
    g = w.tricks
    w.press("trick")
    assert g.to_move == 2 and len(g.trick) == 2 and not g.tricks
    w.press("bots")
    assert len(g.history) == 2 and w.status_text.startswith("Your turn")
    w.click_card("hand", 0)
    w.press("trick")
    assert len(g.tricks) == 1 and not g.trick
    assert "wins" in w.status_text


def test_auto_lets_the_bots_answer_at_once() -> None:
    w = trick_demo("forty-five", seed=5, seat=0, auto=True)
    w.click_card("hand", 0)
    g = w.tricks
    assert g.is_over or g.to_move == 0
    assert len(g.history) >= 4


def test_undo_takes_back_one_widget_action() -> None:
    w = trick_demo("forty-five", seed=5, seat=2)
    g = w.tricks
    start = g.state
    w.press("bots")
    w.click_card("hand", 1)
    after_click = g.state
    w.press("trick")
    w.press("undo")
    assert g.state == after_click
    w.press("undo")
    w.press("undo")
    assert g.state == start and not g.history
    w.press("undo")
    assert w.status_text.startswith("Nothing to undo")


def test_new_deal_and_new_game_keep_the_game_and_options() -> None:
    w = trick_demo("all-fours", seed=5, seat=1, target=7)
    w.press("next")
    w.press("new game")
    assert w.game.id == "all-fours" and w.game.seed != 5 and not w.game.history
    assert w.game.options["target"] == 7
    assert w.seat == 1


def test_deal_codes_load_any_trick_game_and_refuse_others() -> None:
    w = trick_demo("forty-five", seed=5)
    w.enter_code("pepper:9")
    assert w.game.id == "pepper" and w.game.seed == 9
    assert w.status_text.startswith("Loaded deal pepper:9")
    w.enter_code("war:3")
    assert w.game.id == "pepper" and "this table plays" in w.status_text
    w.enter_code("nonsense")
    assert w.game.id == "pepper" and w.status_text.startswith("Bad deal code")


def test_last_trick_on_request() -> None:
    w = trick_demo("forty-five", seed=5, seat=0)
    w.press("last")
    assert w.status_text == "Last trick: none yet."
    w.click_card("hand", 0)
    w.press("trick")
    w.press("last")
    assert "Last trick hidden" in w.status_text
    w.press("last")
    last = w.reader_view().last_trick
    assert last is not None and w.status_text.startswith("Last trick: North ")
    assert "Last trick: North" in w.view.value


def test_finish_hand_plays_the_readers_seat_too() -> None:
    w = trick_demo("pepper", seed=5, seat=0)
    w.press("hand")
    g = w.tricks
    assert g.hand_no == 1 or g.is_over
    assert "hand over" in w.status_text
    w.press("undo")
    assert not g.history


@pytest.mark.parametrize("game_id", ["forty-five", "pepper", "all-fours"])
def test_a_whole_game_through_the_widget_ends(game_id: str) -> None:
    w = trick_demo(game_id, seed=11, seat=0)
    reader = SensibleBot()
    for _ in range(5000):
        g = w.tricks
        if g.is_over:
            break
        if g.to_move != 0:
            w.press("bots")
            continue
        move = reader.choose(g)
        if isinstance(move, Play | Rob | Discard):
            w.click_card("hand", list(w.reader_view().hand).index(move.card))
        else:
            assert str(move) in w.move_names()
            w.press(f"move:{move}")
        assert not w.status_text.startswith("Not allowed"), w.status_text
    assert w.game.is_over
    assert w.status_text.startswith(("You:", "Game over")) or "Game over" in w.status_text
    assert all(w.buttons[n].disabled for n in ("next", "trick", "bots", "hand"))
