"""The trick table widget, driven without a browser: clicks, panel, bots, undo, codes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import cardlib
from cardlib.tricks import RandomBot, SensibleBot, TrickGame
from cardlib.tricks.coach import review, suggest
from cardlib.tricks.engine import Bid, Discard, Play, Rob, move_card, move_words
from cardlib.tricks.engine import move_label as engine_label
from cardlib.tricks.strong import StrongBot
from cardlib.widgets.tricks import TrickWidget, default_levels, move_label, trick_demo


def quick_coach(seed: int) -> StrongBot:
    """A cheaper strong player for the coach in tests (same method, smaller budget)."""
    return StrongBot(seed=seed, budget=1500, samples=6)


def widget_for(game_id: str, seed: int, **options: object) -> TrickWidget:
    """A table whose reader is the first seat to act (the computer seats move on request)."""
    g = cardlib.new_game(game_id, seed=seed, **options)
    assert isinstance(g, TrickGame) and g.to_move is not None
    return TrickWidget(g, seat=g.to_move, auto=False)


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
    card = w.hand_cards()[2]
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
    w.click_hand("9C")  # North holds the 4♥
    # the card is named, so that a second refusal by the same rule is heard as new
    assert w.status_text == "Not allowed: play 9♣: you hold a heart: you must follow suit or trump"
    assert w.refusal is not None and w.refusal.rule
    assert w.game.state == before and not w.game.history
    assert [b.card for b in w.zones["hand"].buttons] == w.hand_cards()
    w.click_hand("2S")  # a trump is allowed on a plain lead
    assert w.tricks.tricks and w.tricks.tricks[-1].plays[-1][1].short == "2S"


def test_clicks_out_of_turn_are_refused_by_the_widget() -> None:
    w = trick_demo("pepper", seed=5, seat=0)
    assert w.game.to_move != 0
    w.click_card("hand", 0)
    assert w.status_text.startswith("Wait: ") and "Press Next" in w.status_text
    assert not w.game.history
    assert w.move_names() == []  # no panel when it is not the reader's turn


def test_pepper_bidding_panel_lists_the_legal_calls_and_plays_them() -> None:
    w = trick_demo("pepper", seed=5, seat=0, auto=False)
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
    w = TrickWidget(g, seat=0, auto=False)
    # the ladder above 3: 4, 5, Little Pepper, Big Pepper; passing is allowed
    assert w.move_names() == ["pass", "bid 4", "bid 5", "bid little", "bid big"]
    assert w.buttons["move:bid little"].description == "Bid Little Pepper"
    before = g.state
    assert not w.reader_move("bid 2")
    assert w.status_text == "Not allowed: bid 2: a bid must exceed the current bid of 3"
    assert w.refusal is not None and w.refusal.rule == "bid too low"
    assert g.state == before and not g.history


def test_all_fours_begging_panel_and_give_one() -> None:
    w = widget_for("all-fours", 2)
    g = w.tricks
    assert g.phase == "beg"
    assert w.move_names() == ["stand", "beg"]
    assert w.buttons["move:beg"].description == "Beg"
    w.press("move:beg")
    assert g.phase == "give" and g.to_move == g.dealer
    dealer = TrickWidget(g.copy(), seat=g.dealer, auto=False)
    assert set(dealer.move_names()) <= {"give one", "run"} and "run" in dealer.move_names()
    assert move_label(cardlib.tricks.engine.RunPack()) == "Run the pack"


def test_rob_by_clicking_the_card_to_discard() -> None:
    # About one deal in ten offers a rob: the first 400 seeds must hold one.
    for seed in range(1, 400):
        g = cardlib.new_game("forty-five", seed=seed)
        assert isinstance(g, TrickGame)
        bot = SensibleBot()
        while g.phase not in ("rob", "over") and not g.tricks:
            g.play(bot.choose(g))
        if g.phase == "rob":
            break
    else:
        raise AssertionError("no deal of the first 400 seeds offers a rob")
    assert g.to_move is not None
    w = TrickWidget(g, seat=g.to_move, auto=False)
    assert "decline" in w.move_names()
    card = w.hand_cards()[0]
    assert Rob(card) in g.legal_moves()
    w.click_card("hand", 0)
    assert g.history[-1] == Rob(card)
    assert not any(isinstance(m, Discard) for m in g.legal_moves())


@pytest.mark.parametrize(
    ("game_id", "options"),
    [("forty-five", {}), ("auction-forty-fives", {}), ("pepper", {}), ("all-fours", {})],
)
def test_marks_and_panel_are_the_games_card_moves_and_other_moves(
    game_id: str, options: dict[str, object]
) -> None:
    """Every position of the reader's seat: the raised cards are ``card_moves()``, the panel
    is ``other_moves()`` with the engine's labels, a click makes ``move_for_card``."""
    w = trick_demo(game_id, seed=2, seat=0, auto=False, levels={"B": SensibleBot}, **options)
    bot = RandomBot(2)
    checked = 0
    for _ in range(80):
        g = w.tricks
        if g.is_over:
            break
        if w.result is not None:
            w.press("next hand")
            continue
        if g.to_move != 0:
            w.press("next")
            continue
        card_moves = g.card_moves()
        raised = [
            b.card for b in w.zones["hand"].buttons if "cardlib-playable" in b.button._dom_classes
        ]
        assert set(raised) == set(card_moves)
        assert w.move_names() == [str(m) for m in g.other_moves()]
        labels = [w.buttons[f"move:{m}"].description for m in g.other_moves()]
        assert labels == [engine_label(m) for m in g.other_moves()]
        checked += 1
        move = bot.choose(g)
        card = move_card(move)
        if card is None:
            w.press(f"move:{move}")
        else:
            assert g.move_for_card(card) == move
            w.click_hand(card)
        assert g.history[-1] == move
    assert checked >= 5


