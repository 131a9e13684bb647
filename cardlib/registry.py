"""The catalog of games: registration, ``new_game``, ``load_game`` and deal codes.

A deal code names a deal in a few characters that a teacher can read out:
``<game id>:<seed>`` followed, when options differ from their defaults, by
``:<option>=<value>,<option>=<value>`` in the order the game declares its options.

>>> make_deal_code("war", 7, {"war_down": 3})
'war:7:war_down=3'
>>> parse_deal_code("WAR:7:war_down=3")
('war', 7, {'war_down': '3'})
"""

from __future__ import annotations

import difflib
import importlib
import json
import random
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from cardlib.checks import mapping, quoted, whole_number
from cardlib.game import Game, GameInfo, OptionValue, _text

__all__ = [
    "MAX_SEED",
    "GameClass",
    "GameFactory",
    "catalog",
    "fresh_seed",
    "from_deal_code",
    "game_factory",
    "load_game",
    "make_deal_code",
    "new_game",
    "parse_deal_code",
    "register",
    "register_game",
]

_BUILTIN_MODULES = (
    "cardlib.war",
    "cardlib.dice",
    "cardlib.patience.forty_thieves",
    "cardlib.patience.klondike",
    "cardlib.patience.cadogan",
    "cardlib.tricks",
)
"""Modules that register games when imported. A new family adds its module here."""

GameFactory = Callable[[int, Mapping[str, object] | None, Mapping[str, Any] | None], Game]
"""Makes a game: ``factory(seed, options, position)`` (a game class is one)."""

GameClass = TypeVar("GameClass", bound=type[Game])
"""A game class (what :func:`register` takes and gives back)."""

_GAMES: dict[str, tuple[GameInfo, GameFactory, str]] = {}
_NAMES: dict[str, tuple[str, Mapping[str, OptionValue]]] = {}
_loaded = False


#: New seeds come from the operating system, never from a generator seeded once at import:
#: the site's demos all start from one memory snapshot of Python (tools/python_snapshot.js),
#: so such a generator would hand every reader the same "random" deals.
_ENTROPY = random.SystemRandom()


def fresh_seed() -> int:
    """A new seed for a deal, between 1 and 999,999, from the system's entropy source.

    >>> 1 <= fresh_seed() < 1_000_000
    True
    """
    return _ENTROPY.randrange(1, 1_000_000)


def register_game(info: GameInfo, factory: GameFactory, module: str) -> None:
    """Add a game to the catalog: its entry, what makes it, and the module that defines
    it (``__name__``; the catalog lists families in the order of their modules)."""
    for name in (info.id, *info.aliases):
        if name in _NAMES and _NAMES[name][0] != info.id:
            raise ValueError(f"game name {name!r} is registered twice")
    for preset in info.presets.values():
        for k, v in preset.items():
            info.option(k).coerce(v)
    _GAMES[info.id] = (info, factory, module)
    _NAMES[info.id] = (info.id, {})
    for alias, preset in info.presets.items():
        _NAMES[alias] = (info.id, preset)


def register(cls: GameClass) -> GameClass:
    """Class decorator: add a game class (its ``info``, the class as factory)."""
    register_game(cls.info, cls, cls.__module__)
    return cls


def _load() -> None:
    global _loaded
    if not _loaded:
        for module in _BUILTIN_MODULES:
            importlib.import_module(module)
        _loaded = True


def _module_rank(module: str) -> int:
    """Where a game's family stands in ``_BUILTIN_MODULES`` (other games come last)."""
    for i, family in enumerate(_BUILTIN_MODULES):
        if module == family or module.startswith(family + "."):
            return i
    return len(_BUILTIN_MODULES)


def catalog() -> list[GameInfo]:
    """Every registered game: the built-in families in a fixed order, then any others.

    The order does not depend on which module happened to be imported first.
    """
    _load()
    ordered = sorted(_GAMES.values(), key=lambda e: _module_rank(e[2]))  # stable within
    return [info for info, _, _ in ordered]


def game_factory(name: str) -> tuple[GameInfo, GameFactory, Mapping[str, OptionValue]]:
    """The catalog entry and factory for a game id or alias, with the options the alias
    implies."""
    _load()
    if not isinstance(name, str):
        raise ValueError(f"a game is named by its id, such as 'war', not {quoted(name)}")
    key = name.strip().lower()
    if key not in _NAMES:
        near = difflib.get_close_matches(key[:40], sorted(_NAMES), n=1)
        hint = f": did you mean {near[0]}?" if near else " (cardlib.catalog() lists the games)"
        raise ValueError(f"unknown game {quoted(name)}{hint}")
    gid, preset = _NAMES[key]
    info, factory, _ = _GAMES[gid]
    return info, factory, preset


