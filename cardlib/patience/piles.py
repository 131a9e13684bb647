"""Piles: their kinds, their names in move notation, and the read-only view a widget draws.

Every pile has a short name used in move notation: ``s`` (stock), ``w`` (waste),
``f1`` … (foundations), ``t1`` … (tableau piles), ``r1`` … (reserves); numbers count
from 1, left to right.

>>> pile_name(PileKind.TABLEAU, 2)
't3'
>>> parse_pile_name("f8")
(<PileKind.FOUNDATION: 'f'>, 7)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from cardlib.cards import Card
from cardlib.game import Move

if TYPE_CHECKING:
    from cardlib.patience.rules import Rules

__all__ = ["PileKind", "PileView", "parse_pile_name", "pile_name", "pile_words"]


class PileKind(Enum):
    """The kinds of pile on a patience table; the value is the notation letter."""

    STOCK = "s"
    WASTE = "w"
    FOUNDATION = "f"
    TABLEAU = "t"
    RESERVE = "r"

    @property
    def label(self) -> str:
        """The kind in words: ``'tableau'``."""
        return self.name.lower()


_SINGLE = (PileKind.STOCK, PileKind.WASTE)


def pile_name(kind: PileKind, index: int = 0) -> str:
    """The notation name of the ``index``-th (0-based) pile of a kind."""
    return kind.value if kind in _SINGLE else f"{kind.value}{index + 1}"


def parse_pile_name(name: str) -> tuple[PileKind, int]:
    """Kind and 0-based index of a pile name; ``ValueError`` if it is not one."""
    text = name.strip().lower()
    if not text:
        raise ValueError("empty pile name")
    try:
        kind = PileKind(text[0])
    except ValueError:
        raise ValueError(f"{name!r} is not a pile name") from None
    if kind in _SINGLE:
        if len(text) > 1:
            raise ValueError(f"{name!r} is not a pile name")
        return kind, 0
    if not text[1:].isdigit() or int(text[1:]) < 1:
        raise ValueError(f"{name!r} is not a pile name")
    return kind, int(text[1:]) - 1


@dataclass(frozen=True)
class PileView:
    """What a widget needs to draw one pile and make it clickable.

    ``cards`` run bottom to top with ``face_up`` alongside (stock cards lie face down);
    ``movable`` is how many top cards may be picked up together now (0: none), and
    ``clickable`` says whether clicking the pile does something (the stock deals or
    redeals; other piles when a card can be picked up). ``words`` is its name in a sentence, as the
    game's board calls it (``'the talon'``, ``'packet IIII'``, ``'the Sultan'``: see
    :meth:`~cardlib.patience.table.Table.place`), ``label`` the same without its article
    (``'pile 3'``, ``'talon'``, ``'Sultan'``; the stock's with its count: ``'pack (64)'``).

    What a view needs without working out a rule: ``empty`` is what the pile's empty place
    shows (the rank symbol a foundation takes, ``'↻'`` on an empty stock whose click turns
    the waste over, else nothing); ``click`` is the move a click on the stock plays by
    itself now (deal, redeal, fill), ``None`` for every other pile.
    """

    name: str
    kind: PileKind
    index: int
    cards: tuple[Card, ...]
    face_up: tuple[bool, ...]
    movable: int
    clickable: bool
    label: str
    words: str = ""
    empty: str = ""
    click: Move | None = None

    @property
    def redeals(self) -> bool:
        """Whether this is an empty stock whose click turns the waste over now."""
        return self.kind is PileKind.STOCK and not self.cards and self.click is not None

    @property
    def top(self) -> Card | None:
        """The top card, or ``None`` for an empty pile."""
        return self.cards[-1] if self.cards else None


def pile_words(
    rules: Rules, names: Sequence[str], hint: Mapping[str, Mapping[str, Any]] | None = None
) -> dict[str, str]:
    """Every pile's name in words (pile name -> words), as the game's board calls it: the
    stock and the waste by their roles in the picture (``hint``: ``'the pack'``,
    ``'the talon'``, ``'the hand'``); foundations by their role in the layout, numbered
    when several share it (``'hour IIII'``, ``'the centre'``, ``'angle 2'``,
    ``'foundation 3'``); tableau piles by their picture role when it is theirs alone
    (``'packet IIII'``, ``'left row 2'``), else by row and column of a grid, else numbered
    (``'wing 3'``, ``'pile 7'``); reserves by their role (``'the Sultan'``).

    >>> import cardlib
    >>> rules = cardlib.new_game("forty-thieves", seed=1).rules
    >>> words = pile_words(rules, ["s", "w", "f1", "t3"])
    >>> words["s"], words["w"], words["f1"], words["t3"]
    ('the stock', 'the waste', 'foundation 1', 'pile 3')
    """
    lay = rules.layout
    roles = {n: str(h.get("role", "")).split(" (")[0] for n, h in (hint or {}).items()}
    shared = Counter(roles.values())

    def the(role: str) -> str:
        return role if role.startswith("the ") or " " in role else f"the {role}"

    found_roles = [f.role for f in lay.foundations] if lay is not None else []
    found_shared = Counter(found_roles)
    seen: Counter[str] = Counter()
    out: dict[str, str] = {}
    for name in names:
        kind, n = name[0], name[1:]
        role = roles.get(name, "")
        if kind in "sw":
            default = {"s": "stock", "w": "waste"}[kind]
            if lay is not None:
                default = {"s": "pack" if lay.stock_deals else "hand", "w": "talon"}[kind]
            out[name] = f"the {role or default}"
        elif kind == "f":
            j = int(n) - 1
            role = found_roles[j] if found_roles else "foundation"
            seen[role] += 1
            out[name] = f"{role} {seen[role]}" if found_shared[role] > 1 else the(role)
            if not found_roles:
                out[name] = f"foundation {n}"
        elif kind == "t":
            if role and shared[role] == 1:
                out[name] = role
            elif lay is not None and lay.rows > 1:
                r, c = divmod(int(n) - 1, lay.columns)
                out[name] = f"row {r + 1}, column {c + 1}"
            elif lay is not None:
                out[name] = f"{lay.roles} {n}"
            else:
                out[name] = f"pile {n}"
        elif kind == "r":
            j = int(n) - 1
            role = lay.reserves[j].role if lay is not None and j < len(lay.reserves) else ""
            out[name] = (
                (role if role.startswith("the ") else f"the cards {role}")
                if role
                else (f"reserve {n}")
            )
    return out
