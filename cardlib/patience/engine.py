"""The patience engine: a declarative game spec, the table it plays on, and the Game.

A game is a :class:`GameSpec`: a name, base :class:`Rules` (how many piles, what builds on
what, what moves as a unit, what a space takes, how the stock turns, what starts on the
foundations) and its options, which a small ``configure`` function applies to the rules.
:class:`Table` holds a position and knows the legal moves; :class:`PatienceGame` wraps it
in the Game protocol and adds what a widget asks (``layout``, ``moves_from``,
``destinations``, ``home_move``, ``stock_move``, ``hint``, ``autoplay``). A widget or a
view works out no rule of its own: what a click on a pile may do is
:meth:`PatienceGame.moves_from`, what a pile shows is its
:class:`~cardlib.patience.piles.PileView`, and every pile is put into words by one
function, :meth:`Table.place`.

Move notation: ``t3-f`` (pile 3 to its foundation), ``w-t5`` (waste to pile 5),
``t2:3-t7`` (three cards from pile 2 to pile 7), ``f2-t4`` (a foundation card back, where
allowed), ``deal`` (turn the stock), ``redeal`` (turn the waste over as a new stock) and
``stop`` (give up once the stock is used up).

>>> import cardlib
>>> g = cardlib.new_game("forty-thieves", seed=1)
>>> g.stock_count, [len(p.cards) for p in g.layout() if p.kind.value == "t"][:3]
(64, [4, 4, 4])
>>> g.play("deal"); str(g.history[-1])
'deal'
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Self

from cardlib.cards import Card, Rank, parse_cards, shuffled, standard_pack
from cardlib.game import Game, GameInfo, IllegalMove, Move, Option, OptionValue, Outcome
from cardlib.patience.piles import PileKind, PileView, pile_name
from cardlib.patience.rules import (
    CARDS,
    SAME_SUIT,
    BuildRule,
    EmptyRule,
    Foundation,
    MoveUnit,
    Refill,
    StockRule,
)

__all__ = [
    "Deal",
    "GameSpec",
    "PatienceGame",
    "Redeal",
    "Rules",
    "Scoring",
    "Stop",
    "Table",
    "Transfer",
    "patience_factory",
    "pile_words",
    "register_patience",
]

UP_IN_SUIT_FROM_ACE = Foundation()
ANY_CARD_SPACE = EmptyRule()
ONE_PASS = StockRule()

STOCK, WASTE, F0 = 0, 1, 2
"""Pile ids: the stock is 0, the waste 1, foundations from 2, then tableau, then reserves."""


# ----- rules --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Scoring:
    """A score kept beside the cards.

    ``vegas``: ``per_card`` for each card home less ``stake`` (the price of the game).
    ``windows_standard``: points per kind of move (``waste_tableau``, ``to_foundation``,
    ``turn_up``, ``from_foundation``) and a charge for turning the waste over
    (``recycle``), made from pass ``free_passes + 1`` on (``free_passes = 0``: every time).

    >>> Scoring("vegas").final(11, 0), Scoring("vegas").final(52, 0)
    (3, 208)
    """

    kind: str
    per_card: int = 5
    stake: int = 52
    waste_tableau: int = 5
    to_foundation: int = 10
    turn_up: int = 5
    from_foundation: int = -15
    recycle: int = -100
    free_passes: int = 0

    def final(self, home: int, points: int) -> int:
        """The score with ``home`` cards on the foundations and ``points`` kept so far."""
        if self.kind == "vegas":
            return self.per_card * home - self.stake
        return points


@dataclass(frozen=True)
class Rules:
    """A patience game's rules with every option applied.

    The deal: ``packs`` packs; cards of rank ``preplace`` (if any) start on the
    foundations, in pack order; the rest are shuffled and dealt in ``rows`` rows across
    ``tableau`` piles, the first ``face_down`` rows face down; the remainder is the stock.
    """

    tableau: int
    rows: int
    face_down: int = 0
    packs: int = 2
    foundations: int = 8
    foundation: Foundation = UP_IN_SUIT_FROM_ACE
    build: BuildRule = SAME_SUIT
    move_unit: MoveUnit = MoveUnit.SINGLE
    supermove: bool = False
    empty: EmptyRule = ANY_CARD_SPACE
    stock: StockRule = ONE_PASS
    refill: Refill | None = None
    preplace: Rank | None = None
    foundation_to_tableau: bool = False
    stop_any_time: bool = False
    deal_order: tuple[int, ...] | None = None
    flip: frozenset[int] = frozenset()
    scoring: Scoring | None = None
    layout: Any = None

    # ``deal_order`` (when given) lists the tableau pile (0-based) of each dealt card, in
    # dealing order, instead of ``rows`` full rows; piles in ``flip`` are dealt from the
    # outside in (the first card dealt ends on top). ``face_down`` then leaves the top card
    # of each pile face up and at most ``face_down`` cards under it face down. ``scoring``
    # keeps a score beside the cards; ``layout`` (a
    # :class:`cardlib.patience.positions.Layout`) switches to the positional table.

    @property
    def cards(self) -> int:
        """Cards in play."""
        return 52 * self.packs

    @property
    def preplaced(self) -> int:
        """Cards on the foundations before the deal."""
        return 4 * self.packs if self.preplace is not None else 0

    @property
    def layout_size(self) -> int:
        """Cards dealt to the tableau."""
        if self.deal_order is not None:
            return len(self.deal_order)
        return self.tableau * self.rows

    @property
    def stock_size(self) -> int:
        """Cards in the stock after the deal."""
        return self.cards - self.preplaced - self.layout_size

    def summary(self) -> dict[str, str]:
        """The rules in words, one entry per column of the family comparison table."""
        unit = self.move_unit.value
        if self.move_unit is MoveUnit.SINGLE and self.supermove:
            unit += " (supermove)"
        return {
            "piles \u00d7 cards": f"{self.tableau} \u00d7 {self.rows}",
            "face down": str(self.face_down * self.tableau),
            "build": self.build.name,
            "move unit": unit,
            "spaces": self.empty.name + (", filled at once" if self.refill else ""),
            "stock": self.stock.name,
            "removed first": f"{self.preplaced} {self.preplace.label}s"
            if self.preplace
            else "\u2013",
            "stock size": str(self.stock_size),
        }


@dataclass(frozen=True)
class GameSpec:
    """A patience game as data: names, base rules, options and how they change the rules."""

    id: str
    name: str
    summary: str
    rules: Rules
    options: tuple[Option, ...] = ()
    presets: Mapping[str, Mapping[str, OptionValue]] = field(default_factory=dict)
    configure: Callable[[Rules, Mapping[str, OptionValue]], Rules] | None = None
    family: str = "patience"
    layout_hint: Callable[[Rules], dict[str, dict[str, Any]]] | None = None

    def resolve(self, options: Mapping[str, OptionValue]) -> Rules:
        """The rules with ``options`` applied."""
        return self.configure(self.rules, options) if self.configure else self.rules

    def info(self) -> GameInfo:
        """The catalog entry."""
        return GameInfo(
            id=self.id,
            name=self.name,
            family=self.family,
            players="1",
            packs="two 52-card packs" if self.rules.packs == 2 else "one 52-card pack",
            summary=self.summary,
            options=self.options,
            presets=self.presets,
        )


# ----- moves --------------------------------------------------------------------------------
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


DEAL, REDEAL, STOP = Deal(), Redeal(), Stop()
HOME = -1
"""Destination id of a move to "the foundation that takes the card"."""

_MOVE_RE = re.compile(r"^([sw]|[tfr]\d+)\s*(?::\s*(\d+))?\s*-\s*([fsw]|[tfr]\d+)$")
_WORDS: dict[str, Move] = {
    "deal": DEAL,
    "d": DEAL,
    "s": DEAL,
    "stock": DEAL,
    "redeal": REDEAL,
    "stop": STOP,
    "give up": STOP,
}


# ----- lookup tables shared by every table with the same rules -----------------------------
class _Tables:
    """Precomputed lookups for one set of rules (never copied)."""

    def __init__(self, rules: Rules) -> None:
        nf, nt = rules.foundations, rules.tableau
        self.names = ["s", "w"] + [f"f{i + 1}" for i in range(nf)]
        self.names += [f"t{i + 1}" for i in range(nt)]
        self.kinds = ["s", "w"] + ["f"] * nf + ["t"] * nt
        self.ids = {n: i for i, n in enumerate(self.names)}
        self.fit = rules.build.targets()
        unit = rules.move_unit
        if unit is MoveUnit.SINGLE and rules.supermove:
            unit = MoveUnit.BUILT_RUN
        self.link = unit.links(rules.build)
        self.runs = unit is not MoveUnit.SINGLE
        self.whole = unit is MoveUnit.WHOLE_RUN
        self.capped = rules.move_unit is MoveUnit.SINGLE and rules.supermove
        e = rules.empty
        self.space_any = e.allowed and e.rank is None
        self.space_from = {
            k: e.allowed and (e.sources is None or k in e.sources) for k in ("w", "t", "f", "r")
        }
        self.space_rank = None if e.rank is None else int(e.rank)
        self.space_helps = self.space_any and self.space_from["t"]
        lay = rules.layout
        #: every foundation's rule: the layout's, else the rules' one rule for each
        self.founds: tuple[Foundation, ...] = (
            lay.foundations if lay is not None else (rules.foundation,) * nf
        )
        self.fnext = [_next_codes(fd) for fd in self.founds]
        self.fbase = [fd.base_codes() for fd in self.founds]
        self.flen = [fd.length for fd in self.founds]
        # the rules' own foundation (the solver's compact table reads these)
        self.next = _next_codes(rules.foundation)
        self.base = rules.foundation.base_codes()
        self.length = rules.foundation.length
        self._moves: dict[tuple[int, int, int], Transfer] = {}

    def move(self, src: int, dst: int, count: int) -> Transfer:
        key = (src, dst, count)
        m = self._moves.get(key)
        if m is None:
            m = Transfer(self.names[src], "f" if dst == HOME else self.names[dst], count)
            self._moves[key] = m
        return m

    def home_ok(self, j: int, code: int, pile: Sequence[int]) -> bool:
        """Whether foundation ``j`` (0-based), holding ``pile``, takes the card ``code`` by
        its rule."""
        if not pile:
            return code in self.fbase[j]
        return len(pile) < self.flen[j] and code in self.fnext[j][pile[-1]]

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


def _card(code: int) -> Card:
    return CARDS[code]


Snapshot = Any


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


# ----- the table ------------------------------------------------------------------------------
class Table:
    """A patience position (piles of card codes, face-down counts, redeals used) and its
    rules: legal moves, making a move, and why a move is refused.

    ``piles[i]`` runs bottom to top (the last card is the top; for the stock, the next card
    to turn). ``down[i]`` counts the face-down cards at the bottom of pile ``i``.
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
        self.piles = piles
        self.down = down
        self.redeals_used = redeals_used
        self.stopped = stopped
        self.points = 0
        self.seed = 0
        self.F = range(F0, F0 + rules.foundations)
        self.T = range(F0 + rules.foundations, F0 + rules.foundations + rules.tableau)
        self._cache: list[Move] | None = None
        #: every pile's name in words (:func:`pile_words`; set by the game from its picture)
        self.words: Mapping[str, str] = {}

    # -- construction --------------------------------------------------------------------
    @classmethod
    def deal(cls, rules: Rules, seed: int) -> Table:
        """Deal from ``seed``: preplaced cards out first, the rest shuffled
        (:func:`cardlib.cards.shuffled`) and dealt from the front in rows, left to right."""
        cards = [c.index for c in standard_pack() * rules.packs]
        piles: list[list[int]] = [[] for _ in range(F0 + rules.foundations + rules.tableau)]
        if rules.preplace is not None:
            rank = int(rules.preplace)
            pre = [c for c in cards if c % 13 + 1 == rank]
            cards = [c for c in cards if c % 13 + 1 != rank]
            for f, c in zip(range(F0, F0 + rules.foundations), pre, strict=False):
                piles[f].append(c)
        deck = [c.index for c in shuffled([CARDS[c] for c in cards], seed)]
        t0 = F0 + rules.foundations
        pos = 0
        order = rules.deal_order
        if order is None:
            order = tuple(i for _ in range(rules.rows) for i in range(rules.tableau))
        for i in order:
            piles[t0 + i].append(deck[pos])
            pos += 1
        for i in rules.flip:
            piles[t0 + i].reverse()
        piles[STOCK] = deck[pos:][::-1]
        down = [0] * len(piles)
        for i in range(rules.tableau):
            n = len(piles[t0 + i])
            down[t0 + i] = min(rules.face_down, n - 1) if n else 0
        table = cls(rules, piles, down)
        table.seed = seed
        return table

    @classmethod
    def from_position(cls, rules: Rules, position: Mapping[str, Any]) -> Table:
        """A hand-made position: ``tableau`` (one card list per pile, bottom first),
        optional ``down`` (face-down cards at the bottom of each pile), ``foundations``,
        ``stock`` and ``waste`` (bottom first: the stock's last card is turned next),
        ``redeals_used``. Card lists are text (``"10C 9H"``) or lists of card texts."""
        known = {"tableau", "down", "foundations", "stock", "waste", "redeals_used", "stopped"}
        known.add("points")
        extra = set(position) - known
        if extra:
            raise ValueError(f"unknown position keys {sorted(extra)}: use {sorted(known)}")

        def codes(v: Any) -> list[int]:
            return [c.index for c in parse_cards(v)] if v else []

        tab = position.get("tableau", [])
        if len(tab) != rules.tableau:
            raise ValueError(f"this game has {rules.tableau} tableau piles, not {len(tab)}")
        founds = list(position.get("foundations", []))
        if len(founds) > rules.foundations:
            raise ValueError(f"this game has {rules.foundations} foundations")
        founds += [[]] * (rules.foundations - len(founds))
        piles = [codes(position.get("stock")), codes(position.get("waste"))]
        piles += [codes(f) for f in founds] + [codes(p) for p in tab]
        down = [0] * len(piles)
        given = list(position.get("down", [0] * rules.tableau))
        if len(given) != rules.tableau:
            raise ValueError("'down' needs one count per tableau pile")
        t0 = F0 + rules.foundations
        for i, d in enumerate(given):
            n = len(piles[t0 + i])
            if not isinstance(d, int) or d < 0 or (n and d >= n) or (not n and d):
                raise ValueError(f"pile t{i + 1}: {d!r} face-down cards under {n} cards")
            down[t0 + i] = d
        table = cls(rules, piles, down, int(position.get("redeals_used", 0)))
        table.stopped = bool(position.get("stopped", False))
        table.points = int(position.get("points", 0))
        counts = Counter(c for p in piles for c in p)
        for c, n in counts.items():
            if n > rules.packs:
                raise ValueError(f"{CARDS[c]} appears {n} times in a {rules.packs}-pack game")
        return table

    # -- reading the position ------------------------------------------------------------
    @property
    def won(self) -> bool:
        """True when every card is on the foundations."""
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
        """True when the stock can bring no more cards: empty and no redeal possible."""
        if self.piles[STOCK]:
            return False
        left = self.redeals_left
        return not self.piles[WASTE] or (left is not None and left <= 0)

    def wanted(self) -> dict[int, int]:
        """Card code -> id of the first foundation that takes it now."""
        k, P = self.k, self.piles
        want: dict[int, int] = {}
        for j, f in enumerate(self.F):
            p = P[f]
            if not p:
                codes: Iterable[int] = k.fbase[j]
            elif len(p) >= k.flen[j]:
                continue
            else:
                codes = k.fnext[j][p[-1]]
            for c in codes:
                if c not in want:
                    want[c] = f
        return want

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
        if self._cache is not None:
            return self._cache
        moves: list[Move] = []
        P, k = self.piles, self.k
        if self.stopped or self.won:
            self._cache = moves
            return moves
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
        self._cache = moves
        return moves

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
        P = self.piles
        self._cache = None
        if isinstance(move, Transfer):
            ids = self.k.ids
            s = ids[move.src]
            n = move.count
            d = self.wanted()[P[s][-1]] if move.dst == "f" else ids[move.dst]
            src = P[s]
            if n == 1:
                P[d].append(src.pop())
            else:
                P[d].extend(src[-n:])
                del src[-n:]
            ds = self.down[s]
            turned = bool(ds) and len(src) == ds
            if turned:
                self.down[s] = ds - 1
            if self.rules.scoring is not None:
                self._score_transfer(s, d, turned)
        elif isinstance(move, Deal):
            stock, waste = P[STOCK], P[WASTE]
            for _ in range(min(self.rules.stock.draw, len(stock))):
                waste.append(stock.pop())
        elif isinstance(move, Redeal):
            P[STOCK] = P[WASTE][::-1]
            P[WASTE] = []
            self.redeals_used += 1
            sc = self.rules.scoring
            if sc is not None and sc.kind != "vegas" and self.redeals_used > sc.free_passes:
                self.points += sc.recycle
        elif isinstance(move, Stop):
            self.stopped = True
        if self.rules.refill is not None:
            self._refill(self.rules.refill)

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
        """How many top cards of pile ``i`` the rules let a player pick up together now."""
        p = self.piles[i]
        if not p:
            return 0
        kind = self.k.kinds[i]
        if kind == "w" or (kind == "f" and self.rules.foundation_to_tableau):
            return 1
        if kind != "t":
            return 0
        empties = sum(1 for j in self.T if not self.piles[j])
        return min(len(p) - self.run_start(i), self.run_cap(empties, False))

    stock_extras: ClassVar[tuple[Move, ...]] = ()
    """Other moves made by clicking the stock (the positional table's ``fill``)."""
    names_foundations: ClassVar[bool] = False
    """Whether moves home name their foundation (``t3-f5``) rather than ``t3-f``."""

    def parse_extra(self, text: str) -> Move | None:
        """Moves of this kind of table beyond transfers and stock moves (none here)."""
        return None

    def describe_extra(self, move: Move) -> str:
        """Such a move in words."""
        return str(move)

    def _refill(self, refill: Refill) -> None:
        P, ids = self.piles, self.k.ids
        for i in self.T:
            if P[i]:
                continue
            for name in refill.sources:
                src = P[ids[name]]
                if src:
                    P[i].append(src.pop())
                    break
            else:
                return

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
        up)`` for each way (a move home lands on the foundation that takes the card); empty
        for a move made by clicking the stock (deal, redeal) or a button (stop). With
        ``src``, only the ways that start from pile ``src``."""
        if isinstance(move, Transfer):
            if src is not None and move.src != src:
                return ()
            dst = move.dst
            if dst == "f":
                dst = self.k.names[self.wanted()[self.piles[self.k.ids[move.src]][-1]]]
            return ((move.src, dst, move.count),)
        return ()

    # -- explaining refusals --------------------------------------------------------------
    def check(self, move: Move) -> None:
        """Raise ``IllegalMove`` naming the rule unless ``move`` is legal now."""
        if move in self.legal():
            return
        raise self.why_not(move)

    def why_not(self, move: Move) -> IllegalMove:
        """The ``IllegalMove`` explaining why ``move`` is not legal now."""
        stock, waste = self.place("s"), self.place("w")
        if isinstance(move, Deal):
            if not self.piles[STOCK]:
                if not self.stock_out:
                    return IllegalMove(
                        f"{stock} is empty: turn {waste} over with 'redeal'", rule="stock empty"
                    )
                return IllegalMove(
                    f"{stock} is empty and no redeal is left", rule="no redeals left"
                )
        elif isinstance(move, Redeal):
            return self._why_not_redeal()
        elif isinstance(move, Stop):
            return IllegalMove(
                f"you may stop only when {stock} is used up (no card or redeal left)",
                rule="stop",
            )
        elif isinstance(move, Transfer):
            return self._why_not_transfer(move)
        return IllegalMove(f"{move} is not a legal move now", rule="not a legal move")

    def _why_not_redeal(self) -> IllegalMove:
        stock, waste = self.place("s"), self.place("w")
        if self.piles[STOCK]:
            return IllegalMove(
                f"{stock} is not used up: you may redeal only when it is empty", rule="redeal"
            )
        left = self.redeals_left
        if left is not None and left <= 0:
            allowed = self.rules.stock.redeals or 0
            text = "no redeal" if allowed == 0 else f"only {allowed} redeal" + "s" * (allowed > 1)
            return IllegalMove(
                f"no redeal is left: this game allows {text}", rule="no redeals left"
            )
        return IllegalMove(f"{waste} is empty: there is nothing to redeal", rule="redeal")

    def _why_not_transfer(self, m: Transfer) -> IllegalMove:
        k, P = self.k, self.piles
        for name in (m.src, m.dst):
            if name != "f" and name not in k.ids:
                return IllegalMove(f"this game has no pile {name}", rule="no such pile")
        if m.src == "f":
            return IllegalMove(
                "name the foundation a card comes from, e.g. f2", rule="no such pile"
            )
        if m.src == "s":
            return IllegalMove(
                f"cards are not taken from {self.place('s')}: use 'deal' to turn its top card",
                rule="stock",
            )
        if m.dst in ("s", "w"):
            where = "stock" if m.dst == "s" else "waste"
            return IllegalMove(f"no card may be put on {self.place(m.dst)}", rule=where)
        if m.src == m.dst:
            return IllegalMove("a card must move to another pile", rule="same pile")
        s = k.ids[m.src]
        skind = k.kinds[s]
        src = P[s]
        to_home = m.dst == "f" or k.kinds[k.ids[m.dst]] == "f"
        if skind == "f" and (to_home or not self.rules.foundation_to_tableau):
            return IllegalMove("cards on the foundations stay there", rule="foundation cards stay")
        here = self.place(m.src)
        if not src:
            return IllegalMove(f"{here} is empty", rule="empty pile")
        n = m.count
        if n > len(src):
            return IllegalMove(f"{here} holds only {len(src)} cards", rule="count")
        if n > len(src) - self.down[s]:
            return IllegalMove(
                "you cannot move a face-down card: only face-up cards move", rule="face-down card"
            )
        head = src[-n]
        if k.whole and skind == "t" and not to_home and self.run_start(s) != len(src) - n:
            return IllegalMove(
                f"the run on {here} moves only as a whole ({len(src) - self.run_start(s)} "
                "cards) or not at all",
                rule="whole run only",
            )
        if n > 1:
            if skind != "t":
                return IllegalMove("only one card at a time leaves this pile", rule="one card")
            if to_home:
                return IllegalMove(
                    "cards go to the foundations one at a time", rule="one card to a foundation"
                )
            if not k.runs:
                return IllegalMove(
                    f"only single cards move in this game: move {CARDS[src[-1]]} first",
                    rule="single cards only",
                )
            if self.run_start(s) > len(src) - n:
                return IllegalMove(
                    f"the {n} cards from {here} are not a run that moves as a unit "
                    f"(movable runs: {self.rules.move_unit.value}, built {self.rules.build.name})",
                    rule="run",
                )
        card = CARDS[head]
        if to_home:
            return self._why_not_home(head)
        dst = P[k.ids[m.dst]]
        if dst:
            if dst[-1] not in k.fit[head]:
                return IllegalMove(
                    f"{card} cannot go on {CARDS[dst[-1]]}: build {self.rules.build.name}",
                    rule=self.rules.build.name,
                )
        elif not k.space_ok(head, skind):
            return IllegalMove(
                f"{card} cannot fill a space here: {self.rules.empty.name}",
                rule=self.rules.empty.name,
            )
        if n > 1 and k.capped:
            empties = sum(1 for i in self.T if not P[i])
            cap = self.run_cap(empties, not dst)
            return IllegalMove(
                f"moving {n} cards at once needs enough spaces to move them one by one "
                f"(now at most {cap})",
                rule="supermove limit",
            )
        return IllegalMove(f"{m} is not a legal move now", rule="not a legal move")

    def _why_not_home(self, code: int) -> IllegalMove:
        card = CARDS[code]
        rule = self.rules.foundation
        if card.rank is rule.base:
            why = f"no foundation is empty for the {card.rank.label}"
        else:
            why = f"no foundation shows a card {card} may follow"
            build = rule.build
            if build is not None and build.suit.value == "in suit" and build.steps == (1,):
                why = f"no foundation shows {CARDS[code - 1]}"
        return IllegalMove(
            f"{card} cannot go to a foundation: foundations build {rule.name}, and {why}",
            rule="foundation build",
        )

    # -- plain data ----------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """The position as JSON-able data (also accepted as a ``position``)."""
        P = self.piles

        def short(p: Sequence[int]) -> list[str]:
            return [CARDS[c].short for c in p]

        return {
            "tableau": [short(P[i]) for i in self.T],
            "down": [self.down[i] for i in self.T],
            "foundations": [short(P[f]) for f in self.F],
            "stock": short(P[STOCK]),
            "waste": short(P[WASTE]),
            "redeals_used": self.redeals_used,
            "stopped": self.stopped,
            **({"points": self.points} if self.rules.scoring is not None else {}),
        }

    def snapshot(self) -> Snapshot:
        """An immutable copy of the mutable parts (for undo; shared safely by copies)."""
        return (
            tuple(map(tuple, self.piles)),
            tuple(self.down),
            self.redeals_used,
            self.stopped,
            self.points,
        )

    def restore(self, snap: Snapshot) -> None:
        """Go back to a snapshot."""
        piles, down, self.redeals_used, self.stopped, self.points = snap
        self.piles = list(map(list, piles))
        self.down = list(down)
        self._cache = None

    def copy(self) -> Table:
        """An independent copy."""
        t = Table(
            self.rules, list(map(list, self.piles)), self.down[:], self.redeals_used, self.stopped
        )
        t.points = self.points
        t.words = self.words
        return t


# ----- the Game ----------------------------------------------------------------------------------
class PatienceGame(Game):
    """A patience game from a :class:`GameSpec`: the Game protocol around a :class:`Table`,
    plus what a widget needs (all read from the rules, none of them rules of their own)."""

    def __init__(
        self,
        spec: GameSpec,
        seed: int,
        options: Mapping[str, object] | None = None,
        position: Mapping[str, Any] | None = None,
        *,
        info: GameInfo | None = None,
    ) -> None:
        self.spec = spec
        self.info = info if info is not None else spec.info()
        super().__init__(seed, options, position)

    def _setup(self) -> None:
        self.rules = self.spec.resolve(self.options)
        kind: type[Table] = Table
        if self.rules.layout is not None:
            from cardlib.patience.positions import PositionTable

            kind = PositionTable
        if self.position is None:
            self.table = kind.deal(self.rules, self.seed)
        else:
            self.table = kind.from_position(self.rules, self.position)
            self.table.seed = self.seed
        hint = self.spec.layout_hint
        self.table.words = pile_words(
            self.rules, self.table.k.names, None if hint is None else hint(self.rules)
        )

    def _snapshot(self) -> Any:
        return self.table.snapshot()

    def _restore(self, snapshot: Any) -> None:
        self.table.restore(snapshot)

    def copy(self) -> Self:
        """An independent copy, history and undo included (snapshots are immutable and
        shared, so this is fast)."""
        twin = copy.copy(self)
        twin.options = dict(self.options)
        twin.position = copy.deepcopy(self.position)
        twin.history = list(self.history)
        twin._undo_stack = list(self._undo_stack)
        twin.table = self.table.copy()
        twin.table.words = self.table.words
        return twin

    def _legal_moves(self) -> list[Move]:
        return list(self.table.legal())

    def _check(self, move: Move) -> None:
        self.table.check(move)

    def _apply(self, move: Move) -> None:
        self.table.apply(move)

    def parse_move(self, text: str) -> Move:
        """Read ``t3-f``, ``w-t5``, ``t2:3-t7``, ``f2-t4``, ``deal`` (or ``s``), ``redeal``,
        ``stop``. A named foundation as destination (``t3-f1``) means "to the foundation"."""
        if not isinstance(text, str):
            raise IllegalMove(f"{text!r} is not a move", rule="notation")
        t = " ".join(text.strip().lower().split())
        if t in _WORDS:
            return _WORDS[t]
        extra = self.table.parse_extra(t)
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
        if dst.startswith("f") and not self.table.names_foundations:
            dst = "f"
        return Transfer(src, dst, n)

    # -- the protocol's read side --------------------------------------------------------
    @property
    def state(self) -> dict[str, Any]:
        return self.table.state()

    @property
    def is_over(self) -> bool:
        return not self.table.legal()

    @property
    def scores(self) -> tuple[int, ...]:
        """Cards on the foundations."""
        return (self.table.cards_home,)

    @property
    def outcome(self) -> Outcome | None:
        t = self.table
        if t.legal():
            return None
        total = sum(len(p) for i, p in enumerate(t.piles) if t.k.kinds[i] != "r")
        home = t.cards_home
        if t.won:
            reason = f"won: all {total} cards are on the foundations"
        elif t.stopped:
            reason = f"lost: the player stopped with {home} of {total} cards home"
        else:
            reason = f"lost: no move is left, {home} of {total} cards home"
        return Outcome(winner=None, draw=False, won=t.won, scores=(home,), reason=reason)

    def all_cards(self) -> Counter[Card]:
        return Counter(CARDS[c] for p in self.table.piles for c in p)

    # -- what a widget and the book call --------------------------------------------------
    def layout(self) -> list[PileView]:
        """Every pile: stock, waste, foundations, tableau, with cards, faces and what is
        clickable now."""
        t, k = self.table, self.table.k
        over = self.is_over
        out: list[PileView] = []
        for i, p in enumerate(t.piles):
            kind = PileKind(k.kinds[i])
            name = k.names[i]
            cards = tuple(CARDS[c] for c in p)
            words = t.place(name)
            click: Move | None = None
            empty = ""
            if kind is PileKind.STOCK:
                up = (False,) * len(p)
                movable = 0
                click = None if over else self.stock_move()
                clickable = click is not None
                label = f"stock ({len(p)})"
                empty = "\u21bb" if click is not None and not p else ""
            else:
                d = t.down[i]
                up = (False,) * d + (True,) * (len(p) - d)
                movable = 0 if over else self._movable(i)
                clickable = movable > 0
                label = {
                    PileKind.WASTE: "waste",
                    PileKind.FOUNDATION: f"foundation {name[1:]}",
                    PileKind.TABLEAU: f"pile {name[1:]}",
                }.get(kind, name)
                if kind is PileKind.FOUNDATION:
                    empty = self._takes(i - F0)
            index = int(name[1:]) - 1 if len(name) > 1 else 0
            out.append(
                PileView(
                    name, kind, index, cards, up, movable, clickable, label, words, empty, click
                )
            )
        return out

    def _takes(self, j: int) -> str:
        """The rank symbol an empty foundation ``j`` (0-based) takes, ``''`` for none."""
        f = self.table.k.founds[j]
        return f.base.symbol if f.base is not None and f.build is not None else ""

    def moves_from(self, src: str, count: int = 1) -> dict[str, Move]:
        """What a click on each pile plays once ``count`` cards of pile ``src`` are picked
        up: destination pile -> the legal move (a move home keyed by the foundation it
        lands on; a pairing or an exchange by the other card's pile; a transfer chain by
        its last step's foundation). Piles not in it have no legal move there now.

        >>> import cardlib
        >>> g = cardlib.new_game("forty-thieves", seed=1)
        >>> {d: str(m) for d, m in g.moves_from("t4").items()}
        {'t8': 't4-t8'}
        """
        t = self.table
        out: dict[str, Move] = {}
        for m in t.legal():
            for s, d, n in t.clicks(m, src):
                if s == src and n == count and d not in out:
                    out[d] = m
        if len(out) > 1:
            ids = t.k.ids
            return dict(sorted(out.items(), key=lambda item: ids[item[0]]))
        return out

    def click_path(self, move: Move) -> tuple[str, str, int] | None:
        """Where a player clicks to make ``move``: ``(source pile, destination pile, cards
        picked up)``; ``None`` for a move made by clicking the stock or a button."""
        ways = self.table.clicks(move)
        return ways[0] if ways else None

    def why_fixed(self, src: str) -> IllegalMove | None:
        """Why no card of pile ``src`` may be picked up at all now (a foundation that keeps
        its cards, a reserve), ``None`` when one may be or the pile has a move."""
        t = self.table
        kind = t.k.kinds[t.k.ids[src]]
        if kind not in ("f", "r") or self.rules.foundation_to_tableau or self.moves_from(src):
            return None
        return t.why_not(Transfer(src, t.k.names[t.T.start]))

    def why_not(self, move: Move) -> IllegalMove:
        """The ``IllegalMove`` explaining why ``move`` is not legal now."""
        return self.table.why_not(move)

    def _movable(self, i: int) -> int:
        """How many top cards of pile ``i`` the rules let a player pick up together."""
        return self.table.movable(i)

    def destinations(self, src: str, count: int = 1) -> list[str]:
        """Names of the piles where ``count`` cards from ``src`` may go now (a move home is
        shown as the foundation the card would land on)."""
        ids = self.table.k.ids
        out = [
            self.landing(m)
            for m in self.legal_moves()
            if isinstance(m, Transfer) and m.src == src and m.count == count
        ]
        return sorted(out, key=ids.__getitem__)

    def landing(self, move: Transfer) -> str:
        """The pile a transfer puts its cards on (resolves ``"f"``)."""
        if move.dst != "f":
            return move.dst
        t = self.table
        code = t.piles[t.k.ids[move.src]][-1]
        return t.k.names[t.wanted()[code]]

    def move_for(self, src: str, dst: str, count: int = 1) -> Transfer:
        """The move that takes ``count`` cards from pile ``src`` to pile ``dst`` (any
        foundation name means "home"). Not checked: ``play`` refuses it with the reason."""
        if dst.startswith("f") and not self.table.names_foundations:
            dst = "f"
        return Transfer(src, dst, count)

    def home_move(self, src: str) -> Move | None:
        """The move sending the top card of ``src`` to a foundation, if legal (double-click)."""
        m = Transfer(src, "f")
        moves = self.legal_moves()
        if m in moves:
            return m
        for other in moves:
            if (
                isinstance(other, Transfer)
                and other.src == src
                and other.dst[0] == "f"
                and other.count == 1
                and src[0] != "f"
            ):
                return other
        return None

    def stock_move(self) -> Move | None:
        """What clicking the stock does now: ``deal``, ``redeal`` or nothing."""
        moves = self.legal_moves()
        for m in (DEAL, REDEAL, *self.table.stock_extras):
            if m in moves:
                return m
        return None

    def safe_home_moves(self) -> list[Move]:
        """Moves to the foundations that can never be regretted: no card still in play
        could be built on the card sent home."""
        t = self.table
        out: list[Move] = []
        home = Counter(c for f in t.F for c in t.piles[f])
        for m in t.legal():
            if isinstance(m, Transfer) and m.dst[0] == "f" and m.src[0] in "wtr":
                code = t.piles[t.k.ids[m.src]][-1]
                needs = [c for c in range(52) if code in t.k.fit[c]]
                if all(home[c] >= self.rules.packs for c in needs):
                    out.append(m)
        return out

    def autoplay(self) -> list[Move]:
        """Play safe moves home until none is left; return them (each undoes singly)."""
        played: list[Move] = []
        while not self.is_over:
            safe = self.safe_home_moves()
            if not safe:
                break
            self.play(safe[0])
            played.append(safe[0])
        return played

    def describe(self, move: Move) -> str:
        """A move in words, e.g. ``'7♣ from pile 3 onto 8♣ on pile 7'``."""
        if not isinstance(move, Transfer):
            return {
                "deal": "turn the stock",
                "redeal": "turn the waste over as a new stock",
                "stop": "give up",
            }.get(str(move)) or self.table.describe_extra(move)
        t = self.table
        src = t.piles[t.k.ids[move.src]]
        what = str(CARDS[src[-move.count]])
        if move.count > 1:
            what = f"{move.count} cards from {what}"
        dst = self.landing(move)
        d = t.piles[t.k.ids[dst]]
        place = t.place(dst)
        onto = f"onto {CARDS[d[-1]]} on {place}" if d else f"to empty {place}"
        return f"{what} from {t.place(move.src)} {onto}"

    @property
    def stock_count(self) -> int:
        """Cards left in the stock."""
        return len(self.table.piles[STOCK])

    @property
    def redeals_left(self) -> int | None:
        """Redeals still allowed (``None``: unlimited)."""
        return self.table.redeals_left

    @property
    def points(self) -> int | None:
        """The score under the game's ``scoring`` option (Vegas: 5 per card home less 52),
        ``None`` when the game keeps no score beside the cards home."""
        return self.table.score

    def layout_hint(self) -> dict[str, dict[str, Any]]:
        """Where each pile sits when the table is drawn as the book pictures it: pile name
        -> ``{"x", "y"}`` (grid units: one card width, one card height), ``"role"`` (e.g.
        ``"wing"``, ``"hour IX"``), ``"fan"`` (``"down"``, ``"left"``, ``"right"`` or
        ``"none"``: how its cards spread). Data only; games without a picture return a
        plain row layout."""
        hint = self.spec.layout_hint
        if hint is not None:
            return hint(self.rules)
        return _row_hint(self.table)

    def _repr_html_(self) -> str:
        """The layout as a picture (:func:`cardlib.views.patience.patience_html`)."""
        from cardlib.views.patience import patience_html

        return patience_html(self)


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
            given = lay.reserve_roles if lay is not None else ()
            role = given[j] if j < len(given) else ""
            out[name] = (
                (role if role.startswith("the ") else f"the cards {role}")
                if role
                else (f"reserve {n}")
            )
    return out


def _row_hint(t: Table) -> dict[str, dict[str, Any]]:
    """The default picture: stock, waste and foundations in a top row, tableau below."""
    out: dict[str, dict[str, Any]] = {
        "s": {"x": 0.0, "y": 0.0, "role": "stock", "fan": "none"},
        "w": {"x": 1.2, "y": 0.0, "role": "waste", "fan": "none"},
    }
    names = t.k.names
    for j, f in enumerate(t.F):
        out[names[f]] = {"x": 3.0 + 1.2 * j, "y": 0.0, "role": "foundation", "fan": "none"}
    for j, i in enumerate(t.T):
        out[names[i]] = {"x": 1.2 * j, "y": 1.5, "role": "tableau", "fan": "down"}
    return out


def patience_factory(spec: GameSpec) -> tuple[GameInfo, Callable[..., PatienceGame]]:
    """The catalog entry of ``spec`` and the factory that deals its games
    (``factory(seed, options, position)``), for :func:`cardlib.registry.register_game`."""
    info = spec.info()

    def deal(
        seed: int,
        options: Mapping[str, object] | None = None,
        position: Mapping[str, Any] | None = None,
    ) -> PatienceGame:
        return PatienceGame(spec, seed, options, position, info=info)

    deal.__doc__ = spec.summary
    return info, deal


def register_patience(spec: GameSpec, module: str) -> None:
    """Add the game of ``spec`` to the catalog (``module``: the defining ``__name__``)."""
    from cardlib.registry import register_game

    register_game(*patience_factory(spec), module)


def pile_names(rules: Rules) -> list[str]:
    """Every pile's notation name, in pile-id order."""
    return [pile_name(PileKind.STOCK), pile_name(PileKind.WASTE), *_tables(rules).names[2:]]