def test_next_makes_exactly_one_bot_move() -> None:
    w = trick_demo("forty-five", seed=5, seat=2, auto=False)
    g = w.tricks
    assert g.to_move != 2
    mover = g.seat_name(g.to_move or 0)
    w.press("next")
    assert len(g.history) == 1
    assert w.status_text.startswith(f"{mover} plays ")
    w.press("next")
    assert len(g.history) == 2


def test_finish_trick_and_bots_play_stop_at_the_readers_turn() -> None:
    w = trick_demo("forty-five", seed=5, seat=2, auto=False)
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
    w = trick_demo("forty-five", seed=5, seat=2, auto=False)
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
    w = trick_demo("all-fours", seed=5, seat=1, target=7, auto=False)
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
    w = trick_demo("forty-five", seed=5, seat=0, auto=False)
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
    w = trick_demo("pepper", seed=5, seat=0, auto=False)
    w.press("hand")
    g = w.tricks
    assert g.hand_no == 1 or g.is_over
    assert "hand over" in w.status_text
    w.press("undo")
    assert not g.history


@pytest.mark.parametrize("game_id", ["forty-five", "pepper", "all-fours"])
def test_a_whole_game_through_the_widget_ends(game_id: str) -> None:
    w = trick_demo(game_id, seed=11, seat=0, coach=quick_coach)
    reader = SensibleBot()
    results = 0
    for _ in range(5000):
        g = w.tricks
        if g.is_over:
            break
        if w.result is not None:
            results += 1
            assert w.buttons["continue"] in w.panel.children
            w.press("next hand")
            continue
        if g.to_move != 0:
            w.press("bots")
            continue
        move = reader.choose(g)
        if isinstance(move, Play | Rob | Discard):
            w.click_hand(move.card)
        else:
            assert str(move) in w.move_names()
            w.press(f"move:{move}")
        assert not w.status_text.startswith("Not allowed"), w.status_text
    assert w.game.is_over and results >= 1
    assert w.result is not None and "is over" in w.view.value  # the last hand's result
    assert w.status_text.startswith(("You:", "Game over")) or "Game over" in w.status_text
    assert all(w.buttons[n].disabled for n in ("next", "trick", "bots", "hand"))


# ----- the flow of play: replies, results, the hand, the levels --------------------------------
class Clock:
    """A stand-in for the event loop's timer: callbacks wait until ``run`` is called."""

    def __init__(self) -> None:
        self.pending: list[tuple[float, Callable[[], None]]] = []

    def __call__(self, delay: float, callback: Callable[[], None]) -> None:
        self.pending.append((delay, callback))

    def run(self, n: int = 1) -> int:
        """Fire the next ``n`` callbacks (each may schedule another); the number fired."""
        fired = 0
        while self.pending and fired < n:
            _, callback = self.pending.pop(0)
            callback()
            fired += 1
        return fired


