"""A solver for every patience game: could this deal be won by a player who knew where
every card is?

:func:`solve` searches the current position of any patience game (every option, mid-game
positions too) and returns a :class:`Solution`: ``"winnable"`` with a winning line of
moves that ``game.play`` accepts in turn, ``"lost"`` (a proof: no sequence of legal moves
wins), or ``"unknown"`` when the budget (``max_nodes``, ``max_seconds``) ran out first.
The solver reads face-down cards and the order of the stock, so it answers for a player
who could see through the backs of the cards: a deal it calls ``"lost"`` cannot be won by
anybody; one it calls ``"winnable"`` might still be lost by a player who cannot see.

**One rules engine.** The solver generates moves with the engine's own
:meth:`Table.legal <cardlib.patience.table.Table.legal>` and makes them with its
``apply``, on one private copy of the game's table, going back with the table's
``snapshot``/``restore``: no rule is written twice, and ``game`` itself is never touched.
On an ordinary table (the Forty Thieves family, Klondike and Fortress) it searches a
:class:`~cardlib.patience.compact.CompactTable` instead: the same position in a few tuples,
whose moves are listed from the engine's own lookup tables as the same move objects in
the same order, so that the search is the same search, two to three times as fast (the
tests compare both, position by position and search by search).

**The search** is a depth-first search with a transposition table, on the following ideas
(each either changes only the order of the search, or prunes with a proven dominance, so
that ``"lost"`` stays a proof):

- *Transposition table* (always on). A position met before is not searched again: either
  it is on the current path (a cycle; a winning line through a cycle has a shorter winning
  line without it) or it was searched to the end and does not win (the search stops at the
  first win).
- *Canonical keys* (``"symmetry"``). On an ordinary table (every game but the positional
  Cadogan layouts) the rules never look at a pile's place: the legal moves and their
  results are the same, pile for pile, when tableau piles are listed in another order,
  and likewise foundations (``wanted`` takes the first foundation that accepts a card, and
  any foundation that accepts it is as good as another: foundations with equal contents
  are interchangeable). Refilling spaces "in pile order" gives the same multiset of piles
  whichever empty pile is first. So two positions whose tableau piles (with their
  face-down counts) and foundations are equal as multisets are equivalent, and the key
  sorts them. The two packs' twin cards have the same card code, so twins are identical in
  every key. A foundation of the standard rule (up in suit from its base) is keyed by its
  length and top card, which determine it. The score (``points``) never changes what is
  legal and is left out; so is the count of redeals used when redeals are unlimited.
  Positional layouts (rows that block rows, refill orders, rays) are keyed exactly.
- *No move that only undoes the last one* (``"no_reverse"``). On an ordinary table, after
  ``a:n-b`` between two tableau piles that turned up no card (and with no refill rule),
  ``b:n-a`` gives back exactly the position before, which is on the current path: it is a
  cycle, and the transposition table would refuse it anyway; skipping it saves a move.
- *Safe moves home* (``"safe_home"``). When a card X may go to a foundation now and the
  conditions below hold, that move is the only one searched at this position. The
  argument in each case: for any winning line L from the position A, a winning line L'
  exists from B = A after X goes home, so if B cannot be won, neither can A.

  The conditions, all required: an ordinary table with no refill rule and the standard
  foundations (up in suit from the ace); X comes from a tableau pile, or from the waste
  when the stock is turned one card at a time; and

  (a) *when foundation cards never come back*: every copy of every card that may be built
  on X is on the foundations, and, with two packs, X's twin is home already or two
  foundations accept X now. Then nothing is ever built on X again, so in L, X stays the top
  card of whatever pile holds it. L' is L without the moves of X (a run moved with X on top
  moves without it; a move of X alone is dropped); every other move stays legal, because
  the only difference is that X is not there (a pile holding only X is empty in B, which
  only adds spaces; a face-down card under X is face up, which only adds moves; with draw
  1 the waste and stock keep their order with X left out, so the same cards come up in the
  same order). Cards home: the foundation of X's suit accepts only X until a copy of X
  arrives; when L sends X's twin home, L' sends it to the second foundation that accepts X
  (or it is home already), and from then on B's foundations hold the same cards as L's
  plus X. L ends with every card home, and so does L'.

  (b) *when foundation cards may come back* (Klondike's worrying back; one pack, building
  down without wrap): let E hold X and, for each suit, every card up to the highest rank
  of that suit among the cards that could end up built on X (the cards that may be built
  on X, on those, and so on). Required: E is closed (every card that may be built on a
  card of E is in E) and every card of E but X is home. Then in L, cards of E reach the
  tableau only from the foundations (or are X), always onto a pile's top, and only cards
  of E are ever built on them: in every position of L the cards of E lie at the tops of
  piles. L' is L without every move of a card of E (runs cut where the first card of E
  starts); a card Z outside E goes home or comes back from the foundations in L' exactly
  when in L (E meets each suit in its lowest ranks, below Z, so the foundation tops for Z
  are the same), goes onto the same card, or into a space that is empty in L' too. L' ends
  with every card home.

- *Stock macro-moves* (``"stock_macros"``). On an ordinary table with no refill rule, the
  stock's moves (``deal``, ``redeal``) are not searched one by one: a step is "turn the
  stock k times (k >= 1), then move the waste card that came up", one step for every
  waste card the turns can bring up and every legal move of it. Argument: a turn touches
  only the stock, the waste and the count of redeals, and no other move reads or changes
  them (with no refill rule, the legal moves of the tableau and foundations do not depend
  on the stock). So in any winning line, each turn can be moved later, to just before the
  next move of a waste card, and every move stays legal. A winning line ends with the
  stock and the waste empty, so every turn has a waste move after it. The line then
  consists of ordinary moves and macro-moves only. The turns keep the order of the cards
  (the waste, bottom to top, followed by the stock, top to bottom, is the same sequence
  after a deal or a redeal), so the position of the stock and waste is fixed by the
  waste's length and the redeals used. Turning stops when a waste length comes back: the
  second time has used more redeals, and a position with more redeals left allows every
  move of one with fewer (it dominates it).

- *The stock cycle* (``"stock_cycle"``; with the stock macro-moves, when redeals are
  unlimited and a redeal does not shuffle: Klondike). The waste and the stock are one
  sequence, of which the waste is the first ``w`` cards, and turning changes only ``w``:
  a deal adds the cards turned at a time (``draw``, fewer at the end), a redeal sets it to
  0. So from an empty waste turning reaches every ``w`` that is a multiple of ``draw``, and
  the end of the sequence; from any of those it reaches the end and, by a redeal, 0 again.
  Positions that differ only in such a ``w`` are therefore reachable from each other by
  turns alone, which change nothing else: one can be won exactly when the other can, and
  the key gives them all ``w = 0``. (Any ``w`` with one card at a time.) The search makes
  turns only inside macro-moves, which bring up every waste card that turning can reach, so
  what it tries from any of those positions is what it would try from the others. And a
  shortest winning line, counted in moves that are not turns, from a position keyed as one
  searched before leads through positions keyed as ones the search tried (turns are
  free), so a key proved to have no win has none from any position it stands for.

- *The first card's pairs* (``"first_pair"``). On a pairing layout (The Fourteenth), once
  the hand and the talon are empty, no swap grace can come, and every legal move is a
  pair, only the pairs of the first occupied place are searched. Argument: no place is
  refilled any more, and whether two places make a pair depends only on their own two
  cards and on their row and column, which never change; so a pair stays legal until
  one of its cards leaves, and pairs can be made in any order. A win removes every card,
  the first place's card with the rest: in a winning line, that pair can be moved to the
  front and every other pair stays legal. If none of the first place's pairs leads to a
  win, nothing does.

- *Pairing layouts* (The Fourteenth; always on, as the transposition table is). The search
  runs on a :class:`~cardlib.patience.pairing.PairTable`, which keeps the values at the
  places and in the hand, and the state of the swap grace. The rules read only values (a
  pair's total), places (rows and columns, the refill's reading order) and the grace, and
  the moves name places: two positions with the same values have the same moves leading
  to positions with the same values, so keying positions by value is exact, and the two
  packs' eight cards of a value are interchangeable. The second exchange of the swap grace
  is searched only where it leaves a pair to make: after it no exchange can follow (the
  grace is spent for the game, or for the block until a pair is made), so a position with
  no pair has no move and, with cards left, is lost. The moves are tried in the order of
  the most pairs that could be made after them (then the engine's order): keeping many
  pairs at hand is what keeps a deal alive, and it changes only the order.

- *Proved dead, across restarts* (``"proved_dead"``). Within one search, a position met
  before is skipped whether it is on the path or was searched to the end; but "searched to
  the end" may have leaned on a cycle back to a position then on the path, so it proves
  nothing once that path is gone. The search therefore numbers positions as Tarjan's
  algorithm for strongly connected components does (each position's *low* is the lowest
  number its subtree led back to among positions not yet proved dead; leaving out the
  move back to the parent, under ``"no_reverse"``, counts as leading back to the parent).
  When a position's subtree is searched with no win and leads back to nothing entered
  before it, that position and every position entered after it and not yet proved dead
  (its component) are proved dead. Argument: every move from them leads into the
  component, to a position proved dead before, or is left out by one of the proven
  shortcuts above, so the positions reachable from the component are the component and
  positions proved dead before, by induction none of them won. They are dead whatever path
  leads to them, so the restarts below skip them too. (Without this, a restart begins with
  an empty table and a proof of "lost" must fit inside one attempt.)

- *Dead cards* (``"dead_cards"``; on an ordinary table with the standard foundations).
  Before searching, :func:`~cardlib.patience.freeing.never_home` plays a relaxed game in
  which the stock and waste can be taken from in any order, a card once uncovered stays a
  place to build on, and cards once moved can always move again; it keeps only that a card
  leaves its pile after the cards above it, to a foundation after the card below it in its
  suit, onto a card it may be built on, or into a space. Every line of the real game is a
  line of the relaxed one (the argument is in that module), so when some card cannot go
  home even there, the position is ``"lost"``, without a node searched.

Without these shortcuts, the search is complete on its own (the test suite compares it
with each of them on hundreds of deals and endgames).

**Restarts** (they change only the order of the search). A depth-first search that goes
wrong near the top of the tree spends its budget deep in one subtree (the heavy tails of
backtracking search: Gomes, Selman and Kautz, 1998). So the first search stops after
:data:`RESTART_NODES` moves, and the search starts again from the position with a
slightly shuffled move order and a budget :data:`RESTART_GROWTH` times larger, until the
budget of the call runs out. Every attempt is a whole search: one that ends without a
win has searched everything (but the positions proved dead) and proves ``"lost"``; one
that is cut off proves nothing but the positions it proved dead.

**Move order** (it changes only how fast a win is found): the engine's greedy player's own
scores (:func:`cardlib.patience.players.greedy_score`): cards home first, then moves that
turn up a face-down card, that uncover a card that goes home, that empty a pile, the waste
card, the stock; moves it would never make come last, but are all searched. The stock
macro-moves come after the moves it scores above turning the stock, fewest turns first;
when turning is free (unlimited redeals, several cards a turn) they are ranked with the
other moves by the score of the waste card's move.

>>> import cardlib
>>> g = cardlib.new_game("klondike", seed=1, draw=1)
>>> s = cardlib.solve(g, max_nodes=20000)
>>> s.verdict
'winnable'
>>> for m in s.line:
...     g.play(m)
>>> g.outcome.won
True
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass, field
from typing import Any

from cardlib.game import Game, Move
from cardlib.patience.compact import CompactTable, fits
from cardlib.patience.engine import PatienceGame
from cardlib.patience.freeing import applies as freeing_applies
from cardlib.patience.freeing import never_home
from cardlib.patience.moves import DEAL, REDEAL, Deal, Pair, Redeal, Stop, Transfer
from cardlib.patience.pairing import PairTable, pairing_fits
from cardlib.patience.players import greedy_score, transfer_score
from cardlib.patience.positions import SwapGrace
from cardlib.patience.rules import Foundation
from cardlib.patience.table import STOCK, WASTE, Table, tops_of

__all__ = ["PRUNINGS", "RESTART_GROWTH", "RESTART_NODES", "RESTART_NOISE", "Solution", "solve"]

PRUNINGS: frozenset[str] = frozenset(
    {
        "symmetry",
        "no_reverse",
        "safe_home",
        "stock_macros",
        "stock_cycle",
        "first_pair",
        "proved_dead",
        "dead_cards",
    }
)
"""The search's shortcuts, each switchable off for the tests that check them."""

