"""A compact position of a plain patience table, for the solver's search.

The solver searches millions of positions. On an ordinary table (no positional layout, no
refill rule, the standard foundations) :class:`CompactTable` keeps a position in a few
tuples instead of the engine's lists, so that making a move, going back and keying a
position cost a few tuple operations. It is not a second rules engine: every rule it
applies is read from the engine's own lookup tables for the game's rules (which card may
go on which, which cards move together, what a space takes, what each foundation takes
next), and :meth:`CompactTable.legal` lists the same moves as
:meth:`Table.legal <cardlib.patience.table.Table.legal>`, as the same engine move objects
and in the same order, which the tests check position by position. The moves it hands
back are the engine's, so a line found on it is played with ``game.play`` as it is.

The position:

- ``piles``: one tuple per tableau pile, ``(face-down count, card, card, ...)``, bottom
  card first;
- ``found``: the code of each foundation's top card (``-1`` when empty);
- ``seq``: the waste from bottom to top followed by the stock from top to bottom (turning
  the stock or redealing keeps this order); ``w`` cards of it are the waste; ``gone``: a
  bit for each card of the first ``seq`` that has left it (so that a key is one number);
- ``used``: the redeals used.

>>> import cardlib
>>> g = cardlib.new_game("klondike", seed=1)
>>> c = CompactTable(g.table)
>>> c.legal() == [m for m in g.table.legal() if str(m) != "stop"]
True
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from operator import attrgetter
from typing import Any

from cardlib.game import Move
from cardlib.patience.moves import DEAL, REDEAL, Deal, Redeal, Transfer
from cardlib.patience.rules import Foundation
from cardlib.patience.table import HOME, STOCK, WASTE, Table, tops_of

__all__ = ["CompactTable", "fits"]

_FIELDS = ("piles", "found", "seq", "w", "gone", "used", "index", "downs")
"""What a position is (everything else is the rules)."""
_POSITION = attrgetter(*_FIELDS)


def fits(t: Table) -> bool:
    """Whether a table can be searched as a :class:`CompactTable`: an ordinary table (no
    positional layout) with no refill rule and the standard foundations (up in suit from
    the ace), in a game not given up."""
    r = t.rules
    return (
        type(t) is Table
        and not t.stopped
        and r.layout is None
        and r.refill is None
        and r.foundation == Foundation()
    )


class CompactTable:
    """A position of a table that :func:`fits`, with the engine's moves."""

    __slots__ = (
        "_wants",
        "back",
        "downs",
        "draw",
        "fit",
        "found",
        "gone",
        "index",
        "k",
        "piles",
        "redeals",
        "seq",
        "space_f",
        "space_t",
        "t0",
        "used",
        "w",
    )

    def __init__(self, table: Table) -> None:
        if not fits(table):
            raise ValueError("CompactTable takes an ordinary table with the standard foundations")
        k = self.k = table.k
        P = table.piles
        self.t0 = table.T[0] if table.T else len(P)
        self.piles = tuple((table.down[i], *P[i]) for i in table.T)
        self.found = tuple(P[f][-1] if P[f] else -1 for f in table.F)
        seq = tuple(P[WASTE]) + tuple(reversed(P[STOCK]))
        self.seq, self.w, self.gone, self.used = seq, len(P[WASTE]), 0, table.redeals_used
        self.index = tuple(range(len(seq)))  # each card's place in the first seq
        rules = table.rules
        self.draw, self.redeals = rules.stock.draw, rules.stock.redeals
        self.back = rules.foundation_to_tableau
        self.downs = sum(p[0] for p in self.piles)
        self.fit = tuple(tuple(f) for f in k.fit)
        self.space_t, self.space_f = (
            tuple(k.space_ok(c, kind) for c in range(52)) for kind in "tf"
        )
        self._wants: dict[tuple[int, ...], dict[int, int]] = {}

    # -- the position ----------------------------------------------------------------------
    def snapshot(self) -> tuple[Any, ...]:
        """The position (immutable)."""
        return _POSITION(self)

    def restore(self, snap: tuple[Any, ...]) -> None:
        """Go back to a :meth:`snapshot`."""
        for name, value in zip(_FIELDS, snap, strict=True):
            setattr(self, name, value)

    @property
    def won(self) -> bool:
        """Every card home."""
        return not self.seq and all(len(p) == 1 for p in self.piles)

    def down_total(self) -> int:
        """Face-down cards on the tableau."""
        return self.downs

    def key(self, symmetry: bool, count_redeals: bool, cycle: int = 0) -> Hashable:
        """The position's transposition key: the stock and waste (which cards have left
        them, and how many are the waste), the tableau piles (sorted when ``symmetry``:
        see the solver's *canonical keys*) and the redeals used when they are counted.
        The foundations are left out: they hold exactly the cards that are nowhere else.
        With ``cycle`` (the cards turned at a time, when redeals are unlimited: see the
        solver's *stock cycle*), a waste length that turning can bring back from an empty
        waste is keyed as 0."""
        tab = tuple(sorted(self.piles)) if symmetry else self.piles
        w = self.w
        if cycle and (w % cycle == 0 or w == len(self.seq)):
            w = 0
        return (self.gone, w, tab, self.used if count_redeals else 0)

    def pile(self, i: int) -> tuple[int, ...]:
        """The cards of tableau pile ``i`` (an engine pile id), bottom first."""
        return self.piles[i - self.t0][1:]

    def down(self, i: int) -> int:
        """Face-down cards of tableau pile ``i`` (an engine pile id)."""
        return self.piles[i - self.t0][0]

    def home(self) -> list[int]:
        """The codes of the cards on the foundations (standard foundations: each holds
        the ace up to its top card)."""
        return [c for top in self.found if top >= 0 for c in range(top - top % 13, top + 1)]

    # -- what the rules allow (the engine's lookups) ----------------------------------------
    def wanted(self) -> dict[int, int]:
        """Card code -> engine id of the first foundation that takes it now (the same
        dict for the same foundations: do not change it)."""
        want = self._wants.get(self.found)
        if want is not None:
            return want
        k = self.k
        want = self._wants[self.found] = {}
        for f, top in enumerate(self.found, 2):
            if top < 0:
                codes: Iterable[int] = k.base
            elif top % 13 == 12:
                continue
            else:
                codes = k.next[top]
            for c in codes:
                if c not in want:
                    want[c] = f
        return want

    def tops(self) -> tuple[dict[int, list[int]], list[int]]:
        """The tableau piles (engine ids) by top card, and the empty ones."""
        return tops_of((i, p[-1] if len(p) > 1 else -1) for i, p in enumerate(self.piles, self.t0))

    def waste_moves(
        self, want: dict[int, int], tops: dict[int, list[int]], empties: list[int]
    ) -> list[Transfer]:
        """The legal moves of the waste's top card (as the engine's ``waste_moves``)."""
        return self.k.waste_moves(self.seq[self.w - 1], want, tops, empties) if self.w else []

    def stock_move(self) -> Move | None:
        """``deal`` while the stock holds cards, ``redeal`` when it is empty and a redeal
        is allowed, else ``None``."""
        if self.w < len(self.seq):
            return DEAL
        if self.w and (self.redeals is None or self.used < self.redeals):
            return REDEAL
        return None

    def legal(
        self,
        want: dict[int, int] | None = None,
        tops: dict[int, list[int]] | None = None,
        empties: list[int] | None = None,
    ) -> list[Move]:
        """Every legal move but ``stop``, as
        :meth:`Table.legal <cardlib.patience.table.Table.legal>` lists them (``want``,
        ``tops`` and ``empties``: :meth:`wanted` and :meth:`tops`, when the caller has
        them)."""
        if not self.seq and self.won:
            return []
        k = self.k
        if want is None:
            want = self.wanted()
        if tops is None or empties is None:
            tops, empties = self.tops()
        moves: list[Move] = self.waste_moves(want, tops, empties)  # type: ignore[assignment]
        add, fit, mv, link = moves.append, self.fit, k.move, k.link
        cache = k._moves
        ne = len(empties)
        cap_card, cap_space = k.run_cap(ne, False), k.run_cap(ne, True)
        runs, whole, space_t = k.runs, k.whole, self.space_t
        get = tops.get
        for i, p in enumerate(self.piles, self.t0):
            n = len(p) - 1
            if not n:
                continue
            if p[-1] in want:
                add(mv(i, HOME, 1))
            start = n - 1
            if runs:
                d = p[0]
                while start > d and p[start + 1] in link[p[start]]:
                    start -= 1
            for s in (start,) if whole else range(start, n):
                h, cnt = p[s + 1], n - s
                if cnt <= cap_card:
                    for tc in fit[h]:
                        js = get(tc)
                        if js is not None:
                            for j in js:
                                if j != i:
                                    m = cache.get((i, j, cnt))
                                    add(m if m is not None else mv(i, j, cnt))
                if empties and cnt <= cap_space and space_t[h]:
                    for j in empties:
                        add(mv(i, j, cnt))
        if self.back:
            space_f = self.space_f
            for f, top in enumerate(self.found, 2):
                if top < 0:
                    continue
                for tc in fit[top]:
                    for j in get(tc, ()):
                        add(mv(f, j, 1))
                if empties and space_f[top]:
                    for j in empties:
                        add(mv(f, j, 1))
        turn = self.stock_move()
        if turn is not None:
            add(turn)
        return moves

    # -- making moves ----------------------------------------------------------------------
    def turn(self, times: int) -> None:
        """Make the stock's move (``deal`` or ``redeal``) ``times`` times."""
        w, n = self.w, len(self.seq)
        for _ in range(times):
            if w < n:
                w = min(w + self.draw, n)
            else:
                w = 0
                self.used += 1
        self.w = w

    def apply(self, move: Move, want: dict[int, int] | None = None) -> None:
        """Make a legal move (``want``: :meth:`wanted`, when the caller has it)."""
        if isinstance(move, Transfer):
            ids = self.k.ids
            s, n = ids[move.src], move.count
            t0 = self.t0
            if s >= t0:
                piles = list(self.piles)
                p = piles[s - t0]
                cards = p[-n:]
                rest = p[:-n]
                if rest[0] and len(rest) == rest[0] + 1:
                    rest = (rest[0] - 1, *rest[1:])
                    self.downs -= 1
                piles[s - t0] = rest
                c = cards[0]
            elif s == WASTE:
                w = self.w
                c = self.seq[w - 1]
                cards = (c,)
                self.seq = self.seq[: w - 1] + self.seq[w:]
                self.gone |= 1 << self.index[w - 1]
                self.index = self.index[: w - 1] + self.index[w:]
                self.w = w - 1
                piles = None
            else:
                found = list(self.found)
                c = found[s - 2]
                found[s - 2] = c - 1 if c % 13 else -1
                self.found = tuple(found)
                cards = (c,)
                piles = None
            if move.dst == "f":
                f = (want or self.wanted())[c]
                found = list(self.found)
                found[f - 2] = c
                self.found = tuple(found)
            else:
                d = ids[move.dst] - t0
                if piles is None:
                    piles = list(self.piles)
                piles[d] = piles[d] + cards
            if piles is not None:
                self.piles = tuple(piles)
        elif isinstance(move, Deal):
            self.w = min(self.w + self.draw, len(self.seq))
        elif isinstance(move, Redeal):
            self.w = 0
            self.used += 1
        else:
            raise ValueError(f"CompactTable makes transfers and turns of the stock, not {move}")
