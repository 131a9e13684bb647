"""Bots for the trick games: a random legal player and a sensible one.

Both choose among ``game.legal_moves()``; the sensible bot reads only ``game.view(seat)``
(its own hand, the table, the auction, the scores and the public rank orders).

>>> import cardlib
>>> g = cardlib.new_game("pepper", seed=3)
>>> bots = [SensibleBot() for _ in range(4)]
>>> while not g.is_over:
...     g.play(bots[g.to_move].choose(g))
>>> g.outcome is not None
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardlib.cards import Card, Rank, Suit
from cardlib.game import Move
from cardlib.tricks import forty_five, pepper
from cardlib.tricks.engine import (
    Beg,
    Bid,
    Claim,
    Discard,
    Done,
    Five,
    GiveOne,
    Hold,
    NameTrump,
    NoFive,
    Pass,
    Play,
    Ranking,
    Rob,
    RunPack,
    Stand,
    TrickGame,
    TrickView,
    trick_winner,
)

__all__ = ["RandomBot", "SensibleBot", "default_level", "levels"]


def levels() -> dict[str, type]:
    """The computer players a demo offers, by level: ``Beginner`` and ``Strong``.

    >>> list(levels())
    ['Beginner', 'Strong']
    """
    from cardlib.tricks.strong import StrongBot

    return {"Beginner": SensibleBot, "Strong": StrongBot}


def default_level() -> str:
    """The level the demos start at: the strong player (the reader may pick Beginner)."""
    return "Strong"


class RandomBot:
    """Plays a random legal move, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: TrickGame) -> Move:
        """A uniformly random legal move."""
        return self.rng.choice(game.legal_moves())


def _pepper_estimate(hand: Sequence[Card], trump: Suit | None) -> float:
    """Expected tricks for a side whose member holds ``hand`` with ``trump``."""
    order = pepper.trump_order(trump)
    weights = (1.0, 0.9, 0.8, 0.55, 0.4, 0.3, 0.3)
    est = sum(weights[order.index(c)] for c in hand if c in order)
    for c in hand:
        if c in order:
            continue
        if c.rank is Rank.ACE:
            est += 0.9 if trump is None else 0.7
        elif c.rank is Rank.KING and trump is None:
            est += 0.4
    return est + 1.0  # the partner's share


def _forty_five_estimate(hand: Sequence[Card], trump: Suit) -> float:
    order = forty_five.trump_order(trump)
    est = 0.0
    for c in hand:
        if c in order:
            i = order.index(c)
            est += 1.0 if i < 3 else 0.7 if i < 6 else 0.4
        elif c.rank is Rank.KING:
            est += 0.3
    return est


