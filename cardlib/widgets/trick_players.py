"""The computer seats of a trick table: their levels, and their moves, one at a time with a
pause (replies to the reader's move) or on a button (*Next*, *Finish trick*, *To my turn*,
*Finish hand*), each saying what it played and what it finished (a trick, a hand).

The players come from a mapping of levels (name -> player factory,
:func:`default_levels`), one player per seat; the pauses are timers of the running event
loop (nothing sleeps). See :mod:`cardlib.widgets.tricks` for the table.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from cardlib.game import Game, IllegalMove, Move
from cardlib.tricks import bots as _bots
from cardlib.tricks import coach as _coach
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import TrickGame, TrickRecord, TrickView
from cardlib.views.tricks import hand_result_text, trick_text
from cardlib.widgets.base import GameWidget

__all__ = [
    "ComputerSeats",
    "Schedule",
    "TrickBot",
    "as_tricks",
    "default_level",
    "default_levels",
    "loop_schedule",
]

_SCORE_LINE = re.compile(r" [+-]\d+ \(")  # "North-South +5 (3 tricks to 2)"


class TrickBot(Protocol):
    """A computer player: ``choose(game)`` returns a legal move for the seat to act."""

    def choose(self, game: TrickGame) -> Move: ...


Schedule = Callable[[float, Callable[[], None]], None]


def default_levels() -> dict[str, Callable[[], TrickBot]]:
    """The levels the table offers: ``cardlib.tricks.bots.levels()`` when the bots module
    offers it (name -> player factory, the first the default), else one, ``Beginner``
    (:class:`SensibleBot`)."""
    offered = getattr(_bots, "levels", None)
    if callable(offered):
        levels = dict(offered())
        if levels:
            return levels
    return {"Beginner": SensibleBot}


def default_level(levels: Mapping[str, object]) -> str:
    """The level a table starts at: ``cardlib.tricks.bots.default_level()`` when the bots
    module offers it (and it names one of ``levels``), else the first of ``levels``."""
    pick = getattr(_bots, "default_level", None)
    if callable(pick):
        name = pick()
        if name in levels:
            return str(name)
    return next(iter(levels))


def as_tricks(game: Game) -> TrickGame:
    """``game`` as a :class:`TrickGame` (``TypeError`` for any other game)."""
    if not isinstance(game, TrickGame):
        raise TypeError(f"a trick table needs a trick game, not {game!r}")
    return game


def loop_schedule() -> Schedule | None:
    """The running event loop's timer, or ``None`` outside a running loop."""
    try:  # a kernel's message handler, or Pyodide's WebLoop (always running)
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None

    def schedule(delay: float, callback: Callable[[], None]) -> None:
        loop.call_later(delay, callback)

    return schedule


