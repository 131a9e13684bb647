"""Building and drawing a patience table: the piles as boxes of card buttons, their empty
places and labels, the style block that places a picture's piles, the marks on cards
(selection, destinations, hint), and the status line's words for a move.

Sizes and places come from :mod:`cardlib.widgets.patience_geometry`; what each pile shows
comes from the game (``layout``, ``layout_hint``); the widgets are kept between tables of
one shape and renewed from a pool for another (:mod:`cardlib.widgets.pool`). The player's
clicks and the buttons are :class:`~cardlib.widgets.patience.PatienceWidget`'s; the
solver's buttons are :class:`~cardlib.widgets.patience_solver.SolverControls`'.
"""

from __future__ import annotations

import functools
import hashlib
from typing import Any

import ipywidgets as widgets

from cardlib.cards import Card
from cardlib.game import Game, Move
from cardlib.patience.engine import DEAL, PatienceGame
from cardlib.patience.piles import PileKind, PileView
from cardlib.render import card_data_uri, empty_svg
from cardlib.speech import revealed
from cardlib.tables import plural
from cardlib.views.patience import first_shown, has_picture, pile_label, shown_piles
from cardlib.widgets.base import GameWidget
from cardlib.widgets.cards import CardButton, CardLook
from cardlib.widgets.patience_geometry import (
    LABEL_OVER,
    SCOPE,
    TableGeometry,
    fit_css,
    table_geometry,
)
from cardlib.widgets.pool import WidgetPool

__all__ = [
    "HINT_CLASS",
    "PEEK_CLASS",
    "PEEK_CLASSES",
    "TARGET_CLASS",
    "PatienceTable",
    "as_patience",
    "table_css",
]

PEEK_CLASS = "cardlib-peek"
TARGET_CLASS = "cardlib-target"
HINT_CLASS = "cardlib-hint"
PEEK_CLASSES = {
    "down": PEEK_CLASS,
    "up": "cardlib-peek-up",
    "left": "cardlib-peek-left",
    "right": "cardlib-peek-right",
}
"""CSS class of a covered card button per fan direction (which edge of the picture shows)."""
_PEEK = (PEEK_CLASS,)
_FLOW = {"down": "column", "up": "column-reverse", "right": "row", "left": "row-reverse"}
_SCOPE = SCOPE
_BTN = f".{_SCOPE} .jupyter-widgets.jupyter-button"
APP_CLASS = "cardlib-patience-app"
_APP = APP_CLASS


def as_patience(game: Game) -> PatienceGame:
    """``game`` as a :class:`PatienceGame` (``TypeError`` for any other game)."""
    if not isinstance(game, PatienceGame):
        raise TypeError(f"a patience table needs a patience game, not {game!r}")
    return game


def _pile_shape(game: PatienceGame, p: PileView) -> tuple[Any, ...]:
    """What the table is built from for one pile: neither its cards nor the stock's label,
    which counts them (the stock's empty place is retitled when a table is kept)."""
    if p.kind is PileKind.STOCK:
        return (p.name, p.kind, p.index)
    if p.kind is PileKind.FOUNDATION:
        return (p.name, p.kind, p.index, p.label, p.empty)
    return (p.name, p.kind, p.index, p.label)


@functools.cache
def _slot_css(key: str, text: str) -> str:
    uri = card_data_uri(empty_svg("empty", text=text))
    return (
        f"{_BTN}.cardlib-slot-{key}{{background-image:url('{uri}') !important;"
        "background-size:100% 100% !important;background-repeat:no-repeat;"
        "background-color:transparent !important;box-shadow:none !important}"
    )


