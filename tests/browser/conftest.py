"""Fixtures the browser test modules share: the built site served offline, and Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from harness import SITE, launch, serve


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    """The built site (``_build/html``), served on 127.0.0.1 for one test module."""
    with serve(SITE) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium through Playwright, for one test module."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()
