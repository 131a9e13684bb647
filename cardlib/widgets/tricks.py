"""The trick table: the reader plays one seat, bots play the other three.

>>> w = trick_demo("pepper", seed=3, seat=0)
>>> w.game.to_move != 0 or w.move_names()[:2] == ["pass", "bid 1"]
True
>>> w.press("bots")                      # the bots bid until it is the reader's turn
>>> w.game.to_move
0
>>> w.press("move:pass"); w.status_text.startswith("You: pass")
True
>>> w.press("undo"); w.game.to_move
0

The widget holds no rules: the cards a click may play, the buttons of the bidding or
begging panel and every refusal come from the game (``legal_moves``, ``play`` and its
``IllegalMove``); the bots are :class:`cardlib.tricks.SensibleBot`. Bots move only when
asked: **Next** makes one bot move, **Finish trick** plays until the trick is complete or
it is the reader's turn, **Bots play** until it is the reader's turn. With
``auto=True`` (the "Bots reply at once" box) the bots answer every reader's move at once.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from cardlib.game import Game, IllegalMove, Move
from cardlib.registry import new_game
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import Discard, Play, Rob, TrickGame, TrickView
from cardlib.views.tricks import scores_text, trick_table_html, trick_text
from cardlib.widgets.base import GameWidget

__all__ = ["TrickWidget", "trick_demo"]

GAME_IDS = ("forty-five", "pepper", "all-fours")
"""The games the table plays (a deal code of any of them may be loaded)."""

_CARD_MOVES = (Play, Rob, Discard)
_SCORE_LINE = re.compile(r" [+-]\d+ \(")  # "North-South +5 (3 tricks to 2)"
_WORDS = {"bid little": "Bid Little Pepper", "bid big": "Bid Big Pepper", "run": "Run the pack"}


def _tricks(game: Game) -> TrickGame:
    if not isinstance(game, TrickGame):
        raise TypeError(f"a trick table needs a trick game, not {game!r}")
    return game


def move_label(move: Move) -> str:
    """A panel button's text: ``'Bid 3'``, ``'Bid Little Pepper'``, ``'Give one'``.

    >>> from cardlib.tricks.engine import Bid, GiveOne
    >>> move_label(Bid("little")), move_label(GiveOne())
    ('Bid Little Pepper', 'Give one')
    """
    text = str(move)
    return _WORDS.get(text, text[:1].upper() + text[1:])


class TrickWidget(GameWidget):
    """A trick-taking table for one reader (``seat``) and three :class:`SensibleBot`.

    ``step_limit`` caps the bot moves one button press may make.
    """

    def __init__(
        self,
        game: TrickGame,
        *,
        seat: int = 0,
        title: str | None = None,
        scale: float = 0.6,
        auto: bool = False,
        step_limit: int = 400,
    ) -> None:
        _tricks(game)
        if not 0 <= seat < game.n:
            raise ValueError(f"no seat {seat}: seats are 0..{game.n - 1}")
        self.seat = seat
        self.scale = scale
        self.step_limit = step_limit
        self.show_last = False
        self.bot = SensibleBot()
        self._auto = auto
        self._move_names: list[str] = []
        super().__init__(game, title=title, game_ids=GAME_IDS)
        # A click plays at once: no selection to clear.
        self.looks.restyle(self.buttons["clear"], display="none")

    @property
    def tricks(self) -> TrickGame:
        """The game, typed as a :class:`TrickGame`."""
        return _tricks(self.game)

    def reader_view(self) -> TrickView:
        """What the reader's seat may see."""
        return self.tricks.view(self.seat)

    # ----- building ------------------------------------------------------------------------
    def build(self) -> None:
        make = self.looks.make
        self.view: Any = make(widgets.HTML, value="")
        hand = self.add_zone("hand", scale=self.scale * 1.25)
        self.hand_label: Any = make(widgets.HTML, value="")
        self.panel: Any = make(widgets.HBox, layout={"flex_flow": "row wrap"})
        self.auto_box: Any = make(
            widgets.Checkbox,
            value=self._auto,
            description="Bots reply at once",
            indent=False,
            tooltip="Let the bots play their turns right after yours",
            layout={"width": "auto"},
        )
        self.auto_box.observe(lambda _c: None, names="value")
        self.table.children = (self.view, self.hand_label, hand.box, self.panel, self.auto_box)
        self.add_button("next", "Next", "Let the next bot make one move", self._next)
        self.add_button(
            "trick",
            "Finish trick",
            "Let the bots play until the trick is complete or it is your turn",
            self._finish_trick,
        )
        self.add_button(
            "bots", "Bots play", "Let the bots play until it is your turn", self._bots_play
        )
        self.add_button(
            "hand",
            "Finish hand",
            "Let a bot play your seat too, to the end of this hand (Undo takes it back)",
            self._finish_hand,
        )
        self.add_button(
            "last", "Last trick", "Show or hide the last trick", self._toggle_last, play=False
        )
        self.aliases.update(
            {
                "step": "next",
                "finish trick": "trick",
                "bots play": "bots",
                "new hand": "hand",
                "new game": "new",
                "last trick": "last",
            }
        )

    @property
    def auto(self) -> bool:
        """Whether the bots answer each of the reader's moves at once."""
        return bool(self.auto_box.value)

    @auto.setter
    def auto(self, value: bool) -> None:
        self.auto_box.value = bool(value)

    def update_table(self) -> None:
        g = self.tricks
        self.view.value = trick_table_html(
            g, self.seat, show_hand=False, show_last=self.show_last, scale=self.scale
        )
        view = g.view(self.seat)
        cards = list(view.hand)
        self.zones["hand"].show(list(cards))
        mine = view.to_move == self.seat
        self.hand_label.value = (
            f'<div style="font-size:0.9em">Your hand ({view.seat_names[self.seat]})'
            f"{': click a card to play it' if mine and view.phase == 'play' else ''}</div>"
        )
        self._build_panel(mine)
        self.buttons["last"].description = "Hide last trick" if self.show_last else "Last trick"

    def _build_panel(self, mine: bool) -> None:
        for name in self._move_names:
            self.buttons.pop(name, None)
            self._handlers.pop(name, None)
        self._move_names = []
        children = []
        if mine:
            for move in self.game.legal_moves():
                if isinstance(move, _CARD_MOVES):
                    continue
                name = f"move:{move}"
                button = self.looks.make(
                    widgets.Button,
                    description=move_label(move),
                    tooltip=f"{move_label(move)} ({self.tricks.waiting_for()})",
                    layout={"width": "auto"},
                    button_style="info",
                )
                button.on_click(lambda _b, m=move: self.reader_move(m))
                self.buttons[name] = button
                self._move_names.append(name)
                children.append(button)
        self.panel.children = tuple(children)

    def move_names(self) -> list[str]:
        """The panel's move buttons, by notation (press them as ``"move:<notation>"``)."""
        return [n.removeprefix("move:") for n in self._move_names]

    def info_text(self) -> str:
        view = self.reader_view()
        partner = [view.seat_names[s] for s in range(len(view.sides)) if view.partners(s)]
        mates = [p for p in partner if p != view.seat_names[self.seat]]
        who = f"You are {view.seat_names[self.seat]}" + (
            f", partner {', '.join(mates)}" if mates else ""
        )
        return f"{who} · {scores_text(view)} · dealer {view.seat_names[view.dealer]}"

    def start_text(self) -> str:
        return f"Deal {self.game.deal_code}. {self._whose_turn()}"

    def _whose_turn(self) -> str:
        g = self.tricks
        if g.is_over:
            return self.over_text()
        if g.to_move == self.seat:
            return f"Your turn: {g.waiting_for()}."
        return f"{g.waiting_for()}: press Next, Finish trick or Bots play."

    @property
    def ready_text(self) -> str:  # type: ignore[override]
        return self._whose_turn()

    def over_text(self) -> str:
        return f"Game over: {self.game.outcome}. Press New deal for another game."

    # ----- the reader's moves --------------------------------------------------------------
    def on_card(self, zone: str, index: int) -> None:
        """A click on a hand card: play it (or rob or discard with it, as the game asks)."""
        hand = self.reader_view().hand
        if zone != "hand" or not 0 <= index < len(hand):
            self.set_status("Click a card in your hand.", "error")
            return
        card = hand[index]
        moves = [
            m for m in self.game.legal_moves() if isinstance(m, _CARD_MOVES) and m.card == card
        ]
        self.reader_move(moves[0] if moves else Play(card))

    def reader_move(self, move: Move | str) -> bool:
        """Make a move for the reader's seat (refused, with a message, if it is not his turn)."""
        g = self.tricks
        if g.is_over:
            self.set_status(self.over_text() + " (Nothing was played.)", "over")
            return False
        if g.to_move != self.seat:
            self.set_status(f"Wait: {g.waiting_for()}. Press Next to let the bots move.", "error")
            return False

        def act(game: Game) -> str:
            t = _tricks(game)
            m = t.parse_move(move) if isinstance(move, str) else move
            said = "You: " + (f"play {m.card}" if isinstance(m, Play) else str(m))
            said += self._after(t, t.view(self.seat), lambda: t.play(m))
            if self.auto and not t.is_over and t.to_move != self.seat:
                said += " " + self._run_bots(t, lambda: t.to_move == self.seat)
            return said if t.is_over else said + " " + self._whose_turn()

        return self.run_action(act)

    # ----- bot moves -----------------------------------------------------------------------
    def _after(self, g: TrickGame, before: TrickView, step: Callable[[], None]) -> str:
        """Run ``step`` (one move) and say what it finished: a trick, or a hand's scoring."""
        step()
        view = g.view(self.seat)
        if g.is_over or view.hand_no != before.hand_no:
            scored = [e for e in view.last_hand if _SCORE_LINE.search(e)]
            notes = ["hand over", *(scored or view.last_hand[-1:])]
        elif len(view.tricks) > len(before.tricks):
            notes = [trick_text(view.tricks[-1], view.seat_names)]
        else:
            return "."
        return " — " + "; ".join(notes) + "."

    def _bot_step(self, g: TrickGame) -> str:
        if g.is_over:
            raise IllegalMove("the game is over: start a new deal", rule="game over")
        move = self.bot.choose(g)
        said = g.describe(move)
        return said + self._after(g, g.view(self.seat), lambda: g.play(move))

    def _run_bots(
        self, g: TrickGame, stop: Callable[[], bool], *, me: bool = False, first: bool = False
    ) -> str:
        """Bot moves until ``stop()``, the reader's turn (unless ``me``: a bot plays the
        reader's seat too) or the end of the game; ``first``: one move before any check."""
        said = [self._bot_step(g)] if first else []
        for _ in range(self.step_limit):
            if g.is_over or stop() or (g.to_move == self.seat and not me):
                break
            said.append(self._bot_step(g))
        if len(said) <= 2:
            return " ".join(said)
        return f"{len(said)} moves; the last: {said[-1]}"

    def _bot_action(self, stop: Callable[[TrickGame, TrickView], bool], me: bool = False) -> None:
        g = self.tricks
        if g.is_over:
            self.set_status(self.over_text() + " (Nothing was played.)", "over")
            return
        if g.to_move == self.seat and not me:
            self.set_status(f"Your turn: {g.waiting_for()}.", "info")
            return

        def act(game: Game) -> str:
            t = _tricks(game)
            start = t.view(self.seat)
            said = self._run_bots(t, lambda: stop(t, start), me=me, first=True)
            return said if t.is_over else said + " " + self._whose_turn()

        self.run_action(act)

    def _next(self) -> None:
        self._bot_action(lambda _g, _start: True)

    def _finish_trick(self) -> None:
        def done(g: TrickGame, start: TrickView) -> bool:
            v = g.view(self.seat)
            return len(v.tricks) != len(start.tricks) or v.hand_no != start.hand_no

        self._bot_action(done)

    def _bots_play(self) -> None:
        self._bot_action(lambda _g, _start: False)

    def _finish_hand(self) -> None:
        self._bot_action(lambda g, start: g.hand_no != start.hand_no, me=True)

    def _toggle_last(self) -> None:
        self.show_last = not self.show_last
        self.refresh()
        last = self.reader_view().last_trick
        if self.show_last:
            text = trick_text(last, self.reader_view().seat_names) if last else "none yet"
            self.set_status(f"Last trick: {text}.", "info")
        else:
            self.set_status("Last trick hidden.", "info")


def trick_demo(
    game_id: str = "forty-five", seed: int | None = None, seat: int = 0, **options: object
) -> TrickWidget:
    """A trick table for the book: ``trick_demo("pepper", seed=7)``.

    ``game_id`` is ``forty-five``, ``pepper``, ``all-fours`` or an alias (``spoil-five``);
    options are the game's; ``seed=None`` picks a random deal. Pass ``auto=True`` to let the
    bots answer at once.
    """
    auto = bool(options.pop("auto", False))
    game = new_game(game_id, seed=seed, position=None, **options)
    return TrickWidget(_tricks(game), seat=seat, auto=auto)
