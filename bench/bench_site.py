"""Time to an interactive demo in the built site, offline, in Chromium (after make book).

    .venv/bin/python bench/bench_site.py [--runs 3] [--demos war,klondike]

For each declared demo: a fresh browser context, the chapter page, Play, the seconds until
the live app's buttons exist (first), then the same in a second page of the same context
(second: HTTP cache warm), each from Enter on Play; at the end the medians over every start.
Also the site's size (du). Every request off 127.0.0.1 is blocked; any blocked request is
reported.
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
    declared_demos,
    demo_pages,
    launch,
    offline_context,
    serve,
    start_demo,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--demos", default="", help="comma-separated demo ids (default: all)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    du = subprocess.run(["du", "-sh", str(SITE)], capture_output=True, text=True, check=True)
    print(f"site size: {du.stdout.split()[0]} ({SITE})")
    with serve(SITE) as base, sync_playwright() as p:
        browser = launch(p)
        chosen = [d for d in args.demos.split(",") if d] or declared_demos()
        all_firsts: list[float] = []
        all_seconds: list[float] = []
        for demo in chosen:
            pages = demo_pages(demo)
            if not pages:
                print(f"{demo}: played by no page")
                continue
            firsts, seconds, blocked = [], [], []
            for _ in range(args.runs):
                ctx = offline_context(browser, base, blocked)
                for times in (firsts, seconds):
                    page = ctx.new_page()
                    page.goto(f"{base}/{pages[0]}")
                    times.append(start_demo(page, demo, keyboard=True))
                    page.close()
                ctx.close()
            fmt = ", ".join
            print(
                f"{demo} ({pages[0]}): first {fmt(f'{t:.1f}' for t in firsts)} s "
                f"(median {statistics.median(firsts):.1f}); second "
                f"{fmt(f'{t:.1f}' for t in seconds)} s "
                f"(median {statistics.median(seconds):.1f}); blocked: {blocked or 'none'}"
            )
            all_firsts += firsts
            all_seconds += seconds
        if all_firsts:
            print(
                f"all demos: first median {statistics.median(all_firsts):.2f} s "
                f"({len(all_firsts)} starts), second (warm) median "
                f"{statistics.median(all_seconds):.2f} s ({len(all_seconds)} starts)"
            )
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
