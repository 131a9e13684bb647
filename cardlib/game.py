"""The Game protocol every game implements, moves, outcomes and illegal-move errors.

A game is a class derived from :class:`Game` that declares a :class:`GameInfo` (its id,
name, family, options) and implements a few hooks: the set-up from a seed, the legal moves,
how a move changes the position, and what the position looks like as plain data.
Everything else (checking moves, undo, history, JSON, copies, deal codes) lives here once.

>>> import cardlib
>>> g = cardlib.new_game("war", seed=1)
>>> [str(m) for m in g.legal_moves()]
['turn']
>>> g.play("turn")
>>> len(g.history), g.scores[0] + g.scores[1]
(1, 52)
>>> g.play("fold")
Traceback (most recent call last):
...
cardlib.game.IllegalMove: 'fold' is not a War move: the moves are 'turn' and 'war'
>>> g.undo()
>>> len(g.history)
0
"""

from __future__ import annotations

import contextlib
import copy
import json
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Self

from cardlib.cards import Card
from cardlib.checks import mapping, quoted, whole_number
from cardlib.summary import RuleSummary

__all__ = [
    "Game",
    "GameInfo",
    "IllegalMove",
    "Move",
    "Option",
    "Outcome",
]

OptionValue = bool | int | str


#: The longest text :meth:`Game.play` reads as a move: no game writes a move in more than
#: 20 characters, and the longest spelling a player types ("throw away 3, pair 1+5 and 1+6")
#: is about 30; so a refusal never repeats more than 60 characters of what was typed.
MAX_MOVE_TEXT = 60


class IllegalMove(ValueError):
    """A move the rules do not allow. The game's state is left untouched.

    ``rule`` names the broken rule in a few words; ``str(error)`` is the full sentence.

    >>> e = IllegalMove("you must follow suit: you hold a heart", rule="follow suit")
    >>> e.rule, str(e)
    ('follow suit', 'you must follow suit: you hold a heart')
    """

    def __init__(self, message: str, *, rule: str) -> None:
        super().__init__(message)
        self.rule = rule


@dataclass(frozen=True)
class Option:
    """A documented game option: its name, default, and the values it accepts.

    ``choices`` lists the allowed values; when it is empty, any value of the default's type
    is accepted, from ``minimum`` to ``maximum`` for integers (every numeric option has both
    ends, from the rules or a stated practical limit, so that every game can end).

    ``doc`` is the programmer's line. A rulebook's table of variations reads the players'
    words: ``rule`` names the rule as a player would ("Cards face down in a war"),
    ``words`` says values in words (``(("winner_first", "the winner's cards first"),)``),
    and ``other`` says what else a free value may be ("any number; 3 is common").
    """

    name: str
    default: OptionValue
    doc: str
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    rule: str = ""
    words: tuple[tuple[OptionValue, str], ...] = ()
    other: str = ""

    def value_words(self, value: OptionValue) -> str:
        """``value`` as a player reads it: its words, "yes"/"no", or the number."""
        for v, text in self.words:
            if v == value and type(v) is type(value):
                return text
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, int):
            return f"{value:,}"
        return value.replace("_", " ")

    def coerce(self, value: object) -> OptionValue:
        """Check ``value`` (or its text form, as in a deal code) and return it typed."""
        kind = type(self.default)
        v: object = value
        if isinstance(value, str) and kind is not str:
            text = value.strip().lower()
            if kind is bool:
                if text in ("true", "yes", "on", "1"):
                    v = True
                elif text in ("false", "no", "off", "0"):
                    v = False
            else:
                with contextlib.suppress(ValueError):
                    v = int(text)
        if kind is int and isinstance(v, bool):
            v = None
        if not isinstance(v, kind):
            raise ValueError(
                f"option {self.name} takes {_KIND_TEXT[kind]}, not {quoted(value)}"
                + (f" (choose one of {self._choice_text()})" if self.choices else "")
            )
        assert isinstance(v, bool | int | str)
        if self.choices and v not in self.choices:
            raise ValueError(
                f"option {self.name} cannot be {quoted(value)}: choose one of {self._choice_text()}"
            )
        if isinstance(v, int) and not isinstance(v, bool):
            whole_number(v, f"option {self.name}", self.minimum, self.maximum)
        return v

    def _choice_text(self) -> str:
        return ", ".join(_text(c) for c in self.choices)


