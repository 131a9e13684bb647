"""The local path: a demo notebook played in JupyterLab (what ``make lab`` starts)."""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from harness import DEMO_DIR, OUTPUT, chromium_missing, declared_demos, demo_settings, launch

pytestmark = pytest.mark.browser

_reason = chromium_missing()
if _reason and os.environ.get("CARDLIB_REQUIRE_BROWSER"):
    raise RuntimeError(f"browser tests required (CARDLIB_REQUIRE_BROWSER) but {_reason}")
if _reason:
    pytest.skip(_reason, allow_module_level=True)

from playwright.sync_api import sync_playwright  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_demo_plays_in_jupyterlab(tmp_path: Path) -> None:
    demos = declared_demos()
    demo = "war" if "war" in demos else demos[0]  # the lightest demo guards the local path
    shutil.copy(DEMO_DIR / f"{demo}.ipynb", tmp_path / f"{demo}.ipynb")  # lab edits it
    port, token = _free_port(), secrets.token_hex(16)
    cmd = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1",
        f"--port={port}", f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={tmp_path}", "--LabApp.news_url=", "--allow-root",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]  # fmt: skip
    env = {**os.environ, "JUPYTER_PREFER_ENV_PATH": "1"}
    log = open(tmp_path / "lab.log", "w")  # noqa: SIM115 (closed below)
    lab = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
    try:
        base = f"http://127.0.0.1:{port}"
        with sync_playwright() as p:
            browser = launch(p)
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            context.route(
                "**/*",
                lambda r: r.continue_() if r.request.url.startswith(base) else r.abort(),
            )
            page = context.new_page()
            deadline = time.monotonic() + 60
            while True:
                try:
                    page.goto(f"{base}/lab/tree/{demo}.ipynb?token={token}")
                    break
                except Exception:
                    if time.monotonic() > deadline or lab.poll() is not None:
                        raise
                    time.sleep(0.5)
            page.locator(".jp-Notebook").wait_for(timeout=60_000)
            page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(
                state="attached", timeout=60_000
            )
            press = demo_settings(demo).get("press")
            buttons = page.locator(".jp-OutputArea .widget-button")
            button = buttons.filter(has_text=press).first if press else buttons.first
            select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
            try:
                # Run All; if JupyterLab asks for a kernel, pick the venv's python3 and retry.
                for _attempt in range(3):
                    page.wait_for_timeout(1000)
                    if select.is_visible():
                        select.click()
                        continue
                    page.get_by_role("menuitem", name="Run", exact=True).click()
                    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
                    deadline = time.monotonic() + 40
                    while not button.is_visible() and not select.is_visible():
                        if time.monotonic() > deadline:
                            break
                        page.wait_for_timeout(250)
                    if button.is_visible():
                        break
                button.wait_for(timeout=1000)
            except Exception:
                OUTPUT.mkdir(exist_ok=True)
                page.screenshot(path=str(OUTPUT / f"lab-{demo}-failed.png"))
                raise
            status = page.locator(".jp-OutputArea .cardlib-status").first
            before = status.inner_text()
            button.click()
            page.wait_for_function(
                "s => document.querySelector('.jp-OutputArea .cardlib-status').innerText !== s",
                arg=before,
                timeout=30_000,
            )
            OUTPUT.mkdir(exist_ok=True)
            page.screenshot(path=str(OUTPUT / f"lab-{demo}.png"))
            browser.close()
    finally:
        lab.terminate()
        try:
            lab.wait(timeout=20)
        except subprocess.TimeoutExpired:
            lab.kill()
        log.close()