Step = Move | tuple[Move, ...]
"""One step of the search: a move, or a stock macro-move (turns of the stock, then a move
of the waste card they brought up)."""

MACRO_SCORE = 10
"""Stock macro-moves are tried after the moves the greedy player scores above this (its
score for turning the stock), fewest turns first, and before the rest."""

RESTART_NODES = 1000
"""Nodes of the first search; each restart may use :data:`RESTART_GROWTH` times more.
(Chosen on Klondike deals 20,001-20,100 at 40,000 nodes, and checked on 20,101-20,300 and
on other games: many short restarts find more wins than a few long ones, now that the
positions proved dead are kept from one to the next.)"""
RESTART_GROWTH = 1.1
"""How many times more nodes each restart may use than the one before."""
RESTART_NOISE = 3.0
"""How far a restart's order may stray from the greedy order: each move's place in it is
moved up by a random amount up to this many places."""

_CHECK_EVERY = 512
"""Nodes between two looks at the clock."""


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    ``verdict``: ``"winnable"`` (``line`` then holds moves from the position that win,
    each accepted by ``game.play`` in turn), ``"lost"`` (proved: no line wins) or
    ``"unknown"`` (the budget ran out). ``nodes``: moves made during the search;
    ``seconds``: time taken.
    """

    verdict: str
    line: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    budget: dict[str, float | None] = field(default_factory=dict, compare=False)

    @property
    def decided(self) -> bool:
        """True unless the budget ran out."""
        return self.verdict != "unknown"

    def __str__(self) -> str:
        text = f"{self.verdict} ({self.nodes} nodes, {self.seconds:.2f} s)"
        if self.verdict == "winnable":
            text += f": {len(self.line)} moves"
        return text


class _Budget(Exception):
    """The search ran out of nodes or time."""


def _check_budget(name: str, value: float | None) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number or None, not {value!r}")
    if value < 0:
        raise ValueError(f"{name} must be at least 0, not {value!r}")
    return value


def solve(
    game: Game,
    *,
    max_nodes: int | None = None,
    max_seconds: float | None = None,
    prune: Collection[str] = PRUNINGS,
    restarts: bool = True,
    compact: bool = True,
) -> Solution:
    """Solve the current position of a patience game (see the module docstring).

    ``max_nodes`` bounds the moves tried, ``max_seconds`` the time (``None``: no bound);
    when either runs out the verdict is ``"unknown"``. ``prune`` names the shortcuts used
    (:data:`PRUNINGS`; the tests switch them off); ``restarts=False`` searches once, in the
    greedy order, instead of restarting. ``compact=False`` searches the engine's own table
    even where a :class:`~cardlib.patience.compact.CompactTable` could stand in for it (the
    tests compare the two). ``game`` is never changed.
    """
    if not isinstance(game, PatienceGame):
        what = getattr(game, "id", type(game).__name__)
        raise TypeError(f"solve() takes a patience game, not {what!r}")
    nodes_cap = _check_budget("max_nodes", max_nodes)
    secs_cap = _check_budget("max_seconds", max_seconds)
    unknown = set(prune) - PRUNINGS
    if unknown:
        raise ValueError(f"unknown pruning {sorted(unknown)}: choose from {sorted(PRUNINGS)}")
    start = time.perf_counter()
    deadline = None if secs_cap is None else start + secs_cap
    budget = {"max_nodes": max_nodes, "max_seconds": max_seconds}
    nodes, attempt = 0, 0
    dead: set[Hashable] | None = set() if "proved_dead" in prune else None
    kind: type[_Search] = _Search
    if compact and fits(game.table):
        kind = _CompactSearch
    elif compact and pairing_fits(game.table):
        kind = _PairSearch
    t = game.table
    if "dead_cards" in prune and not t.stopped and freeing_applies(t) and never_home(t):
        return Solution("lost", (), 0, time.perf_counter() - start, budget)
    cap: float | None = RESTART_NODES if restarts else None
    while True:
        left = None if nodes_cap is None else nodes_cap - nodes
        last = cap is None or (left is not None and left <= cap)
        this = left if last else cap
        now = time.perf_counter()
        secs_left = None if deadline is None else deadline - now
        search = kind(game, frozenset(prune), this, secs_left, now, attempt, dead)
        try:
            line = search.run()
        except _Budget:
            nodes += search.nodes
            out_of_time = deadline is not None and time.perf_counter() >= deadline
            if last or out_of_time or cap is None:
                return Solution("unknown", (), nodes, time.perf_counter() - start, budget)
            attempt += 1
            cap = int(cap * RESTART_GROWTH)
            continue
        nodes += search.nodes
        verdict = "lost" if line is None else "winnable"
        return Solution(verdict, tuple(line or ()), nodes, time.perf_counter() - start, budget)


class _Search:
    """One depth-first search on a private copy of the game's table."""

    def __init__(
        self,
        game: PatienceGame,
        prune: frozenset[str],
        max_nodes: float | None,
        max_seconds: float | None,
        start: float,
        attempt: int = 0,
        dead: set[Hashable] | None = None,
    ) -> None:
        self.shuffle = random.Random(attempt).uniform if attempt else None
        t = game.table.copy()
        t.seed = game.table.seed
        self.t = t
        rules = t.rules
        self.plain = rules.layout is None
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = None if max_seconds is None else start + max_seconds
        self.symmetry = "symmetry" in prune and self.plain
        self.no_reverse = "no_reverse" in prune and self.plain and rules.refill is None
        self.std_found = rules.foundation == Foundation()
        self.count_redeals = rules.stock.redeals is not None or not self.plain
        self.macros = "stock_macros" in prune and self.plain and rules.refill is None
        stock = rules.stock
        cycling = self.macros and stock.redeals is None and not stock.shuffle
        #: the cards turned at a time when the waste is keyed by its place in the cycle
        self.cycle = stock.draw if cycling and "stock_cycle" in prune else 0
        # macro-moves rank with the other moves by score only when turning is free and
        # several cards turn at once (measured: Klondike draw 3 gains, draw 1 loses)
        self.free_turns = rules.stock.redeals is None and rules.stock.draw > 1
        lay = getattr(t, "lay", None)
        self.first_pair = "first_pair" in prune and bool(getattr(lay, "pair_total", 0))
        self.safe: SafeRule | None = None
        self.dead = dead
        self.entered = 0
        self.reversed_cut = False
        if "safe_home" in prune and self.plain and rules.refill is None and self.std_found:
            self.safe = _safe_rule(t)

    # -- keys ------------------------------------------------------------------------------
    def key(self) -> Hashable:
        t = self.t
        if not self.plain:
            snap: Hashable = t.snapshot()
            return snap
        P, d = t.piles, t.down
        if self.std_found:
            found = [(len(P[f]), P[f][-1]) if P[f] else (0, -1) for f in t.F]
        else:
            found = [tuple(P[f]) for f in t.F]  # type: ignore[misc]
        tab = [(d[i], tuple(P[i])) for i in t.T]
        if self.symmetry:
            found.sort()
            tab.sort()
        extra = t.redeals_used if self.count_redeals else 0
        seq = (*P[WASTE], *reversed(P[STOCK]))
        w = len(P[WASTE])
        if self.cycle and (w % self.cycle == 0 or not P[STOCK]):
            w = 0
        return (seq, w, tuple(found), tuple(tab), extra)

    # -- children --------------------------------------------------------------------------
    def children(self, last: Step | None, turned: bool) -> list[Step]:
        t = self.t
        moves = [m for m in t.legal() if not isinstance(m, Stop)]
        if not moves:
            return []
        if self.safe is not None:
            P, ids = t.piles, t.k.ids
            m = self.safe(
                moves,
                lambda name: P[ids[name]][-1],
                lambda: [c for f in t.F for c in P[f]],
                lambda: [P[f][-1] if P[f] else -1 for f in t.F],
            )
            if m is not None:
                return [m]
        if self.first_pair and _pairs_commute(t, moves):
            first = t.k.names[next(i for i in t.T if t.piles[i])]
            return [m for m in moves if isinstance(m, Pair) and first in (m.a, m.b)]
        if self.no_reverse:
            moves = self.without_reverse(moves, last, turned)
        want = t.wanted()
        scored: list[tuple[int, int, int, Step]] = []
        if self.macros:
            moves = [m for m in moves if not isinstance(m, Deal | Redeal)]
            scored = self.stock_macros(want)
        for i, m in enumerate(moves):
            score = greedy_score(t, m, want)
            scored.append((2 if score > MACRO_SCORE else 0, score, i, m))
        return self.ordered(scored)

    def without_reverse(self, moves: list[Move], last: Step | None, turned: bool) -> list[Move]:
        """The moves but the one that only undoes ``last`` (a move between two tableau
        piles that turned up no card); :attr:`reversed_cut` says whether one was left out
        (see *no_reverse*)."""
        if isinstance(last, Transfer) and not turned and last.src[0] == last.dst[0] == "t":
            back = Transfer(last.dst, last.src, last.count)
            kept = [m for m in moves if m != back]
            self.reversed_cut = len(kept) < len(moves)
            return kept
        return moves

    def ordered(self, scored: list[tuple[int, int, int, Step]]) -> list[Step]:
        """The steps best first (by their first three fields), shuffled a little on a
        restart."""
        scored.sort(key=lambda e: e[:3], reverse=True)
        if self.shuffle is not None and len(scored) > 1:
            u = self.shuffle
            order = sorted(range(len(scored)), key=lambda i: i - u(0, RESTART_NOISE))
            return [scored[i][3] for i in order]
        return [e[3] for e in scored]

    def stock_macros(self, want: dict[int, int]) -> list[tuple[int, int, int, Step]]:
        """Every move of a waste card that turning the stock can bring up, as one step:
        the turns (``deal``, ``redeal``) and then the move, with the move's greedy score
        (fewer turns first among equals). The table is left as it was."""
        t = self.t
        P = t.piles
        stock, waste, used, points = P[STOCK][:], P[WASTE][:], t.redeals_used, t.points
        tops, empties = tops_of((i, P[i][-1] if P[i] else -1) for i in t.T)
        seen = {len(waste)}
        turns: list[Move] = []
        out: list[tuple[int, int, int, Step]] = []
        while True:
            turn = t.stock_move()
            if turn is None:
                break
            t.apply(turn)
            turns.append(turn)
            n = len(P[WASTE])
            if n in seen:
                break
            seen.add(n)
            for m in t.waste_moves(want, tops, empties):
                out.append(self.macro_entry(greedy_score(t, m, want), turns, m))
        P[STOCK], P[WASTE], t.redeals_used, t.points = stock, waste, used, points
        t._cache = None
        return out

    def macro_entry(self, score: int, turns: list[Move], m: Move) -> tuple[int, int, int, Step]:
        """A stock macro-move (``turns``, then the waste card's move ``m`` with the greedy
        ``score``) as it is sorted among the other moves (see *Move order*)."""
        if self.free_turns:
            return (2 if score > MACRO_SCORE else 0, score, -len(turns), (*turns, m))
        return (1, -len(turns), score, (*turns, m))

    def down_total(self) -> int:
        """Face-down cards on the table (a move that changes it turned one up)."""
        return sum(self.t.down)

    def make(self, step: Step) -> None:
        """Make one step of the search: a move, or the moves of a macro-move."""
        if isinstance(step, tuple):
            for m in step:
                self.t.apply(m)
        else:
            self.t.apply(step)

    # -- the search ------------------------------------------------------------------------
    def tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            self.nodes -= 1
            raise _Budget
        if (
            self.deadline is not None
            and self.nodes % _CHECK_EVERY == 0
            and time.perf_counter() > self.deadline
        ):
            raise _Budget

    def run(self) -> list[Move] | None:
        """A winning line, or ``None`` when there is none.

        Besides the transposition table, the search numbers the positions it enters and
        keeps, for each, the lowest number of a position on the current path (or still
        open) that its subtree leads back to, as Tarjan's algorithm for strongly connected
        components does. When a position's search ends with no position below it leading
        back above it, the position and those searched under it since cannot reach a win
        whatever the path to them: they go to ``self.dead``, which the restarts share
        (see the module docstring, *proved dead*).
        """
        t = self.t
        if t.won:
            return []
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _Budget
        dead = self.dead
        root = self.key()
        number: dict[Hashable, int] = {root: 0}  # positions entered and not yet proved dead
        opened: list[Hashable] = [root]  # the same, in the order entered
        # a frame: [snapshot, children, next child, table is elsewhere, key, number, low]
        kids0 = self.children(None, False)
        stack: list[list[Any]] = [[t.snapshot(), kids0, 0, False, root, 0, 0]]
        line: list[Step] = []
        while stack:
            frame = stack[-1]
            kids: list[Step] = frame[1]
            i: int = frame[2]
            if i >= len(kids):
                stack.pop()
                if line:
                    line.pop()
                low = frame[6]
                if low >= frame[5]:
                    if dead is not None:
                        while True:  # the position's component: proved dead
                            k = opened.pop()
                            del number[k]
                            dead.add(k)
                            if k == frame[4]:
                                break
                elif stack:
                    stack[-1][6] = min(stack[-1][6], low)
                if stack:
                    stack[-1][3] = True
                continue
            frame[2] = i + 1
            if frame[3]:
                t.restore(frame[0])
                frame[3] = False
            m = kids[i]
            before = self.down_total() if self.no_reverse else 0
            self.tick()
            self.make(m)
            if t.won:
                line.append(m)
                return [x for step in line for x in (step if isinstance(step, tuple) else (step,))]
            key = self.key()
            frame[3] = True
            if dead is not None and key in dead:
                continue
            seen = number.get(key)
            if seen is not None:
                frame[6] = min(frame[6], seen)
                continue
            frame[3] = False
            turned = False
            if self.no_reverse:
                turned = self.down_total() != before
            line.append(m)
            n = self.entered = self.entered + 1
            number[key] = n
            opened.append(key)
            kids = self.children(m, turned)
            stack.append([t.snapshot(), kids, 0, False, key, n, self.cut_to(frame[5], n)])
        return None

    def cut_to(self, parent: int, own: int) -> int:
        """The low number a new position starts with: its own, or its parent's when
        :meth:`children` left out the move back to the parent (*no_reverse*), which
        leads back to the parent as surely as a cycle does."""
        if self.reversed_cut:
            self.reversed_cut = False
            return parent
        return own


