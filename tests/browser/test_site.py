"""The built site in a real browser (Chromium), offline: the site as a whole (a demo
served from a subfolder, the words around a demo in both themes, the quick-reference
cards' pages, the site's size). Each demo's own checks are in test_live_demos.py.

Run after ``make book`` (``make browser``; ``make test`` does both). Every request that
does not go to the local server is blocked and recorded. Timings go to
``test-output/site-metrics.json`` and screenshots to ``test-output/``; the figures in the
notes come from ``bench/bench_site.py``.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import (
    SITE,
    UNNAMED_PICTURES,
    chapter_pages,
    declared_demos,
    demo_box,
    demo_pages,
    offline_context,
    record_metric,
    require_site,
    serve,
    start_demo,
    watch_python_start,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import lite_site

pytestmark = pytest.mark.browser

require_site()


DEMOS = declared_demos()


@pytest.fixture
def blocked() -> list[str]:
    return []


@pytest.fixture
def context(browser: Any, base: str, blocked: list[str]) -> Iterator[Any]:
    ctx = offline_context(browser, base, blocked, viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


def _page_for(demo: str) -> str:
    pages = demo_pages(demo)
    assert pages, (
        f"demo {demo!r} (book/demos/{demo}.ipynb) is played by no page: add "
        f"```{{demo}} {demo}``` to its chapter"
    )
    return pages[0]


def test_demos_declared() -> None:
    assert DEMOS, "no demo notebooks in book/demos"


def test_demo_under_a_subpath(browser: Any, tmp_path: Any) -> None:
    """The site works from any folder of a static host: served under /books/rulebook/,
    the first demo still starts (relative links only, the loader finds its files)."""
    (tmp_path / "books").mkdir()
    (tmp_path / "books" / "rulebook").symlink_to(SITE, target_is_directory=True)
    demo = DEMOS[0]
    blocked: list[str] = []
    with serve(tmp_path) as root:
        ctx = offline_context(browser, root, blocked)
        page = ctx.new_page()
        python = watch_python_start(page)
        page.goto(f"{root}/books/rulebook/{_page_for(demo)}")
        start_demo(page, demo)
        ctx.close()
    assert any("started from its snapshot" in m for m in python), python
    assert blocked == [], f"requests that left the site: {blocked}"


_KEPT_FILES = """async () => {
  if (!(await caches.has('cardlib-unpacked'))) return [];
  const cache = await caches.open('cardlib-unpacked');
  return (await cache.keys()).map(r => new URL(r.url).pathname.split('/').pop());
}"""


def test_a_second_start_reads_python_unpacked(context: Any, base: str) -> None:
    """A warm start skips the gunzip: after the first start the loader keeps the snapshot
    and the packages unpacked in the browser (Cache Storage), and the next start in the
    same browser reads both from there; the first says it read none."""
    demo = DEMOS[0]
    page = context.new_page()
    first = watch_python_start(page)
    page.goto(f"{base}/{_page_for(demo)}")
    start_demo(page, demo)
    for _ in range(100):  # the copies are written 2 s after Python started
        kept = sorted(page.evaluate(_KEPT_FILES))
        if len(kept) == 2:
            break
        page.wait_for_timeout(200)
    assert kept == sorted([lite_site.PACKAGES_FILE, lite_site.SNAPSHOT_FILE]), kept
    page.close()
    page = context.new_page()
    second = watch_python_start(page)
    page.goto(f"{base}/{_page_for(demo)}")
    start_demo(page, demo)
    assert any("from its snapshot" in m and "(0 of its files" in m for m in first), first
    assert any("from its snapshot" in m and "(2 of its files" in m for m in second), second
    assert sorted(page.evaluate(_KEPT_FILES)) == kept  # nothing kept twice


# WCAG contrast of each element's text colour against the first opaque background behind it.
_LOW_CONTRAST = """(selector) => {
  const rgba = s => s.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(c => c / 255)
    .map(c => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const behind = el => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] > 0) return c;
    }
    return [255, 255, 255];
  };
  return [...document.querySelectorAll(selector)].filter(el => el.offsetParent !== null)
    .map(el => {
      const [a, b] = [lum(rgba(getComputedStyle(el).color)), lum(behind(el))];
      return [el.className || el.tagName, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)];
    })
    .filter(([, ratio]) => ratio < 4.5)
    .map(([what, ratio]) => `${what}: ${ratio.toFixed(2)}`);
}"""


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_demo_text_is_readable_in_both_themes(context: Any, base: str, mode: str) -> None:
    """The words around a demo keep a 4.5:1 contrast in the book's light and dark themes."""
    page = context.new_page()
    page.add_init_script(f"localStorage.setItem('mode', '{mode}')")
    demo = DEMOS[0]
    page.goto(f"{base}/{_page_for(demo)}", wait_until="load")
    assert page.evaluate("document.documentElement.dataset.theme") == mode
    box = demo_box(page, demo)
    box.locator(".cardlib-demo-preview").first.wait_for(timeout=30_000)
    parts = ".cardlib-demo-status, .cardlib-demo-class, .cardlib-demo-class a, .cardlib-demo-note"
    assert page.evaluate(_LOW_CONTRAST, parts) == []
    page.close()


