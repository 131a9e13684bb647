"""The long run of the careless reader (issue 41): every game of the catalog played at random,
many times, with every check of ``tests/test_stateful.py`` after each step.

    python bench/fuzz.py                      # 1,000 games of each game (make fuzz)
    python bench/fuzz.py --games 50 --only war

Each game is dealt from seed ``k`` (``k`` = 1 ... games) and played for at most
``--steps`` steps, each a random legal move (sometimes undone and played again), an undo,
a junk text or a move of an earlier position. After each step:

- the state given back as a position rebuilds the same state and legal moves, and so do the
  saved game loaded back and a copy;
- a refused move is an ``IllegalMove`` that leaves the state identical, and nothing else is
  ever raised;
- no card appears or disappears.

The first failure of each game is printed with its seed and step, to replay. The summary
gives, per game, the games and steps checked and the seconds taken.
"""

from __future__ import annotations

import argparse
import json
import random
import string
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

import cardlib
from cardlib.game import Game, IllegalMove


def same(a: Game, b: Game, what: str) -> None:
    """``b`` has ``a``'s position: an ``AssertionError`` naming ``what`` otherwise."""
    if b.state != a.state:
        raise AssertionError(f"{what}: another state")
    if [str(m) for m in b.legal_moves()] != [str(m) for m in a.legal_moves()]:
        raise AssertionError(f"{what}: other legal moves")


def check(game: Game, cards: object) -> None:
    """Everything that must hold after a step."""
    again = cardlib.new_game(game.id, position=game.state, **game.non_default_options)
    same(game, again, "state as position")
    same(game, cardlib.load_game(game.to_json()), "saved game")
    same(game, game.copy(), "copy")
    if game.all_cards() != cards:
        raise AssertionError("a card appeared or disappeared")


def refused(game: Game, move: object) -> None:
    """Play ``move``; if refused, the state must be unchanged."""
    before = json.dumps(game.state, sort_keys=True)
    try:
        game.play(move)  # type: ignore[arg-type]
    except IllegalMove:
        if json.dumps(game.state, sort_keys=True) != before:
            raise AssertionError(f"refusing {move!s:.40} changed the state") from None


def play_one(game_id: str, seed: int, steps: int) -> int:
    """One game at random with every check; the steps made."""
    rng = random.Random(seed)
    game = cardlib.new_game(game_id, seed=seed)
    cards = game.all_cards()
    earlier: list[object] = []
    for step in range(steps):
        moves = game.legal_moves()
        roll = rng.random()
        if roll < 0.75 and moves:
            move = rng.choice(moves)
            earlier = list(moves)
            if rng.random() < 0.1:
                state = game.state
                game.play(move)
                game.undo()
                if game.state != state:
                    raise AssertionError("undo did not put back the position")
            game.play(move)
        elif roll < 0.85 and game.history:
            game.undo()
        elif roll < 0.95:
            refused(game, "".join(rng.choices(string.printable, k=rng.randrange(12))))
        elif earlier:
            move = rng.choice(earlier)
            if move not in moves:
                refused(game, move)
        check(game, cards)
        if game.is_over and rng.random() < 0.5:
            return step + 1
    return steps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games of each game")
    parser.add_argument("--steps", type=int, default=60, help="steps of each game at most")
    parser.add_argument("--only", help="one game id")
    args = parser.parse_args()
    ids = [args.only] if args.only else [i.id for i in cardlib.catalog()]
    failures = 0
    print(f"{'game':<20}{'games':>7}{'steps':>9}{'seconds':>9}  first failure")
    for game_id in ids:
        start, made, first = time.perf_counter(), 0, ""
        for seed in range(1, args.games + 1):
            try:
                made += play_one(game_id, seed, args.steps)
            except Exception as err:  # every failure is reported, whatever its kind
                failures += 1
                if not first:
                    first = f"seed {seed}: {type(err).__name__}: {str(err)[:80]}"
        took = time.perf_counter() - start
        print(f"{game_id:<20}{args.games:>7,}{made:>9,}{took:>9.1f}  {first or '-'}")
    print(f"failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
