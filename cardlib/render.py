"""SVG pictures of playing cards, for the rulebook and the widget demos.

Everything here returns plain strings: standalone ``<svg>`` documents (well-formed XML,
no external fonts or images, no ids) and a little HTML to lay them out in a row. The
output depends only on the arguments, so the same call always gives the same bytes.

Every picture is labelled for screen readers: the root ``<svg>`` has ``role="img"``, an
``aria-label`` and a ``<title>``. In a fan every card is also its own labelled group.

>>> from cardlib.cards import Card
>>> svg = card_svg(Card.parse("QH"))
>>> svg.startswith("<svg") and 'aria-label="queen of hearts"' in svg
True
>>> 'aria-label="face-down card"' in back_svg()
True
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from html import escape
from typing import Literal

from cardlib.cards import Card, Rank, Suit

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "back_svg",
    "card_data_uri",
    "card_svg",
    "empty_svg",
    "fan_svg",
    "row_html",
    "stack_svg",
]

CARD_WIDTH = 72
"""Width of a card in pixels at ``scale=1.0``."""

CARD_HEIGHT = 100
"""Height of a card in pixels at ``scale=1.0``."""

_W = CARD_WIDTH
_H = CARD_HEIGHT
_RADIUS = 5.0
_CX = _W / 2
_CY = _H / 2

_SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif"
_SANS = "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif"

_BORDER = "#7a7a7a"
_SELECTED = "#1a73e8"
_RED = "#c8102e"
_BLACK = "#1a1a1a"

_TWO_COLORS = {Suit.CLUBS: _BLACK, Suit.DIAMONDS: _RED, Suit.HEARTS: _RED, Suit.SPADES: _BLACK}
_FOUR_COLORS = {
    Suit.CLUBS: "#1b7a33",
    Suit.DIAMONDS: "#1f5bc4",
    Suit.HEARTS: _RED,
    Suit.SPADES: _BLACK,
}

# Suit signs as paths, centred on (0, 0) in a 100 x 100 box, so that they look the same in
# every browser and font (text glyphs for ♥ ♦ can turn into colour emoji).
_SUIT_PATHS = {
    Suit.HEARTS: (
        "M0 46C-9 32-48 12-48-15C-48-34-35-44-23-44C-12-44-4-37 0-27"
        "C4-37 12-44 23-44C35-44 48-34 48-15C48 12 9 32 0 46Z"
    ),
    Suit.DIAMONDS: "M0-50Q17-24 38 0Q17 24 0 50Q-17 24-38 0Q-17-24 0-50Z",
    Suit.SPADES: (
        "M0-48C-8-33-46-13-46 11C-46 27-34 35-22 35C-13 35-6 30-2 24"
        "C-3 36-9 44-19 48L19 48C9 44 3 36 2 24C6 30 13 35 22 35"
        "C34 35 46 27 46 11C46-13 8-33 0-48Z"
    ),
    Suit.CLUBS: (
        "M-20-24A20 20 0 1 0 20-24A20 20 0 1 0-20-24Z"
        "M-42 11A20 20 0 1 0-2 11A20 20 0 1 0-42 11Z"
        "M2 11A20 20 0 1 0 42 11A20 20 0 1 0 2 11Z"
        "M-12 0A12 12 0 1 0 12 0A12 12 0 1 0-12 0Z"
        "M-3 6C-3 28-9 42-19 48L19 48C9 42 3 28 3 6Z"
    ),
}

# Pip layouts: (x, y, inverted) in card units, one row per rank. Pips in the lower half
# are drawn upside down, as on a printed card.
_L, _M, _R = 23.0, _CX, 49.0
_PIP_LAYOUTS: dict[int, tuple[tuple[float, float, bool], ...]] = {
    1: ((_M, 50, False),),
    2: ((_M, 20, False), (_M, 80, True)),
    3: ((_M, 20, False), (_M, 50, False), (_M, 80, True)),
    4: ((_L, 20, False), (_R, 20, False), (_L, 80, True), (_R, 80, True)),
    5: ((_L, 20, False), (_R, 20, False), (_M, 50, False), (_L, 80, True), (_R, 80, True)),
    6: (
        (_L, 20, False),
        (_R, 20, False),
        (_L, 50, False),
        (_R, 50, False),
        (_L, 80, True),
        (_R, 80, True),
    ),
    7: (
        (_L, 20, False),
        (_R, 20, False),
        (_M, 35, False),
        (_L, 50, False),
        (_R, 50, False),
        (_L, 80, True),
        (_R, 80, True),
    ),
    8: (
        (_L, 20, False),
        (_R, 20, False),
        (_M, 35, False),
        (_L, 50, False),
        (_R, 50, False),
        (_M, 65, True),
        (_L, 80, True),
        (_R, 80, True),
    ),
    9: (
        (_L, 19, False),
        (_R, 19, False),
        (_L, 39.67, False),
        (_R, 39.67, False),
        (_M, 50, False),
        (_L, 60.33, True),
        (_R, 60.33, True),
        (_L, 81, True),
        (_R, 81, True),
    ),
    10: (
        (_L, 19, False),
        (_R, 19, False),
        (_M, 29.33, False),
        (_L, 39.67, False),
        (_R, 39.67, False),
        (_L, 60.33, True),
        (_R, 60.33, True),
        (_M, 70.67, True),
        (_L, 81, True),
        (_R, 81, True),
    ),
}

# Pip size (fraction of the 100-unit suit path) by rank; the ace gets one big pip.
_PIP_SCALE = {1: 0.34, 9: 0.12, 10: 0.12}
_PIP_SCALE_DEFAULT = 0.14
_ACE_OF_SPADES_SCALE = 0.42

# Court cards: a framed panel tinted per rank, with a drawn headdress and a large letter.
_COURT_TINTS = {Rank.JACK: "#e3edfb", Rank.QUEEN: "#fbe3ec", Rank.KING: "#fcefc7"}
_COURT_TRIM = {Rank.JACK: "#6d8fc7", Rank.QUEEN: "#c77d9a", Rank.KING: "#c9a13a"}
_HEADWEAR = {
    # A beret with a band and a feather.
    Rank.JACK: (
        "M-12 4C-12-4-4-8 2-8C9-8 13-4 12 4Z"
        "M-13 4L13 4L13 8L-13 8Z"
        "M3-7C6-12 10-14 14-12C11-11 8-9 7-7Z"
    ),
    # A rounded coronet: two arches, each topped with a pearl.
    Rank.QUEEN: (
        "M-12 8L-12 2Q-12-6-6-6Q0-6 0 1Q0-6 6-6Q12-6 12 2L12 8Z"
        "M-8-8A2 2 0 1 0-4-8A2 2 0 1 0-8-8Z"
        "M4-8A2 2 0 1 0 8-8A2 2 0 1 0 4-8Z"
    ),
    # A crown with three spikes and balls on the tips.
    Rank.KING: (
        "M-13 8L-13-4L-6 2L0-9L6 2L13-4L13 8Z"
        "M-15-6A2 2 0 1 0-11-6A2 2 0 1 0-15-6Z"
        "M-2-11A2 2 0 1 0 2-11A2 2 0 1 0-2-11Z"
        "M11-6A2 2 0 1 0 15-6A2 2 0 1 0 11-6Z"
    ),
}


def _f(x: float) -> str:
    """A number for SVG attributes: at most two decimals, no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def _attr(text: str) -> str:
    return escape(text, quote=True)


