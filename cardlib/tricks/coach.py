"""A coach for the trick games: the strong player's move with its reason, and a hand review.

:func:`suggest` asks :class:`~cardlib.tricks.strong.StrongBot` for the move of the seat to
act and turns its own numbers into one line of reason. :func:`review` replays a finished
hand: at each of the seat's decisions it asks the strong player what it would have done
until the first departure, and plays the hand again from there with the strong player in
that seat (and in the others, whose recorded moves answered other cards) to show what the
seat's side could have won.

>>> import cardlib
>>> g = cardlib.new_game("pepper", seed=3)
>>> advice = suggest(g, g.to_move)
>>> advice.move in g.legal_moves(), advice.reason != ""
(True, True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from statistics import fmean

from cardlib.cards import Card
from cardlib.game import Move
from cardlib.tricks import all_fours, pepper
from cardlib.tricks.engine import (
    Beg,
    Bid,
    GiveOne,
    NameTrump,
    Pass,
    Play,
    Rob,
    RunPack,
    Stand,
    TrickGame,
    move_words,
    trick_winner,
)
from cardlib.tricks.strong import Judgement, StrongBot, best_card

__all__ = ["Advice", "Review", "card_reason", "completes", "hand_points", "review", "suggest"]


@dataclass(frozen=True)
class Advice:
    """The strong player's move for a seat and one line of reason from its own numbers."""

    move: Move
    reason: str

    def __str__(self) -> str:
        return f"{self.move}: {self.reason}"


def _pct(x: float) -> str:
    return f"{round(100 * x)}%"


def suggest(game: TrickGame, seat: int | None = None, *, bot: StrongBot | None = None) -> Advice:
    """The strong player's move for ``seat`` (the seat to act) and why, in one line.

    ``bot`` is the strong player to ask (default ``StrongBot()``); its move is the one
    ``bot.choose(game)`` makes.
    """
    if seat is None:
        seat = game.to_move
    if seat is None or game.to_move != seat:
        raise ValueError("the coach suggests a move only for the seat to act")
    if bot is None:
        bot = StrongBot()
    moves = game.legal_moves()
    if len(moves) == 1:
        return Advice(moves[0], "it is the only move the rules allow")
    plays = [m for m in moves if isinstance(m, Play)]
    if plays and len(plays) == len(moves):
        cards = [m.card for m in plays]
        j = bot.judge_cards(game, seat, cards, explain=True)
        best = best_card(game.ranking(), cards, j)
        return Advice(Play(best), card_reason(j, best))
    move = bot.choose(game)
    if isinstance(move, Bid | Pass) and isinstance(game, pepper.PepperGame):
        sims = bot.pepper_tricks(game, seat)
        if isinstance(move, Bid):
            need = 6 if move.value in ("little", "big") else int(move.value)
            rate = max(fmean(1.0 if t >= need else 0.0 for t in ts) for ts in sims.values())
            n = len(next(iter(sims.values())))
            name = pepper.bid_name(move.value)
            return Advice(
                move, f"bidding {name} makes the contract in {_pct(rate)} of {n} simulated hands"
            )
        values = bot.pepper_bid_values(game, seat)
        low = min(values, key=lambda b: pepper.LADDER.index(b))
        return Advice(
            move,
            f"your best contract is worth {max(values.values()):+.1f} points on average in "
            f"simulated hands (a bid of {pepper.bid_name(low)}: {values[low]:+.1f}), not enough "
            "to bid now",
        )
    if isinstance(move, NameTrump) and isinstance(game, pepper.PepperGame):
        sims = bot.pepper_tricks(game, seat)
        tricks = fmean(sims[move.suit])
        return Advice(
            move, f"your side takes {tricks:.1f} tricks on average with it when simulated"
        )
    if isinstance(move, Stand | Beg) and bot.last and bot.last.bid_values:
        v = bot.last.bid_values
        return Advice(
            move,
            f"standing is worth {v['stand']:+.2f} points on average in simulated hands, "
            f"begging about {v['beg']:+.2f} at this score",
        )
    if isinstance(move, RunPack | GiveOne) and isinstance(game, all_fours.AllFoursGame):
        beggars = game.sides[game.next_seat(game.dealer)]
        if game.score[beggars] + 1 >= game.target:
            return Advice(move, "giving one would give the beggars the game")
        if bot.last and bot.last.bid_values:
            v = bot.last.bid_values
            return Advice(
                move,
                f"giving one and playing on is worth {v['give']:+.2f} points on average, "
                f"running the pack about {v['run']:+.2f}",
            )
    if isinstance(move, Rob):
        return Advice(move, "robbing takes a trump for your least useful card")
    return Advice(move, "the Strong computer player's choice")


def card_reason(j: Judgement, best: Card) -> str:
    """One line of reason for playing ``best`` from the strong player's judgement ``j``:
    how often it takes the trick over the layouts, and what it is worth on average
    (against the card that takes the trick more often, when there is one); or, when the
    score made a card with fewer points the better one, its chance of winning the game."""
    layouts = f"the {j.layouts} layouts consistent with what you have seen"
    how = "solved exactly" if j.exact else "played out"
    worth = f"{j.values[best]:+.2f} points for your side"
    richer = max(j.values, key=lambda c: j.values[c])
    if j.utility is not None and round(j.values[richer], 2) > round(j.values[best], 2):
        return (
            f"it gives your side the best chance of winning the game ({_pct(j.utility[best])} "
            f"over {layouts}, {how}) at this score, though the {richer} averages more points "
            f"for the hand ({j.values[richer]:+.2f} against {j.values[best]:+.2f})"
        )
    rate = j.win_rate[best]
    other = max(j.win_rate, key=lambda c: (j.win_rate[c], -j.values[c]))
    top = j.win_rate[other]
    if top == 0:
        return f"no card of yours takes this trick in {layouts} ({how}); this one averages {worth}"
    if rate >= top:
        return (
            f"it wins the trick for your side in {_pct(rate)} of {layouts} ({how}); "
            f"it averages {worth}"
        )
    than = "the same as" if round(j.values[other], 2) == round(j.values[best], 2) else "more than"
    return (
        f"it averages {worth} over {layouts} ({how}), {than} the {other} "
        f"({j.values[other]:+.2f}), which wins the trick more often ({_pct(top)} against "
        f"{_pct(rate)})" + (": this card is the cheaper to give up" if than != "more than" else "")
    )


