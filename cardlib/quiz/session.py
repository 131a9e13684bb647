"""A quiz session: seeded questions for one game, without repeats, with a score.

>>> quiz = Quiz("war", seed=7)
>>> q = quiz.next()
>>> v = quiz.answer(q.choices[0])
>>> quiz.answered, quiz.right == int(v.correct)
(1, True)
>>> [x.key for x in Quiz("war", seed=7).take(3)] == [x.key for x in Quiz("war", seed=7).take(3)]
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

from cardlib.game import Game, GameInfo
from cardlib.quiz.generators import QuizGenerator, generators_for
from cardlib.quiz.question import Question, Verdict
from cardlib.registry import game_factory, new_game

__all__ = ["Quiz"]

MAX_TRIES = 60
"""Deals tried for one new question before giving up (``RuntimeError``)."""


class Quiz:
    """Questions on ``game_id`` (id or alias) from ``seed``: the same seed gives the same
    questions in the same order, so a class can share them. ``options`` are game options.

    :meth:`next` draws a new question (never one with the key of an earlier question),
    :meth:`answer` checks the answer to the current one and keeps the score (the first
    answer to a question counts; later ones are checked but not scored).
    """

    def __init__(self, game_id: str, seed: int = 1, **options: object) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"a quiz seed is a whole number, not {seed!r}")
        info, _, _ = game_factory(game_id)
        self.options: dict[str, Any] = dict(options)
        self.game_id = game_id
        self.info: GameInfo = info
        self.seed = seed
        self.generators: list[QuizGenerator] = generators_for(self._deal(1))
        self._rng = random.Random(f"quiz:{self.info.id}:{seed}")
        self.questions: list[Question] = []
        self._keys: set[str] = set()
        self._scored: set[int] = set()
        self.right = 0
        self.answered = 0

    def _deal(self, seed: int) -> Game:
        return new_game(self.game_id, seed, **self.options)

    @property
    def current(self) -> Question | None:
        """The question being asked (``None`` before the first)."""
        return self.questions[-1] if self.questions else None

    def next(self) -> Question:
        """Draw the next question: a new seeded deal and position per try, the generators
        taking turns; ``RuntimeError`` if no new question turns up."""
        n = len(self.questions)
        for attempt in range(MAX_TRIES):
            deal_seed = self._rng.randrange(1, 1_000_000)
            gen = self.generators[(n + attempt) % len(self.generators)]
            rng = random.Random(f"quiz:{self.info.id}:{self.seed}:{n}:{attempt}")
            game = self._deal(deal_seed)
            q = gen.make(game, rng)
            if q is not None and q.key not in self._keys:
                self._keys.add(q.key)
                self.questions.append(q)
                return q
        raise RuntimeError(f"no new {self.info.name} question after {MAX_TRIES} deals")

    def take(self, count: int) -> list[Question]:
        """The next ``count`` questions."""
        return [self.next() for _ in range(count)]

    def __iter__(self) -> Iterator[Question]:
        while True:
            yield self.next()

    def answer(self, given: str | Iterable[str]) -> Verdict:
        """Check an answer to the current question; the first answer to each counts."""
        q = self.current
        if q is None:
            raise ValueError("no question yet: call next() first")
        verdict = q.check(given)
        index = len(self.questions) - 1
        if index not in self._scored:
            self._scored.add(index)
            self.answered += 1
            self.right += int(verdict.correct)
        return verdict

    @property
    def score_text(self) -> str:
        """The session score in words: ``'2 right out of 3'``."""
        return f"{self.right} right out of {self.answered}"

    def __repr__(self) -> str:
        return f"<Quiz {self.info.id} seed {self.seed}: {self.score_text}>"
