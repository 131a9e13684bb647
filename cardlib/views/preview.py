"""A still picture of a game as its demo starts: what the book shows above *Play*.

The picture is the game's own static view (its ``_repr_html_``: inline SVG and inline
style, no scripts), except for trick-taking games, which are drawn from the reader's seat
with the other hands face down, as the demo shows them.

>>> import cardlib
>>> html = preview_html(cardlib.new_game("war", seed=7))
>>> html.startswith("<div") and "<script" not in html
True
>>> "East&#x27;s hand: 6 cards face down" in preview_html(cardlib.new_game("pepper", seed=3))
True
"""

from __future__ import annotations

from typing import Any

__all__ = ["preview_html"]


def preview_html(game: Any, *, seat: int = 0) -> str:
    """The position of ``game`` as one self-contained HTML ``<div>`` (no scripts).

    ``seat`` is the reader's seat in a trick-taking game (its hand face up at the bottom);
    other games ignore it. Raises ``TypeError`` for an object with no static view.
    """
    from cardlib.tricks.engine import TrickGame
    from cardlib.views.tricks import trick_table_html

    if isinstance(game, TrickGame):
        return trick_table_html(game, seat)
    draw = getattr(game, "_repr_html_", None)
    if draw is None:
        raise TypeError(f"{type(game).__name__} has no static picture (_repr_html_)")
    html = draw()
    if not isinstance(html, str):
        raise TypeError(f"{type(game).__name__}._repr_html_ returned {type(html).__name__}")
    return html
