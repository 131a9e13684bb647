"""The patience table: the whole two-pack layout as clickable cards.

>>> w = patience_demo("forty-thieves", seed=1)
>>> w.click_pile("s"); w.game.stock_count, w.moves
(63, 1)
>>> w.press("undo"); w.press("redo"); w.moves
1

How to play it (the same in the book, JupyterLab and the static site):

* **Click a card, then the pile it should go to.** Clicking a card that is not the top
  card of its pile picks up that card and every card on it (a run, where the game lets
  runs move). The piles it may go to are outlined in green.
* **Click the selected card again to send it home** (to a foundation) when that is legal:
  ipywidgets has no double-click, so the second click stands for it. The *Home* button
  does the same; *Safe cards home* sends every card home that no other card could need.
* **Click the stock** to turn the next card(s), or to turn the waste over when the game
  allows a redeal.
* **Hint** outlines a useful legal move in orange and says it: the first move of a win
  when the solver finds one in time (so it never throws a win away), else the greedy
  player's choice, and it says which. *Undo* and *Redo* step through your actions;
  *Give up* ends a game once the stock is used up.
* **Winnable?** asks the solver whether the game can still be won from here, and when it
  cannot, which move was the last that kept a win. **Show a win** finds a winning line;
  the button then reads *Next move* and plays it one move at a time (*Undo* takes a move
  back). **Winnable deals only** (on at first): *New deal* deals the next seed that the
  committed solver runs prove winnable. Every answer is for a player who knows where every
  card is (:func:`cardlib.solve`, through :class:`~cardlib.patience.advice.Adviser`).

The widget holds no rules: what may move, where, and why not all come from the game
(``moves_from``: what a click on each pile plays once cards are picked up; ``layout``: what
each pile shows, its name in words; ``click_path``, ``hint``, ``why_fixed`` and the
engine's ``IllegalMove`` messages). It tests no move's type. After each action it redraws
only the piles that changed. New deal keeps the table and redraws its piles; a deal code of
a game with other piles builds a new table out of the old one's widgets, renewed
(:mod:`cardlib.widgets.pool`).

Each pile is one box (its label, its cards, its empty place); the widgets share their
layouts and styles (:mod:`cardlib.widgets.looks`), and a picture table places its piles by
CSS rules in its style block, so that the site's demos have few widget models to make.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from cardlib.cards import Card
from cardlib.game import Game, Move
from cardlib.patience.advice import Adviser, next_winnable_seed, winnable_seeds
from cardlib.patience.engine import DEAL, STOP, PatienceGame
from cardlib.patience.piles import PileKind, PileView, parse_pile_name
from cardlib.registry import catalog, new_game
from cardlib.render import CARD_HEIGHT, CARD_WIDTH, card_data_uri, empty_svg
from cardlib.tables import plural
from cardlib.views.patience import (
    DOWN_STRIP,
    FAN_STEP,
    UP_STRIP,
    fan_directions,
    first_shown,
    has_picture,
    idle,
    picture_positions,
    pile_label,
    shown_piles,
)
from cardlib.views.patience import (
    patience_counts_text as patience_counts_text,
)
from cardlib.widgets.base import GameWidget
from cardlib.widgets.cards import SELECTED_CLASS, CardButton, CardLook
from cardlib.widgets.pool import WidgetPool

__all__ = ["PatienceWidget", "patience_demo"]

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
WIDGET_UP_STRIP = 31
"""Visible height of a covered face-up card button, in card units: its whole index."""
_SCOPE = "cardlib-patience"
_BTN = f".{_SCOPE} .jupyter-widgets.jupyter-button"
_APP = "cardlib-patience-app"
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


ADVISER_BUDGET: dict[str, Any] = {"max_seconds": 2.0, "hint_seconds": 0.5}
"""The solver's budgets of a table made without an ``adviser``
(:class:`~cardlib.patience.advice.Adviser`'s arguments): about 2 s for *Winnable?* and
*Show a win*, half a second for *Hint*."""


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
        rules.append(f"@container {_SCOPE} (max-width:{width}px){{.{cls}{{zoom:{zoom}}}}}")
        width -= FIT_STEP
    return "".join(rules)


def _patience(game: Game) -> PatienceGame:
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


class PatienceWidget(GameWidget):
    """A patience table for any :class:`~cardlib.patience.engine.PatienceGame`.

    ``width`` is the width in pixels the table should fit (the cards are scaled to it);
    deal codes of every game of the same family may be loaded with the *Go* button.
    ``winnable_only``: the first value of *Winnable deals only*; ``adviser``: the solver's
    budgets (:class:`~cardlib.patience.advice.Adviser`, about 2 s a question by default).
    """

    ready_text = "Click a card, then where it should go; click the stock to turn a card."

    def __init__(
        self,
        game: PatienceGame,
        *,
        title: str | None = None,
        width: int = 720,
        winnable_only: bool = True,
        adviser: Adviser | None = None,
    ) -> None:
        _patience(game)
        self.adviser = adviser if adviser is not None else Adviser(**ADVISER_BUDGET)
        self._winnable_first = winnable_only
        self._showing_win = False
        self.width = width
        self._redo: list[list[Move]] = []
        self._redoing = False
        self._shown: dict[str, tuple[Any, ...]] = {}
        self.first: dict[str, int] = {}
        self.picture = False
        self._marks: list[tuple[Any, str]] = []
        self.hint_move: Move | None = None
        self._spare_cards: list[CardButton] = []
        self._parts: list[tuple[str, str, Any]] = []
        self._table_of = game.id
        family = [i.id for i in catalog() if i.family == game.info.family]
        super().__init__(game, title=title, game_ids=family or [game.id])
        self.looks.restyle(self.ui, max_width=f"{width}px")
        self.ui.add_class(_APP)
        # the solver's buttons and the switch close the row of play buttons (it wraps)
        row = self.ui.children[-2]
        solver = ("check", "win", "rest")
        row.children = (*row.children, *(self.buttons[n] for n in solver), self.winnable_toggle)

    @property
    def patience(self) -> PatienceGame:
        """The game, typed as a :class:`PatienceGame`."""
        return _patience(self.game)

    @property
    def moves(self) -> int:
        """Moves made so far (the move counter)."""
        return len(self.game.history)

    # ----- building ------------------------------------------------------------------------
    def _geometry(self) -> None:
        g = self.patience
        r = g.rules
        top = 2 + r.foundations + 0.4
        slots = max(top, r.tableau)
        self.picture = has_picture(g)
        if self.picture:
            self._picture_geometry()
            return
        self.scale = min(0.85, (self.width - 24) / (slots * (CARD_WIDTH + 4)))
        self.card_w = round(CARD_WIDTH * self.scale)
        self.card_h = round(CARD_HEIGHT * self.scale)
        self.up_h = round(WIDGET_UP_STRIP * self.scale)
        self.down_h = round(DOWN_STRIP * self.scale)

    def _picture_geometry(self) -> None:
        """Scale and place for a game drawn as its book pictures it: every pile at its
        hint position (spread apart where cards would overlap), room left for its fan."""
        g = self.patience
        self.where = picture_positions(g)
        self.fans = fan_directions(g)
        hint = g.layout_hint()
        # A sideways fan has room for a long row (a Fortress row); a packet that fans out
        # from a clock face gets less, so that its cards are drawn larger.
        self.side_room = {
            name: SIDE_ROOM_OUT if h.get("fan") == "out" else SIDE_ROOM for name, h in hint.items()
        }
        room = {"up": 0.6, "down": 0.6, "none": 0.0}
        xs: list[float] = []
        ys: list[float] = []
        for name, (x, y) in self.where.items():
            if idle(hint[name]):
                continue
            fan = self.fans[name]
            side = self.side_room[name]
            room["left"] = room["right"] = side
            xs += [
                x - (room[fan] if fan == "left" else 0),
                x + 1 + (room[fan] if fan == "right" else 0),
            ]
            ys += [
                y - room[fan] if fan == "up" else y - 0.2,
                y + 1 + (room[fan] if fan == "down" else 0),
            ]
        self.origin = (min(xs), min(ys))
        span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
        # as large as the width allows, but no taller than a laptop's screen can show
        # with the controls under it, unless the cards would be drawn too small to read
        fit_w = (self.width - 24) / (span_x * CARD_WIDTH)
        fit_h = max(PICTURE_HEIGHT / (span_y * CARD_HEIGHT), MIN_CARD_WIDTH / CARD_WIDTH)
        self.scale = min(0.85, fit_w, fit_h)
        self.card_w = round(CARD_WIDTH * self.scale)
        self.card_h = round(CARD_HEIGHT * self.scale)
        self.up_h = round(WIDGET_UP_STRIP * self.scale)
        self.down_h = round(DOWN_STRIP * self.scale)
        self.side_w = round(FAN_STEP * self.scale)
        self.up_strip = round(UP_STRIP * self.scale)
        self.table_w = round(span_x * CARD_WIDTH * self.scale) + 8
        self.table_h = round(span_y * CARD_HEIGHT * self.scale) + 8

    def _px(self, name: str) -> tuple[int, int]:
        """A pile's place on the picture table, in pixels from its top left corner."""
        x, y = self.where[name]
        ox, oy = self.origin
        return round((x - ox) * CARD_WIDTH * self.scale), round((y - oy) * CARD_HEIGHT * self.scale)

    def build(self) -> None:
        self._pool = WidgetPool(self.looks)
        self.style = self.looks.make(
            widgets.HTML, value="", layout={"height": "0px", "margin": "0", "overflow": "hidden"}
        )
        self.banner = self.looks.make(widgets.HTML, value="")
        self.table.add_class(_SCOPE)
        self._build_piles()
        self.add_button("hint", "Hint", "Show a useful legal move", self._hint)
        self.add_button(
            "home", "Home", "Send the selected card to a foundation (or click it twice)", self._home
        )
        self.add_button(
            "auto",
            "Safe cards home",
            "Send home every card that no card still in play could need",
            self._auto,
        )
        self.add_button(
            "stop", "Give up", "End the game (allowed once the stock is used up)", self._stop
        )
        self.add_button(
            "redo", "Redo", "Play again the last action you undid", self._redo_action, play=False
        )
        self.aliases.update({"stock": "deal", "safe": "auto", "give up": "stop"})
        self.add_button("deal", "Turn stock", "Turn the stock (same as clicking it)", self._stock)
        self._show_deal_button()
        self.add_button(
            "check",
            "Winnable?",
            "Ask the solver whether this game can still be won (about 2 s)",
            self._check,
            play=False,
            row=False,
        )
        self.add_button(
            "win",
            "Show a win",
            "Find a winning line, then play it one move at a time (Undo takes one back)",
            self._show_win,
            row=False,
        )
        self.add_button(
            "rest",
            "Play the win",
            "Play every move left of the shown win at once (Undo takes them all back)",
            self._play_win,
            row=False,
        )
        self.showing_win = False
        self.aliases.update(
            {"winnable?": "check", "show a win": "win", "next move": "win", "play the win": "rest"}
        )
        self.winnable_toggle = self.looks.make(
            widgets.ToggleButton,
            value=self._winnable_first,
            description="Winnable deals only",
            tooltip="New deal deals only seeds that the solver proved winnable",
            layout={"width": "auto"},
        )

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
        self._geometry()
        g = self.patience
        self._built = self._shape(g) if shape is None else shape
        if "deal" in self.buttons:  # a game dealt out in full (Fortress) has no stock to turn
            self._show_deal_button()
        # what an empty foundation shows (its own PileView says; a king foundation and one
        # that takes no card have slots of their own)
        takes = [p.empty for p in g.layout() if p.kind is PileKind.FOUNDATION]
        base = next((e for e in takes if e not in ("", "K")), "A")
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
        self.style.value = "<style>" + "".join(css) + "</style>"
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
        self._pile_hint = g.layout_hint() if self.picture else {}
        if self.picture:
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
                    "width": f"{self.card_w + 4}px",
                    "align_items": "center",
                    "overflow": "visible",
                },
            )
            self.add_zone(
                p.name,
                scale=self.scale,
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
            layout={"flex_flow": "row nowrap", "min_height": f"{self.card_h * 2}px"},
        )
        self._parts += [("row", "top", top_row), ("row", "tableau", tableau_row)]
        founds = g.rules.foundations
        top_piles = len(top) - (1 if founds else 0)  # the gap is 12 px
        natural = max(
            top_piles * (self.card_w + 4) + (12 if founds else 0),
            len(tableau) * (self.card_w + 4),
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
                "width": f"{self.card_w}px",
                "height": f"{self.card_h}px",
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
            (p for p in g.layout() if p.name in self.where),
            key=lambda p: (self.where[p.name][1], p.kind is not PileKind.TABLEAU),
        )
        children: list[Any] = []
        labels: list[Any] = []
        shown = {p.name for p in shown_piles(g)}
        for p in order:
            fan = self.fans[p.name] if p.kind is not PileKind.STOCK else "none"
            kind = {"f": "found", "s": "redeal"}.get(p.kind.value, "space")
            if p.kind is PileKind.FOUNDATION and p.empty == "K":
                kind = "king"
            elif p.kind is PileKind.FOUNDATION and not p.empty:
                kind = "space"
            slot = self._take_slot(p, kind, margin="0")
            self.slots[p.name] = slot
            x, y = self._px(p.name)
            display = None if p.name in shown else "none"  # as update_table will have it
            # Where the pile lies: a CSS rule of the table's position class (below), not a
            # layout of its own (118 piles in The Blockade: 118 models fewer).
            place = {}
            if fan == "left":
                place["right"] = f"{self.table_w - x - self.card_w}px"
            else:
                place["left"] = f"{x}px"
            if fan == "up":
                place["bottom"] = f"{self.table_h - y - self.card_h}px"
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
            self.add_zone(p.name, scale=self.scale, box=col, spare=self._spare_cards, tail=(slot,))
            self.columns[p.name] = col
            children.append(col)
            text = pile_label(g, p, str(hint[p.name].get("role", "")))
            if text is None:  # no words over this pile: no label (nothing to update)
                continue
            label_y = y + self.card_h + 1 if fan == "up" else y - 16
            self.places[f"label-{p.name}"] = {
                "left": f"{x - LABEL_OVER}px",
                "top": f"{label_y}px",
            }
            label = take(
                "label",
                widgets.HTML,
                key=(g.id, p.name),
                value=self._label_text(p, text),
                layout={"width": f"{self.card_w + 2 * LABEL_OVER}px", "display": display},
                _dom_classes=("cardlib-at", f"cardlib-at-label-{p.name}"),
            )
            self.labels[p.name] = label
            labels.append(label)
        # The places' class is named after what its rules say, so that two tables on one
        # page (a style block applies to the whole page) never place each other's piles.
        where = [(n, ";".join(f"{k}:{v}" for k, v in at.items())) for n, at in self.places.items()]
        scope = "cardlib-places-" + hashlib.sha1(repr(where).encode()).hexdigest()[:12]
        rules = "".join(f".{scope} .cardlib-at-{n}{{{css}}}" for n, css in where)
        natural, narrow = self._narrow_places(scope)
        self.style.value = self.style.value.replace("</style>", rules + narrow + "</style>")
        box = take(
            "picture",
            widgets.Box,
            key=(g.id, ""),
            children=tuple(children + labels),
            layout={
                "width": f"{self.table_w}px",
                "height": f"{self.table_h}px",
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

    def _narrow_places(self, scope: str) -> tuple[int, str]:
        """For a screen narrower than the picture: the piles moved closer together
        sideways, as far as no two of them side by side would overlap (Klondike's columns,
        a clock's ring), as CSS rules of a container query; and the picture's width then
        (drawn smaller still by :meth:`_fit` where it does not fit)."""
        wide = self._extent(self.places, self.table_w)
        k = squeeze(self.where, self.fans)
        if k > 0.95:
            return wide, ""
        xs = [self._px(n)[0] for n in self.where]
        pad, right = min(xs), max(xs)
        width = round(self.table_w - (1 - k) * (right - pad))
        narrow: dict[str, dict[str, str]] = {}
        for name, at in self.places.items():
            pile = name.removeprefix("label-")
            x = self._px(pile)[0]
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
            f"@container {_SCOPE} (max-width:{wide - 1}px){{"
            f".{scope}{{width:{width}px !important}}{css}}}"
        )
        return min(wide, self._extent({**self.places, **narrow}, width)), rule

    def _extent(self, places: dict[str, dict[str, str]], width: int) -> int:
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

    def _label_text(self, p: PileView, text: str | None = "") -> str:
        if self.picture:
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
        if self.picture:
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
        if self.picture:
            self._make_room_below()
        over = g.is_over
        self.banner.value = self._banner_html() if over else ""
        if "redo" in self.buttons:
            self.buttons["redo"].disabled = not self._redo
        if "win" in self.buttons:
            self._sync_win()

    def _show_pile(self, p: PileView) -> None:
        zone = self.zones[p.name]
        redeal = p.redeals
        sig = (p.cards, p.face_up, redeal)
        if self._shown.get(p.name) == sig:
            return
        self._shown[p.name] = sig
        if p.name in self.labels:
            self.labels[p.name].value = self._label_text(p)
        if self.picture:
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
            h = (self.down_h if down[i] else self.up_h) if peek else self.card_h
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
        fan = self.fans[p.name] if p.kind is not PileKind.STOCK else "none"
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
        side_room = self.side_room[p.name] * self.card_w
        room = {"left": side_room, "right": side_room}
        side = self.side_w
        if fan in room and n > 1:
            side = min(side, int(room[fan] / (n - 1)))
        vert = self.up_strip
        if fan == "up" and n > 1:
            vert = min(vert, int(0.6 * self.card_h / (n - 1)))
        looks: list[CardLook] = []
        for i in range(n):
            peek = i < n - 1
            w, h = self.card_w, self.card_h
            if peek and fan in ("left", "right"):
                w = side
            elif peek and fan == "up":
                h = vert
            elif peek:
                h = self.down_h if down[i] else self.up_h
            looks.append(
                ({"height": f"{h}px", "width": f"{w}px", "margin": "0"}, peek_cls if peek else ())
            )
        zone.show(cards, down, looks)
        self._show_slot(p, n, redeal)
        if fan == "down":
            heights = [int(look[0]["height"].removesuffix("px")) for look in looks]
            self._bottoms[p.name] = sum(heights) if heights else self.card_h

    def _make_room_below(self) -> None:
        """Size :attr:`below` to the lowest card of a pile fanned downwards."""
        reach = self.table_h
        for name, bottom in self._bottoms.items():
            if self.columns[name].layout.display != "none":
                reach = max(reach, self._px(name)[1] + bottom + 4)
        height = f"{reach - self.table_h}px"
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

    def info_text(self) -> str:
        return patience_counts_text(self.patience)

    def start_text(self) -> str:
        if self.game.is_over:
            return f"Deal {self.game.deal_code}. {self.over_text()}"
        return f"Deal {self.game.deal_code}. {self.how_text()}"

    def how_text(self) -> str:
        """How to play, in the words of the game's board: the stock is mentioned only
        where clicking it turns a card (Fortress deals every card, the Fourteenth's hand
        only fills places)."""
        stock = self.patience.layout()[0]
        if stock.click is DEAL:
            return f"Click a card, then where it should go; click {stock.words} to turn a card."
        return "Click a card, then where it should go."

    def over_text(self) -> str:
        g = self.patience
        o = g.outcome
        if o is not None and o.won:
            total = sum(len(p) for p in g.table.piles)
            return (
                f"You won! All {total} cards are on the foundations after "
                f"{plural(len(g.history), 'move')}. Press New deal for another game."
            )
        if g.table.stopped:
            return f"You gave up: {g.table.cards_home} cards home. Undo to play on, or New deal."
        return (
            f"No more moves: {g.table.cards_home} cards are home. Undo to try another way, "
            "or press New deal."
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

    def _on_select(self, selected: tuple[str, int] | None) -> None:
        self._clear_marks()
        if selected is None:
            return
        pile, index = selected
        zone = self.zones[pile]
        for b in zone.buttons[index:]:
            self._mark(b.button, SELECTED_CLASS)
        count = self._count(pile, index)
        g = self.patience
        card = f"{g.table.place(pile)}'s next card" if pile == "s" else zone.buttons[index].name
        dests = list(g.moves_from(pile, count))
        for d in dests:
            self._mark(self._button_for(d), TARGET_CLASS)
        moving = f"{card} and the {plural(count - 1, 'card')} on it" if count > 1 else card
        src = g.table.place(pile)
        if dests:
            where = " or ".join(g.table.place(d) for d in dests)
            home = any(_kind(d) is PileKind.FOUNDATION for d in dests)
            tail = " Click it again to send it home." if home else ""
            self.set_status(
                f"Selected {moving} from {src}: it may go to {where} (outlined in green).{tail}",
                "info",
            )
        else:
            self.set_status(
                f"Selected {moving} from {src}: it has no legal move now "
                "(click a pile to see why, or Clear selection).",
                "info",
            )

    # ----- clicks ------------------------------------------------------------------------------
    def _count(self, pile: str, index: int) -> int:
        """How many cards a click on card ``index`` of ``pile`` picks up: that card and
        every card shown on it."""
        return max(1, len(self.zones[pile].buttons) - index)

    def can_select(self, zone: str, index: int) -> bool:
        if zone == "s":  # the pack's next card, where it may go straight to a place
            return bool(self.patience.moves_from("s"))
        return bool(self.zones[zone].buttons)

    def targets(self, src: str, count: int = 1) -> list[str]:
        """Every pile a click may send ``count`` cards of ``src`` to
        (:meth:`~cardlib.patience.engine.PatienceGame.moves_from`)."""
        return list(self.patience.moves_from(src, count))

    def on_card(self, zone: str, index: int) -> None:
        g = self.patience
        self.hint_move = None
        selected = self.selection.selected
        if zone == "s":
            if selected is None and g.stock_move() is None and g.moves_from("s"):
                self.selection.click("s", 0)
                return
            self.selection.clear()
            self._stock()
            return
        if selected is None:
            if not self.zones[zone].buttons:
                self._clear_marks()
                words = g.table.place(zone)
                self.set_status(
                    f"{words[:1].upper()}{words[1:]} is empty: select a card first, then "
                    "click here to move it.",
                    "info",
                )
                return
            err = g.why_fixed(zone)
            if err is not None:
                self._clear_marks()
                self.set_status(f"Not allowed ({err.rule}): {err}", "error")
                return
            self.selection.click(zone, index)
            return
        if selected == (zone, index):
            self._send_home(zone, index)
            return
        if selected[0] == zone:
            # another card of the same pile: select that one instead
            self.selection.clear()
            self.selection.click(zone, index)
            return
        self.selection.click(zone, index)

    def move_for(self, source: tuple[str, int], target: tuple[str, int]) -> Move | str | None:
        return self._move_for(source, target)

    def _move_for(self, source: tuple[str, int], target: tuple[str, int]) -> Move:
        """The move a click on ``target`` plays with ``source`` selected: the legal one
        there, else the plain transfer (played, it is refused with the reason)."""
        pile, index = source
        count = self._count(pile, index)
        move = self.patience.moves_from(pile, count).get(target[0])
        return move if move is not None else self.patience.move_for(pile, target[0], count)

    def _on_target(self, source: tuple[str, int], target: tuple[str, int]) -> None:
        self._play_described(self._move_for(source, target))

    def _home_move(self, pile: str, count: int) -> Move | None:
        """The legal move a click sends ``count`` cards of ``pile`` home with, if any."""
        moves = self.patience.moves_from(pile, count)
        return next((m for d, m in moves.items() if _kind(d) is PileKind.FOUNDATION), None)

    def _send_home(self, pile: str, index: int) -> None:
        g = self.patience
        self.selection.clear()
        count = self._count(pile, index)
        move = self._home_move(pile, count)
        if move is not None:
            self._play_described(move)
            return
        err = g.why_not(g.move_for(pile, "f", count))
        self.set_status(f"Selection cleared. ({err})", "info")

    # ----- actions -----------------------------------------------------------------------------
    def _play_described(self, move: Move) -> bool:
        """Play one move and say what it did (the text is taken before the move)."""
        g = self.patience
        try:
            text = g.describe(move)
        except (KeyError, IndexError, ValueError):
            text = str(move)

        def act(game: Game) -> str:
            game.play(move)
            return f"{text[:1].upper()}{text[1:]}."

        return self.run_action(act)

    def run_action(self, action: Callable[[Game], str | None]) -> bool:
        before = len(self.game.history)
        self.selection.clear()
        ok = super().run_action(action)
        if ok and not self._redoing and len(self.game.history) != before:
            self._redo.clear()
            self.buttons["redo"].disabled = True
        return ok

    def _stock(self) -> None:
        g = self.patience
        move = g.stock_move()
        if move is not DEAL:
            self._play_described(move if move is not None else DEAL)
            return

        def act(game: Game) -> str:
            game.play(DEAL)
            g = _patience(game)
            waste = g.layout()[1]
            stock = g.table.place("s")
            if not waste.cards:
                return ""
            return f"Turned {stock}: {waste.cards[-1]} is on {waste.words}."

        self.run_action(act)

    def _home(self) -> None:
        selected = self.selection.selected
        if selected is None:
            self.set_status("Select a card first, then press Home.", "error")
            return
        pile, index = selected
        self.selection.clear()
        count = self._count(pile, index)
        self._play_described(
            self._home_move(pile, count) or self.patience.move_for(pile, "f", count)
        )

    def _auto(self) -> None:
        def act(game: Game) -> str:
            played = _patience(game).autoplay()
            return f"{plural(len(played), 'card')} sent home safely." if played else ""

        if not self.patience.safe_home_moves():
            self.set_status(
                "No card can go home safely now (a card still in play could need it).", "info"
            )
            return
        self.run_action(act)

    def _stop(self) -> None:
        self.play(STOP)

    def _hint(self) -> None:
        g = self.patience
        self.selection.clear()
        self._clear_marks()
        advice = self.adviser.hint(g)
        move = advice.move
        self.hint_move = move
        if move is None:
            self.set_status(
                "No move looks useful now: Undo to try another way, or Give up.", "info"
            )
            return
        path = g.click_path(move)
        if path is None:  # made by clicking the stock
            self._mark(self._button_for("s"), HINT_CLASS)
        else:
            src, dst, count = path
            index = max(0, len(self.zones[src].buttons) - count)
            self._mark(self._button_for(src, index), HINT_CLASS)
            self._mark(self._button_for(dst), HINT_CLASS)
        text = g.describe(move)
        if advice.source == "solver":
            self.set_status(f"Hint: {text} (this keeps a win).", "info")
        elif advice.verdict == "lost":
            self.set_status(
                f"Hint: {text}. This game can no longer be won (the solver proved it): "
                "this is the simple computer player's choice.",
                "info",
            )
        else:
            self.set_status(
                f"Hint: {text}. The solver found no win in time: this is the simple "
                "computer player's choice.",
                "info",
            )

    # ----- the solver's buttons ------------------------------------------------------------
    @property
    def winnable_only(self) -> bool:
        """Whether *New deal* deals only deals proved winnable."""
        return bool(self.winnable_toggle.value)

    @winnable_only.setter
    def winnable_only(self, value: bool) -> None:
        self.winnable_toggle.value = value

    def _check(self) -> None:
        self.selection.clear()
        self._clear_marks()
        answer = self.adviser.check(self.patience)
        kind = {"winnable": "ok", "lost": "error"}.get(answer.verdict, "info")
        self.set_status(answer.text, kind)

    def _show_win(self) -> None:
        g = self.patience
        self.selection.clear()
        self._clear_marks()
        line = self.adviser.known_line(g) if self.showing_win else None
        if not line:
            line = self.adviser.win_line(g)
            if not line:
                self.showing_win = False
                said = self.adviser.check(g).text
                self.set_status(
                    f"Show a win found no winning line in the time it has. {said}", "info"
                )
                return
            self.showing_win = True
            self.set_status(
                f"A win in {plural(len(line), 'move')} from here: press Next move to play each "
                "move of it, Undo to take one back.",
                "ok",
            )
            return
        total = len(line)
        self._play_described(line[0])
        if self.showing_win and self.adviser.known_line(g) is not None:
            self.set_status(
                f"{self.status_text} ({plural(total - 1, 'move')} left of the win.)",
                "over" if g.is_over else "ok",
            )

    def _play_win(self) -> None:
        """Play the rest of the shown winning line as one action."""
        line = self.adviser.known_line(self.patience) if self.showing_win else None
        if not line:
            self.showing_win = False
            self.set_status("Press Show a win first: there is no win shown to play.", "error")
            return

        def act(game: Game) -> str:
            for move in line:
                game.play(move)
            return f"Played the {plural(len(line), 'move')} left of the win."

        self.run_action(act)

    @property
    def showing_win(self) -> bool:
        """Whether a winning line is on show: then *Show a win* reads *Next move*, and
        *Play the win* is visible."""
        return self._showing_win

    @showing_win.setter
    def showing_win(self, value: bool) -> None:
        self._showing_win = value
        self.buttons["win"].description = "Next move" if value else "Show a win"
        self.looks.restyle(self.buttons["rest"], display=None if value else "none")

    def _sync_win(self) -> None:
        """*Next move* reads *Show a win* again once the game leaves the shown line."""
        if self.showing_win:
            line = self.adviser.known_line(self.patience)
            if not line:
                self.showing_win = False

    def _undo(self) -> None:
        history = self.game.history
        moves: list[Move] = []
        if history:
            n = self._action_sizes[-1] if self._action_sizes else 1
            moves = list(history[-max(1, min(n, len(history))) :])
        super()._undo()
        if moves:
            self._redo.append(moves)
            self.buttons["redo"].disabled = False
            self.set_status(self.status_text + " Redo plays it again.", "info")

    def _redo_action(self) -> None:
        if not self._redo:
            self.set_status("Nothing to redo: Redo plays again what Undo took back.", "error")
            return
        moves = self._redo.pop()

        def act(game: Game) -> str:
            for m in moves:
                game.play(m)
            return f"Redone: {plural(len(moves), 'move')} played again."

        self._redoing = True
        try:
            self.run_action(act)
        finally:
            self._redoing = False
        self.buttons["redo"].disabled = not self._redo

    def _new_deal(self) -> None:
        if not self.winnable_only:
            super()._new_deal()
            return
        old = self.patience
        opts = old.non_default_options
        seed = next_winnable_seed(old.id, old.seed if old.position is None else None, opts)
        if seed is None:
            super()._new_deal()
            self.set_status(
                f"No deal of {old.info.name} is known to be winnable yet (the solver's runs "
                f"decided none): this is a random deal, {self.game.deal_code}.",
                "info",
            )
            return
        known = len(winnable_seeds(old.id, opts))
        game = new_game(old.id, seed=seed, position=None, **opts)
        self.set_game(
            game,
            f"Deal {game.deal_code}: one of the {known} seeded deals the solver proved "
            f"winnable. {self.how_text()}",
        )

    def set_game(self, game: Game, message: str | None = None) -> None:
        _patience(game)
        self._redo.clear()
        self.adviser.forget()
        if "win" in self.buttons:
            self.showing_win = False
        self.hint_move = None
        self._game = game
        shape = self._shape(_patience(game))
        if shape != self._built:
            self._build_piles(shape)
        else:  # as _build_piles would set them: the stock's label counts its cards
            g = _patience(game)
            self._show_deal_button()
            for p in g.layout():
                if p.kind is PileKind.STOCK:
                    self.slots[p.name].tooltip = f"{p.label} (empty)"
        self._shown.clear()
        super().set_game(game, message)

    def accepts(self, game: Game) -> bool:
        return isinstance(game, PatienceGame) and super().accepts(game)

    # ----- test API ------------------------------------------------------------------------------
    def click_card(self, zone: str, index: int) -> None:
        """Click card ``index`` (from the bottom) of pile ``zone``; on an empty pile, index 0
        clicks the empty place. Foundations and the waste show their top card only (index 0)."""
        z = self.zones.get(zone)
        if z is not None and not z.buttons and index == 0:
            self.slots[zone].click()
            return
        super().click_card(zone, index)

    def click_pile(self, name: str) -> None:
        """Click the top card of pile ``name`` (or its empty place)."""
        z = self.zones[name]
        self.click_card(name, max(0, len(z.buttons) - 1))


def _kind(name: str) -> PileKind:
    return parse_pile_name(name)[0]


def patience_demo(
    game_id: str = "forty-thieves",
    seed: int | None = None,
    *,
    position: dict[str, Any] | None = None,
    width: int = 720,
    winnable_only: bool = True,
    adviser: Adviser | None = None,
    **options: object,
) -> PatienceWidget:
    """A patience table for the book: ``patience_demo("indian", seed=3)``.

    Options are the game's (``supermove=True``, ``preset="traditional"``, ...);
    ``seed=None`` deals the first seed proved winnable when ``winnable_only`` (else, or
    when none is known, a random deal); a given ``seed`` deals exactly that deal;
    ``position`` starts from a hand-made position.
    """
    if seed is None and position is None and winnable_only:
        defaults = new_game(game_id, seed=1, position=None, **options)
        seed = next_winnable_seed(game_id, None, defaults.non_default_options)
    game = new_game(game_id, seed=seed, position=position, **options)
    return PatienceWidget(
        _patience(game), width=width, winnable_only=winnable_only, adviser=adviser
    )