class ComputerSeats(GameWidget):
    """The computer seats of a :class:`~cardlib.widgets.tricks.TrickWidget`: the reader
    plays ``seat``; the others are played at the chosen ``level``."""

    seat: int
    step_limit: int
    pause: float
    schedule: Schedule | None
    levels: dict[str, Callable[[], TrickBot]]
    level_box: Any
    auto_box: Any
    _level: str
    _players: dict[int, TrickBot]
    _token: int
    _merge: bool
    _chain: int | None
    result: tuple[str, tuple[TrickRecord, ...], tuple[str, ...]] | None
    review: _coach.Review | None
    _review_for: int | None

    @property
    def tricks(self) -> TrickGame:
        """The game, typed as a :class:`TrickGame`."""
        return as_tricks(self.game)

    # ----- levels --------------------------------------------------------------------------
    @property
    def level(self) -> str:
        """The level of the computer players."""
        return self._level

    @level.setter
    def level(self, name: str) -> None:
        if name not in self.levels:
            raise ValueError(f"no level {name!r}: the levels are {', '.join(self.levels)}")
        self._level = name
        self._players.clear()
        if self.level_box.value != name:
            self.level_box.value = name

    def player(self, seat: int) -> TrickBot:
        """The computer player of ``seat`` at the current level (made when first needed)."""
        bot = self._players.get(seat)
        if bot is None:
            bot = self._players[seat] = self.levels[self._level]()
        return bot

    def _level_chosen(self, change: Mapping[str, Any]) -> None:
        name = str(change["new"])
        if name != self._level:
            self.level = name
            self.set_status(f"Computer players: {name}.", "info")

    @property
    def auto(self) -> bool:
        """Whether the computer players answer each of the reader's moves by themselves."""
        return bool(self.auto_box.value)

    @auto.setter
    def auto(self, value: bool) -> None:
        self.auto_box.value = bool(value)

    def _auto_changed(self, change: Mapping[str, Any]) -> None:
        if not change["new"]:
            self._token += 1  # stop a chain of replies under way

    def _whose_turn(self) -> str:
        g = self.tricks
        if g.is_over:
            return self.over_text()
        if self.result is not None:
            return "Press Next hand to play on."
        if g.to_move == self.seat:
            return f"Your turn: {g.waiting_for()}."
        if self.replying:
            return ""  # the replies are under way: "West is thinking…" follows
        if self.auto:
            return f"{g.waiting_for()}: press To my turn to let the computer players begin."
        return f"{g.waiting_for()}: press Next, Finish trick or To my turn."

    def over_text(self) -> str:
        return f"Game over: {self.game.outcome}. Press New deal for another game."

    # ----- computer moves ------------------------------------------------------------------
    def _bots_to_move(self, *, me: bool = False) -> bool:
        g = self.tricks
        return not g.is_over and self.result is None and (me or g.to_move != self.seat)

    def _move_on(self) -> None:
        """Leave a finished hand's result (the reader moves on)."""
        if self.result is not None:
            self._token += 1
            self.result = None
            self.refresh()

    def _after(self, g: TrickGame, before: TrickView, step: Callable[[], None]) -> str:
        """Run ``step`` (one move) and say what it finished: a trick, or a hand (whose
        result then waits on the table for the reader)."""
        step()
        view = g.view(self.seat)
        if g.is_over or view.hand_no != before.hand_no:
            tricks = view.tricks if g.is_over else view.last_tricks
            lines = tuple(e for e in view.last_hand if _SCORE_LINE.search(e)) or view.last_hand[-1:]
            title = f"Hand {before.hand_no + 1} is over"
            self.result = (title, tricks, lines)
            self.review = None
            self._review_for = before.hand_no
            notes = ["hand over", *hand_result_text(view, tricks, lines)]
        elif len(view.tricks) > len(before.tricks):
            notes = [trick_text(view.tricks[-1], view.seat_names)]
        else:
            return "."
        return " — " + "; ".join(notes) + "."

    def _bot_step(self, g: TrickGame) -> str:
        if g.is_over:
            raise IllegalMove("the game is over: start a new deal", rule="game over")
        assert g.to_move is not None
        move = self.player(g.to_move).choose(g)
        said = g.describe(move)
        return said + self._after(g, g.view(self.seat), lambda: g.play(move))

    def _run_bots(
        self, g: TrickGame, stop: Callable[[], bool], *, me: bool = False, first: bool = False
    ) -> str:
        """Computer moves until ``stop()``, the reader's turn (unless ``me``: the reader's
        seat is played too), the end of the hand or of the game; ``first``: one move
        before any check."""
        said = [self._bot_step(g)] if first else []
        for _ in range(self.step_limit):
            if not self._bots_to_move(me=me) or stop():
                break
            said.append(self._bot_step(g))
        if len(said) <= 2:
            return " ".join(said)
        return f"{len(said)} moves; the last: {said[-1]}"

    def _reply(self, *, merge: bool) -> bool:
        """Let the computer players answer, one move per pause, until the reader's turn,
        the end of the hand or of the game. ``merge``: the moves join the last undo step.
        True when the moves were made at once (no timer)."""
        self._token += 1
        token = self._token
        if not self._bots_to_move():
            return False
        schedule = self.schedule or (loop_schedule() if self.pause > 0 else None)
        if schedule is None:
            self._bot_moves(lambda: False, merge=merge)
            return True
        self._merge = merge
        self._chain = token

        def step() -> None:
            if token != self._token or not self._bots_to_move():
                return
            self._bot_moves(lambda: True, merge=self._merge)
            self._merge = True
            if token == self._token and self._bots_to_move():
                self._thinking()
                schedule(self.pause, step)
            elif self._chain == token:
                self._chain = None

        self._thinking()
        schedule(self.pause, step)
        return False

    def _thinking(self) -> None:
        """Add "West is thinking…" to the status line (in place of the one it has)."""
        g = self.tricks
        if g.to_move is not None:
            said = re.sub(r"\s*\w+ is thinking…$", "", self._status_plain.rstrip())
            self.set_status(f"{said} {g.seat_name(g.to_move)} is thinking…".strip(), "info")

    def _bot_moves(self, stop: Callable[[], bool], *, merge: bool) -> None:
        """One widget action of computer moves (the first at once, then until ``stop()``);
        ``merge``: counted in the last undo step."""
        before = len(self._action_sizes)

        def act(game: Game) -> str:
            t = as_tricks(game)
            said = self._run_bots(t, stop, first=True)
            return said if t.is_over else f"{said} {self._whose_turn()}".rstrip()

        self.run_action(act)
        if merge and before and len(self._action_sizes) == before + 1:
            last = self._action_sizes.pop()
            self._action_sizes[-1] += last

    def _bot_action(self, stop: Callable[[TrickGame, TrickView], bool], me: bool = False) -> None:
        self._move_on()
        g = self.tricks
        if g.is_over:
            self.set_status(self.over_text() + " (Nothing was played.)", "over")
            return
        if g.to_move == self.seat and not me:
            self.set_status(f"Your turn: {g.waiting_for()}.", "info")
            return

        def act(game: Game) -> str:
            t = as_tricks(game)
            start = t.view(self.seat)
            said = self._run_bots(t, lambda: stop(t, start), me=me, first=True)
            return said if t.is_over else said + " " + self._whose_turn()

        self.run_action(act)

    def _continue(self) -> None:
        """Next hand: leave the result; with replies on, the computer players begin."""
        self._move_on()
        self.set_status(self._whose_turn(), "info")
        if self.auto:
            self._reply(merge=False)

    def _next(self) -> None:
        self._bot_action(lambda _g, _start: True)

    def _finish_trick(self) -> None:
        def done(g: TrickGame, start: TrickView) -> bool:
            v = g.view(self.seat)
            return len(v.tricks) != len(start.tricks) or v.hand_no != start.hand_no

        self._bot_action(done)

    @property
    def replying(self) -> bool:
        """The computer players' replies are under way (one move per pause)."""
        return self._chain is not None and self._chain == self._token

    def _bots_play(self) -> None:
        if self.replying and self._bots_to_move():
            # pressed again while they play: they go on (a new chain would start again,
            # and each press put it off by a pause)
            g = self.tricks
            assert g.to_move is not None
            self.set_status(
                f"Wait: {g.seat_name(g.to_move)} is thinking (the computer players play "
                "to your turn).",
                "info",
            )
            return
        if self.auto and not self.result:
            self._move_on()
            if self._bots_to_move():
                self._reply(merge=False)
                return
        self._bot_action(lambda _g, _start: False)

    def _finish_hand(self) -> None:
        self._bot_action(lambda g, start: g.hand_no != start.hand_no, me=True)
