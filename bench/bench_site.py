"""Time to an interactive demo in the built site, offline, in Chromium (after make book).

    .venv/bin/python bench/bench_site.py [--runs 3] [--demos war,klondike]

For each declared demo: a fresh browser context, the chapter page, Play, the seconds until
the live app's buttons exist (first), then the same in a second page of the same context
(second), each from Enter on Play; at the end the medians over every start. A page stays
open ``--stay`` seconds after its demo is live, as a reader's does (the site's Python keeps
its files unpacked in the browser 2 s after it starts, for the next start). Also the site's
size (du). Every request off 127.0.0.1 is blocked; any blocked request is reported.

That context routes its requests (to block them), and Playwright then turns the HTTP cache
off: its second start fetches every file again (only the browser's compiled-code caches
are warm). So each run also starts the demo twice in a context that routes nothing and only
records off-site requests (``cached``): its second start is a reader's warm start, files
from the HTTP cache (the server sends ``max-age=600``, as GitHub Pages does).

``--trace DEMO`` instead splits one warm start (the second page of a context; ``--cached``:
of the context with the HTTP cache) into its steps: each request of the page, the demo's
frame and the kernel's worker (start and end, from the browser's resource timing), what
the Python loader says, and the moment the app is live, all in seconds from Enter on Play.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from harness import (
    SITE,
    cached_context,
    declared_demos,
    demo_pages,
    launch,
    offline_context,
    serve,
    start_demo,
    watch_python_start,
)

#: Resource timing as absolute milliseconds (epoch), so the page, the frame and the worker
#: line up.
_ENTRIES = """() => performance.getEntriesByType('resource').map(e => ({
  name: e.name, start: performance.timeOrigin + e.startTime,
  end: performance.timeOrigin + e.responseEnd, bytes: e.encodedBodySize || 0 }))"""


def trace(browser: object, base: str, demo: str, cached: bool, stay: float) -> None:
    """Print one warm start of ``demo``, step by step (see the module docstring)."""
    import time

    page_path = demo_pages(demo)[0]
    blocked: list[str] = []
    ctx = (cached_context if cached else offline_context)(browser, base, blocked)
    warm = ctx.new_page()
    warm.goto(f"{base}/{page_path}")
    start_demo(warm, demo, keyboard=True)
    warm.wait_for_timeout(stay * 1000)
    warm.close()
    page = ctx.new_page()
    said = watch_python_start(page)
    workers: list[object] = []
    page.on("worker", lambda w: workers.append(w))
    page.goto(f"{base}/{page_path}")
    pressed = page.evaluate("() => Date.now()")
    seconds = start_demo(page, demo, keyboard=True)
    time.sleep(0.5)
    rows = []
    frame = page.locator("iframe.cardlib-demo-frame").first.element_handle().content_frame()
    for where, target in [("page", page), ("frame", frame), *(("worker", w) for w in workers)]:
        try:
            entries = target.evaluate(_ENTRIES)  # type: ignore[attr-defined]
        except Exception:  # a worker that is gone
            continue
        rows += [(where, e) for e in entries if e["end"] >= pressed - 50]
    rows.sort(key=lambda r: r[1]["start"])
    cache = "HTTP cache" if cached else "routed, no HTTP cache"
    print(f"{demo}: live {seconds:.2f} s after Enter on Play (second start, {cache})")
    print(f"{'from':>6} {'to':>6}  {'where':6} {'KB':>7}  request")
    for where, e in rows:
        name = e["name"].replace(base, "")
        print(
            f"{(e['start'] - pressed) / 1000:6.2f} {(e['end'] - pressed) / 1000:6.2f}  "
            f"{where:6} {e['bytes'] / 1024:7.0f}  {name[-70:]}"
        )
    for line in said:
        print(f"loader: {line}")
    total = sum(e["bytes"] for _, e in rows)
    print(f"{len(rows)} files after Enter on Play, {total / 1e6:.1f} MB (their encoded sizes)")
    last = max((r[1]["end"] for r in rows), default=pressed)
    print(f"last request ends {(last - pressed) / 1000:.2f} s; app live {seconds:.2f} s")
    ctx.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--demos", default="", help="comma-separated demo ids (default: all)")
    parser.add_argument("--trace", default="", metavar="DEMO", help="one start, step by step")
    parser.add_argument("--cached", action="store_true", help="trace with the HTTP cache")
    parser.add_argument(
        "--stay",
        type=float,
        default=3.0,
        help="seconds a reader stays on a page after the demo is live (default 3)",
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    du = subprocess.run(["du", "-sh", str(SITE)], capture_output=True, text=True, check=True)
    print(f"site size: {du.stdout.split()[0]} ({SITE})")
    with serve(SITE) as base, sync_playwright() as p:
        browser = launch(p)
        if args.trace:
            trace(browser, base, args.trace, args.cached, args.stay)
            browser.close()
            return 0
        chosen = [d for d in args.demos.split(",") if d] or declared_demos()
        all_firsts: list[float] = []
        all_seconds: list[float] = []
        all_cached: list[float] = []
        for demo in chosen:
            pages = demo_pages(demo)
            if not pages:
                print(f"{demo}: played by no page")
                continue
            firsts, seconds, cached, blocked, off_site = [], [], [], [], []
            for _ in range(args.runs):
                for make, plan, seen in (
                    (offline_context, (firsts, seconds), blocked),
                    (cached_context, ([], cached), off_site),
                ):
                    ctx = make(browser, base, seen)
                    for times in plan:
                        page = ctx.new_page()
                        page.goto(f"{base}/{pages[0]}")
                        times.append(start_demo(page, demo, keyboard=True))
                        page.wait_for_timeout(args.stay * 1000)
                        page.close()
                    ctx.close()
            fmt = ", ".join
            print(
                f"{demo} ({pages[0]}): first {fmt(f'{t:.1f}' for t in firsts)} s "
                f"(median {statistics.median(firsts):.1f}); second "
                f"{fmt(f'{t:.1f}' for t in seconds)} s "
                f"(median {statistics.median(seconds):.1f}); second with the HTTP cache "
                f"{fmt(f'{t:.1f}' for t in cached)} s "
                f"(median {statistics.median(cached):.1f}); blocked: {blocked or 'none'}; "
                f"off-site: {off_site or 'none'}"
            )
            all_firsts += firsts
            all_seconds += seconds
            all_cached += cached
        if all_firsts:
            print(
                f"all demos: first median {statistics.median(all_firsts):.2f} s "
                f"({len(all_firsts)} starts), second (routed, no HTTP cache) median "
                f"{statistics.median(all_seconds):.2f} s ({len(all_seconds)} starts), "
                f"second with the HTTP cache (warm) median "
                f"{statistics.median(all_cached):.2f} s ({len(all_cached)} starts)"
            )
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
