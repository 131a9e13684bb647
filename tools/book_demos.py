"""Sphinx extension: the ``{demo}`` directive that puts a playable game in a chapter.

A demo is declared once, as an app notebook ``book/demos/<id>.ipynb`` whose last code
cell displays a widget (for War: ``war_demo(seed=7)``). A chapter plays it with::

    ```{demo} war
    ```

which renders, in the built page:

* a still picture of the deal as the demo starts, drawn at build time by cardlib's own
  static views (:func:`cardlib.views.preview.preview_html`: inline SVG, no widget
  JavaScript, no kernel), with one large "Play" button over it;
* the "Play" button loads the notebook as a Voici app (JupyterLite on the site's own
  Pyodide, built into ``lite/`` by ``make book``) in an iframe, with a loading indicator,
  and moves the keyboard focus into the game when it is live (``book-demos.js``, which
  also puts a "Skip to the game" link at the top of the page for each demo);
* a sentence saying how to play the same notebook in JupyterLab;
* a class link (``<page>?deal=<code>``: opening it starts the demo on that deal, see
  ``book-demos.js``) with a Copy button, and a link to the game's quick-reference card
  (``refcards/<game-id>.pdf``, printed by ``tools/refcards.py`` in ``make book``);
* under *Playing by keyboard*, the keys that play it, as the widget itself lists them
  (:meth:`cardlib.widgets.base.GameWidget.key_help`).

``make book`` builds every ``book/demos/*.ipynb`` into the lite site, and the browser
tests find the demos in the built pages through ``data-demo``: nothing else to register.
"""

from __future__ import annotations

import ast
import json
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import quote

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from cardlib.views.preview import preview_html
from cardlib.widgets.keys import COMMON_KEYS, keys_html

#: Where the demo notebooks live, relative to the book's source folder.
DEMO_DIR = "book/demos"
#: Where ``make book`` puts the Voici app pages, relative to the HTML output.
LITE_RENDER = "lite/voici/render"
#: Where ``make book`` puts the quick-reference cards, relative to the HTML output.
REFCARDS = "refcards"
ASSETS = Path(__file__).resolve().parent / "demo_assets"


def notebook_code(path: Path) -> str:
    """The code cells of a notebook, joined (IPython magics are not allowed in demos)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = [c for c in nb["cells"] if c["cell_type"] == "code"]
    return "\n\n".join(
        "".join(c["source"]) if isinstance(c["source"], list) else c["source"] for c in cells
    )


def run_demo(path: Path) -> Any:
    """Run a demo notebook's code in a fresh namespace; return its last expression's value."""
    tree = ast.parse(notebook_code(path), filename=str(path))
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        raise ValueError(f"{path}: the last code cell must end with the widget to display")
    last = ast.Expression(tree.body.pop().value)
    namespace: dict[str, Any] = {"__name__": "__demo__"}
    exec(compile(tree, str(path), "exec"), namespace)
    return eval(compile(last, str(path), "eval"), namespace)


def demo_widget(obj: Any) -> Any:
    """The game widget a demo shows: ``obj``, or ``obj.demo`` for a chapter app."""
    return getattr(obj, "demo", obj)


def demo_game(obj: Any) -> Any:
    """The game a demo plays: ``obj.game``, or ``obj.demo.game`` for a chapter app."""
    game = getattr(demo_widget(obj), "game", None)
    if game is None or not hasattr(game, "deal_code"):
        raise ValueError(f"a demo must show a game widget (or a chapter app), not {obj!r}")
    return game


def demo_preview(obj: Any) -> str:
    """The still picture of a demo's deal (from the reader's seat in a trick game)."""
    return preview_html(demo_game(obj), seat=getattr(demo_widget(obj), "seat", 0))


def class_link_html(game: Any, up: str) -> str:
    """The class-link line: the deal code, a link that opens this page on it, Copy, and
    the game's quick-reference card."""
    code = escape(game.deal_code)
    href = "?deal=" + quote(game.deal_code, safe=":=,")
    card = f"{up}{REFCARDS}/{escape(game.info.id)}.pdf"
    return f"""<p class="cardlib-demo-class">Class deal:
  <code class="cardlib-demo-code">{code}</code> &middot; class link:
  <a class="cardlib-demo-link" href="{escape(href)}">{escape(href)}</a>
  <button type="button" class="cardlib-demo-copy">Copy class link</button>
  &middot; <a class="cardlib-demo-card" href="{escape(card)}">Quick-reference card (PDF)</a></p>"""