def table_css(base: str) -> str:
    """The style rules every table of the page shares: the covered cards, the outlines of
    a selection's destinations and of a hint, the empty places (``base``: what an empty
    foundation shows), the picture's positioning and the phone's margins."""
    css = [
        f"{_BTN}.{PEEK_CLASS}{{background-size:100% auto !important;"
        "background-position:top center !important}",
        f"{_BTN}.{TARGET_CLASS}{{outline:3px solid #2e7d32 !important;outline-offset:-3px}}",
        f"{_BTN}.{HINT_CLASS}{{outline:4px solid #e8710a !important;outline-offset:-4px}}",
        _slot_css("space", ""),
        _slot_css("found", base),
        _slot_css("redeal", "\u21bb"),
        _slot_css("king", "K"),
        f".{_SCOPE} .cardlib-picture{{position:relative;overflow:visible}}",
        # the table is a size container (its width never depends on its cards), so
        # that a narrow screen draws the cards smaller (fit_css)
        f".{_SCOPE}{{container:{_SCOPE}/inline-size}}",
        # the deal-code row wraps on a narrow screen (Go is never cut off)
        f".{_APP}>.widget-hbox{{flex-wrap:wrap;row-gap:4px}}",
        f".{_APP} .widget-text{{max-width:100%}}",
        # on a phone, the app's page gives the table the margins it does not need
        "@media (max-width:480px){"
        f".widget-tab-contents:has(.{_SCOPE}){{padding:6px 2px !important}}"
        f".jupyter-widget-TabPanel:has(.{_SCOPE}){{margin-left:0;margin-right:0}}"
        f".jp-Cell:has(.{_SCOPE}){{padding-left:0;padding-right:0}}"
        f".lm-BoxPanel-child:has(.{_SCOPE}){{padding-left:2px !important;"
        "padding-right:2px !important}"
        f".jp-OutputArea-output:has(.{_SCOPE}){{margin-left:0}}"
        "}",
        f".{_SCOPE} .cardlib-at{{position:absolute}}",
        f"{_BTN}.{PEEK_CLASSES['up']}{{background-size:100% auto !important;"
        "background-position:bottom center !important}",
        f"{_BTN}.{PEEK_CLASSES['left']}{{background-size:auto 100% !important;"
        "background-position:right center !important}",
        f"{_BTN}.{PEEK_CLASSES['right']}{{background-size:auto 100% !important;"
        "background-position:left center !important}",
    ]
    return "".join(css)


