"""The static trick table: well-formed, hands hidden or shown as asked, the trick and scores."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import cardlib
from cardlib.tricks import SensibleBot, TrickGame
from cardlib.views.tricks import (
    contract_text,
    hand_order,
    hand_result_html,
    scores_text,
    trick_table_html,
    trump_text,
)

SVG = "{http://www.w3.org/2000/svg}"


def fan_cards(root: ET.Element) -> list[str]:
    return [
        e.attrib["aria-label"]
        for e in root.iter(f"{SVG}g")
        if e.attrib.get("class") == "fan-card" and "aria-label" in e.attrib
    ]


def svg_labels(root: ET.Element) -> list[str]:
    return [e.attrib["aria-label"] for e in root.iter(f"{SVG}svg") if "aria-label" in e.attrib]


def trick_game(game_id: str, seed: int = 1, **options: object) -> TrickGame:
    g = cardlib.new_game(game_id, seed=seed, **options)
    assert isinstance(g, TrickGame)
    return g


def advance(g: TrickGame, moves: int) -> TrickGame:
    bot = SensibleBot()
    for _ in range(moves):
        if g.is_over:
            break
        g.play(bot.choose(g))
    return g


@pytest.mark.parametrize("game_id", ["forty-five", "pepper", "all-fours", "spoil-five"])
@pytest.mark.parametrize("moves", [0, 7, 30, 10_000])
def test_well_formed_at_every_stage(game_id: str, moves: int) -> None:
    g = advance(trick_game(game_id, seed=4), moves)
    for seat in (0, 1):
        html = trick_table_html(g, seat, show_last=True)
        root = ET.fromstring(html)
        assert root.attrib["role"] == "group"
        assert "<script" not in html and "http://" not in html.replace(
            "http://www.w3.org/2000/svg", ""
        )
        assert "max-width:700px" in html


def test_own_hand_face_up_others_face_down() -> None:
    g = trick_game("forty-five", seed=2)
    root = ET.fromstring(trick_table_html(g, seat=1))
    names = fan_cards(root)
    own = [c.name for c in g.hands[1]]
    assert [n for n in names if n != "face-down card"] == own
    assert names.count("face-down card") == sum(len(g.hands[s]) for s in (0, 2, 3))
    labels = svg_labels(root)
    for seat in (0, 2, 3):
        name = g.seat_name(seat)
        assert any(lab.startswith(f"{name}'s hand: 5 cards face down") for lab in labels)


def test_reveal_shows_every_hand_and_repr_html_reveals() -> None:
    g = trick_game("pepper", seed=8)
    html = trick_table_html(g, seat=2, reveal=True)
    shown = set(fan_cards(ET.fromstring(html)))
    assert shown == {c.name for h in g.hands for c in h}
    assert g._repr_html_() == html  # the book's pictures: South at the bottom
    assert "seen from South" in html and "(you)" not in html and "(partner)" not in html


def test_show_hand_false_leaves_out_only_the_readers_hand() -> None:
    g = trick_game("all-fours", seed=3)
    root = ET.fromstring(trick_table_html(g, seat=2, show_hand=False))
    assert len(fan_cards(root)) == sum(len(g.hands[s]) for s in (0, 1, 3))


def test_trick_in_the_middle_with_the_winning_card_marked() -> None:
    # Spec, Forty-Five vector 6: hearts trumps, 4♦ led, then 9♦, A♦, 2♥: the 2♥ wins.
    g = cardlib.new_game(
        "forty-five",
        position={
            "hands": ["KC 3S", "QC", "JC", "10C"],
            "trump": "H",
            "dealer": 0,
            "leader": 1,
            "trick": "4D 9D 2H",
        },
    )
    assert isinstance(g, TrickGame)
    html = trick_table_html(g, seat=0)
    labels = svg_labels(ET.fromstring(html))
    assert "East played the four of diamonds" in labels
    assert "South played the nine of diamonds" in labels
    assert "West played the two of hearts" in labels
    assert "North: no card played" in labels
    marked = re.findall(r'outline:3px solid[^>]*><svg[^>]*aria-label="([^"]*)"', html)
    assert marked == ["West played the two of hearts"]
    assert "◀ to play" in html


def test_header_texts() -> None:
    g = trick_game("pepper", seed=3)
    v = g.view(0)
    assert trump_text(v) == "Trumps: not named yet"
    assert contract_text(v) == ""
    assert scores_text(v) == "North-South 0 · East-West 0 · game 30"
    p = cardlib.new_game(
        "pepper",
        position={"hands": ["AS", "KS", "QS", "JS"], "bid": "little", "maker": 1, "trump": None},
    )
    assert isinstance(p, TrickGame)
    pv = p.view(0)
    assert trump_text(pv) == "No trump"
    assert contract_text(pv) == "Contract: East bids Little Pepper"
    a = trick_game("all-fours", seed=1)
    assert a.trump is not None
    assert trump_text(a.view(0)) == f"Trumps: {a.trump.label} {a.trump.symbol}"
    html = trick_table_html(a, 0)
    assert a.kick is not None and f"Kick: {a.kick.name}" in html


def test_last_trick_and_events_in_words() -> None:
    g = trick_game("all-fours", seed=6)
    bot = SensibleBot()
    while not g.tricks:
        g.play(bot.choose(g))
    html = trick_table_html(g, 0, show_last=True)
    last = g.tricks[-1]
    winner = g.seat_name(last.winner)
    assert f"— {winner} wins" in html
    assert "Last trick: " + ", ".join(f"{g.seat_name(s)} {c}" for s, c in last.plays) in html
    assert "kicks" in html  # the hand's announcements


def test_many_players_drawn_as_rows() -> None:
    g = trick_game("spoil-five", seed=2)
    assert g.n == 5
    root = ET.fromstring(trick_table_html(g, seat=0))
    assert len(fan_cards(root)) == sum(len(h) for h in g.hands)
    assert "Pool" in trick_table_html(g, 0)


def position(game_id: str, **pos: object) -> TrickGame:
    g = cardlib.new_game(game_id, seed=1, position=pos)
    assert isinstance(g, TrickGame)
    return g


def test_a_hand_sorts_trumps_first_in_the_engines_rank_order() -> None:
    # Forty-Five, diamonds trumps: the A♥ is a trump; black suits run low, red high.
    g = position("forty-five", hands=["2C AH 9D 10C KS 5D 3H", "", "", ""], trump="D", dealer=3)
    assert [str(c) for c in hand_order(g.view(0))] == ["5♦", "A♥", "9♦", "K♠", "3♥", "2♣", "10♣"]
    # Pepper before trumps are named: suits in a fixed order, ace high.
    g = position("pepper", hands=["9H JD AS KH 9C AD", "", "", ""], phase="bid", dealer=3)
    assert [str(c) for c in hand_order(g.view(0))] == ["A♠", "K♥", "9♥", "9♣", "A♦", "J♦"]


def test_a_finished_trick_stays_in_the_middle_with_its_winner() -> None:
    g = trick_game("forty-five", 5)
    bot = SensibleBot()
    while not g.tricks:
        g.play(bot.choose(g))
    last = g.tricks[-1]
    plain = trick_table_html(g, 0)
    held = trick_table_html(g, 0, finished=last)
    assert "won the trick" not in plain
    assert f"{g.seat_name(last.winner)} won the trick" in held
    for seat, card in last.plays:
        assert f"{g.seat_name(seat)} played the {card.name}" in held
    ET.fromstring(held)


def test_a_hand_result_lists_every_trick_and_its_winner() -> None:
    g = trick_game("pepper", 5)
    bot = SensibleBot()
    while g.hand_no == 0 and not g.is_over:
        g.play(bot.choose(g))
    view = g.view(0)
    assert len(view.last_tricks) == 6  # the hand was played out
    html = hand_result_html(view, view.last_tricks, view.last_hand, title="Hand 1 is over")
    root = ET.fromstring(html)
    rows = root.findall(".//tr")
    assert len(rows) == len(view.last_tricks) + (1 if view.last_tricks else 0)
    for row, t in zip(rows[1:], view.last_tricks, strict=True):
        assert (
            "".join(row.itertext())
            .split(")")[0]
            .endswith(
                f"{g.seat_name(t.winner)} ({'your side' if t.winner % 2 == 0 else 'opponents'}"
            )
        )
    assert all(line in html for line in view.last_hand)
    assert scores_text(view) in "".join(root.itertext())