def new_game(
    name: str,
    seed: int | None = None,
    *,
    position: Mapping[str, Any] | None = None,
    **options: object,
) -> Game:
    """Start a game by id or alias. ``seed=None`` picks a random seed (kept in the game).

    ``position`` starts from a hand-made position instead of a seeded deal (its format is
    the game's own: a game's ``state`` is always one). Unknown games, unknown options, bad
    option values and malformed or impossible positions raise ``ValueError`` (an impossible
    position: :class:`cardlib.checks.PositionError`, listing every problem).
    """
    _, make, preset = game_factory(name)
    seed = fresh_seed() if seed is None else whole_number(seed, "a seed", 0, MAX_SEED)
    if position is not None:
        position = mapping(position, "a position")
    return make(seed, {**preset, **options}, position)


def load_game(text: str) -> Game:
    """Rebuild a game from ``Game.to_json()`` output by replaying its moves.

    The stored position must match the replayed one, or ``ValueError`` is raised.
    """
    if not isinstance(text, str | bytes):
        raise ValueError(f"a saved game is JSON text, not a {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        why = "nested too deeply" if isinstance(e, RecursionError) else quoted(str(e))
        raise ValueError(f"not a saved game: the text is not JSON ({why})") from None
    if not isinstance(data, dict):
        raise ValueError(
            f"not a saved game: it must be a JSON object with 'game' and 'seed', "
            f"not a {type(data).__name__}"
        )
    missing = [k for k in ("game", "seed") if k not in data]
    if missing:
        raise ValueError(f"not a saved game: it has no {quoted(missing[0])}")
    unknown = sorted(set(data) - _SAVED_KEYS)
    if unknown:
        raise ValueError(f"not a saved game: unknown key {quoted(unknown[0])}")
    options = mapping(data.get("options") or {}, "a saved game's 'options'")
    moves = data.get("moves") or []
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ValueError("a saved game's 'moves' must be a list of moves in notation")
    game = new_game(data["game"], seed=data["seed"], position=data.get("position"), **options)
    game.replay(moves)
    if "state" in data and data["state"] != game.state:
        raise ValueError("the saved position does not match the replayed moves")
    return game


#: The keys of a saved game (``Game.to_json``).
_SAVED_KEYS = frozenset({"game", "seed", "options", "position", "moves", "state"})
#: The largest seed a deal code or a saved game may name.
MAX_SEED = 2**63 - 1


def make_deal_code(game_id: str, seed: int, options: Mapping[str, OptionValue]) -> str:
    """The deal code for a game id, seed and non-default options."""
    code = f"{game_id}:{seed}"
    if options:
        code += ":" + ",".join(f"{k}={_text(v)}" for k, v in options.items())
    return code


def parse_deal_code(code: str) -> tuple[str, int, dict[str, str]]:
    """Split a deal code into game id, seed and option texts; ``ValueError`` if malformed."""
    if not isinstance(code, str):
        raise ValueError(f"a deal code is text such as 'war:7', not {quoted(code)}")
    parts = code.strip().split(":")
    if len(parts) not in (2, 3) or not parts[0]:
        raise ValueError(
            f"cannot read deal code {quoted(code)}: write game:number, such as war:7, "
            "or game:number:option=value,..."
        )
    text = parts[1].strip()
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)):
        raise ValueError(
            f"{quoted(text)} is not a deal number: a deal code is game:number, such as war:7"
        )
    seed = whole_number(int(text), "a deal number", 0, MAX_SEED)
    options: dict[str, str] = {}
    if len(parts) == 3 and parts[2]:
        for item in parts[2].split(","):
            key, eq, value = item.partition("=")
            key = key.strip()
            if not eq or not key:
                raise ValueError(f"{quoted(item)} is not option=value")
            if key in options:
                raise ValueError(f"option {quoted(key)} is given twice")
            options[key] = value.strip()
    return parts[0].lower(), seed, options


def from_deal_code(code: str) -> Game:
    """Start the deal a code names. ``ValueError`` for a bad code, game or option."""
    name, seed, options = parse_deal_code(code)
    _, make, preset = game_factory(name)
    return make(seed, {**preset, **options}, None)
