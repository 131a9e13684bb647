"""A compact position of a pairing layout (The Fourteenth), for the solver's search.

On a pairing layout the rules read only the *values* of the cards: two cards leave together
when they lie in one row or column and their values make the layout's total, the hand
refills the emptied places in reading order, and the swap grace exchanges cards by place.
Suits never matter, and the moves name places, not cards. :class:`PairTable` therefore
keeps a position as the values at the places, the values of the hand in the order they
come, how many of them have come, and the state of the swap grace. Two positions with the
same values everywhere have the same legal moves, by name, leading to positions with the
same values again: the same futures, so the solver may key positions by value (the two
packs' eight cards of a value, of any suit, are interchangeable).

It is not a second rules engine: the places, their rows and columns, the total, the grace
and the refill source are read from the engine's table, and :meth:`PairTable.legal` lists
the same moves as :meth:`Table.legal
<cardlib.patience.table.Table.legal>` (leaving out ``stop``), as the same
engine move objects and in the same order, which the tests check position by position.

>>> import cardlib
>>> g = cardlib.new_game("the-fourteenth", seed=2)
>>> p = PairTable(g.table)
>>> p.legal() == [m for m in g.table.legal() if str(m) != "stop"]
True
"""

from __future__ import annotations

from collections.abc import Hashable
from itertools import combinations
from typing import Any

from cardlib.game import Move
from cardlib.patience.moves import Pair, Swap
from cardlib.patience.positions import RefillPolicy, SwapGrace, Transfers, Vacancies
from cardlib.patience.table import STOCK, WASTE, Table

__all__ = ["PairTable", "pairing_fits"]


def pairing_fits(t: Table) -> bool:
    """Whether a table can be searched as a :class:`PairTable`: a positional layout whose
    only moves are pairs and the swap grace (The Fourteenth, every option)."""
    if not t.positional:
        return False
    lay = t.lay
    return bool(
        lay.pair_total
        and lay.build is None
        and not lay.blocking
        and not lay.fills_spaces
        and not lay.lane_grace
        and not lay.reserves
        and not lay.first_kings
        and lay.transfers is Transfers.NONE
        and lay.vacancies is Vacancies.ALL
        and t.rows_open == lay.rows
        and not lay.stock_deals
        and lay.refill is RefillPolicy.AUTO
        and tuple(lay.refill_from) == ("s",)
        and not t.piles[WASTE]
        and t.dealing < 0
        and not t.accept_map()
        and lay.size == 1
    )


