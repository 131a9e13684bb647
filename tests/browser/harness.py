"""Shared by the browser tests and ``bench/bench_site.py``: the built site, served offline.

* :func:`serve` serves a folder on 127.0.0.1 (a free port) in a thread;
* :func:`launch` starts Debian's Chromium through Playwright (never a downloaded browser);
* :func:`offline_context` blocks, and records, every request that leaves that server;
  :func:`cached_context` records them only, and keeps the browser's HTTP cache (Playwright
  turns the cache off in a context that routes its requests);
* :func:`declared_demos` and :func:`demo_pages` find the demos (``book/demos/*.ipynb``) and
  the built pages that play them (``data-demo`` from the ``{demo}`` directive);
* :func:`start_demo` presses Play and returns the seconds until the live app's buttons exist;
* :func:`watch_python_start` collects what the site's Python loader reports;
* :func:`require_site` skips a test module when Chromium or the built site is missing (and
  fails instead under ``CARDLIB_REQUIRE_BROWSER``, as in CI);
* :func:`axe_violations` runs axe-core (from ``build/site-cache``, never the network) in a
  page or a frame and returns what it finds, :func:`describe_violations` words it.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import json
import os
import re
import tarfile
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("CARDLIB_SITE_DIR", ROOT / "_build" / "html"))
DEMO_DIR = ROOT / "book" / "demos"
OUTPUT = ROOT / "test-output"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Pages of the built site that are not chapters.
NOT_CHAPTERS = ("lite/", "_static/", "_sources/", "genindex.html", "search.html")


#: Card pictures (SVG images, card buttons) that have no accessible name.
UNNAMED_PICTURES = """() => [...document.querySelectorAll('svg[role=img], g[role=img]')]
    .filter(el => !el.closest('[aria-hidden=true]'))
    .filter(el => !(el.getAttribute('aria-label') || '').trim()
                  && !el.getAttribute('aria-labelledby'))
    .concat([...document.querySelectorAll(".widget-button[class*='cardlib-card-']")]
        .filter(el => !(el.getAttribute('title') || el.getAttribute('aria-label')
                        || '').trim()))
    .map(el => el.outerHTML.slice(0, 80))"""


def chromium_missing() -> str | None:
    """Why the browser tests cannot run here, or ``None``."""
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} is missing (apt-get install chromium; .ci/run does it in CI)"
    if not _playwright_ok():
        return "the playwright package is not installed (pip install -e '.[test]')"
    return None


def _playwright_ok() -> bool:
    try:
        import playwright  # noqa: F401
    except ImportError:
        return False
    return True


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (stdlib API)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
    }

    def end_headers(self) -> None:
        # As a static host does (GitHub Pages sends max-age=600): a page opened again
        # within ten minutes takes its files from the HTTP cache without asking.
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a page closed mid-download (BrokenPipe) is not an error of the site


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 at a free port; yields the base URL."""
    server = _Server(("127.0.0.1", 0), functools.partial(_Handler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless, with the flags that work as root and offline."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def on_site(url: str, base: str) -> bool:
    """Whether a request stays on the server at ``base`` (or needs none: data:, blob:)."""
    return url.startswith(base + "/") or url == base or url.startswith(("data:", "blob:"))


def cached_context(browser: Any, base: str, off_site: list[str], **kwargs: Any) -> Any:
    """A browser context that records every request not to ``base`` but routes none, so the
    HTTP cache works as a reader's does (a routed context has it off). Nothing is blocked:
    use it only where a test of :func:`offline_context` has already shown the page stays
    on the site (the bench's warm starts)."""
    context = browser.new_context(**kwargs)

    def record(request: Any) -> None:
        if not on_site(request.url, base):
            off_site.append(request.url)

    context.on("request", record)
    return context


def offline_context(browser: Any, base: str, blocked: list[str], **kwargs: Any) -> Any:
    """A browser context in which every request not to ``base`` is aborted and recorded."""
    context = browser.new_context(**kwargs)

    def route(r: Any) -> None:
        url = r.request.url
        if on_site(url, base):
            r.continue_()
        else:
            blocked.append(url)
            r.abort()

    context.route("**/*", route)
    return context


def require_site() -> None:
    """Skip the calling test module when Chromium or the built site is missing; with
    ``CARDLIB_REQUIRE_BROWSER`` set (CI), raise instead, so a missing browser fails."""
    import pytest

    reason = chromium_missing()
    if reason is None and not (SITE / "index.html").exists():
        reason = f"no built site in {SITE}: run make book first"
    if reason and os.environ.get("CARDLIB_REQUIRE_BROWSER"):
        raise RuntimeError(f"browser tests required (CARDLIB_REQUIRE_BROWSER) but {reason}")
    if reason:
        pytest.skip(reason, allow_module_level=True)


def declared_demos() -> list[str]:
    """The demo ids: one ``book/demos/<id>.ipynb`` each."""
    return sorted(p.stem for p in DEMO_DIR.glob("*.ipynb"))


def demo_settings(demo: str) -> dict[str, Any]:
    """The ``cardlib_demo`` notebook metadata: ``press`` names the button to try."""
    nb = json.loads((DEMO_DIR / f"{demo}.ipynb").read_text(encoding="utf-8"))
    return dict(nb.get("metadata", {}).get("cardlib_demo", {}))


def chapter_pages(site: Path = SITE) -> list[str]:
    """The built pages (paths relative to the site), without the lite app, the indexes and
    redirect stubs (the root ``index.html`` only forwards to the introduction, which is a
    page of its own here; testing the stub races its redirect)."""
    pages = []
    for p in sorted(site.rglob("*.html")):
        rel = p.relative_to(site).as_posix()
        if rel.startswith(NOT_CHAPTERS) or rel in NOT_CHAPTERS:
            continue
        if 'http-equiv="Refresh"' in p.read_text("utf-8", errors="replace")[:2000]:
            continue
        pages.append(rel)
    return pages


def demo_pages(demo: str, site: Path = SITE) -> list[str]:
    """The built pages that play ``demo`` (they hold ``data-demo="<demo>"``)."""
    mark = re.compile(rf'data-demo="{re.escape(demo)}"')
    return [rel for rel in chapter_pages(site) if mark.search((site / rel).read_text("utf-8"))]


def demo_box(page: Any, demo: str) -> Any:
    return page.locator(f'.cardlib-demo[data-demo="{demo}"]').first


def start_demo(page: Any, demo: str, *, timeout_s: float = 120, keyboard: bool = False) -> float:
    """Press Play (by click, or Enter when ``keyboard``) and wait for the live app.

    Returns the seconds from the press to the app's buttons existing in the iframe.
    """
    box = demo_box(page, demo)
    play = box.locator(".cardlib-demo-play")
    started = time.monotonic()
    if keyboard:
        play.press("Enter")
    else:
        play.click()
    box.locator(".cardlib-demo-frame").wait_for(state="attached")
    page.wait_for_function(
        "el => el.classList.contains('cardlib-demo-live') || "
        "el.classList.contains('cardlib-demo-failed')",
        arg=box.element_handle(),
        timeout=timeout_s * 1000,
    )
    elapsed = time.monotonic() - started
    if "cardlib-demo-failed" in (box.get_attribute("class") or ""):
        raise AssertionError(f"demo {demo} did not start: {box.inner_text()}")
    return elapsed


def watch_python_start(page: Any) -> list[str]:
    """Collect what the site's Python loader says (``cardlib: ...`` in the kernel's worker
    console: whether Python started from its snapshot, and how long that took)."""
    said: list[str] = []

    def on_worker(worker: Any) -> None:
        worker.on(
            "console",
            lambda msg: said.append(msg.text) if msg.text.startswith("cardlib: ") else None,
        )

    page.on("worker", on_worker)
    return said


class Laps:
    """Where a test spends its time: :meth:`lap` ends the phase that began at the last lap
    (laps of one name add up). The ``laps`` fixture hands them to the run's summary, which
    prints them after the tests (``conftest.pytest_terminal_summary``)."""

    def __init__(self) -> None:
        self.began = self.last = time.monotonic()
        self.phases: dict[str, float] = {}

    def lap(self, name: str) -> None:
        """End the phase ``name`` now."""
        now = time.monotonic()
        self.phases[name] = self.phases.get(name, 0.0) + now - self.last
        self.last = now


def record_metric(name: str, value: Any) -> None:
    """Add ``name: value`` to ``test-output/site-metrics.json`` (under a lock: the browser
    tests run in several worker processes)."""
    OUTPUT.mkdir(exist_ok=True)
    path = OUTPUT / "site-metrics.json"
    with open(OUTPUT / ".site-metrics.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        data = json.loads(path.read_text()) if path.exists() else {}
        data[name] = value
        path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


#: axe-core, as ``make axe`` (a prerequisite of ``make browser``) caches it from npm.
AXE_VERSION = "4.14.1"
AXE_TARBALL = ROOT / "build" / "site-cache" / f"axe-core-{AXE_VERSION}.tgz"
#: Rules axe leaves off by default that the project wants checked (its "experimental" tag).
AXE_EXTRA_RULES = ("label-content-name-mismatch",)


@functools.cache
def axe_source() -> str:
    """The text of ``axe.min.js``, read from the cached npm tarball."""
    if not AXE_TARBALL.exists():
        raise FileNotFoundError(
            f"{AXE_TARBALL} is missing: run `make axe` (it runs `npm pack axe-core@{AXE_VERSION}`"
            " once; make browser does it too)"
        )
    with tarfile.open(AXE_TARBALL) as tar:
        member = tar.extractfile("package/axe.min.js")
        assert member is not None
        return member.read().decode("utf-8")


#: The virtual screen reader, as ``make axe`` (a prerequisite of ``make browser``) caches it.
VSR_VERSION = "0.33.0"
VSR_TARBALL = ROOT / "build" / "site-cache" / f"guidepup-virtual-screen-reader-{VSR_VERSION}.tgz"


@functools.cache
def vsr_source() -> str:
    """The virtual screen reader's browser bundle (an ES module), from the cached tarball."""
    if not VSR_TARBALL.exists():
        raise FileNotFoundError(
            f"{VSR_TARBALL} is missing: run `make axe` (it runs `npm pack "
            f"@guidepup/virtual-screen-reader@{VSR_VERSION}` once; make browser does it too)"
        )
    with tarfile.open(VSR_TARBALL) as tar:
        member = tar.extractfile("package/lib/esm/index.browser.js")
        assert member is not None
        return member.read().decode("utf-8")


_VSR_START = """async (source) => {
  if (!window.__cardlibReader) {
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    window.__cardlibReader = (await import(url)).virtual;
  }
  await window.__cardlibReader.start({ container: document.body });
}"""


def start_screen_reader(frame: Any) -> None:
    """Start the virtual screen reader on the document of ``frame`` (a Playwright ``Frame``,
    such as a live demo's): from then on :func:`spoken` lists what it says."""
    frame.evaluate(_VSR_START, vsr_source())


def spoken(frame: Any) -> list[str]:
    """Everything the virtual screen reader started in ``frame`` has said so far; a live
    region's announcement reads ``"polite: <text>"``."""
    return list(frame.evaluate("async () => await window.__cardlibReader.spokenPhraseLog()"))


_AXE_RUN = """async ([context, options]) => {
  const result = await window.axe.run(context || document, options);
  return result.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
    nodes: v.nodes.map(n => ({ target: n.target.map(String).join(" "),
                               html: n.html.slice(0, 160),
                               summary: (n.failureSummary || "").slice(0, 300) })),
  }));
}"""


def axe_violations(
    page_or_frame: Any,
    *,
    impacts: Iterable[str] = ("critical", "serious"),
    context: Any = None,
    rules: dict[str, bool] | None = None,
    tags: Sequence[str] | None = None,
) -> list[dict[str, Any]]:
    """Run axe-core in ``page_or_frame`` (a Playwright ``Page`` or ``Frame``; for a demo's
    iframe: ``page.locator("iframe").element_handle().content_frame()``) and return its
    violations whose impact is in ``impacts`` (all of them when ``impacts`` is empty).

    Each violation is ``{"id", "impact", "help", "helpUrl", "nodes": [{"target", "html",
    "summary"}]}``. ``context`` is axe's context (a selector, or ``{"include": [...],
    "exclude": [...]}``; default the whole document). ``rules`` turns rules on or off by id
    (on top of :data:`AXE_EXTRA_RULES`, which are on); ``tags`` restricts the run to rules
    with those tags (``runOnly``). Frames inside the document are not entered
    (``iframes: false``): run it again on each frame you want checked. axe is injected once
    per document, from :func:`axe_source`.
    """
    if not page_or_frame.evaluate("() => typeof window.axe === 'object'"):
        page_or_frame.add_script_tag(content=axe_source())
    wanted = {name: True for name in AXE_EXTRA_RULES}
    wanted.update(rules or {})
    options: dict[str, Any] = {
        "iframes": False,
        "resultTypes": ["violations"],
        "rules": {name: {"enabled": on} for name, on in wanted.items()},
    }
    if tags:
        options["runOnly"] = {"type": "tag", "values": list(tags)}
    found: list[dict[str, Any]] = page_or_frame.evaluate(_AXE_RUN, [context, options])
    keep = set(impacts)
    return [v for v in found if not keep or v["impact"] in keep]


def describe_violations(violations: list[dict[str, Any]], *, nodes: int = 3) -> str:
    """``violations`` (from :func:`axe_violations`) as lines a failing assertion can show."""
    lines = []
    for v in violations:
        lines.append(f"{v['impact']} {v['id']} ({len(v['nodes'])}x): {v['help']}")
        for n in v["nodes"][:nodes]:
            lines.append(f"    {n['target']}: {n['html']}")
            if n["summary"]:
                lines.append("      " + n["summary"].replace("\n", " / "))
    return "\n".join(lines)
