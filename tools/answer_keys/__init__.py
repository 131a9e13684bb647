"""Answer keys for the *For the classroom* questions of every chapter, printed with the
classroom printables (``tools/printables.py``) in ``make book``.

A chapter's questions are read from the chapter itself (:func:`chapter`): the numbered list
of its *For the classroom* section, with the values the chapter glues in (deal codes,
averages) and its cross-references resolved to the words a reader sees. The answers are
written per family (one module each: ``war``, ``dice``, ``tricks``, ``forty_thieves``,
``klondike``), each a function of the :class:`Chapter` that returns one :class:`Answer` per
question. Where an answer is a fact of the game (a count of cards, a score, the result of
a deal) the function asks ``cardlib`` or reads the chapter's own glued figures, never
types the number; an open question gets a model answer (``model=True``).

    from answer_keys import chapter, key_html, load_keys
    html = key_html(chapter("war/war"), load_keys()["war/war"](chapter("war/war")))
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from cardlib.printables.page import page_html

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "book"

__all__ = [
    "KEYS",
    "QUIZ_STARTS",
    "Answer",
    "Chapter",
    "KeyWriter",
    "chapter",
    "classroom_chapters",
    "key_html",
    "key_name",
    "load_keys",
    "plain",
    "quiz_refusals",
    "quiz_tally_answer",
    "words_list",
]


@dataclass(frozen=True)
class Answer:
    """The answer to one classroom question.

    ``starts`` is the first words of the question as the chapter prints them (a test checks
    they still match, so a key cannot drift from its question); ``answer`` is the short
    answer a teacher reads out; ``why`` the reasoning, with the rule or the figure it rests
    on; ``model`` marks an open question, where ``answer`` is a model answer and other
    well-argued answers are right too.
    """

    starts: str
    answer: str
    why: str
    model: bool = False


@dataclass(frozen=True)
class Chapter:
    """A chapter's classroom questions, as a reader sees them, and its glued values."""

    name: str
    title: str
    questions: tuple[str, ...]
    glue: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def value(self, name: str) -> Any:
        """A value the chapter glues in (``KeyError`` naming the chapter if it does not)."""
        if name not in self.glue:
            raise KeyError(f"{self.name} glues no value {name!r}")
        return self.glue[name]


KeyWriter = Callable[[Chapter], list[Answer]]