class _CompactSearch(_Search):
    """The same search on a :class:`~cardlib.patience.compact.CompactTable`: the same
    moves (the engine's, listed in the engine's order), the same order of search and the
    same shortcuts, with the position kept in tuples (about twice as fast)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.table = self.t  # the engine's copy, for what is not a transfer
        self.c = CompactTable(self.t)
        self.t = self.c  # type: ignore[assignment]

    def key(self) -> Hashable:
        return self.c.key(self.symmetry, self.count_redeals, self.cycle)

    def down_total(self) -> int:
        return self.c.down_total()

    def score(self, m: Move, want: dict[int, int]) -> int:
        """:func:`~cardlib.patience.players.greedy_score` on the compact position (an
        ordinary table has no vacancies)."""
        if not isinstance(m, Transfer):
            return greedy_score(self.table, m, want)
        if m.dst == "f":
            return transfer_score(m.src[0], True, False, False, 0, 0, -1, want)
        c = self.c
        ids, t0 = c.k.ids, c.t0
        to_space = len(c.piles[ids[m.dst] - t0]) == 1
        kind = m.src[0]
        if kind != "t":
            return transfer_score(kind, False, to_space, False, 0, 0, -1, want)
        p = c.piles[ids[m.src] - t0]
        rest = len(p) - 1 - m.count
        under = p[rest] if rest > 0 else -1
        return transfer_score(kind, False, to_space, False, rest, p[0], under, want)

    def make(self, step: Step) -> None:
        c = self.c
        if isinstance(step, tuple):
            *turns, m = step
            c.turn(len(turns))
            c.apply(m)
        else:
            c.apply(step)

    def children(self, last: Step | None, turned: bool) -> list[Step]:
        c = self.c
        want = c.wanted()
        tops, empties = c.tops()
        moves = c.legal(want, tops, empties)
        if not moves:
            return []
        if self.safe is not None:
            m = self.safe(
                moves,
                lambda name: c.seq[c.w - 1] if name == "w" else c.piles[c.k.ids[name] - c.t0][-1],
                c.home,
                lambda: c.found,
            )
            if m is not None:
                return [m]
        if self.no_reverse:
            moves = self.without_reverse(moves, last, turned)
        scored: list[tuple[int, int, int, Step]] = []
        if self.macros and moves and (moves[-1] is DEAL or moves[-1] is REDEAL):
            moves.pop()
            scored = self.stock_macros(want, tops, empties)
        score = self.score
        for i, m in enumerate(moves):
            v = score(m, want)
            scored.append((2 if v > MACRO_SCORE else 0, v, i, m))
        return self.ordered(scored)

    def stock_macros(  # type: ignore[override]
        self, want: dict[int, int], tops: dict[int, list[int]], empties: list[int]
    ) -> list[tuple[int, int, int, Step]]:
        c = self.c
        draw, redeals = c.draw, c.redeals
        w0 = w = c.w
        used, n = c.used, len(c.seq)
        seen = {w}
        turns: list[Move] = []
        out: list[tuple[int, int, int, Step]] = []
        score = self.score
        while True:
            if w < n:
                turns.append(DEAL)
                w = min(w + draw, n)
            elif w and (redeals is None or used < redeals):
                turns.append(REDEAL)
                w, used = 0, used + 1
            else:
                break
            if w in seen:
                break
            seen.add(w)
            if not w:
                continue
            c.w = w
            for m in c.waste_moves(want, tops, empties):
                out.append(self.macro_entry(score(m, want), turns, m))
        c.w = w0
        return out


class _PairSearch(_Search):
    """The same search on a pairing layout (The Fourteenth), on a
    :class:`~cardlib.patience.pairing.PairTable`: the engine's moves in the engine's order,
    positions keyed by value, the most pairs first (see the module docstring, *Pairing
    layouts*)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.p = PairTable(self.t)
        self.t = self.p  # type: ignore[assignment]

    def key(self) -> Hashable:
        return self.p.key()

    def down_total(self) -> int:
        return 0

    def make(self, step: Step) -> None:
        assert not isinstance(step, tuple)
        self.p.apply(step)

    def children(self, last: Step | None, turned: bool) -> list[Step]:
        p = self.p
        moves = p.legal()
        if not moves:
            return []
        # as _pairs_commute: the hand is empty, every move is a pair, and no exchange of
        # the swap grace can come any more
        over = _grace_over(p.grace, p.graces)
        if self.first_pair and p.hand_empty and isinstance(moves[0], Pair) and over:
            first = p.names[next(i for i, v in enumerate(p.vals) if v)]
            return [m for m in moves if first in (m.a, m.b)]  # type: ignore[attr-defined]
        now = p.pair_count()
        second = bool(p.swapping)
        scored: list[tuple[int, int, int, Step]] = []
        for i, m in enumerate(moves):
            after = p.pairs_after(m, now)
            if second and not after:
                continue  # the grace ends with no pair to make: lost (see *Pairing layouts*)
            scored.append((0, after, -i, m))
        return self.ordered(scored)


