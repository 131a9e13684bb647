"""The Solitaire Dice score sheet: click a die to set it apart, then click a pairing.

>>> w = dice_demo(seed=1)
>>> w.click_die(0)                        # set the first die apart ...
>>> len(w.pairing_buttons) >= 1
True
>>> w.click_pairing(0)                    # ... and mark the first pairing listed
>>> w.game.rolls
1
>>> w.press("undo"); w.game.rolls
0

Everything the table shows or allows comes from the game (``choices_for``, ``free_ride``,
``line_scores`` ...) and from :func:`cardlib.dice.coach_advice`; a refused attempt is refused by
the game, whose message names the rule. The picture of the sheet is
:func:`cardlib.views.dice.dice_sheet_html`; the five dice are buttons painted with the
same SVG dice (CSS backgrounds, as the card buttons are), each named "die showing 3".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from cardlib.dice.engine import Choice, pairings
from cardlib.dice.game import SolitaireDice
from cardlib.dice.strategy import coach_advice
from cardlib.dice.value import Advice
from cardlib.game import Game, Move
from cardlib.registry import new_game
from cardlib.render import card_data_uri
from cardlib.views.dice import (
    advice_html,
    choice_text,
    dice_caption,
    dice_sheet_html,
    dice_status_text,
    die_svg,
    pairs_text,
)
from cardlib.widgets.base import GameWidget
from cardlib.widgets.keys import KeyHelp, mark_pile

__all__ = ["DiceWidget", "dice_demo"]

_DIE_PX = 48
_SELECTED = "cardlib-die-selected"


def _dice(game: Game) -> SolitaireDice:
    if not isinstance(game, SolitaireDice):
        raise TypeError(f"a Solitaire Dice sheet needs a Solitaire Dice game, not {game!r}")
    return game


def _die_class(face: int) -> str:
    return f"cardlib-die-{face}"


def _dice_styles() -> str:
    rules = [
        f".jupyter-widgets.jupyter-button.{_die_class(f)}{{"
        f"background-image:url('{card_data_uri(die_svg(f, size=_DIE_PX))}') !important;"
        "background-size:100% 100% !important;background-repeat:no-repeat;"
        "background-color:transparent !important;padding:0 !important;border-radius:8px}"
        for f in range(1, 7)
    ]
    rules.append(
        f".jupyter-widgets.jupyter-button.{_SELECTED}{{"
        "outline:3px solid #1a73e8 !important;outline-offset:-1px;"
        "box-shadow:0 0 0 2px #fff,0 0 6px 2px #1a73e8 !important}"
    )
    return "<style>" + "".join(rules) + "</style>"


class DiceWidget(GameWidget):
    """A Solitaire Dice score sheet with clickable dice, pairings and a coach.

    Test API (besides the base class's ``press``, ``enter_code``, ``status_text``):
    :meth:`click_die`, :attr:`pairing_buttons`, :meth:`click_pairing`, :meth:`set_coach`,
    :attr:`coach_choice`; :meth:`play` takes a :class:`~cardlib.dice.Choice` or its
    notation (``"throw 3: 1+5 1+6"``).
    """

    ready_text = "Click the die to throw away, then a pairing."

    def __init__(
        self, game: SolitaireDice, *, title: str | None = None, coach: bool = False
    ) -> None:
        _dice(game)
        self.selected_die: int | None = None
        self._sel_key: tuple[int, int] = (0, -1)
        self._coach_cache: dict[tuple[int, str, tuple[str, ...]], Advice] = {}
        self._coach_initial = coach
        super().__init__(game, title=title)

    @property
    def dice(self) -> SolitaireDice:
        """The game, typed as :class:`~cardlib.dice.SolitaireDice`."""
        return _dice(self.game)

    # ----- building ------------------------------------------------------------------------
    def build(self) -> None:
        make = self.looks.make
        self.styles: Any = make(
            widgets.HTML,
            value=_dice_styles(),
            layout={"height": "0px", "margin": "0", "overflow": "hidden"},
        )
        self.die_buttons: list[Any] = []
        for i in range(5):
            b = make(
                widgets.Button,
                description="",
                tooltip="die",
                layout={
                    "width": f"{_DIE_PX}px",
                    "height": f"{_DIE_PX}px",
                    "margin": "2px",
                    "padding": "0",
                },
            )
            b.on_click(lambda _b, i=i: self.click_die(i))
            self.die_buttons.append(b)
        self.dice_caption: Any = make(widgets.HTML, value="")
        self.choice_label: Any = make(widgets.HTML, value="")
        self.pairing_buttons: list[Any] = []
        self._pairing_choices: list[Choice] = []
        self.pairing_box: Any = mark_pile(
            make(widgets.HBox, layout={"flex_flow": "row wrap"}), "pairings"
        )
        self.coach_toggle: Any = make(
            widgets.ToggleButton,
            value=self._coach_initial,
            description="Coach",
            tooltip="Show the coach's three best choices for this roll, with values and reasons",
            layout={"width": "auto"},
        )
        self.coach_toggle.observe(self._coach_changed, names="value")
        self.coach_html: Any = make(widgets.HTML, value="")
        self.view: Any = make(widgets.HTML, value="")
        self.move_box: Any = make(
            widgets.Text,
            value="",
            placeholder="throw away 3, pair 1+5 and 1+6",
            description="Type a choice:",
            tooltip="Type a choice, e.g. 'throw away 3, pair 1+5 and 1+6', then Play",
            style={"description_width": "initial"},
            layout={"width": "260px"},  # as the deal-code box: Play fits beside it on a phone
        )
        self.add_button(
            "coach_play",
            "Play the coach's choice",
            "Play the choice the coach suggests for this roll",
            self._play_coach,
            play=False,
            row=False,
        )
        self.add_button(
            "typed",
            "Play",
            "Play the choice typed in the box",
            self._play_typed,
            play=False,
            row=False,
        )
        self.aliases.update({"coach": "coach_play", "play": "typed"})
        self.table.children = (
            self.styles,
            mark_pile(
                make(widgets.HBox, children=self.die_buttons, layout={"align_items": "center"}),
                "dice",
            ),
            self.choice_label,
            self.pairing_box,
            make(
                widgets.HBox,
                children=[self.coach_toggle, self.buttons["coach_play"], self.coach_html],
                layout={"align_items": "center", "flex_flow": "row wrap"},
            ),
            self.view,
            make(
                widgets.HBox,
                children=[self.move_box, self.buttons["typed"]],
                layout={"align_items": "center"},
            ),
        )

    # ----- drawing ---------------------------------------------------------------------------
    def update_table(self) -> None:
        g = self.dice
        key = (id(g), len(g.history))
        if key != self._sel_key:
            self._sel_key = key
            self.selected_die = None
            self._pairing_choices = []
        roll = g.roll
        shown = roll if roll is not None else g.last_roll
        for i, b in enumerate(self.die_buttons):
            for f in range(1, 7):
                b.remove_class(_die_class(f))
            b.remove_class(_SELECTED)
            if shown is None:
                self.looks.restyle(b, visibility="hidden")
                continue
            self.looks.restyle(b, visibility="visible")
            b.add_class(_die_class(shown[i]))
            if i == self.selected_die:
                b.add_class(_SELECTED)
            b.tooltip = f"die showing {shown[i]}"
            b.disabled = roll is None
        self._draw_pairings()
        advice = self.coach_advice() if self.coach_toggle.value else None
        highlight = advice.best[0].sums if advice else ()
        self.view.value = dice_sheet_html(g, show_dice=False, highlight=highlight)
        play_coach = self.buttons["coach_play"]
        if advice is None:
            self.coach_html.value = ""
            self.looks.restyle(play_coach, display="none")
        else:
            self.coach_html.value = advice_html(advice)
            self.looks.restyle(play_coach, display=None)
        play_coach.disabled = g.is_over

    def _draw_pairings(self) -> None:
        choices = self._pairing_choices
        while len(self.pairing_buttons) < len(choices):
            j = len(self.pairing_buttons)
            b = self.looks.make(widgets.Button, description="", layout={"width": "auto"})
            b.on_click(lambda _b, j=j: self.click_pairing(j))
            self.pairing_buttons.append(b)
        for b, c in zip(self.pairing_buttons, choices, strict=False):
            s, t = c.sums
            b.description = f"{pairs_text(c)} → {s} & {t}"
            b.tooltip = choice_text(c)
        self.pairing_box.children = tuple(self.pairing_buttons[: len(choices)])
        del self.pairing_buttons[len(choices) :]
        if choices:
            c = choices[0]
            verb = "set apart (free ride)" if c.free else "thrown away"
            self.choice_label.value = (
                f"<div>{c.aside} {verb}. Pair the other four dice "
                f"({len(choices)} {'way' if len(choices) == 1 else 'ways'}):</div>"
            )
        else:
            self.choice_label.value = ""

    def table_keys(self) -> tuple[KeyHelp, ...]:
        return (
            ("Left, Right", "move along the dice, or along the ways to pair them"),
            ("Up, Down", "go between the dice and the ways to pair them"),
            (
                "Enter",
                "on a die, set it aside (or throw it away); then on a way to pair the "
                "other four, play it",
            ),
            ("Home, End", "go to the dice or to the ways to pair them"),
        )

    def info_text(self) -> str:
        return dice_status_text(self.dice)

    def over_text(self) -> str:
        outcome = self.dice.outcome
        reason = outcome.reason if outcome else "the game is over"
        return f"Game over: {reason}. Press New deal for another game."

    # ----- the coach --------------------------------------------------------------------------
    @property
    def coach_choice(self) -> tuple[Choice, float] | None:
        """The expert player's choice for this roll and its expected final score (``None``
        once the game is over). Remembered per position, so redrawing costs nothing."""
        advice = self.coach_advice()
        return None if advice is None else advice.best

    def coach_advice(self) -> Advice | None:
        """The coach's top three choices and reasons (:func:`cardlib.dice.coach_advice`)."""
        g = self.dice
        if g.is_over:
            return None
        key = (id(g), g.deal_code, tuple(str(m) for m in g.history))
        if key not in self._coach_cache:
            if len(self._coach_cache) > 256:
                self._coach_cache.clear()
            self._coach_cache[key] = coach_advice(g)
        return self._coach_cache[key]

    def set_coach(self, on: bool) -> None:
        """Turn the coach on or off, as the Coach toggle does."""
        self.coach_toggle.value = bool(on)

    def _coach_changed(self, change: dict[str, Any]) -> None:
        self.refresh()
        if change["new"]:
            self.set_status(
                "Coach on: the expert computer player's best choices are shown for each "
                f"roll. {self.roll_text()}".rstrip()
            )
        else:
            self.set_status("Coach off.")

    def _play_coach(self) -> None:
        advice = self.coach_choice
        if advice is None:
            self.set_status(self.over_text() + " (Nothing was played.)", "over")
            return
        self.play(advice[0])

    # ----- actions --------------------------------------------------------------------------
    def click_die(self, index: int) -> None:
        """Click die ``index`` (0..4): select it and list the pairings the game allows.

        A die the rules do not let you set apart is refused by the game, and the status line
        names the rule.
        """
        g = self.dice
        roll = g.roll
        if roll is None:
            self.set_status(self.over_text() + " (Nothing was played.)", "over")
            return
        if not 0 <= index < len(roll):
            raise IndexError(f"there are {len(roll)} dice, not a die {index}")
        face = roll[index]
        choices = g.choices_for(face)
        if not choices:
            self.selected_die = None
            self._pairing_choices = []
            rest = list(roll)
            rest.remove(face)
            pairs = pairings((rest[0], rest[1], rest[2], rest[3]))[0]
            self.play(Choice(False, face, pairs))  # the game refuses it and names the rule
            return
        self.selected_die = index
        self._pairing_choices = list(choices)
        self.refresh()
        what = "set apart for the free ride" if choices[0].free else "to throw away"
        self.set_status(
            f"Die {index + 1} ({face}) {what}: now click a pairing of the other four dice "
            "(or another die).",
            "info",
        )

    def click_pairing(self, index: int) -> None:
        """Click the ``index``-th pairing listed for the selected die: play that choice."""
        if not self._pairing_choices:
            self.set_status("Click a die first: the die to throw away (or set apart).", "error")
            return
        if not 0 <= index < len(self._pairing_choices):
            raise IndexError(
                f"there are {len(self._pairing_choices)} pairings, not a pairing {index}"
            )
        self.play(self._pairing_choices[index])

    def play(self, move: Move | str) -> bool:
        """Play a choice (or its notation); the status line says what was marked."""

        def act(game: Game) -> str:
            g = _dice(game)
            g.play(move)
            last = g.last_choice
            assert last is not None  # the game plays nothing but choices
            return f"Roll {g.rolls}: {choice_text(last)}. {self.roll_text()}".rstrip()

        return self.run_action(act)

    def roll_text(self) -> str:
        """The roll to play now and what the rules ask of it (:func:`dice_caption`), and
        the coach's choice when the coach is on, for the status line (and so for a
        listener, who sees no dice); empty once the game is over."""
        if self.dice.roll is None:
            return ""
        text = dice_caption(self.dice)
        advice = self.coach_choice if self.coach_toggle.value else None
        if advice is not None:
            text += f" The coach would {choice_text(advice[0])}."
        return text

    def start_text(self) -> str:
        return f"Deal {self.game.deal_code}. {self.roll_text() or self.ready_text}"

    def _play_typed(self) -> None:
        text = str(self.move_box.value).strip()
        if not text:
            self.set_status(
                "Type a choice such as 'throw away 3, pair 1+5 and 1+6' in the box, then "
                "press Play.",
                "error",
            )
            return
        if self.play(text):
            self.move_box.value = ""


def dice_demo(
    seed: int | None = None,
    *,
    coach: bool = False,
    position: Mapping[str, Any] | None = None,
    **options: object,
) -> DiceWidget:
    """A Solitaire Dice score sheet for the book: ``dice_demo(seed=7)``.

    ``coach=True`` starts with the coach on; ``position`` sets up a hand-made sheet (see
    :func:`cardlib.dice.new_dice_game`); options are the game's (``win_threshold=400``).
    ``seed=None`` picks a random game.
    """
    game = new_game("solitaire-dice", seed=seed, position=position, **options)
    return DiceWidget(_dice(game), coach=coach)
