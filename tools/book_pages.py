"""Sphinx extension: what the book's pages show of their notebooks' code cells.

The chapter notebooks mark some cells for the notebook checker with a first line such as
``# NBVAL_IGNORE_OUTPUT`` (strict nbval would otherwise compare a timing or a progress
bar). Those markers are for the test suite, not for readers, so the pages show the code
without them: :func:`strip_markers` drops every line that is only such a marker from the
code of the notebooks' cells, once for every chapter (the notebooks keep them).

No page draws widgets (``_config.yml`` drops widget views, and the demos show a still
picture until Play), so the widget state that myst-nb would embed in a page for the
widgets a notebook made is left out too (:func:`_drop_widget_state`).
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

#: A line that is only an nbval marker comment (``# NBVAL_IGNORE_OUTPUT``, ``# NBVAL_SKIP``...).
MARKER = re.compile(r"^[ \t]*#[ \t]*NBVAL_[A-Z_]+[ \t]*$")


def strip_markers(code: str) -> str:
    """``code`` without its nbval marker lines (and without blank lines they leave at the top).

    >>> strip_markers("# NBVAL_IGNORE_OUTPUT\\nx = 1\\n# NBVAL_RAISES_EXCEPTION\\ny = 2")
    'x = 1\\ny = 2'
    >>> strip_markers("# a comment about NBVAL_IGNORE_OUTPUT stays\\nx = 1")
    '# a comment about NBVAL_IGNORE_OUTPUT stays\\nx = 1'
    """
    lines = [line for line in code.split("\n") if not MARKER.match(line)]
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines)


def _is_cell_input(node: nodes.Node) -> bool:
    parent = node.parent
    while parent is not None:
        if isinstance(parent, nodes.container) and "cell_input" in parent.get("classes", []):
            return True
        parent = parent.parent
    return False


def _drop_markers(app: Sphinx, doctree: nodes.document) -> None:
    for block in list(doctree.findall(nodes.literal_block)):
        if not _is_cell_input(block):
            continue
        text = block.astext()
        clean = strip_markers(text)
        if clean != text:
            block.children = []
            block += nodes.Text(clean)
            block.rawsource = clean


def _drop_widget_state(app: Sphinx, doctree: nodes.document) -> None:
    # myst-nb keeps the JS files of a page (here, only the widget state) in env.nb_metadata.
    data = getattr(app.env, "nb_metadata", {}).get(app.env.docname, {})
    data.get("js_files", {}).pop("ipywidgets_state", None)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-read", _drop_markers)
    app.connect("doctree-read", _drop_widget_state)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
