"""The positional table: patiences laid out as fixed positions rather than free piles.

Lady Cadogan's games place cards at *positions* (wings, packets, rays, rows of a square)
and say which of them are *available*, what must be refilled and when, and what else the
player may do. :class:`Layout` states all of that as data; :class:`PositionTable` plays it
on the engine's :class:`~cardlib.patience.engine.Table` interface (piles, ``legal``,
``check``, ``apply``, ``state``), so :class:`~cardlib.patience.engine.PatienceGame` and
the players need nothing new. The mechanisms, each a field of :class:`Layout`:

- **fixed cards**: foundations that start with a given card (``Foundation.start``) and
  inert reserve piles (``reserves``: the Shah, the Sultan, kings put out of play), taken
  out of the packs before the shuffle;
- **foundations** each with their own rule: base rank or start card, build (wrapping K to A
  where the rule says so), and the card count at which they are complete;
- **a grid** of ``columns`` x ``rows`` positions (pile ``t1`` is row 1, column 1; row-major),
  where with ``blocking`` a card is available only when no position further down its column
  is occupied (rows that block rows, circles that block circles);
- **dealing phases**: rows dealt one card at a time (``deal_phase``), during which only
  aces (or only cards that go to a foundation) may be played, the next card filling the gap;
- **refills** of vacancies in row-major order from given sources, ``auto`` after each move,
  ``compulsory`` before any other move, ``before_deal`` (before the stock is turned) or on
  the player's ``fill`` move, optionally with the source chosen per card;
- **marriage limits**: which rows may give and take (``build_from_rows``, ``build_onto_rows``),
  whether the talon may be married (``talon_builds``: no means "to foundations only");
- **pairing** (``pair_total``): two cards in one row or column totalling 14 leave together;
- **graces**: the swap (two exchanges of two cards when no pair can be made) and the lane
  (a wholly empty column takes the outer card of another);
- **foundation transfers** (``transfers``): free, or only as part of a chain that enables a
  play (the Mill's privilege); **the first kings** compulsory for empty king foundations.

Move notation adds ``fill`` (refill every vacancy), ``t3+t8`` (pair two cards),
``swap t1 t7`` (one exchange of the grace) and ``f2-f1,t4-f1`` (transfers then a play);
moves home name their foundation (``t3-f5``); ``t3-f`` means the first that takes it.

>>> import cardlib
>>> g = cardlib.new_game("the-clock", seed=2)
>>> g.stock_count, sum(len(p.cards) for p in g.layout() if p.kind.value == "t")
(56, 36)
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from functools import lru_cache
from itertools import combinations
from typing import Any, ClassVar

from cardlib.cards import Card, Rank, parse_cards, shuffled, standard_pack
from cardlib.game import IllegalMove, Move
from cardlib.patience.engine import (
    DEAL,
    F0,
    REDEAL,
    STOCK,
    STOP,
    WASTE,
    Deal,
    Redeal,
    Rules,
    Stop,
    Table,
    Transfer,
    _Tables,
)
from cardlib.patience.rules import CARDS, BuildRule, Foundation, SuitMatch

__all__ = [
    "FILL",
    "Chain",
    "DealPhase",
    "Fill",
    "Layout",
    "Pair",
    "PositionTable",
    "RefillPolicy",
    "Swap",
    "SwapGrace",
    "Transfers",
    "Vacancies",
]


class DealPhase(StrEnum):
    """What may be played while the rows are dealt one card at a time."""

    ACES = "aces"  #: only aces to the foundations (The Shah, The Sultan)
    ANY = "any"  #: any play or marriage (The Blockade)


class RefillPolicy(StrEnum):
    """When vacancies are refilled."""

    NONE = "none"  #: never
    AUTO = "auto"  #: at once after each move
    BEFORE_DEAL = "before_deal"  #: before the next card is dealt, by the player's choice
    COMPULSORY = "compulsory"  #: at once, before any other move
    FILL = "fill"  #: by the Fill move (every vacancy in order)


class Vacancies(StrEnum):
    """Which emptied places count as vacancies to refill."""

    ALL = "all"
    EMPTY_COLUMNS = "empty_columns"  #: only wholly emptied columns


class SwapGrace(StrEnum):
    """The swap grace (two exchanges of two cards when no pair can be made)."""

    OFF = "off"
    ONCE_PER_GAME = "once_per_game"
    PER_BLOCK = "per_block"  #: once at each block (a pair made resets it)


class Transfers(StrEnum):
    """Moves of cards between foundations."""

    NONE = "none"
    FREE = "free"  #: any time (one card of each at a time)
    ENABLING = "enabling"  #: only in a chain that ends with a play they make possible


_POLICIES: dict[str, type[StrEnum]] = {
    "deal_phase": DealPhase,
    "refill": RefillPolicy,
    "vacancies": Vacancies,
    "swap_grace": SwapGrace,
    "transfers": Transfers,
}
"""The layout-wide policies: a value that is not one of them fails where the game is
defined."""


@dataclass(frozen=True)
class Layout:
    """A positional layout as data (see the module docstring for each mechanism)."""

    columns: int
    foundations: tuple[Foundation, ...]
    rows: int = 1
    size: int = 1
    blocking: bool = False
    reserves: tuple[tuple[str, ...], ...] = ()
    reserve_roles: tuple[str, ...] = ()
    open_rows: int | None = None
    deal_phase: DealPhase | None = None
    rows_on_demand: bool = False
    build: BuildRule | None = None
    build_from_rows: tuple[int, ...] | None = None
    build_onto_rows: tuple[int, ...] | None = None
    talon_builds: bool = True
    min_target: int = 0
    runs: bool = False
    empty_from: frozenset[str] = frozenset()
    refill: RefillPolicy = RefillPolicy.NONE
    refill_from: tuple[str, ...] = ("s",)
    refill_choice: bool = False
    vacancies: Vacancies = Vacancies.ALL
    pair_total: int = 0
    swap_grace: SwapGrace = SwapGrace.OFF
    lane_grace: bool = False
    transfers: Transfers = Transfers.NONE
    first_kings: int = 0
    #: play, then marry, then refill: once a marriage is made, no card is played until the
    #: short places are refilled (The Clock)
    refill_after_marriage: bool = False
    stock_deals: bool = True
    roles: str = "position"

    def __post_init__(self) -> None:
        for f in fields(self):
            kind = _POLICIES.get(f.name)
            value = getattr(self, f.name)
            if kind is None or value is None:
                continue
            try:
                object.__setattr__(self, f.name, kind(value))
            except ValueError:
                allowed = ", ".join(repr(v.value) for v in kind)
                raise ValueError(f"Layout {f.name}={value!r} is not one of {allowed}") from None

    @property
    def positions(self) -> int:
        """Positions in the grid."""
        return self.columns * self.rows

    def rules(self, packs: int, **changes: Any) -> Rules:
        """Engine :class:`Rules` carrying this layout."""
        from dataclasses import replace

        base = Rules(
            tableau=self.positions,
            rows=0,
            packs=packs,
            foundations=len(self.foundations),
            build=self.build or BuildRule(SuitMatch.SAME),
            layout=self,
        )
        return replace(base, **changes)


# ----- moves ----------------------------------------------------------------------------------
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


FILL = Fill()
_PAIR_RE = re.compile(r"^t(\d+)\s*\+\s*t(\d+)$")
_SWAP_RE = re.compile(r"^swap\s+t(\d+)\s+t(\d+)$")
_STEP_RE = re.compile(r"^([swt]\d*|f\d+)\s*-\s*(f\d*|t\d+)$")


class _PTables(_Tables):
    """Lookups for a positional table: pile names with reserves, grid coordinates."""

    def __init__(self, rules: Rules) -> None:
        super().__init__(rules)
        lay: Layout = rules.layout
        self.lay = lay
        nr = len(lay.reserves)
        self.names += [f"r{i + 1}" for i in range(nr)]
        self.kinds += ["r"] * nr
        self.ids = {n: i for i, n in enumerate(self.names)}
        self.t0 = F0 + rules.foundations
        self.found = lay.foundations
        cols = lay.columns
        self.row = [-1] * len(self.names)
        self.col = [-1] * len(self.names)
        for j in range(lay.positions):
            self.row[self.t0 + j] = j // cols
            self.col[self.t0 + j] = j % cols
        self.from_rows = None if lay.build_from_rows is None else frozenset(lay.build_from_rows)
        self.onto_rows = None if lay.build_onto_rows is None else frozenset(lay.build_onto_rows)
        self.chains: dict[tuple[Transfer, ...], Chain] = {}
        self.fking = [fd.base is Rank.KING and lay.first_kings > 0 for fd in lay.foundations]


@lru_cache(maxsize=64)
def _ptables(rules: Rules) -> _PTables:
    return _PTables(rules)


# ----- the table --------------------------------------------------------------------------------
class PositionTable(Table):
    """A position on a :class:`Layout`: the engine's piles plus the dealing phase, the rows
    opened so far, graces used and kings started."""

    stock_extras: ClassVar[tuple[Move, ...]] = (FILL,)
    names_foundations: ClassVar[bool] = True
    k: _PTables

    def __init__(
        self,
        rules: Rules,
        piles: list[list[int]],
        down: list[int],
        redeals_used: int = 0,
        stopped: bool = False,
    ) -> None:
        super().__init__(rules, piles, down, redeals_used, stopped)
        self.k = _ptables(rules)
        self.lay: Layout = rules.layout
        self.R = range(self.T.stop, self.T.stop + len(self.lay.reserves))
        self.rows_open = self.lay.rows
        self.dealing = -1
        self.deal_to = 0
        self.graces = 0
        #: the two places of the swap grace's first exchange, until the second is made
        self.swapping: tuple[int, ...] = ()
        self.kings = 0
        #: a marriage was made since the last refill (``refill_after_marriage``)
        self.married = False

    # -- construction --------------------------------------------------------------------
    @classmethod
    def deal(cls, rules: Rules, seed: int) -> PositionTable:
        """Set out the fixed cards, shuffle the rest with ``seed`` and deal the open rows
        (card by card through the dealing phase where the layout has one)."""
        lay: Layout = rules.layout
        nf = rules.foundations
        piles: list[list[int]] = [[] for _ in range(F0 + nf + lay.positions + len(lay.reserves))]
        pack = Counter(c.index for c in standard_pack() * rules.packs)
        t = cls(rules, piles, [0] * len(piles))
        for f, fd in zip(t.F, lay.foundations, strict=True):
            if fd.start:
                code = Card.parse(fd.start).index
                pack[code] -= 1
                piles[f].append(code)
        for r, cards in zip(t.R, lay.reserves, strict=True):
            for card in parse_cards(list(cards)):
                pack[card.index] -= 1
                piles[r].append(card.index)
        rest = [c for c in standard_pack() * rules.packs if pack[c.index] > 0 and _take(pack, c)]
        deck = [c.index for c in shuffled(rest, seed)]
        piles[STOCK] = deck[::-1]
        t.seed = seed
        opened = lay.rows if lay.open_rows is None else lay.open_rows
        if lay.deal_phase is not None:
            t.rows_open, t.dealing, t.deal_to = 1, 0, opened
            t._deal_on()
        else:
            t.rows_open = opened
            for i in t.T[: opened * lay.columns]:
                for _ in range(lay.size):
                    if piles[STOCK]:
                        piles[i].append(piles[STOCK].pop())
        return t

    @classmethod
    def from_position(cls, rules: Rules, position: Mapping[str, Any]) -> PositionTable:
        """A hand-made position: ``tableau`` (one card list per position, row-major),
        ``foundations``, ``reserves``, ``stock`` (bottom first), ``waste``, and optionally
        ``rows_open``, ``dealing``, ``deal_to``, ``graces``, ``swapping`` (the places of
        the swap grace's first exchange), ``kings``, ``married``, ``redeals_used``,
        ``stopped``."""
        lay: Layout = rules.layout
        extra_keys = {"reserves", "rows_open", "dealing", "deal_to", "graces", "swapping"}
        extra_keys |= {"kings", "married"}
        plain = {k: v for k, v in position.items() if k not in extra_keys}
        base = Table.from_position(rules, plain)
        piles = (
            base.piles
            + [
                [c.index for c in parse_cards(r)] if r else []
                for r in list(position.get("reserves", [])) + [[]] * len(lay.reserves)
            ][: len(lay.reserves)]
        )
        t = cls(rules, piles, [0] * len(piles), base.redeals_used, base.stopped)
        t.rows_open = int(position.get("rows_open", lay.rows))
        t.dealing = int(position.get("dealing", -1))
        t.deal_to = int(position.get("deal_to", 0))
        t.graces = int(position.get("graces", 0))
        t.swapping = tuple(t.k.ids[n] for n in position.get("swapping") or ())
        t.kings = int(position.get("kings", 0))
        t.married = bool(position.get("married", False))
        return t

    # -- reading the position ------------------------------------------------------------
    def pos_name(self, i: int) -> str:
        """Pile name of pile id ``i``."""
        return self.k.names[i]

    def accepting(self, code: int) -> list[int]:
        """Foundation ids that take the card ``code`` now."""
        P, k = self.piles, self.k
        kings_done = self.kings >= self.lay.first_kings
        return [
            f
            for j, f in enumerate(self.F)
            if k.home_ok(j, code, P[f]) and not (k.fking[j] and kings_done and not P[f])
        ]

    def accept_map(self) -> dict[int, list[int]]:
        """Card code -> ids of the foundations that take it now."""
        P, k = self.piles, self.k
        acc: dict[int, list[int]] = {}
        for j, f in enumerate(self.F):
            p = P[f]
            if not p:
                if k.fking[j] and self.kings >= self.lay.first_kings:
                    continue
                codes: Any = k.fbase[j]
            elif len(p) >= k.flen[j]:
                continue
            else:
                codes = k.fnext[j][p[-1]]
            for c in codes:
                if c in acc:
                    acc[c].append(f)
                else:
                    acc[c] = [f]
        return acc

    def wanted(self) -> dict[int, int]:
        """Card code -> id of the first foundation that takes it now."""
        return {c: fs[0] for c, fs in self.accept_map().items()}

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
        if lay.refill == "none":
            return []
        n = self.rows_open * lay.columns
        if lay.vacancies == "empty_columns":
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

    @property
    def stock_out(self) -> bool:
        """True when the stock can bring no more cards."""
        if self.dealing >= 0:
            return False
        if not self.lay.stock_deals:
            return not self.piles[STOCK]
        return super().stock_out

    # -- legal moves -----------------------------------------------------------------------
    def legal(self) -> list[Move]:
        """Every legal move now; empty when the game is over."""
        if self._cache is not None:
            return self._cache
        self._cache = moves = self._legal()
        return moves

    def _legal(self) -> list[Move]:
        P, k, lay = self.piles, self.k, self.lay
        if self.stopped or self.won:
            return []
        _names, mv = k.names, k.move
        moves: list[Move] = []
        add = moves.append
        acc = self.accept_map()
        if self.dealing >= 0:
            if P[STOCK]:
                add(DEAL)
            for i in self.available():
                c = P[i][-1]
                if lay.deal_phase == "aces" and c % 13:
                    continue
                for f in acc.get(c, ()):
                    add(mv(i, f, 1))
            return moves
        if self.swapping:
            return self._swaps()
        vac = self.vacancies()
        ready = bool(vac) and self._source_ready()
        if lay.refill == "compulsory" and ready:
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
        if lay.empty_from:
            n = self.rows_open * lay.columns
            empties = [i for i in self.T[:n] if not P[i]]
            if empties:
                for s in sources:
                    if k.kinds[s] in lay.empty_from:
                        for e in empties:
                            if e != s:
                                add(mv(s, e, 1))
        if lay.pair_total:
            self._pairs(avail, add)
        if lay.transfers == "free":
            for f in self.F:
                # a foundation's own first card stays (the Mill's angle kings)
                if len(P[f]) > 1 and lay.foundations[f - F0].length > 1:
                    for g in acc.get(P[f][-1], ()):
                        if g != f:
                            add(mv(f, g, 1))
        elif lay.transfers == "enabling":
            moves.extend(self._chains(sources))
        if lay.lane_grace and vac:
            self._lanes(add)
        if ready and lay.refill == "before_deal":
            moves.extend(self._refills(vac[0]))
        if ready and lay.refill == "fill" and P[STOCK]:
            add(FILL)
        blocked = ready and lay.refill in ("before_deal", "fill")
        if P[STOCK] and not blocked and lay.stock_deals:
            if not lay.rows_on_demand or self.rows_open < lay.rows:
                add(DEAL)
        elif not P[STOCK] and not self.stock_out:
            add(REDEAL)
        # ``graces``: used this game (``once_per_game``) or at this block (``per_block``:
        # reset by each pair), so a grace that makes no 14 leaves the block lost
        grace = lay.swap_grace != "off" and not self.graces
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
        onto = [
            i
            for i in avail
            if (k.onto_rows is None or k.row[i] in k.onto_rows) and len(P[i]) >= lay.min_target
        ]
        if not onto:
            return
        srcs = [i for i in avail if k.from_rows is None or k.row[i] in k.from_rows]
        if P[WASTE] and lay.talon_builds:
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

    def run_start(self, i: int) -> int:
        """Index of the deepest card of the same-suit run on top of position ``i``."""
        p = self.piles[i]
        n = len(p) - 1
        if not self.lay.runs:
            return n
        while n > 0 and p[n - 1] in self.k.fit[p[n]] and p[n - 1] // 13 == p[n] // 13:
            n -= 1
        return n

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
                if not k.home_ok(0, code, P[centre]):
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

    def clicks(self, move: Move, src: str | None = None) -> tuple[tuple[str, str, int], ...]:
        """As :meth:`Table.clicks`; a pairing or an exchange is made by clicking its two
        cards (either first), a transfer chain by its last step (the transfers go with it)."""
        ways: tuple[tuple[str, str, int], ...]
        if isinstance(move, (Pair, Swap)):
            ways = ((move.a, move.b, 1), (move.b, move.a, 1))
        elif isinstance(move, Chain):
            last = move.steps[-1]
            ways = ((last.src, last.dst, 1),)
        else:
            return super().clicks(move, src)
        return ways if src is None else tuple(w for w in ways if w[0] == src)

    # -- making moves ------------------------------------------------------------------------
    def _resolve(self, move: Transfer) -> Transfer:
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

    def apply(self, move: Move) -> None:
        """Make a move already known to be legal."""
        P, k, lay = self.piles, self.k, self.lay
        if isinstance(move, Transfer):
            move = self._resolve(move)
        self._cache = None
        if isinstance(move, Transfer):
            s, d = k.ids[move.src], k.ids[move.dst]
            n = move.count
            if s == STOCK:
                P[d].append(P[STOCK].pop())
            else:
                src = P[s]
                empty_lane = lay.lane_grace and k.kinds[d] == "t" and self._is_lane(d)
                P[d].extend(src[-n:])
                del src[-n:]
                if k.kinds[d] == "f" and len(P[d]) == 1 and CARDS[P[d][0]].rank is Rank.KING:
                    self.kings += 1
                if empty_lane and k.kinds[s] == "t":
                    self._fill_lane(d)
                if lay.refill_after_marriage and k.kinds[s] == "t" and k.kinds[d] == "t":
                    self.married = True
        elif isinstance(move, Chain):
            for step in move.steps:
                s, d = k.ids[step.src], k.ids[step.dst]
                P[d].append(P[s].pop())
        elif isinstance(move, Pair):
            a, b = k.ids[move.a], k.ids[move.b]
            home = self.F.start
            P[home].append(P[a].pop())
            P[home].append(P[b].pop())
            if lay.swap_grace == "per_block":
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
        elif isinstance(move, Stop):
            self.stopped = True
        if lay.refill == "auto" and not all(P[i] for i in self.T):
            self._refill_all()
        self._cache = None

    def _is_lane(self, d: int) -> bool:
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
        P, k, lay = self.piles, self.k, self.lay
        srcs = [k.ids[s] for s in lay.refill_from]
        for i in self.vacancies():
            while len(P[i]) < lay.size:
                for s in srcs:
                    if P[s]:
                        P[i].append(P[s].pop())
                        break
                else:
                    return

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
            if lay.deal_phase == "aces" and code % 13:
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

    # -- explaining refusals ---------------------------------------------------------------
    def check(self, move: Move) -> None:
        """Raise ``IllegalMove`` naming the rule unless ``move`` is legal now."""
        if isinstance(move, Transfer):
            move = self._resolve(move)
        if move in self.legal():
            return
        raise self.why_not(move)

    def why_not(self, move: Move) -> IllegalMove:
        """The ``IllegalMove`` explaining why ``move`` is not legal now."""
        lay = self.lay
        if self.dealing >= 0 and not isinstance(move, Deal):
            what = "aces" if lay.deal_phase == "aces" else "cards that go to a foundation"
            return IllegalMove(
                f"a row is being dealt: only {what} may be played until it is complete",
                rule="row being dealt",
            )
        if self.swapping and not isinstance(move, Swap):
            return IllegalMove(
                "finish the swap grace: exchange the second two cards first", rule="swap grace"
            )
        vac = self.vacancies()
        ready = bool(vac) and self._source_ready()
        refill_move = isinstance(move, Transfer) and move.src in ("s", "w") and bool(vac)
        refill_move = refill_move and self.k.ids.get(getattr(move, "dst", ""), -1) in vac
        if lay.refill == "compulsory" and ready and not refill_move:
            return IllegalMove(
                f"the vacancy at {self.place(self.k.names[vac[0]])} must be filled at once, "
                "before any other move",
                rule="refill at once",
            )
        if self.married and ready and isinstance(move, Transfer) and self._would_play(move):
            return IllegalMove(
                "a marriage has been made: refill the short packets before playing again "
                "(play, then marry, then refill 'before proceeding again to play')",
                rule="refill before playing again",
            )
        if isinstance(move, Fill):
            if lay.refill != "fill":
                return IllegalMove("this game has no 'fill' move", rule="no such move")
            if not vac:
                return IllegalMove("there is no vacancy to refill", rule="nothing to refill")
            return IllegalMove("the pack is empty: vacancies stay empty", rule="pack empty")
        if isinstance(move, Deal):
            if not lay.stock_deals:
                return IllegalMove(
                    "the hand is used only to fill the places of cards removed", rule="hand"
                )
            if ready and lay.refill in ("before_deal", "fill"):
                return IllegalMove(
                    "refill every vacancy before the next card is dealt", rule="refill first"
                )
            if self.piles[STOCK] and lay.rows_on_demand:
                return IllegalMove("every row is dealt", rule="rows")
            return super().why_not(move)
        if isinstance(move, Pair):
            return self._why_not_pair(move)
        if isinstance(move, Swap):
            return self._why_not_swap(move)
        if isinstance(move, Chain):
            lone = [
                s.src
                for s in move.steps[:-1]
                if s.src in self.k.ids
                and self.k.kinds[self.k.ids[s.src]] == "f"
                and len(self.piles[self.k.ids[s.src]]) == 1
            ]
            if lone:
                code = self.piles[self.k.ids[lone[0]]][-1]
                return IllegalMove(
                    f"{CARDS[code]} is the foundation card of {self.place(lone[0])}: it never "
                    "moves, so a transfer takes only cards built on it",
                    rule="foundation card stays",
                )
            return IllegalMove(
                f"{move} is not a transfer the privilege allows: angle tops may go to the "
                "centre one by one only when they let a wing or talon card be played that "
                "could not be played before",
                rule="transfer privilege",
            )
        if isinstance(move, Transfer):
            return self._why_not_move(move)
        return super().why_not(move)

    def _would_play(self, move: Transfer) -> bool:
        """Whether ``move`` plays a card home that could go there but for a marriage made
        since the last refill (``refill_after_marriage``)."""
        if move.dst[:1] != "f":
            return False
        self.married, self._cache = False, None
        try:
            return self._resolve(move) in self.legal()
        finally:
            self.married, self._cache = True, None

    def _why_not_pair(self, m: Pair) -> IllegalMove:
        k, P = self.k, self.piles
        if not self.lay.pair_total:
            return IllegalMove("this game has no pairing moves", rule="no such move")
        for n in (m.a, m.b):
            if n not in k.ids or k.kinds[k.ids[n]] != "t":
                return IllegalMove(f"{n} is not a position of the square", rule="no such pile")
            if not P[k.ids[n]]:
                return IllegalMove(f"{self.place(n)} is empty", rule="empty pile")
        a, b = k.ids[m.a], k.ids[m.b]
        if a == b:
            return IllegalMove("a pair takes two different cards", rule="same pile")
        if k.row[a] != k.row[b] and k.col[a] != k.col[b]:
            return IllegalMove(
                f"{CARDS[P[a][-1]]} and {CARDS[P[b][-1]]} are not in the same row or column",
                rule="same row or column",
            )
        ca, cb = CARDS[P[a][-1]], CARDS[P[b][-1]]
        total = self.lay.pair_total
        return IllegalMove(
            f"{ca} and {cb} make {int(ca.rank) + int(cb.rank)}, not {total}",
            rule=f"pairs make {total}",
        )

    def _why_not_swap(self, m: Swap) -> IllegalMove:
        lay, k = self.lay, self.k
        if lay.swap_grace == "off":
            return IllegalMove("this game allows no exchange of cards", rule="no swap grace")
        for n in (m.a, m.b):
            if n not in k.ids or k.kinds[k.ids[n]] != "t" or not self.piles[k.ids[n]]:
                return IllegalMove(f"{n} holds no card of the square", rule="no such pile")
        if m.a == m.b:
            return IllegalMove("an exchange needs two different cards", rule="same pile")
        used = [self.place(k.names[i]) for i in self.swapping]
        if {m.a, m.b} & {k.names[i] for i in self.swapping}:
            return IllegalMove(
                f"the second exchange takes two other cards: {' and '.join(used)} were "
                "exchanged first",
                rule="two other cards",
            )
        if not self.swapping and self.graces:
            when = "per block: make a 14 first" if lay.swap_grace == "per_block" else "per game"
            return IllegalMove(
                f"the swap grace is used: it is allowed once {when}", rule="swap grace spent"
            )
        return IllegalMove(
            "the swap grace is allowed only when no pair can be made", rule="swap only when blocked"
        )

    def _why_not_move(self, m: Transfer) -> IllegalMove:
        k, P, lay = self.k, self.piles, self.lay
        for name in (m.src, m.dst):
            if name != "f" and name not in k.ids:
                return IllegalMove(f"this game has no pile {name}", rule="no such pile")
        if m.src == "f":
            return IllegalMove("name the foundation a card comes from", rule="no such pile")
        s = k.ids[m.src]
        skind = k.kinds[s]
        dkind = "f" if m.dst == "f" else k.kinds[k.ids[m.dst]]
        if dkind in ("s", "w", "r") or skind == "r":
            place = self.place(m.dst if dkind in ("s", "w", "r") else m.src)
            return IllegalMove(f"cards never move to or from {place}", rule="fixed pile")
        if skind == "s" or (skind == "w" and dkind == "t" and m.dst != "f"):
            d = k.ids[m.dst]
            vac = self.vacancies()
            if k.kinds[d] == "t" and not P[d] and skind in lay.refill_from and d in vac:
                return IllegalMove(
                    f"vacancies are refilled in order: {self.place(k.names[vac[0]])} first",
                    rule="refill order",
                )
            if skind == "s":
                return IllegalMove(
                    "cards come from the pack only by 'deal' or to refill a vacancy",
                    rule="stock",
                )
        if not P[s]:
            return IllegalMove(f"{self.place(m.src)} is empty", rule="empty pile")
        card = CARDS[P[s][-1]]
        if skind == "f":
            if lay.transfers == "none":
                return IllegalMove(
                    "cards on the foundations stay there", rule="foundation cards stay"
                )
            if len(P[s]) == 1 and lay.foundations[s - F0].length > 1:
                return IllegalMove(
                    f"{card} is the foundation card of {self.place(m.src)}: it never moves",
                    rule="foundation card stays",
                )
            if lay.transfers == "enabling":
                return IllegalMove(
                    "an angle card may go to the centre only as part of a transfer that "
                    "lets a wing or talon card be played (write e.g. 'f2-f1,t3-f1')",
                    rule="transfer privilege",
                )
        if skind == "t" and s not in self.available():
            b = self.blocker(s)
            by = f" by {CARDS[P[b][-1]]} at {self.place(k.names[b])}" if b is not None else ""
            return IllegalMove(f"{card} is not available: it is blocked{by}", rule="blocked card")
        if lay.first_kings and self.kings < lay.first_kings:
            kings = [x for x in self.legal() if isinstance(x, Transfer)]
            if kings and all(CARDS[P[k.ids[x.src]][-1]].rank is Rank.KING for x in kings):
                return IllegalMove(
                    f"an available king must start an angle pile at once (the first "
                    f"{lay.first_kings} kings are foundation cards)",
                    rule="first kings to the angles",
                )
        if dkind == "f":
            if m.dst != "f" and k.kinds[k.ids[m.dst]] == "f":
                fd = lay.foundations[k.ids[m.dst] - F0]
                why = fd.target([CARDS[c] for c in P[k.ids[m.dst]]])
                return IllegalMove(
                    f"{card} cannot go on {self.place(m.dst)}: that foundation {why}",
                    rule="foundation build",
                )
            return IllegalMove(f"no foundation takes {card} now", rule="foundation build")
        d = k.ids[m.dst]
        if not P[d]:
            if lay.lane_grace and self._is_lane(d) and skind == "t":
                return IllegalMove(
                    "a lane takes only the available card of another ray's outer circle",
                    rule="lane grace",
                )
            if skind not in lay.empty_from:
                return IllegalMove(
                    f"an empty position is filled only by the refill ({lay.refill})",
                    rule="vacancies are refilled",
                )
            return IllegalMove(f"{m} is not a legal move now", rule="not a legal move")
        if lay.build is None:
            return IllegalMove(
                f"no card is ever built on the {lay.roles}s", rule=f"no building on {lay.roles}s"
            )
        if skind == "w" and not lay.talon_builds:
            return IllegalMove(
                "the talon's top card may be used only on the foundations",
                rule="talon to foundations only",
            )
        if skind == "t" and k.from_rows is not None and k.row[s] not in k.from_rows:
            return IllegalMove(
                f"{card} is an inner card: it may only be played to a foundation, not married",
                rule="inner cards are only played",
            )
        if k.onto_rows is not None and k.row[d] not in k.onto_rows:
            return IllegalMove(
                f"marriages are made only onto the outer {lay.roles}s, and {self.place(m.dst)} "
                "is inner",
                rule="marry onto the outer circle",
            )
        if d not in self.available():
            return IllegalMove(
                f"{CARDS[P[d][-1]]} at {self.place(m.dst)} is blocked: it takes no card",
                rule="blocked card",
            )
        if len(P[d]) < lay.min_target:
            return IllegalMove(
                f"a pile with fewer than {lay.min_target} cards takes no builds",
                rule="short piles take no builds",
            )
        if m.count > 1 and not lay.runs:
            return IllegalMove("every move is a single card", rule="single cards only")
        head = CARDS[P[s][-m.count]] if m.count <= len(P[s]) else card
        return IllegalMove(
            f"{head} cannot be married to {CARDS[P[d][-1]]}: marry {self.rules.build.name}",
            rule=self.rules.build.name,
        )

    # -- plain data ----------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """The position as JSON-able data (also accepted as a ``position``)."""
        out = super().state()
        del out["down"]
        out["reserves"] = [[CARDS[c].short for c in self.piles[r]] for r in self.R]
        out.update(
            rows_open=self.rows_open,
            dealing=self.dealing,
            deal_to=self.deal_to,
            graces=self.graces,
            swapping=[self.k.names[i] for i in self.swapping],
            kings=self.kings,
            married=self.married,
        )
        return out

    def snapshot(self) -> Any:
        """An immutable copy of the mutable parts."""
        extra = (self.rows_open, self.dealing, self.deal_to, self.graces, self.swapping)
        return super().snapshot(), (*extra, self.kings, self.married)

    def restore(self, snap: Any) -> None:
        """Go back to a snapshot."""
        base, extra = snap
        super().restore(base)
        (
            self.rows_open,
            self.dealing,
            self.deal_to,
            self.graces,
            self.swapping,
            self.kings,
            self.married,
        ) = extra

    def copy(self) -> PositionTable:
        """An independent copy."""
        t = PositionTable(
            self.rules, list(map(list, self.piles)), self.down[:], self.redeals_used, self.stopped
        )
        t.restore(self.snapshot())
        t.seed = self.seed
        return t

    @property
    def won(self) -> bool:
        """True when no card is left in the stock, the talon or the layout."""
        P = self.piles
        return not P[STOCK] and not P[WASTE] and not any(P[i] for i in self.T)

    def movable(self, i: int) -> int:
        """How many top cards of pile ``i`` may be picked up now (0 or 1; runs where the
        layout lets same-suit runs move)."""
        name = self.k.names[i]
        counts = [m.count for m in self.legal() if isinstance(m, Transfer) and m.src == name]
        return max(counts, default=0)

    def parse_extra(self, text: str) -> Move | None:
        """``fill``, ``t3+t8``, ``swap t1 t7``, ``f2-f1,t4-f1``; ``s-t3`` (refill from the
        pack)."""
        if text == "fill":
            return FILL
        m = _PAIR_RE.match(text)
        if m:
            a, b = sorted((int(m.group(1)), int(m.group(2))))
            return Pair(f"t{a}", f"t{b}")
        m = _SWAP_RE.match(text)
        if m:
            a, b = sorted((int(m.group(1)), int(m.group(2))))
            return Swap(f"t{a}", f"t{b}")
        if "," in text:
            steps = []
            for part in text.split(","):
                sm = _STEP_RE.match(part.strip())
                if sm is None:
                    raise IllegalMove(f"{part!r} is not a step of a transfer", rule="notation")
                steps.append(Transfer(sm.group(1), sm.group(2)))
            return Chain(tuple(steps))
        m = re.match(r"^s\s*-\s*(t\d+)$", text)
        if m:
            return Transfer("s", m.group(1))
        return None

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


def _take(pack: Counter[int], card: Card) -> bool:
    pack[card.index] -= 1
    return True
