"""Every game as a careless reader plays it (issue 41): random legal moves, undo, copy, save
and load, state given back as position, junk moves, over every game of the catalog.

Hypothesis's stateful testing (``RuleBasedStateMachine``) runs the rules in random orders
and, on a failure, shrinks it to the shortest run of steps that shows it. What must hold
after every step:

- the state given back as a position rebuilds a game with the same state and legal moves,
  and so does the saved game (``to_json``) loaded back, and a copy;
- a refused move (junk text, or a move that was legal one step before) is an
  ``IllegalMove`` and leaves the state identical; nothing else is ever raised;
- undo puts back the state before the move;
- no card appears or disappears: ``all_cards`` is the deal's.

The longer run (1,000 games per game) is ``make fuzz`` (``bench/fuzz.py``).
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import cardlib
from cardlib.game import Game, IllegalMove

GAME_IDS = [info.id for info in cardlib.catalog()]


def same_game(a: Game, b: Game) -> None:
    """``b`` is ``a``'s position: equal state, equal legal moves."""
    assert b.state == a.state
    assert [str(m) for m in b.legal_moves()] == [str(m) for m in a.legal_moves()]


class PlayEveryGame(RuleBasedStateMachine):
    """One game of the catalog, played at random (see the module docstring)."""

    game: Game
    cards: Any
    before: list[Any]

    game_id = "war"

    @initialize(seed=st.integers(1, 10_000))
    def deal(self, seed: int) -> None:
        self.game = cardlib.new_game(self.game_id, seed=seed)
        self.cards = self.game.all_cards()
        self.before = []  # the legal moves of earlier positions

    @rule(pick=st.integers(0, 10_000))
    def play_a_legal_move(self, pick: int) -> None:
        moves = self.game.legal_moves()
        if not moves:
            return
        self.before = moves
        state = self.game.state
        self.game.play(moves[pick % len(moves)])
        self.game.undo()
        assert self.game.state == state, "undo did not put back the position"
        self.game.play(moves[pick % len(moves)])

    @rule(text=st.text(max_size=30))
    def play_junk_text(self, text: str) -> None:
        state = json.dumps(self.game.state, sort_keys=True)
        try:
            self.game.play(text)
        except IllegalMove as err:
            assert err.rule and str(err)
            assert json.dumps(self.game.state, sort_keys=True) == state
        # a legal move typed at random is played: nothing to check

    @precondition(lambda self: bool(self.before))
    @rule(pick=st.integers(0, 10_000))
    def play_a_move_of_an_earlier_position(self, pick: int) -> None:
        move = self.before[pick % len(self.before)]
        if move in self.game.legal_moves():
            return
        state = json.dumps(self.game.state, sort_keys=True)
        try:
            self.game.play(move)
        except IllegalMove:
            assert json.dumps(self.game.state, sort_keys=True) == state
        else:
            raise AssertionError(f"{move} was played, but it is not a legal move now")

    @rule()
    def undo_a_move(self) -> None:
        if self.game.history:
            self.game.undo()

    @invariant()
    def state_loads_back_as_a_position(self) -> None:
        g = self.game
        again = cardlib.new_game(g.id, position=g.state, **g.non_default_options)
        same_game(g, again)

    @invariant()
    def a_saved_game_loads_back(self) -> None:
        same_game(self.game, cardlib.load_game(self.game.to_json()))

    @invariant()
    def a_copy_is_the_same_game(self) -> None:
        same_game(self.game, self.game.copy())

    @invariant()
    def no_card_appears_or_disappears(self) -> None:
        assert self.game.all_cards() == self.cards


def _machine(game_id: str) -> Any:
    """The machine for one game, as a test case (so that every game is played)."""
    machine = type(f"Play_{game_id.replace('-', '_')}", (PlayEveryGame,), {"game_id": game_id})
    case = machine.TestCase
    case.settings = settings(
        max_examples=8,
        stateful_step_count=30,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
        derandomize=True,  # the same runs every time: make test stays reproducible
    )
    return case


for _id in GAME_IDS:
    globals()[f"TestPlay_{_id.replace('-', '_')}"] = _machine(_id)
