"""A quiz question: prompt, picture, choices, the engine's answer and its explanation.

>>> q = Question(
...     game_id="war", kind="pot", prompt="Who takes the pot?", picture="",
...     choices=("A", "B"), answer=frozenset({"A"}), explanation="K beats 7.",
...     rule="higher card", key="war:K-7", deal_code="war:1")
>>> q.check("B").correct, q.check("A").correct
(False, True)
>>> q.check("B").text
'Wrong. The answer is A. K beats 7. (Rule: higher card.)'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Question", "Verdict"]


@dataclass(frozen=True)
class Verdict:
    """The result of checking an answer: right or wrong, with the explanation and rule."""

    correct: bool
    given: frozenset[str]
    answer: frozenset[str]
    answer_text: str
    explanation: str
    rule: str

    @property
    def text(self) -> str:
        """One paragraph for the reader: right or wrong, the answer, why, and the rule."""
        head = "Right!" if self.correct else f"Wrong. The answer is {self.answer_text}."
        return f"{head} {self.explanation} (Rule: {self.rule}.)"


@dataclass(frozen=True)
class Question:
    """One question drawn from a seeded position and answered by the engine.

    ``choices`` are the texts of the answer buttons; ``answer`` holds the right one (or,
    when ``multiple`` is true, every right one: the reader picks a set). ``picture`` is
    self-contained HTML. ``explanation`` says why, naming the rule (``rule``, a few words).
    ``key`` identifies the question's content (two questions with the same key are the same
    question to a reader). ``deal_code`` and ``history`` rebuild the position:
    ``cardlib.from_deal_code(deal_code)`` then ``replay(history)``. ``data`` holds facts a
    test or a page may read (the move asked about, the cards of a trick ...).
    """

    game_id: str
    kind: str
    prompt: str
    picture: str
    choices: tuple[str, ...]
    answer: frozenset[str]
    explanation: str
    rule: str
    key: str
    deal_code: str
    history: tuple[str, ...] = ()
    multiple: bool = False
    data: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if len(set(self.choices)) != len(self.choices):
            raise ValueError(f"repeated choice in {self.choices!r}")
        if not self.answer <= set(self.choices):
            raise ValueError(f"answer {sorted(self.answer)} is not among the choices")
        if not self.multiple and len(self.answer) != 1:
            raise ValueError("a single-choice question has exactly one answer")

    @property
    def answer_text(self) -> str:
        """The right answer in words (choices in their order; ``none`` for an empty set)."""
        right = [c for c in self.choices if c in self.answer]
        return ", ".join(right) if right else "none of them"

    def check(self, given: str | Iterable[str]) -> Verdict:
        """Check an answer: one choice, or (``multiple``) any iterable of choices.

        ``ValueError`` for a text that is not among the choices.
        """
        picked = frozenset([given] if isinstance(given, str) else given)
        unknown = picked - set(self.choices)
        if unknown:
            raise ValueError(f"{sorted(unknown)} not among the choices: {', '.join(self.choices)}")
        if not self.multiple and len(picked) != 1:
            raise ValueError("choose exactly one answer")
        return Verdict(
            correct=picked == self.answer,
            given=picked,
            answer=self.answer,
            answer_text=self.answer_text,
            explanation=self.explanation,
            rule=self.rule,
        )
