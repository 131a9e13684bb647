"""The answer keys to the chapters' *For the classroom* questions (``tools/answer_keys``):
every chapter with classroom questions has a key that answers each of them, in order,
printed with the classroom printables and linked from the teacher's page and the chapter.
The families' facts are checked in ``test_answer_keys_<family>.py``."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import cardlib

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from answer_keys import (  # noqa: E402
    Answer,
    chapter,
    classroom_chapters,
    key_html,
    key_name,
    load_keys,
    plain,
)

CHAPTERS = classroom_chapters()

#: What a question asking pupils to run a program would say.
RUN_A_SCRIPT = re.compile(
    r"\b(python|script|terminal|command line|notebook|jupyter|pip install|make (test|book|serve))\b"
    r"|bench/|\.py\b",
    re.I,
)


def test_the_classroom_chapters_are_every_game_chapter() -> None:
    games = sorted(
        str(p.relative_to(ROOT / "book").with_suffix(""))
        for p in (ROOT / "book").glob("*/*.ipynb")
        if p.parent.name not in ("demos", "classroom", "reference")
        and p.stem not in ("index", "family")
    )
    assert games == CHAPTERS
    # a chapter per game, but War and Quadruple War share one
    stems = {name.rsplit("/", 1)[-1] for name in CHAPTERS}
    assert {info.id for info in cardlib.catalog()} - stems == {"quadruple-war"}


def test_every_classroom_chapter_has_a_key_answering_each_question() -> None:
    keys = load_keys()
    assert sorted(keys) == CHAPTERS
    for name in CHAPTERS:
        ch = chapter(name)
        answers = keys[name](ch)
        assert len(ch.questions) >= 3, name
        assert len(answers) == len(ch.questions), f"{name}: {len(answers)} answers"
        for n, (q, a) in enumerate(zip(ch.questions, answers, strict=True), 1):
            assert len(a.starts.split()) >= 4 and q.startswith(a.starts), (name, n, a.starts)
            assert a.answer.strip() and a.why.strip(), (name, n)
            for text in (a.answer, a.why):
                assert "seed" not in text.lower() and "solver" not in text.lower(), (name, n)


@pytest.mark.parametrize("name", CHAPTERS)
def test_no_class_question_asks_pupils_to_run_a_script(name: str) -> None:
    for n, q in enumerate(chapter(name).questions, 1):
        assert not RUN_A_SCRIPT.search(q), f"{name} question {n}: {q[:100]}"


def test_questions_read_as_the_reader_sees_them() -> None:
    war = chapter("war/war")
    assert len(war.questions) == 9
    assert war.questions[0].startswith(f"Deal {war.value('deal_code')} with real cards")
    assert "{" not in " ".join(war.questions) and "`" not in " ".join(war.questions)
    # references become the words a reader sees: the section's title or the link's text
    assert "\u201cHow long does a game last?\u201d" in war.questions[2]
    text = "see {ref}`the odds <ft-statistics>` and {ref}`war-statistics`, *really*"
    assert (
        plain(text, {}, "war/war")
        == "see the odds and \u201cHow long does a game last?\u201d, really"
    )
    with pytest.raises(KeyError, match="glues no value 'nothing'"):
        plain("{glue:text}`nothing`", {}, "war/war")


def test_a_key_that_drifted_from_its_questions_is_refused() -> None:
    ch = chapter("war/war")
    answers = [Answer(q[:30], "a", "b") for q in ch.questions]
    assert "Answer key: War" in key_html(ch, answers)
    with pytest.raises(ValueError, match="9 classroom questions"):
        key_html(ch, answers[:-1])
    answers[3] = Answer("Something else entirely here", "a", "b")
    with pytest.raises(ValueError, match="question 4 no longer starts"):
        key_html(ch, answers)


def test_keys_are_linked_from_the_teachers_page_and_their_chapter() -> None:
    page = (ROOT / "book" / "classroom" / "index.md").read_text(encoding="utf-8")
    assert "```{classroom-sheets}" in page  # the table of cards and keys (test_lesson_plans)
    for name in CHAPTERS:
        key = key_name(name)
        source = (ROOT / "book" / f"{name}.ipynb").read_text(encoding="utf-8")
        classroom = source.split("-classroom)=", 1)[1]
        assert f"../../printables/{key}.pdf" in classroom, f"{name} does not link {key}"
