"""Every module of cardlib imports, and every example in its docstrings runs as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import cardlib

MODULES = sorted(m.name for m in pkgutil.walk_packages(cardlib.__path__, "cardlib."))


def test_the_package_has_modules() -> None:
    assert {"cardlib.cards", "cardlib.game", "cardlib.registry", "cardlib.war"} <= set(MODULES)


@pytest.mark.parametrize("name", ["cardlib", *MODULES])
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} docstring example(s) failed in {name}"