_KIND_TEXT = {bool: "true or false", int: "a whole number", str: "a name"}


def _text(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True)
class GameInfo:
    """What the catalog says about a game.

    ``presets`` maps each alias to the options it implies (often none).
    """

    id: str
    name: str
    family: str
    players: str
    packs: str
    summary: str
    options: tuple[Option, ...] = ()
    presets: Mapping[str, Mapping[str, OptionValue]] = field(default_factory=dict)

    @property
    def aliases(self) -> tuple[str, ...]:
        """Other names under which ``new_game`` finds this game."""
        return tuple(self.presets)

    @property
    def option_defaults(self) -> dict[str, OptionValue]:
        """Every option with its default value."""
        return {o.name: o.default for o in self.options}

    def option(self, name: str) -> Option:
        """The option called ``name``; ``ValueError`` listing the known ones otherwise."""
        for o in self.options:
            if o.name == name:
                return o
        known = ", ".join(o.name for o in self.options) or "none"
        raise ValueError(f"{self.id} has no option {quoted(name)} (its options: {known})")


class Move:
    """Base class of moves. Each game defines its own frozen-dataclass moves.

    ``str(move)`` is the move's notation and ``game.parse_move(str(move)) == move``.
    """

    __slots__ = ()


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``winner`` is the winning seat or side (``None`` for a draw or a solitaire game);
    ``won`` says whether a solitaire game was won; ``reason`` explains how it ended.
    """

    winner: int | None
    draw: bool
    won: bool
    scores: tuple[int, ...]
    reason: str

    def __str__(self) -> str:
        return self.reason


class Game(ABC):
    """Base class of every game. Subclasses set ``info`` and implement the hooks.

    Hooks: ``_setup`` (deal from ``self.seed``), ``_legal_moves``, ``_apply`` (change the
    position; may raise ``IllegalMove`` *before* changing anything), ``state`` (the whole
    position as JSON-able data), ``parse_move``, ``is_over``, ``scores``, ``outcome``,
    ``all_cards``. ``to_move`` defaults to ``None`` (no seat chooses).
    """

    info: GameInfo
    """The catalog entry (a class attribute of a game class; set by the factory for the
    games made from data, such as the patience games)."""

    def __init__(
        self,
        seed: int,
        options: Mapping[str, object] | None = None,
        position: Mapping[str, Any] | None = None,
    ) -> None:
        self.seed = int(seed)
        # a position is the reader's data: a list or a number is refused here, in words
        self.position = (
            mapping(position, f"a {self.info.name} position") if position is not None else None
        )
        given = dict(options or {})
        self.options: dict[str, OptionValue] = self.info.option_defaults
        for name, value in given.items():
            self.options[name] = self.info.option(name).coerce(value)
        self.history: list[Move] = []
        self._undo_stack: list[Any] = []
        self._setup()

    # ----- hooks -----------------------------------------------------------------------
    @abstractmethod
    def _setup(self) -> None:
        """Deal the cards from ``self.seed`` and ``self.options``.

        When ``self.position`` is not ``None`` the game starts from that hand-made position
        instead (used for worked examples and test vectors); its format is the game's own.
        """

    @abstractmethod
    def _legal_moves(self) -> list[Move]:
        """Every legal move in the current position (empty when the game is over)."""

    @abstractmethod
    def _apply(self, move: Move) -> None:
        """Make ``move``, already known to be legal."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read a move from its notation; ``IllegalMove`` when the text is not a move."""

    @property
    @abstractmethod
    def state(self) -> dict[str, Any]:
        """The whole position as JSON-able data (equal states mean equal positions)."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True when the game has ended."""

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """The running score per seat or side (patience: cards on the foundations)."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The final result, ``None`` while the game goes on."""

    @abstractmethod
    def all_cards(self) -> Counter[Card]:
        """Every card the game holds, wherever it lies."""

    @property
    def to_move(self) -> int | None:
        """The seat to act, ``None`` when the game is over or no seat chooses."""
        return None

    def rule_summary(self) -> RuleSummary:
        """The game's defining rules in plain words, with the options in force (what its
        reference card prints). Every game in the catalog writes its own."""
        raise NotImplementedError(f"{self.info.id} has no rule summary yet")

    def _check(self, move: Move) -> None:
        """Raise ``IllegalMove`` naming the rule if ``move`` is not legal now.

        The default accepts exactly the moves in ``legal_moves()``; games override it to
        say *which* rule a move breaks.
        """
        if move not in self._legal_moves():
            raise IllegalMove(f"{move} is not a legal move now", rule="not a legal move")

    def _snapshot(self) -> Any:
        """Everything ``undo`` needs to restore the position (default: a deep copy).

        Contract: a snapshot is never changed once taken, and ``_restore`` installs copies
        of what it holds, so that copies of a game can share their undo snapshots.
        """
        skip = ("history", "_undo_stack", "position", "seed", "options")
        return copy.deepcopy({k: v for k, v in vars(self).items() if k not in skip})

    def _restore(self, snapshot: Any) -> None:
        """Put back a position taken by ``_snapshot`` (installing copies, see there)."""
        vars(self).update(copy.deepcopy(snapshot))

    # ----- the protocol ----------------------------------------------------------------
    @property
    def id(self) -> str:
        """The game's catalog id."""
        return self.info.id

    def legal_moves(self) -> list[Move]:
        """Every move the rules allow now (empty when the game is over)."""
        if self.is_over:
            return []
        return self._legal_moves()

    def play(self, move: Move | str) -> None:
        """Make a move, given as a ``Move`` or its notation.

        Raises ``IllegalMove`` (a ``ValueError``) naming the rule and leaves the state
        untouched when the move is not allowed.
        """
        if isinstance(move, str):
            if len(move) > MAX_MOVE_TEXT:  # no game's notation is this long
                raise IllegalMove(f"{quoted(move)} is not a move: it is too long", rule="notation")
            move = self.parse_move(move)
        elif not isinstance(move, Move):
            raise IllegalMove(
                f"{quoted(move)} is not a move: give a move or its notation", rule="notation"
            )
        if self.is_over:
            raise IllegalMove("the game is over: start a new deal", rule="game over")
        self._check(move)
        snapshot = self._snapshot()
        try:
            self._apply(move)
        except BaseException:
            self._restore(snapshot)
            raise
        self._undo_stack.append(snapshot)
        self.history.append(move)

    def undo(self) -> None:
        """Take back the last move. ``IllegalMove`` when no move has been made."""
        if not self.history:
            raise IllegalMove("there is no move to undo", rule="nothing to undo")
        self._restore(self._undo_stack.pop())
        self.history.pop()

    def copy(self) -> Self:
        """An independent copy of the game, history and undo included.

        The undo snapshots are shared, not copied: they never change once taken.
        """
        twin = copy.copy(self)
        memo: dict[int, Any] = {}
        for key, value in vars(self).items():
            if key in ("_undo_stack", "history"):
                vars(twin)[key] = list(value)
            else:
                vars(twin)[key] = copy.deepcopy(value, memo)
        return twin

    @property
    def non_default_options(self) -> dict[str, OptionValue]:
        """The options that differ from their defaults."""
        defaults = self.info.option_defaults
        return {k: v for k, v in self.options.items() if defaults[k] != v}

    @property
    def deal_code(self) -> str:
        """A short code for this deal: game id, seed and any non-default options.

        ``cardlib.from_deal_code(g.deal_code)`` starts the same deal again.
        """
        from cardlib.registry import make_deal_code

        code = make_deal_code(self.id, self.seed, self.non_default_options)
        return code if self.position is None else code + " (hand-made position)"

    def to_json(self) -> str:
        """The game as JSON: id, seed, options, moves, and the position they lead to."""
        data: dict[str, Any] = {
            "game": self.id,
            "seed": self.seed,
            "options": self.non_default_options,
        }
        if self.position is not None:
            data["position"] = self.position
        data["moves"] = [str(m) for m in self.history]
        data["state"] = self.state
        return json.dumps(data, ensure_ascii=False)

    def replay(self, moves: Sequence[str]) -> None:
        """Play a list of moves given in notation."""
        for m in moves:
            self.play(m)

    def __repr__(self) -> str:
        status = str(self.outcome) if self.is_over else f"{len(self.history)} moves"
        return f"<{type(self).__name__} {self.deal_code} ({status})>"