# ----- the review of a hand ------------------------------------------------------------------
@dataclass(frozen=True)
class Review:
    """A review of one hand for one seat.

    ``decisions``: the seat's decisions in the hand; ``departure``: the first of them
    where the seat's move differed from the strong player's, as (its number among the
    seat's decisions, the move made, the strong player's move), or ``None``;
    ``tricks``/``points``: what the seat's side won in the hand as played; ``strong_tricks``
    and ``strong_points``: the same with the strong player in the seat.
    """

    hand_no: int
    seat: int
    decisions: int
    departure: tuple[int, Move, Move] | None
    tricks: int
    points: int
    strong_tricks: int
    strong_points: int

    def summary(self) -> str:
        """The review in one or two sentences."""
        if self.departure is None:
            return (
                f"You played all {self.decisions} decisions as the Strong computer player would: "
                f"{self.tricks} tricks, {self.points:+d} points."
            )
        i, mine, best = self.departure
        return (
            f"First departure at your decision {i + 1}: you chose to {move_words(mine)}, the "
            f"Strong computer player to {move_words(best)}. Your side won {self.tricks} tricks "
            f"({self.points:+d} points); with the Strong computer player's choices "
            f"{self.strong_tricks} tricks ({self.strong_points:+d})."
        )


_POINTS = re.compile(r" ([+-]\d+) \(")


def hand_points(game: TrickGame, side: int, events: list[str] | tuple[str, ...]) -> int:
    """The points ``side`` scored in a hand, read from its scoring events."""
    name = game.side_name(side)
    total = 0
    for e in events:
        if e.startswith(name + " "):
            m = _POINTS.search(e[len(name) :])
            if m and e[len(name) :].startswith(m.group(0)):
                total += int(m.group(1))
    return total


def _fresh(game: TrickGame) -> TrickGame:
    return type(game)(game.seed, dict(game.options), game.position)


def completes(g: TrickGame, move: Move) -> int | None:
    """The seat that wins the trick ``move`` completes (before it is played), or ``None``."""
    if not isinstance(move, Play) or g.turn is None or len(g.trick) != g.trick_size() - 1:
        return None
    return trick_winner([*g.trick, (g.turn, move.card)], g.ranking())


def review(
    game: TrickGame,
    seat: int,
    hand_no: int | None = None,
    *,
    bot: Callable[[int], StrongBot] = StrongBot,
) -> Review:
    """Review hand ``hand_no`` (default: the last finished one) of ``game`` for ``seat``.

    ``bot(seed)`` makes the strong players (the seat's, seed 0, and the stand-ins for the
    other seats once the replay departs from the moves they made). ``ValueError`` when
    that hand was not played to its end in ``game``.
    """
    g = _fresh(game)
    moves = list(game.history)
    if hand_no is None:
        hand_no = game.hand_no if game.is_over else game.hand_no - 1
    i = 0
    while i < len(moves) and g.hand_no < hand_no:
        g.play(moves[i])
        i += 1
    if g.hand_no != hand_no or i >= len(moves):
        raise ValueError(f"hand {hand_no} was not played in this game")
    start, start_i = g.copy(), i
    side = g.sides[seat]
    strong = bot(0)
    decisions = 0
    departure: tuple[int, Move, Move] | None = None
    departed_at = -1  # the index of the departing move in the history
    tricks = 0
    while i < len(moves) and g.hand_no == hand_no and not g.is_over:
        if g.to_move == seat and len(g.legal_moves()) > 1:
            if departure is None:  # past the first departure, the strong move is not needed
                best = strong.choose(g)
                if best != moves[i]:
                    departure, departed_at = (decisions, moves[i], best), i
            decisions += 1
        winner = completes(g, moves[i])
        if winner is not None and g.sides[winner] == side:
            tricks += 1
        g.play(moves[i])
        i += 1
    if g.hand_no == hand_no and not g.is_over:
        raise ValueError(f"hand {hand_no} is not finished yet")
    points = hand_points(g, side, g.last_hand)
    if departure is None:
        return Review(hand_no, seat, decisions, None, tricks, points, tricks, points)
    # The same hand with the strong player in the seat: up to the departure it is the hand
    # as played; from there the strong player plays the seat and the other seats too.
    s = start
    s_tricks = 0
    for move in moves[start_i:departed_at]:
        winner = completes(s, move)
        if winner is not None and s.sides[winner] == side:
            s_tricks += 1
        s.play(move)
    others = {x: bot(1 + x) for x in range(s.n)}
    while s.hand_no == hand_no and not s.is_over:
        to = s.to_move
        assert to is not None
        move = strong.choose(s) if to == seat else others[to].choose(s)
        winner = completes(s, move)
        if winner is not None and s.sides[winner] == side:
            s_tricks += 1
        s.play(move)
    s_points = hand_points(s, side, s.last_hand)
    return Review(hand_no, seat, decisions, departure, tricks, points, s_tricks, s_points)
