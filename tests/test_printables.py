"""The classroom printables (``cardlib.printables``) and their printer (``tools/printables.py``):
what each page holds, checked against the engine and against the dice counted here, and the
PDFs Chromium prints from them (one or two pages each)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from html import unescape
from pathlib import Path

import pytest

import cardlib
from cardlib.cards import standard_pack
from cardlib.dice import coach, new_dice_game
from cardlib.dice.scoring import LINE_VALUES, SUMS, THROWAWAY_LIMIT, THROWAWAY_MARKS_TO_END
from cardlib.printables import (
    CLASS_QUIZZES,
    EV_POSITION,
    PRINTABLES,
    WAR_CLASS_DEALS,
    ev_ranking,
    ev_turn,
    printable_html,
    printed_quiz,
)
from cardlib.quiz import Quiz
from cardlib.widgets import QuizWidget

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import printables as printables_tool  # noqa: E402
import refcards as refcards_tool  # noqa: E402

NAMES = [p.name for p in PRINTABLES]
#: The chapters' answer keys, printed with the printables (tools/answer_keys).
KEYS = list(printables_tool.answer_keys())


def _text(html: str) -> str:
    """The page's text with the tags dropped and whitespace squeezed."""
    body = html.split("</style>", 1)[-1]
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", body)).split())


def _split_key(html: str) -> tuple[str, str]:
    worksheet, key = html.split('<section class="key">', 1)
    return worksheet, key


def test_every_printable_is_a_page_with_a_title_and_no_scripts() -> None:
    assert NAMES == [
        "dice-score-sheet",
        "dice-probability",
        "dice-expected-value",
        "war-deal-5",
        "quadruple-war-deal-5",
        "war-deal-7",
        "quiz-war-1",
        "quiz-solitaire-dice-1",
        "quiz-pepper-1",
        "quiz-forty-thieves-1",
        "quiz-klondike-1",
    ]
    for p in PRINTABLES:
        html = printable_html(p.name)
        assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
        assert "<script" not in html and "http" not in html
        assert "seed" not in _text(html).lower()
        assert p.pages in (1, 2) and p.purpose
    with pytest.raises(KeyError, match="dice-score-sheet"):
        printable_html("no-such-sheet")


def test_score_sheet_has_eleven_lines_with_the_engines_values() -> None:
    html = printable_html("dice-score-sheet")
    rows = re.findall(
        r'<tr data-sum="(\d+)"><th scope="row">\d+</th><td class="value">(\d+)<', html
    )
    assert [(int(s), int(v)) for s, v in rows] == [(s, LINE_VALUES[s]) for s in SUMS]
    assert len(rows) == 11
    # Ten boxes on every scoring line (plus the line score), eight on each throwaway line.
    for line in re.findall(r'<tr data-sum="\d+">.*?</tr>', html):
        assert line.count('class="box') == 10 + 1
    throwaways = re.findall(r'<tr class="throwaway">.*?</tr>', html)
    assert len(throwaways) == THROWAWAY_LIMIT == 3
    assert all(t.count('class="box"') == THROWAWAY_MARKS_TO_END == 8 for t in throwaways)
    text = _text(html)
    assert "total score" in text
    assert "Each roll: Choose one die as the throwaway" in text
    assert "eighth mark" in text
    # The 7 line's fifth scoring box shows what ten marks score: 5 x its value.
    assert f"<small>{5 * LINE_VALUES[7]}</small>" in html


def test_probability_key_counts_the_dice_as_the_test_does() -> None:
    ways = {s: 0 for s in range(2, 13)}
    for a in range(1, 7):
        for b in range(1, 7):
            ways[a + b] += 1
    assert list(ways.values()) == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
    html = printable_html("dice-probability")
    worksheet, key = _split_key(html)
    row = re.search(r'<tr data-row="ways">(.*?)</tr>', key)
    assert row is not None
    assert [int(c) for c in re.findall(r"<td>(\d+)</td>", row[1])] == list(ways.values())
    # The filled table of outcomes: each box a + b, row by row.
    grid = re.search(r'<table class="outcomes">.*?</table>', key)
    assert grid is not None
    cells = [int(c) for c in re.findall(r'<td class="cell">(\d+)</td>', grid[0])]
    assert cells == [a + b for a in range(1, 7) for b in range(1, 7)]
    # The worksheet leaves the boxes and the ways empty, and shows the line values.
    assert '<td class="cell"></td>' in worksheet and '<td class="cell">7' not in worksheet
    values = re.search(r'<tr data-row="line value">(.*?)</tr>', worksheet)
    assert values is not None
    assert [int(c) for c in re.findall(r"<td>(\d+)</td>", values[1])] == [
        LINE_VALUES[s] for s in SUMS
    ]
    key_text = _text(key)
    assert "1/36 (2.8%)" in key_text and "6/36 = 1/6 (16.7%)" in key_text
    assert "The values follow the ways: 1 way: 100 a mark" in key_text
    assert "The 7 is made in the most ways (6 of 36)" in key_text


