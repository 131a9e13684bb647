"""What the demos ask the solver: is this game still winnable, which move lost it, a hint
that keeps a win, a winning line to step through, and deals known to be winnable.

An :class:`Adviser` answers for one table. It remembers the last winning line it found
(with the moves played when it found it), so that a player who follows a hint or steps
through a shown win gets the next move at once, without a new search. Every answer is
for a player who knows where every card is (:func:`cardlib.solve`).

The deals known to be winnable come from the CSVs of ``bench/winnability.py`` (one row
per seeded deal), summed up in ``winnable.json`` next to this module, so that the site's
Pyodide, which has the package but not the book's data folder, reads them too; and from
the players' runs in ``stats.json``: a deal the greedy player won is winnable.

>>> import cardlib
>>> a = Adviser(max_nodes=20000)
>>> g = cardlib.new_game("klondike", seed=1, draw=1)
>>> a.check(g).text
'Still winnable: the solver found a win in 125 moves from here.'
>>> h = a.hint(g)
>>> h.source, h.move == a.win_line(g)[0]
('solver', True)
>>> next_winnable_seed("klondike", 3, {"draw": 1})
4
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any

from cardlib.cards import Card, Suit
from cardlib.game import Game, Move
from cardlib.patience.engine import PatienceGame
from cardlib.patience.freeing import applies as freeing_applies
from cardlib.patience.freeing import never_home
from cardlib.patience.players import greedy_choice, greedy_hint, play_on
from cardlib.patience.solver import solve
from cardlib.patience.table import STOCK, WASTE
from cardlib.registry import catalog
from cardlib.registry import new_game as _new_game

__all__ = [
    "INDEX_FILE",
    "Adviser",
    "Check",
    "Hint",
    "deal_key",
    "greedy_win",
    "greedy_won_seeds",
    "index_entry",
    "next_winnable_seed",
    "solver_seeds",
    "split_deal_key",
    "stats_key",
    "winnable_index",
    "winnable_seeds",
]

INDEX_FILE = "winnable.json"
"""The summary of the winnability CSVs, in ``cardlib/patience/`` (written by
``bench/winnability.py``): ``{key: {"winnable": [seeds], "lost": [seeds], "unknown":
[seeds]}}``, ``key`` as :func:`deal_key` makes it."""


def deal_key(game_id: str, options: Mapping[str, object] | None = None) -> str:
    """The name of a game's CSV (without ``.csv``): its id, then ``-name=value`` for each
    option that differs from its default, in name order.

    >>> deal_key("klondike", {"draw": 1})
    'klondike-draw=1'
    """
    return game_id + "".join(f"-{k}={v}" for k, v in sorted((options or {}).items()))


def split_deal_key(key: str) -> tuple[str, dict[str, str]]:
    """The game id and the options (values as written) of a :func:`deal_key`.

    >>> split_deal_key("klondike-draw=1")
    ('klondike', {'draw': '1'})
    >>> split_deal_key("the-fourteenth-swap_grace=off")
    ('the-fourteenth', {'swap_grace': 'off'})
    """
    for game_id in sorted((i.id for i in catalog()), key=len, reverse=True):
        rest = key[len(game_id) :]
        if key.startswith(game_id) and re.fullmatch(r"(-[^-=]+=[^-=]+)*", rest):
            return game_id, dict(re.findall(r"-([^-=]+)=([^-=]+)", rest))
    raise ValueError(f"{key!r} names no game of the catalog")


@cache
def winnable_index() -> dict[str, dict[str, list[int]]]:
    """The data file's contents (see :data:`INDEX_FILE`); empty if it is missing."""
    path = resources.files("cardlib.patience").joinpath(INDEX_FILE)
    if not path.is_file():
        return {}
    data: dict[str, dict[str, list[int]]] = json.loads(path.read_text("utf-8"))
    return data


def stats_key(game_id: str, options: Mapping[str, object] | None = None) -> str:
    """The key of a run in ``stats.json`` (the players' runs): the game id, then
    ``name=value`` options, joined by colons."""
    return ":".join([game_id, *(f"{k}={v}" for k, v in sorted((options or {}).items()))])


@cache
def _greedy_won(key: str) -> tuple[int, ...]:
    text = resources.files("cardlib.patience").joinpath("stats.json").read_text("utf-8")
    run = json.loads(text).get(key)
    if run is None:
        return ()
    game_id, *opts = key.split(":")
    options = dict(o.split("=", 1) for o in opts)
    g = _patience(_new_game(game_id, seed=1, position=None, **options))
    total = sum(len(p) for p in g.table.piles)
    first = int(run["seeds"][0])
    home = run["players"]["greedy"]["home"]
    return tuple(first + i for i, h in enumerate(home) if h == total)