def _suit_color(suit: Suit, four_color: bool) -> str:
    return (_FOUR_COLORS if four_color else _TWO_COLORS)[suit]


def _suit_path(
    suit: Suit, x: float, y: float, scale: float, fill: str, cls: str, inverted: bool = False
) -> str:
    rot = " rotate(180)" if inverted else ""
    return (
        f'<path class="{cls}" d="{_SUIT_PATHS[suit]}" fill="{fill}" '
        f'transform="translate({_f(x)} {_f(y)}){rot} scale({_f(scale)})"/>'
    )


def _svg_open(width: float, height: float, label: str, scale: float) -> str:
    """The root element and its title; the drawing is in card units (``viewBox``)."""
    if not scale > 0:
        raise ValueError(f"scale must be positive, got {scale!r}")
    lab = _attr(label)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_f(width * scale)}" '
        f'height="{_f(height * scale)}" viewBox="0 0 {_f(width)} {_f(height)}" '
        f'role="img" aria-label="{lab}"><title>{lab}</title>'
    )


def _blank(fill: str = "#fff") -> str:
    return (
        f'<rect x="0.5" y="0.5" width="{_W - 1}" height="{_H - 1}" rx="{_f(_RADIUS)}" '
        f'fill="{fill}" stroke="{_BORDER}" stroke-width="1"/>'
    )


