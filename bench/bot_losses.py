"""Where a trick player loses its points: its choices against the clairvoyant's (issue 39).

Plays duplicate-style games of a player (``--player``: the ``strong`` player of the demos,
the ``baseline`` of before round 2 or the ``candidate`` with the refinements being measured;
see ``bench/bot_match.py``) against SensibleBot and, at every decision of the player's side,
asks what the choice cost against the best choice with every hand in view:

- a card: the exact points of the hand (the double-dummy search of
  ``bench/clairvoyant.py`` on the true layout) after the best card, minus after the card
  played;
- a rob, a bid, a trump, a beg or a give: the points of the hand (own side minus the other)
  when the rest of it is played by the clairvoyant for the side and SensibleBot for the
  others, after the best of the legal choices, minus after the player's.

The costs are summed by kind: the lead, a card to partner's trick, a card against the
other side's trick, the renege privilege (a trump led and both a trump and a plain card
allowed), the rob, Pepper's bids and trump, All Fours' beg and give. Some of each cost is
the price of not seeing the cards, which no honest player avoids; the split says where
the rest is.

    .venv/bin/python bench/bot_losses.py --game forty-five --games 20 --player baseline

Runs on seeds below 1000 (the tuning seeds), never on the match seeds. Writes
``book/data/bots/losses_<game>_<player>.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/clairvoyant.py

from bot_match import GAMES, PLAYERS
from clairvoyant import ClairvoyantBot

import cardlib
from cardlib.game import Move
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import Play, TrickGame, trick_winner

OUT = Path(__file__).resolve().parent.parent / "book" / "data" / "bots"
KINDS = (
    "lead",
    "partner's trick",
    "against their trick",
    "renege",
    "rob",
    "bid",
    "trump",
    "beg",
    "give",
    "other",
)


def kind_of(game: TrickGame, seat: int, move: Move) -> str:
    """The kind of decision ``seat`` faces (``move`` is one of its legal moves)."""
    if isinstance(move, Play):
        trick = game.trick
        if not trick:
            return "lead"
        ranking = game.ranking()
        legal = game.legal_cards()
        led = ranking.suit_of[trick[0][1]]
        if (
            game.follow().renege
            and led is ranking.trump
            and any(ranking.is_trump(c) for c in legal)
            and any(not ranking.is_trump(c) for c in legal)
        ):
            return "renege"
        winner = trick_winner(trick, ranking)
        return (
            "partner's trick" if game.sides[winner] == game.sides[seat] else "against their trick"
        )
    name = type(move).__name__
    return {
        "Rob": "rob",
        "Bid": "bid",
        "Pass": "bid",
        "NameTrump": "trump",
        "Stand": "beg",
        "Beg": "beg",
        "GiveOne": "give",
        "RunPack": "give",
    }.get(name, "other")


def _hand_outcome(game: TrickGame, side: int, bots: dict[int, ClairvoyantBot]) -> float:
    """The points of the hand under way for ``side`` (own minus the other's): the rest of
    it played by the clairvoyant for the side and SensibleBot for the other."""
    hand = game.hand_no
    start = list(game.score)
    weak = SensibleBot()
    while not game.is_over and game.hand_no == hand:
        seat = game.to_move
        assert seat is not None
        bot = bots[seat] if game.sides[seat] == side else weak
        game.play(bot.choose(game))  # type: ignore[arg-type]
    return float((game.score[side] - start[side]) - (game.score[1 - side] - start[1 - side]))


def cost(game: TrickGame, seat: int, move: Move, seer: ClairvoyantBot) -> float | None:
    """What ``move`` costs ``seat``'s side against the clairvoyant's choice (None: the
    exact search ran out of nodes)."""
    side = game.sides[seat]
    moves = game.legal_moves()
    if isinstance(move, Play):
        cards = [m.card for m in moves if isinstance(m, Play)]
        before = seer.inexact
        j = seer.judge_cards(game, seat, cards)
        if seer.inexact != before:
            return None
        return max(j.values.values()) - j.values[move.card]
    values = {}
    for m in moves:
        twin = game.copy()
        twin.play(m)
        bots = {s: ClairvoyantBot(seed=seer.seed + s) for s in range(game.n)}
        values[m] = _hand_outcome(twin, side, bots)
    return max(values.values()) - values[move]


def analyse(game_id: str, player: str, games: int, first: int) -> dict[str, object]:
    totals = {k: {"decisions": 0, "costly": 0, "points": 0.0, "inexact": 0} for k in KINDS}
    by_trick: dict[str, dict[str, float]] = {}
    deals = 0
    for seed in range(first, first + games):
        for strong_side in (0, 1):
            g = cardlib.new_game(game_id, seed=seed)
            assert isinstance(g, TrickGame)
            mine = {s: PLAYERS[player](seed=seed * 10 + s) for s in range(g.n)}
            seer = ClairvoyantBot(seed=seed * 10)
            weak = SensibleBot()
            while not g.is_over:
                seat = g.to_move
                assert seat is not None
                if g.sides[seat] != strong_side:
                    g.play(weak.choose(g))
                    continue
                move = mine[seat].choose(g)
                if len(g.legal_moves()) > 1:
                    k = kind_of(g, seat, move)
                    c = cost(g, seat, move, seer)
                    row = totals[k]
                    row["decisions"] += 1
                    if c is None:
                        row["inexact"] += 1
                    elif c > 1e-9:
                        row["costly"] += 1
                        row["points"] += c
                        if isinstance(move, Play):
                            key = f"{k}, trick {len(g.tricks) + 1}"
                            t = by_trick.setdefault(key, {"costly": 0, "points": 0.0})
                            t["costly"] += 1
                            t["points"] += c
                g.play(move)
            deals += max(1, g.hand_no + 1)
    kinds = {k: v for k, v in totals.items() if v["decisions"]}
    for v in kinds.values():
        v["points_per_deal"] = v["points"] / deals
    return {
        "game": game_id,
        "player": player,
        "games": 2 * games,
        "deals": deals,
        "first_seed": first,
        "kinds": kinds,
        "cards_by_trick": dict(sorted(by_trick.items(), key=lambda kv: -kv[1]["points"])),
    }


def show(result: dict[str, object]) -> None:
    print(f"{result['game']}: {result['player']}, {result['games']} games, {result['deals']} deals")
    kinds: dict[str, dict[str, float]] = result["kinds"]  # type: ignore[assignment]
    total = sum(v["points_per_deal"] for v in kinds.values())
    for k, v in sorted(kinds.items(), key=lambda kv: -kv[1]["points"]):
        print(
            f"  {k:20s} {int(v['decisions']):6d} decisions, {int(v['costly']):5d} costly, "
            f"{v['points_per_deal']:.3f} points a deal ({v['points_per_deal'] / total:.0%})"
            + (f", {int(v['inexact'])} not solved" if v["inexact"] else "")
        )
    print(f"  {'all':20s} {total:.3f} points a deal")
    deals = int(result["deals"])  # type: ignore[call-overload]
    tricks: dict[str, dict[str, float]] = result["cards_by_trick"]  # type: ignore[assignment]
    for k, v in list(tricks.items())[:8]:
        print(f"    {k:30s} {int(v['costly']):5d} costly, {v['points'] / deals:.3f} points a deal")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES, default="forty-five")
    ap.add_argument(
        "--player", choices=sorted(set(PLAYERS) - {"clairvoyant", "sensible"}), default="strong"
    )
    ap.add_argument("--games", type=int, default=20, help="seeds (each played from both sides)")
    ap.add_argument("--first", type=int, default=1, help="first seed (keep below 1000)")
    a = ap.parse_args()
    if a.first + a.games > 1000:
        ap.error("the seeds must stay below 1000: the matches' seeds are never tuned on")
    result = analyse(a.game, a.player, a.games, a.first)
    show(result)
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"losses_{a.game}_{a.player}.json"
    path.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