# ----- reading a chapter -------------------------------------------------------------------
def _cells(path: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return cells


def _markdown(path: Path) -> str:
    if path.suffix == ".md":
        return path.read_text(encoding="utf-8")
    return "\n".join("".join(c["source"]) for c in _cells(path) if c["cell_type"] == "markdown")


def _glue(path: Path) -> dict[str, Any]:
    """The values a notebook glues, from its stored outputs."""
    found: dict[str, Any] = {}
    for cell in _cells(path):
        for out in cell.get("outputs", []):
            record = out.get("metadata", {}).get("scrapbook")
            if not record:
                continue
            text = out.get("data", {}).get(f"{record['mime_prefix']}text/plain")
            if text is None:
                continue
            text = "".join(text) if isinstance(text, list) else text
            try:
                found[record["name"]] = ast.literal_eval(text)
            except (ValueError, SyntaxError):
                found[record["name"]] = text
    return found


@cache
def _titles() -> tuple[dict[str, str], dict[str, str]]:
    """Every label's section title and every page's title, for the references."""
    labels: dict[str, str] = {}
    pages: dict[str, str] = {}
    for path in sorted(BOOK.rglob("*")):
        if path.suffix not in (".md", ".ipynb") or ".ipynb_checkpoints" in path.parts:
            continue
        text = _markdown(path)
        for label, title in re.findall(r"^\(([\w-]+)\)=\s*\n#+ (.+)$", text, re.M):
            labels[label] = title.strip()
        first = re.search(r"^# (.+)$", text, re.M)
        if first:
            pages[str(path.relative_to(BOOK).with_suffix(""))] = first[1].strip()
    return labels, pages


def _resolve_doc(target: str, here: str) -> str:
    _, pages = _titles()
    base = Path(here).parent
    parts: list[str] = []
    for part in (base / target).parts:
        if part == "..":
            parts.pop()
        elif part != ".":
            parts.append(part)
    return pages.get("/".join(parts), target)


def _fmt(value: Any, spec: str) -> str:
    if not spec:
        return str(value)
    return format(value, spec)


def plain(text: str, glue: dict[str, Any], here: str) -> str:
    """Markdown of a chapter as a reader reads it: glued values filled in, references as
    their words, emphasis and code marks dropped, lines joined."""
    labels, _ = _titles()

    def glued(m: re.Match[str]) -> str:
        name, _, spec = m[1].partition(":")
        if name not in glue:
            raise KeyError(f"{here} glues no value {name!r}")
        return _fmt(glue[name], spec)

    def ref(m: re.Match[str]) -> str:
        inner = m[1]
        shown = re.match(r"(.*?)\s*<([\w-]+)>$", inner, re.S)
        if shown:
            return shown[1]
        return f"\u201c{labels[inner]}\u201d" if inner in labels else inner

    def doc(m: re.Match[str]) -> str:
        inner = m[1]
        shown = re.match(r"(.*?)\s*<(.+)>$", inner, re.S)
        return shown[1] if shown else _resolve_doc(inner, here)

    text = re.sub(r"\{glue:text\}`([^`]+)`", glued, text)
    text = re.sub(r"\{ref\}`([^`]+)`", ref, text)
    text = re.sub(r"\{doc\}`([^`]+)`", doc, text)
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text, flags=re.S)
    text = re.sub(r"\*(.+?)\*", r"\1", text, flags=re.S)
    text = text.replace("`", "")
    return " ".join(text.split())


def _section(text: str) -> str | None:
    m = re.search(r"^\([\w-]+-classroom\)=\s*\n## .+?$(.*?)(?=^\([\w-]+\)=|\Z)", text, re.M | re.S)
    return m[1] if m else None


@cache
def chapter(name: str) -> Chapter:
    """The chapter ``name`` (its path under ``book/`` without suffix, ``"war/war"``): its
    title and its classroom questions in plain words."""
    path = BOOK / f"{name}.ipynb"
    if not path.exists():
        raise KeyError(f"no chapter {name!r} (looked for {path.relative_to(ROOT)})")
    text = _markdown(path)
    section = _section(text)
    if section is None:
        raise KeyError(f"{name} has no 'For the classroom' section")
    glue = _glue(path)
    items = re.findall(r"^\d+\. (.*?)(?=^\d+\. |^\S|\Z)", section, re.M | re.S)
    questions = tuple(plain(q, glue, name) for q in items)
    title = re.search(r"^# (.+)$", text, re.M)
    return Chapter(name, title[1].strip() if title else name, questions, glue)


