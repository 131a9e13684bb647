"""Quizzes: every answer checked against small oracles written here from the rules specs
(/work/shared/rules/*.md), wrong answers, no repeats, seeds, the fallback generator."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import cardlib
from cardlib import Card, Game, IllegalMove, Move, Outcome
from cardlib.cards import Suit, parse_cards
from cardlib.game import GameInfo
from cardlib.quiz import Question, Quiz, generators_for
from cardlib.quiz.dice import sheet_question
from cardlib.quiz.moves import move_legal_question
from cardlib.quiz.patience import LEGAL, question_for_move
from cardlib.quiz.tricks import legal_play_question, trick_winner_question
from cardlib.quiz.war import pot_question
from cardlib.war import WarGame

GAME_IDS = [info.id for info in cardlib.catalog()]


def card(text: str) -> Card:
    return Card.parse(text)


def names(texts: Any) -> set[str]:
    return {str(card(t)) for t in texts}


def right_answer(q: Question) -> str | list[str]:
    return sorted(q.answer) if q.multiple else next(iter(q.answer))


# ----- War (war.md) ----------------------------------------------------------------------
WAR_ORDER = [*"AKQJ", "10", *"98765432"]  # highest first, suits ignored


def war_oracle(played: list[list[tuple[str, bool]]], before: list[int]) -> int | None:
    """Winner from the cards put out: earlier face-up pairs tie, the last pair decides;
    after a last tie, a player who has put out every card he had loses (both: a draw)."""
    ups = [[card(c).rank for c, up in p if up] for p in played]
    for a, b in zip(ups[0][:-1], ups[1][:-1], strict=False):
        assert a == b, "every earlier face-up pair must be a tie"
    if len(ups[0]) != len(ups[1]):
        return 0 if len(ups[0]) > len(ups[1]) else 1  # one side had no card to turn
    a, b = (WAR_ORDER.index(str(ups[p][-1])) for p in (0, 1))
    if a == b:
        out = [len(played[p]) == before[p] for p in (0, 1)]
        assert any(out)
        return None if all(out) else (1 if out[0] else 0)
    return 0 if a < b else 1


@pytest.mark.parametrize("game_id", ["war", "quadruple-war"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_war_answers_match_oracle(game_id: str, seed: int) -> None:
    for q in Quiz(game_id, seed).take(12):
        winner = war_oracle(q.data["played"], q.data["cards_before"])
        assert q.answer == {"AB"[winner] if winner is not None else "Nobody (a draw)"}
        assert q.data["pot"] == sum(len(p) for p in q.data["played"])


@pytest.mark.parametrize(
    ("a", "b", "winner", "pot", "rule"),
    [
        ("K 4", "7 5", "A", 2, "the higher card takes the pot"),  # vectors 1 and 3
        ("9 2 K 4", "9 3 Q 5", "A", 6, "war"),  # vector 4
        ("7 8 10", "7 6", "A", 5, "war"),  # vector 5: B turns his last card up
        ("7", "7 2 3", "B", 2, "no card to turn up"),  # vector 6: A loses
        ("7", "7", "Nobody (a draw)", 2, "no card to turn up"),  # vector 6, draw
    ],
)
def test_war_spec_vectors(a: str, b: str, winner: str, pot: int, rule: str) -> None:
    q = pot_question(cardlib.new_game("war", seed=0, position={"a": a, "b": b}))
    assert q is not None
    assert q.answer == {winner}
    assert q.data["pot"] == pot
    assert q.rule == rule


def shortfall_oracle(
    played: list[list[tuple[str, bool]]], before: list[int], war_down: int, shortfall: str
) -> int | None:
    """The winner, also when the game ends on a tie because a war cannot be fought: under
    ``lose`` a player left with fewer than ``war_down`` + 1 cards loses (both: a draw)."""
    ups = [[card(c).rank for c, up in p if up] for p in played]
    left = [before[p] - len(played[p]) for p in (0, 1)]
    tied = len(ups[0]) == len(ups[1]) and ups[0][-1] == ups[1][-1]
    if tied and shortfall == "lose" and min(left) < war_down + 1:
        short = [left[p] < war_down + 1 for p in (0, 1)]
        return None if all(short) else (1 if short[0] else 0)
    return war_oracle(played, before)


@pytest.mark.parametrize("game_id", ["war", "quadruple-war"])
@pytest.mark.parametrize("shortfall", ["last_card_up", "lose", "equal_force"])
@pytest.mark.parametrize("order", ["winner_first", "loser_first", "seat_order", "random"])
def test_war_answers_under_every_shortfall_rule(game_id: str, shortfall: str, order: str) -> None:
    """Several hundred battles per rule, taken from the ends of games, where stacks run
    short: each answer agrees with the oracle and with the engine's own result."""
    opts: dict[str, object] = {"war_shortfall": shortfall, "collection_order": order}
    if game_id == "war":
        opts["war_down"] = 3
    war_down = 4 if game_id == "quadruple-war" else 3
    asked = ended = 0
    seed = 0
    while asked < 300:
        seed += 1
        g = cardlib.new_game(game_id, seed, **opts)
        assert isinstance(g, WarGame)
        table = g.table
        while table.result is None and min(len(table.stacks[0]), len(table.stacks[1])) > 6:
            table.step()  # fast forward to the endgame (the questions need no history)
        stop = asked + 25  # at most 25 battles a game, so many games reach their end
        while not g.is_over and asked < min(stop, 300):
            if g.table.in_war:
                g.play(g.legal_moves()[0])
                continue
            q = pot_question(g)
            assert q is not None
            asked += 1
            want = shortfall_oracle(q.data["played"], q.data["cards_before"], war_down, shortfall)
            assert q.answer == {"AB"[want] if want is not None else "Nobody (a draw)"}, q.deal_code
            battles = g.battles
            while not g.is_over and g.battles == battles:
                g.play(g.legal_moves()[0])
            if g.battles == battles:  # the game ended in this battle without a collection
                ended += 1
                out = g.outcome
                assert out is not None
                drawn = "Nobody (a draw)"
                assert q.answer == {"AB"[out.winner] if out.winner is not None else drawn}
            else:
                last = g.last_battle
                assert last is not None and last.winner is not None
                assert q.answer == {"AB"[last.winner]}
    assert asked == 300
    if shortfall == "lose" and order != "seat_order":  # seat-order deals mostly cycle
        assert ended > 0  # some games ended on a war that could not be fought


