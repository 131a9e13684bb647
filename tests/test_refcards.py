"""Quick-reference cards: every catalog game, names and rank orders from cardlib, checked
against the rank-order functions of each game module and the spec's vectors."""

from __future__ import annotations

import re
from collections import Counter
from html import unescape

import pytest

import cardlib
from cardlib.cards import Card, Suit, pepper_pack, standard_pack
from cardlib.refcards import RefCard, rank_order_lines, refcard, refcard_html, refcards
from cardlib.tricks import all_fours, forty_five, pepper

GAMES = [info.id for info in cardlib.catalog()]
TAGS = re.compile(r"<[^>]+>")


def text_of(html: str) -> str:
    """The page's text with whitespace squeezed, as a reader (or pdftotext) sees it."""
    return " ".join(unescape(TAGS.sub(" ", html)).split())


def orders(card: RefCard) -> dict[str, dict[str, str]]:
    return {heading: dict(lines) for heading, lines in card.rank_orders}


def cards_text(cards: list[Card]) -> str:
    return " ".join(str(c) for c in cards)


def test_one_card_per_catalog_game() -> None:
    assert [c.game_id for c in refcards()] == GAMES
    assert len(GAMES) >= 15


@pytest.mark.parametrize("game_id", GAMES)
def test_card_names_the_game_and_prints_its_lines(game_id: str) -> None:
    info = next(i for i in cardlib.catalog() if i.id == game_id)
    card = refcard(game_id)
    html = refcard_html(game_id)
    text = text_of(html)
    assert card.name == info.name and info.name in text
    assert info.summary in text and info.players in text
    for line in rank_order_lines(card):
        assert " ".join(line.split()) in text
    # Printable offline: no scripts, nothing fetched.
    assert "<script" not in html and "@page" in html
    assert not re.search(r"""(src|href)=["']?https?:|<link|@import|url\(""", html)


def test_aliases_give_the_same_card() -> None:
    assert refcard("battle") == refcard("war")


@pytest.mark.parametrize(
    ("game_id", "trump_order", "plain_order", "pack", "no_trump"),
    [
        ("forty-five", forty_five.trump_order, forty_five.plain_order, standard_pack(), False),
        ("pepper", pepper.trump_order, pepper.plain_order, pepper_pack(), True),
    ],
)
def test_trick_cards_have_every_trump(
    game_id: str, trump_order: object, plain_order: object, pack: list[Card], no_trump: bool
) -> None:
    card = refcard(game_id)
    got = orders(card)
    expected_headings = [f"{s.symbol} trumps" for s in Suit] + (["No trump"] if no_trump else [])
    assert list(got) == expected_headings
    for suit in Suit:
        lines = got[f"{suit.symbol} trumps"]
        assert lines["Trumps"] == cards_text(trump_order(suit))  # type: ignore[operator]
        for other in Suit:
            if other is not suit:
                assert lines[other.label.capitalize()] == cards_text(
                    plain_order(other, suit)  # type: ignore[operator]
                )
        # Every card of the pack appears exactly once across the orders of one trump.
        shown = Counter(c for text in lines.values() for c in text.split())
        assert shown == Counter(str(c) for c in pack)
    if no_trump:
        shown = Counter(c for text in got["No trump"].values() for c in text.split())
        assert shown == Counter(str(c) for c in pack)


def test_one_rank_order_when_no_suit_changes_with_trumps() -> None:
    """All Fours: every suit ranks A K Q ... 2 whether it is trumps or not, so the card
    prints one group instead of four copies."""
    got = orders(refcard("all-fours"))
    assert list(got) == ["Every suit, trumps or not"]
    group = got["Every suit, trumps or not"]
    for suit in Suit:
        assert group[suit.label.capitalize()] == cards_text(all_fours.suit_order(suit))
        for trump in Suit:  # the engine ranks the suit the same under every trump
            ranking = cardlib.new_game(
                "all-fours",
                seed=1,
                position={"hands": [""] * 4, "trump": trump.value, "phase": "bid"},
            ).ranking()
            order = ranking.trump_order if suit is trump else ranking.plain_orders[suit]
            assert cards_text(list(order)) == group[suit.label.capitalize()]
    shown = Counter(c for text in group.values() for c in text.split())
    assert shown == Counter(str(c) for c in standard_pack())


def test_spec_vectors_on_the_cards() -> None:
    """Forty-Five with hearts trumps and clubs plain (the spec's tables); Pepper's bowers."""
    ff = orders(refcard("forty-five"))
    assert ff["♥ trumps"]["Trumps"] == "5♥ J♥ A♥ K♥ Q♥ 10♥ 9♥ 8♥ 7♥ 6♥ 4♥ 3♥ 2♥"
    assert ff["♣ trumps"]["Hearts"] == "K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥"
    assert ff["♣ trumps"]["Trumps"].startswith("5♣ J♣ A♥ A♣ K♣ Q♣ 2♣")
    pp = orders(refcard("pepper"))
    assert pp["♥ trumps"]["Trumps"].split()[:2] == ["J♥", "J♦"]
    assert "J♦" not in pp["♥ trumps"]["Diamonds"]
    assert pp["No trump"]["Hearts"] == "A♥ K♥ Q♥ J♥ 10♥ 9♥"


def test_scoring_tables() -> None:
    dice = refcard("solitaire-dice").tables[0]
    ways = {int(r[0]): int(r[1].split("/")[0]) for r in dice.rows}
    assert sum(ways.values()) == 36 and ways[7] == 6 and ways[2] == 1
    assert {int(r[0]): int(r[2]) for r in dice.rows}[7] == 30
    assert all(r[3] == "-200" and r[5] == "0" for r in dice.rows)  # 1 mark, 5 marks
    assert next(r for r in dice.rows if r[0] == "2")[6] == "500"  # 10 marks of 100
    ff = dict(refcard("forty-five").tables[0].rows)
    assert (ff["5"], ff["4"], ff["3"], ff["2"]) == ("10", "5", "5", "0")
    pp = {r[0]: r for r in refcard("pepper").tables[0].rows}
    assert pp["Big Pepper"][2:] == ("+12 / 0", "-12 / 1")
    assert pp["3"][2:] == ("+3 / 3", "-6 / 4")
    war = dict(refcard("war").tables[0].rows)
    quad = dict(refcard("quadruple-war").tables[0].rows)
    assert (war["0"], war["1"]) == ("2", "6")  # the tied pair, then 1 down + 1 up each
    assert quad["1"] == "12"  # the tied pair, then 4 down + 1 up each
