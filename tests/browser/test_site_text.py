"""The chapters speak to players (``../shared/design/BOOK.md``), read in the built site.

The visible text of every page outside the parts for programmers (*For Python users* and
the appendix, *How the numbers are made*), as :func:`book_text.visible_text` takes it from
``_build/html`` (no scripts, no hidden code cells), must hold no move notation
(``t2:3-t5``), no engineering word (seed, committed, budget, node, greedy, CPython,
Pyodide, kernel, JSON, ``bench/``, cardlib), no Python name, and no "he", "his" or "him"
for a player. ``tests/data/book_text_allowed.toml`` lets a phrase through with its reason
(the title of a cited page, say).

Pages not rewritten yet are listed in ``NOT_YET_REWRITTEN``: they must still break a rule,
so that the list only shrinks (a page that is clean must come off it).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import book_text  # noqa: E402

pytestmark = pytest.mark.browser

if not (book_text.SITE / "index.html").exists():
    if os.environ.get("CARDLIB_REQUIRE_BROWSER"):
        raise RuntimeError(f"no built site in {book_text.SITE}: run make book first")
    pytest.skip("no built site: run make book first", allow_module_level=True)

#: The pages whose text still speaks to programmers, until their rewrite.
NOT_YET_REWRITTEN: frozenset[str] = frozenset()

PAGES = {p.name: p for p in book_text.book_pages()}
FOR_PLAYERS = sorted(name for name, p in PAGES.items() if not p.for_programmers)


@pytest.mark.parametrize("name", FOR_PLAYERS)
def test_a_page_for_players_speaks_plainly(name: str) -> None:
    built = PAGES[name].built
    text = book_text.visible_text(built.read_text(encoding="utf-8"))
    assert len(text.split()) > 20, f"{built} shows almost no text: is the article found?"
    found = book_text.engineering_words(text)
    listing = "\n".join(f"  {f}" for f in found)
    if name in NOT_YET_REWRITTEN:
        assert found, f"{name} now speaks plainly: take it off NOT_YET_REWRITTEN"
    else:
        assert not found, f"{name} shows words for programmers:\n{listing}"


def test_the_list_names_pages_for_players() -> None:
    assert set(FOR_PLAYERS) >= NOT_YET_REWRITTEN


def test_visible_text_leaves_out_hidden_code() -> None:
    html = """<html><body><nav>cardlib.new_game</nav><article class="bd-article">
      <h1>War<a class="headerlink" href="#">#</a></h1><p>You turn up a card.</p>
      <details class="hide above-input"><summary>Show code</summary>
        <pre>game = cardlib.new_game("war", seed=7)</pre></details>
      <script>var node_count = 1;</script><div hidden>greedy</div>
      <table><tr><td>deal 7</td><td>52 cards</td></tr></table></article></body></html>"""
    text = book_text.visible_text(html)
    assert text.split("\n") == ["War", "You turn up a card.", "Show code", "deal 7", "52 cards"]


def test_the_rules_catch_words_for_programmers() -> None:
    text = (
        "Play t2:3-t5, then f2-f1 and w-f1. The seed and the node budget of cardlib's "
        "greedy player (see bench/) call new_game() and Card.parse(text) and reset(); RuleSummary "
        "knows. Each player keeps his cards; he may pass."
    )
    found = [(f.rule, f.match) for f in book_text.engineering_words(text)]
    assert ("move notation", "t2:3-t5") in found
    assert ("move notation", "f2-f1") in found
    assert ("move notation", "w-f1") in found
    words = {m for rule, m in found if rule == "an engineering word"}
    assert words == {"seed", "node", "budget", "cardlib", "greedy", "bench/"}
    names = {m for rule, m in found if rule == "a Python name"}
    assert {"new_game", "Card.parse(", "reset()", "RuleSummary"} <= names
    assert {m for rule, m in found if "his" in rule} == {"his", "he"}
    plain = "You move the 7♠ from the second pile to the third; the player keeps their cards."
    assert book_text.engineering_words(plain) == []