def test_computer_players_reply_one_card_per_pause() -> None:
    clock = Clock()
    w = trick_demo("forty-five", seed=5, seat=0, schedule=clock, pause=0.5)
    g = w.tricks
    assert g.to_move == 0 and w.auto
    w.click_card("hand", 0)
    assert len(g.history) == 1 and [d for d, _ in clock.pending] == [0.5]
    assert w.status_text.endswith("East is thinking…")
    clock.run()
    assert len(g.history) == 2 and g.trick[1][0] == 1  # East's card is on the table
    assert "East plays" in w.status_text and w.status_text.endswith("South is thinking…")
    while clock.run():
        pass
    assert g.to_move == 0 and len(g.history) >= 4 and not clock.pending
    w.press("undo")  # the reader's card and every reply
    assert not g.history


def test_the_reply_switch_and_undo_stop_pending_replies() -> None:
    clock = Clock()
    w = trick_demo("forty-five", seed=5, seat=0, schedule=clock)
    w.click_card("hand", 0)
    w.auto = False
    clock.run(5)
    assert len(w.game.history) == 1  # the replies stopped with the switch
    w.auto = True
    w.press("bots")
    clock.run()
    assert len(w.game.history) == 2
    w.press("undo")
    clock.run(5)
    assert len(w.game.history) == 1


def test_to_my_turn_pressed_again_while_the_replies_run_lets_them_go_on() -> None:
    """Pressing *To my turn* again (as a keyboard user does, hearing nothing yet) neither
    starts the replies afresh, which put them off by a pause at each press, nor piles up
    "is thinking…" in the status line."""
    clock = Clock()
    w = trick_demo("forty-five", seed=5, seat=0, schedule=clock)
    w.click_card("hand", 0)
    assert w.replying and len(clock.pending) == 1
    for _ in range(3):
        w.press("bots")
        assert w.status_text.startswith("Wait: ") and w.status_text.count("thinking") == 1
    assert len(clock.pending) == 1  # the one chain, not four
    while clock.run():
        assert w.status_text.count("is thinking") <= 1, w.status_text
    assert w.tricks.to_move == 0 and not w.replying
    assert w.status_text.count("Your turn") == 1


def test_a_finished_trick_stays_on_the_table_until_the_next_card() -> None:
    w = trick_demo("forty-five", seed=5, seat=0, auto=False)
    w.click_card("hand", 0)
    w.press("trick")
    g = w.tricks
    assert len(g.tricks) == 1 and not g.trick
    last = g.tricks[-1]
    assert f"{g.seat_name(last.winner)} won the trick" in w.view.value
    assert all(f"played the {c.name}" in w.view.value for _, c in last.plays)
    w.press("next")
    assert "won the trick" not in w.view.value


def test_a_hand_result_waits_for_the_reader() -> None:
    w = trick_demo("forty-five", seed=5, seat=0)
    reader = SensibleBot()
    g = w.tricks
    while w.result is None:
        move = reader.choose(g)
        assert isinstance(move, Play | Rob | Discard)
        w.click_hand(move.card)
    title, tricks, lines = w.result
    assert title == "Hand 1 is over" and len(tricks) == 5 and lines
    assert tricks == w.reader_view().last_tricks and g.hand_no == 1
    html = w.view.value
    for t in tricks:
        assert f"{g.seat_name(t.winner)} <span" in html  # every trick's winner
    assert "Tricks: North-South" in html and lines[0] in html
    assert "Hand 1 is over" in w.status_text or "hand over" in w.status_text
    moves = len(g.history)
    w.press("bots")  # moving on: the computer players play the new hand
    assert w.result is None
    assert len(g.history) > moves or g.to_move == 0


def test_the_result_panel_offers_next_hand() -> None:
    w = trick_demo("pepper", seed=5, seat=0, auto=False)
    w.press("hand")
    assert w.result is not None and w.move_names() == []
    assert w.panel.children == (w.buttons["continue"],)
    before = len(w.game.history)
    w.press("next hand")
    assert w.result is None and len(w.game.history) == before
    assert "is over" not in w.view.value


