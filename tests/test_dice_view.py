"""The static Solitaire Dice sheet: well-formed, labelled, and showing the library's numbers."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from cardlib.dice import LINE_VALUES, SUMS, GreedyPlayer, line_score, new_dice_game
from cardlib.dice.game import SolitaireDice
from cardlib.views.dice import (
    MAX_WIDTH_PX,
    choice_text,
    dice_caption,
    dice_sheet_html,
    dice_status_text,
    die_svg,
)

SVG = "{http://www.w3.org/2000/svg}"
EXAMPLE_B = {
    "marks": {3: 2, 5: 7, 7: 8, 8: 4, 9: 5},
    "throwaways": {1: 8, 2: 4, 5: 3},
}


def labels(root: ET.Element) -> list[str]:
    return [e.attrib["aria-label"] for e in root.iter() if "aria-label" in e.attrib]


def line_svg(root: ET.Element, total: int) -> ET.Element:
    prefix = f"line {total} ("
    found = [e for e in root.iter(f"{SVG}svg") if e.attrib.get("aria-label", "").startswith(prefix)]
    assert len(found) == 1
    return found[0]


def played(seed: int, moves: int) -> SolitaireDice:
    g = new_dice_game(seed)
    player = GreedyPlayer()
    for _ in range(moves):
        if g.is_over:
            break
        g.play(player.choose(g))
    return g


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_a_die_shows_its_pips_and_is_labelled(face: int) -> None:
    root = ET.fromstring(die_svg(face))
    assert root.attrib["aria-label"] == f"die showing {face}"
    assert root.find(f"{SVG}title") is not None
    assert len(root.findall(f"{SVG}circle")) == face


@pytest.mark.parametrize("face", [0, 7])
def test_a_die_face_outside_one_to_six_is_refused(face: int) -> None:
    with pytest.raises(ValueError):
        die_svg(face)


def test_fresh_sheet_is_one_wellformed_div_with_the_five_dice() -> None:
    g = new_dice_game(4)
    html = dice_sheet_html(g)
    root = ET.fromstring(html)
    assert root.tag == "div"
    assert f"max-width:{MAX_WIDTH_PX}px" in root.attrib["style"]
    assert "<script" not in html and "http://" not in html.replace(
        'xmlns="http://www.w3.org/2000/svg"', ""
    )
    assert g.roll is not None
    dice = [lab for lab in labels(root) if lab.startswith("die showing")]
    assert dice == [f"die showing {d}" for d in g.roll]
    assert "Roll 1:" in dice_caption(g)


def test_every_scoring_line_shows_its_value_marks_and_the_library_score() -> None:
    g = played(11, 14)
    root = ET.fromstring(dice_sheet_html(g))
    for s in SUMS:
        svg = line_svg(root, s)
        c = g.marks[s]
        word = "mark" if c == 1 else "marks"
        assert svg.attrib["aria-label"] == (
            f"line {s} ({LINE_VALUES[s]}): {c} {word}, scores {line_score(s, c)}"
        )
        strokes = svg.findall(f"{SVG}path")
        assert len(strokes) == min(c, 10)
        assert len(svg.findall(f"{SVG}rect")) == 10


def test_marks_beyond_ten_are_counted_apart() -> None:
    g = new_dice_game(position={"marks": {7: 12}, "roll": "1 2 3 4 5"})
    root = ET.fromstring(dice_sheet_html(g))
    svg = line_svg(root, 7)
    assert len(svg.findall(f"{SVG}path")) == 10
    assert [t.text for t in svg.iter(f"{SVG}text")] == ["+2"]
    assert "scores 150" in svg.attrib["aria-label"]


def test_zones_are_coloured_penalty_zero_scoring() -> None:
    g = new_dice_game(1)
    svg = line_svg(ET.fromstring(dice_sheet_html(g)), 2)
    fills = [r.attrib["fill"] for r in svg.findall(f"{SVG}rect")]
    assert len(set(fills[:4])) == 1 and len(set(fills[5:])) == 1
    assert len({fills[0], fills[4], fills[5]}) == 3


def test_example_b_sheet_shows_minus_210_and_the_end() -> None:
    g = new_dice_game(position=EXAMPLE_B)
    html = dice_sheet_html(g)
    root = ET.fromstring(html)
    labs = labels(root)
    assert "line 3 (70): 2 marks, scores -200" in labs
    assert "line 5 (50): 7 marks, scores 100" in labs
    assert "line 7 (30): 8 marks, scores 90" in labs
    assert "line 8 (40): 4 marks, scores -200" in labs
    assert "line 9 (50): 5 marks, scores 0" in labs
    assert "throwaway 1: 8 of 8 marks, in use" in labs
    assert "throwaway 2: 4 of 8 marks, in use" in labs
    assert "throwaway 4: 0 of 8 marks, not allowed" in labs
    assert "Score \u2212210" in html
    assert 'class="cardlib-result"' in html
    assert "Game over" in dice_caption(g)


def test_free_ride_notice_only_on_a_free_ride() -> None:
    free = new_dice_game(position={"throwaways": {4: 1, 5: 1, 6: 1}, "roll": "1 1 2 2 3"})
    assert free.free_ride
    html = dice_sheet_html(free)
    assert "cardlib-free-ride" in html and "Free ride" in dice_caption(free)
    not_free = new_dice_game(position={"throwaways": {1: 1, 2: 1, 3: 1}, "roll": "1 3 4 4 5"})
    assert not not_free.free_ride
    assert "cardlib-free-ride" not in dice_sheet_html(not_free)
    assert "throw away a 1 or 3" in dice_caption(not_free)


def test_caption_while_fewer_than_three_numbers_are_in_use() -> None:
    g = new_dice_game(position={"throwaways": {1: 1, 6: 1}, "roll": "2 2 3 4 5"})
    assert "Throw any die away" in dice_caption(g)
    assert "1 more allowed" in dice_caption(g)


def test_highlight_shades_the_lines_asked_for() -> None:
    g = new_dice_game(2)
    plain = dice_sheet_html(g)
    lit = dice_sheet_html(g, highlight=(6, 8))
    assert lit.count("background:#fff3b0") == 2 and "background:#fff3b0" not in plain


def test_sheet_without_dice_leaves_the_dice_out() -> None:
    g = new_dice_game(2)
    root = ET.fromstring(dice_sheet_html(g, show_dice=False))
    assert not [lab for lab in labels(root) if lab.startswith("die showing")]


def test_status_text_and_choice_text() -> None:
    g = new_dice_game(position={"roll": "1 1 3 5 6"})
    g.play("throw 3: 1+5 1+6")
    assert dice_status_text(g).startswith("Score \u2212400 · rolls 1 · throwaway numbers 3")
    last = g.history[-1]
    assert choice_text(last) == "throw away 3; 1+5 and 1+6 mark lines 6 and 7"  # type: ignore[arg-type]


def test_repr_html_is_the_view() -> None:
    g = played(3, 5)
    assert g._repr_html_() == dice_sheet_html(g)
    assert re.search("Score [\u2212+]?[0-9]", g._repr_html_())
