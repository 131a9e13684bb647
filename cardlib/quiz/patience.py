"""Patience: "Is this move legal, and why?" for every patience game, through the public API.

The position comes from seeded random play; the move asked about is a legal move or a
card moved from one pile to another that the engine refuses. The answer is the engine's:
``play`` accepts the move, or raises ``IllegalMove`` whose ``rule`` names the reason. The
other choices are the rules the engine gives for other moves refused in the same position,
so a new patience game brings its own rules into its quiz.

>>> import cardlib, random
>>> q = move_question(cardlib.new_game("forty-thieves", seed=2), random.Random(1))
>>> q.prompt.startswith("Is this move legal?"), q.choices[0]
(True, 'Yes, it is legal')
"""

from __future__ import annotations

import random

from cardlib.game import Game, IllegalMove, Move
from cardlib.patience.engine import PatienceGame, Stop, Transfer
from cardlib.patience.piles import PileKind, PileView
from cardlib.quiz.generators import register_generator
from cardlib.quiz.playout import history_of, walk
from cardlib.quiz.question import Question
from cardlib.views.patience import patience_html

__all__ = ["LEGAL", "move_question", "move_text", "question_for_move", "refused"]

LEGAL = "Yes, it is legal"
"""The choice saying the move is allowed; every other choice is ``No: <rule>``."""

_MAX_CHOICES = 4
_PROBES = 24
_SAMPLE = 80


def refused(game: Game, move: Move) -> IllegalMove | None:
    """The engine's refusal of ``move`` now, or ``None`` when ``play`` accepts it (the move
    is then taken back)."""
    try:
        game.play(move)
    except IllegalMove as e:
        return e
    game.undo()
    return None


def move_text(game: PatienceGame, move: Move, piles: dict[str, PileView]) -> str:
    """A move in words from the layout (for legal and refused moves alike)."""
    if not isinstance(move, Transfer):
        return game.describe(move)
    src = piles.get(move.src)
    dst = piles.get(move.dst) if move.dst != "f" else None
    if src is None or not src.cards:
        return str(move)
    what = str(src.cards[-move.count]) if move.count <= len(src.cards) else str(src.top)
    if move.count > 1:
        what = f"the {move.count} cards from {what} up"
    if dst is None:
        where = "to a foundation"
    elif dst.top is not None:
        where = f"onto {dst.top} on {dst.label}"
    else:
        where = f"to the empty {dst.label}"
    return f"{what} from {src.label} {where}"


def _candidates(game: PatienceGame, piles: list[PileView], rng: random.Random) -> list[Transfer]:
    """A seeded sample of moves: the top card (or a two-card run) of a pile with face-up
    cards, to another pile. Foundation cards are tried on the tableau only."""
    sources = [p for p in piles if p.kind is not PileKind.STOCK and p.cards and p.face_up[-1]]
    targets = [p for p in piles if p.kind not in (PileKind.STOCK, PileKind.WASTE)]
    out: dict[Transfer, None] = {}
    if not sources or not targets:
        return []
    for _ in range(_SAMPLE):
        p, q = rng.choice(sources), rng.choice(targets)
        if p.name == q.name or (p.kind is q.kind is PileKind.FOUNDATION):
            continue
        n = 1
        two = p.kind is PileKind.TABLEAU and len(p.cards) >= 2 and p.face_up[-2]
        if two and rng.random() < 0.2:
            n = 2
        out[game.move_for(p.name, q.name, n)] = None
    return list(out)


def _refusals(
    game: PatienceGame, rng: random.Random
) -> tuple[list[Move], dict[str, tuple[Move, IllegalMove]]]:
    """The legal moves (``stop`` left out) and, per rule, one sampled move the engine
    refuses for that rule."""
    legal = [m for m in game.legal_moves() if not isinstance(m, Stop)]
    known = set(legal)
    others = [m for m in _candidates(game, game.layout(), rng) if m not in known]
    reasons: dict[str, tuple[Move, IllegalMove]] = {}
    for m in others[:_PROBES]:
        err = refused(game, m)
        if err is None:
            legal.append(m)
        elif err.rule not in reasons:
            reasons[err.rule] = (m, err)
    return legal, reasons


def question_for_move(game: PatienceGame, move: Move, rng: random.Random | None = None) -> Question:
    """Ask whether ``move`` is legal now in ``game``; the other choices are rules the
    engine gives for other moves it refuses in this position."""
    rng = rng or random.Random(0)
    _, reasons = _refusals(game, rng)
    err = refused(game, move)
    wrong = [r for r in sorted(reasons) if err is None or r != err.rule]
    rng.shuffle(wrong)
    picked = ([] if err is None else [err.rule]) + wrong
    choices = [LEGAL] + [f"No: {r}" for r in sorted(picked[: _MAX_CHOICES - 1])]
    if len(choices) < 2:
        choices.append("No: the move breaks a rule")
    layout = game.layout()
    piles = {p.name: p for p in layout}
    text = move_text(game, move, piles)
    if err is None:
        answer = LEGAL
        explanation = f"The engine accepts it: {game.describe(move)}."
        rule = "a legal move"
    else:
        answer = f"No: {err.rule}"
        explanation = f"The engine refuses it: {err}."
        rule = err.rule
    highlight = [n for n in (getattr(move, "src", ""), getattr(move, "dst", "")) if n in piles]
    return Question(
        game_id=game.id,
        kind="move",
        prompt=f"Is this move legal? {text[0].upper()}{text[1:]}.",
        picture=patience_html(game, highlight=highlight, scale=0.6),
        choices=tuple(choices),
        answer=frozenset({answer}),
        explanation=explanation,
        rule=rule,
        key=f"move:{game.deal_code}:{len(game.history)}:{move}",
        deal_code=game.deal_code,
        history=history_of(game),
        data={"move": str(move), "legal": err is None},
    )


def move_question(game: PatienceGame, rng: random.Random) -> Question | None:
    """Ask about one move in ``game``'s current position (``None`` if nothing to ask):
    a legal move about one time in three, else a refused one, its rule drawn at random."""
    if game.is_over:
        return None
    legal, reasons = _refusals(game, rng)
    if legal and (not reasons or rng.random() < 0.35):
        transfers = [m for m in legal if isinstance(m, Transfer)]
        move: Move = rng.choice(transfers if transfers and rng.random() < 0.8 else legal)
    elif reasons:
        move = reasons[rng.choice(sorted(reasons))][0]
    else:
        return None
    return question_for_move(game, move, rng)


def _choose(moves: list[Move], rng: random.Random) -> Move:
    """Random play that rarely turns the stock while other moves exist, and never stops."""
    moves = [m for m in moves if not isinstance(m, Stop)] or moves
    transfers = [m for m in moves if isinstance(m, Transfer)]
    if transfers and rng.random() < 0.75:
        return rng.choice(transfers)
    return rng.choice(moves)


def _is_patience(game: Game) -> bool:
    return isinstance(game, PatienceGame)


@register_generator("move", capability=_is_patience)
def _move(game: Game, rng: random.Random) -> Question | None:
    if not isinstance(game, PatienceGame):
        return None
    walk(game, rng, rng.randrange(0, 40), _choose)
    if game.is_over and game.history:
        game.undo()  # ask about the last position with a move left
    return move_question(game, rng)