def test_war_shortfall_lose_example() -> None:
    """The issue's example: after 53 moves B is short of cards for a war and loses."""
    g = cardlib.from_deal_code("war:929055:war_down=3,war_shortfall=lose")
    for _ in range(53):
        g.play(g.legal_moves()[0])
    q = pot_question(g)
    assert q is not None and q.answer == {"A"} and q.rule == "short of cards for a war"
    assert "B has 2 cards" in q.explanation
    g.play(g.legal_moves()[0])
    g.play(g.legal_moves()[0])
    assert g.is_over and g.outcome is not None and g.outcome.winner == 0


def test_war_vector_5_explanation() -> None:
    """Vector 5: B turns his last card up with none down; the explanation says so."""
    q = pot_question(cardlib.new_game("war", seed=0, position={"a": "7 8 10", "b": "7 6"}))
    assert q is not None
    assert "A puts 1 face down and turns up 10♠" in q.explanation
    assert "B puts no card face down and turns up 6♠" in q.explanation
    assert "each player put" not in q.explanation


def test_quadruple_war_vector() -> None:
    g = cardlib.new_game(
        "quadruple-war", seed=0, position={"a": "9 2 3 4 5 Q", "b": "9 6 7 8 10 J"}
    )
    q = pot_question(g)
    assert q is not None and q.answer == {"A"} and q.data["pot"] == 12
    assert "Q♠ is higher than J♠" in q.explanation


# ----- trick games (trick-taking.md) -------------------------------------------------------
SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
FF_TRUMPS = {
    "H": "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H",
    "D": "5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C",
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S",
}
FF_PLAIN = {
    "H": "K Q J 10 9 8 7 6 5 4 3 2",
    "D": "K Q J 10 9 8 7 6 5 4 3 2 A",
    "C": "K Q J A 2 3 4 5 6 7 8 9 10",
    "S": "K Q J A 2 3 4 5 6 7 8 9 10",
}
PARTNER = {"H": "D", "D": "H", "S": "C", "C": "S"}