def greedy_won_seeds(game_id: str, options: Mapping[str, object] | None = None) -> tuple[int, ...]:
    """The seeds the greedy player won in the committed players' runs (``stats.json``):
    winnable too, its play is the proof."""
    return _greedy_won(stats_key(game_id, options))


def solver_seeds(game_id: str, options: Mapping[str, object] | None = None) -> dict[str, list[int]]:
    """The solver's committed verdicts: ``{"winnable": [...], "lost": [...], "unknown":
    [...]}`` seeds (empty lists when there is no run)."""
    entry = winnable_index().get(deal_key(game_id, options), {})
    return {v: list(entry.get(v, ())) for v in ("winnable", "lost", "unknown")}


def winnable_seeds(game_id: str, options: Mapping[str, object] | None = None) -> tuple[int, ...]:
    """The seeds the committed runs prove winnable, in order: those the solver proved,
    and those the greedy player won (none if there is no run)."""
    won = set(solver_seeds(game_id, options)["winnable"]) | set(greedy_won_seeds(game_id, options))
    return tuple(sorted(won))


def next_winnable_seed(
    game_id: str, after: int | None, options: Mapping[str, object] | None = None
) -> int | None:
    """The first seed proved winnable that comes after ``after`` (the first of all after
    the last one, or when ``after`` is ``None``); ``None`` when none is known."""
    seeds = winnable_seeds(game_id, options)
    if not seeds:
        return None
    later = [s for s in seeds if after is not None and s > after]
    return later[0] if later else seeds[0]


def _patience(game: Game) -> PatienceGame:
    if not isinstance(game, PatienceGame):
        what = getattr(game, "id", type(game).__name__)
        raise TypeError(f"the adviser takes a patience game, not {what!r}")
    return game


def _words(game: PatienceGame, move: Move) -> str:
    try:
        return game.describe(move)
    except (KeyError, IndexError, ValueError):
        return str(move)


@dataclass(frozen=True)
class Check:
    """The answer to *Winnable?*.

    ``verdict``: ``"winnable"``, ``"lost"`` or ``"unknown"`` for the current position.
    For ``"lost"``, ``kept`` is the number of moves after which the game could last be won
    (0: the deal as dealt; ``None``: not found in time, or the deal itself is lost, see
    ``deal_lost``), with ``kept_move`` and ``lost_move`` the moves ``kept`` and
    ``kept + 1`` in words. ``line``: a win from here, for ``"winnable"``; ``committed``:
    no win was found in time, but the deal, not yet played, is one the committed runs
    proved winnable (:func:`winnable_seeds`); ``stuck``: for ``"lost"``, the lowest card of
    each suit that can never go home now, even with every stock card at hand (in words;
    empty when the loss is deeper than that: see :mod:`cardlib.patience.freeing`), and
    ``stock``: whether cards are left in the stock or the waste.
    """

    verdict: str
    line: tuple[Move, ...] = ()
    kept: int | None = None
    kept_move: str = ""
    lost_move: str = ""
    deal_lost: bool = False
    between: tuple[int, int] | None = None
    committed: bool = False
    stuck: tuple[str, ...] = ()
    stock: bool = False

    @property
    def text(self) -> str:
        """The answer in words, as the demo shows it."""
        if self.verdict == "lost" and self.stuck:
            cards = self.stuck[0] if len(self.stuck) == 1 else ", ".join(self.stuck[:-1])
            if len(self.stuck) > 1:
                cards += f" and {self.stuck[-1]}"
            lead = "Even with every stock card at hand, the" if self.stock else "The"
            return f"{self._lost_text()} {lead} {cards} can never go home now."
        return self._lost_text() if self.verdict == "lost" else self._other_text()

    def _other_text(self) -> str:
        if self.verdict == "winnable":
            n = len(self.line)
            if self.committed:
                return (
                    "Still winnable: this deal is one the solver's committed runs proved "
                    "winnable (no line found within the time now)."
                )
            if not n:
                return "Won: every card is home."
            moves = "1 move" if n == 1 else f"{n} moves"
            return f"Still winnable: the solver found a win in {moves} from here."
        return "Not sure: no answer within the time."

    def _lost_text(self) -> str:
        if self.deal_lost:
            return "No longer winnable: this deal could not be won from its first move."
        if self.kept == 0:
            return (
                "No longer winnable: the deal could be won as dealt, but move 1 "
                f"({self.lost_move}) lost the win."
            )
        if self.kept is not None:
            return (
                f"No longer winnable: the last move that kept a win was move {self.kept} "
                f"({self.kept_move}); move {self.kept + 1} ({self.lost_move}) lost it."
            )
        if self.between is not None:
            a, b = self.between
            return (
                f"No longer winnable: one of moves {a + 1} to {b} lost the win "
                "(no closer answer within the time)."
            )
        return "No longer winnable (which move lost the win: no answer within the time)."


