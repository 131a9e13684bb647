"""The moves of every patience game, and how they are written.

A move is a small frozen value: :class:`Transfer` (cards from one pile to another),
:class:`Deal`, :class:`Redeal` and :class:`Stop` (the stock's moves and giving up), and
the moves of the positional layouts: :class:`Fill` (refill every vacancy), :class:`Pair`
(two cards that make the pairing total), :class:`Swap` (one exchange of the swap grace)
and :class:`Chain` (foundation transfers, then the play they make possible).

Notation (:func:`parse_move`): ``t3-f`` (pile 3 to its foundation; ``t3-f5`` where moves
home name their foundation), ``w-t5``, ``t2:3-t7`` (three cards), ``f2-t4``, ``deal`` (or
``d``, ``s``, ``stock``), ``redeal``, ``stop``; on a positional layout also ``fill``,
``t3+t8``, ``swap t1 t7``, ``f2-f1,t4-f1`` and ``s-t3`` (refill from the pack).

>>> str(parse_move("T2 : 3 - t7", positional=False)), str(parse_move("t3-f5", positional=False))
('t2:3-t7', 't3-f')
>>> str(parse_move("t8+t3", positional=True)), str(parse_move("t3-f5", positional=True))
('t3+t8', 't3-f5')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cardlib.game import IllegalMove, Move

__all__ = [
    "DEAL",
    "FILL",
    "REDEAL",
    "STOP",
    "Chain",
    "Deal",
    "Fill",
    "Pair",
    "Redeal",
    "Stop",
    "Swap",
    "Transfer",
    "parse_move",
]


@dataclass(frozen=True, slots=True)
class Transfer(Move):
    """Move ``count`` cards from pile ``src`` to pile ``dst`` (``"f"``: to the foundation
    that takes the card, the first one from the left if several do)."""

    src: str
    dst: str
    count: int = 1

    def __str__(self) -> str:
        if self.count == 1:
            return f"{self.src}-{self.dst}"
        return f"{self.src}:{self.count}-{self.dst}"


@dataclass(frozen=True, slots=True)
class Deal(Move):
    """Turn the top stock card(s) onto the waste."""

    def __str__(self) -> str:
        return "deal"


@dataclass(frozen=True, slots=True)
class Redeal(Move):
    """Turn the waste over, unshuffled, as a new stock."""

    def __str__(self) -> str:
        return "redeal"


@dataclass(frozen=True, slots=True)
class Stop(Move):
    """Give up: the game ends, lost (allowed once the stock is used up)."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Fill(Move):
    """Refill every vacancy from the refill source, in order."""

    def __str__(self) -> str:
        return "fill"


@dataclass(frozen=True, slots=True)
class Pair(Move):
    """Remove two cards that make the pairing total (``t3+t8``)."""

    a: str
    b: str

    def __str__(self) -> str:
        return f"{self.a}+{self.b}"


@dataclass(frozen=True, slots=True)
class Swap(Move):
    """One exchange of the swap grace: the cards at ``a`` and ``b`` change places."""

    a: str
    b: str

    def __str__(self) -> str:
        return f"swap {self.a} {self.b}"


@dataclass(frozen=True, slots=True)
class Chain(Move):
    """Foundation transfers followed by the play they make possible, as one move."""

    steps: tuple[Transfer, ...]

    def __str__(self) -> str:
        return ",".join(str(s) for s in self.steps)


DEAL, REDEAL, STOP, FILL = Deal(), Redeal(), Stop(), Fill()

_MOVE_RE = re.compile(r"^([sw]|[tfr]\d+)\s*(?::\s*(\d+))?\s*-\s*([fsw]|[tfr]\d+)$")
_PAIR_RE = re.compile(r"^t(\d+)\s*\+\s*t(\d+)$")
_SWAP_RE = re.compile(r"^swap\s+t(\d+)\s+t(\d+)$")
_STEP_RE = re.compile(r"^([swt]\d*|f\d+)\s*-\s*(f\d*|t\d+)$")
_REFILL_RE = re.compile(r"^s\s*-\s*(t\d+)$")
_WORDS: dict[str, Move] = {
    "deal": DEAL,
    "d": DEAL,
    "s": DEAL,
    "stock": DEAL,
    "redeal": REDEAL,
    "stop": STOP,
    "give up": STOP,
}


def _positional(t: str) -> Move | None:
    """``fill``, ``t3+t8``, ``swap t1 t7``, ``f2-f1,t4-f1``, ``s-t3``; ``None`` for others."""
    if t == "fill":
        return FILL
    for regex, kind in ((_PAIR_RE, Pair), (_SWAP_RE, Swap)):
        m = regex.match(t)
        if m:
            a, b = sorted((int(m.group(1)), int(m.group(2))))
            return kind(f"t{a}", f"t{b}")
    if "," in t:
        steps = []
        for part in t.split(","):
            sm = _STEP_RE.match(part.strip())
            if sm is None:
                raise IllegalMove(f"{part!r} is not a step of a transfer", rule="notation")
            steps.append(Transfer(sm.group(1), sm.group(2)))
        return Chain(tuple(steps))
    m = _REFILL_RE.match(t)
    return Transfer("s", m.group(1)) if m else None


def parse_move(text: object, *, positional: bool) -> Move:
    """The move ``text`` writes (case and spaces do not matter). ``positional``: the game
    is laid out in positions, so its own moves are read too and a move home names its
    foundation; otherwise any foundation named as a destination means "home" (``"f"``).
    Raises ``IllegalMove`` (rule ``notation``) for text that is not a move."""
    if not isinstance(text, str):
        raise IllegalMove(f"{text!r} is not a move", rule="notation")
    t = " ".join(text.strip().lower().split())
    if t in _WORDS:
        return _WORDS[t]
    if positional:
        extra = _positional(t)
        if extra is not None:
            return extra
    m = _MOVE_RE.match(t)
    if m is None:
        raise IllegalMove(
            f"{text!r} is not a patience move: write e.g. 't3-f', 'w-t5', 't2:3-t7', "
            "'deal' or 'redeal'",
            rule="notation",
        )
    src, count, dst = m.group(1), m.group(2), m.group(3)
    n = int(count) if count else 1
    if n < 1:
        raise IllegalMove("a move takes at least one card", rule="notation")
    if dst.startswith("f") and not positional:
        dst = "f"
    return Transfer(src, dst, n)
