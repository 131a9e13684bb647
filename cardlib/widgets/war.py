"""The War table: play a battle, run to the next war, or run to the end.

>>> w = war_demo(seed=3)
>>> w.press("battle")
>>> w.game.battles
1
>>> w.press("end"); w.game.is_over
True
>>> w.press("undo"); w.game.battles
1

War has no decisions, so the widget only chooses *how far* to play: the game's single
legal move is played until the battle is decided, a tie is on the table, or the game ends.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from cardlib.game import Game, IllegalMove
from cardlib.registry import new_game
from cardlib.tables import plural
from cardlib.views.war import battle_caption, war_caption, war_counts_text, war_table_html
from cardlib.war import WarGame
from cardlib.widgets.base import GameWidget
from cardlib.widgets.keys import KeyHelp

__all__ = ["WarWidget", "war_demo"]

VARIANTS = (("War", "war"), ("Quadruple War", "quadruple-war"))


def _war(game: Game) -> WarGame:
    if not isinstance(game, WarGame):
        raise TypeError(f"a War table needs a War game, not {game!r}")
    return game


class WarWidget(GameWidget):
    """A War table: the position, Battle / To next war / To the end, Undo, New deal.

    ``step_limit`` caps the moves one button press may make (To the end on a game with
    no battle cap and no cycle detection could otherwise run for ever).
    """

    ready_text = "Press Battle to turn up the next cards."

    def __init__(
        self,
        game: WarGame,
        *,
        title: str | None = None,
        scale: float = 0.8,
        step_limit: int = 200_000,
        variant_select: bool = True,
    ) -> None:
        _war(game)
        self.scale = scale
        self.step_limit = step_limit
        self._variant_select = variant_select
        self._syncing = False
        super().__init__(game, title=title, game_ids=[v for _, v in VARIANTS])

    @property
    def war(self) -> WarGame:
        """The game, typed as a :class:`WarGame`."""
        return _war(self.game)

    # ----- building ------------------------------------------------------------------------
    def build(self) -> None:
        self.view: Any = self.looks.make(widgets.HTML, value="")
        self.variant: Any = self.looks.make(
            widgets.Dropdown,
            options=list(VARIANTS),
            value=self.game.id,
            description="Game:",
            tooltip="War (one card down in a war) or Quadruple War (four down)",
            layout={"width": "240px"},
        )
        self.variant.observe(self._variant_changed, names="value")
        self.table.children = (self.variant, self.view) if self._variant_select else (self.view,)
        self.add_button(
            "battle",
            "Battle",
            "Play until the current battle is decided (a tie means war)",
            self._battle,
        )
        self.add_button(
            "war",
            "To next war",
            "Play battles until a tie starts a war, or the game ends",
            self._to_next_war,
        )
        self.add_button(
            "end",
            "To the end",
            "Play the rest of the game (Undo takes it all back)",
            self._to_end,
        )
        self.aliases.update({"step": "battle", "next war": "war", "next_war": "war"})

    def update_table(self) -> None:
        self.view.value = war_table_html(self.war, scale=self.scale)
        if self.variant.value != self.game.id:
            self._syncing = True
            try:
                self.variant.value = self.game.id
            finally:
                self._syncing = False

    def table_keys(self) -> tuple[KeyHelp, ...]:
        return (("Enter", "on *Battle*, play one battle; on *To the end*, the whole game"),)

    def info_text(self) -> str:
        return war_counts_text(self.war)

    def over_text(self) -> str:
        g = self.war
        return f"Game over after {g.battles} battles: {g.outcome}. Press New deal for another game."

    # ----- actions ---------------------------------------------------------------------------
    def _step(self, game: Game) -> None:
        """Play the one legal move (``IllegalMove`` "game over" when there is none)."""
        moves = game.legal_moves()
        if not moves:
            raise IllegalMove("the game is over: start a new deal", rule="game over")
        game.play(moves[0])

    def _battle(self) -> None:
        def act(game: Game) -> str:
            g = _war(game)
            start = g.battles
            self._step(g)
            n = 1
            while g.battles == start and not g.is_over and n < self.step_limit:
                self._step(g)
                n += 1
            if g.battles > start and g.last_battle is not None:
                return battle_caption(g.last_battle) + "."
            return war_caption(g) + "."

        self.run_action(act)

    def _to_next_war(self) -> None:
        def act(game: Game) -> str:
            g = _war(game)
            start = g.battles
            self._step(g)
            n = 1
            while not g.table.in_war and not g.is_over and n < self.step_limit:
                self._step(g)
                n += 1
            played = g.battles - start
            if g.table.in_war and not g.is_over:
                skipped = f" ({plural(played, 'battle')} played to get here)" if played else ""
                return f"Battle {g.battles + 1}: {war_caption(g)}{skipped}."
            if g.is_over:
                return f"No more wars: {plural(played, 'battle')} played."
            return f"Stopped after {n} moves without a war; press again to go on."

        self.run_action(act)

    def _to_end(self) -> None:
        def act(game: Game) -> str:
            g = _war(game)
            start = g.battles
            n = 0
            while not g.is_over and n < self.step_limit:
                self._step(g)
                n += 1
            if n == 0:
                self._step(g)  # raises "game over"
            if not g.is_over:
                return f"Stopped after {n} moves without an end; press To the end again."
            return f"Played {plural(g.battles - start, 'battle')} ({plural(n, 'move')})."

        self.run_action(act)

    def _variant_changed(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] == self.game.id:
            return
        old = self.game
        target = str(change["new"])
        known = set(new_game(target, seed=old.seed).info.option_defaults)
        options = {k: v for k, v in old.non_default_options.items() if k in known}
        game = new_game(target, seed=old.seed, position=None, **options)
        self.set_game(game, f"Now playing {game.info.name}, deal {game.deal_code}.")

    def choose_variant(self, game_id: str) -> None:
        """Pick War or Quadruple War in the menu (test API); same seed, new game."""
        self.variant.value = game_id


def war_demo(seed: int | None = None, *, quadruple: bool = False, **options: object) -> WarWidget:
    """A War table for the book: ``war_demo(seed=7)``, ``war_demo(quadruple=True)``.

    Options are the game's (``war_down=3``, ``collection_order="loser_first"``, ...);
    ``seed=None`` picks a random deal.
    """
    game = new_game("quadruple-war" if quadruple else "war", seed=seed, position=None, **options)
    return WarWidget(_war(game))
