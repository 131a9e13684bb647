"""A static picture of a patience position: stock, waste, foundations and the tableau.

The whole layout is one inline SVG that scales to the width of the page (never wider than
its natural size): the top row holds the stock (with its count), the waste, any reserves
and the foundations (their top cards); underneath, the tableau piles run down the page with
covered cards overlapped, so that only the top strip of each shows (face-down cards as a
thin blue strip). Top cards are drawn in full by :func:`cardlib.render.card_svg`.

>>> import cardlib
>>> g = cardlib.new_game("forty-thieves", seed=1)
>>> svg = patience_svg(g)
>>> svg.count("<svg") - 1  # nested: 10 top cards, 8 foundations, the stock and the waste
20
>>> patience_counts_text(g)
'Moves 0 · 0 of 104 cards home · stock 64 · waste 0 · no redeal'

The markup is well-formed XML with no scripts and no external resources; it depends on
:mod:`cardlib.render` only (no ipywidgets), so it works in a plain notebook, the static
book and Pyodide. Pictures can mark piles (``highlight``, e.g. the legal destinations of a
card) and a selected card with the cards on it (``select``).
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import TYPE_CHECKING

from cardlib.cards import Card, Color
from cardlib.patience.piles import PileKind, PileView
from cardlib.render import CARD_HEIGHT, CARD_WIDTH, back_svg, card_svg, empty_svg

if TYPE_CHECKING:
    from cardlib.patience.engine import PatienceGame

__all__ = [
    "DOWN_STRIP",
    "UP_STRIP",
    "patience_caption",
    "patience_counts_text",
    "patience_html",
    "patience_svg",
    "pile_description",
]

UP_STRIP = 26
"""Visible height of a covered face-up card, in card units (a card is 72 x 100)."""
DOWN_STRIP = 12
"""Visible height of a covered face-down card, in card units."""

_STEP = CARD_WIDTH + 8  # one slot: a card and the gap after it
_PAD = 8
_LABEL = 16  # height of a line of labels
_SANS = "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif"
_RED, _BLACK = "#c8102e", "#1a1a1a"
_HIGHLIGHT = "#2e7d32"
_SELECT = "#1a73e8"
_FELT = "#eef5ee"


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _place(svg: str, x: float, y: float) -> str:
    """Nest a standalone card picture at ``(x, y)`` of the layout."""
    return svg.replace("<svg ", f'<svg x="{x:g}" y="{y:g}" ', 1)


def _text(x: float, y: float, text: str, *, anchor: str = "start", size: int = 12) -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-family="{escape(_SANS)}" font-size="{size}" '
        f'text-anchor="{anchor}" fill="#444">{escape(text)}</text>'
    )


def _strip(card: Card, up: bool, x: float, y: float) -> str:
    """A covered card: a face-up card shows its index (rank and suit), a face-down one a back."""
    label = escape(card.name if up else "face-down card")
    if not up:
        return (
            f'<g role="img" aria-label="{label}"><rect x="{x + 0.5:g}" y="{y + 0.5:g}" '
            f'width="{CARD_WIDTH - 1}" height="{CARD_HEIGHT - 1}" rx="5" fill="#1d4f91" '
            'stroke="#fff" stroke-width="1"/></g>'
        )
    color = _RED if card.color is Color.RED else _BLACK
    # U+FE0E asks for the text (not emoji) form of the suit sign.
    index = f"{card.rank.symbol}{card.suit.symbol}\ufe0e"
    return (
        f'<g role="img" aria-label="{label}"><rect x="{x + 0.5:g}" y="{y + 0.5:g}" '
        f'width="{CARD_WIDTH - 1}" height="{CARD_HEIGHT - 1}" rx="5" fill="#fff" '
        'stroke="#7a7a7a" stroke-width="1"/>'
        f'<text x="{x + 5:g}" y="{y + 17:g}" font-family="Georgia, \'DejaVu Serif\', serif" '
        f'font-size="15" font-weight="bold" fill="{color}">{escape(index)}</text></g>'
    )


def _outline(x: float, y: float, height: float, color: str) -> str:
    return (
        f'<rect x="{x - 2:g}" y="{y - 2:g}" width="{CARD_WIDTH + 4}" height="{height + 4:g}" '
        f'rx="7" fill="none" stroke="{color}" stroke-width="3.5"/>'
    )


def pile_description(pile: PileView) -> str:
    """A pile in words, bottom card first: ``'pile 3: face-down card, 9♥, 8♠'``."""
    if pile.kind is PileKind.STOCK:
        return f"stock: {_plural(len(pile.cards), 'card')}"
    if not pile.cards:
        return f"{pile.label}: empty"
    if pile.kind in (PileKind.WASTE, PileKind.FOUNDATION):
        top = pile.cards[-1]
        return f"{pile.label}: {_plural(len(pile.cards), 'card')}, {top} on top"
    cards = [
        str(c) if up else "face-down card" for c, up in zip(pile.cards, pile.face_up, strict=True)
    ]
    return f"{pile.label}: " + ", ".join(cards)


def _column_height(pile: PileView) -> int:
    n = len(pile.cards)
    if n == 0:
        return CARD_HEIGHT
    covered = sum(UP_STRIP if up else DOWN_STRIP for up in pile.face_up[:-1])
    return covered + CARD_HEIGHT


def patience_svg(
    game: PatienceGame,
    *,
    highlight: Iterable[str] = (),
    select: tuple[str, int] | None = None,
    scale: float = 0.85,
    title: str | None = None,
) -> str:
    """The whole layout of ``game`` as one SVG, ``scale`` times its natural size at most
    (it shrinks with the page).

    ``highlight`` names piles to outline in green (e.g. ``game.destinations("w")``);
    ``select`` outlines in blue the card at ``(pile name, index)`` and the cards on it.
    """
    piles = game.layout()
    marks = set(highlight)
    top_row = [p for p in piles if p.kind in (PileKind.STOCK, PileKind.WASTE, PileKind.RESERVE)]
    founds = [p for p in piles if p.kind is PileKind.FOUNDATION]
    tableau = [p for p in piles if p.kind is PileKind.TABLEAU]
    slots_top = len(top_row) + len(founds) + (0.5 if founds else 0)
    width = _PAD * 2 + max(slots_top, len(tableau)) * _STEP - 8
    parts: list[str] = []
    # ----- the top row: stock, waste, reserves, then the foundations
    y_cards = _PAD + _LABEL
    x = float(_PAD)
    for p in top_row:
        n = len(p.cards)
        if p.kind is PileKind.STOCK:
            text = f"stock {n}"
            if n:
                pic = back_svg(label=f"stock: {_plural(n, 'card')}")
            else:
                left = game.redeals_left
                can = game.table.piles[1] and (left is None or left > 0)
                pic = empty_svg("stock: empty", text="\u21bb" if can else "")
        else:
            text = p.label if p.kind is PileKind.RESERVE else f"waste {n}"
            if p.cards and p.face_up[-1]:
                pic = card_svg(p.cards[-1], label=pile_description(p))
            elif p.cards:
                pic = back_svg(label=pile_description(p))
            else:
                pic = empty_svg(pile_description(p))
        parts.append(_text(x + CARD_WIDTH / 2, _PAD + 11, text, anchor="middle"))
        parts.append(_place(pic, x, y_cards))
        if p.name in marks:
            parts.append(_outline(x, y_cards, CARD_HEIGHT, _HIGHLIGHT))
        if select is not None and select[0] == p.name:
            parts.append(_outline(x, y_cards, CARD_HEIGHT, _SELECT))
        x += _STEP
    if founds:
        x += _STEP / 2
        base = game.rules.foundation.base.symbol
        parts.append(
            _text(x + (len(founds) * _STEP - 8) / 2, _PAD + 11, "foundations", anchor="middle")
        )
        for p in founds:
            if p.cards:
                pic = card_svg(p.cards[-1], label=pile_description(p))
            else:
                pic = empty_svg(pile_description(p), text=base)
            parts.append(_place(pic, x, y_cards))
            if p.name in marks:
                parts.append(_outline(x, y_cards, CARD_HEIGHT, _HIGHLIGHT))
            x += _STEP
    # ----- the tableau
    y_labels = y_cards + CARD_HEIGHT + 14
    y0 = y_labels + 6
    tallest = max((_column_height(p) for p in tableau), default=0)
    x = float(_PAD)
    for p in tableau:
        parts.append(_text(x + CARD_WIDTH / 2, y_labels, str(p.index + 1), anchor="middle"))
        y = float(y0)
        n = len(p.cards)
        sel_y: float | None = None
        if not p.cards:
            parts.append(_place(empty_svg(pile_description(p)), x, y))
        for i, (card, up) in enumerate(zip(p.cards, p.face_up, strict=True)):
            if select is not None and select == (p.name, i):
                sel_y = y
            if i == n - 1:
                pic = card_svg(card, label=pile_description(p)) if up else back_svg()
                parts.append(_place(pic, x, y))
            else:
                parts.append(_strip(card, up, x, y))
                y += UP_STRIP if up else DOWN_STRIP
        if p.name in marks:
            parts.append(_outline(x, y, CARD_HEIGHT, _HIGHLIGHT))
        if sel_y is not None:
            parts.append(_outline(x, sel_y, y + CARD_HEIGHT - sel_y, _SELECT))
        x += _STEP
    height = y0 + tallest + _PAD
    label = title or f"{game.info.name} layout"
    summary = "; ".join(pile_description(p) for p in piles)
    lab = escape(f"{label}. {summary}", quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
        f'width="{width * scale:g}" height="{height * scale:g}" '
        f'style="width:100%;max-width:{width * scale:g}px;height:auto;display:block" '
        f'role="img" aria-label="{lab}"><title>{escape(label)}</title>'
        f'<rect x="0" y="0" width="{width:g}" height="{height:g}" rx="8" fill="{_FELT}"/>'
        + "".join(parts)
        + "</svg>"
    )


def patience_counts_text(game: PatienceGame) -> str:
    """The counters: ``'Moves 3 · 2 of 104 cards home · stock 61 · waste 1 · no redeal'``."""
    t = game.table
    total = sum(len(p) for p in t.piles)
    left = game.redeals_left
    if left is None:
        redeals = "unlimited redeals"
    elif left == 0:
        redeals = "no redeal"
    else:
        redeals = f"{_plural(left, 'redeal')} left"
    return (
        f"Moves {len(game.history)} · {t.cards_home} of {total} cards home · "
        f"stock {game.stock_count} · waste {len(t.piles[1])} · {redeals}"
    )


def patience_caption(game: PatienceGame) -> str:
    """One line about the position: the deal, or the result once the game is over."""
    outcome = game.outcome
    if outcome is not None:
        return f"Deal {game.deal_code}, {outcome.reason}"
    r = game.rules
    down = f", {r.face_down} face down in each" if r.face_down else ""
    pre = f", {r.preplaced} {r.preplace.label}s on the foundations" if r.preplace else ""
    return (
        f"Deal {game.deal_code}: {r.layout_size} cards in {r.tableau} piles of {r.rows}"
        f"{down}{pre}; {game.stock_count} in the stock"
    )


def patience_html(
    game: PatienceGame,
    *,
    highlight: Iterable[str] = (),
    select: tuple[str, int] | None = None,
    caption: str | None = None,
    scale: float = 0.85,
) -> str:
    """:func:`patience_svg` in a ``<div>`` with a caption (default: :func:`patience_caption`)."""
    cap = patience_caption(game) if caption is None else caption
    svg = patience_svg(game, highlight=highlight, select=select, scale=scale)
    return (
        f'<div class="cardlib-patience-view" style="font-family:{escape(_SANS)};'
        f'max-width:100%;overflow:hidden">{svg}'
        f'<div class="cardlib-caption" style="margin-top:4px;font-size:0.9em;color:#444">'
        f"{escape(cap)}</div></div>"
    )
