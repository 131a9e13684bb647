"""Strategy figures for the trick chapters, computed by four StrongBots playing seeded deals.

* Pepper (``strategy_pepper.jsonl``): the first bidder makes trumps of its longest suit
  (bowers counted) and the four StrongBots play the hand out; the maker's side's tricks by
  the maker's number of trumps and bowers give how often each bid would be made.
* All Fours (``strategy_all-fours.jsonl``): each deal is played twice from the beg, once
  standing and once begged with the pack run; the beggars' points (own minus theirs, kick
  points included) by the beggar's number of trumps.
* All Fours by score (``strategy_all-fours-score.jsonl``): the same deals from the beg
  with the match score set so that the beggars need ``b`` points and the dealers ``d``
  (one cell of :data:`AF_CELLS` per deal, by seed); the beggar stands, or begs (and the
  dealer, a StrongBot, gives one or runs the pack), and the four StrongBots play on to the
  end of the game; whether the beggars' side won the game either way.
* Forty-Five (``strategy_forty-five.jsonl``): every deal is played; a deal in which a
  player may rob is played again with the robber declining, so the difference is what
  robbing was worth; every trick with the 5, the J of trumps or the A♥ records whether its
  player's side won it.

Results are appended one line per deal under ``book/data/bots/``; a run skips the deals
already there. ``cardlib.tricks.strategy`` turns them into the chapters' tables.

    nice -n 10 .venv/bin/python bench/trick_strategy.py --deals 400 --minutes 30
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

import cardlib
from cardlib.cards import Card, Rank, Suit
from cardlib.tricks import all_fours, forty_five, pepper
from cardlib.tricks.coach import completes, hand_points
from cardlib.tricks.engine import Beg, Decline, Keep, Play, Rob, RunPack, Stand, TrickGame
from cardlib.tricks.strong import StrongBot

OUT = Path(__file__).resolve().parent.parent / "book" / "data" / "bots"
FIRST_SEED = 200_000
GAMES = ("pepper", "all-fours", "all-fours-score", "forty-five")


def bots(seed: int) -> list[StrongBot]:
    return [StrongBot(seed=seed * 10 + s) for s in range(4)]


def finish_hand(
    g: TrickGame, players: list[StrongBot], pick: Any = None
) -> list[tuple[int, Card, int]]:
    """Play the hand out (``pick(g, moves)`` may choose instead of the bots, or return
    ``None``); every card played as (seat, card, the seat that won its trick)."""
    hand = g.hand_no
    cards: list[tuple[int, Card, int]] = []
    trick: list[tuple[int, Card]] = []
    while not g.is_over and g.hand_no == hand:
        seat = g.to_move
        assert seat is not None
        move = pick(g, g.legal_moves()) if pick is not None else None
        if move is None:
            move = players[seat].choose(g)
        winner = completes(g, move)
        if isinstance(move, Play):
            trick.append((seat, move.card))
        g.play(move)
        if winner is not None:
            cards.extend((s, c, winner) for s, c in trick)
            trick = []
    return cards


# ----- Pepper ------------------------------------------------------------------------------
def pepper_trumps(hand: list[Card], suit: Suit) -> tuple[int, int]:
    order = pepper.trump_order(suit)
    return sum(1 for c in hand if c in order), sum(1 for c in hand if c in order[:2])


def pepper_deal(seed: int) -> dict[str, Any]:
    g0 = cardlib.new_game("pepper", seed=seed)
    assert isinstance(g0, TrickGame)
    maker = g0.next_seat(g0.dealer)
    hand = g0.hands[maker]
    suit = max(Suit, key=lambda s: (*pepper_trumps(hand, s), s.value))
    trumps, bowers = pepper_trumps(hand, suit)
    pos = {
        "hands": [" ".join(c.short for c in h) for h in g0.hands],
        "dealer": g0.dealer,
        "trump": suit.value,
        "turn": maker,
        "bid": "1",  # the makers play for as many tricks as they can take
        "maker": maker,
    }
    g = cardlib.new_game("pepper", seed=seed, position=pos)
    assert isinstance(g, TrickGame)
    cards = finish_hand(g, bots(seed))
    side = g.sides[maker]
    tricks = sum(1 for s, _, w in cards[::4] if g.sides[w] == side)
    return {"seed": seed, "trumps": trumps, "bowers": bowers, "tricks": tricks}


# ----- All Fours ---------------------------------------------------------------------------
def all_fours_deal(seed: int) -> dict[str, Any] | None:
    out: dict[str, Any] = {"seed": seed}
    for choice in ("stand", "run"):
        g = cardlib.new_game("all-fours", seed=seed)
        assert isinstance(g, all_fours.AllFoursGame)
        if g.is_over or g.phase != "beg":
            return None
        beggar = g.to_move
        assert beggar is not None and g.trump is not None
        side = g.sides[beggar]
        out["trumps"] = sum(1 for c in g.hands[beggar] if c.suit is g.trump)
        out["score"] = list(g.scores)
        if choice == "stand":
            g.play(Stand())
        else:
            g.play(Beg())
            g.play(RunPack())
            if g.is_over or g.hand_no != 0:
                return None  # the pack ran out (a redeal) or a kick ended the game
        start = list(out["score"])
        finish_hand(g, bots(seed))
        events = g.last_hand
        mine = hand_points(g, side, events)
        theirs = hand_points(g, 1 - side, events)
        out[choice] = (mine - theirs) - (start[side] - start[1 - side])
    return out


AF_CELLS = ((1, 1), (1, 4), (4, 1), (3, 3))
"""(points the beggars need, points the dealers need) for the All Fours score table."""


def all_fours_score_deal(seed: int) -> dict[str, Any] | None:
    g0 = cardlib.new_game("all-fours", seed=seed)
    assert isinstance(g0, all_fours.AllFoursGame)
    if g0.is_over or g0.phase != "beg" or g0.kick is None:
        return None
    beggar = g0.to_move
    assert beggar is not None and g0.trump is not None
    side = g0.sides[beggar]
    need = AF_CELLS[seed % len(AF_CELLS)]
    score = [0, 0]
    score[side] = g0.target - need[0]
    score[1 - side] = g0.target - need[1]
    pos = {
        "hands": [" ".join(c.short for c in h) for h in g0.hands],
        "dealer": g0.dealer,
        "kick": g0.kick.short,
        "stock": " ".join(c.short for c in g0.stock),
        "score": score,
        "phase": "beg",
        "turn": beggar,
    }
    out: dict[str, Any] = {
        "seed": seed,
        "need": list(need),
        "trumps": sum(1 for c in g0.hands[beggar] if c.suit is g0.trump),
    }
    for choice in ("stand", "beg"):
        g = cardlib.new_game("all-fours", seed=seed, position=pos)
        assert isinstance(g, all_fours.AllFoursGame)
        g.play(Stand() if choice == "stand" else Beg())
        players = bots(seed)
        if choice == "beg" and not g.is_over and g.phase == "give":
            answer = players[g.dealer].choose(g)
            out["dealer"] = "run" if isinstance(answer, RunPack) else "give"
            g.play(answer)
        while not g.is_over:
            seat = g.to_move
            assert seat is not None
            g.play(players[seat].choose(g))
        out[choice] = g.outcome.winner == side if g.outcome is not None else None
    return out


# ----- Forty-Five --------------------------------------------------------------------------
def forty_five_play(seed: int, rob: bool) -> tuple[dict[str, Any], bool]:
    """Play deal ``seed``; ``rob=False``: a player offered the rob declines (or keeps)."""
    g = cardlib.new_game("forty-five", seed=seed)
    assert isinstance(g, forty_five.FortyFiveGame)
    trump = g.trump
    assert trump is not None
    robber: list[int] = []

    def pick(game: TrickGame, moves: list[Any]) -> Any:
        if not any(isinstance(m, Rob) for m in moves):
            return None
        robber.append(game.to_move or 0)
        if not rob:
            for m in (Decline(), Keep()):
                if m in moves:
                    return m
        return None

    cards = finish_hand(g, bots(seed), pick)
    record: dict[str, Any] = {"seed": seed}
    for name, card in (
        ("five", Card(Rank.FIVE, trump)),
        ("jack", Card(Rank.JACK, trump)),
        ("ace_hearts", Card(Rank.ACE, Suit.HEARTS)),
    ):
        for s, c, w in cards:
            if c == card:
                record[name] = g.sides[s] == g.sides[w]
    if robber:
        side = g.sides[robber[0]]
        record["robber_side"] = side
        record["points"] = hand_points(g, side, g.last_hand) - hand_points(g, 1 - side, g.last_hand)
    return record, bool(robber)


def forty_five_deal(seed: int) -> dict[str, Any]:
    record, offered = forty_five_play(seed, rob=True)
    if offered:
        declined, _ = forty_five_play(seed, rob=False)
        record["rob_points"] = record.pop("points")
        record["decline_points"] = declined["points"]
    else:
        record.pop("points", None)
    return record


DEALS = {
    "pepper": pepper_deal,
    "all-fours": all_fours_deal,
    "all-fours-score": all_fours_score_deal,
    "forty-five": forty_five_deal,
}


def run(game_id: str, deals: int, minutes: float, start: int) -> None:
    path = OUT / f"strategy_{game_id}.jsonl"
    done: set[int] = set()
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                done.add(int(json.loads(line)["seed"]))
            except (json.JSONDecodeError, KeyError):
                continue
    stop = time.monotonic() + 60 * minutes
    for i in range(start, start + deals):
        seed = FIRST_SEED + i
        if seed in done:
            continue
        if time.monotonic() > stop:
            return
        record = DEALS[game_id](seed)
        if record is None:
            record = {"seed": seed, "skipped": True}
        with path.open("a") as f:
            f.write(json.dumps(record) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--minutes", type=float, default=30.0)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--game", action="append", choices=GAMES)
    a = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in a.game or GAMES:
        run(game_id, a.deals, a.minutes, a.start)
    from cardlib.tricks.strategy import load, strategy_tables

    for game_id in a.game or GAMES:
        for table in strategy_tables(game_id, load(OUT / f"strategy_{game_id}.jsonl")):
            print(table, end="\n\n")


if __name__ == "__main__":
    main()
