"""The Forty Thieves family's answer keys: one answer per question, and the facts they state
agree with counts made here from the packs, the deals and the quiz."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from answer_keys import Answer, chapter
from answer_keys.forty_thieves import KEYS

from cardlib.cards import Card, standard_pack
from cardlib.patience.chapter import empty_tableau, new, odds, play_out
from cardlib.patience.engine import PatienceGame
from cardlib.quiz import Quiz
from cardlib.summary import number_word

FAMILY = "forty-thieves"
GAMES = [
    "forty-thieves",
    "indian",
    "limited",
    "little-forty",
    "lucas",
    "maria",
    "number-ten",
    "rank-and-file",
    "streets",
]


def answer_of(game: str, n: int) -> Answer:
    name = f"{FAMILY}/{game}"
    return KEYS[name](chapter(name))[n - 1]


def places(card: str, suits: str) -> int:
    """How many cards of two packs ``card`` may be built on, one rank down, with ``suits``
    the relation: same suit, alternate colour, or any suit but its own."""
    c = Card.parse(card)

    def ok(o: Card) -> bool:
        if suits == "same":
            return o.suit is c.suit
        if suits == "colour":
            return o.color is not c.color
        return o.suit is not c.suit

    pack = list(standard_pack()) * 2
    return len([o for o in pack if int(o.rank) - int(c.rank) == 1 and ok(o)])


def test_every_chapter_has_its_writer() -> None:
    assert set(KEYS) == {f"{FAMILY}/{g}" for g in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_one_answer_per_question(game: str) -> None:
    ch = chapter(f"{FAMILY}/{game}")
    answers = KEYS[ch.name](ch)
    assert len(answers) == len(ch.questions)
    for q, a in zip(ch.questions, answers, strict=True):
        assert q.startswith(a.starts), (q, a.starts)
        assert 5 <= len(a.starts.split()) <= 8
        assert a.answer and a.why
    pairs = zip(ch.questions, answers, strict=True)
    words = sum(len(f"{q} {a.answer} {a.why}".split()) for q, a in pairs)
    assert words <= 460


@pytest.mark.parametrize("game", GAMES)
def test_quiz_tally(game: str) -> None:
    tally: Counter[str] = Counter()
    for q in Quiz(game, 1).take(10):
        if q.kind == "move" and not q.data.get("legal", True):
            tally[q.rule] += 1
    top, most = tally.most_common(1)[0]
    said = answer_of(game, 4).answer
    assert f"“{top}”" in said and number_word(most) in said
    assert (
        f"{number_word(10 - sum(tally.values())).capitalize()} of the ten" in answer_of(game, 4).why
    )


def test_nine_of_hearts() -> None:
    assert places("9H", "same") == 2 and places("9H", "other") == 6
    assert places("9H", "colour") == 4
    assert "six places" in answer_of("indian", 3).answer
    assert "10♥" not in answer_of("indian", 3).answer
    assert "four places" in answer_of("rank-and-file", 3).answer
    maria = answer_of("maria", 2).answer
    assert maria.startswith("On four in Maria, on two in Forty Thieves")
    assert "two cards" in answer_of("forty-thieves", 2).answer


def test_eight_of_clubs_in_streets() -> None:
    assert (places("8C", "colour"), places("8C", "same")) == (4, 2)
    assert answer_of("streets", 2).answer.startswith("On four cards in Streets, on two in")


def test_little_forty_run() -> None:
    assert places("9H", "other") == places("8S", "other") == 6
    said = answer_of("little-forty", 3).answer
    assert said.count("six cards") == 2 and "10♥" not in said and "9♠" not in said
    # the engine moves the whole run and its lower part
    tableau = empty_tableau()
    tableau[0], tableau[1], tableau[2] = ["KD", "9H", "8S", "7D"], ["10C"], ["9D"]
    g = new("little-forty", position={"tableau": tableau, "stock": "4S"})
    assert "t2" in g.destinations("t1", 3) and "t3" in g.destinations("t1", 2)


def test_number_ten_run() -> None:
    tableau = empty_tableau()
    tableau[0], tableau[1], tableau[2] = ["KD", "9H", "8S", "7D"], ["10C"], ["9D"]
    g = new("number-ten", position={"tableau": tableau, "stock": "4S"})
    assert "t3" in g.destinations("t1", 2)
    said = answer_of("number-ten", 3).answer
    assert said.startswith("Yes") and "No: the 9♥" in said
    assert f"({number_word(places('8S', 'colour'))} cards)" in said


def test_three_card_run_needs_two_spaces() -> None:
    def start(spaces: int) -> PatienceGame:
        tableau = empty_tableau()
        tableau[0], tableau[1] = ["9H", "8H", "7H"], ["10H"]
        fill = ["KS", "KC", "KD", "KH", "KS", "KC", "KD", "KH"]
        for i in range(2 + spaces, 10):
            tableau[i] = [fill[i - 2]]
        return new("forty-thieves", position={"tableau": tableau, "stock": "2S"})

    g = start(2)
    for m in ("t1-t3", "t1-t4", "t1-t2", "t4-t2", "t3-t2"):
        g.play(m)
    assert [str(c) for c in g.layout()[g.table.k.ids["t2"]].cards] == ["10♥", "9♥", "8♥", "7♥"]
    one = start(1)
    one.play("t1-t3")
    assert one.destinations("t1") == []  # the 8♥ has nowhere to wait
    said = answer_of("forty-thieves", 3).answer
    assert said.startswith("Two spaces") and "five moves" in said


def test_forty_thieves_sample() -> None:
    ch = chapter("forty-thieves/forty-thieves")
    home = play_out("forty-thieves", ch.value("ft_sample")).table.cards_home
    said = answer_of("forty-thieves", 1).answer
    assert f"{home} cards home" in said and "6♠ from pile 2" in said and "104 cards" in said
    assert f"after {ch.value('ft_open_n')} moves" in said


def test_little_forty_sample_is_won() -> None:
    assert play_out("little-forty", 3).table.cards_home == 104
    assert "all 104 cards home" in answer_of("little-forty", 1).answer


def test_lucas_aces_and_tens() -> None:
    g = new("lucas", 2)
    lay = g.layout()
    home = [str(c) for i in range(1, 9) for c in lay[g.table.k.ids[f"f{i}"]].cards]
    assert len(home) == 8 and {c[0] for c in home} == {"A"}
    assert "all eight aces" in answer_of("lucas", 3).answer
    assert "10♠ from pile 9" in answer_of("lucas", 1).answer


def test_limited_piles() -> None:
    g = new("limited", 3)
    sizes = {len(g.layout()[g.table.k.ids[f"t{i}"]].cards) for i in range(1, 13)}
    assert sizes == {3}
    assert answer_of("limited", 3).answer.startswith("Three moves")


def test_family_odds() -> None:
    for game, n in (("indian", 2), ("limited", 2), ("lucas", 2), ("number-ten", 2)):
        o = odds(game)
        assert f"won {o.simple_won:,} of {o.simple_n:,} deals" in answer_of(game, n).why
    said = answer_of("rank-and-file", 2).answer
    assert "30 in Rank and File, 20 in Number Ten" in said