@dataclass(frozen=True)
class Hint:
    """The answer to *Hint*: ``move`` (``None`` when there is none), where it came from
    (``"solver"``: the first move of a win; ``"greedy"``: the greedy player's choice,
    because the solver found no win in time or there is none), and ``verdict``, the
    solver's answer for the position (``"winnable"``, ``"lost"``, ``"unknown"``)."""

    move: Move | None
    source: str
    verdict: str


class Adviser:
    """The solver's answers for one table, within a budget per question.

    ``max_seconds``: the time for *Winnable?* and *Show a win* (and as much again, in
    all, for finding which move lost a win); ``hint_seconds``: the time for *Hint*;
    ``max_nodes`` bounds every search by moves tried instead (the tests use it: the same
    answer on every machine).
    """

    def __init__(
        self,
        *,
        max_seconds: float | None = 2.0,
        hint_seconds: float | None = 0.5,
        max_nodes: int | None = None,
    ) -> None:
        if max_nodes is not None:
            max_seconds = hint_seconds = None
        self.max_seconds = max_seconds
        self.hint_seconds = hint_seconds
        self.max_nodes = max_nodes
        self._known: tuple[tuple[str, tuple[Move, ...]], tuple[Move, ...]] | None = None

    def forget(self) -> None:
        """Drop the remembered line (a new deal)."""
        self._known = None

    # -- the remembered line ---------------------------------------------------------------
    def _key(self, game: PatienceGame) -> str:
        return game.deal_code if game.position is None else repr(game.to_json())

    def _known_from(
        self, game: PatienceGame
    ) -> tuple[tuple[Move, ...], tuple[Move, ...], tuple[Move, ...]] | None:
        """The remembered line's history when found, the line, and the game's history now,
        when the line was found on this deal and the game has gone on from there."""
        if self._known is None:
            return None
        (code, history), line = self._known
        now = tuple(game.history)
        if code != self._key(game) or now[: len(history)] != history:
            return None
        return history, line, now

    def known_line(self, game: Game) -> tuple[Move, ...] | None:
        """The rest of the remembered winning line, when the moves played since it was
        found are its first moves (``None`` otherwise)."""
        known = self._known_from(_patience(game))
        if known is None:
            return None
        history, line, now = known
        done = now[len(history) :]
        if line[: len(done)] != done:
            return None
        return line[len(done) :]

    def _solve(
        self, game: PatienceGame, seconds: float | None, greedy: bool = True
    ) -> tuple[str, tuple[Move, ...]]:
        """The solver's verdict and line; when its budget runs out (and ``greedy``), the
        greedy player's play from here, if that wins (a win found is a proof, whoever
        finds it)."""
        s = solve(game, max_nodes=self.max_nodes, max_seconds=seconds)
        verdict, line = s.verdict, s.line
        if verdict == "unknown" and greedy:
            won = greedy_win(game)
            if won is not None:
                verdict, line = "winnable", won
        if verdict == "winnable":
            self._known = ((self._key(game), tuple(game.history)), line)
        return verdict, line

    def _line_or_solve(
        self, game: PatienceGame, seconds: float | None, greedy: bool = True
    ) -> tuple[str, tuple[Move, ...]]:
        line = self.known_line(game)
        if line is not None and (line or game.outcome is not None):
            return "winnable", line
        return self._solve(game, seconds, greedy)

    # -- the questions ---------------------------------------------------------------------
    def win_line(self, game: Game) -> tuple[Move, ...] | None:
        """A winning line from the current position (``None``: none found in time, or
        there is none)."""
        g = _patience(game)
        verdict, line = self._line_or_solve(g, self.max_seconds)
        return line if verdict == "winnable" else None

    def hint(self, game: Game) -> Hint:
        """The first move of a win when the solver finds one within ``hint_seconds``,
        else the greedy player's choice (:func:`cardlib.patience.players.greedy_hint`)."""
        g = _patience(game)
        if g.is_over:
            return Hint(None, "none", "winnable" if g.outcome and g.outcome.won else "lost")
        # no greedy play-out here: when it wins, its first move is the greedy choice anyway
        verdict, line = self._line_or_solve(g, self.hint_seconds, greedy=False)
        if verdict == "winnable" and line:
            return Hint(line[0], "solver", verdict)
        return Hint(greedy_hint(g), "greedy", verdict)

    def check(self, game: Game) -> Check:
        """*Winnable?*: solve the current position; when it is lost, solve earlier
        positions of the history to find the last move that kept a win."""
        g = _patience(game)
        verdict, line = self._line_or_solve(g, self.max_seconds)
        fresh = verdict == "unknown" and not g.history and g.position is None
        if fresh and g.seed in winnable_seeds(g.id, g.non_default_options):
            return Check("winnable", committed=True)
        if verdict != "lost":
            return Check(verdict, line)
        stock = bool(g.table.piles[STOCK] or g.table.piles[WASTE])
        return replace(self._where_lost(g), stuck=_stuck(g), stock=stock)

    def _where_lost(self, g: PatienceGame) -> Check:
        """Binary search over the history: a position after a lost one is lost too, so
        the positions that can be won are a first stretch of it."""
        n = len(g.history)
        positions: dict[int, PatienceGame] = {}

        def at(k: int) -> PatienceGame:
            if k not in positions:
                p = g.copy()
                for _ in range(n - k):
                    p.undo()
                positions[k] = p
            return positions[k]

        lo, hi = -1, n  # lo: winnable (-1: none known), hi: lost
        line = self.known_line_start(g)
        if line is not None:
            lo = line
        # one budget for the whole search (each solve gets what is left of it)
        deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
        while hi - lo > 1:
            mid = (lo + hi) // 2
            left = None if deadline is None else deadline - time.perf_counter()
            verdict = "unknown"
            if left is None or left > 0:
                verdict, _ = self._solve(at(mid), left)
            if verdict == "winnable":
                lo = mid
            elif verdict == "lost":
                hi = mid
            else:
                return Check("lost", between=(lo, hi) if lo >= 0 else None)
        if lo < 0:
            return Check("lost", deal_lost=True)
        history = g.history
        kept_move = _words(at(lo - 1), history[lo - 1]) if lo > 0 else ""
        return Check("lost", kept=lo, kept_move=kept_move, lost_move=_words(at(lo), history[lo]))

    def known_line_start(self, game: PatienceGame) -> int | None:
        """How many moves of the history the remembered line proves winnable: the moves
        played when it was found, and as many of its moves as were then followed."""
        known = self._known_from(game)
        if known is None:
            return None
        history, line, now = known
        k = len(history)
        while k < len(now) and k - len(history) < len(line) and now[k] == line[k - len(history)]:
            k += 1
        return k if k < len(now) else None