class DemoDirective(SphinxDirective):
    """``{demo} <id>``: a picture of ``book/demos/<id>.ipynb``'s deal and its live app."""

    required_arguments = 1
    option_spec = {  # noqa: RUF012 (docutils API)
        "title": directives.unchanged,
        "height": directives.positive_int,
    }

    def run(self) -> list[nodes.Node]:
        demo = self.arguments[0].strip()
        path = Path(self.env.srcdir) / DEMO_DIR / f"{demo}.ipynb"
        if not path.is_file():
            known = sorted(p.stem for p in path.parent.glob("*.ipynb"))
            raise self.error(f"no demo {demo!r}: {path} is missing (demos: {known})")
        self.env.note_dependency(str(path))
        try:
            obj = run_demo(path)
            game = demo_game(obj)
            picture = demo_preview(obj)
            keys = keys_html(demo_widget(obj).key_help())
        except Exception as err:
            raise self.error(f"demo {demo!r} failed to build: {type(err).__name__}: {err}") from err

        self.env.metadata[self.env.docname]["cardlib_demo"] = True

        title = self.options.get("title") or demo.replace("-", " ").title()
        up = "../" * self.env.docname.count("/")
        src = f"{up}{LITE_RENDER}/{demo}.html"
        height = self.options.get("height", 560)
        names = " ".join((game.info.id, *game.info.aliases))
        box = f"cardlib-demo-{escape(demo)}"
        html = f"""
<div class="cardlib-demo" id="{box}" data-demo="{escape(demo)}" data-src="{escape(src)}"
     data-title="{escape(title)}" data-height="{height}" data-games="{escape(names)}">
  <div class="cardlib-demo-stage">
    <div class="cardlib-demo-preview" role="img"
         aria-label="A picture of the deal you will play in {escape(title)} (not playable)">
      <div class="cardlib-demo-picture">{picture}</div>
    </div>
    <div class="cardlib-demo-cover">
      <button type="button" class="cardlib-demo-play" id="{box}-play"
              aria-describedby="{box}-status">&#9654; Play {escape(title)}</button>
      <span class="cardlib-demo-note">A picture of the deal: press Play to play it here</span>
    </div>
  </div>
  <p class="cardlib-demo-status" id="{box}-status" role="status" aria-live="polite">Play
    starts Python in your browser (the first time, it downloads about 35&nbsp;MB from this
    site) and nothing leaves your computer.</p>
  {class_link_html(game, up)}
  <details class="cardlib-demo-keys-box"><summary>Playing by keyboard</summary>
    {keys}
    <p>More in <a href="{up}book/keyboard.html">Playing with a screen reader or
    keyboard</a>.</p>
  </details>
</div>
"""
        return [nodes.raw("", html, format="html")]


