"""The trick table: the reader plays one seat, computer players the others.

>>> w = trick_demo("pepper", seed=3, seat=0, auto=False)
>>> w.game.to_move != 0 or w.move_names()[:2] == ["pass", "bid 1"]
True
>>> w.press("bots")                      # the bots bid until it is the reader's turn
>>> w.game.to_move
0
>>> w.press("move:pass"); w.status_text.startswith("You: pass")
True
>>> w.press("undo"); w.game.to_move
0

The widget holds no rules: the cards a click may play (and which cards are marked as
playable), the buttons of the bidding or begging panel, their labels and every refusal
come from the game (``card_moves``, ``other_moves``, ``move_for_card``, ``play`` and its
``IllegalMove``; the labels from :func:`cardlib.tricks.engine.move_label`, which this
module re-exports). The computer players come from a mapping of *levels*
(``{"Beginner": SensibleBot, ...}``, see :func:`default_levels`), one player per seat,
chosen in the *Computer players* list.

**Replies.** With *Computer players reply* on (``auto=True``, the default), the computer
seats answer each of the reader's moves by themselves, one move at a time with a short
pause (``pause`` seconds) so that every card can be seen, until it is the reader's turn
again or the hand ends. The pauses are timers of the running event loop (the kernel's,
or Pyodide's in the browser): nothing sleeps. Without a running loop (a script, the
tests), or with ``pause=0``, the replies are made at once; ``schedule`` replaces the timer
(``schedule(delay, callback)``). Undo takes back the reader's move and its replies. With
the box off, **Next** makes one computer move, **Finish trick** plays until the trick is
complete or it is the reader's turn, **To my turn** until the reader's turn or the end of
the hand.

**The end of a hand.** When a hand ends, its result (every trick and who won it, the
tricks by side, what was scored) stays on the table until the reader presses **Next
hand** (or plays on); the computer seats wait for it.

**The coach.** **Suggest** shows the strong player's move for the reader's seat and one
line of reason from its own numbers (:func:`cardlib.tricks.coach.suggest`). The result of
a hand carries the coach's review of it (:func:`cardlib.tricks.coach.review`): what the
reader's side won, what it could have won with the strong player's choices, and the first
decision where the reader departed from them. With a running event loop the review is
made just after the result is shown, so the result does not wait for it. The coach is
made by ``coach`` (default :class:`~cardlib.tricks.strong.StrongBot`, seeded, so the same
deal always gets the same advice).

The computer seats (their levels, replies and buttons) are
:class:`~cardlib.widgets.trick_players.ComputerSeats`, which this table builds on; this
module holds the table, the reader's moves and the coach.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any

import ipywidgets as widgets

from cardlib.cards import Card
from cardlib.game import Game, IllegalMove, Move
from cardlib.registry import new_game
from cardlib.speech import table_words
from cardlib.tricks import coach as _coach
from cardlib.tricks.engine import TrickGame, TrickRecord, TrickView, move_label, move_words
from cardlib.tricks.strong import StrongBot
from cardlib.views.tricks import (
    hand_order,
    hand_result_html,
    scores_text,
    trick_table_html,
    trick_text,
)
from cardlib.widgets.cards import CardLook, color
from cardlib.widgets.keys import KeyHelp
from cardlib.widgets.trick_players import (
    ComputerSeats,
    Schedule,
    TrickBot,
    as_tricks,
    default_level,
    default_levels,
    loop_schedule,
)

__all__ = [
    "TrickBot",
    "TrickWidget",
    "default_level",
    "default_levels",
    "move_label",
    "trick_demo",
]

GAME_IDS = ("forty-five", "pepper", "all-fours")
"""The games the table plays (a deal code of any of them may be loaded)."""

PAUSE = 0.7
"""Seconds between two computer moves when they reply by themselves."""

_INK = color("ink", "#222")
_HAND_CSS = (
    "<style>.jupyter-widgets.cardlib-unplayable{opacity:0.45;filter:grayscale(0.5)}"
    ".jupyter-widgets.cardlib-playable{box-shadow:0 4px 0 #1d5c2e}</style>"
)
_PLAYABLE: CardLook = ({}, ("cardlib-playable",))
_UNPLAYABLE: CardLook = ({}, ("cardlib-unplayable",))


class TrickWidget(ComputerSeats):
    """A trick-taking table for one reader (``seat``; default South with four players, at
    the bottom of the table) and computer players for the other seats.

    ``levels`` maps a level's name to a player factory (default :func:`default_levels`);
    ``level`` picks one (default: :func:`default_level`). ``auto``, ``pause`` and ``schedule``: see
    the module's notes on replies. ``step_limit`` caps the computer moves one press makes.
    ``coach(seed)`` makes the strong players the coach asks (see the module's notes).
    """

    def __init__(
        self,
        game: TrickGame,
        *,
        seat: int | None = None,
        title: str | None = None,
        scale: float = 0.6,
        auto: bool = True,
        pause: float = PAUSE,
        schedule: Schedule | None = None,
        levels: Mapping[str, Callable[[], TrickBot]] | None = None,
        level: str | None = None,
        step_limit: int = 400,
        coach: Callable[[int], StrongBot] = StrongBot,
    ) -> None:
        as_tricks(game)
        if seat is None:
            seat = 2 if game.n == 4 else 0
        if not 0 <= seat < game.n:
            raise ValueError(f"no seat {seat}: seats are 0..{game.n - 1}")
        self.levels: dict[str, Callable[[], TrickBot]] = dict(levels or default_levels())
        if not self.levels:
            raise ValueError("a trick table needs at least one level of computer player")
        if level is None and levels is None:
            level = default_level(self.levels)
        chosen = next(iter(self.levels)) if level is None else level
        if chosen not in self.levels:
            raise ValueError(f"no level {chosen!r}: the levels are {', '.join(self.levels)}")
        self.seat = seat
        self.scale = scale
        self.step_limit = step_limit
        self.pause = pause
        self.schedule = schedule
        self.show_last = False
        self._level = chosen
        self._players: dict[int, TrickBot] = {}
        self._auto = auto
        self._move_names: list[str] = []
        self._token = 0  # a pending chain of replies runs only while this is unchanged
        self._merge = False
        self._chain: int | None = None  # the token of the chain of replies under way
        #: The result of the hand just finished, shown until the reader moves on:
        #: (title, its tricks, its scoring lines).
        self.result: tuple[str, tuple[TrickRecord, ...], tuple[str, ...]] | None = None
        self.coach = coach
        #: The coach's last advice and the position it was given in (its move count).
        self.advice: tuple[int, _coach.Advice] | None = None
        #: The coach's review of the hand whose result is shown (``None`` until it is made).
        self.review: _coach.Review | None = None
        self._review_for: int | None = None  # the hand the shown result is of
        self._review_pending: tuple[int, int] | None = None  # (token, hand) being made
        super().__init__(game, title=title, game_ids=GAME_IDS)
        # A click plays at once: no selection to clear.
        self.looks.restyle(self.buttons["clear"], display="none")

    def table_text(self) -> str:
        return table_words(self.game, self.seat)

    def reader_view(self) -> TrickView:
        """What the reader's seat may see."""
        return self.tricks.view(self.seat)

    def hand_cards(self) -> list[Card]:
        """The reader's cards in the order shown (trumps first, suits sorted)."""
        return hand_order(self.reader_view())

    def click_hand(self, card: Card | str) -> None:
        """Click ``card`` (a card or its text, ``"QH"``) in the reader's hand."""
        want = Card.parse(card) if isinstance(card, str) else card
        self.click_card("hand", self.hand_cards().index(want))

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
            description="Computer players reply",
            indent=False,
            tooltip="The computer seats play their turns by themselves after yours",
            layout={"width": "auto"},
        )
        self.auto_box.observe(self._auto_changed, names="value")
        self.level_box: Any = make(
            widgets.Dropdown,
            options=list(self.levels),
            value=self._level,
            description="Computer players:",
            tooltip="How well the computer seats play",
            style={"description_width": "initial"},
            layout={"width": "auto"},
        )
        self.level_box.observe(self._level_chosen, names="value")
        options = make(
            widgets.HBox,
            children=(self.auto_box, self.level_box),
            layout={"flex_flow": "row wrap", "align_items": "center"},
        )
        self.coach_line: Any = make(widgets.HTML, value="")
        self.table.children = (
            self.view,
            self.hand_label,
            hand.box,
            self.panel,
            self.coach_line,
            options,
        )
        self.add_button(
            "continue",
            "Next hand",
            "Leave this hand's result and play the next hand",
            self._continue,
            row=False,
        )
        self.buttons["continue"].button_style = "success"
        self.add_button("next", "Next", "Let the next computer player make one move", self._next)
        self.add_button(
            "trick",
            "Finish trick",
            "Let the computer players play until the trick is complete or it is your turn",
            self._finish_trick,
        )
        self.add_button(
            "bots",
            "To my turn",
            "Let the computer players play until it is your turn or the hand ends",
            self._bots_play,
        )
        self.add_button(
            "hand",
            "Finish hand",
            "Let a computer player play your seat too, to the end of this hand "
            "(Undo takes it back)",
            self._finish_hand,
        )
        self.add_button(
            "last", "Last trick", "Show or hide the last trick", self._toggle_last, play=False
        )
        self.add_button(
            "suggest",
            "Suggest",
            "Show the Strong computer player's move for your seat, and why (nothing is played)",
            self._suggest,
        )
        self.buttons["suggest"].button_style = "primary"
        self.aliases.update(
            {
                "step": "next",
                "finish trick": "trick",
                "bots play": "bots",
                "new hand": "hand",
                "next hand": "continue",
                "new game": "new",
                "last trick": "last",
                "hint": "suggest",
            }
        )

    def update_table(self) -> None:
        g = self.tricks
        view = g.view(self.seat)
        if self.result is not None:
            title, tricks, lines = self.result
            self.view.value = (
                hand_result_html(view, tricks, lines, title=title) + self._review_html()
            )
        else:
            finished = view.last_trick if not view.trick else None
            self.view.value = trick_table_html(
                g,
                self.seat,
                show_hand=False,
                show_last=self.show_last,
                scale=self.scale,
                finished=finished,
            )
        cards = hand_order(view)
        mine = view.to_move == self.seat and self.result is None and not g.is_over
        playable = set(g.card_moves()) if mine else set()
        marking = mine and bool(playable)
        looks = [(_PLAYABLE if c in playable else _UNPLAYABLE) for c in cards] if marking else None
        self.zones["hand"].show(list(cards), looks=looks)
        if marking:
            for b in self.zones["hand"].buttons:
                if b.card not in playable:
                    b.button.tooltip = f"{b.name} (may not be played now)"
        name = view.seat_names[self.seat]
        if self.result is not None:
            text = f"Your new hand ({name}): press Next hand when you have read the result"
        elif marking and g.phase in ("play", "jink"):
            text = f"Your hand ({name}): click a card to play it; the raised cards may be played"
        elif marking:
            text = f"Your hand ({name}): click the card to {_card_verb(g.phase)}"
        else:
            text = f"Your hand ({name})"
        self.hand_label.value = f'{_HAND_CSS}<div style="font-size:0.9em">{text}</div>'
        self._build_panel(mine)
        self.coach_line.value = self._advice_html()
        self.buttons["last"].description = "Hide last trick" if self.show_last else "Last trick"

    def _build_panel(self, mine: bool) -> None:
        for name in self._move_names:
            self.buttons.pop(name, None)
            self._handlers.pop(name, None)
        self._move_names = []
        children: list[Any] = []
        if self.result is not None and not self.game.is_over:
            children.append(self.buttons["continue"])
        elif mine:
            for move in self.tricks.other_moves():
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

    def table_keys(self) -> tuple[KeyHelp, ...]:
        return (
            ("Left, Right", "move along your hand"),
            ("Home, End", "go to the first or the last card of your hand"),
            (
                "Enter",
                "on a card of your hand, play it; when you are asked to bid or choose, "
                "Tab to the choices under your hand",
            ),
        )

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

    @property
    def ready_text(self) -> str:  # type: ignore[override]
        return self._whose_turn()

    # ----- the reader's moves --------------------------------------------------------------
    def on_card(self, zone: str, index: int) -> None:
        """A click on a hand card: play it (or rob or discard with it, as the game asks)."""
        cards = self.hand_cards()
        if zone != "hand" or not 0 <= index < len(cards):
            self.set_status("Click a card in your hand.", "error")
            return
        card = cards[index]
        self._move_on()
        self.reader_move(self.tricks.move_for_card(card))

    def reader_move(self, move: Move | str) -> bool:
        """Make a move for the reader's seat (refused, with a message, if it is not his
        turn); with replies on, the computer players then answer."""
        g = self.tricks
        self._move_on()
        if g.is_over:
            self.set_status(self.over_text() + " (Nothing was played.)", "over")
            return False
        if g.to_move != self.seat:
            self.set_status(f"Wait: {g.waiting_for()}. Press Next to let the bots move.", "error")
            return False

        def act(game: Game) -> str:
            t = as_tricks(game)
            m = t.parse_move(move) if isinstance(move, str) else move
            said = "You: " + move_words(m)
            try:
                said += self._after(t, t.view(self.seat), lambda: t.play(m))
            except IllegalMove as err:  # say which card: each refusal heard as new
                raise IllegalMove(f"{move_words(m)}: {err}", rule=err.rule) from None
            if t.is_over or (self.auto and self._bots_to_move()):
                return said  # the replies say the rest
            return said + " " + self._whose_turn()

        done = self.run_action(act)
        if done and self.auto:
            self._reply(merge=True)
        return done

    def _toggle_last(self) -> None:
        self.show_last = not self.show_last
        self.refresh()
        last = self.reader_view().last_trick
        if self.show_last:
            text = trick_text(last, self.reader_view().seat_names) if last else "none yet"
            self.set_status(f"Last trick: {text}.", "info")
        else:
            self.set_status("Last trick hidden.", "info")

    # ----- the coach -----------------------------------------------------------------------
    def _suggest(self) -> None:
        """Suggest: the strong player's move for the reader's seat, with its reason."""
        g = self.tricks
        if self.result is not None:
            self.set_status("Press Next hand first: the coach suggests a move in play.", "info")
            return
        if g.is_over or g.to_move != self.seat:
            self.set_status(f"The coach suggests your moves: now {g.waiting_for()}.", "info")
            return
        advice = _coach.suggest(g, self.seat, bot=self.coach(0))
        self.advice = (len(g.history), advice)
        self.coach_line.value = self._advice_html()
        self.set_status(f"Coach: {move_words(advice.move)}.", "info")

    def advice_text(self) -> str:
        """The coach's advice for the position on the table ("" when there is none)."""
        if self.advice is None or self.advice[0] != len(self.game.history):
            return ""
        advice = self.advice[1]
        reason = advice.reason[:1].upper() + advice.reason[1:]
        return f"Coach: {move_words(advice.move)}. {reason}."

    def _advice_html(self) -> str:
        text = self.advice_text()
        if not text:
            return ""
        return (
            f'<div class="cardlib-coach" style="font-size:0.9em;margin:2px 0;'
            f'color:{_INK}">{escape(text)}</div>'
        )

    def review_text(self) -> str:
        """The coach's review of the hand whose result is shown ("" when there is none)."""
        if self.result is None or self._review_for is None:
            return ""
        if self.review is None:
            return "The coach is reviewing your play…"
        return "Coach's review: " + self.review.summary()

    def _review_html(self) -> str:
        if self.result is None:
            return ""
        if self.review is None:
            self._start_review()
        text = self.review_text()
        if not text:
            return ""
        return (
            f'<div class="cardlib-review" style="margin:4px 0;font-size:0.9em;'
            f'color:{_INK}">{escape(text)}</div>'
        )

    def _start_review(self) -> None:
        """Make the review of the hand just shown: at once without an event loop, else on
        the loop's next turn (the result is shown first)."""
        hand = self._review_for
        if hand is None or self._review_pending == (self._token, hand):
            return
        token = self._token
        self._review_pending = (token, hand)
        schedule = self.schedule or loop_schedule()

        def make() -> None:
            if token != self._token or self.result is None or self._review_for != hand:
                return  # the reader moved on
            if self.review is None:
                try:
                    self.review = _coach.review(self.tricks, self.seat, hand, bot=self.coach)
                except ValueError:  # the hand is not in this game's history
                    self._review_for = None
                if schedule is not None:
                    self.refresh()

        if schedule is None:
            make()
        else:
            schedule(0.0, make)

    # ----- table-wide changes --------------------------------------------------------------
    def _undo(self) -> None:
        self._token += 1
        self.result = None
        super()._undo()

    def set_game(self, game: Game, message: str | None = None) -> None:
        """Put another game on the table; with replies on, the computer players begin."""
        self._token += 1
        self.result = None
        self._players.clear()
        head = (message or f"Deal {game.deal_code}.").split(". ")[0].rstrip(".") + "."
        super().set_game(game, message)
        if self.auto and self._bots_to_move():
            self.set_status(head, "info")
            if self._reply(merge=False):
                self.set_status(f"{head} {self._status_plain}", "ok")


def _card_verb(phase: str) -> str:
    return {
        "rob": "discard when you rob (or use the buttons)",
        "dealer_rob": "discard when you rob (or use the buttons)",
        "discard": "discard (Done when you have finished)",
    }.get(phase, "play")


def trick_demo(
    game_id: str = "forty-five", seed: int | None = None, seat: int | None = None, **options: Any
) -> TrickWidget:
    """A trick table for the book: ``trick_demo("pepper", seed=7)``.

    ``game_id`` is ``forty-five``, ``pepper``, ``all-fours`` or an alias (``spoil-five``);
    options are the game's, and the table's ``auto``, ``pause``, ``schedule``, ``levels``,
    ``level`` and ``coach``; ``seed=None`` picks a random deal; ``seat`` defaults to South.
    """
    table = {
        k: options.pop(k)
        for k in ("auto", "pause", "schedule", "levels", "level", "coach")
        if k in options
    }
    game = new_game(game_id, seed=seed, position=None, **options)
    return TrickWidget(as_tricks(game), seat=seat, **table)