def _highlight() -> str:
    return (
        f'<rect class="selected-outline" x="2" y="2" width="{_W - 4}" height="{_H - 4}" '
        f'rx="{_f(_RADIUS - 1.5)}" fill="none" stroke="{_SELECTED}" stroke-width="3.5"/>'
    )


def _index(card: Card, color: str) -> str:
    """Rank and suit in the top-left corner, and the same turned round bottom-right."""
    symbol = card.rank.symbol
    squeeze = ' textLength="11.5" lengthAdjust="spacingAndGlyphs"' if len(symbol) > 1 else ""
    one = (
        f'<text x="7.5" y="15" font-family="{_SERIF}" font-size="14" font-weight="bold" '
        f'text-anchor="middle" fill="{color}"{squeeze}>{symbol}</text>'
        + _suit_path(card.suit, 7.5, 23, 0.1, color, "index-pip")
    )
    return (
        f'<g class="index">{one}</g>'
        f'<g class="index" transform="rotate(180 {_f(_CX)} {_f(_CY)})">{one}</g>'
    )


def _pips(card: Card, color: str) -> str:
    n = card.rank.value
    scale = _PIP_SCALE.get(n, _PIP_SCALE_DEFAULT)
    if card.rank is Rank.ACE and card.suit is Suit.SPADES:
        scale = _ACE_OF_SPADES_SCALE
    return "".join(
        _suit_path(card.suit, x, y, scale, color, "pip", inv) for x, y, inv in _PIP_LAYOUTS[n]
    )


def _court(card: Card, color: str) -> str:
    rank = card.rank
    x0, y0, w, h = 17.0, 10.0, 38.0, 80.0
    tint, trim = _COURT_TINTS[rank], _COURT_TRIM[rank]
    parts = [
        f'<g class="court court-{rank.label}">',
        f'<rect class="court-panel" x="{_f(x0)}" y="{_f(y0)}" width="{_f(w)}" '
        f'height="{_f(h)}" rx="3" fill="{tint}" stroke="{color}" stroke-width="1"/>',
        f'<rect x="{_f(x0 + 2.5)}" y="{_f(y0 + 2.5)}" width="{_f(w - 5)}" '
        f'height="{_f(h - 5)}" rx="1.5" fill="none" stroke="{trim}" stroke-width="0.8"/>',
    ]
    # The headdress over the letter, and the suit sign under it.
    parts.append(
        f'<path class="court-headwear" d="{_HEADWEAR[rank]}" fill="{trim}" '
        f'stroke="{color}" stroke-width="0.8" stroke-linejoin="round" '
        f'transform="translate({_f(_CX)} 26)"/>'
    )
    parts.append(
        f'<text class="court-letter" x="{_f(_CX)}" y="62" font-family="{_SERIF}" '
        f'font-size="30" font-weight="bold" text-anchor="middle" '
        f'fill="{color}">{rank.symbol}</text>'
    )
    parts.append(_suit_path(card.suit, _CX, 76, 0.12, color, "court-pip"))
    parts.append("</g>")
    return "".join(parts)