def test_the_hand_is_sorted_trumps_first_and_playable_cards_marked() -> None:
    w = refusal_position()  # spades trumps, K♥ led: the 4♥ or the 2♠ may be played
    assert [str(c) for c in w.hand_cards()] == ["2♠", "4♥", "9♣"]
    legal = {m.card for m in w.game.legal_moves() if isinstance(m, Play)}
    for b in w.zones["hand"].buttons:
        classes = set(b.button._dom_classes)
        if b.card in legal:
            assert "cardlib-playable" in classes and "cardlib-unplayable" not in classes
        else:
            assert "cardlib-unplayable" in classes and "may not be played" in b.button.tooltip
    assert "raised cards may be played" in w.hand_label.value


def test_pepper_names_trumps_in_words_and_symbols() -> None:
    g = cardlib.new_game(
        "pepper",
        position={
            "hands": ["JH JD AH 9S 10S 9C", "KH", "9H", "AD"],
            "phase": "trump",
            "bid": "4",
            "maker": 0,
            "turn": 0,
            "dealer": 3,
        },
    )
    assert isinstance(g, TrickGame)
    w = TrickWidget(g, seat=0, auto=False)
    labels = [w.buttons[f"move:{n}"].description for n in w.move_names()]
    assert labels == ["♣ Clubs", "♦ Diamonds", "♥ Hearts", "♠ Spades", "No trump"]
    w.press("move:trump H")
    assert w.status_text.startswith("You: name hearts ♥ trumps")


def test_a_refusal_names_the_left_bower() -> None:
    g = cardlib.new_game(
        "pepper",
        position={
            "hands": ["JD 9C", "", "", "9H"],
            "trump": "H",
            "bid": "3",
            "maker": 3,
            "dealer": 2,
            "leader": 3,
            "trick": "9H",
        },
    )
    assert isinstance(g, TrickGame)
    w = TrickWidget(g, seat=0)
    assert w.hand_cards()[0].short == "JD"  # the left bower sorts with the trumps
    w.click_hand("9C")
    assert "J♦, the left bower, counts as a trump" in w.status_text
    assert not g.history


def test_the_reader_sits_south_at_the_bottom() -> None:
    w = trick_demo("forty-five", seed=7)
    assert w.seat == 2 and w.info_text().startswith("You are South, partner North")
    html = w.view.value
    assert "seen from South" in html
    spots = [html.index(f"<b>{name}</b>") for name in ("North", "West", "East", "South")]
    assert spots == sorted(spots)  # North on top, West left, East right, South below


def test_levels_choose_the_computer_players() -> None:
    made: list[str] = []

    def beginner() -> SensibleBot:
        made.append("beginner")
        return SensibleBot()

    def random_player() -> RandomBot:
        made.append("random")
        return RandomBot(3)

    w = trick_demo(
        "forty-five",
        seed=5,
        seat=0,
        auto=False,
        levels={"Beginner": beginner, "Random": random_player},
    )
    assert w.level == "Beginner" and list(w.level_box.options) == ["Beginner", "Random"]
    w.click_card("hand", 0)
    w.press("next")
    assert made == ["beginner"] and isinstance(w.player(1), SensibleBot)
    w.level_box.value = "Random"  # as the reader's choice in the list
    assert w.level == "Random" and w.status_text == "Computer players: Random."
    w.press("next")
    assert made[-1] == "random" and isinstance(w.player(2), RandomBot)
    with pytest.raises(ValueError, match="no level 'Expert'"):
        trick_demo("pepper", seed=1, level="Expert")


def test_default_levels_come_from_the_bots_module(monkeypatch: pytest.MonkeyPatch) -> None:
    import cardlib.tricks.bots as bots_module

    monkeypatch.delattr(bots_module, "levels", raising=False)
    assert default_levels() == {"Beginner": SensibleBot}
    monkeypatch.setattr(
        bots_module, "levels", lambda: {"Strong": RandomBot, "Beginner": SensibleBot}, raising=False
    )
    w = trick_demo("pepper", seed=1, auto=False)
    assert w.level == "Strong" and list(w.levels) == ["Strong", "Beginner"]
    monkeypatch.setattr(
        bots_module, "levels", lambda: {"Beginner": SensibleBot, "Strong": RandomBot}
    )
    monkeypatch.setattr(bots_module, "default_level", lambda: "Strong", raising=False)
    w = trick_demo("pepper", seed=1, auto=False)
    assert w.level == "Strong" and w.level_box.value == "Strong"
    assert trick_demo("pepper", seed=1, level="Beginner").level == "Beginner"


