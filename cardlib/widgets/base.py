"""``GameWidget``: the plumbing every game table shares (no rules here).

A game widget holds one :class:`cardlib.Game` and an ``ipywidgets.VBox`` (:attr:`ui`):

* a title, the table area (:attr:`table`, filled by the subclass), an information line;
* a status line that says what the last action did, or which rule blocked it:
  ``"Not allowed: there is no tie to settle: turn up cards first"`` (the refusal itself,
  with its rule, is :attr:`GameWidget.refusal`);
* the subclass's play buttons, then Undo and New deal;
* a deal-code box with a Go button, and the current deal code.

Undo takes back one *widget action*, which may be many game moves ("to the end"): the
widget keeps a stack of move counts. New deal keeps the options and picks a fresh seed.
A deal code for another game is refused unless the widget accepts that game.

Everything can be driven without a browser, which is how the tests work::

    w.press("undo")          # any button, by name (see ``w.buttons``)
    w.enter_code("war:17")   # type a code and press Go
    w.click_card("hand", 2)  # click a card in a zone
    w.status_text, w.game    # read the result

Nothing here sleeps, starts threads or touches files, so it runs in Pyodide too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html import escape, unescape
from typing import Any

import ipywidgets as widgets

from cardlib.checks import quoted
from cardlib.game import Game, IllegalMove, Move
from cardlib.registry import fresh_seed, from_deal_code, new_game
from cardlib.speech import table_words
from cardlib.widgets.announcer import Announcer
from cardlib.widgets.cards import CardButton, CardStyles, CardZone, Selection, color
from cardlib.widgets.keys import CARD_KEYS, COMMON_KEYS, KeyHelp, mark_table
from cardlib.widgets.looks import Looks

__all__ = ["STATUS_CLASS", "GameWidget"]

#: The class of every widget's status line, the element that stays in the page while its
#: text changes. What a screen reader says is its twin in words, the widget's live line
#: (:class:`~cardlib.widgets.announcer.Announcer`, WCAG 4.1.3).
STATUS_CLASS = "cardlib-status-line"

_STATUS_COLORS = {
    "info": color("ink", "#222"),
    "ok": color("ok", "#1d5c2e"),
    "error": color("error", "#a4161a"),
    "over": color("over", "#6b4e00"),
}
_TAGS = re.compile(r"<[^>]+>")


class GameWidget:
    """Base class of the game tables. Subclasses add buttons and fill the table.

    Hooks for subclasses: :meth:`build` (add play buttons with :meth:`add_button` and
    widgets to :attr:`table`), :meth:`update_table` (redraw from :attr:`game`),
    :meth:`info_text` (the information line), :meth:`over_text`, and for clickable cards
    :meth:`move_for` (which move a click on ``target`` after selecting ``source`` means).
    """

    #: Shown when there is nothing better to say.
    ready_text = "Your move."

    def __init__(
        self,
        game: Game,
        *,
        title: str | None = None,
        game_ids: Iterable[str] | None = None,
        allow_other_games: bool = False,
    ) -> None:
        self._game = game
        self.game_ids: tuple[str, ...] = tuple(game_ids) if game_ids else (game.id,)
        self.allow_other_games = allow_other_games
        self._action_sizes: list[int] = []
        #: The last action's refusal (the engine's ``IllegalMove``, with its rule), or
        #: ``None`` when the last action was played.
        self.refusal: IllegalMove | None = None
        self._status_plain = ""
        self.buttons: dict[str, Any] = {}
        self._handlers: dict[str, Callable[[], None]] = {}
        self._play_buttons: list[str] = []
        self._row_names: list[str] = []
        self.aliases: dict[str, str] = {}
        self.zones: dict[str, CardZone] = {}
        #: The layouts and styles the widget's parts share (make parts with ``looks.make``;
        #: change a part's layout with ``looks.restyle``).
        self.looks = Looks()
        make = self.looks.make
        self.card_styles = CardStyles(self.looks)
        self.selection = Selection(
            on_target=self._on_target, can_select=self.can_select, on_change=self._on_select
        )

        self.title: Any = make(
            widgets.HTML,
            value=f'<div style="font-size:1.15em;font-weight:bold">'
            f"{escape(title or game.info.name)}</div>",
        )
        self.table: Any = mark_table(make(widgets.VBox))  # the arrow keys move in it
        self.info: Any = make(widgets.HTML, value="")
        # The status line, for the eye; its words go to the live line too, the region a
        # screen reader speaks (one element that stays in the page: the live app's script
        # marks it role="status", as ipywidgets sets no ARIA role).
        self.status: Any = make(widgets.HTML, value="")
        self.status.add_class(STATUS_CLASS)
        self.announcer = Announcer(self.looks)
        self.code_label: Any = make(widgets.HTML, value="")
        self.code_box: Any = make(
            widgets.Text,
            value="",
            placeholder=f"e.g. {game.id}:17",
            description="Deal code:",
            tooltip="Type a deal code (game:seed) and press Go to play that deal",
            style={"description_width": "initial"},
            layout={"width": "260px"},
        )

        self.build()
        self.add_button("undo", "Undo", "Take back the last action", self._undo, play=False)
        self.add_button(
            "new",
            "New deal",
            "Deal again with a new seed (same options)",
            self._new_deal,
            play=False,
        )
        self.add_button(
            "go", "Go", "Play the deal whose code is in the box", self._go, play=False, row=False
        )
        self.add_button(
            "clear",
            "Clear selection",
            "Forget the selected card (like Escape)",
            self._clear_selection,
            play=False,
            row=False,
            classes=("cardlib-clear-selection",),  # the live app's Escape key presses it
        )
        self.add_button(
            "read",
            "Read the table",
            "Say the whole position in words: every pile, hand or line (for a screen reader)",
            self._read_table,
            play=False,
            row=False,
            # the live app keeps it out of sight until it has the focus (live-app.css)
            classes=("cardlib-read-table",),
        )
        row = [self.buttons[n] for n in self._row_names]
        code_row = [self.code_box, self.buttons["go"], self.code_label, self.buttons["read"]]
        if self.zones:
            row.append(self.buttons["clear"])
        #: The row of play buttons (Undo and New deal close it; it wraps on a phone).
        self.button_row: Any = make(widgets.HBox, children=row, layout={"flex_flow": "row wrap"})
        self.ui: Any = make(
            widgets.VBox,
            children=[
                self.card_styles.widget,
                self.title,
                self.table,
                self.info,
                self.status,
                self.button_row,
                make(
                    widgets.HBox,
                    children=code_row,
                    layout={"align_items": "center", "flex_flow": "row wrap"},
                ),
                self.announcer.line,
            ],
            layout={"max_width": "720px"},
        )
        self.refresh()
        self._show_start()

    # ----- to override ------------------------------------------------------------------
    def build(self) -> None:
        """Add play buttons (:meth:`add_button`) and fill :attr:`table`. Called once."""

    def update_table(self) -> None:
        """Redraw the table from :attr:`game`. Called after every change."""

    def info_text(self) -> str:
        """The information line under the table (plain text)."""
        return ""

    def start_text(self) -> str:
        """The status line for a fresh deal."""
        return f"Deal {self.game.deal_code}. {self.ready_text}"

    def over_text(self) -> str:
        """The status line once the game is over."""
        return f"Game over: {self.game.outcome}. Press New deal for another game."

    def can_select(self, zone: str, index: int) -> bool:
        """Whether a click on this card may start a move (default: any card)."""
        return True

    def move_for(self, source: tuple[str, int], target: tuple[str, int]) -> Move | str | None:
        """The move meant by selecting ``source`` then clicking ``target`` (or ``None``)."""
        return None

    def on_card(self, zone: str, index: int) -> None:
        """A card was clicked: by default, click to select, click again to act."""
        self.selection.click(zone, index)

    # ----- building blocks ----------------------------------------------------------------
    def add_button(
        self,
        name: str,
        description: str,
        tooltip: str,
        handler: Callable[[], None],
        *,
        icon: str = "",
        play: bool = True,
        row: bool = True,
        classes: tuple[str, ...] = (),
    ) -> Any:
        """Add a button; ``play`` buttons are disabled once the game is over.

        The built-in buttons use text only: an ``icon`` is a Font Awesome glyph, and the
        book's static pages ship no icon font (``_vendor/README.md``), so it would show as
        a box there. ``classes``: CSS classes of the button.
        """
        button = self.looks.make(
            widgets.Button,
            description=description,
            tooltip=tooltip,
            icon=icon,
            layout={"width": "auto"},
            _dom_classes=classes,
        )
        button.on_click(lambda _b: handler())
        self.buttons[name] = button
        self._handlers[name] = handler
        if play:
            self._play_buttons.append(name)
        if row:
            self._row_names.append(name)
        return button

    def add_zone(
        self,
        zone: str,
        *,
        scale: float = 0.8,
        box: Any = None,
        spare: list[CardButton] | None = None,
        head: tuple[Any, ...] = (),
        tail: tuple[Any, ...] = (),
    ) -> CardZone:
        """A row of clickable cards whose clicks go to :meth:`on_card` (``box``, ``spare``,
        ``head``, ``tail``: see :class:`~cardlib.widgets.cards.CardZone`)."""
        z = CardZone(
            zone,
            self.card_styles,
            self._card_clicked,
            scale=scale,
            box=box,
            spare=spare,
            head=head,
            tail=tail,
        )
        self.zones[zone] = z
        return z

    def set_status(self, text: str, kind: str = "info") -> None:
        """Show ``text`` (plain) in the status line; ``kind``: info, ok, error or over."""
        self._status_plain = text
        ink = _STATUS_COLORS.get(kind, _STATUS_COLORS["info"])
        weight = "bold" if kind in ("error", "over") else "normal"
        self.status.value = (
            f'<div class="cardlib-status cardlib-{kind}" '
            f'style="color:{ink};font-weight:{weight};min-height:1.4em;line-height:1.45">'
            f"{escape(text)}</div>"
        )
        self.announcer.say(text)

    def key_help(self) -> tuple[KeyHelp, ...]:
        """The keys that play this widget, as its demo lists them
        (:func:`cardlib.widgets.keys.keys_html`): :meth:`table_keys`, then the keys every
        table of cards has, then every demo's."""
        own = self.table_keys()
        return (*own, *(CARD_KEYS if self.zones else ()), *COMMON_KEYS)

    def table_keys(self) -> tuple[KeyHelp, ...]:
        """What the keys do in this widget's table (none: a table with nothing to press)."""
        return ()

    def table_text(self) -> str:
        """The whole position in words (:func:`cardlib.speech.table_words`), as *Read the
        table* shows and speaks it."""
        return table_words(self.game)

    def _read_table(self) -> None:
        self.set_status(self.table_text(), "info")

    # ----- the game ------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game on the table."""
        return self._game

    def set_game(self, game: Game, message: str | None = None) -> None:
        """Put another game on the table (undo starts afresh)."""
        self._game = game
        self._action_sizes.clear()
        self.selection.clear()
        self.refresh()
        self._show_start(message)

    def _show_start(self, message: str | None = None) -> None:
        """The status line of a game just put on the table: over already (a patience deal
        with no move at all), or ready."""
        self.set_status(message or self.start_text(), "over" if self.game.is_over else "info")

    def accepts(self, game: Game) -> bool:
        """Whether a deal code for ``game`` may be loaded here."""
        return self.allow_other_games or game.id in self.game_ids

    def refresh(self) -> None:
        """Redraw the table, the information line, the deal code and the buttons."""
        with self.card_styles.held():  # the new pictures in one message, not one each
            self.update_table()
        self.info.value = (
            f'<div style="color:{color("muted", "#444")}">{escape(self.info_text())}</div>'
        )
        self.code_label.value = (
            f'<span style="margin-left:8px">Current deal: '
            f"<code>{escape(self.game.deal_code)}</code></span>"
        )
        over = self.game.is_over
        for name in self._play_buttons:
            self.buttons[name].disabled = over
        self.buttons["undo"].disabled = not self.game.history

    def run_action(self, action: Callable[[Game], str | None]) -> bool:
        """Run one widget action: ``action(game)`` makes any number of moves.

        The moves count as one step for Undo. If a move is illegal, the moves already made
        by this action are taken back, the status line says why ("Not allowed: " and the
        engine's message, which names the rule; the refusal is kept in :attr:`refusal`), and
        ``False`` is returned. The action's return value, if any, becomes the status line.
        """
        game = self.game
        before = len(game.history)
        self.refusal = None
        try:
            message = action(game)
        except IllegalMove as err:
            self._rollback(before)
            self.refusal = err
            if err.rule == "game over" or game.is_over:
                self.set_status(self.over_text() + " (Nothing was played.)", "over")
            else:
                self.set_status(f"Not allowed: {err}", "error")
            self.refresh()
            return False
        except Exception as err:
            self._rollback(before)
            self.refresh()
            self.set_status(f"Something went wrong: {type(err).__name__}: {err}", "error")
            raise
        made = len(game.history) - before
        if made:
            self._action_sizes.append(made)
        self.refresh()
        if game.is_over:
            self.set_status(((message + " ") if message else "") + self.over_text(), "over")
        else:
            self.set_status(message or self.ready_text, "ok")
        return True

    def play(self, move: Move | str) -> bool:
        """Make one move through :meth:`run_action` (the move helper of every widget)."""

        def one(game: Game) -> str | None:
            game.play(move)
            return None

        return self.run_action(one)

    def _rollback(self, before: int) -> None:
        while len(self.game.history) > before:
            self.game.undo()

    # ----- handlers ----------------------------------------------------------------------
    def _undo(self) -> None:
        history = self.game.history
        if not history:
            self._action_sizes.clear()
            self.set_status("Nothing to undo: this is the start of the deal.", "error")
            return
        n = self._action_sizes.pop() if self._action_sizes else 1
        n = max(1, min(n, len(history)))
        for _ in range(n):
            self.game.undo()
        self.selection.clear()
        self.refresh()
        moves = "1 move" if n == 1 else f"{n} moves"
        self.set_status(f"Undone: {moves} taken back.", "info")

    def _new_deal(self) -> None:
        old = self.game
        seed = old.seed
        while seed == old.seed:
            seed = fresh_seed()
        self.set_game(new_game(old.id, seed=seed, position=None, **old.non_default_options))

    def _go(self) -> None:
        code = str(self.code_box.value).strip()
        if not code:
            self.set_status(
                f"Type a deal code such as {self.game.id}:17 in the box, then press Go.", "error"
            )
            return
        try:
            game = from_deal_code(code)
        except ValueError as err:
            self.set_status(f"Bad deal code: {err}; the current game goes on.", "error")
            return
        if not self.accepts(game):
            names = " or ".join(repr(i) for i in self.game_ids)
            self.set_status(
                f"The code {quoted(code)} is a deal of {game.info.name}, but this table plays "
                f"{names} codes; the current game goes on.",
                "error",
            )
            return
        self.code_box.value = ""
        self.set_game(game, f"Loaded deal {game.deal_code}. {self.ready_text}")

    def _clear_selection(self) -> None:
        self.selection.clear()
        self.set_status("Selection cleared.", "info")

    def _card_clicked(self, zone: str, index: int) -> None:
        self.on_card(zone, index)

    def _on_target(self, source: tuple[str, int], target: tuple[str, int]) -> None:
        move = self.move_for(source, target)
        if move is None:
            self.set_status("Nothing to do with that card there. Select a card again.", "error")
            return
        self.play(move)

    def _on_select(self, selected: tuple[str, int] | None) -> None:
        for name, zone in self.zones.items():
            zone.mark(selected[1] if selected is not None and selected[0] == name else None)
        if selected is not None:
            zone_name, index = selected
            z = self.zones.get(zone_name)
            what = z.buttons[index].name if z and index < len(z.buttons) else "card"
            self.set_status(
                f"Selected {what}: click where it should go (Clear selection to cancel).", "info"
            )

    # ----- test API --------------------------------------------------------------------------
    def press(self, name: str) -> None:
        """Press a button by name, as a click would (even if the button is disabled, so
        the handlers' own checks can be tested). Unknown names raise ``KeyError``."""
        name = self.aliases.get(name, name)
        if name not in self.buttons:
            known = ", ".join(sorted(self.buttons))
            raise KeyError(f"no button {name!r}: the buttons are {known}")
        self.buttons[name].click()

    def enter_code(self, code: str) -> None:
        """Type ``code`` in the deal-code box and press Go."""
        self.code_box.value = code
        self.press("go")

    def click_card(self, zone: str, index: int) -> None:
        """Click the card at ``index`` in ``zone``."""
        z = self.zones.get(zone)
        if z is None:
            self.on_card(zone, index)
            return
        if not 0 <= index < len(z.buttons):
            raise IndexError(f"zone {zone!r} has {len(z.buttons)} cards, not a card {index}")
        z.buttons[index].click()

    @property
    def status_text(self) -> str:
        """The status line as plain text."""
        return unescape(_TAGS.sub("", str(self.status.value)))

    # ----- display ---------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.ui._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.deal_code}>"