class PatienceTable(GameWidget):
    """The table of a patience widget: built from the game's piles, redrawn after each
    action (only the piles that changed), with marks on its cards. ``width`` (px) is set
    by the widget before :meth:`_build_piles`; ``geo`` holds the sizes and places."""

    width: int
    geo: TableGeometry
    style: Any
    banner: Any
    _pool: WidgetPool
    _built: tuple[Any, ...]
    _table_of: str
    _shown: dict[str, tuple[Any, ...]]
    first: dict[str, int]
    _marks: list[tuple[Any, str]]
    _spare_cards: list[CardButton]
    _parts: list[tuple[str, str, Any]]
    _redo: list[list[Move]]

    @property
    def patience(self) -> PatienceGame:
        """The game, typed as a :class:`PatienceGame`."""
        return as_patience(self.game)

    def _show_deal_button(self) -> None:
        """*Turn stock* shows while the game has a stock (Fortress deals out every card)."""
        self.looks.restyle(
            self.buttons["deal"], display=None if self.patience.stock_count else "none"
        )

    def _shape(self, game: PatienceGame) -> tuple[Any, ...]:
        """Everything :meth:`_build_piles` draws the table from, except the cards: two games
        of one shape get the same zones, places, labels and geometry (a new deal of the same
        game always does), so the table is kept and only the piles are redrawn."""
        r = game.rules
        picture = has_picture(game)
        return (
            picture,
            r.foundations,
            r.tableau,
            tuple(_pile_shape(game, p) for p in game.layout()),
            game.layout_hint() if picture else None,
        )

    def _build_piles(self, shape: tuple[Any, ...] | None = None) -> None:
        """The card zones, empty places and labels for the game's piles (again when a deal
        code brings a game of another shape: see :meth:`_shape`)."""
        self.geo = table_geometry(self.patience, self.width)
        g = self.patience
        self._built = self._shape(g) if shape is None else shape
        if "deal" in self.buttons:  # a game dealt out in full (Fortress) has no stock to turn
            self._show_deal_button()
        # what an empty foundation shows (its own PileView says; a king foundation and one
        # that takes no card have slots of their own)
        takes = [p.empty for p in g.layout() if p.kind is PileKind.FOUNDATION]
        base = next((e for e in takes if e not in ("", "K")), "A")
        self.style.value = f"<style>{table_css(base)}</style>"
        self._keep_widgets()
        self._table_of = g.id
        self._shown = {}
        self.slots: dict[str, Any] = {}
        self.labels: dict[str, Any] = {}
        #: Where each pile of a picture table lies (CSS ``left``/``right``, ``top``/``bottom``;
        #: ``label-<pile>``: its label), given by the style block's rules.
        self.places: dict[str, dict[str, str]] = {}
        self.columns: dict[str, Any] = {}
        #: how far below its top each pile fanned downwards reaches (px), as last shown
        self._bottoms: dict[str, int] = {}
        self._pile_hint = g.layout_hint() if self.geo.picture else {}
        if self.geo.picture:
            self._build_picture()
            return
        take = self._pool.take
        top: list[Any] = []
        tableau: list[Any] = []
        for p in g.layout():
            kind = {"f": "found", "s": "redeal"}.get(p.kind.value, "space")
            slot = self._take_slot(p, kind, margin="2px")
            self.slots[p.name] = slot
            label = take("label", widgets.HTML, key=(g.id, p.name), value=self._label_text(p))
            self.labels[p.name] = label
            # One box per pile: its label, its cards, its empty place (a model fewer).
            col = take(
                "column",
                widgets.VBox,
                key=(g.id, p.name),
                children=(label, slot),
                layout={
                    "width": f"{self.geo.card_w + 4}px",
                    "align_items": "center",
                    "overflow": "visible",
                },
            )
            self.add_zone(
                p.name,
                scale=self.geo.scale,
                box=col,
                spare=self._spare_cards,
                head=(label,),
                tail=(slot,),
            )
            if p.kind is PileKind.TABLEAU:
                tableau.append(col)
            else:
                if p.kind is PileKind.FOUNDATION and p.index == 0:
                    gap = take(
                        "gap", widgets.HTML, key=(g.id, ""), value="", layout={"width": "12px"}
                    )
                    self._parts.append(("gap", "", gap))
                    top.append(gap)
                top.append(col)
        top_row = take(
            "row",
            widgets.HBox,
            key=(g.id, "top"),
            children=tuple(top),
            layout={"flex_flow": "row nowrap"},
        )
        tableau_row = take(
            "row",
            widgets.HBox,
            key=(g.id, "tableau"),
            children=tuple(tableau),
            layout={"flex_flow": "row nowrap", "min_height": f"{self.geo.card_h * 2}px"},
        )
        self._parts += [("row", "top", top_row), ("row", "tableau", tableau_row)]
        founds = g.rules.foundations
        top_piles = len(top) - (1 if founds else 0)  # the gap is 12 px
        natural = max(
            top_piles * (self.geo.card_w + 4) + (12 if founds else 0),
            len(tableau) * (self.geo.card_w + 4),
        )
        self._fit(natural + 8, (top_row, tableau_row))
        self.table.children = (self.style, self.banner, top_row, tableau_row)

    def _fit(self, natural: int, parts: tuple[Any, ...]) -> None:
        """Let ``parts`` (the table's rows, or its picture) shrink by CSS to fit a screen
        narrower than their ``natural`` width (:func:`fit_css`)."""
        cls = f"cardlib-fit-{natural}"
        self.style.value = self.style.value.replace("</style>", fit_css(cls, natural) + "</style>")
        for part in parts:
            for old in [c for c in part._dom_classes if c.startswith("cardlib-fit-")]:
                part.remove_class(old)
            part.add_class(cls)

    def _keep_widgets(self) -> None:
        """Put the widgets of the table being replaced in the pool, for the new table."""
        self._clear_marks()
        pool = self._pool
        for name, zone in self.zones.items():
            self._spare_cards.extend(reversed(zone.buttons))
            zone.buttons.clear()
            role = "column" if type(zone.box) is widgets.VBox else "place"
            pool.put(role, zone.box, key=(self._table_of, name))
        self.zones.clear()
        for name, slot in getattr(self, "slots", {}).items():
            pool.put("slot", slot, key=(self._table_of, name))
        for name, label in getattr(self, "labels", {}).items():
            pool.put("label", label, key=(self._table_of, name))
        for role, name, w in self._parts:
            pool.put(role, w, key=(self._table_of, name))
        self._parts.clear()

    def _take_slot(self, p: PileView, kind: str, *, margin: str) -> Any:
        """The button showing pile ``p``'s empty place (class ``cardlib-slot-<kind>``),
        hidden while the pile has cards: a kept one, renewed, or a new one."""
        return self._pool.take(
            "slot",
            widgets.Button,
            self._init_slot,
            key=(self.patience.id, p.name),
            description="",
            tooltip=f"{p.label} (empty)",
            layout={
                "width": f"{self.geo.card_w}px",
                "height": f"{self.geo.card_h}px",
                "margin": margin,
                "display": "none" if p.cards else None,  # as _show_pile will have it
            },
            _dom_classes=(f"cardlib-slot-{kind}",),
        )

    def _init_slot(self, slot: Any) -> None:
        slot.on_click(self._slot_clicked)

    def _slot_clicked(self, slot: Any) -> None:
        """A click on a pile's empty place (:attr:`slots`), as on its first card."""
        for name, s in self.slots.items():
            if s is slot:
                self.on_card(name, 0)
                return

    def _build_picture(self) -> None:
        """The piles placed where the game's picture has them (absolute positions in one
        box): a clock face, a star, a cross, rows of a fortress ..."""
        g = self.patience
        hint = self._pile_hint
        take = self._pool.take
        order = sorted(
            (p for p in g.layout() if p.name in self.geo.where),
            key=lambda p: (self.geo.where[p.name][1], p.kind is not PileKind.TABLEAU),
        )
        children: list[Any] = []
        labels: list[Any] = []
        shown = {p.name for p in shown_piles(g)}
        for p in order:
            fan = self.geo.fans[p.name] if p.kind is not PileKind.STOCK else "none"
            kind = {"f": "found", "s": "redeal"}.get(p.kind.value, "space")
            if p.kind is PileKind.FOUNDATION and p.empty == "K":
                kind = "king"
            elif p.kind is PileKind.FOUNDATION and not p.empty:
                kind = "space"
            slot = self._take_slot(p, kind, margin="0")
            self.slots[p.name] = slot
            x, y = self.geo.px(p.name)
            display = None if p.name in shown else "none"  # as update_table will have it
            # Where the pile lies: a CSS rule of the table's position class (below), not a
            # layout of its own (118 piles in The Blockade: 118 models fewer).
            place = {}
            if fan == "left":
                place["right"] = f"{self.geo.table_w - x - self.geo.card_w}px"
            else:
                place["left"] = f"{x}px"
            if fan == "up":
                place["bottom"] = f"{self.geo.table_h - y - self.geo.card_h}px"
            else:
                place["top"] = f"{y}px"
            self.places[p.name] = place
            # One box per pile: its cards, fanned, and its empty place.
            col = take(
                "place",
                widgets.Box,
                key=(g.id, p.name),
                children=(slot,),
                layout={
                    "flex_flow": _FLOW.get(fan, "column"),
                    "align_items": "flex-start",
                    "display": display,
                },
                _dom_classes=("cardlib-at", f"cardlib-at-{p.name}"),
            )
            self.add_zone(
                p.name, scale=self.geo.scale, box=col, spare=self._spare_cards, tail=(slot,)
            )
            self.columns[p.name] = col
            children.append(col)
            text = pile_label(g, p, str(hint[p.name].get("role", "")))
            if text is None:  # no words over this pile: no label (nothing to update)
                continue
            label_y = y + self.geo.card_h + 1 if fan == "up" else y - 16
            self.places[f"label-{p.name}"] = {
                "left": f"{x - LABEL_OVER}px",
                "top": f"{label_y}px",
            }
            label = take(
                "label",
                widgets.HTML,
                key=(g.id, p.name),
                value=self._label_text(p, text),
                layout={"width": f"{self.geo.card_w + 2 * LABEL_OVER}px", "display": display},
                _dom_classes=("cardlib-at", f"cardlib-at-label-{p.name}"),
            )
            self.labels[p.name] = label
            labels.append(label)
        # The places' class is named after what its rules say, so that two tables on one
        # page (a style block applies to the whole page) never place each other's piles.
        where = [(n, ";".join(f"{k}:{v}" for k, v in at.items())) for n, at in self.places.items()]
        scope = "cardlib-places-" + hashlib.sha1(repr(where).encode()).hexdigest()[:12]
        rules = "".join(f".{scope} .cardlib-at-{n}{{{css}}}" for n, css in where)
        natural, narrow = self.geo.narrow_places(self.places, scope)
        self.style.value = self.style.value.replace("</style>", rules + narrow + "</style>")
        box = take(
            "picture",
            widgets.Box,
            key=(g.id, ""),
            children=tuple(children + labels),
            layout={
                "width": f"{self.geo.table_w}px",
                "height": f"{self.geo.table_h}px",
                "overflow": "visible",
            },
            _dom_classes=("cardlib-picture", scope),
        )
        self._parts.append(("picture", "", box))
        self.picture_box = box
        # Room under the picture for the piles that fan downwards past it (a Klondike
        # column, a clock packet): as tall as they need, so the app grows with them.
        self.below = take("below", widgets.HTML, key=(g.id, ""), value="", layout={"height": "0px"})
        self._parts.append(("below", "", self.below))
        self._fit(natural, (box, self.below))  # a narrow screen shrinks both alike
        self.looks.restyle(self.table, overflow="visible")
        self.table.children = (self.style, self.banner, box, self.below)

    def _label_text(self, p: PileView, text: str | None = "") -> str:
        if self.geo.picture:
            if text == "":
                text = pile_label(self.patience, p, str(self._pile_hint[p.name].get("role", "")))
            style = (
                "font-size:11px;color:#555;text-align:center;line-height:14px;"
                "display:flex;justify-content:center;white-space:nowrap"
            )
            return f'<div style="{style}">{text or ""}</div>'
        if p.kind is PileKind.STOCK:
            text = f"stock {len(p.cards)}"
        elif p.kind is PileKind.WASTE:
            text = f"waste {len(p.cards)}"
        elif p.kind is PileKind.FOUNDATION:
            text = f"f{p.index + 1}"
        else:
            text = str(p.index + 1)
        style = "font-size:11px;color:#555;text-align:center;line-height:14px"
        return f'<div style="{style}">{text}</div>'

    # ----- drawing ---------------------------------------------------------------------------
    def update_table(self) -> None:
        g = self.patience
        self._clear_marks()
        if self.geo.picture:
            shown = {p.name for p in shown_piles(g)}
            for name, col in self.columns.items():
                display = None if name in shown else "none"
                if col.layout.display != display:
                    self.looks.restyle(col, display=display)
                    if name in self.labels:
                        self.looks.restyle(self.labels[name], display=display)
        for p in g.layout():
            if p.name in self.zones:
                self._show_pile(p)
        if self.geo.picture:
            self._make_room_below()
        over = g.is_over
        self.banner.value = self._banner_html() if over else ""
        if "redo" in self.buttons:
            self.buttons["redo"].disabled = not self._redo

    def _show_pile(self, p: PileView) -> None:
        zone = self.zones[p.name]
        redeal = p.redeals
        sig = (p.cards, p.face_up, redeal)
        if self._shown.get(p.name) == sig:
            return
        self._shown[p.name] = sig
        if p.name in self.labels:
            self.labels[p.name].value = self._label_text(p)
        if self.geo.picture:
            self._show_picture_pile(p, redeal)
            return
        if p.kind is PileKind.TABLEAU:
            cards: list[Card | None] = list(p.cards)
            down = [not up for up in p.face_up]
        elif p.kind is PileKind.STOCK:
            cards, down = ([None], [True]) if p.cards else ([], [])
        else:
            cards = [p.cards[-1]] if p.cards else []
            down = [not p.face_up[-1]] if p.cards else []
        n = len(cards)
        looks: list[CardLook] = []
        for i in range(n):
            peek = i < n - 1  # covered by the next card: only its top strip shows
            h = (self.geo.down_h if down[i] else self.geo.up_h) if peek else self.geo.card_h
            looks.append(({"height": f"{h}px", "margin": "1px 2px 0 2px"}, _PEEK if peek else ()))
        zone.show(cards, down, looks)
        self._show_slot(p, n, redeal)
        if p.kind is PileKind.STOCK:
            self.slots[p.name].tooltip = (
                "stock: empty, click to turn the waste over" if redeal else "stock: empty"
            )

    def _show_picture_pile(self, p: PileView, redeal: bool) -> None:
        """A pile of a picture table: fanned the way its hint says, or its top card only."""
        zone = self.zones[p.name]
        fan = self.geo.fans[p.name] if p.kind is not PileKind.STOCK else "none"
        n_all = len(p.cards)
        if p.kind is PileKind.STOCK:
            cards: list[Card | None] = [None] if p.cards else []
            down = [True] if p.cards else []
        else:
            first = first_shown(self.patience, p, fan)
            cards = list(p.cards[first:])
            down = [not up for up in p.face_up[first:]]
        self.first[p.name] = n_all - len(cards) if p.kind is not PileKind.STOCK else 0
        n = len(cards)
        peek_cls = (PEEK_CLASSES.get(fan, PEEK_CLASS),)
        side_room = self.geo.side_room[p.name] * self.geo.card_w
        room = {"left": side_room, "right": side_room}
        side = self.geo.side_w
        if fan in room and n > 1:
            side = min(side, int(room[fan] / (n - 1)))
        vert = self.geo.up_strip
        if fan == "up" and n > 1:
            vert = min(vert, int(0.6 * self.geo.card_h / (n - 1)))
        looks: list[CardLook] = []
        for i in range(n):
            peek = i < n - 1
            w, h = self.geo.card_w, self.geo.card_h
            if peek and fan in ("left", "right"):
                w = side
            elif peek and fan == "up":
                h = vert
            elif peek:
                h = self.geo.down_h if down[i] else self.geo.up_h
            looks.append(
                ({"height": f"{h}px", "width": f"{w}px", "margin": "0"}, peek_cls if peek else ())
            )
        zone.show(cards, down, looks)
        self._show_slot(p, n, redeal)
        if fan == "down":
            heights = [int(look[0]["height"].removesuffix("px")) for look in looks]
            self._bottoms[p.name] = sum(heights) if heights else self.geo.card_h

    def _make_room_below(self) -> None:
        """Size :attr:`below` to the lowest card of a pile fanned downwards."""
        reach = self.geo.table_h
        for name, bottom in self._bottoms.items():
            if self.columns[name].layout.display != "none":
                reach = max(reach, self.geo.px(name)[1] + bottom + 4)
        height = f"{reach - self.geo.table_h}px"
        if self.below.layout.height != height:
            self.looks.restyle(self.below, height=height)

    def _show_slot(self, p: PileView, n: int, redeal: bool) -> None:
        """Show pile ``p``'s empty place when it holds no card (``n``), the stock's as a
        redeal mark when the waste can be turned over."""
        slot = self.slots[p.name]
        self.looks.restyle(slot, display="none" if n else None)
        if p.kind is PileKind.STOCK:
            slot.remove_class("cardlib-slot-redeal" if not redeal else "cardlib-slot-space")
            slot.add_class("cardlib-slot-redeal" if redeal else "cardlib-slot-space")

    def how_text(self) -> str:
        """How to play, in the words of the game's board: the stock is mentioned only
        where clicking it turns a card (Fortress deals every card, the Fourteenth's hand
        only fills places)."""
        stock = self.patience.layout()[0]
        if stock.click is DEAL:
            return f"Click a card, then where it should go; click {stock.words} to turn a card."
        return "Click a card, then where it should go."

    def _banner_html(self) -> str:
        g = self.patience
        o = g.outcome
        if o is None:
            return ""
        if o.won:
            text, color, bg = f"You won in {plural(len(g.history), 'move')}!", "#1d5c2e", "#e3f4e6"
        else:
            text, color, bg = f"Game over: {o.reason}.", "#6b4e00", "#fff4d6"
        return (
            f'<div style="font-size:1.2em;font-weight:bold;color:{color};'
            f'background:{bg};border-radius:6px;padding:6px 10px;margin:4px 0">{text}</div>'
        )

    # ----- marks (selection, destinations, hint) ------------------------------------------
    def _button_for(self, pile: str, index: int | None = None) -> Any:
        """The button showing card ``index`` of ``pile`` (default: its top), or its slot."""
        zone = self.zones[pile]
        if not zone.buttons:
            return self.slots[pile]
        i = len(zone.buttons) - 1 if index is None else min(index, len(zone.buttons) - 1)
        return zone.buttons[i].button

    def _mark(self, button: Any, cls: str) -> None:
        button.add_class(cls)
        self._marks.append((button, cls))

    def _clear_marks(self) -> None:
        for button, cls in self._marks:
            button.remove_class(cls)
        self._marks.clear()

    # ----- saying a move -----------------------------------------------------------------
    def _play_described(self, move: Move) -> bool:
        """Play one move and say what it did, in one sentence: the engine's description of
        it (taken before the move) and what it turned face up
        (:func:`cardlib.speech.revealed`)."""
        g = self.patience
        try:
            text = g.describe(move)
        except (KeyError, IndexError, ValueError):
            text = str(move)

        def act(game: Game) -> str:
            before = as_patience(game).layout()
            game.play(move)
            shown = revealed(before, as_patience(game).layout())
            return "; ".join([f"{text[:1].upper()}{text[1:]}", *shown]) + "."

        return self.run_action(act)