def _pairs_commute(t: Table, moves: list[Move]) -> bool:
    """Whether, on a pairing layout (The Fourteenth), the pairs left can be made in any
    order: the hand and the talon are empty (no place is refilled again), no exchange of
    the swap grace can come (it is off, or used once per game and finished), and every
    move now is a pair (see the module docstring, *first pair*)."""
    if not t.positional:
        return False
    if t.piles[STOCK] or t.piles[WASTE] or t.swapping:
        return False
    if not _grace_over(t.lay.swap_grace, t.graces):
        return False
    return all(isinstance(m, Pair) for m in moves)


def _grace_over(grace: SwapGrace, graces: int) -> bool:
    """Whether no exchange of the swap grace can come any more: it is off, or allowed once
    a game and begun."""
    return grace is SwapGrace.OFF or (grace is SwapGrace.ONCE_PER_GAME and graces > 0)


SafeRule = Callable[
    [
        list[Move],
        Callable[[str], int],
        Callable[[], list[int]],
        Callable[[], list[int] | tuple[int, ...]],
    ],
    Move | None,
]
"""The safe-moves-home test: given the legal moves, the top card of a pile by name, the
cards on the foundations and each foundation's top card (-1 when empty), the safe move
home, if any."""


def _safe_rule(t: Table) -> SafeRule:
    """The safe-moves-home test for a table's rules (see the module docstring, (a), (b))."""
    rules = t.rules
    k = t.k
    packs = rules.packs
    # cards that may be built on each card
    onto: list[tuple[int, ...]] = [tuple(c for c in range(52) if x in k.fit[c]) for x in range(52)]
    from_waste = rules.stock.draw == 1
    back = rules.foundation_to_tableau
    build = rules.build
    if back and (packs != 1 or build.steps != (-1,) or build.wrap):
        return lambda moves, top_of, home_cards, found_tops: None
    closure_sets: list[frozenset[int] | None] = [None] * 52
    if back:
        for x in range(52):
            seen: set[int] = set()
            todo = list(onto[x])
            while todo:
                c = todo.pop()
                if c not in seen:
                    seen.add(c)
                    todo.extend(onto[c])
            top = {s: -1 for s in range(4)}
            for c in seen | {x}:
                top[c // 13] = max(top[c // 13], c % 13)
            e = frozenset(s * 13 + r for s in range(4) for r in range(top[s] + 1))
            if all(set(onto[c]) <= e for c in e):
                closure_sets[x] = e - {x}

    def safe(
        moves: list[Move],
        top_of: Callable[[str], int],
        home_cards: Callable[[], list[int]],
        found_tops: Callable[[], list[int] | tuple[int, ...]],
    ) -> Move | None:
        home: Counter[int] | None = None
        for m in moves:
            if not isinstance(m, Transfer) or m.dst != "f":
                continue
            kind = m.src[0]
            if kind != "t" and not (kind == "w" and from_waste):
                continue
            x = top_of(m.src)
            if home is None:
                home = Counter(home_cards())
            if back:
                e = closure_sets[x]
                if e is not None and all(home[c] for c in e):
                    return m
                continue
            if any(home[c] < packs for c in onto[x]):
                continue
            if packs == 1 or home[x] >= packs - 1:
                return m
            tops = found_tops()
            accepting = sum(1 for top in tops if top >= 0 and top == x - 1 and x % 13)
            if x % 13 == 0:
                accepting = sum(1 for top in tops if top < 0)
            if accepting >= 2:
                return m
        return None

    return safe
