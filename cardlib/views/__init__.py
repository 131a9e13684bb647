"""Static HTML views of game positions: inline SVG and inline style, no scripts.

These pictures are what a game's ``_repr_html_`` shows in the book, and what the widgets
put in their table area. They depend on :mod:`cardlib.render` only (never on ipywidgets),
so they work in a plain notebook, in the static book and in Pyodide.
"""

from cardlib.views.war import battle_caption, war_caption, war_counts_text, war_table_html

__all__ = ["battle_caption", "war_caption", "war_counts_text", "war_table_html"]
