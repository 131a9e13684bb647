"""The solver's controls of a patience table: *Hint*, *Winnable?*, *Show a win* (then
*Next move*), *Play the win* and the switch *Winnable deals only*, which makes *New deal*
deal only deals proved winnable.

Every answer is for a player who knows where every card is (:func:`cardlib.solve`, through
:class:`~cardlib.patience.advice.Adviser`); the words come from the adviser, the moves'
words from the game (``describe``).
"""

from __future__ import annotations

import ipywidgets as widgets

from cardlib.game import Game, Move
from cardlib.patience.advice import Adviser, next_winnable_seed, winnable_seeds
from cardlib.registry import new_game
from cardlib.tables import plural
from cardlib.widgets.patience_table import HINT_CLASS, PatienceTable

__all__ = ["SolverControls"]


class SolverControls(PatienceTable):
    """The solver's buttons on a :class:`PatienceTable` (``adviser``: its budgets)."""

    adviser: Adviser
    hint_move: Move | None
    _winnable_first: bool
    _showing_win: bool

    def _add_solver_buttons(self) -> None:
        """Make the solver's buttons and the switch (the widget puts them in its rows)."""
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

    def update_table(self) -> None:
        super().update_table()
        if "win" in self.buttons:
            self._sync_win()

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
