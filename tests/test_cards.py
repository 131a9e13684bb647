"""Cards, parsing, packs and seeded deals."""

from __future__ import annotations

import random

import pytest

from cardlib import (
    ACE_HIGH,
    ACE_LOW,
    Card,
    Color,
    Rank,
    Suit,
    double_pack,
    pack,
    parse_cards,
    pepper_pack,
    shuffled,
    standard_pack,
)


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("10♥", Rank.TEN, Suit.HEARTS),
        ("TH", Rank.TEN, Suit.HEARTS),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("th", Rank.TEN, Suit.HEARTS),
        ("AS", Rank.ACE, Suit.SPADES),
        ("a♠", Rank.ACE, Suit.SPADES),
        (" qd ", Rank.QUEEN, Suit.DIAMONDS),
        ("2C", Rank.TWO, Suit.CLUBS),
        ("K♤", Rank.KING, Suit.SPADES),
        ("J♡", Rank.JACK, Suit.HEARTS),
    ],
)
def test_parse_accepts_every_notation(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "expected a rank and a suit"),
        ("H", "expected a rank and a suit"),
        ("11H", "'11' is not a rank"),
        ("1OH", "'1O' is not a rank"),
        ("ZS", "'Z' is not a rank"),
        ("10X", "'X' is not a suit"),
        ("AH♥", "'AH' is not a rank"),
    ],
)
def test_parse_rejects_bad_text_naming_it(text: str, fragment: str) -> None:
    with pytest.raises(ValueError) as err:
        Card.parse(text)
    assert repr(text) in str(err.value)
    assert fragment in str(err.value)


def test_parse_rejects_non_text() -> None:
    with pytest.raises(ValueError, match="cannot read 12"):
        Card.parse(12)  # type: ignore[arg-type]


def test_every_card_round_trips_through_all_its_forms() -> None:
    for card in standard_pack():
        assert Card.parse(str(card)) == card
        assert Card.parse(card.short) == card
        assert Card.parse(card.short.lower()) == card
        assert len(card.short) == 2


def test_names_colours_and_symbols() -> None:
    q = Card.parse("QH")
    assert q.name == "queen of hearts"
    assert str(q) == "Q♥" and repr(q) == "Card('Q♥')"
    assert q.color is Color.RED
    assert Card.parse("AS").color is Color.BLACK
    assert Card.parse("3D").color is Color.RED
    assert Card.parse("3C").color is Color.BLACK
    assert Card.parse("10S").name == "ten of spades"
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert Rank.KING.is_court and not Rank.TEN.is_court


def test_cards_are_hashable_and_immutable() -> None:
    c = Card.parse("7C")
    assert len({c, Card.parse("7♣"), Card.parse("7D")}) == 2
    with pytest.raises(AttributeError):
        c.rank = Rank.ACE  # type: ignore[misc]


def test_parse_cards_reads_lists() -> None:
    assert parse_cards("AS, 10h KD") == [Card.parse("AS"), Card.parse("TH"), Card.parse("KD")]
    assert parse_cards(["2c", "3c"]) == [Card.parse("2C"), Card.parse("3C")]


def test_standard_pack_canonical_order() -> None:
    p = standard_pack()
    assert len(p) == 52 and len(set(p)) == 52
    assert [c.short for c in p[:3]] == ["AC", "2C", "3C"]
    assert p[12].short == "KC" and p[13].short == "AD" and p[-1].short == "KS"
    assert [c.index for c in p] == list(range(52))


def test_double_and_pepper_packs() -> None:
    d = double_pack()
    assert len(d) == 104 and d[:52] == standard_pack() and d[52:] == standard_pack()
    pp = pepper_pack()
    assert len(pp) == 24 and len(set(pp)) == 24
    assert {c.rank for c in pp} == {Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}
    assert [c.short for c in pp[:6]] == ["9C", "TC", "JC", "QC", "KC", "AC"]
    assert pack("pepper") == pp and pack("double") == d
    with pytest.raises(ValueError, match="unknown pack 'tarot'"):
        pack("tarot")


def test_rank_orders() -> None:
    high = "A K Q J 10 9 8 7 6 5 4 3 2"
    assert " ".join(r.symbol for r in ACE_HIGH) == high
    assert " ".join(r.symbol for r in ACE_LOW) == high[2:] + " A"


def test_pinned_seed_gives_pinned_deal() -> None:
    # Pinned so that a change in the canonical order or the shuffle shows up here (and the
    # same deal must come out on Pyodide).
    assert " ".join(c.short for c in shuffled(standard_pack(), 42)[:8]) == (
        "TC JD KD 4C 9D KH 4D AS"
    )


def test_shuffle_is_random_shuffle_of_canonical_order_and_leaves_input() -> None:
    p = standard_pack()
    expected = list(p)
    random.Random(2024).shuffle(expected)
    assert shuffled(p, 2024) == expected
    assert p == standard_pack()
    assert shuffled(p, 1) != shuffled(p, 2)
    assert sorted(shuffled(p, 3), key=lambda c: c.index) == p
