"""Sphinx extension: the ``{demo}`` directive that puts a playable game in a chapter.

A demo is declared once, as an app notebook ``book/demos/<id>.ipynb`` whose last code
cell displays a widget (for War: ``war_demo(seed=7)``). A chapter plays it with::

    ```{demo} war
    ```

which renders, in the built page:

* the widget's initial state, computed at build time from the notebook's code with
  ``ipywidgets.embed`` and drawn by the vendored widget JS (no kernel, no network);
* a "Play" button that loads the notebook as a Voici app (JupyterLite on the site's own
  Pyodide, built into ``lite/`` by ``make book``) in an iframe, with a loading indicator;
* a sentence saying how to play the same notebook in JupyterLab;
* a class link (``<page>?deal=<code>``: opening it starts the demo on that deal, see
  ``book-demos.js``) with a Copy button, and a link to the game's quick-reference card
  (``refcards/<game-id>.pdf``, printed by ``tools/refcards.py`` in ``make book``).

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

#: Where the demo notebooks live, relative to the book's source folder.
DEMO_DIR = "book/demos"
#: Where ``make book`` puts the Voici app pages, relative to the HTML output.
LITE_RENDER = "lite/voici/render"
#: Where ``make book`` puts the quick-reference cards, relative to the HTML output.
REFCARDS = "refcards"
ASSETS = Path(__file__).resolve().parent / "demo_assets"
STATE_MIME = "application/vnd.jupyter.widget-state+json"
VIEW_MIME = "application/vnd.jupyter.widget-view+json"


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


def widget_snapshot(obj: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(state, view)``: the embeddable widget state of ``obj`` and its view spec."""
    import ipywidgets
    from ipywidgets.embed import dependency_state

    widget = obj if isinstance(obj, ipywidgets.Widget) else getattr(obj, "ui", None)
    if not isinstance(widget, ipywidgets.Widget):
        raise ValueError(f"a demo must display an ipywidget (or an object with .ui), not {obj!r}")
    state = {
        "version_major": 2,
        "version_minor": 0,
        "state": dependency_state([widget], drop_defaults=True),
    }
    view = {"version_major": 2, "version_minor": 0, "model_id": widget.model_id}
    return state, view


def demo_game(obj: Any) -> Any:
    """The game a demo plays: ``obj.game``, or ``obj.demo.game`` for a chapter app."""
    game = getattr(getattr(obj, "demo", obj), "game", None)
    if game is None or not hasattr(game, "deal_code"):
        raise ValueError(f"a demo must show a game widget (or a chapter app), not {obj!r}")
    return game


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


def _script(mime: str, data: dict[str, Any]) -> str:
    # "</" cannot appear inside a script element: escape it as the JSON "<\/".
    body = json.dumps(data).replace("</", "<\\/")
    return f'<script type="{mime}">{body}</script>'


class DemoDirective(SphinxDirective):
    """``{demo} <id>``: the initial state of ``book/demos/<id>.ipynb`` and its live app."""

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
            state, view = widget_snapshot(obj)
        except Exception as err:
            raise self.error(f"demo {demo!r} failed to build: {type(err).__name__}: {err}") from err

        self.env.metadata[self.env.docname]["cardlib_demo"] = True

        title = self.options.get("title") or demo.replace("-", " ").title()
        up = "../" * self.env.docname.count("/")
        src = f"{up}{LITE_RENDER}/{demo}.html"
        height = self.options.get("height", 560)
        names = " ".join((game.info.id, *game.info.aliases))
        html = f"""
<div class="cardlib-demo" data-demo="{escape(demo)}" data-src="{escape(src)}"
     data-title="{escape(title)}" data-height="{height}" data-games="{escape(names)}">
  <div class="cardlib-demo-static" inert>
    {_script(STATE_MIME, state)}
    {_script(VIEW_MIME, view)}
  </div>
  <div class="cardlib-demo-bar">
    <button type="button" class="cardlib-demo-play">&#9654; Play {escape(title)} here</button>
    <span class="cardlib-demo-status" role="status" aria-live="polite">Above: the deal as
    it starts. Press Play to play it in this page: Python starts in your browser (the
    first time, it downloads about 35&nbsp;MB from this site) and nothing leaves your
    computer.</span>
  </div>
  {class_link_html(game, up)}
  <p class="cardlib-demo-lab">To play it in JupyterLab instead, run <code>make lab</code> in
  the repository and open <code>{DEMO_DIR}/{escape(demo)}.ipynb</code>.</p>
</div>
"""
        return [nodes.raw("", html, format="html")]


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
        html = (
            '<table class="cardlib-refcards table"><thead><tr><th>Game</th><th>Players</th>'
            "<th>Card</th><th>HTML</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>"
        )
        return [nodes.raw("", html, format="html")]


def _page_assets(app: Sphinx, pagename: str, *args: Any) -> None:
    if app.env.metadata.get(pagename, {}).get("cardlib_demo"):
        # The vendored widget JS, exactly as myst-nb adds it (Sphinx drops duplicates).
        for uri, kwargs in app.config.nb_ipywidgets_js.items():
            app.add_js_file(uri, **kwargs)
        app.add_js_file("book-demos.js", loading_method="defer")
        app.add_css_file("book-demos.css")


def _static_path(app: Sphinx) -> None:
    app.config.html_static_path.append(str(ASSETS))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("demo", DemoDirective)
    app.add_directive("refcard-list", RefcardListDirective)
    app.connect("builder-inited", _static_path)
    app.connect("html-page-context", _page_assets)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