def test_expected_value_key_best_choice_is_the_coachs() -> None:
    game = new_dice_game(position=EV_POSITION)
    best, value = coach(game)
    ranked = ev_ranking()
    assert ranked[0][0] == best and ranked[0][1] == pytest.approx(value)
    html = printable_html("dice-expected-value")
    worksheet, key = _split_key(html)
    first = re.search(r'<tr class="best" data-rank="1" data-choice="([^"]+)"', key)
    assert first is not None and unescape(first[1]) == str(best)
    assert f"{value:+,.0f}" in _text(key)
    # Every distinct choice of the roll appears once in the key, in the coach's order.
    distinct = {(c.free, c.aside, c.sums) for c in game.sheet.choices()}
    assert len(re.findall(r'data-rank="\d+"', key)) == len(distinct) == len(ranked)
    values = [v for _c, v, _n in ranked]
    assert values == sorted(values, reverse=True)
    # An interesting roll: several choices, clearly apart, and the highest score now is not
    # the coach's choice.
    assert len(ranked) >= 4 and values[0] - values[-1] > 100
    assert max(ranked, key=lambda r: r[2])[0] != best
    # The worksheet shows the position and the roll but none of the coach's values.
    text = _text(worksheet)
    assert "You roll 1 2 4 5 6" in text and f"Your sheet scores {ev_turn().score}" in text
    assert "expected final score" not in text and f"{value:+,.0f}" not in text
    assert "The coach picks the first row" in _text(key)


# The War deal sheets: one per class deal the book names, its stacks and result from the engine.
WAR_SHEETS = {
    "war:5": "war-deal-5",
    "quadruple-war:5": "quadruple-war-deal-5",
    "war:7": "war-deal-7",
}


def test_war_sheets_are_the_books_class_deals() -> None:
    assert tuple(WAR_SHEETS) == WAR_CLASS_DEALS
    # The War chapter's class deal is its demo's first deal, deal 5 (and the same cards in
    # Quadruple War); the teacher's page gives war:7 as its example class link.
    chapter = (ROOT / "book" / "war" / "war.ipynb").read_text(encoding="utf-8")
    assert "deal_number = 5" in chapter and "Deal war:5 played to the end" in chapter
    page = (ROOT / "book" / "classroom" / "index.md").read_text(encoding="utf-8")
    assert "?deal=war:7" in page
    sheets = [p for p in PRINTABLES if "deal-" in p.name]
    assert [p.name for p in sheets] == list(WAR_SHEETS.values())
    for p in sheets:
        assert p.pages == 1 and "deal sheet" in p.title


@pytest.mark.parametrize("code", list(WAR_SHEETS))
def test_war_sheet_lists_the_engines_starting_stacks(code: str) -> None:
    html = printable_html(WAR_SHEETS[code])
    game = cardlib.from_deal_code(code)
    listed = {
        player: re.findall(rf'data-player="{player}" data-card="(\w\w)">', html) for player in "AB"
    }
    assert listed["A"] == [c.short for c in game.stacks[0]]
    assert listed["B"] == [c.short for c in game.stacks[1]]
    assert len(listed["A"]) == len(listed["B"]) == 26
    # Together the two lists hold the whole pack, each card once.
    assert sorted(listed["A"] + listed["B"]) == sorted(c.short for c in standard_pack())
    # Each card is printed as a sign and in words, row by row, numbered 1 to 26.
    text = _text(html)
    (a0, *_, a25), (b0, *_, b25) = game.stacks
    assert f" 1 {a0} {a0.name} {b0} {b0.name} 2 " in text
    assert f" 26 {a25} {a25.name} {b25} {b25.name} What should happen" in text
    assert f"Deal code {code}." in text
    assert "card 1 is now on top, face down" in text


