"""The generator registry: which question generators a game gets.

A generator is a function ``(game, rng) -> Question | None``: it receives a freshly dealt
game (from a seed), plays seeded moves on it to reach a suitable position and asks the
engine the answer; ``None`` means "no good position in this deal" (the session tries
another deal). Generators are registered for a *family* (``GameInfo.family``) or for a
*capability* (a test on the game, e.g. "is a patience game"); a game whose family and
capabilities match none gets the fallback "Is this move legal?" generator, which works for
any game with moves. So every game added to the catalog gets a quiz without editing here.

>>> import cardlib
>>> [g.name for g in generators_for(cardlib.new_game("war", seed=1))]
['pot']
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from cardlib.game import Game
from cardlib.quiz.question import Question

__all__ = ["Generator", "QuizGenerator", "generators_for", "register_generator"]

Generator = Callable[[Game, random.Random], Question | None]


@dataclass(frozen=True)
class QuizGenerator:
    """A registered generator: its name, what it applies to, and the function."""

    name: str
    make: Generator
    families: frozenset[str] = frozenset()
    capability: Callable[[Game], bool] | None = None
    fallback: bool = False

    def applies(self, game: Game) -> bool:
        """True when this generator serves ``game`` (by family or capability)."""
        if game.info.family in self.families:
            return True
        return self.capability is not None and self.capability(game)


_REGISTRY: list[QuizGenerator] = []


def register_generator(
    name: str,
    *,
    families: tuple[str, ...] = (),
    capability: Callable[[Game], bool] | None = None,
    fallback: bool = False,
) -> Callable[[Generator], Generator]:
    """Decorator: register a generator for families, a capability, or as the fallback."""

    def wrap(make: Generator) -> Generator:
        _REGISTRY[:] = [g for g in _REGISTRY if g.name != name]
        _REGISTRY.append(QuizGenerator(name, make, frozenset(families), capability, fallback))
        return make

    return wrap


def _load() -> None:
    import cardlib.quiz.dice
    import cardlib.quiz.moves
    import cardlib.quiz.patience
    import cardlib.quiz.tricks
    import cardlib.quiz.war  # noqa: F401


def generators_for(game: Game) -> list[QuizGenerator]:
    """The generators serving ``game``, in registration order; the fallback if none."""
    _load()
    found = [g for g in _REGISTRY if not g.fallback and g.applies(game)]
    return found or [g for g in _REGISTRY if g.fallback]
