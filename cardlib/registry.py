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

import importlib
import json
import random
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from cardlib.game import Game, GameInfo, OptionValue, _text

__all__ = [
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
    key = name.strip().lower()
    if key not in _NAMES:
        known = ", ".join(sorted(_GAMES))
        raise ValueError(f"unknown game {name!r}: the catalog has {known}")
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
    the game's own). Unknown games, unknown options and bad option values raise
    ``ValueError``.
    """
    _, make, preset = game_factory(name)
    if seed is None:
        seed = fresh_seed()
    elif isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"a seed is a whole number, not {seed!r}")
    return make(seed, {**preset, **options}, position)


def load_game(text: str) -> Game:
    """Rebuild a game from ``Game.to_json()`` output by replaying its moves.

    The stored position must match the replayed one, or ``ValueError`` is raised.
    """
    try:
        data = json.loads(text)
        name, seed = data["game"], data["seed"]
        options, moves = data.get("options", {}), data.get("moves", [])
    except (ValueError, KeyError, TypeError) as e:
        raise ValueError(f"not a saved game: {e}") from None
    game = new_game(name, seed=seed, position=data.get("position"), **options)
    game.replay(moves)
    if "state" in data and data["state"] != game.state:
        raise ValueError("the saved position does not match the replayed moves")
    return game


def make_deal_code(game_id: str, seed: int, options: Mapping[str, OptionValue]) -> str:
    """The deal code for a game id, seed and non-default options."""
    code = f"{game_id}:{seed}"
    if options:
        code += ":" + ",".join(f"{k}={_text(v)}" for k, v in options.items())
    return code


def parse_deal_code(code: str) -> tuple[str, int, dict[str, str]]:
    """Split a deal code into game id, seed and option texts; ``ValueError`` if malformed."""
    parts = code.strip().split(":")
    if len(parts) not in (2, 3) or not parts[0]:
        raise ValueError(
            f"cannot read deal code {code!r}: expected game:seed or game:seed:option=value,..."
        )
    try:
        seed = int(parts[1])
    except ValueError:
        raise ValueError(f"cannot read deal code {code!r}: {parts[1]!r} is not a seed") from None
    options: dict[str, str] = {}
    if len(parts) == 3 and parts[2]:
        for item in parts[2].split(","):
            key, eq, value = item.partition("=")
            if not eq or not key.strip():
                raise ValueError(f"cannot read deal code {code!r}: {item!r} is not option=value")
            options[key.strip()] = value.strip()
    return parts[0].lower(), seed, options


def from_deal_code(code: str) -> Game:
    """Start the deal a code names. ``ValueError`` for a bad code, game or option."""
    name, seed, options = parse_deal_code(code)
    _, make, preset = game_factory(name)
    return make(seed, {**preset, **options}, None)
