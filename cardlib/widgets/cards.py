"""Clickable cards for the widget tables: ``CardButton``, ``CardStyles``, ``Selection``.

How a card is drawn and clicked, and why this way
-------------------------------------------------
A card is an ordinary ``ipywidgets.Button`` with an empty description, the card's name as
its ``tooltip`` and one CSS class per picture (``cardlib-card-qh``, ``cardlib-card-back``). One
``ipywidgets.HTML`` per game widget (:class:`CardStyles`) holds a ``<style>`` block that
gives each class its picture as a ``background-image`` (a ``data:`` URI of the SVG from
:func:`cardlib.render.card_svg`), sized to the button.

Why: ipywidgets has exactly one clickable widget that needs no custom JavaScript, the
Button, and a Button cannot show an image. Its front-end view (``ButtonView`` in
``@jupyter-widgets/controls`` 5, used by JupyterLab and by ``@jupyter-widgets/html-manager``
in a static export alike) renders the widget as the ``<button>`` element itself, puts
``_dom_classes`` on that element, and sets its ``title`` from ``tooltip``; with no
description and no icon the button is empty, so its accessible name is the title, i.e. the
card's name. The ``HTML`` widget's view sets ``innerHTML`` from ``value`` without a
sanitizer, and a ``<style>`` element inserted that way applies to the whole page (scripts
would not run, styles do). Both facts hold in JupyterLab, Notebook 7, Voilà, the static
HTML export and JupyterLite, so the same widget state shows the same cards everywhere.
The rules are content-addressed (a class name names a picture, and the rule for a name is
always the same; the button's layout gives the size), so several widgets on one page never
conflict. Alternatives rejected: ``ipywidgets.Image`` and ``HTML`` cannot be clicked; an
``HTML`` button with an ``onclick`` needs JavaScript, which static pages and sanitized
outputs strip; a custom anywidget needs an extra package in Pyodide.

Only the pictures in use get a rule, so the style block stays small (about 7 kB per card).

Selection: :class:`Selection` remembers one selected card (zone and index); a click on a
card selects it, a click on another card or zone asks the game widget to act (move from the
selection to the target), ``clear()`` is the Escape-equivalent button.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets as widgets

from cardlib.cards import Card
from cardlib.render import CARD_HEIGHT, CARD_WIDTH, back_svg, card_data_uri, card_svg
from cardlib.widgets.keys import mark_pile
from cardlib.widgets.looks import Looks
from cardlib.widgets.pool import renew

__all__ = ["SHARED_CSS", "CardButton", "CardStyles", "CardZone", "Selection", "color"]

CardCallback = Callable[[str, int], object]
CardLook = tuple[dict[str, str], tuple[str, ...]]
"""How one card of a zone is drawn beyond its picture: layout values (``height`` ...) that
differ from a whole card's, and extra CSS classes (say, the card peeks from under the next)."""
SELECTED_CLASS = "cardlib-selected"
"""CSS class of a selected card button."""


def _class_name(card: Card | None) -> str:
    key = "back" if card is None else card.short.lower()
    return f"cardlib-card-{re.sub(r'[^a-z0-9]', '', key)}"


SHARED_CSS = (
    # Keyboard focus: a 3 px ring, 3:1 or more against the page in both themes.
    ".jupyter-widgets.jupyter-button:focus-visible{"
    "outline:3px solid var(--cardlib-focus,#1a5fb4) !important;outline-offset:1px !important;"
    "z-index:2}"
    # Touch screens: buttons 44 px tall (not the cards and the piles' empty places, which
    # are as large as the table allows).
    "@media (pointer:coarse){.jupyter-widgets.jupyter-button"
    ':not([class*="cardlib-card-"]):not([class*="cardlib-slot-"]){'
    "min-height:44px !important}}"
    # A chapter's app: the tab's panel keeps narrow margins, so the game fits a laptop.
    ".cardlib-chapter-app .widget-tab-contents{padding:8px 12px !important}"
    # and its lines of words are as tall as their words (not a 28 px control row each)
    ".cardlib-chapter-app .widget-html{height:auto;min-height:0}"
    ".cardlib-chapter-app .widget-html>.widget-html-content{line-height:1.45;height:auto;"
    "align-self:center}"
    # Coloured buttons (ipywidgets' button_style): darker fills than JupyterLab's, so their
    # labels keep 4.5:1 or more (the stock info teal is 3.5:1, success green 2.8:1).
    # The labels are white in both themes (JupyterLab's dark theme makes them near black).
    ".jupyter-widgets.jupyter-button:is(.mod-primary,.mod-success,.mod-info,.mod-warning,"
    ".mod-danger){color:#fff}"
    ".jupyter-widgets.jupyter-button.mod-primary{background-color:#1565c0}"
    ".jupyter-widgets.jupyter-button.mod-success{background-color:#2e7d32}"
    ".jupyter-widgets.jupyter-button.mod-info{background-color:#00707c}"
    ".jupyter-widgets.jupyter-button.mod-warning{background-color:#a84d00}"
    ".jupyter-widgets.jupyter-button.mod-danger{background-color:#c62828}"
    # Dark theme (JupyterLab's, or the book's passed to the live app): the widgets' colours.
    'html[data-cardlib-theme="dark"],body[data-jp-theme-light="false"]{'
    "--cardlib-ink:#e8e8e8;--cardlib-muted:#c4c4c4;--cardlib-ok:#7fdc9b;"
    "--cardlib-error:#ff9b94;--cardlib-over:#f2c94c;--cardlib-focus:#8ab4f8}"
)
"""CSS every game widget carries (in its :class:`CardStyles` block): the focus ring, touch
target sizes, a chapter app's panel margins, coloured buttons with readable labels, and
the dark theme's values of the ``--cardlib-*`` colours the widgets use (each with its
light value as the fallback, so a page without this CSS shows them light)."""


