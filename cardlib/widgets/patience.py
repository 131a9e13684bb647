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

Modules: :mod:`~cardlib.widgets.patience_geometry` (sizes and places, no widgets),
:mod:`~cardlib.widgets.patience_table` (building and drawing the table, the marks),
:mod:`~cardlib.widgets.patience_solver` (the solver's buttons), and this one (the clicks,
the play buttons, Undo and Redo, New deal, the status texts).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from cardlib.game import Game, Move
from cardlib.patience.advice import Adviser, next_winnable_seed
from cardlib.patience.engine import DEAL, STOP, PatienceGame
from cardlib.patience.piles import PileKind, parse_pile_name
from cardlib.registry import catalog, new_game
from cardlib.tables import plural
from cardlib.views.patience import (
    patience_counts_text as patience_counts_text,
)
from cardlib.widgets.cards import SELECTED_CLASS, CardButton
from cardlib.widgets.keys import KeyHelp
from cardlib.widgets.patience_geometry import SCOPE
from cardlib.widgets.patience_solver import SolverControls
from cardlib.widgets.patience_table import (
    APP_CLASS,
    TARGET_CLASS,
    as_patience,
)
from cardlib.widgets.pool import WidgetPool

__all__ = ["PatienceWidget", "patience_demo"]

ADVISER_BUDGET: dict[str, Any] = {"max_seconds": 2.0, "hint_seconds": 0.5}
"""The solver's budgets of a table made without an ``adviser``
(:class:`~cardlib.patience.advice.Adviser`'s arguments): about 2 s for *Winnable?* and
*Show a win*, half a second for *Hint*."""


class PatienceWidget(SolverControls):
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
        as_patience(game)
        self.adviser = adviser if adviser is not None else Adviser(**ADVISER_BUDGET)
        self._winnable_first = winnable_only
        self._showing_win = False
        self.width = width
        self._redo: list[list[Move]] = []
        self._redoing = False
        self._shown: dict[str, tuple[Any, ...]] = {}
        self.first: dict[str, int] = {}
        self._marks: list[tuple[Any, str]] = []
        self.hint_move: Move | None = None
        self._spare_cards: list[CardButton] = []
        self._parts: list[tuple[str, str, Any]] = []
        self._table_of = game.id
        family = [i.id for i in catalog() if i.family == game.info.family]
        super().__init__(game, title=title, game_ids=family or [game.id])
        self.looks.restyle(self.ui, max_width=f"{width}px")
        self.ui.add_class(APP_CLASS)
        # the solver's buttons and the switch close the row of play buttons (it wraps)
        row = self.button_row
        solver = ("check", "win", "rest")
        row.children = (*row.children, *(self.buttons[n] for n in solver), self.winnable_toggle)

    @property
    def moves(self) -> int:
        """Moves made so far (the move counter)."""
        return len(self.game.history)

    # ----- building ------------------------------------------------------------------------
    def build(self) -> None:
        self._pool = WidgetPool(self.looks)
        self.style = self.looks.make(
            widgets.HTML, value="", layout={"height": "0px", "margin": "0", "overflow": "hidden"}
        )
        self.banner = self.looks.make(widgets.HTML, value="")
        self.table.add_class(SCOPE)
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
        self._add_solver_buttons()

    def table_keys(self) -> tuple[KeyHelp, ...]:
        return (
            (
                "Up, Down",
                "move along a pile; past its end, to the pile above or below",
            ),
            ("Left, Right", "go to the pile beside (along a pile fanned sideways)"),
            ("Home, End", "go to the first or the last pile"),
            (
                "Enter",
                "on a card, select it (and the cards on it); then on a card of another "
                "pile, or its empty place, move it there; on the selected card again, send "
                "it home; on the stock, turn it",
            ),
        )

    def info_text(self) -> str:
        return patience_counts_text(self.patience)

    def start_text(self) -> str:
        if self.game.is_over:
            return f"Deal {self.game.deal_code}. {self.over_text()}"
        return f"Deal {self.game.deal_code}. {self.how_text()}"

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

    # ----- marks (selection, destinations) ------------------------------------------------
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
                self.refusal = err
                self.set_status(f"Not allowed: {err}", "error")
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
            g = as_patience(game)
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
            played = as_patience(game).autoplay()
            return f"{plural(len(played), 'card')} sent home safely." if played else ""

        if not self.patience.safe_home_moves():
            self.set_status(
                "No card can go home safely now (a card still in play could need it).", "info"
            )
            return
        self.run_action(act)

    def _stop(self) -> None:
        self.play(STOP)

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

    def set_game(self, game: Game, message: str | None = None) -> None:
        as_patience(game)
        self._redo.clear()
        self.adviser.forget()
        if "win" in self.buttons:
            self.showing_win = False
        self.hint_move = None
        self._game = game
        shape = self._shape(as_patience(game))
        if shape != self._built:
            self._build_piles(shape)
        else:  # as _build_piles would set them: the stock's label counts its cards
            g = as_patience(game)
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
        as_patience(game), width=width, winnable_only=winnable_only, adviser=adviser
    )