def _play_out(code: str) -> tuple[str, int, int]:
    """The winner ("A", "B" or "draw"), battles and wars, playing the deal turn by turn."""
    game = cardlib.from_deal_code(code)
    steps = 0
    while not game.is_over:
        game.play(game.parse_move("war" if game.pot[0] else "turn"))
        steps += 1
        assert steps < 200_000
    outcome = game.outcome
    assert outcome is not None
    winner = "draw" if outcome.winner is None else "AB"[outcome.winner]
    return winner, game.battles, game.wars


@pytest.mark.parametrize("code", list(WAR_SHEETS))
def test_war_sheet_result_box_is_the_engines_game(code: str) -> None:
    winner, battles, wars = _play_out(code)
    html = printable_html(WAR_SHEETS[code])
    box = re.search(
        r'<div class="result" data-winner="(\w+)" data-battles="(\d+)" data-wars="(\d+)">'
        r"(.*?)</div>",
        html,
        re.S,
    )
    assert box is not None
    assert (box[1], int(box[2]), int(box[3])) == (winner, battles, wars)
    said = _text(box[4])
    assert ("A draw" if winner == "draw" else f"Player {winner} wins") in said
    assert f"after {battles} battles and {wars} wars" in said
    assert "One card out of place" in said
    # A place for the pupils' own result, and no code words on the page.
    text = _text(html)
    assert "What happened in your game" in text and "How many wars?" in text
    assert "seed" not in text.lower() and "winner_first" not in text


def test_war_sheets_differ_where_the_rules_do() -> None:
    # Deal 5 in War and in Quadruple War: the same stacks, another game.
    war, quad = printable_html("war-deal-5"), printable_html("quadruple-war-deal-5")
    cards = re.compile(r'data-card="(\w\w)"')
    assert cards.findall(war) == cards.findall(quad)
    assert _play_out("war:5") != _play_out("quadruple-war:5")
    assert "each player puts four cards face down" in _text(quad)
    assert "each player puts one card face down" in _text(war)


def _quiz_page(html: str) -> tuple[list[tuple[str, list[str]]], list[str]]:
    """A printed quiz as a reader sees it: each question's prompt and choices, and each
    answer of the key (its first sentence, in bold)."""
    questions, key = _split_key(html)
    asked = []
    for section in re.findall(r'<section class="question".*?</section>', questions, re.S):
        heading = re.search(r"<h2>\d+\. (.*?) <small>", section, re.S)
        assert heading is not None, section[:200]
        choices = re.findall(r'<ul class="choices">(.*?)</ul>', section, re.S)[-1]
        asked.append((unescape(heading[1]), [_text(c) for c in choices.split("</li>")[:-1]]))
    answers = [unescape(a) for a in re.findall(r"<li data-n=\"\d+\"><b>(.*?)\.</b>", key)]
    return asked, answers


def _quiz_tab(game_id: str, seed: int, count: int) -> tuple[list[tuple[str, list[str]]], list[str]]:
    """The same from the chapter's Quiz tab, driven as a reader does: the question on show,
    its answer buttons, then (after an answer) the answer the tab gives, then Next question."""
    tab = QuizWidget(Quiz(game_id, seed))
    asked, answers = [], []
    for n in range(1, count + 1):
        prompt = _text(tab.prompt.value)
        assert prompt.startswith(f"Question {n}. ")
        prompt = prompt.removeprefix(f"Question {n}. ")
        prompt = prompt.removesuffix(" (select every one that is, then Check answer)")
        asked.append((prompt, [b.description for b in tab.choices.children]))
        first = tab.question.choices[0]
        tab.choose(first)
        if tab.question.multiple:
            tab.press("check")
        assert tab.verdict is not None
        answers.append(tab.verdict.answer_text)
        assert (
            tab.feedback_text.startswith("Right!") or tab.verdict.answer_text in tab.feedback_text
        )
        tab.press("next")
    return asked, answers


