"""The fallback for any game with moves: "Is this move legal?"

The move asked about is either legal now or a move that was legal at another moment of
the same seeded game; the engine's ``play`` decides, and its ``IllegalMove`` names the
rule. This is what a game of a family without its own generators gets.

>>> import cardlib, random
>>> q = move_legal_question(cardlib.new_game("war", seed=1), random.Random(2))
>>> q.choices
('Legal', 'Not legal')
"""

from __future__ import annotations

import random
from html import escape

from cardlib.game import Game, IllegalMove, Move
from cardlib.quiz.generators import register_generator
from cardlib.quiz.playout import history_of
from cardlib.quiz.question import Question

__all__ = ["CHOICES", "move_legal_question"]

CHOICES = ("Legal", "Not legal")


def _words(game: Game, move: Move) -> str:
    describe = getattr(game, "describe", None)
    if callable(describe):
        try:
            return f"{describe(move)} ({move})"
        except (ValueError, KeyError, IndexError, AttributeError):
            pass
    return str(move)


def move_legal_question(game: Game, rng: random.Random) -> Question | None:
    """Play a seeded stretch of ``game``, then ask whether one move is legal."""
    steps = rng.randrange(0, 30)
    seen: list[Move] = []
    for _ in range(steps):
        moves = game.legal_moves()
        if game.is_over or not moves:
            break
        seen.extend(moves)
        game.play(rng.choice(moves))
    ahead = game.copy()
    for _ in range(10):  # moves of the near future, often not legal yet
        moves = ahead.legal_moves()
        if ahead.is_over or not moves:
            break
        seen.extend(moves)
        ahead.play(rng.choice(moves))
    if game.is_over:
        return None
    legal = game.legal_moves()
    illegal = list(dict.fromkeys(m for m in seen if m not in legal))
    pool = illegal if illegal and (rng.random() < 0.6 or not legal) else legal
    if not pool:
        return None
    move = rng.choice(pool)
    try:
        game.play(move)
    except IllegalMove as e:
        answer, explanation, rule = CHOICES[1], f"The engine refuses it: {e}.", e.rule
    else:
        game.undo()
        answer, explanation, rule = CHOICES[0], "The engine accepts it.", "a legal move"
    text = _words(game, move) if answer == CHOICES[0] else str(move)
    html = getattr(game, "_repr_html_", None)
    picture = html() if callable(html) else f"<pre>{escape(str(game.state))}</pre>"
    return Question(
        game_id=game.id,
        kind="move legal",
        prompt=f"Is this move legal now? {text}",
        picture=str(picture),
        choices=CHOICES,
        answer=frozenset({answer}),
        explanation=explanation,
        rule=rule,
        key=f"legal:{game.deal_code}:{len(game.history)}:{move}",
        deal_code=game.deal_code,
        history=history_of(game),
        data={"move": str(move), "legal": answer == CHOICES[0]},
    )


register_generator("move legal", fallback=True)(move_legal_question)
