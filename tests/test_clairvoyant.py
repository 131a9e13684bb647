"""The clairvoyant trick player of ``bench/clairvoyant.py`` (issue 39, the ceiling): it
judges on the true layout, its card is the best one by an independent brute force over the
engine's own moves, and ``bench/bot_match.py --player clairvoyant`` plays and records it;
with it ``bench/bot_losses.py`` prices a player's choices."""

from __future__ import annotations

import json
import random
from typing import Any

from bench_scripts import load_bench

import cardlib
from cardlib.tricks import forty_five
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import Play
from cardlib.tricks.strong import knowledge

clairvoyant = load_bench("clairvoyant")
bot_match = load_bench("bot_match")


def _last_trick_won(g: Any, hand: int, done: int, side: int) -> int:
    """1 if the move just played ended a trick that ``side`` won (the hand's last trick is
    among ``last_tricks`` once the next hand has begun)."""
    if g.hand_no != hand:
        return int(g.sides[g.last_tricks[-1].winner] == side)
    return int(len(g.tricks) > done and g.sides[g.tricks[-1].winner] == side)


def _tricks_for(g: Any, side: int) -> int:
    """The most tricks ``side`` takes from here to the end of the hand, both sides playing
    their best with every card in view: a plain search over the engine's legal moves."""
    hand = g.hand_no
    plays = [m for m in g.legal_moves() if isinstance(m, Play)]
    if g.is_over or not plays:
        return 0
    mine = g.sides[g.to_move] == side
    values = []
    for move in plays:
        done = len(g.tricks)
        g.play(move)
        won = _last_trick_won(g, hand, done, side)
        values.append(won + (_tricks_for(g, side) if g.hand_no == hand else 0))
        g.undo()
    return max(values) if mine else min(values)


def _points(g: Any, side: int, tricks: int) -> int:
    """A Forty-Five hand's points for ``side`` taking ``tricks`` of five, less the other
    side's (the game's own scoring)."""
    scoring = str(g.options["scoring"])
    return forty_five.hand_points(tricks, 5 - tricks, scoring) - forty_five.hand_points(
        5 - tricks, tricks, scoring
    )


def _late_position(seed: int) -> Any:
    """A Forty-Five hand played by SensibleBot down to three cards each."""
    g = cardlib.new_game("forty-five", seed=seed)
    bot = SensibleBot()
    while not g.is_over and (len(g.tricks) < 2 or g.trick):
        g.play(bot.choose(g))
    return g


def test_the_clairvoyant_judges_on_the_true_layout() -> None:
    g = _late_position(100_001)
    seat = g.to_move
    bot = clairvoyant.ClairvoyantBot(seed=1)
    layouts = bot.layouts(g, knowledge(g, seat), 24, random.Random(1), g.hands[seat])
    assert layouts == [[list(h) for h in g.hands]]


def _card_points(g: Any, side: int, move: Any) -> int:
    """The side's points for the hand after ``move``, best play after it on both sides."""
    hand, done = g.hand_no, len(g.tricks)
    past = sum(1 for t in g.tricks if g.sides[t.winner] == side)
    g.play(move)
    got = _last_trick_won(g, hand, done, side)
    got += _tricks_for(g, side) if g.hand_no == hand else 0
    g.undo()
    return _points(g, side, past + got)


def test_the_clairvoyant_plays_a_best_card() -> None:
    """With three tricks left, wherever the card played changes the hand's points, its
    card keeps the most points its side can score, as a brute force over the engine's own
    moves counts them (SensibleBot, which sees one hand, misses some of these)."""
    decided = 0
    for seed in range(100_000, 100_060):
        g = _late_position(seed)
        if g.is_over or g.to_move is None:
            continue
        side = g.sides[g.to_move]
        plays = [m for m in g.legal_moves() if isinstance(m, Play)]
        worth = {m: _card_points(g, side, m) for m in plays}
        if len(set(worth.values())) == 1:
            continue  # every card scores the same: nothing to choose
        decided += 1
        move = clairvoyant.ClairvoyantBot(seed=seed).choose(g)
        assert worth[move] == max(worth.values()), (seed, move, worth)
    assert decided >= 8, f"only {decided} positions where the card mattered"