def color(name: str, light: str) -> str:
    """A CSS colour that is ``light`` unless the dark theme sets ``--cardlib-<name>``.

    >>> color("ink", "#222")
    'var(--cardlib-ink,#222)'
    """
    return f"var(--cardlib-{name},{light})"


_RULES: dict[str, str] = {}
"""The CSS rule of each picture's class, made once (a picture never changes)."""


def _rule(name: str, card: Card | None) -> str:
    """The rule giving class ``name`` the picture of ``card`` (``None``: a back)."""
    rule = _RULES.get(name)
    if rule is None:
        svg = back_svg() if card is None else card_svg(card)
        rule = _RULES[name] = (
            f".jupyter-widgets.jupyter-button.{name}{{"
            f"background-image:url('{card_data_uri(svg)}') !important;"
            "background-size:100% 100% !important;background-repeat:no-repeat;"
            "background-color:transparent !important;padding:0 !important;"
            "border-radius:5px}"
        )
    return rule


class CardStyles:
    """One ``<style>`` block (an ``ipywidgets.HTML``) with a CSS class per card picture.

    Put :attr:`widget` once in the game widget's layout; ask :meth:`class_for` for the class
    of each card shown. New pictures are added to the block as they are first needed.
    ``looks`` (shared by the buttons) gives the block its layout and style. While
    :meth:`held`, new pictures are added to the block once, at the end (a table shows dozens
    of new pictures at once, and each change sends the whole block to the page).
    """

    def __init__(self, looks: Looks | None = None) -> None:
        self._rules: dict[str, str] = {}
        self._holds = 0
        self._stale = False
        self.looks = looks or Looks()
        self.widget: Any = self.looks.make(
            widgets.HTML,
            value=self._block(),
            layout={"height": "0px", "margin": "0", "overflow": "hidden"},
        )

    def class_for(self, card: Card | None) -> str:
        """The CSS class showing ``card`` (``None``: a card back) at the button's size."""
        name = _class_name(card)
        if name not in self._rules:
            self._rules[name] = _rule(name, card)
            self._stale = True
            if not self._holds:
                self._emit()
        return name

    @contextmanager
    def held(self) -> Iterator[None]:
        """Within this block, pictures asked for are added to the style block once, when it
        ends.

        >>> from cardlib.cards import Card
        >>> styles = CardStyles()
        >>> with styles.held():
        ...     _ = styles.class_for(Card.parse("QH")), styles.class_for(None)
        ...     styles.widget.value.count("background-image")
        0
        >>> styles.widget.value.count("background-image")
        2
        """
        self._holds += 1
        try:
            yield
        finally:
            self._holds -= 1
            if not self._holds and self._stale:
                self._emit()

    @property
    def classes(self) -> list[str]:
        """The class names defined so far."""
        return list(self._rules)

    def _block(self) -> str:
        selected = (
            f".jupyter-widgets.jupyter-button.{SELECTED_CLASS}{{"
            "outline:3px solid #1a73e8 !important;outline-offset:-3px;"
            "box-shadow:0 0 0 2px #fff,0 0 6px 2px #1a73e8 !important}"
        )
        return "<style>" + selected + "".join(self._rules.values()) + SHARED_CSS + "</style>"

    def _emit(self) -> None:
        self._stale = False
        self.widget.value = self._block()