class SensibleBot:
    """Bids and begs from hand strength; leads winners, follows cheaply, never errs."""

    def choose(self, game: TrickGame) -> Move:
        """The bot's move for the seat to act."""
        seat = game.to_move
        moves = game.legal_moves()
        if seat is None or not moves:
            raise ValueError("there is no move to choose: the game is over")
        view = game.view(seat)
        first = moves[0]
        if isinstance(first, Play) or any(isinstance(m, Claim) for m in moves):
            if any(isinstance(m, Claim) for m in moves):
                return Claim()
            return self._play(view, [m.card for m in moves if isinstance(m, Play)])
        kinds = {type(m) for m in moves}
        if Rob in kinds:
            return self._rob(view, [m for m in moves if isinstance(m, Rob)])
        if Five in kinds:
            return self._five(view)
        if Bid in kinds or Pass in kinds:
            return self._bid(view, moves)
        if NameTrump in kinds:
            return self._name_trump(view, [m for m in moves if isinstance(m, NameTrump)])
        if Done in kinds:
            return self._discard(view, moves)
        if Stand in kinds:
            return self._beg(view)
        if RunPack in kinds:
            return self._give(view, GiveOne() in moves)
        return first

    # -- before play -------------------------------------------------------------------
    def _rob(self, view: TrickView, robs: list[Rob]) -> Move:
        ranking = view.ranking
        assert ranking is not None
        return min(robs, key=lambda m: _value(ranking, m.card))

    def _five(self, view: TrickView) -> Move:
        trumps = sum(1 for c in view.hand if view.ranking and view.ranking.is_trump(c))
        return Five() if trumps < 2 else NoFive()

    def _best_suit(self, view: TrickView, allow_none: bool) -> tuple[Suit | None, float]:
        options: list[Suit | None] = [*Suit, None] if allow_none else list(Suit)
        if view.extra.get("variant") == "auction_45":
            scored: list[tuple[Suit | None, float]] = [
                (s, _forty_five_estimate(view.hand, s)) for s in Suit
            ]
        else:
            scored = [(s, _pepper_estimate(view.hand, s)) for s in options]
        return max(scored, key=lambda x: x[1])

    def _bid(self, view: TrickView, moves: list[Move]) -> Move:
        bids = [m for m in moves if isinstance(m, Bid)]
        if view.extra.get("variant") == "auction_45":
            _, est = self._best_suit(view, False)
            worth = 5 * int(est + 1.5)  # tricks with the partner's help, plus the top trump
            if Hold() in moves and view.bid is not None and int(view.bid) <= worth:
                return Hold()
            ok = [b for b in bids if int(b.value) <= worth and int(b.value) >= 15]
            return ok[0] if ok else Pass() if Pass() in moves else bids[0]
        _, est = self._best_suit(view, True)
        can = [b for b in bids if b.value in pepper.LADDER[:5] and int(b.value) <= est]
        if view.maker is not None and view.partners(view.maker) and view.maker != view.seat:
            can = []  # do not outbid the partner
        if can:
            return can[0]
        return Pass() if Pass() in moves else bids[0]

    def _name_trump(self, view: TrickView, moves: list[NameTrump]) -> Move:
        suit, _ = self._best_suit(view, NameTrump(None) in moves)
        return NameTrump(suit)

    def _discard(self, view: TrickView, moves: list[Move]) -> Move:
        ranking = view.ranking
        for m in moves:
            if (
                isinstance(m, Discard)
                and ranking is not None
                and not ranking.is_trump(m.card)
                and m.card.rank is not Rank.KING
            ):
                return m
        return Done()

    def _beg(self, view: TrickView) -> Move:
        trump = view.trump
        mine = [c for c in view.hand if c.suit is trump]
        high = any(c.rank in (Rank.ACE, Rank.KING, Rank.JACK) for c in mine)
        return Stand() if len(mine) >= 3 or (len(mine) >= 2 and high) else Beg()

    def _give(self, view: TrickView, may_give: bool) -> Move:
        trump = view.trump
        mine = [c for c in view.hand if c.suit is trump]
        return GiveOne() if may_give and len(mine) >= 2 else RunPack()

    # -- card play ---------------------------------------------------------------------
    def _play(self, view: TrickView, cards: list[Card]) -> Move:
        ranking = view.ranking
        assert ranking is not None
        if len(cards) == 1:
            return Play(cards[0])
        played = {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick}
        if not view.trick:
            return Play(self._lead(ranking, cards, played))
        if view.winning is not None and view.partners(view.winning):
            return Play(min(cards, key=lambda c: _value(ranking, c)))
        winners = [
            c for c in cards if trick_winner([*view.trick, (view.seat, c)], ranking) == view.seat
        ]
        if winners:
            return Play(min(winners, key=lambda c: _value(ranking, c)))
        return Play(min(cards, key=lambda c: _value(ranking, c)))

    def _lead(self, ranking: Ranking, cards: list[Card], played: set[Card]) -> Card:
        for card in sorted(cards, key=lambda c: -_value(ranking, c)):
            suit = ranking.effective_suit(card)
            above = [c for c in ranking.order(suit) if ranking.power[c] > ranking.power[card]]
            if all(c in played or c in cards for c in above):
                return card  # the best card left in its suit
        plain = [c for c in cards if not ranking.is_trump(c)]
        return min(plain or cards, key=lambda c: _value(ranking, c))


def _value(ranking: Ranking, card: Card) -> int:
    return ranking.power[card] + (100 if ranking.is_trump(card) else 0)