def test_bot_match_plays_the_clairvoyant_and_keeps_its_games_apart() -> None:
    record = bot_match.play_game("forty-five", 100_000, 0, "clairvoyant")
    assert record["winner"] in (0, 1) and record["inexact"] == 0
    assert sum(record["scores"]) > 0 and record["cpu_ms"]
    assert bot_match.results_path("pepper", "clairvoyant").name == "match_pepper_clairvoyant.jsonl"
    assert bot_match.results_path("pepper").name == "match_pepper.jsonl"  # the book's
    # a match against another opponent, and tuning seeds, are kept apart from the book's
    path = bot_match.results_path("forty-five", "candidate", "baseline")
    assert path.name == "match_forty-five_candidate_vs_baseline.jsonl"
    assert path.parent == bot_match.OUT
    assert bot_match.results_path("forty-five", first=1).parent == bot_match.TUNING_OUT


def test_the_baseline_is_the_strong_player_of_before_round_two() -> None:
    base = bot_match.PLAYERS["baseline"](seed=3)
    assert not (base.score_aware or base.banded or base.inference)
    g = cardlib.new_game("forty-five", seed=100_001)
    record = bot_match.play_game("forty-five", 100_001, 1, "strong", "baseline")
    assert record["strong_side"] == 1 and record["winner"] in (0, 1)
    assert g.deal_code == "forty-five:100001"


bot_losses = load_bench("bot_losses")


def test_the_losses_price_each_decision_against_the_best_choice() -> None:
    seer = clairvoyant.ClairvoyantBot(seed=1)
    priced = kinds = 0
    seen: set[str] = set()
    for seed in range(3):
        g = cardlib.new_game("forty-five", seed=seed)
        weak = SensibleBot()
        while g.hand_no == 0 and not g.is_over:
            seat = g.to_move
            moves = g.legal_moves()
            if len(moves) > 1:
                best = seer.choose(g)
                kind = bot_losses.kind_of(g, seat, moves[0])
                seen.add(kind)
                assert kind in bot_losses.KINDS
                # the best card costs nothing; every choice costs something or nothing
                if isinstance(best, Play):
                    assert bot_losses.cost(g, seat, best, seer) == 0.0
                costs = [bot_losses.cost(g, seat, m, seer) for m in moves]
                assert all(c is not None and c >= 0 for c in costs)
                priced += 1
                kinds += any(c > 0 for c in costs if c is not None)
            g.play(weak.choose(g))
    assert priced >= 10 and kinds >= 2
    assert {"lead", "against their trick"} <= seen


def test_a_player_is_compared_with_strongbot_seed_by_seed(tmp_path: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(bot_match, "OUT", tmp_path)

    def game(seed: int, side: int, ahead: int, won: bool) -> str:
        scores = [0, 0]
        scores[side] = 10 + ahead
        scores[1 - side] = 10
        winner = side if won else 1 - side
        record = {"seed": seed, "strong_side": side, "winner": winner, "scores": scores}
        return json.dumps({**record, "hands": 5, "times_ms": [], "cpu_ms": []})

    base = [game(s, side, 5, s % 2 == 0) for s in (1, 2, 3) for side in (0, 1)]
    mine = [game(s, side, 10, True) for s in (1, 2, 4) for side in (0, 1)]
    (tmp_path / "match_pepper.jsonl").write_text("\n".join(base) + "\n")
    (tmp_path / "match_pepper_candidate.jsonl").write_text("\n".join(mine) + "\n")
    seeds, (mean, lo, hi), before, after = bot_match.paired("pepper", "candidate")
    assert seeds == 2  # seeds 1 and 2 are in both
    assert mean == 1.0 and lo == hi == 1.0  # 5 more points over 5 hands, on every seed
    assert (before, after) == (2, 4)