def classroom_chapters() -> list[str]:
    """Every chapter with a *For the classroom* section, in path order."""
    names = []
    for path in sorted(BOOK.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts or path.parent.name == "demos":
            continue
        if _section(_markdown(path)) is not None:
            names.append(str(path.relative_to(BOOK).with_suffix("")))
    return names


# ----- facts the keys share ----------------------------------------------------------------
def quiz_refusals(game_id: str, seed: int = 1, count: int = 10) -> dict[str, int]:
    """For the question "Answer ten Quiz questions with one quiz number: which rule refused
    the most moves?": how many of the first ``count`` questions of quiz number ``seed`` on
    ``game_id`` are moves the engine refuses, by the rule it names (most first)."""
    from collections import Counter

    from cardlib.quiz import Quiz

    tally: Counter[str] = Counter()
    for q in Quiz(game_id, seed).take(count):
        if q.kind == "move" and not q.data.get("legal", True):
            tally[q.rule] += 1
    return dict(tally.most_common())


QUIZ_STARTS = "Answer ten Quiz questions with one"
"""How every patience chapter's quiz question starts ("... Which rule refused the most
moves?")."""


def words_list(words: list[str], last: str = "and") -> str:
    """``['a', 'b', 'c']`` -> ``'a, b and c'`` (``last``: the word before the last item)."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def quiz_tally_answer(game_id: str, extra: str = "") -> Answer:
    """The answer to a patience chapter's quiz question, for quiz number 1: the rule that
    refused the most of the ten moves asked about (ties named), every rule's count, how
    many moves were legal, and one refusal in the quiz's own words. ``extra`` ends the
    answer (a chapter's own grouping of the rules)."""
    from cardlib.quiz import Quiz
    from cardlib.summary import number_word

    tally = quiz_refusals(game_id)
    most = max(tally.values())
    top = [rule for rule, n in tally.items() if n == most]
    named = words_list([f"\u201c{r}\u201d" for r in top])
    answer = (
        f"With quiz number 1, {named} refused {number_word(most)} of the ten moves asked about."
        if len(top) == 1
        else f"With quiz number 1, {named} tie, refusing {number_word(most)} moves each."
    )
    example = next(
        q.explanation.removeprefix("The engine refuses it: ")
        for q in Quiz(game_id, 1).take(10)
        if q.kind == "move" and q.rule == top[0]
    )
    counts = words_list([f"\u201c{r}\u201d {number_word(n)}" for r, n in tally.items()])
    legal = number_word(10 - sum(tally.values())).capitalize()
    why = (
        f"The refusals by rule: {counts}. {legal} of the ten moves were legal. For example: "
        f"{example} Another quiz number asks other questions: check the pupils' own tally."
    )
    return Answer(QUIZ_STARTS, answer + extra, why)


# ----- the keys ------------------------------------------------------------------------------
def _load() -> dict[str, KeyWriter]:
    from . import dice, forty_thieves, klondike, tricks, war

    keys: dict[str, KeyWriter] = {}
    for module in (war, dice, tricks, forty_thieves, klondike):
        keys.update(module.KEYS)
    return keys


def key_name(name: str) -> str:
    """The printable's file name for a chapter's key: ``key-<chapter file>``."""
    return f"key-{name.rsplit('/', 1)[-1]}"


def key_html(ch: Chapter, answers: list[Answer]) -> str:
    """A chapter's answer key as a printable page: each question, its answer, the why."""
    if len(answers) != len(ch.questions):
        raise ValueError(
            f"{ch.name}: {len(answers)} answers for {len(ch.questions)} classroom questions"
        )
    items = []
    for n, (q, a) in enumerate(zip(ch.questions, answers, strict=True), 1):
        if not q.startswith(a.starts):
            raise ValueError(f"{ch.name} question {n} no longer starts {a.starts!r}: {q[:80]!r}")
        label = "A model answer" if a.model else "Answer"
        items.append(
            f'<li data-n="{n}"><p class="q">{escape(q)}</p>'
            f"<p><b>{label}:</b> {escape(a.answer)}</p>"
            f'<p class="why"><b>Why:</b> {escape(a.why)}</p></li>'
        )
    body = [
        f"<h1>Answer key: {escape(ch.title)}</h1>",
        "<p>The questions of the chapter's <i>For the classroom</i> section, each with an "
        "answer and the reasoning behind it. Where a question is open, the answer is a model: "
        "other answers that argue from the rules are right too.</p>",
        f'<ol class="answers keyed">{"".join(items)}</ol>',
    ]
    return page_html(f"Answer key: {ch.title}", body, game=ch.title)


KEYS: dict[str, KeyWriter] = {}
"""Filled on first use by :func:`load_keys` (the family modules import this package)."""


def load_keys() -> dict[str, KeyWriter]:
    """Every chapter's key writer, by chapter name."""
    if not KEYS:
        KEYS.update(_load())
    return KEYS