def orders(game_id: str, trump: str) -> dict[str, list[Card]]:
    """Each effective suit's cards, highest first; key "T" for trumps."""
    out: dict[str, list[Card]] = {}
    if game_id == "forty-five":
        out["T"] = parse_cards(FF_TRUMPS[trump])
        for s in "SHDC":
            if s != trump:
                out[s] = [card(r + s) for r in FF_PLAIN[s].split() if r + s != "AH"]
    elif game_id == "pepper":
        plain = [*"AKQJ", "10", "9"]
        if trump != "none":
            left = "J" + PARTNER[trump]
            out["T"] = [card("J" + trump), card(left)]
            out["T"] += [card(r + trump) for r in plain if r != "J"]
        for s in "SHDC":
            if s != trump:
                out[s] = [card(r + s) for r in plain if trump == "none" or r + s != left]
    else:  # all fours: every suit A K Q ... 2
        for s in "SHDC":
            out["T" if s == trump else s] = [card(r + s) for r in WAR_ORDER]
    return out


def suit_of(o: dict[str, list[Card]], c: Card) -> str:
    return next(s for s, cards in o.items() if c in cards)


def winner_oracle(game_id: str, trump: str, plays: list[Card]) -> Card:
    o = orders(game_id, trump)
    trumps = [c for c in plays if suit_of(o, c) == "T"]
    if trumps:
        return min(trumps, key=o["T"].index)
    led = suit_of(o, plays[0])
    return min((c for c in plays if suit_of(o, c) == led), key=o[led].index)


def legal_oracle(game_id: str, trump: str, hand: list[Card], trick: list[Card]) -> set[Card]:
    if not trick:
        return set(hand)
    o = orders(game_id, trump)
    led = suit_of(o, trick[0])
    same = {c for c in hand if suit_of(o, c) == led}
    trumps = {c for c in hand if suit_of(o, c) == "T"}
    if led != "T":
        if not same:
            return set(hand)
        return same if game_id == "pepper" else same | trumps  # 45 and All Fours may trump
    if not trumps:
        return set(hand)
    if game_id == "forty-five":  # renege privilege: 5 and J of trumps and A♥ over a lower lead
        top = {card("5" + trump), card("J" + trump), card("AH")}
        rank = o["T"].index
        if all(c in top and rank(c) < rank(trick[0]) for c in trumps):
            return set(hand)
    return trumps


