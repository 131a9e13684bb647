"""The Game protocol, checked on every registered game by seeded random play.

Each game in the catalog is played with random legal moves from several seeds until it
ends or a bound, and at every step the invariants below must hold. A game added to the
catalog is covered here without touching this file.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from patience_helpers import patience_variants, variant_id

import cardlib
from cardlib import Game, IllegalMove, load_game, new_game

GAME_IDS = [info.id for info in cardlib.catalog()]
SEEDS = (1, 2, 3)
MAX_MOVES = 3000
VARIANT_MOVES = 100
"""Random moves per patience variant (the default options play to the end above)."""
GARBAGE = ["", "   ", "xyzzy", "42", "\x00", "play the ace of spades please", "-1:-1"]


def snapshot(g: Game) -> tuple[object, ...]:
    return (
        json.dumps(g.state, sort_keys=True),
        [str(m) for m in g.history],
        g.is_over,
        g.to_move,
        g.scores,
        g.outcome,
        [str(m) for m in g.legal_moves()],
        g.all_cards(),
    )


def check_refused(g: Game, move: object) -> None:
    before = snapshot(g)
    with pytest.raises(IllegalMove) as err:
        g.play(move)  # type: ignore[arg-type]
    assert err.value.rule, "an IllegalMove must name the broken rule"
    assert str(err.value)
    assert snapshot(g) == before, "a refused move must leave the state untouched"


def illegal_candidates(g: Game, rng: random.Random) -> list[str]:
    """Notations that are moves of this game somewhere, but not legal here and now."""
    legal = {str(m) for m in g.legal_moves()}
    seen: set[str] = set()
    probe = g.copy()
    for _ in range(40):
        if probe.is_over:
            break
        moves = probe.legal_moves()
        seen.update(str(m) for m in moves)
        probe.play(rng.choice(moves))
    return sorted(seen - legal)


def play_checked(g: Game, rng: random.Random, max_moves: int) -> bool:
    """Play random legal moves, checking every invariant as it goes; True if the game
    ended within ``max_moves`` moves."""
    cards: Counter[cardlib.Card] = g.all_cards()
    checks_every = 25
    for n in range(max_moves):
        if g.is_over:
            return True
        moves = g.legal_moves()
        assert moves, "a game that is not over must offer a move"
        assert len({str(m) for m in moves}) == len(moves), "move notations must be distinct"
        for m in moves:
            assert g.parse_move(str(m)) == m, "notation must round-trip"
        seat = g.to_move
        assert seat is None or isinstance(seat, int)
        if n % checks_every == 0:
            for junk in GARBAGE:
                check_refused(g, junk)
            check_refused(g, 12345)
            for text in illegal_candidates(g, rng)[:5]:
                check_refused(g, text)
        move = rng.choice(moves)
        before = snapshot(g)
        g.play(move)
        assert g.history[-1] == move
        if g.all_cards():  # dice games hold no cards
            assert g.all_cards() == cards, "cards must be conserved"
        if n % checks_every == 0:
            after = snapshot(g)
            g.undo()
            assert snapshot(g) == before, "undo must restore the exact state"
            g.play(move)
            assert snapshot(g) == after, "replaying the undone move must give the same state"
            if n & (n - 1) == 0 or n % 500 == 0:  # replaying is O(moves): check sparsely
                again = load_game(g.to_json())
                assert snapshot(again) == snapshot(g), "JSON must round-trip"
            twin = g.copy()
            assert snapshot(twin) == snapshot(g)
            twin.undo()  # copies share undo snapshots: using them must not leak
            assert snapshot(twin) == before and snapshot(g) == after
            twin.play(twin.legal_moves()[-1])
            if not twin.is_over:
                twin.play(twin.legal_moves()[0])
            assert snapshot(g) == after, "a copy must be independent"
            g.undo()
            assert snapshot(g) == before, "undo after a copy's undo must still be exact"
            g.play(move)
    return g.is_over


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_keeps_every_invariant(game_id: str, seed: int) -> None:
    rng = random.Random(seed * 7919)
    g = new_game(game_id, seed=seed)
    if not play_checked(g, rng, MAX_MOVES):
        pytest.fail(f"{game_id} seed {seed} did not end within {MAX_MOVES} moves")
    assert g.is_over and g.outcome is not None
    assert g.legal_moves() == []
    assert g.to_move is None
    check_refused(g, "x")
    if g.history:
        last = g.history[-1]
        check_refused(g, last)
    assert snapshot(load_game(g.to_json())) == snapshot(g)
    n = len(g.history)
    while g.history:
        g.undo()
    assert snapshot(g) == snapshot(new_game(game_id, seed=seed)), "undo all the way to the deal"
    assert n > 0
    with pytest.raises(IllegalMove) as err:
        g.undo()
    assert err.value.rule == "nothing to undo"


@pytest.mark.parametrize(
    "variant", [v for v in patience_variants() if v[1] or v[0] not in GAME_IDS], ids=variant_id
)
def test_random_play_of_every_patience_preset_and_option(variant: tuple[str, dict]) -> None:
    """Every preset and non-default option of the patience games (vegas-klondike, big-ben,
    supermove, traditional Little Forty, ...), by the same invariants, for a bounded
    number of moves, then undone to the deal and replayed from its JSON."""
    gid, opts = variant
    g = new_game(gid, seed=5, **opts)
    assert g.deal_code.count(":") == (2 if opts or gid not in GAME_IDS else 1)
    again = cardlib.from_deal_code(g.deal_code)
    assert snapshot(again) == snapshot(g), "the deal code must carry the options"
    play_checked(g, random.Random(variant_id(variant)), VARIANT_MOVES)
    assert g.history
    assert snapshot(load_game(g.to_json())) == snapshot(g)
    while g.history:
        g.undo()
    assert snapshot(g) == snapshot(again), "undo all the way to the deal"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_catalog_entry_is_complete(game_id: str) -> None:
    info = next(i for i in cardlib.catalog() if i.id == game_id)
    assert info.name and info.family and info.players and info.packs and info.summary
    for option in info.options:
        assert option.doc
        assert option.coerce(option.default) == option.default
    for alias in info.aliases:
        assert new_game(alias, seed=1).id == game_id
    g = new_game(game_id, seed=11)
    assert g.deal_code == f"{game_id}:11"
    assert cardlib.from_deal_code(g.deal_code).state == g.state
    assert new_game(game_id, seed=11).state == g.state, "a seed must fix the deal"