def _stuck(game: PatienceGame) -> tuple[str, ...]:
    """The lowest card of each suit that can never go home from this position, even in
    the relaxed game of :func:`~cardlib.patience.freeing.never_home` (lowest rank
    first), in words; none where that game does not apply or finds every card a way."""
    if not freeing_applies(game.table):
        return ()
    lowest: dict[Suit, Card] = {}
    for c in never_home(game.table):
        if c.suit not in lowest or c.rank < lowest[c.suit].rank:
            lowest[c.suit] = c
    cards = sorted(lowest.values(), key=lambda c: (c.rank, c.index))
    return tuple(c.name for c in cards)


def greedy_win(game: Game) -> tuple[Move, ...] | None:
    """The greedy player's moves from the current position when they win the game
    (:func:`~cardlib.patience.players.play_on` on a copy of its table), else ``None``."""
    g = _patience(game)
    t = g.table.copy()
    t.seed = g.table.seed
    line = play_on(t, greedy_choice)
    return tuple(line) if t.won else None


def index_entry(rows: list[dict[str, Any]]) -> dict[str, list[int]]:
    """The :data:`INDEX_FILE` entry of one CSV's rows (seed and verdict columns; a seed
    solved again keeps its last row)."""
    out: dict[str, list[int]] = {"winnable": [], "lost": [], "unknown": []}
    latest = {int(r["seed"]): str(r["verdict"]) for r in rows}
    for seed, verdict in latest.items():
        out[verdict].append(seed)
    return {k: sorted(v) for k, v in out.items()}
