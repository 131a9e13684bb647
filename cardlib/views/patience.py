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
'Moves 0 · 0 of 104 cards home · stock 64 · waste 0'

The markup is well-formed XML with no scripts and no external resources; it depends on
:mod:`cardlib.render` only (no ipywidgets), so it works in a plain notebook, the static
book and Pyodide. Pictures can mark piles (``highlight``, e.g. the legal destinations of a
card) and a selected card with the cards on it (``select``).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING, Any

from cardlib.cards import Card, Color
from cardlib.patience.piles import PileKind, PileView
from cardlib.render import CARD_HEIGHT, CARD_WIDTH, back_svg, card_svg, empty_svg
from cardlib.tables import plural

if TYPE_CHECKING:
    from cardlib.patience.engine import PatienceGame

__all__ = [
    "DOWN_STRIP",
    "FAN_STEP",
    "UP_STRIP",
    "fan_directions",
    "fan_offsets",
    "first_shown",
    "has_picture",
    "idle",
    "patience_caption",
    "patience_counts_text",
    "patience_html",
    "patience_svg",
    "picture_positions",
    "pile_description",
    "pile_label",
    "positional_svg",
    "shown_piles",
    "spread",
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
    """A pile in words, bottom card first, named as the game's board calls it:
    ``'pile 3: face-down card, 9♥, 8♠'``, ``'talon: 2 cards, 5♥ on top'``."""
    if pile.kind is PileKind.STOCK:
        return f"{pile.words.removeprefix('the ')}: {plural(len(pile.cards), 'card')}"
    if not pile.cards:
        return f"{pile.label}: empty"
    if pile.kind in (PileKind.WASTE, PileKind.FOUNDATION):
        top = pile.cards[-1]
        return f"{pile.label}: {plural(len(pile.cards), 'card')}, {top} on top"
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
    if has_picture(game):
        return positional_svg(game, highlight=highlight, select=select, scale=scale, title=title)
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
                pic = back_svg(label=f"stock: {plural(n, 'card')}")
            else:
                pic = empty_svg("stock: empty", text=p.empty)
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
        parts.append(
            _text(x + (len(founds) * _STEP - 8) / 2, _PAD + 11, "foundations", anchor="middle")
        )
        for p in founds:
            if p.cards:
                pic = card_svg(p.cards[-1], label=pile_description(p))
            else:
                pic = empty_svg(pile_description(p), text=p.empty)
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


# ----- positional pictures (the games with a ``layout_hint``) --------------------------------
FAN_STEP = 24
"""Visible width of a covered card in a sideways fan (a Fortress row), in card units."""
_FAN_ROOM = {"left": 3.2, "right": 3.2, "up": 0.6, "down": 12.0}
"""How far (in card widths or heights) a fan may spread before its strips close up."""
_LABELLED = ("stock", "pack", "waste", "talon", "hand", "pairs", "centre", "the ")


def has_picture(game: PatienceGame) -> bool:
    """Whether the game says where each pile sits (``layout_hint``): then it is drawn the way
    its book pictures it, else as rows (the Forty Thieves family)."""
    return game.spec.layout_hint is not None


def fan_directions(game: PatienceGame) -> dict[str, str]:
    """Each pile's fan as drawn: ``"down"``, ``"up"``, ``"left"``, ``"right"`` or
    ``"none"``; the hint's ``"out"`` (away from the middle of the picture, the Clock's
    packets) becomes the nearest of the four.

    >>> import cardlib
    >>> fans = fan_directions(cardlib.new_game("the-clock", seed=1))
    >>> fans["t12"], fans["t3"], fans["t6"], fans["t9"], fans["f1"]
    ('up', 'right', 'down', 'left', 'none')
    """
    hint = game.layout_hint()
    out_piles = [h for h in hint.values() if h.get("fan") == "out"]
    cx = sum(h["x"] for h in out_piles) / len(out_piles) if out_piles else 0.0
    cy = sum(h["y"] for h in out_piles) / len(out_piles) if out_piles else 0.0
    fans: dict[str, str] = {}
    for name, h in hint.items():
        fan = str(h.get("fan", "none"))
        if fan == "out":
            dx, dy = h["x"] - cx, (h["y"] - cy) * CARD_HEIGHT / CARD_WIDTH
            if abs(dx) > abs(dy):
                fan = "right" if dx > 0 else "left"
            else:
                fan = "down" if dy > 0 else "up"
        fans[name] = fan
    return fans


def spread(hint: dict[str, dict[str, Any]]) -> float:
    """The factor (at least 1) by which a picture's positions are moved apart so that no two
    piles placed diagonally to each other overlap (the Shah's rays, the ring of aces); piles
    in one column may overlap on purpose (the Blockade's rows).

    >>> spread({"a": {"x": 0, "y": 0}, "b": {"x": 0.85, "y": 0.85}})
    1.22
    """
    pts = [(float(h["x"]), float(h["y"])) for h in hint.values()]
    need = 1.0
    for i, (x1, y1) in enumerate(pts):
        for x2, y2 in pts[i + 1 :]:
            dx, dy = abs(x1 - x2), abs(y1 - y2)
            if dx < 0.01 or dy < 0.01 or dx >= 1.06 or dy >= 1.04:
                continue
            need = max(need, min(1.06 / dx, 1.04 / dy))
    return round(need, 2)


def picture_positions(game: PatienceGame) -> dict[str, tuple[float, float]]:
    """Each pile's place in the picture, in card widths and heights (the hint, spread)."""
    hint = game.layout_hint()
    f = spread(hint)
    return {name: (h["x"] * f, h["y"] * f) for name, h in hint.items()}


def idle(hint: dict[str, Any]) -> bool:
    """Whether a pile's hint calls it unused or empty (the Fortress's stock, the
    Fourteenth's talon): it is not drawn while it holds no card, and takes no room."""
    role = str(hint.get("role", ""))
    return "unused" in role or "(empty)" in role


def shown_piles(game: PatienceGame) -> list[PileView]:
    """The piles a picture shows: all but an empty pile the hint calls unused or empty
    (the Fortress's stock, the Fourteenth's talon), and in a column of overlapping places
    (the Blockade's) the empty places past its last card, not yet dealt."""
    hint = game.layout_hint()
    piles = [p for p in game.layout() if p.name in hint]
    last: dict[float, float] = {}
    for p in piles:
        h = hint[p.name]
        if p.kind is PileKind.TABLEAU and p.cards:
            last[h["x"]] = max(last.get(h["x"], -1.0), h["y"])
    columns: dict[float, list[float]] = {}
    for p in piles:
        if p.kind is PileKind.TABLEAU:
            columns.setdefault(hint[p.name]["x"], []).append(hint[p.name]["y"])
    out = []
    for p in piles:
        h = hint[p.name]
        if not p.cards and idle(h):
            continue
        if p.kind is PileKind.TABLEAU and not p.cards:
            ys = sorted(columns[h["x"]])
            packed = len(ys) > 1 and min(b - a for a, b in itertools.pairwise(ys)) < 1
            if packed and h["y"] > last.get(h["x"], ys[0]):
                continue
        out.append(p)
    return out


def fan_offsets(fan: str, n: int, face_up: tuple[bool, ...] = ()) -> list[tuple[float, float]]:
    """Where each of ``n`` cards of a pile sits relative to its bottom card, in card units
    (pixels at scale 1): strips close up when the pile outgrows its room.

    >>> fan_offsets("right", 3)
    [(0, 0), (24.0, 0), (48.0, 0)]
    >>> fan_offsets("none", 3)
    [(0, 0), (0, 0), (0, 0)]
    """
    if fan == "none" or n <= 1:
        return [(0, 0)] * n
    if fan in ("left", "right"):
        step = min(float(FAN_STEP), _FAN_ROOM[fan] * CARD_WIDTH / (n - 1))
        sign = 1 if fan == "right" else -1
        return [(round(sign * step * i, 1) or 0, 0) for i in range(n)]
    if fan == "up":
        step = min(float(UP_STRIP), _FAN_ROOM["up"] * CARD_HEIGHT / (n - 1))
        return [(0, round(-step * i, 1) or 0) for i in range(n)]
    out: list[tuple[float, float]] = [(0, 0)]
    y = 0.0
    for i in range(n - 1):
        y += UP_STRIP if (not face_up or face_up[i]) else DOWN_STRIP
        out.append((0, y))
    return out


def _side_strip(card: Card, up: bool, x: float, y: float, side: str) -> str:
    """A covered card whose visible edge is on ``side`` (``"left"``, ``"right"`` or
    ``"bottom"``): its index is written there."""
    if not up:
        return _strip(card, up, x, y)
    color = _RED if card.color is Color.RED else _BLACK
    font = 'font-family="Georgia, \'DejaVu Serif\', serif" font-weight="bold"'
    if side == "bottom":
        index = f"{card.rank.symbol}{card.suit.symbol}\ufe0e"
        text = (
            f'<text x="{x + 5:g}" y="{y + CARD_HEIGHT - 7:g}" {font} font-size="15" '
            f'fill="{color}">{escape(index)}</text>'
        )
    else:
        tx = x + 4 if side == "left" else x + CARD_WIDTH - 4
        anchor = "start" if side == "left" else "end"
        text = (
            f'<text x="{tx:g}" y="{y + 17:g}" {font} font-size="14" text-anchor="{anchor}" '
            f'fill="{color}">{escape(card.rank.symbol)}</text>'
            f'<text x="{tx:g}" y="{y + 34:g}" {font} font-size="14" text-anchor="{anchor}" '
            f'fill="{color}">{escape(card.suit.symbol)}\ufe0e</text>'
        )
    return (
        f'<g role="img" aria-label="{escape(card.name)}"><rect x="{x + 0.5:g}" '
        f'y="{y + 0.5:g}" width="{CARD_WIDTH - 1}" height="{CARD_HEIGHT - 1}" rx="5" '
        f'fill="#fff" stroke="#7a7a7a" stroke-width="1"/>{text}</g>'
    )


def _badge(x: float, y: float, n: int) -> str:
    """A count in the top right corner of a pile that shows only its top card."""
    cx, cy = x + CARD_WIDTH - 9, y + 9
    return (
        f'<circle cx="{cx:g}" cy="{cy:g}" r="9" fill="#1d4f91" stroke="#fff"/>'
        f'<text x="{cx:g}" y="{cy + 4:g}" font-family="{escape(_SANS)}" font-size="11" '
        f'font-weight="bold" text-anchor="middle" fill="#fff">{n}</text>'
    )


def pile_label(game: PatienceGame, p: PileView, role: str) -> str | None:
    """The words over a pile, for the piles that need them (stock, talon, the Shah, the
    Clock's packets ...); ``None`` for the many positions a picture leaves unlabelled.

    The Clock's hours are not written over its foundations: its inner ring has no room for
    them between the packets' labels and the cards, and each hour's packet, just outside
    it, already names the hour (``'packet IX'``)."""
    if p.kind in (PileKind.STOCK, PileKind.WASTE):
        return f"{role.split(' (')[0]} {len(p.cards)}"
    if p.kind is PileKind.RESERVE or role.startswith(_LABELLED):
        return role
    return None


def positional_svg(
    game: PatienceGame,
    *,
    highlight: Iterable[str] = (),
    select: tuple[str, int] | None = None,
    scale: float = 0.85,
    title: str | None = None,
) -> str:
    """The layout drawn where :meth:`~cardlib.patience.engine.PatienceGame.layout_hint`
    puts each pile (a clock face, a star, a cross ...), fanned as the hint says.

    >>> import cardlib
    >>> svg = positional_svg(cardlib.new_game("the-clock", seed=1))
    >>> svg.count(">packet IX</text>"), svg.count('aria-label="hour IX: 1 card, 2♣ on top"')
    (1, 1)
    """
    hint = game.layout_hint()
    where = picture_positions(game)
    fans = fan_directions(game)
    marks = set(highlight)
    parts: list[str] = []
    xs: list[float] = []
    ys: list[float] = []
    piles = shown_piles(game)
    order = sorted(piles, key=lambda p: (hint[p.name]["y"], p.kind is not PileKind.TABLEAU))
    for p in order:
        h = hint[p.name]
        x0, y0 = where[p.name][0] * CARD_WIDTH, where[p.name][1] * CARD_HEIGHT
        fan = fans[p.name] if p.kind is PileKind.TABLEAU or h.get("fan") != "none" else "none"
        if p.kind is PileKind.STOCK:
            fan = "none"
        label = pile_label(game, p, str(h.get("role", "")))
        first = first_shown(game, p, fan) if fan != "none" else 0
        p = replace(p, cards=p.cards[first:], face_up=p.face_up[first:]) if first else p
        n = len(p.cards)
        offsets = fan_offsets(fan, n, p.face_up)
        if label is not None and fan == "up":
            parts.append(
                _text(x0 + CARD_WIDTH / 2, y0 + CARD_HEIGHT + 14, label, anchor="middle", size=12)
            )
            ys.append(y0 + CARD_HEIGHT + 18)
        elif label is not None:
            parts.append(_text(x0 + CARD_WIDTH / 2, y0 - 5, label, anchor="middle", size=12))
            ys.append(y0 - 18)
        sel_from = select[1] if select is not None and select[0] == p.name else None
        if sel_from is not None:
            sel_from = min(max(0, sel_from - first), max(0, n - 1))
        if n == 0:
            parts.append(_place(empty_svg(pile_description(p), text=p.empty), x0, y0))
            xs += [x0, x0 + CARD_WIDTH]
            ys += [y0, y0 + CARD_HEIGHT]
            box = (x0, y0, x0 + CARD_WIDTH, y0 + CARD_HEIGHT)
        else:
            top_only = fan == "none"
            show = [n - 1] if top_only else list(range(n))
            side = {"left": "right", "right": "left", "up": "bottom"}.get(fan, "top")
            for i in show:
                dx, dy = offsets[i]
                x, y = x0 + dx, y0 + dy
                card, up = p.cards[i], p.face_up[i]
                if i == n - 1:
                    if p.kind is PileKind.STOCK or not up:
                        desc = pile_description(p) if p.kind is PileKind.STOCK else "face-down"
                        pic = back_svg(label=desc)
                    else:
                        pic = card_svg(card, label=pile_description(p))
                    parts.append(_place(pic, x, y))
                elif side == "top":
                    parts.append(_strip(card, up, x, y))
                else:
                    parts.append(_side_strip(card, up, x, y, side))
            if top_only and n > 1:
                parts.append(_badge(x0, y0, n))
            bx0 = x0 + min(o[0] for o in offsets)
            by0 = y0 + min(o[1] for o in offsets)
            bx1 = x0 + max(o[0] for o in offsets) + CARD_WIDTH
            by1 = y0 + max(o[1] for o in offsets) + CARD_HEIGHT
            xs += [bx0, bx1]
            ys += [by0, by1]
            box = (bx0, by0, bx1, by1)
            if sel_from is not None and not top_only:
                sx = [x0 + offsets[i][0] for i in range(sel_from, n)]
                sy = [y0 + offsets[i][1] for i in range(sel_from, n)]
                parts.append(
                    _rect_outline(
                        min(sx), min(sy), max(sx) + CARD_WIDTH, max(sy) + CARD_HEIGHT, _SELECT
                    )
                )
                sel_from = None
        if p.name in marks:
            tx, ty = x0 + offsets[-1][0] if n else x0, y0 + offsets[-1][1] if n else y0
            parts.append(_outline(tx, ty, CARD_HEIGHT, _HIGHLIGHT))
        if sel_from is not None:
            parts.append(_rect_outline(*box, _SELECT))
    left, top = min(xs) - _PAD, min(ys) - _PAD
    width, height = max(xs) + _PAD - left, max(ys) + _PAD - top
    label = title or f"{game.info.name} layout"
    summary = "; ".join(pile_description(p) for p in piles)
    lab = escape(f"{label}. {summary}", quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{left:g} {top:g} {width:g} '
        f'{height:g}" width="{width * scale:g}" height="{height * scale:g}" '
        f'style="width:100%;max-width:{width * scale:g}px;height:auto;display:block" '
        f'role="img" aria-label="{lab}"><title>{escape(label)}</title>'
        f'<rect x="{left:g}" y="{top:g}" width="{width:g}" height="{height:g}" rx="8" '
        f'fill="{_FELT}"/>' + "".join(parts) + "</svg>"
    )


def _rect_outline(x0: float, y0: float, x1: float, y1: float, color: str) -> str:
    return (
        f'<rect x="{x0 - 2:g}" y="{y0 - 2:g}" width="{x1 - x0 + 4:g}" height="{y1 - y0 + 4:g}" '
        f'rx="7" fill="none" stroke="{color}" stroke-width="3.5"/>'
    )


def first_shown(game: PatienceGame, p: PileView, fan: str) -> int:
    """Index of the deepest card of a pile that a picture fans out: the waste shows only
    the cards of the last turn (Klondike's three), a pile that does not fan its top card."""
    n = len(p.cards)
    if fan == "none":
        return max(0, n - 1)
    if p.kind is PileKind.WASTE:
        return max(0, n - game.rules.stock.draw)
    return 0


def patience_counts_text(game: PatienceGame) -> str:
    """The counters: ``'Moves 3 · 2 of 104 cards home · stock 61 · waste 1'``, in the
    words of the game's board (``pack``, ``talon``), and only for what the game has: a game
    dealt out in full (Fortress) has neither stock nor waste, a hand that only fills places
    (the Fourteenth's) no talon, and only a game with redeals counts them
    (``'3 redeals left'``, ``'unlimited redeals'``)."""
    t = game.table
    total = sum(len(p) for p in t.piles)
    parts = [f"Moves {len(game.history)}", f"{t.cards_home} of {total} cards home"]
    unused = _unused(game)
    stock, waste = game.layout()[:2]
    if stock.name not in unused:
        parts.append(f"{stock.words.removeprefix('the ')} {len(stock.cards)}")
    if waste.name not in unused:
        parts.append(f"{waste.words.removeprefix('the ')} {len(waste.cards)}")
        left = game.redeals_left
        if left is None:
            parts.append("unlimited redeals")
        elif game.rules.stock.redeals:  # a game without redeals does not speak of them
            parts.append(f"{plural(left, 'redeal')} left")
    return " · ".join(parts)


def _unused(game: PatienceGame) -> set[str]:
    """Piles the game's picture says it never uses (the Fortress's stock, the
    Fourteenth's talon)."""
    if not has_picture(game):
        return set()
    return {
        name
        for name, h in game.layout_hint().items()
        if "(unused)" in str(h.get("role", "")) or "(empty)" in str(h.get("role", ""))
    }


def patience_caption(game: PatienceGame) -> str:
    """One line about the position: the deal, or the result once the game is over."""
    outcome = game.outcome
    if outcome is not None:
        return f"Deal {game.deal_code}, {outcome.reason}"
    r = game.rules
    stock = game.layout()[0]
    rest = (
        ""
        if stock.name in _unused(game)
        else f"; {game.stock_count} in {stock.words}"  # the game's word: stock, pack, hand
    )
    if r.layout is not None or r.deal_order is not None:
        dealt = sum(len(p.cards) for p in game.layout() if p.kind is PileKind.TABLEAU)
        where = plural(r.tableau, "pile" if r.layout is None else "place")
        backs = sum(up.count(False) for up in (p.face_up for p in game.layout()))
        hidden = f", {backs - game.stock_count} face down" if backs > game.stock_count else ""
        return f"Deal {game.deal_code}: {plural(dealt, 'card')} in {where}{hidden}{rest}"
    down = f", {r.face_down} face down in each" if r.face_down else ""
    pre = f", {r.preplaced} {r.preplace.label}s on the foundations" if r.preplace else ""
    return (
        f"Deal {game.deal_code}: {plural(r.layout_size, 'card')} in "
        f"{plural(r.tableau, 'pile')} of {r.rows}{down}{pre}{rest}"
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