@pytest.mark.parametrize(
    "rel", [r for r in chapter_pages() if r.startswith(("refcards/", "printables/"))]
)
def test_reference_card_page_layout_and_labels(
    context: Any, base: str, blocked: list[str], rel: str
) -> None:
    """A quick-reference card's page at 1280 px: no horizontal scrolling; every card
    picture has an accessible name; nothing it asks the site for is missing (the book's
    own pages get the same checks in test_pages.py)."""
    page = context.new_page()
    missing: list[str] = []
    page.on(
        "response",
        lambda r: missing.append(f"{r.status} {r.url}") if r.status >= 400 else None,
    )
    page.goto(f"{base}/{rel}", wait_until="load")
    page.wait_for_load_state("networkidle")
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{rel} scrolls sideways by {overflow}px at 1280px"
    unnamed = page.evaluate(UNNAMED_PICTURES)
    assert unnamed == [], f"{rel}: card pictures without a name: {unnamed[:3]}"
    assert missing == [], f"{rel} asked for files the site lacks: {missing[:5]}"
    assert blocked == [], f"{rel} requested outside the site: {blocked}"


def test_site_size_and_no_source_maps() -> None:
    """Report the size; no source maps; the Pyodide runtime and the packages shipped once."""
    size = int(
        subprocess.run(
            ["du", "-sk", str(SITE)], capture_output=True, text=True, check=True
        ).stdout.split()[0]
    )
    record_metric("site size (du -sk _build/html, KiB)", size)
    maps = [str(p.relative_to(SITE)) for p in SITE.rglob("*.map")]
    assert maps == [], f"source maps shipped: {maps[:5]}"
    wasm = [str(p.relative_to(SITE)) for p in SITE.rglob("pyodide.asm.wasm")]
    assert len(wasm) == 1, f"Pyodide shipped {len(wasm)} times: {wasm}"
    for name in ("python-packages.bin", "python-snapshot.bin"):
        found = [str(p.relative_to(SITE)) for p in SITE.rglob(name)]
        assert len(found) == 1, f"{name} shipped {len(found)} times: {found}"
    wheels = [str(p.relative_to(SITE)) for p in SITE.rglob("*.whl")]
    assert wheels == [], f"wheels shipped beside python-packages.bin: {wheels[:5]}"


def test_the_packages_archive_ships_what_the_demos_import() -> None:
    """No code-completion engine (jedi, parso) and of Pygments' lexers only Python's: the
    browser unpacks every file of python-packages.bin at every start."""
    (archive,) = SITE.rglob("python-packages.bin")
    packages, files = lite_site.read_packages(archive)
    names = list(files)
    assert not {"jedi", "parso"} & set(packages), packages
    assert not [n for n in names if n.startswith(("jedi/", "parso/"))]
    lexers = sorted(n for n in names if n.startswith("pygments/lexers/"))
    assert lexers == [
        "pygments/lexers/__init__.py",
        "pygments/lexers/_mapping.py",
        "pygments/lexers/python.py",
    ]
    assert any(n.startswith("IPython/") for n in names)  # the kernel's own packages stay
    record_metric("python-packages.bin (KiB)", archive.stat().st_size // 1024)
    (snapshot,) = SITE.rglob("python-snapshot.bin")
    record_metric("python-snapshot.bin (KiB)", snapshot.stat().st_size // 1024)
