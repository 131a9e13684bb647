"""A project rule: a widget or a view asks the engine what a move is, never works it out.

No ``isinstance`` (or ``issubclass``, or a ``case Play(...)`` pattern) on a move type may
appear in ``cardlib/widgets/`` or ``cardlib/views/``; tests on the game's type, on ``str``,
``Card`` or a widget are fine. The move types are read from the engines' move modules.
"""

from __future__ import annotations

import ast
import importlib
import types
import typing
from pathlib import Path

import pytest

import cardlib
from cardlib.game import Move

MOVE_MODULES = (
    "cardlib.tricks.engine",
    "cardlib.dice.engine",
    "cardlib.patience.moves",
    "cardlib.war",
)
"""The modules that define the games' moves."""

PACKAGE = Path(cardlib.__file__).parent
CHECKED = sorted([*PACKAGE.glob("widgets/*.py"), *PACKAGE.glob("views/*.py")])


def _subclasses(cls: type) -> set[type]:
    out: set[type] = set()
    for sub in cls.__subclasses__():
        out |= {sub, *_subclasses(sub)}
    return out


def move_classes() -> dict[str, type[Move]]:
    """Every move class of the move modules, by name."""
    modules = [importlib.import_module(m) for m in MOVE_MODULES]
    names = {m.__name__ for m in modules}
    return {c.__name__: c for c in _subclasses(Move) if c.__module__ in names}


def _holds_a_move_type(value: object) -> bool:
    """A move class, or a tuple or union of types holding one (``_CARD_MOVES = (Play, ...)``).
    ``Move`` itself is not a move type: ``isinstance(move, Move)`` tells a move from its
    notation."""
    if isinstance(value, type):
        return issubclass(value, Move) and value is not Move
    if isinstance(value, tuple):
        return any(_holds_a_move_type(v) for v in value)
    if isinstance(value, types.UnionType):
        return any(_holds_a_move_type(v) for v in typing.get_args(value))
    return False


def move_type_tests(
    source: str, module: types.ModuleType, moves: dict[str, type[Move]]
) -> list[tuple[int, str]]:
    """The type tests on a move type in a module's source: (line, the test's source). A
    name is a move type when it names a move class, or when ``module`` binds it to one (or
    to a tuple or union holding one)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id not in ("isinstance", "issubclass") or len(node.args) != 2:
                continue
            tested = node.args[1]
        elif isinstance(node, ast.MatchClass):
            tested = node.cls
        else:
            continue
        names = [
            n.id if isinstance(n, ast.Name) else n.attr
            for n in ast.walk(tested)
            if isinstance(n, ast.Name | ast.Attribute)
        ]
        if any(name in moves or _holds_a_move_type(getattr(module, name, None)) for name in names):
            found.append((node.lineno, str(ast.get_source_segment(source, node))))
    return sorted(found)


def test_the_move_types_are_read_from_the_move_modules() -> None:
    moves = move_classes()
    assert {"Play", "Rob", "Discard", "NameTrump", "Bid", "Choice", "Turn", "War"} <= set(moves)
    assert {"Transfer", "Deal", "Redeal"} <= set(moves)  # the patience moves
    assert len(CHECKED) >= 10


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_widget_or_view_tests_a_move_type(path: Path) -> None:
    module = importlib.import_module(f"cardlib.{path.parent.name}.{path.stem}")
    found = move_type_tests(path.read_text(encoding="utf-8"), module, move_classes())
    where = path.relative_to(PACKAGE.parent)
    assert not found, "ask the engine instead of testing a move's type:\n" + "\n".join(
        f"{where}:{line}: {text}" for line, text in found
    )


def test_the_check_finds_a_move_type_test() -> None:
    """The check itself: a test on a move type, by name, by a tuple the module binds, by
    an attribute or by a pattern, is found; tests on the game, on str, are not."""
    source = (
        "def f(move, game):\n"
        "    if isinstance(game, TrickGame) or isinstance(move, str):\n"
        "        return 0\n"
        "    if isinstance(move, (Play, Rob)) or isinstance(move, MINE):\n"
        "        return 1\n"
        "    match move:\n"
        "        case Choice(free=True):\n"
        "            return 2\n"
        "    return isinstance(move, engine.NameTrump)\n"
    )
    module = types.ModuleType("fake")
    module.MINE = (str, cardlib.tricks.engine.Discard)  # type: ignore[attr-defined]
    found = move_type_tests(source, module, move_classes())
    assert [line for line, _ in found] == [4, 4, 7, 9]
    module.MINE = (str, int)  # type: ignore[attr-defined]
    assert [line for line, _ in move_type_tests(source, module, move_classes())] == [4, 7, 9]