class CardButton:
    """A clickable card: an ``ipywidgets.Button`` (:attr:`button`) painted by CSS.

    ``zone`` and ``index`` say where the card lies; clicking calls every ``on_card``
    callback with ``(zone, index)``. ``card=None`` or ``face_down=True`` shows a back;
    ``look`` (a :data:`CardLook`) changes its size and adds CSS classes. The button is made
    as it will be shown (every message to the page costs time), and its layout and style are
    shared ones (``styles.looks``): to size one card, use :meth:`resize`.
    """

    def __init__(
        self,
        card: Card | None,
        *,
        zone: str,
        index: int,
        styles: CardStyles,
        face_down: bool = False,
        scale: float = 0.8,
        look: CardLook = ({}, ()),
    ) -> None:
        self.zone = zone
        self.index = index
        self.styles = styles
        self._selected = False
        self._callbacks: list[CardCallback] = []
        self.button: Any = styles.looks.make(
            widgets.Button, **self._state(card, face_down, scale, look)
        )
        self.button.on_click(lambda _b: self._clicked())

    def _state(
        self, card: Card | None, face_down: bool, scale: float, look: CardLook
    ) -> dict[str, Any]:
        """The button's state showing ``card`` so (and the attributes that say so)."""
        self.card, self.face_down, self.scale, self.extra = card, face_down, scale, look[1]
        return {
            "description": "",
            "tooltip": self.name,
            "_dom_classes": (self.styles.class_for(None if face_down else card), *look[1]),
            "layout": {**self._layout(scale), **look[0]},
        }

    def renew(
        self,
        card: Card | None,
        *,
        zone: str,
        index: int,
        face_down: bool = False,
        scale: float,
        look: CardLook = ({}, ()),
    ) -> None:
        """Show ``card`` at ``index`` of ``zone``, in the state of a new button made so (the
        same styles; no ``on_card`` callbacks): a :class:`CardZone` reuses spare buttons."""
        self.zone, self.index, self._selected = zone, index, False
        self._callbacks = []
        state = self._state(card, face_down, scale, look)
        renew(self.button, **self.styles.looks.shared(widgets.Button, state))

    @staticmethod
    def _layout(scale: float) -> dict[str, str]:
        """The layout of a new card button at ``scale``."""
        return {
            "width": f"{round(CARD_WIDTH * scale)}px",
            "height": f"{round(CARD_HEIGHT * scale)}px",
            "margin": "2px",
            "padding": "0",
        }

    def resize(self, **layout: str) -> None:
        """Change the button's size or margins (``height="20px"``, ...): it is given the
        shared layout with these values."""
        self.styles.looks.restyle(self.button, **layout)

    @property
    def name(self) -> str:
        """The accessible name (also the tooltip): the card's name or "face-down card"."""
        if self.card is None or self.face_down:
            return f"face-down card ({self.zone} {self.index + 1})"
        return self.card.name

    def set_card(
        self, card: Card | None, *, face_down: bool = False, look: CardLook | None = None
    ) -> None:
        """Show another card (or a back) on this button (``look``: its new size and extra
        classes; ``None``: as it is)."""
        old = _class_name(None if self.face_down else self.card)
        old_extra = self.extra
        self.card, self.face_down = card, face_down
        if look is not None:
            self.extra = look[1]
            if look[0]:
                self.resize(**look[0])
        new = self.styles.class_for(None if face_down else card)
        classes = self.button._dom_classes
        # The picture's class, then the extra ones, come first, as on a new button: a
        # reused button then has exactly the classes, in the same order, of a new one.
        drop = {old, new, *old_extra, *self.extra}
        want = (new, *self.extra, *(c for c in classes if c not in drop))
        if want != classes:
            self.button._dom_classes = want
        self.button.tooltip = self.name

    @property
    def selected(self) -> bool:
        """True when the card is highlighted as selected."""
        return self._selected

    @selected.setter
    def selected(self, value: bool) -> None:
        self._selected = bool(value)
        if self._selected:
            self.button.add_class(SELECTED_CLASS)
        else:
            self.button.remove_class(SELECTED_CLASS)

    def on_card(self, callback: CardCallback) -> None:
        """Call ``callback(zone, index)`` when the card is clicked."""
        self._callbacks.append(callback)

    def click(self) -> None:
        """Click the card as a user would (runs the button's click handlers)."""
        self.button.click()

    def _clicked(self) -> None:
        for callback in self._callbacks:
            callback(self.zone, self.index)