@pytest.mark.parametrize(("game_id", "seed", "count"), CLASS_QUIZZES)
def test_printed_quiz_is_the_quiz_tab_on_paper(game_id: str, seed: int, count: int) -> None:
    html = printable_html(f"quiz-{game_id}-{seed}")
    asked, answers = _quiz_page(html)
    assert len(asked) == count == len(answers)
    assert (asked, answers) == _quiz_tab(game_id, seed, count)
    # The chapter's demo starts its Quiz tab with this quiz number, and the page says how to
    # find these questions on screen.
    demo = (ROOT / "book" / "demos" / f"{game_id}.ipynb").read_text(encoding="utf-8")
    assert f"quiz_seed={seed})" in demo
    assert f"type {seed} into the Quiz number box and press Start" in _text(html)
    # The key sits on the second page and gives the engine's reason and rule for each.
    quiz = printed_quiz(game_id, seed, count)
    _, key = _split_key(html)
    for q in quiz.questions:
        assert _text(q.explanation) in _text(key) and f"Rule: {q.rule}." in _text(key)


def _pdf_pages(pdf: Path) -> int:
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True).stdout
        found = re.search(r"^Pages:\s+(\d+)", info, re.M)
        assert found is not None, info
        return int(found[1])
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf.read_bytes()))


def test_printables_tool_writes_a_pdf_per_printable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pages = printables_tool.write_html(tmp_path / "html")
    assert [p.stem for p in pages] == NAMES + KEYS
    assert len(KEYS) == 22 and all(k.startswith("key-") for k in KEYS)
    assert all(p.read_text(encoding="utf-8").startswith("<!DOCTYPE html>") for p in pages)
    out = tmp_path / "printed"
    status = printables_tool.main(["--out", str(out)])
    if not refcards_tool.CHROMIUM.exists():
        # Without Chromium: the HTML is written, a notice says so, and only --require fails.
        assert status == 0 and "printable PDFs were skipped" in capsys.readouterr().err
        assert sorted(p.stem for p in out.glob("*.html")) == sorted(NAMES + KEYS)
        assert printables_tool.main(["--out", str(out), "--require"]) == 1
        return
    assert status == 0
    for p in PRINTABLES:
        pdf = out / f"{p.name}.pdf"
        assert pdf.exists(), f"{pdf.name} was not printed"
        assert _pdf_pages(pdf) == p.pages, f"{p.name}: not {p.pages} page(s)"
    for key in KEYS:  # a chapter's key fits on one or two pages
        assert 1 <= _pdf_pages(out / f"{key}.pdf") <= 2, f"{key} runs past two pages"


def test_teachers_page_and_dice_chapter_link_the_printables() -> None:
    page = (ROOT / "book" / "classroom" / "index.md").read_text(encoding="utf-8")
    assert "(classroom-printables)=\n## Printables" in page
    for name in NAMES:
        for ext in ("pdf", "html"):
            assert f'href="../../printables/{name}.{ext}"' in page, f"{name}.{ext} not linked"
    chapter = (ROOT / "book" / "dice" / "solitaire-dice.ipynb").read_text(encoding="utf-8")
    assert "{ref}`classroom-printables`" in chapter
    # The War chapter's classroom part links each deal sheet (the notebook's JSON escapes the
    # quotes) and the teacher's list.
    war = (ROOT / "book" / "war" / "war.ipynb").read_text(encoding="utf-8")
    classroom = war.split("(war-classroom)=", 1)[1].split("(war-sources)=", 1)[0]
    assert "printables <classroom-printables>" in classroom
    for name in WAR_SHEETS.values():
        for ext in ("pdf", "html"):
            assert f'href=\\"../../printables/{name}.{ext}\\"' in classroom, f"{name}.{ext}"


def test_printables_tool_without_chromium_writes_html_and_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(refcards_tool, "CHROMIUM", tmp_path / "no-chromium")
    assert printables_tool.main(["--out", str(tmp_path)]) == 0
    assert "printable PDFs were skipped" in capsys.readouterr().err
    assert sorted(p.stem for p in tmp_path.glob("*.html")) == sorted(NAMES + KEYS)
    assert list(tmp_path.glob("*.pdf")) == []
    assert printables_tool.main(["--out", str(tmp_path), "--require"]) == 1
