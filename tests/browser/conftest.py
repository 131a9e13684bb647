"""Fixtures the browser test modules share: the built site served offline, and Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from harness import SITE, Laps, launch, offline_context, serve


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


@pytest.fixture(scope="module")
def laptop(browser: Any, base: str) -> Iterator[Any]:
    """A laptop's browser context (1280x800, a mouse) for one test module, offline: a
    request that leaves the site is blocked, and fails the module's last test."""
    blocked: list[str] = []
    ctx = offline_context(browser, base, blocked, viewport={"width": 1280, "height": 800})
    yield ctx
    ctx.close()
    assert blocked == [], f"requests that left the site: {blocked[:5]}"


@pytest.fixture
def laps(request: pytest.FixtureRequest) -> Iterator[Laps]:
    """A test's :class:`~harness.Laps`; its phases go to the summary printed after the run."""
    watch = Laps()
    yield watch
    phases = {name: round(secs, 2) for name, secs in watch.phases.items()}
    request.node.user_properties.append(("phases", phases))


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Where the timed browser tests spent their time: each test's phases, longest test
    first, and the sum of each phase over them all."""
    rows: dict[str, dict[str, float]] = {}
    for reports in terminalreporter.stats.values():
        for report in reports:
            for key, value in getattr(report, "user_properties", ()):
                if key == "phases" and value:
                    rows[report.nodeid.split("::")[-1]] = value
    if not rows:
        return
    write = terminalreporter.write_line
    terminalreporter.section("where the browser tests spend their time (seconds)")
    totals: dict[str, float] = {}
    for test, phases in sorted(rows.items(), key=lambda kv: -sum(kv[1].values())):
        laps = ", ".join(f"{name} {secs:.1f}" for name, secs in phases.items())
        write(f"{sum(phases.values()):6.1f}  {test}: {laps}")
        for name, secs in phases.items():
            totals[name] = totals.get(name, 0.0) + secs
    write("summed over those tests:")
    for name, secs in sorted(totals.items(), key=lambda kv: -kv[1]):
        write(f"{secs:8.1f}  {name}")