@pytest.mark.parametrize("game_id", ["forty-five", "pepper", "all-fours"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_trick_answers_match_oracle(game_id: str, seed: int) -> None:
    kinds: Counter[str] = Counter()
    for q in Quiz(game_id, seed).take(14):
        kinds[q.kind] += 1
        trump = q.data["trump"]
        if q.kind == "trick winner":
            plays = [card(c) for _, c in q.data["plays"]]
            assert q.answer == {str(winner_oracle(game_id, trump, plays))}
        else:
            hand = [card(c) for c in q.data["hand"]]
            trick = [card(c) for c in q.data["trick"]]
            assert q.prompt == "Which cards may South play?"
            assert q.answer == {str(c) for c in legal_oracle(game_id, trump, hand, trick)}
    assert set(kinds) == {"trick winner", "legal plays"}


def test_pepper_quiz_meets_no_trump() -> None:
    trumps = {q.data["trump"] for q in Quiz("pepper", 1).take(40)}
    assert "none" in trumps and len(trumps) >= 4


def position(game_id: str, trump: str, trick: str, hand: str, **more: Any) -> Game:
    """South (seat 2) to play ``hand`` after ``trick`` led by West, North ... in turn."""
    led = len(parse_cards(trick))
    leader = (2 + led) % 4 if game_id == "all-fours" else (2 - led) % 4  # anticlockwise
    # the other hands hold cards no vector plays (a position holds each card once)
    hands = ["10C", "10D", hand, "10S"] if game_id != "pepper" else ["KS", "QS", hand, "10S"]
    pos = {"hands": hands, "trump": trump, "trick": trick, "leader": leader, **more}
    return cardlib.new_game(game_id, seed=1, position=pos)


FF_LEGAL = [  # trick-taking.md §1 test vectors 3-5: trump, lead, hand, legal set
    # Where a vector's lead is also in the hand (4♥ led to AH 4H 9C; 3♣ led to 3C 4D), which
    # one pack cannot deal, another card of the led suit is led: the rule tested is the same.
    ("S", "4H", "AH 9C", "AH 9C"),
    ("S", "2H", "AH 4H 9C", "AH 4H"),
    ("S", "7S", "JS 9H", "JS 9H"),
    ("S", "7S", "JS 3S 9H", "JS 3S"),
    ("S", "JS", "AH 9H", "AH"),
    ("S", "JS", "5S 9H", "5S 9H"),
    ("S", "JS", "5S AH 9H", "5S AH"),
    ("S", "5S", "JS 9H", "JS"),
    ("S", "AH", "7S 9H", "7S"),
    ("S", "AH", "JS 9H", "JS 9H"),
    ("D", "2C", "3C 4D", "3C 4D"),
    ("D", "3C", "KH 4D", "KH 4D"),
]


@pytest.mark.parametrize(("trump", "lead", "hand", "legal"), FF_LEGAL)
def test_forty_five_legal_vectors(trump: str, lead: str, hand: str, legal: str) -> None:
    q = legal_play_question(position("forty-five", trump, lead, hand))  # type: ignore[arg-type]
    assert q is not None and q.answer == names(legal.split())
    assert set(q.choices) == names(hand.split())


def test_pepper_and_all_fours_legal_vectors() -> None:
    cases = [
        ("pepper", "H", "AD", "JD 9C", "JD 9C", {"bid": "3", "maker": 0}),
        ("pepper", "H", "AH", "JD 9C", "JD", {"bid": "3", "maker": 0}),
        ("all-fours", "D", "5C", "4C 9D KH", "4C 9D", {}),
        ("all-fours", "D", "5C", "9D KH", "9D KH", {}),
        ("all-fours", "D", "5D", "9D KH", "9D", {}),
    ]
    for game_id, trump, lead, hand, legal, more in cases:
        g = position(game_id, trump, lead, hand, **more)
        q = legal_play_question(g)  # type: ignore[arg-type]
        assert q is not None and q.answer == names(legal.split()), (game_id, lead, hand)


def test_refused_card_is_explained_with_the_rule() -> None:
    q = legal_play_question(position("forty-five", "S", "2H", "AH 4H 9C"))  # type: ignore[arg-type]
    assert q is not None and q.rule == "follow suit"
    assert "9♣" in q.explanation and "you must follow suit" in q.explanation
    v = q.check([str(card("9C"))])
    assert not v.correct and v.rule == "follow suit" and v.explanation == q.explanation


@pytest.mark.parametrize(
    ("trump", "plays", "winner"),
    [  # trick-taking.md §1 test vector 6 (three- and four-card tricks completed by South)
        ("H", "4D 9D AD 2H", "2H"),
        ("D", "10C 2C KC 3C", "KC"),
        ("D", "10C 2C 3C 4C", "2C"),
    ],
)
def test_forty_five_winner_vectors(trump: str, plays: str, winner: str) -> None:
    cards = plays.split()
    g = cardlib.new_game(
        "forty-five",
        seed=1,
        position={
            "hands": ["7S", "8S", cards[-1] + " 9S", "10S"],
            "trump": trump,
            "trick": " ".join(cards[:-1]),
            "leader": 3,
        },
    )
    g.play("play " + cards[-1])
    assert isinstance(g, cardlib.tricks.TrickGame)
    q = trick_winner_question(g, g.tricks[-1])
    assert q.answer == {str(card(winner))}
    assert q.answer == {str(winner_oracle("forty-five", trump, [card(c) for c in cards]))}


# ----- patience (forty-thieves.md) --------------------------------------------------------
ORDER_UP = [*"A23456789", "10", *"JQK"]


def forty_thieves_oracle(g: Game, move: str) -> bool:
    """Forty Thieves written out simply: single cards; tableau builds down in suit, any card
    to a space; foundations up in suit from the ace; foundation cards stay; deal while the
    stock lasts."""
    piles = {p.name: p for p in g.layout()}  # type: ignore[attr-defined]
    if move == "deal":
        return bool(piles["s"].cards)
    src, _, dst = move.partition("-")
    if ":" in src or src.startswith("f") or not piles[src].cards:
        return False
    c = piles[src].cards[-1]
    if dst == "f" or dst.startswith("f"):
        founds = [p.top for n, p in piles.items() if n.startswith("f")]
        want = [f for f in founds if f is not None and f.suit is c.suit]
        if str(c.rank) == "A":
            return None in founds
        return any(ORDER_UP.index(str(f.rank)) + 1 == ORDER_UP.index(str(c.rank)) for f in want)
    top = piles[dst].top
    if top is None:
        return True
    return top.suit is c.suit and ORDER_UP.index(str(top.rank)) == ORDER_UP.index(str(c.rank)) + 1


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_forty_thieves_answers_match_oracle(seed: int) -> None:
    for q in Quiz("forty-thieves", seed).take(12):
        g = cardlib.from_deal_code(q.deal_code)
        g.replay(q.history)
        legal = forty_thieves_oracle(g, q.data["move"])
        assert (q.answer == {LEGAL}) == legal, (q.prompt, q.answer)
        # The move in words only: the engine's notation is not for readers (nor on paper).
        assert f"({q.data['move']})" not in q.prompt and q.prompt.endswith(".")
        if not legal:
            assert q.explanation.startswith("The engine refuses it: ")


def test_forty_thieves_spec_vectors() -> None:
    pos = {
        "tableau": ["8C", "9D", "JH", "7C", "10H", "9H 8H", "KD", "QD", "2S", "3S"],
        "stock": "4D",
    }
    g = cardlib.new_game("forty-thieves", seed=1, position=pos)
    pt = g.move_for  # type: ignore[attr-defined]
    # vector 3: 7♣ goes on 8♣ only
    assert question_for_move(g, pt("t4", "t1")).answer == {LEGAL}  # type: ignore[arg-type]
    for dst in ("t2", "t3"):
        q = question_for_move(g, pt("t4", dst))  # type: ignore[arg-type]
        assert q.answer == {"No: down in suit"} and "cannot go on" in q.explanation
    # vector 2: 10♥ only onto J♥
    assert question_for_move(g, pt("t5", "t3")).answer == {LEGAL}  # type: ignore[arg-type]
    # vector 5: two cards (9♥ 8♥) onto 10♥ in one step are refused
    q = question_for_move(g, pt("t6", "t5", 2))  # type: ignore[arg-type]
    assert q.answer != {LEGAL} and q.rule == "single cards only"
    assert q.check(LEGAL).correct is False


# ----- Solitaire Dice (solitaire-dice.md) --------------------------------------------------
DICE_VALUES = {2: 100, 3: 70, 4: 60, 5: 50, 6: 40, 7: 30, 8: 40, 9: 50, 10: 60, 11: 70, 12: 100}


def line_oracle(total: int, marks: int) -> int:
    if marks == 0:
        return 0
    if marks <= 4:
        return -200
    return (min(marks, 10) - 5) * DICE_VALUES[total]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_dice_answers_match_oracle(seed: int) -> None:
    for q in Quiz("solitaire-dice", seed).take(12):
        total = sum(line_oracle(int(s), m) for s, m in q.data["marks"].items())
        assert q.answer == {str(total)}
        assert len(set(q.choices)) == 4


def test_dice_questions_offer_four_distinct_choices() -> None:
    """Over hundreds of sheets: four distinct totals, the right one among them, and every
    wrong one the score of a sheet at most two marks away or one line's penalty off."""
    for seed in range(1, 31):
        for q in Quiz("solitaire-dice", seed).take(10):
            assert len(q.choices) == len(set(q.choices)) == 4
            assert q.answer <= set(q.choices)
            right = int(next(iter(q.answer)))
            assert all(abs(int(c) - right) <= 1000 for c in q.choices)


def test_dice_question_on_a_small_sheet_has_four_choices() -> None:
    """One line with one mark: one mark away gives only 0 and -200, so more are found."""
    g = cardlib.new_game("solitaire-dice", seed=1, position={"marks": {7: 1}})
    q = sheet_question(g)  # type: ignore[arg-type]
    assert q is not None and len(set(q.choices)) == 4 and q.answer == {"-200"}


def test_dice_spec_vectors() -> None:
    sheet = {"marks": {3: 2, 5: 7, 7: 8, 8: 4, 9: 5}}
    q = sheet_question(cardlib.new_game("solitaire-dice", seed=1, position=sheet))  # type: ignore[arg-type]
    assert q is not None and q.answer == {"-210"}
    assert "3: 2 marks, -200" in q.explanation and "9: 5 marks, back to 0" in q.explanation
    for marks, score in (
        ({2: 10}, 500),
        ({2: 11}, 500),
        ({7: 6}, 30),
        ({6: 9}, 160),
        (
            {12: 4},
            -200,
        ),
    ):
        g = cardlib.new_game("solitaire-dice", seed=1, position={"marks": marks})
        q = sheet_question(g)  # type: ignore[arg-type]
        assert q is not None and q.answer == {str(score)}


# ----- every game --------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_repeats_in_twenty(game_id: str) -> None:
    quiz = Quiz(game_id, seed=11)
    qs = quiz.take(20)
    assert len({q.key for q in qs}) == 20
    assert len({(q.prompt, q.picture) for q in qs}) == 20


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_questions(game_id: str) -> None:
    def run(seed: int) -> list[tuple[str, str, frozenset[str]]]:
        return [(q.prompt, q.picture, q.answer) for q in Quiz(game_id, seed).take(4)]

    assert run(5) == run(5)
    assert run(5) != run(6)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_wrong_answer_marked_wrong_with_explanation(game_id: str) -> None:
    quiz = Quiz(game_id, seed=3)
    q = quiz.next()
    wrong: str | list[str]
    if q.multiple:
        wrong = sorted(set(q.choices) ^ q.answer) or []
        if set(wrong) == q.answer:
            wrong = []
    else:
        wrong = next(c for c in q.choices if c not in q.answer)
    v = quiz.answer(wrong)
    assert not v.correct
    assert v.explanation == q.explanation and v.rule == q.rule and v.rule
    assert v.text.startswith(f"Wrong. The answer is {q.answer_text}.")
    assert (quiz.right, quiz.answered) == (0, 1)
    assert quiz.answer(right_answer(q)).correct  # checked, not scored again
    assert (quiz.right, quiz.answered) == (0, 1)
    # the position rebuilds from the deal code and history, as a teacher would
    g = cardlib.from_deal_code(q.deal_code)
    g.replay(q.history)


def test_score_and_bad_answers() -> None:
    quiz = Quiz("war", seed=2)
    with pytest.raises(ValueError):
        quiz.answer("A")
    for _ in range(3):
        q = quiz.next()
        quiz.answer(right_answer(q))
    assert quiz.score_text == "3 right out of 3"
    with pytest.raises(ValueError):
        quiz.answer("C")
    with pytest.raises(ValueError):
        Quiz("war", seed="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Quiz("no-such-game")


# ----- the fallback, for a game of a family with no generator -------------------------------
class _Count(Move):
    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Count) and other.n == self.n

    def __hash__(self) -> int:
        return self.n

    def __str__(self) -> str:
        return f"add {self.n}"


class CountToTen(Game):
    """Add 1, 2 or 3 to a running total, never the number just added; never pass 10."""

    info = GameInfo("count", "Count to ten", "counting", "1", "none", "count")

    def _setup(self) -> None:
        self.total = self.seed % 3
        self.last = 0

    def _legal_moves(self) -> list[Move]:
        return [_Count(n) for n in (1, 2, 3) if self.total + n <= 10 and n != self.last]

    def _check(self, move: Move) -> None:
        assert isinstance(move, _Count)
        if move.n == self.last:
            raise IllegalMove(f"you just added {move.n}: add another number", rule="no repeat")
        if move not in self._legal_moves():
            raise IllegalMove("the total may not pass 10", rule="never pass ten")

    def _apply(self, move: Move) -> None:
        assert isinstance(move, _Count)
        self.total += move.n
        self.last = move.n

    def parse_move(self, text: str) -> Move:
        return _Count(int(text.split()[-1]))

    @property
    def state(self) -> dict[str, Any]:
        return {"total": self.total, "last": self.last}

    @property
    def is_over(self) -> bool:
        return self.total == 10

    @property
    def scores(self) -> tuple[int, ...]:
        return (self.total,)

    @property
    def outcome(self) -> Outcome | None:
        return Outcome(None, False, True, (10,), "ten") if self.is_over else None

    def all_cards(self) -> Counter[Card]:
        return Counter()


def test_fallback_for_an_unknown_family() -> None:
    assert [g.name for g in generators_for(CountToTen(1))] == ["move legal"]
    seen = set()
    for seed in range(30):
        g = CountToTen(seed)
        q = move_legal_question(g, random.Random(seed))
        if q is None:
            continue
        n = int(q.data["move"].split()[-1])
        legal = g.total + n <= 10 and n != g.last  # the oracle, from the rules above
        assert q.answer == {"Legal" if legal else "Not legal"}
        if not legal:
            assert q.rule == ("no repeat" if n == g.last else "never pass ten")
        seen.add(legal)
    assert seen == {True, False}


def test_generators_by_family_and_capability() -> None:
    def kinds(game_id: str) -> list[str]:
        return [g.name for g in generators_for(cardlib.new_game(game_id, seed=1))]

    assert kinds("war") == ["pot"]
    assert kinds("pepper") == ["trick winner", "legal plays"]
    assert kinds("solitaire-dice") == ["sheet score"]
    for info in cardlib.catalog():  # every patience game, whatever its family
        if info.players == "1" and info.family != "dice":
            assert kinds(info.id) == ["move"]