class PairTable:
    """A pairing layout's position by value (see the module docstring).

    ``vals[i]``: the value at place ``i`` (``0`` when empty); ``hand``: the values still to
    come, first first, of which ``h`` have come; ``graces``: exchanges of the grace begun
    (as the engine counts them); ``swapping``: the places of the grace's first exchange
    until the second is made.
    """

    def __init__(self, t: Table) -> None:
        if not pairing_fits(t):
            raise ValueError("not a pairing layout")
        lay, k = t.lay, t.k
        self.total = lay.pair_total
        self.grace = SwapGrace(lay.swap_grace)
        places = list(t.T)
        self.names = [k.names[i] for i in places]
        n = len(places)
        rows = [k.row[i] for i in places]
        cols = [k.col[i] for i in places]
        #: for each place, the places in its row or column
        self.mates: list[tuple[int, ...]] = [
            tuple(j for j in range(n) if j != i and (rows[i] == rows[j] or cols[i] == cols[j]))
            for i in range(n)
        ]
        self.lines = [(a, b) for a, b in combinations(range(n), 2) if b in self.mates[a]]
        self.vals = [t.piles[i][-1] % 13 + 1 if t.piles[i] else 0 for i in places]
        self.hand = tuple(c % 13 + 1 for c in reversed(t.piles[STOCK]))
        self.h = 0
        self.graces = t.graces
        self.swapping = tuple(places.index(i) for i in t.swapping)
        self._pair_moves = {(a, b): Pair(self.names[a], self.names[b]) for a, b in self.lines}
        self._swap_moves = {
            (a, b): Swap(self.names[a], self.names[b]) for a, b in combinations(range(n), 2)
        }
        #: each move's two places
        self.index: dict[Move, tuple[int, int]] = {m: ab for ab, m in self._pair_moves.items()}
        self.index.update({m: ab for ab, m in self._swap_moves.items()})

    # -- the position ------------------------------------------------------------------------
    @property
    def won(self) -> bool:
        """True when every card has been paired off."""
        return self.hand_empty and not any(self.vals)

    @property
    def hand_empty(self) -> bool:
        """True when no card is left to refill a place."""
        return self.h == len(self.hand)

    def key(self) -> Hashable:
        """The position by value (see the module docstring)."""
        return (tuple(self.vals), self.h, self.graces, self.swapping)

    def snapshot(self) -> Any:
        """An immutable copy of the position."""
        return (tuple(self.vals), self.h, self.graces, self.swapping)

    def restore(self, snap: Any) -> None:
        """Go back to a snapshot."""
        vals, self.h, self.graces, self.swapping = snap
        self.vals = list(vals)

    # -- moves -------------------------------------------------------------------------------
    def pairs(self) -> list[tuple[int, int]]:
        """The pairs that can be made now, as places, in the engine's order."""
        v, total = self.vals, self.total
        return [(a, b) for a, b in self.lines if v[a] and v[b] and v[a] + v[b] == total]

    def grace_open(self) -> bool:
        """Whether an exchange of the swap grace may begin when no pair can be made."""
        return self.grace is not SwapGrace.OFF and not self.graces

    def legal(self) -> list[Move]:
        """Every legal move but ``stop``, as
        :meth:`Table.legal <cardlib.patience.table.Table.legal>` lists them."""
        if self.won:
            return []
        if self.swapping:
            return self._swaps()
        moves: list[Move] = [self._pair_moves[ab] for ab in self.pairs()]
        if not moves and self.grace_open():
            moves = self._swaps()
        return moves

    def _swaps(self) -> list[Move]:
        v, sw = self.vals, self.swapping
        occupied = [i for i in range(len(v)) if v[i] and i not in sw]
        return [self._swap_moves[ab] for ab in combinations(occupied, 2)]

    def apply(self, move: Move) -> None:
        """Make a legal move (one of :meth:`legal`)."""
        a, b = self.index[move]
        v = self.vals
        if isinstance(move, Pair):
            v[a] = v[b] = 0
            if self.grace is SwapGrace.PER_BLOCK:
                self.graces = 0
        else:
            v[a], v[b] = v[b], v[a]
            if self.swapping:
                self.swapping = ()
            else:
                self.swapping = (a, b)
                self.graces += 1
        hand, n = self.hand, len(self.hand)
        if self.h < n:  # as the engine: every empty place, in reading order, from the hand
            for i, x in enumerate(v):
                if not x:
                    v[i] = hand[self.h]
                    self.h += 1
                    if self.h == n:
                        break

    # -- for the search's order --------------------------------------------------------------
    def pair_count(self) -> int:
        """How many pairs could be made now."""
        return len(self.pairs())

    def _pairs_at(self, places: tuple[int, ...]) -> int:
        """Pairs that include one of ``places``."""
        v, total, mates = self.vals, self.total, self.mates
        seen: set[tuple[int, int]] = set()
        for a in places:
            if v[a]:
                want = total - v[a]
                for b in mates[a]:
                    if v[b] == want:
                        seen.add((a, b) if a < b else (b, a))
        return len(seen)

    def pairs_after(self, move: Move, now: int) -> int:
        """How many pairs could be made after ``move``, given ``now`` pairs before it; the
        position is left as it was."""
        a, b = self.index[move]
        v = self.vals
        snap = self.snapshot()
        if self.h < len(self.hand) and 0 in v:
            # a hand-made position with other places waiting for the hand: count them all
            self.apply(move)
            after = self.pair_count()
        else:
            before = self._pairs_at((a, b))
            self.apply(move)
            after = now - before + self._pairs_at((a, b))
        self.restore(snap)
        return after
