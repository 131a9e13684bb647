"""The patience table: one position of any patience game, its legal moves and making a
move (why a move is refused is :mod:`cardlib.patience.refusals`).

A table is piles of card codes (``piles[i]`` bottom to top; pile ids: the stock 0, the
waste 1, the foundations from 2, then the tableau, then the reserves) and the few counts
a position needs beside them (face-down cards, redeals used, the dealing phase, graces).
What the piles do is data: the :class:`~cardlib.patience.rules.Rules` (build, move unit,
spaces, stock, each foundation's :class:`~cardlib.patience.rules.Foundation`) and, for a
game laid out in positions, its :class:`~cardlib.patience.positions.Layout` (rows that
block rows, refills, dealing phases, pairs, graces, transfers). Without a layout the
tableau piles are free piles: face-down cards, runs, spaces.

>>> import cardlib
>>> t = cardlib.new_game("the-clock", seed=2).table
>>> len(t.piles[STOCK]), sum(len(t.piles[i]) for i in t.T)
(56, 36)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from operator import attrgetter
from typing import Any

from cardlib.cards import Card, Rank, parse_cards
from cardlib.checks import check_position
from cardlib.game import Move
from cardlib.patience.moves import (
    DEAL,
    FILL,
    REDEAL,
    STOP,
    Chain,
    Deal,
    Fill,
    Pair,
    Redeal,
    Stop,
    Swap,
    Transfer,
)
from cardlib.patience.piles import pile_words
from cardlib.patience.position_checks import position_problems, read_cards
from cardlib.patience.positions import (
    PLAIN,
    DealPhase,
    Layout,
    RefillPolicy,
    SwapGrace,
    Transfers,
    Vacancies,
)
from cardlib.patience.rules import CARDS, Foundation, MoveUnit, Refill, Rules

__all__ = ["F0", "HOME", "STOCK", "WASTE", "Table", "tops_of"]

STOCK, WASTE, F0 = 0, 1, 2
"""Pile ids: the stock is 0, the waste 1, foundations from 2, then tableau, then reserves."""
HOME = -1
"""Destination id of a move to "the foundation that takes the card"."""

_NO_LAYOUT = Layout(columns=1, foundations=())
"""What a game without a positional layout reads as its layout: nothing blocks, nothing
is refilled, no pair, grace or transfer (its tableau piles are free piles)."""


# ----- lookup tables shared by every table with the same rules -----------------------------
class _Tables:
    """Precomputed lookups for one set of rules (never copied)."""

    def __init__(self, rules: Rules) -> None:
        nf, nt = rules.foundations, rules.tableau
        lay = rules.layout if rules.layout is not None else _NO_LAYOUT
        self.lay = lay
        nr = len(lay.reserves)
        self.names = ["s", "w"] + [f"f{i + 1}" for i in range(nf)]
        self.names += [f"t{i + 1}" for i in range(nt)] + [f"r{i + 1}" for i in range(nr)]
        self.kinds = ["s", "w"] + ["f"] * nf + ["t"] * nt + ["r"] * nr
        self.ids = {n: i for i, n in enumerate(self.names)}
        self.fit = rules.build.targets()
        unit = rules.move_unit
        if unit is MoveUnit.SINGLE and rules.supermove:
            unit = MoveUnit.BUILT_RUN
        self.link = unit.links(rules.build)
        self.runs = unit is not MoveUnit.SINGLE
        if lay.runs:
            # a positional layout's runs: cards built in suit on each other
            fit = self.fit
            self.link = tuple(
                frozenset(c for c in range(52) if o in fit[c] and c // 13 == o // 13)
                for o in range(52)
            )
            self.runs = True
        self.whole = unit is MoveUnit.WHOLE_RUN
        self.capped = rules.move_unit is MoveUnit.SINGLE and rules.supermove
        e = rules.empty
        self.space_any = e.allowed and e.rank is None
        self.space_from = {
            k: e.allowed and (e.sources is None or k in e.sources) for k in ("w", "t", "f", "r")
        }
        self.space_rank = None if e.rank is None else int(e.rank)
        self.space_helps = self.space_any and self.space_from["t"]
        #: every foundation's rule: the layout's, else the rules' one rule for each
        self.founds: tuple[Foundation, ...] = (
            lay.foundations if rules.layout is not None else (rules.foundation,) * nf
        )
        self.fnext = [_next_codes(fd) for fd in self.founds]
        self.fbase = [fd.base_codes() for fd in self.founds]
        self.flen = [fd.length for fd in self.founds]
        #: the foundations that wait for the first kings (``Layout.first_kings``)
        self.fking = [fd.base is Rank.KING and lay.first_kings > 0 for fd in self.founds]
        # the rules' own foundation (the solver's compact table reads these)
        self.next = _next_codes(rules.foundation)
        self.base = rules.foundation.base_codes()
        self.length = rules.foundation.length
        self._moves: dict[tuple[int, int, int], Transfer] = {}
        # grid coordinates of the positions (row-major), and the rows that marry
        self.t0 = F0 + nf
        self.row = [-1] * len(self.names)
        self.col = [-1] * len(self.names)
        if rules.layout is not None:
            for j in range(lay.positions):
                self.row[self.t0 + j] = j // lay.columns
                self.col[self.t0 + j] = j % lay.columns
        #: each pile's own rule in marriages (:class:`PileRule`; the plain one for piles
        #: that are neither the talon nor a position)
        self.pile_rule = [PLAIN] * len(self.names)
        self.pile_rule[WASTE] = lay.talon
        if rules.layout is not None:
            for j in range(lay.positions):
                self.pile_rule[self.t0 + j] = lay.place_rule(j // lay.columns)
        self.chains: dict[tuple[Transfer, ...], Chain] = {}

    def move(self, src: int, dst: int, count: int) -> Transfer:
        key = (src, dst, count)
        m = self._moves.get(key)
        if m is None:
            m = Transfer(self.names[src], "f" if dst == HOME else self.names[dst], count)
            self._moves[key] = m
        return m

    def space_ok(self, code: int, kind: str) -> bool:
        if not self.space_from[kind]:
            return False
        return self.space_rank is None or code % 13 + 1 == self.space_rank

    def run_cap(self, empties: int, to_space: bool) -> int:
        """How many cards a run may hold with ``empties`` spaces (supermove limit; no
        limit otherwise)."""
        if not self.capped:
            return 1 << 30
        if not self.space_helps:
            return 1
        return 1 << max(0, empties - (1 if to_space else 0))

    def waste_moves(
        self, c: int, want: Mapping[int, int], tops: Mapping[int, list[int]], empties: list[int]
    ) -> list[Transfer]:
        """The legal moves of ``c``, the waste's top card, given the foundations' wants,
        the tableau piles by top card and the empty tableau piles."""
        mv = self.move
        out = [mv(WASTE, HOME, 1)] if c in want else []
        for tc in self.fit[c]:
            for j in tops.get(tc, ()):
                out.append(mv(WASTE, j, 1))
        if empties and self.space_ok(c, "w"):
            out.extend(mv(WASTE, j, 1) for j in empties)
        return out

    def __deepcopy__(self, memo: dict[int, Any]) -> _Tables:
        return self


@lru_cache(maxsize=64)
def _next_codes(fd: Foundation) -> tuple[frozenset[int], ...]:
    return fd.next_codes()


@lru_cache(maxsize=64)
def _tables(rules: Rules) -> _Tables:
    return _Tables(rules)


Snapshot = Any
_LAYOUT_STATE = ("rows_open", "dealing", "deal_to", "graces", "swapping", "kings", "married")
"""A table's state beside its piles on a positional layout (see :class:`Table`)."""
_layout_state = attrgetter(*_LAYOUT_STATE)


