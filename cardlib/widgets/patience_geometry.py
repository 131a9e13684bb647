"""Where a patience table's piles go and how large its cards are drawn: no widgets here.

A table of free piles (Forty Thieves) is rows of columns: its cards are scaled so that the
widest row fits the width asked for. A game the book draws as a picture (Klondike, the
Clock, Fortress ...) places every pile where its picture has it
(:func:`~cardlib.views.patience.picture_positions`), spread apart where cards would
overlap, with room for each pile's fan; on a screen narrower than the picture the piles
close up sideways (:meth:`TableGeometry.narrow_places`), then the whole is drawn smaller
(:func:`fit_css`).

>>> import cardlib
>>> geo = table_geometry(cardlib.new_game("klondike", seed=1), 620)
>>> geo.picture, geo.card_w <= 620 // 7, geo.px("t1")[1] > geo.px("s")[1]
(True, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardlib.patience.engine import PatienceGame
from cardlib.render import CARD_HEIGHT, CARD_WIDTH
from cardlib.views.patience import (
    DOWN_STRIP,
    FAN_STEP,
    UP_STRIP,
    fan_directions,
    has_picture,
    idle,
    picture_positions,
)

__all__ = [
    "FIT_MIN",
    "FIT_STEP",
    "LABEL_OVER",
    "MIN_CARD_WIDTH",
    "PICTURE_HEIGHT",
    "SCOPE",
    "SIDE_ROOM",
    "SIDE_ROOM_OUT",
    "WIDGET_UP_STRIP",
    "TableGeometry",
    "fit_css",
    "squeeze",
    "table_geometry",
]

SCOPE = "cardlib-patience"
"""CSS class (and container name) of a patience table."""
WIDGET_UP_STRIP = 31
"""Visible height of a covered face-up card button, in card units: its whole index."""
FIT_STEP = 5
"""Container widths (px) between two sizes of a table that is narrower than its natural
width: the table is drawn smaller by CSS ``zoom``, one step per ``FIT_STEP`` px."""
SIDE_ROOM = 3.2
"""Room (card widths) for a pile fanned sideways in a picture table; the strips close up
when its cards need more."""
SIDE_ROOM_OUT = 0.7
"""The same for a packet fanned out from a ring (the Clock's): three cards fit."""
LABEL_OVER = 0
"""How far (px) a picture table's label box reaches past the sides of its pile (its words,
centred over the pile, may overflow it on both sides)."""
FIT_MIN = 240
"""The narrowest container width (px) a table is fitted to."""
PICTURE_HEIGHT = 480
"""The tallest (px) a picture table is drawn (a laptop's 800 px screen shows it with the
controls under it), unless its cards would be narrower than :data:`MIN_CARD_WIDTH`."""
MIN_CARD_WIDTH = 40
"""The narrowest (px) a picture table's cards are drawn to keep it short."""


def squeeze(where: dict[str, tuple[float, float]], fans: dict[str, str]) -> float:
    """The factor (at most 1) by which a picture's piles may be moved closer together
    sideways with no two piles side by side overlapping (a card and a small gap between
    them; a fan that spreads towards its neighbour keeps room for three cards).

    >>> squeeze({"a": (0, 0), "b": (1.2, 0), "c": (0, 2)}, {"a": "none", "b": "none", "c": "down"})
    0.867
    """
    need = 0.0
    for a, (xa, ya) in where.items():
        for b, (xb, yb) in where.items():
            dx = xb - xa
            if dx < 0.01 or abs(yb - ya) >= 1.0:
                continue
            extra = 0.7 if fans.get(a) == "right" or fans.get(b) == "left" else 0.0
            need = max(need, (1.04 + extra) / dx)
    return round(min(1.0, need), 3) if need else 1.0


def fit_css(cls: str, natural: int) -> str:
    """CSS rules that draw the elements of class ``cls`` smaller when their table (the
    ``cardlib-patience`` container) is narrower than ``natural`` px: container queries,
    so that one app serves a laptop's 620 px panel and a 390 px phone.

    >>> fit_css("x", 300).count("@container"), "zoom:0.95" in fit_css("x", 300)
    (13, True)
    """
    rules = []
    width = natural - natural % FIT_STEP
    while width >= FIT_MIN:
        zoom = round((width - FIT_STEP) / natural, 3)
        rules.append(f"@container {SCOPE} (max-width:{width}px){{.{cls}{{zoom:{zoom}}}}}")
        width -= FIT_STEP
    return "".join(rules)


@dataclass(frozen=True)
class TableGeometry:
    """The sizes (px) of a table's cards and, for a picture table, where its piles lie.

    ``scale`` draws a card of :data:`~cardlib.render.CARD_WIDTH` units ``card_w`` px wide;
    ``up_h`` and ``down_h`` are the strips a covered face-up and face-down card show. A
    picture table also has ``where`` (each pile's place, in card units), ``fans`` (which
    way each pile spreads), ``side_room`` (card widths a sideways fan may take),
    ``origin`` (the top left corner, in card units), ``side_w`` and ``up_strip`` (the
    strips of a sideways and an upward fan) and its size ``table_w`` by ``table_h``.
    """

    picture: bool
    scale: float
    card_w: int
    card_h: int
    up_h: int
    down_h: int
    where: dict[str, tuple[float, float]] = field(default_factory=dict)
    fans: dict[str, str] = field(default_factory=dict)
    side_room: dict[str, float] = field(default_factory=dict)
    origin: tuple[float, float] = (0.0, 0.0)
    side_w: int = 0
    up_strip: int = 0
    table_w: int = 0
    table_h: int = 0

    def px(self, name: str) -> tuple[int, int]:
        """A pile's place on the picture table, in pixels from its top left corner."""
        x, y = self.where[name]
        ox, oy = self.origin
        return round((x - ox) * CARD_WIDTH * self.scale), round((y - oy) * CARD_HEIGHT * self.scale)

    def narrow_places(self, places: dict[str, dict[str, str]], scope: str) -> tuple[int, str]:
        """For a screen narrower than the picture: the piles (placed at ``places``, CSS
        ``left``/``right`` and ``top``; ``label-<pile>`` for a label) moved closer
        together sideways, as far as no two of them side by side would overlap
        (Klondike's columns, a clock's ring), as CSS rules of a container query for the
        picture's class ``scope``; and the picture's width then (drawn smaller still by
        :func:`fit_css` where it does not fit)."""
        wide = self.extent(places, self.table_w)
        k = squeeze(self.where, self.fans)
        if k > 0.95:
            return wide, ""
        xs = [self.px(n)[0] for n in self.where]
        pad, right = min(xs), max(xs)
        width = round(self.table_w - (1 - k) * (right - pad))
        narrow: dict[str, dict[str, str]] = {}
        for name, at in places.items():
            pile = name.removeprefix("label-")
            x = self.px(pile)[0]
            x2 = round(pad + (x - pad) * k)
            if "right" in at:
                narrow[name] = {"right": f"{width - x2 - self.card_w}px"}
            else:
                narrow[name] = {"left": f"{x2 - (LABEL_OVER if pile != name else 0)}px"}
        css = "".join(
            f".{scope} .cardlib-at-{n}{{{';'.join(f'{k}:{v}' for k, v in at.items())}}}"
            for n, at in narrow.items()
        )
        rule = (
            f"@container {SCOPE} (max-width:{wide - 1}px){{"
            f".{scope}{{width:{width}px !important}}{css}}}"
        )
        return min(wide, self.extent({**places, **narrow}, width)), rule

    def extent(self, places: dict[str, dict[str, str]], width: int) -> int:
        """The width (px) the picture's piles and labels take, placed at ``places``."""
        lo, hi = 0, width
        for name, at in places.items():
            w = self.card_w + (2 * LABEL_OVER if name.startswith("label-") else 0)
            if "left" in at:
                x = int(at["left"].removesuffix("px"))
            else:
                x = width - int(at["right"].removesuffix("px")) - w
            lo, hi = min(lo, x), max(hi, x + w)
        return hi - lo + 4


def _card_sizes(scale: float) -> tuple[float, int, int, int, int]:
    """``scale`` and what it draws (px): a card's width and height, the strips a covered
    face-up and face-down card show (:class:`TableGeometry`'s fields in order)."""
    return (
        scale,
        round(CARD_WIDTH * scale),
        round(CARD_HEIGHT * scale),
        round(WIDGET_UP_STRIP * scale),
        round(DOWN_STRIP * scale),
    )


def table_geometry(game: PatienceGame, width: int) -> TableGeometry:
    """The geometry of ``game``'s table drawn to fit ``width`` px: rows of free piles, or
    the game's picture (:func:`~cardlib.views.patience.has_picture`)."""
    if has_picture(game):
        return _picture_geometry(game, width)
    r = game.rules
    slots = max(2 + r.foundations + 0.4, r.tableau)
    scale = min(0.85, (width - 24) / (slots * (CARD_WIDTH + 4)))
    return TableGeometry(False, *_card_sizes(scale))


def _picture_geometry(game: PatienceGame, width: int) -> TableGeometry:
    """Scale and place for a game drawn as its book pictures it: every pile at its hint
    position (spread apart where cards would overlap), room left for its fan."""
    where = picture_positions(game)
    fans = fan_directions(game)
    hint = game.layout_hint()
    # A sideways fan has room for a long row (a Fortress row); a packet that fans out from
    # a clock face gets less, so that its cards are drawn larger.
    side_room = {
        name: SIDE_ROOM_OUT if h.get("fan") == "out" else SIDE_ROOM for name, h in hint.items()
    }
    room = {"up": 0.6, "down": 0.6, "none": 0.0}
    xs: list[float] = []
    ys: list[float] = []
    for name, (x, y) in where.items():
        if idle(hint[name]):
            continue
        fan = fans[name]
        room["left"] = room["right"] = side_room[name]
        xs += [
            x - (room[fan] if fan == "left" else 0),
            x + 1 + (room[fan] if fan == "right" else 0),
        ]
        ys += [
            y - room[fan] if fan == "up" else y - 0.2,
            y + 1 + (room[fan] if fan == "down" else 0),
        ]
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
    # as large as the width allows, but no taller than a laptop's screen can show with
    # the controls under it, unless the cards would be drawn too small to read
    fit_w = (width - 24) / (span_x * CARD_WIDTH)
    fit_h = max(PICTURE_HEIGHT / (span_y * CARD_HEIGHT), MIN_CARD_WIDTH / CARD_WIDTH)
    scale = min(0.85, fit_w, fit_h)
    return TableGeometry(
        True,
        *_card_sizes(scale),
        where=where,
        fans=fans,
        side_room=side_room,
        origin=(min(xs), min(ys)),
        side_w=round(FAN_STEP * scale),
        up_strip=round(UP_STRIP * scale),
        table_w=round(span_x * CARD_WIDTH * scale) + 8,
        table_h=round(span_y * CARD_HEIGHT * scale) + 8,
    )