class CardZone:
    """A row of :class:`CardButton` for one zone (a pile, a hand, a trick).

    :attr:`box` is the ``ipywidgets.HBox`` to place in a layout (``box``: one made by the
    caller, in the state it should have; ``head`` and ``tail``: widgets it shows before and
    after the cards, such as a pile's label and its empty place). :meth:`show` updates the
    cards, reusing buttons; every click goes to ``on_card(zone, index)``. Zones given one
    ``spare`` list (of the same ``styles`` and ``on_card``) put there the buttons they no
    longer need and take from it before making new ones.
    """

    def __init__(
        self,
        zone: str,
        styles: CardStyles,
        on_card: CardCallback,
        *,
        scale: float = 0.8,
        box: Any = None,
        spare: list[CardButton] | None = None,
        head: tuple[Any, ...] = (),
        tail: tuple[Any, ...] = (),
    ) -> None:
        self.zone = zone
        self.head = head
        self.tail = tail
        self.styles = styles
        self.scale = scale
        self._on_card = on_card
        self._spare = spare
        self.buttons: list[CardButton] = []
        if box is None:
            box = styles.looks.make(widgets.HBox, layout={"flex_flow": "row wrap"})
        self.box: Any = mark_pile(box, zone)  # the arrow keys move along it

    def show(
        self,
        cards: list[Card | None],
        face_down: list[bool] | None = None,
        looks: list[CardLook] | None = None,
    ) -> None:
        """Show ``cards`` (``None`` or a true ``face_down`` flag: a back; ``looks``: each
        card's size and extra classes, see :data:`CardLook`)."""
        flags = face_down or [False] * len(cards)
        each: list[CardLook] = looks or [({}, ())] * len(cards)
        n = len(self.buttons)
        while len(self.buttons) < len(cards):
            index = len(self.buttons)
            card = cards[index]
            down = flags[index] or card is None
            if self._spare:
                b = self._spare.pop()
                b.renew(
                    card,
                    zone=self.zone,
                    index=index,
                    face_down=down,
                    scale=self.scale,
                    look=each[index],
                )
            else:
                b = CardButton(
                    card,
                    zone=self.zone,
                    index=index,
                    styles=self.styles,
                    face_down=down,
                    scale=self.scale,
                    look=each[index],
                )
            b.on_card(self._on_card)
            self.buttons.append(b)
        if self._spare is not None:
            self._spare.extend(reversed(self.buttons[len(cards) :]))
        del self.buttons[len(cards) :]
        for i in range(min(n, len(cards))):  # the buttons made above show their card already
            card = cards[i]
            self.buttons[i].set_card(card, face_down=flags[i] or card is None, look=each[i])
        self.box.children = (*self.head, *(b.button for b in self.buttons), *self.tail)

    def mark(self, index: int | None) -> None:
        """Highlight the card at ``index`` only (``None``: no card)."""
        for b in self.buttons:
            b.selected = b.index == index


class Selection:
    """Click to select, click to act.

    The first click on a card selects it (if ``can_select(zone, index)`` allows); clicking
    it again deselects it; clicking anything else calls ``on_target(source, target)`` with
    the selected ``(zone, index)`` and the clicked one, then clears the selection.
    ``on_change(selected)`` is told every change, to update the highlight.
    """

    def __init__(
        self,
        *,
        on_target: Callable[[tuple[str, int], tuple[str, int]], None] | None = None,
        can_select: Callable[[str, int], bool] | None = None,
        on_change: Callable[[tuple[str, int] | None], None] | None = None,
    ) -> None:
        self.selected: tuple[str, int] | None = None
        self.on_target = on_target
        self.can_select = can_select
        self.on_change = on_change

    def click(self, zone: str, index: int) -> str:
        """Handle a click; returns what happened: "selected", "cleared", "target", "ignored"."""
        here = (zone, index)
        if self.selected is None:
            if self.can_select is not None and not self.can_select(zone, index):
                return "ignored"
            self._set(here)
            return "selected"
        if self.selected == here:
            self.clear()
            return "cleared"
        source = self.selected
        self._set(None)
        if self.on_target is not None:
            self.on_target(source, here)
        return "target"

    def clear(self) -> None:
        """Forget the selection (the Escape-equivalent button)."""
        self._set(None)

    def _set(self, value: tuple[str, int] | None) -> None:
        self.selected = value
        if self.on_change is not None:
            self.on_change(value)