def tops_of(piles: Iterable[tuple[int, int]]) -> tuple[dict[int, list[int]], list[int]]:
    """Tableau piles by their top card, and the empty ones, from ``(pile id, top card)``
    pairs (-1: the pile is empty)."""
    tops: dict[int, list[int]] = {}
    empties: list[int] = []
    for i, c in piles:
        if c < 0:
            empties.append(i)
        elif c in tops:
            tops[c].append(i)
        else:
            tops[c] = [i]
    return tops, empties


def _take(left: list[int], code: int) -> bool:
    left[code] -= 1
    return True


# ----- the table ------------------------------------------------------------------------------
class Table:
    """A patience position and its rules: legal moves and making a move (why a move is
    refused is :func:`cardlib.patience.refusals.why_not`).

    ``piles[i]`` runs bottom to top (the last card is the top; for the stock, the next card
    to turn). ``down[i]`` counts the face-down cards at the bottom of pile ``i``. On a
    positional layout, ``rows_open`` rows are dealt, ``dealing`` is the row being dealt
    card by card (-1: none) up to row ``deal_to``, ``graces`` counts swap graces used,
    ``swapping`` holds the two places of a grace's first exchange, ``kings`` counts kings
    started on empty foundations, and ``married`` says a marriage was made since the last
    refill.
    """

    def __init__(
        self,
        rules: Rules,
        piles: list[list[int]],
        down: list[int],
        redeals_used: int = 0,
        stopped: bool = False,
    ) -> None:
        self.rules = rules
        self.k = _tables(rules)
        self.lay: Layout = self.k.lay
        self.positional = rules.layout is not None
        self.piles = piles
        self.down = down
        self.redeals_used = redeals_used
        self.stopped = stopped
        self.points = 0
        self.seed = 0
        nf, nt = rules.foundations, rules.tableau
        self.F = range(F0, F0 + nf)
        self.T = range(F0 + nf, F0 + nf + nt)
        self.R = range(self.T.stop, self.T.stop + len(self.lay.reserves))
        self.rows_open = self.lay.rows
        self.dealing = -1
        self.deal_to = 0
        self.graces = 0
        self.swapping: tuple[int, ...] = ()
        self.kings = 0
        self.married = False
        self._cache: list[Move] | None = None
        #: every pile's name in words (:func:`~cardlib.patience.piles.pile_words`; set by the
        #: game from its picture)
        self.words: Mapping[str, str] = {}

    @property
    def stock_extras(self) -> tuple[Move, ...]:
        """Other moves made by clicking the stock (a positional layout's ``fill``)."""
        return (FILL,) if self.positional else ()

    @property
    def names_foundations(self) -> bool:
        """Whether moves home name their foundation (``t3-f5``) rather than ``t3-f``."""
        return self.positional

    # -- construction --------------------------------------------------------------------
    @classmethod
    def deal(cls, rules: Rules, seed: int) -> Table:
        """Deal from ``seed``: the cards that start on the foundations and in the reserves
        out first, the rest shuffled as :func:`cardlib.cards.shuffled` shuffles them (a
        seed deals what it always dealt) and dealt from the front: in rows, left to right
        (or in ``deal_order``); on a positional layout, the open rows place by place, or
        card by card through its dealing phase."""
        lay = rules.layout if rules.layout is not None else _NO_LAYOUT
        k = _tables(rules)
        piles: list[list[int]] = [[] for _ in k.names]
        t = cls(rules, piles, [0] * len(piles))
        codes = list(range(52)) * rules.packs  # the packs in pack order, as card codes
        left = [rules.packs] * 52  # how many of each card are still to be shuffled
        if rules.preplace is not None:
            pre = [c for c in codes if c % 13 + 1 == int(rules.preplace)]
            for c in pre:
                left[c] -= 1
            for f, c in zip(t.F, pre, strict=False):
                piles[f].append(c)
        for f, fd in zip(t.F, k.founds, strict=True):
            if fd.start:
                c = Card.parse(fd.start).index
                left[c] -= 1
                piles[f].append(c)
        for r, reserve in zip(t.R, lay.reserves, strict=True):
            for card in parse_cards(list(reserve.cards)):
                left[card.index] -= 1
                piles[r].append(card.index)
        deck = [c for c in codes if left[c] > 0 and _take(left, c)]
        random.Random(seed).shuffle(deck)  # exactly cards.shuffled, on the codes
        opened = lay.rows if lay.open_rows is None else lay.open_rows
        order: Sequence[int]
        if rules.layout is None:
            order = rules.deal_order or [i for _ in range(rules.rows) for i in range(rules.tableau)]
        elif lay.deal_phase is None:
            order = [i for i in range(opened * lay.columns) for _ in range(lay.size)]
        else:
            order = ()
        order = order[: len(deck)]
        t0 = t.T.start
        for code, i in zip(deck, order, strict=False):
            piles[t0 + i].append(code)
        for i in rules.flip:
            piles[t0 + i].reverse()
        piles[STOCK] = deck[len(order) :][::-1]
        for i in t.T:
            n = len(piles[i])
            t.down[i] = min(rules.face_down, n - 1) if n else 0
        t.seed = seed
        if rules.layout is not None:
            if lay.deal_phase is not None:
                t.rows_open, t.dealing, t.deal_to = 1, 0, opened
                t._deal_on()
            else:
                t.rows_open = opened
        return t

    @classmethod
    def from_position(cls, rules: Rules, position: Mapping[str, Any]) -> Table:
        """A hand-made position: ``tableau`` (one card list per pile, bottom first; per
        position, row-major, on a positional layout), optional ``down`` (face-down cards at
        the bottom of each pile), ``foundations``, ``stock`` and ``waste`` (bottom first:
        the stock's last card is turned next), ``redeals_used``, ``stopped``, ``points``;
        on a positional layout also ``reserves``, ``rows_open``, ``dealing``, ``deal_to``,
        ``graces``, ``swapping`` (the places of the swap grace's first exchange),
        ``kings`` and ``married``. Card lists are text (``"10C 9H"``) or lists of card
        texts."""
        check_position(position_problems(rules, position))

        def codes(v: Any) -> list[int]:
            return [c.index for c in read_cards(v, "a pile")]

        lay = rules.layout if rules.layout is not None else _NO_LAYOUT
        tab = position.get("tableau", [])
        founds = list(position.get("foundations", []))
        founds += [[]] * (rules.foundations - len(founds))
        nr = len(lay.reserves)
        reserves = (list(position.get("reserves", [])) + [[]] * nr)[:nr]
        piles = [codes(position.get("stock")), codes(position.get("waste"))]
        piles += [codes(f) for f in founds] + [codes(p) for p in tab]
        piles += [codes(r) for r in reserves]
        down = [0] * len(piles)
        t0 = F0 + rules.foundations
        for i, d in enumerate(position.get("down") or [0] * rules.tableau):
            down[t0 + i] = d
        t = cls(rules, piles, down, position.get("redeals_used", 0))
        t.stopped = position.get("stopped", False)
        t.points = position.get("points", 0)
        t.rows_open = position.get("rows_open", lay.rows)
        t.dealing = position.get("dealing", -1)
        t.deal_to = position.get("deal_to", 0)
        t.graces = position.get("graces", 0)
        t.swapping = tuple(t.k.ids[n] for n in position.get("swapping") or ())
        t.kings = position.get("kings", 0)
        t.married = position.get("married", False)
        return t

    # -- reading the position ------------------------------------------------------------
    @property
    def won(self) -> bool:
        """True when every card is on the foundations (none left in the stock, the waste
        or the tableau; a reserve's fixed cards stay where they are)."""
        p = self.piles
        return not p[STOCK] and not p[WASTE] and not any(p[i] for i in self.T)

    @property
    def cards_home(self) -> int:
        """Cards on the foundations."""
        return sum(len(self.piles[f]) for f in self.F)

    @property
    def redeals_left(self) -> int | None:
        """Redeals still allowed (``None``: no limit)."""
        r = self.rules.stock.redeals
        return None if r is None else r - self.redeals_used

    @property
    def stock_out(self) -> bool:
        """True when the stock can bring no more cards: empty and no redeal possible (or
        still being dealt out row by row)."""
        if self.dealing >= 0:
            return False
        if self.piles[STOCK]:
            return False
        if not self.lay.stock_deals:
            return True
        left = self.redeals_left
        return not self.piles[WASTE] or (left is not None and left <= 0)

    def takes_now(self, j: int) -> Iterable[int]:
        """The card codes foundation ``j`` (0-based) takes now: by its rule, and with the
        first kings still to come, a king foundation only while kings are wanted."""
        k, p = self.k, self.piles[self.F.start + j]
        if not p:
            return () if k.fking[j] and self.kings >= self.lay.first_kings else k.fbase[j]
        return () if len(p) >= k.flen[j] else k.fnext[j][p[-1]]

    def wanted(self) -> dict[int, int]:
        """Card code -> id of the first foundation that takes it now."""
        want: dict[int, int] = {}
        for j, f in enumerate(self.F):
            for c in self.takes_now(j):
                if c not in want:
                    want[c] = f
        return want

    def accepting(self, code: int) -> list[int]:
        """Foundation ids that take the card ``code`` now."""
        return [f for j, f in enumerate(self.F) if code in self.takes_now(j)]

    def accept_map(self) -> dict[int, list[int]]:
        """Card code -> ids of the foundations that take it now."""
        acc: dict[int, list[int]] = {}
        for j, f in enumerate(self.F):
            for c in self.takes_now(j):
                if c in acc:
                    acc[c].append(f)
                else:
                    acc[c] = [f]
        return acc

    def available(self) -> list[int]:
        """Ids of the positions whose top card is available now."""
        P, lay = self.piles, self.lay
        t0, cols = self.T.start, lay.columns
        if not lay.blocking:
            return [i for i in self.T if P[i]]
        out = []
        for c in range(cols):
            for r in range(lay.rows - 1, -1, -1):
                i = t0 + r * cols + c
                if P[i]:
                    out.append(i)
                    break
        return out

    def blocker(self, i: int) -> int | None:
        """The occupied position that blocks position ``i`` (``None``: not blocked)."""
        if not self.lay.blocking:
            return None
        cols = self.lay.columns
        j = i + cols
        last = None
        while j < self.T.stop:
            if self.piles[j]:
                last = j
            j += cols
        return last

    def vacancies(self) -> list[int]:
        """Positions waiting for a refill, in refill order (row-major)."""
        lay, P = self.lay, self.piles
        if lay.refill is RefillPolicy.NONE:
            return []
        n = self.rows_open * lay.columns
        if lay.vacancies is Vacancies.EMPTY_COLUMNS:
            cols = lay.columns
            t0 = self.T.start
            return [
                t0 + c
                for c in range(cols)
                if not any(P[t0 + r * cols + c] for r in range(self.rows_open))
            ]
        size = lay.size
        if size == 1:
            return [i for i in self.T[:n] if not P[i]]
        return [i for i in self.T[:n] if len(P[i]) < size]

    def _source_ready(self) -> bool:
        return any(self.piles[self.k.ids[s]] for s in self.lay.refill_from)

    def refill_pending(self) -> bool:
        """True when a vacancy waits and a refill source holds a card."""
        return bool(self.vacancies()) and self._source_ready()

    def run_start(self, i: int) -> int:
        """Index in pile ``i`` of the deepest card that may move with those above it."""
        p = self.piles[i]
        n = len(p) - 1
        if not self.k.runs:
            return n
        link, d = self.k.link, self.down[i]
        while n > d and p[n] in link[p[n - 1]]:
            n -= 1
        return n

    def run_cap(self, empties: int, to_space: bool) -> int:
        """How many cards a run may hold (supermove limit; no limit otherwise)."""
        return self.k.run_cap(empties, to_space)

    # -- legal moves -----------------------------------------------------------------------
    def legal(self) -> list[Move]:
        """Every legal move now; empty when the game is over."""
        if self._cache is None:
            if self.stopped or self.won:
                self._cache = []
            elif self.positional:
                self._cache = self._position_moves()
            else:
                self._cache = self._pile_moves()
        return self._cache

    def _pile_moves(self) -> list[Move]:
        """The moves of free piles: the waste's, each pile's (home, builds and runs,
        spaces), cards back from the foundations where allowed, the stock, stop."""
        moves: list[Move] = []
        P, k = self.piles, self.k
        want = self.wanted()
        tops, empties = tops_of((i, P[i][-1] if P[i] else -1) for i in self.T)
        fit, mv, add = k.fit, k.move, moves.append
        moves.extend(self.waste_moves(want, tops, empties))
        ne = len(empties)
        cap_card, cap_space = self.run_cap(ne, False), self.run_cap(ne, True)
        for i in self.T:
            p = P[i]
            n = len(p)
            if not n:
                continue
            c = p[-1]
            if c in want:
                add(mv(i, HOME, 1))
            start = self.run_start(i) if k.runs else n - 1
            for s in range(start, start + 1) if k.whole else range(start, n):
                h, cnt = p[s], n - s
                if cnt <= cap_card:
                    for tc in fit[h]:
                        for j in tops.get(tc, ()):
                            if j != i:
                                add(mv(i, j, cnt))
                if empties and cnt <= cap_space and k.space_ok(h, "t"):
                    for j in empties:
                        add(mv(i, j, cnt))
        if self.rules.foundation_to_tableau:
            for f in self.F:
                p = P[f]
                if not p:
                    continue
                c = p[-1]
                for tc in fit[c]:
                    for j in tops.get(tc, ()):
                        add(mv(f, j, 1))
                if empties and k.space_ok(c, "f"):
                    for j in empties:
                        add(mv(f, j, 1))
        turn = self.stock_move()
        if turn is not None:
            add(turn)
        if moves and (self.rules.stop_any_time or self.stock_out):
            add(STOP)
        return moves

    def _position_moves(self) -> list[Move]:
        """The moves of a positional layout: the dealing phase's, the graces', the
        refills', then plays home, marriages, moves to spaces, pairs, transfers, lanes,
        the stock and stop."""
        P, k, lay = self.piles, self.k, self.lay
        _names, mv = k.names, k.move
        moves: list[Move] = []
        add = moves.append
        acc = self.accept_map()
        if self.dealing >= 0:
            if P[STOCK]:
                add(DEAL)
            for i in self.available():
                c = P[i][-1]
                if lay.deal_phase is DealPhase.ACES and c % 13:
                    continue
                for f in acc.get(c, ()):
                    add(mv(i, f, 1))
            return moves
        if self.swapping:
            return self._swaps()
        vac = self.vacancies()
        ready = bool(vac) and self._source_ready()
        if lay.refill is RefillPolicy.COMPULSORY and ready:
            return self._refills(vac[0])
        avail = self.available()
        sources = list(avail)
        if P[WASTE]:
            sources.append(WASTE)
        if lay.first_kings and self.kings < lay.first_kings:
            kings = [
                mv(s, f, 1)
                for s in sources
                if P[s][-1] % 13 == 12
                for f in acc.get(P[s][-1], ())
                if not P[f]
            ]
            if kings:
                return list(kings)
        if not (ready and self.married):
            for s in sources:
                for f in acc.get(P[s][-1], ()):
                    add(mv(s, f, 1))
        if lay.build is not None:
            self._builds(avail, add)
        if lay.fills_spaces:
            n = self.rows_open * lay.columns
            empties = [i for i in self.T[:n] if not P[i]]
            if empties:
                for s in sources:
                    if k.pile_rule[s].fills_spaces:
                        for e in empties:
                            if e != s:
                                add(mv(s, e, 1))
        if lay.pair_total:
            self._pairs(avail, add)
        if lay.transfers is Transfers.FREE:
            for f in self.F:
                # a foundation's own first card stays (the Mill's angle kings)
                if len(P[f]) > 1 and lay.foundations[f - F0].length > 1:
                    for g in acc.get(P[f][-1], ()):
                        if g != f:
                            add(mv(f, g, 1))
        elif lay.transfers is Transfers.ENABLING:
            moves.extend(self._chains(sources))
        if lay.lane_grace and vac:
            self._lanes(add)
        if ready and lay.refill is RefillPolicy.BEFORE_DEAL:
            moves.extend(self._refills(vac[0]))
        if ready and lay.refill is RefillPolicy.FILL and P[STOCK]:
            add(FILL)
        blocked = ready and lay.refill in (RefillPolicy.BEFORE_DEAL, RefillPolicy.FILL)
        if P[STOCK] and not blocked and lay.stock_deals:
            if not lay.rows_on_demand or self.rows_open < lay.rows:
                add(DEAL)
        elif not P[STOCK] and not self.stock_out:
            add(REDEAL)
        # ``graces``: used this game (``once_per_game``) or at this block (``per_block``:
        # reset by each pair), so a grace that makes no 14 leaves the block lost
        grace = lay.swap_grace is not SwapGrace.OFF and not self.graces
        if grace and not any(isinstance(m, Pair) for m in moves):
            moves.extend(self._swaps())
        if moves and self.stock_out:
            add(STOP)
        return moves

    def _refills(self, i: int) -> list[Move]:
        P, k = self.piles, self.k
        out: list[Move] = []
        for s in self.lay.refill_from:
            if P[k.ids[s]]:
                out.append(Transfer(s, k.names[i]))
                if not self.lay.refill_choice:
                    break
        return out

    def _builds(self, avail: list[int], add: Any) -> None:
        P, k, lay = self.piles, self.k, self.lay
        fit, mv = k.fit, k.move
        rule = k.pile_rule
        onto = [i for i in avail if rule[i].takes and len(P[i]) >= rule[i].takes_from]
        if not onto:
            return
        srcs = [i for i in avail if rule[i].gives]
        if P[WASTE] and rule[WASTE].gives:
            srcs.append(WASTE)
        tops: dict[int, list[int]] = {}
        for j in onto:
            tops.setdefault(P[j][-1], []).append(j)
        for s in srcs:
            p = P[s]
            n = len(p)
            start = self.run_start(s) if lay.runs and s != WASTE else n - 1
            for h in range(start, n):
                for tc in fit[p[h]]:
                    for j in tops.get(tc, ()):
                        if j != s:
                            add(mv(s, j, n - h))

    def _pairs(self, avail: list[int], add: Any) -> None:
        P, k = self.piles, self.k
        total = self.lay.pair_total
        for a, b in combinations(avail, 2):
            if (k.row[a] == k.row[b] or k.col[a] == k.col[b]) and (
                P[a][-1] % 13 + P[b][-1] % 13 + 2 == total
            ):
                add(Pair(k.names[a], k.names[b]))

    def _swaps(self) -> list[Move]:
        """The exchanges: of any two cards of the square, or, for the grace's second
        exchange, of two cards other than the first exchange's."""
        names = self.k.names
        occupied = [i for i in self.T if self.piles[i] and i not in self.swapping]
        return [Swap(names[a], names[b]) for a, b in combinations(occupied, 2)]

    def _lanes(self, add: Any) -> None:
        P, lay, k = self.piles, self.lay, self.k
        cols, t0 = lay.columns, self.T.start
        outer = lay.rows - 1
        lanes = [c for c in range(cols) if not any(P[t0 + r * cols + c] for r in range(lay.rows))]
        if not lanes:
            return
        for c in range(cols):
            s = t0 + outer * cols + c
            if P[s]:
                for lane in lanes:
                    add(k.move(s, t0 + lane, 1))

    def _chains(self, sources: list[int]) -> list[Move]:
        """The Mill's transfer privilege: angle tops moved one by one onto the centre
        (foundation 1), then a wing or talon card played that could not be played before."""
        P, k = self.piles, self.k
        centre = self.F.start
        angles = [f for f in self.F if f != centre and P[f]]
        before = {s: bool(self.accepting(P[s][-1])) for s in sources}
        out: list[Move] = []

        def extend(path: list[int]) -> None:
            for a in angles:
                # one card of each angle at a time, and never the angle's own king
                if a in path or len(P[a]) < 2:
                    continue
                code = P[a][-1]
                if code not in self.takes_now(0):
                    continue
                P[a].pop()
                P[centre].append(code)
                path.append(a)
                for s in sources:
                    if before[s]:
                        continue
                    for f in self.accepting(P[s][-1]):
                        steps = (*tuple(k.move(x, centre, 1) for x in path), k.move(s, f, 1))
                        ch = k.chains.get(steps)
                        if ch is None:
                            ch = k.chains[steps] = Chain(steps)
                        out.append(ch)
                extend(path)
                path.pop()
                P[centre].pop()
                P[a].append(code)

        extend([])
        return out

    def waste_moves(
        self, want: Mapping[int, int], tops: Mapping[int, list[int]], empties: list[int]
    ) -> list[Transfer]:
        """The legal moves of the waste's top card, given :meth:`wanted`, the tableau piles
        by top card and the empty tableau piles (a part of :meth:`legal`, also asked by the
        solver after each turn of the stock)."""
        w = self.piles[WASTE]
        return self.k.waste_moves(w[-1], want, tops, empties) if w else []

    def stock_move(self) -> Move | None:
        """The stock's move now: ``deal`` while it holds cards, ``redeal`` when it is empty
        and a redeal is allowed, else ``None``."""
        if self.piles[STOCK]:
            return DEAL
        return None if self.stock_out else REDEAL

    # -- making moves --------------------------------------------------------------------
    def apply(self, move: Move) -> None:
        """Make a move already known to be legal."""
        P, k, lay = self.piles, self.k, self.lay
        self._cache = None
        if isinstance(move, Transfer):
            s, n = k.ids[move.src], move.count
            src = P[s]
            d = self.wanted()[src[-1]] if move.dst == "f" else k.ids[move.dst]
            lane = self.positional and lay.lane_grace and k.kinds[d] == "t" and self.is_lane(d)
            if n == 1:
                P[d].append(src.pop())
            else:
                P[d].extend(src[-n:])
                del src[-n:]
            ds = self.down[s]
            turned = bool(ds) and len(src) == ds
            if turned:
                self.down[s] = ds - 1
            if self.positional:
                if k.kinds[d] == "f" and len(P[d]) == 1 and P[d][0] % 13 == 12:
                    self.kings += 1
                if lane and k.kinds[s] == "t":
                    self._fill_lane(d)
                if lay.refill_after_marriage and k.kinds[s] == "t" and k.kinds[d] == "t":
                    self.married = True
            if self.rules.scoring is not None:
                self._score_transfer(s, d, turned)
        elif isinstance(move, Chain):
            for step in move.steps:
                P[k.ids[step.dst]].append(P[k.ids[step.src]].pop())
        elif isinstance(move, Pair):
            home = P[self.F.start]
            home.append(P[k.ids[move.a]].pop())
            home.append(P[k.ids[move.b]].pop())
            if lay.swap_grace is SwapGrace.PER_BLOCK:
                self.graces = 0
        elif isinstance(move, Swap):
            a, b = k.ids[move.a], k.ids[move.b]
            P[a], P[b] = P[b], P[a]
            if self.swapping:
                self.swapping = ()
            else:
                self.swapping = (a, b)
                self.graces += 1
        elif isinstance(move, Fill):
            self._refill_all()
            self.married = False
        elif isinstance(move, Deal):
            if self.dealing < 0 and lay.rows_on_demand:
                self.dealing = self.rows_open
                self.rows_open += 1
                self.deal_to = self.rows_open
            if self.dealing >= 0:
                self._deal_on()
            else:
                stock, waste = P[STOCK], P[WASTE]
                for _ in range(min(self.rules.stock.draw, len(stock))):
                    waste.append(stock.pop())
        elif isinstance(move, Redeal):
            cards = P[WASTE][::-1]
            if self.rules.stock.shuffle:
                seed = self.seed * 1009 + self.redeals_used + 1
                random.Random(seed).shuffle(cards)  # as cards.shuffled, on the codes
            P[STOCK] = cards
            P[WASTE] = []
            self.redeals_used += 1
            sc = self.rules.scoring
            if sc is not None and sc.kind != "vegas" and self.redeals_used > sc.free_passes:
                self.points += sc.recycle
        elif isinstance(move, Stop):
            self.stopped = True
        if self.rules.refill is not None:
            self._refill(self.rules.refill)
        elif lay.refill is RefillPolicy.AUTO and not all(P[i] for i in self.T):
            self._refill_all()
        self._cache = None

    def _score_transfer(self, s: int, d: int, turned: bool) -> None:
        sc = self.rules.scoring
        if sc is None or sc.kind == "vegas":
            return
        skind, dkind = self.k.kinds[s], self.k.kinds[d]
        if dkind == "f":
            self.points += sc.to_foundation
        elif skind == "w":
            self.points += sc.waste_tableau
        elif skind == "f":
            self.points += sc.from_foundation
        if turned:
            self.points += sc.turn_up

    @property
    def score(self) -> int | None:
        """The score under the rules' ``scoring`` (``None`` when the game keeps none)."""
        sc = self.rules.scoring
        return None if sc is None else sc.final(self.cards_home, self.points)

    def movable(self, i: int) -> int:
        """How many top cards of pile ``i`` the rules let a player pick up together now
        (on a positional layout: the most that a legal move takes from it)."""
        p = self.piles[i]
        if not p:
            return 0
        kind = self.k.kinds[i]
        if self.positional:
            name = self.k.names[i]
            counts = [m.count for m in self.legal() if isinstance(m, Transfer) and m.src == name]
            return max(counts, default=0)
        if kind == "w" or (kind == "f" and self.rules.foundation_to_tableau):
            return 1
        if kind != "t":
            return 0
        empties = sum(1 for j in self.T if not self.piles[j])
        return min(len(p) - self.run_start(i), self.run_cap(empties, False))

    def _refill(self, refill: Refill) -> None:
        """The rules' refill: every empty tableau pile, in order, from its sources."""
        P = self.piles
        self._fill([i for i in self.T if not P[i]], refill.sources)

    def _fill(self, places: Iterable[int], sources: Sequence[str], size: int = 1) -> None:
        """Bring each of ``places`` in turn up to ``size`` cards, each card from the first
        of ``sources`` (pile names) that holds one; stop when none does."""
        P, ids = self.piles, self.k.ids
        srcs = [P[ids[name]] for name in sources]
        for i in places:
            while len(P[i]) < size:
                src = next((p for p in srcs if p), None)
                if src is None:
                    return
                P[i].append(src.pop())

    def is_lane(self, d: int) -> bool:
        """Whether position ``d`` opens an empty lane: it is in the first row and its whole
        column is empty (the lane grace)."""
        lay, P = self.lay, self.piles
        c = self.k.col[d]
        t0, cols = self.T.start, lay.columns
        return self.k.row[d] == 0 and not any(P[t0 + r * cols + c] for r in range(lay.rows))

    def _fill_lane(self, d: int) -> None:
        """After the lane grace: the lane's other positions from the talon, else the pack."""
        P, cols = self.piles, self.lay.columns
        for r in range(1, self.lay.rows):
            i = d + r * cols
            for s in (WASTE, STOCK):
                if P[s]:
                    P[i].append(P[s].pop())
                    break

    def _refill_all(self) -> None:
        """The layout's refill: every vacancy, in refill order, from its sources."""
        self._fill(self.vacancies(), self.lay.refill_from, self.lay.size)

    def _deal_on(self) -> None:
        """Deal the phase's rows card by card into their first gap (a played card's place
        is filled at once, before the next place); stop after a card that may be played
        during the phase, or when the phase's rows are complete."""
        P, lay = self.piles, self.lay
        cols, t0 = lay.columns, self.T.start
        # the phase's rows so far: a card played from an earlier circle (the Shah's whole
        # star is one phase) leaves a gap that the next card fills at once
        first = self.deal_to - 1 if lay.rows_on_demand else 0
        while P[STOCK] and self.dealing >= 0:
            rows = range(min(first, self.dealing), self.dealing + 1)
            gap = next(
                (t0 + r * cols + c for r in rows for c in range(cols) if not P[t0 + r * cols + c]),
                None,
            )
            if gap is None:
                self._advance_phase()
                continue
            code = P[STOCK].pop()
            P[gap].append(code)
            self._advance_phase()
            if lay.deal_phase is DealPhase.ACES and code % 13:
                continue
            if self.accepting(code):
                break
        if not P[STOCK]:
            self.dealing = -1

    def _advance_phase(self) -> None:
        P, cols, t0 = self.piles, self.lay.columns, self.T.start
        while self.dealing >= 0 and all(P[t0 + self.dealing * cols + c] for c in range(cols)):
            if self.dealing + 1 < self.deal_to:
                self.dealing += 1
                self.rows_open = max(self.rows_open, self.dealing + 1)
            else:
                self.dealing = -1

    # -- piles in words, moves as clicks ----------------------------------------------------
    def place(self, name: str) -> str:
        """Pile ``name`` in words, as the game's board calls it: ``'pile 3'``,
        ``'the waste'``, ``'packet IIII'``, ``'the talon'``, ``'the Sultan'`` (the one place
        piles are put into words: messages, descriptions, the widget's status line)."""
        if not self.words:
            self.words = pile_words(self.rules, self.k.names)
        return self.words.get(name) or name

    def clicks(self, move: Move, src: str | None = None) -> tuple[tuple[str, str, int], ...]:
        """How a player makes ``move`` by clicks: ``(source, destination, cards picked
        up)`` for each way (a move home lands on the foundation that takes the card; a
        pairing or an exchange is made by clicking its two cards, either first; a transfer
        chain by its last step, the transfers going with it); empty for a move made by
        clicking the stock (deal, redeal, fill) or a button (stop). With ``src``, only the
        ways that start from pile ``src``."""
        ways: tuple[tuple[str, str, int], ...]
        if isinstance(move, (Pair, Swap)):
            ways = ((move.a, move.b, 1), (move.b, move.a, 1))
        elif isinstance(move, Chain):
            last = move.steps[-1]
            ways = ((last.src, last.dst, 1),)
        elif isinstance(move, Transfer):
            dst = move.dst
            if dst == "f":
                dst = self.k.names[self.wanted()[self.piles[self.k.ids[move.src]][-1]]]
            ways = ((move.src, dst, move.count),)
        else:
            return ()
        return ways if src is None else tuple(w for w in ways if w[0] == src)

    def resolve(self, move: Transfer) -> Transfer:
        """``t3-f`` -> the legal move naming the first foundation that takes the card."""
        if move.dst != "f":
            return move
        for m in self.legal():
            if (
                isinstance(m, Transfer)
                and m.src == move.src
                and m.dst[0] == "f"
                and m.count == move.count
            ):
                return m
        return move

    # -- plain data ----------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """The position as JSON-able data (also accepted as a ``position``)."""
        P = self.piles

        def short(p: Sequence[int]) -> list[str]:
            return [CARDS[c].short for c in p]

        out: dict[str, Any] = {"tableau": [short(P[i]) for i in self.T]}
        if not self.positional:
            out["down"] = [self.down[i] for i in self.T]
        out |= {
            "foundations": [short(P[f]) for f in self.F],
            "stock": short(P[STOCK]),
            "waste": short(P[WASTE]),
            "redeals_used": self.redeals_used,
            "stopped": self.stopped,
            **({"points": self.points} if self.rules.scoring is not None else {}),
        }
        if self.positional:
            out.update(
                reserves=[short(P[r]) for r in self.R],
                rows_open=self.rows_open,
                dealing=self.dealing,
                deal_to=self.deal_to,
                graces=self.graces,
                swapping=[self.k.names[i] for i in self.swapping],
                kings=self.kings,
                married=self.married,
            )
        return out

    def snapshot(self) -> Snapshot:
        """An immutable copy of the mutable parts (for undo; shared safely by copies)."""
        return (
            tuple(map(tuple, self.piles)),
            tuple(self.down),
            self.redeals_used,
            self.stopped,
            self.points,
            _layout_state(self),
        )

    def restore(self, snap: Snapshot) -> None:
        """Go back to a snapshot."""
        piles, down, self.redeals_used, self.stopped, self.points, layout = snap
        self.piles = list(map(list, piles))
        self.down = list(down)
        for name, value in zip(_LAYOUT_STATE, layout, strict=True):
            setattr(self, name, value)
        self._cache = None

    def copy(self) -> Table:
        """An independent copy."""
        t = Table(
            self.rules, list(map(list, self.piles)), self.down[:], self.redeals_used, self.stopped
        )
        t.points, t.seed, t.words = self.points, self.seed, self.words
        for name, value in zip(_LAYOUT_STATE, _layout_state(self), strict=True):
            setattr(t, name, value)
        return t

    # -- a move in words -------------------------------------------------------------
    def describe_extra(self, move: Move) -> str:
        """A positional move in words."""
        P, k = self.piles, self.k
        if isinstance(move, Fill):
            return "refill every vacancy"
        place = self.place
        if isinstance(move, Pair):
            a, b = P[k.ids[move.a]][-1], P[k.ids[move.b]][-1]
            return f"pair {CARDS[a]} ({place(move.a)}) with {CARDS[b]} ({place(move.b)})"
        if isinstance(move, Swap):
            a, b = P[k.ids[move.a]][-1], P[k.ids[move.b]][-1]
            return f"exchange {CARDS[a]} ({place(move.a)}) and {CARDS[b]} ({place(move.b)})"
        if isinstance(move, Chain):
            *moves, play = move.steps
            steps = [f"{CARDS[P[k.ids[m.src]][-1]]} from {place(m.src)}" for m in moves]
            last = CARDS[P[k.ids[play.src]][-1]]
            return (
                f"transfer {' and '.join(steps)} to {place(moves[0].dst)}, then play {last} "
                f"from {place(play.src)} to {place(play.dst)}"
            )
        return str(move)