# ----- the coach ------------------------------------------------------------------------------
def coached(game_id: str, seed: int, **table: object) -> TrickWidget:
    """A table with the quick coach, the computer seats moved to the reader's turn."""
    w = trick_demo(game_id, seed=seed, seat=0, auto=False, coach=quick_coach, **table)  # type: ignore[arg-type]
    w.press("bots")
    assert w.tricks.to_move == 0
    return w


@pytest.mark.parametrize("game_id", ["forty-five", "pepper", "all-fours"])
def test_suggest_shows_the_strong_players_move_and_plays_nothing(game_id: str) -> None:
    w = coached(game_id, 4)
    g = w.tricks
    before = list(g.history)
    w.press("suggest")
    want = suggest(g, 0, bot=quick_coach(0))
    assert g.history == before  # nothing was played
    assert w.status_text == f"Coach: {move_words(want.move)}."
    text = w.advice_text()
    assert text.startswith(f"Coach: {move_words(want.move)}. ")
    assert want.reason[1:] in text and "cardlib-coach" in w.coach_line.value
    w.reader_move(want.move)  # the advice goes with the position it was given for
    assert w.advice_text() == "" and w.coach_line.value == ""


def test_suggest_waits_for_the_readers_turn() -> None:
    w = trick_demo("pepper", seed=5, seat=0, auto=False, coach=quick_coach)
    assert w.tricks.to_move != 0
    w.press("hint")
    assert w.status_text.startswith("The coach suggests your moves: now ")
    assert w.advice_text() == "" and not w.game.history


def play_hand(w: TrickWidget, pick: Callable[[TrickWidget], object]) -> None:
    """Play the reader's seat with ``pick(w)`` (a move) until the hand's result is shown."""
    for _ in range(200):
        if w.result is not None:
            return
        if w.tricks.to_move != 0:
            w.press("bots")
            continue
        w.reader_move(pick(w))  # type: ignore[arg-type]
    pytest.fail("the hand did not end")


def test_the_hand_result_carries_the_coachs_review() -> None:
    w = coached("forty-five", 6)
    hand = w.tricks.hand_no
    play_hand(w, lambda t: t.tricks.legal_moves()[-1])
    want = review(w.tricks, 0, hand, bot=quick_coach)
    assert w.review == want
    assert w.review_text() == "Coach's review: " + want.summary()
    assert "cardlib-review" in w.view.value and "Coach&#x27;s review" in w.view.value
    w.press("next hand")
    assert w.review_text() == "" and "cardlib-review" not in w.view.value


def test_following_every_suggestion_leaves_nothing_to_review() -> None:
    w = coached("all-fours", 4)

    def advised(t: TrickWidget) -> object:
        t.press("suggest")
        assert t.advice is not None
        return t.advice[1].move

    play_hand(w, advised)
    assert w.review is not None and w.review.departure is None
    assert w.review.decisions >= 1 and "as the Strong computer player would" in w.review_text()


def test_the_review_is_made_after_the_result_is_shown() -> None:
    clock = Clock()
    w = coached("pepper", 3, schedule=clock)
    play_hand(w, lambda t: t.tricks.legal_moves()[0])
    assert w.review is None and w.review_text() == "The coach is reviewing your play…"
    assert "reviewing your play" in w.view.value
    assert [d for d, _ in clock.pending] == [0.0]
    clock.run()
    assert w.review is not None and "Coach&#x27;s review" in w.view.value
    assert not clock.pending


def test_a_review_under_way_is_dropped_when_the_reader_moves_on() -> None:
    clock = Clock()
    w = coached("pepper", 3, schedule=clock)
    play_hand(w, lambda t: t.tricks.legal_moves()[0])
    w.press("next hand")
    clock.run()
    assert w.review is None and w.review_text() == ""


def test_the_coachs_button_is_a_short_coloured_play_button() -> None:
    w = coached("forty-five", 4)
    b = w.buttons["suggest"]
    assert b.description == "Suggest" and b.button_style == "primary"
    assert b.layout.width == "auto"  # it wraps with the row on a phone
    row = w.ui.children[5].children
    assert b in row and "suggest" in w._play_buttons  # disabled once the game is over