def _card_body(card: Card, *, four_color: bool = False, selected: bool = False) -> str:
    """The face of ``card`` as a group in card units (0..72 x 0..100), no labels."""
    color = _suit_color(card.suit, four_color)
    inner = _court(card, color) if card.rank.is_court else _pips(card, color)
    hl = _highlight() if selected else ""
    return f'<g class="card-face">{_blank()}{inner}{_index(card, color)}{hl}</g>'


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Path data for a diagonal lattice filling the rectangle exactly (no clip path)."""
    segs: list[str] = []
    c = x0 + y0 + step / 2
    while c < x1 + y1:  # lines x + y = c
        a, b = max(x0, c - y1), min(x1, c - y0)
        segs.append(f"M{_f(a)} {_f(c - a)}L{_f(b)} {_f(c - b)}")
        c += step
    c = x0 - y1 + step / 2
    while c < x1 - y0:  # lines x - y = c
        a, b = max(x0, y0 + c), min(x1, y1 + c)
        segs.append(f"M{_f(a)} {_f(a - c)}L{_f(b)} {_f(b - c)}")
        c += step
    return "".join(segs)


_BACK_FILL = "#1d4f91"
_BACK_LINE = "#7fa7dc"


def _back_body(*, selected: bool = False) -> str:
    """A card back as a group in card units."""
    x0, y0, x1, y1 = 5.0, 5.0, _W - 5.0, _H - 5.0
    hl = _highlight() if selected else ""
    return (
        f'<g class="card-back">{_blank()}'
        f'<rect x="{_f(x0)}" y="{_f(y0)}" width="{_f(x1 - x0)}" height="{_f(y1 - y0)}" '
        f'rx="2" fill="{_BACK_FILL}"/>'
        f'<path d="{_lattice(x0, y0, x1, y1, 7.0)}" stroke="{_BACK_LINE}" '
        'stroke-width="0.7" fill="none"/>'
        f'<rect x="{_f(x0 + 3)}" y="{_f(y0 + 3)}" width="{_f(x1 - x0 - 6)}" '
        f'height="{_f(y1 - y0 - 6)}" rx="1.5" fill="none" stroke="#fff" '
        'stroke-width="0.8" stroke-opacity="0.8"/>'
        f'<path d="M{_f(_CX)} {_f(_CY - 14)}L{_f(_CX + 10)} {_f(_CY)}L{_f(_CX)} '
        f'{_f(_CY + 14)}L{_f(_CX - 10)} {_f(_CY)}Z" fill="{_BACK_FILL}" stroke="#fff" '
        'stroke-width="1.2"/>'
        f'<circle cx="{_f(_CX)}" cy="{_f(_CY)}" r="3" fill="#fff"/>'
        f"{hl}</g>"
    )


def _empty_body(text: str) -> str:
    size = 30.0 if len(text) <= 2 else max(9.0, 60.0 / len(text))
    label = (
        f'<text x="{_f(_CX)}" y="{_f(_CY + size * 0.35)}" font-family="{_SERIF}" '
        f'font-size="{_f(size)}" font-weight="bold" text-anchor="middle" '
        f'fill="#9a9a9a">{escape(text)}</text>'
        if text
        else ""
    )
    return (
        f'<g class="empty-pile"><rect x="1" y="1" width="{_W - 2}" height="{_H - 2}" '
        f'rx="{_f(_RADIUS)}" fill="#000" fill-opacity="0.04" stroke="#8a8a8a" '
        f'stroke-width="1.5" stroke-dasharray="5 4"/>{label}</g>'
    )


def card_svg(
    card: Card,
    *,
    scale: float = 1.0,
    four_color: bool = False,
    selected: bool = False,
    label: str | None = None,
) -> str:
    """The face of one card as a standalone SVG, ``72 x 100`` pixels times ``scale``.

    ``four_color`` draws clubs green and diamonds blue; ``selected`` adds a thick blue
    outline. The accessible label defaults to the card's name.

    >>> svg = card_svg(Card.parse("10S"), scale=0.75)
    >>> svg.count('class="pip"'), 'aria-label="ten of spades"' in svg
    (10, True)
    """
    body = _card_body(card, four_color=four_color, selected=selected)
    return _svg_open(_W, _H, card.name if label is None else label, scale) + body + "</svg>"


def back_svg(*, scale: float = 1.0, label: str = "face-down card", selected: bool = False) -> str:
    """The back of a card: a blue lattice, labelled ``"face-down card"`` unless told.

    >>> 'aria-label="stock"' in back_svg(label="stock")
    True
    """
    return _svg_open(_W, _H, label, scale) + _back_body(selected=selected) + "</svg>"


def empty_svg(label: str = "empty pile", *, scale: float = 1.0, text: str = "") -> str:
    """A dashed outline where a pile has no cards, with optional short ``text`` inside.

    >>> svg = empty_svg("empty foundation", text="A")
    >>> 'aria-label="empty foundation"' in svg and ">A</text>" in svg
    True
    """
    return _svg_open(_W, _H, label, scale) + _empty_body(text) + "</svg>"


def fan_svg(
    cards: Sequence[Card | None],
    *,
    overlap: float = 0.28,
    direction: Literal["horizontal", "vertical"] = "horizontal",
    scale: float = 1.0,
    face_down: Sequence[bool] | None = None,
    label: str | None = None,
    four_color: bool = False,
    selected: int | None = None,
) -> str:
    """Several overlapping cards in one SVG: a hand (horizontal) or a column (vertical).

    ``overlap`` is the visible fraction of each covered card. ``None`` entries, and
    entries whose ``face_down`` flag is true, are drawn as backs. ``selected`` is the
    position of a card to highlight (in a horizontal fan it is also raised).

    Each card is a ``<g role="img">`` group with its own label; the root label is
    ``label`` (default ``"hand"``, or ``"column"`` when vertical) followed by the cards:
    ``"hand: ace of spades, face-down card"``. No cards gives an :func:`empty_svg`.

    >>> svg = fan_svg([Card.parse("AS"), None])
    >>> 'aria-label="hand: ace of spades, face-down card"' in svg
    True
    """
    if direction not in ("horizontal", "vertical"):
        raise ValueError(f"direction must be 'horizontal' or 'vertical', got {direction!r}")
    if not 0 < overlap <= 1:
        raise ValueError(f"overlap must be in (0, 1], got {overlap!r}")
    n = len(cards)
    if face_down is not None and len(face_down) != n:
        raise ValueError(f"face_down has {len(face_down)} flags for {n} cards")
    if selected is not None and not 0 <= selected < n:
        raise ValueError(f"selected={selected} is not a position among {n} cards")
    prefix = label if label is not None else ("hand" if direction == "horizontal" else "column")
    if n == 0:
        return empty_svg(f"{prefix}: no cards", scale=scale)

    horizontal = direction == "horizontal"
    lift = 10.0 if horizontal and selected is not None else 0.0
    step = overlap * (_W if horizontal else _H)
    width = _W + (n - 1) * step if horizontal else _W
    height = _H + lift if horizontal else _H + (n - 1) * step

    names: list[str] = []
    groups: list[str] = []
    for i, card in enumerate(cards):
        down = card is None or (face_down is not None and face_down[i])
        is_sel = selected == i
        if card is None or down:
            name = "face-down card"
            body = _back_body(selected=is_sel)
        else:
            name = card.name
            body = _card_body(card, four_color=four_color, selected=is_sel)
        names.append(name)
        x, y = (i * step, 0.0 if is_sel else lift) if horizontal else (0.0, i * step)
        lab = _attr(name)
        groups.append(
            f'<g class="fan-card" role="img" aria-label="{lab}" '
            f'transform="translate({_f(x)} {_f(y)})"><title>{lab}</title>{body}</g>'
        )
    root = f"{prefix}: {', '.join(names)}"
    return _svg_open(width, height, root, scale) + "".join(groups) + "</svg>"


_STACK_MAX_LAYERS = 6
_STACK_STEP = 1.5
_STACK_TEXT = 16.0


def stack_svg(
    count: int,
    *,
    scale: float = 1.0,
    label: str | None = None,
    face_up: Card | None = None,
    show_count: bool = True,
    four_color: bool = False,
) -> str:
    """A pile of ``count`` cards, with a thickness that grows with the count (capped).

    The top card is a back, or ``face_up`` when given; the count is written under the
    pile unless ``show_count`` is false. The picture has the same size for every count,
    so a pile does not jump about as it shrinks. ``count == 0`` gives an
    :func:`empty_svg`.

    >>> svg = stack_svg(26)
    >>> 'aria-label="pile of 26 face-down cards"' in svg and ">26 cards</text>" in svg
    True
    """
    if count < 0:
        raise ValueError(f"a pile cannot hold {count} cards")
    if count == 0:
        return empty_svg("empty pile" if label is None else label, scale=scale)
    noun = "card" if count == 1 else "cards"
    if label is None:
        if face_up is None:
            label = f"pile of {count} face-down {noun}"
        else:
            label = f"pile of {count} {noun}, {face_up.name} on top"
    layers = 0 if count == 1 else min(_STACK_MAX_LAYERS, (count + 7) // 8)
    depth = _STACK_MAX_LAYERS * _STACK_STEP
    width = _W + depth
    height = _H + depth + (_STACK_TEXT if show_count else 0.0)
    parts = [_svg_open(width, height, label, scale)]
    for i in range(layers, 0, -1):
        d = _f(i * _STACK_STEP)
        parts.append(
            f'<rect class="stack-layer" x="{d}" y="{d}" width="{_W - 1}" height="{_H - 1}" '
            f'rx="{_f(_RADIUS)}" fill="#fff" stroke="{_BORDER}" stroke-width="0.8" '
            'transform="translate(0.5 0.5)"/>'
        )
    parts.append(
        _back_body()
        if face_up is None
        else _card_body(face_up, four_color=four_color, selected=False)
    )
    if show_count:
        parts.append(
            f'<text class="stack-count" x="{_f(_CX)}" y="{_f(_H + depth + 12)}" '
            f'font-family="{_SANS}" font-size="11" text-anchor="middle" fill="#333">'
            f"{count} {noun}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def card_data_uri(svg: str) -> str:
    """A ``data:`` URI (base64 of the UTF-8 bytes) for an SVG, e.g. for CSS backgrounds.

    >>> card_data_uri("<svg/>")
    'data:image/svg+xml;base64,PHN2Zy8+'
    """
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def row_html(items: Sequence[str], gap_px: int = 8, caption: str | None = None) -> str:
    """SVG (or HTML) pieces side by side in a wrapping flex row, with an optional caption.

    The items are inserted as they are; the caption is escaped.

    >>> html = row_html([back_svg(), empty_svg()], caption="stock & waste")
    >>> "display:flex" in html and "stock &amp; waste" in html
    True
    """
    cells = "".join(f'<div style="line-height:0">{item}</div>' for item in items)
    row = (
        f'<div style="display:flex;flex-wrap:wrap;align-items:flex-start;'
        f'gap:{int(gap_px)}px">{cells}</div>'
    )
    cap = (
        f'<div style="margin-top:4px;font-family:{_attr(_SANS)};font-size:0.9em;'
        f'color:#444">{escape(caption)}</div>'
        if caption
        else ""
    )
    return f'<div class="cardlib-row">{row}{cap}</div>'