class DemoKeysDirective(SphinxDirective):
    """``{demo-keys} <id>``: the keys of ``book/demos/<id>.ipynb``'s kind of game, as its
    widget lists them under the demo, less the keys every demo has (the page about playing
    by keyboard lists those once)."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        demo = self.arguments[0].strip()
        path = Path(self.env.srcdir) / DEMO_DIR / f"{demo}.ipynb"
        if not path.is_file():
            raise self.error(f"no demo {demo!r}: {path} is missing")
        self.env.note_dependency(str(path))
        own = [k for k in demo_widget(run_demo(path)).key_help() if k not in COMMON_KEYS]
        return [nodes.raw("", keys_html(own), format="html")]


class RefcardListDirective(SphinxDirective):
    """``{refcard-list}``: a table of every catalog game with links to its card (PDF and
    printable page) in ``refcards/``, as ``make book`` writes them."""

    def run(self) -> list[nodes.Node]:
        from cardlib import catalog

        up = "../" * self.env.docname.count("/")
        rows = []
        for info in catalog():
            base = f"{up}{REFCARDS}/{escape(info.id)}"
            rows.append(
                f"<tr><td>{escape(info.name)}</td><td>{escape(info.players)}</td>"
                f'<td><a href="{base}.pdf">PDF</a></td>'
                f'<td><a href="{base}.html">printable page</a></td></tr>'
            )
        # In a scrolling wrapper, so a narrow phone scrolls the table, not the page.
        html = (
            '<div class="table-wrapper" style="overflow-x:auto;max-width:100%">'
            '<table class="cardlib-refcards table"><thead><tr><th>Game</th><th>Players</th>'
            "<th>Card</th><th>HTML</th></tr></thead><tbody>"
            + "".join(rows)
            + "</tbody></table></div>"
        )
        return [nodes.raw("", html, format="html")]


def classroom_sheets_html(up: str) -> str:
    """The teacher's table of sheets: for every catalog game its quick-reference card and
    the answer key to its chapter's classroom questions (a game without a chapter of its
    own, Quadruple War, shares its family chapter's key), PDF and printable page each;
    ``up`` leads from the page to the site's root."""
    from answer_keys import classroom_chapters, key_name

    from cardlib import catalog

    keys = {name.rsplit("/", 1)[-1]: key_name(name) for name in classroom_chapters()}
    rows = []
    for info in catalog():
        card = f"{up}{REFCARDS}/{escape(info.id)}"
        key = keys.get(info.id) or keys[info.family]
        shared = "" if info.id in keys else " (the chapter's)"
        sheet = f"{up}printables/{key}"
        rows.append(
            f"<tr><td>{escape(info.name)}</td>"
            f'<td><a href="{card}.pdf">PDF</a> · <a href="{card}.html">page</a></td>'
            f'<td><a href="{sheet}.pdf">PDF</a> · <a href="{sheet}.html">page</a>{shared}</td>'
            "</tr>"
        )
    return (
        '<div class="table-wrapper" style="overflow-x:auto;max-width:100%">'
        '<table class="cardlib-sheets table"><thead><tr><th>Game</th>'
        "<th>Quick-reference card</th><th>Answer key to the chapter's questions</th>"
        "</tr></thead><tbody>" + "".join(rows) + "</tbody></table></div>"
    )


class ClassroomSheetsDirective(SphinxDirective):
    """``{classroom-sheets}``: :func:`classroom_sheets_html` for the page it is on."""

    def run(self) -> list[nodes.Node]:
        up = "../" * self.env.docname.count("/")
        return [nodes.raw("", classroom_sheets_html(up), format="html")]


def _drop_thebe(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], *args: Any
) -> None:
    """Leave sphinx-thebe's scripts out of the pages: the book has no Thebe cells (its
    launch buttons are off), and its inline configuration, added twice, was a console
    error on every page (``THEBE_JS_URL`` declared twice)."""
    scripts = context.get("script_files")
    if not scripts:
        return
    context["script_files"] = [
        js
        for js in scripts
        if "sphinx-thebe" not in str(getattr(js, "filename", js))
        and "THEBE_JS_URL" not in str(getattr(js, "attributes", {}).get("body", ""))
    ]


def _static_path(app: Sphinx) -> None:
    app.config.html_static_path.append(str(ASSETS))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("demo", DemoDirective)
    app.add_directive("demo-keys", DemoKeysDirective)
    app.add_directive("refcard-list", RefcardListDirective)
    app.add_directive("classroom-sheets", ClassroomSheetsDirective)
    app.connect("builder-inited", _static_path)
    # On every page: the demos' code, and the fixes to the theme's pages (skip links,
    # accessible names, focus rings; see book-demos.js). Both are small.
    app.add_js_file("book-demos.js", loading_method="defer")
    app.add_css_file("book-demos.css")
    app.connect("html-page-context", _drop_thebe)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
