"""The classroom mechanisms without a browser: every demo notebook is a chapter app (Play
and Quiz tabs), the demo directive's class link and card link, the chapters' "For the
classroom" sections, the teacher's guide in the table of contents, the card HTML files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import cardlib
from cardlib.widgets import ChapterApp, QuizWidget, chapter_app, patience_demo, war_demo

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import book_demos  # noqa: E402
import refcards as refcards_tool  # noqa: E402

DEMOS = sorted((ROOT / "book" / "demos").glob("*.ipynb"))
CHAPTERS = sorted(p for p in (ROOT / "book").rglob("*.ipynb") if "demos" not in p.parts)


def test_chapter_app_has_play_and_quiz_tabs() -> None:
    app = chapter_app(war_demo(seed=5), quiz_seed=12)
    assert app.tabs.titles == ("Play", "Quiz")
    assert app.tabs.children == (app.demo.ui, app.quiz.ui)
    assert app.quiz.quiz.game_id == "war" and app.quiz.quiz.seed == 12
    app.show("Quiz")
    assert app.tabs.selected_index == 1
    with pytest.raises(KeyError, match="the tabs are Play, Quiz"):
        app.show("rules")


def test_chapter_app_quiz_works_and_class_seed_repeats() -> None:
    a = chapter_app(patience_demo("maria", seed=3), quiz_seed=7)
    b = chapter_app(patience_demo("maria", seed=3), quiz_seed=7)
    assert a.quiz.question.prompt == b.quiz.question.prompt
    assert a.quiz.question.picture == b.quiz.question.picture
    q = a.quiz.question
    if q.multiple:
        for text in q.answer:
            a.quiz.choose(text)
        a.quiz.press("check")
    else:
        a.quiz.choose(next(iter(q.answer)))
    assert a.quiz.feedback_text.startswith("Right!")
    assert a.quiz.score_text == "Score: 1 right out of 1"
    # The demo on the other tab is untouched and still takes deal codes.
    a.demo.enter_code("maria:11")
    assert a.demo.game.deal_code == "maria:11"


def test_every_game_in_the_catalog_has_a_demo_notebook() -> None:
    games = {info.id for info in cardlib.catalog()}
    assert games == {p.stem for p in DEMOS}, "one book/demos/<game>.ipynb per game"


@pytest.mark.parametrize("path", DEMOS, ids=lambda p: p.stem)
def test_every_demo_notebook_is_a_chapter_app(path: Path) -> None:
    obj = book_demos.run_demo(path)
    assert isinstance(obj, ChapterApp), (
        f"{path.name}: end with chapter_app(<demo>) (see book/demos/README.md)"
    )
    assert isinstance(obj.quiz, QuizWidget)
    assert obj.quiz.quiz.info.id == obj.demo.game.info.id
    picture = book_demos.demo_preview(obj)
    assert "<svg" in picture and "<script" not in picture


def test_class_link_and_card_link() -> None:
    game = cardlib.new_game("war", seed=7, collection_order="random")
    html = book_demos.class_link_html(game, "../../")
    assert 'href="?deal=war:7:collection_order=random"' in html
    assert "war:7:collection_order=random</code>" in html
    assert 'href="../../refcards/war.pdf"' in html
    assert "Copy class link" in html and "Quick-reference card (PDF)" in html
    app = chapter_app(war_demo(seed=5))
    assert book_demos.demo_game(app) is app.demo.game
    assert book_demos.demo_game(war_demo(seed=5)).deal_code == "war:5"
    with pytest.raises(ValueError, match="game widget"):
        book_demos.demo_game(object())


def classroom_section(path: Path) -> str | None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    if "## For the classroom" not in text:
        return None
    section = text.split("## For the classroom", 1)[1]
    return section.split("\n## ", 1)[0]


@pytest.mark.parametrize(
    "path",
    [p for p in CHAPTERS if classroom_section(p) is not None],
    ids=lambda p: p.stem,
)
def test_classroom_sections_explain_quiz_and_class_deals(path: Path) -> None:
    section = classroom_section(path)
    assert section is not None
    for needed in ("*Quiz*", "*Quiz number*", "?deal=", "*Copy class link*", "quick-reference"):
        assert needed in section, f"{path.name}: 'For the classroom' does not mention {needed}"


def test_at_least_six_chapters_have_a_classroom_section() -> None:
    assert sum(classroom_section(p) is not None for p in CHAPTERS) >= 6


def test_teachers_part_before_reference() -> None:
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    assert toc.index("caption: In the classroom") < toc.index("caption: Reference")
    for page in ("index", "lesson-plans", "statistics", "reference-cards"):
        assert f"book/classroom/{page}" in toc
        assert any(
            (ROOT / "book" / "classroom" / f"{page}{ext}").exists() for ext in (".md", ".ipynb")
        )


def test_refcards_tool_writes_one_page_per_game(tmp_path: Path) -> None:
    pages = refcards_tool.write_html(tmp_path)
    assert sorted(p.stem for p in pages) == sorted(i.id for i in cardlib.catalog())
    assert all(p.read_text(encoding="utf-8").startswith("<!DOCTYPE html>") for p in pages)
