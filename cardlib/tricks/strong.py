"""A strong computer player for the trick games: determinized search (PIMC).

For a card play, :class:`StrongBot` deals the cards it has not seen into layouts that agree
with everything its seat has seen (:func:`sample_layouts`: suits shown void, the turn-up,
robbing, the kick), solves each layout exactly over the remaining tricks with an
alpha-beta search (:class:`DoubleDummy`, which plays by the engine's own
:func:`~cardlib.tricks.engine.legal_cards` and
:func:`~cardlib.tricks.engine.trick_winner`), values the result in the game's own scoring,
and plays the card with the best average. Large positions (a run pack of All Fours, the
first tricks of Pepper) are judged by quick full-information play-outs instead of a full
solve, within a fixed budget of search nodes, so a decision takes a bounded time and the
same seed always makes the same choice.

Bids, begging, standing and giving one are decided by simulating the hand, with the score
in mind (the dealer never gives the point that ends the game).

>>> import cardlib
>>> g = cardlib.new_game("forty-five", seed=5)
>>> bots = [StrongBot(seed=s, budget=1000, samples=4) for s in range(4)]
>>> for _ in range(12):
...     g.play(bots[g.to_move].choose(g))
>>> len(g.history)
12
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from statistics import fmean
from typing import Any

from cardlib.cards import Card, Rank, Suit
from cardlib.game import Move
from cardlib.tricks import all_fours, forty_five, pepper
from cardlib.tricks.bots import SensibleBot, _pepper_estimate
from cardlib.tricks.engine import (
    Beg,
    Bid,
    Claim,
    FollowRule,
    GiveOne,
    NameTrump,
    Pass,
    Play,
    Ranking,
    Rob,
    RunPack,
    Stand,
    TrickGame,
    legal_cards,
    trick_winner,
)

__all__ = [
    "DoubleDummy",
    "Judgement",
    "Knowledge",
    "Objective",
    "StrongBot",
    "best_card",
    "card_values",
    "forty_five_win_chance",
    "knowledge",
    "layout_weight",
    "sample_layouts",
    "weighted_layouts",
]

Hands = list[list[Card]]
Plays = list[tuple[int, Card]]


class _OutOfBudget(Exception):
    """The search used up its node budget."""


# ----- objectives ----------------------------------------------------------------------------
class Objective:
    """What a side plays for, trick by trick: by default the tricks it wins.

    The search numbers the cards (``prepare`` gets the cards in that numbering);
    ``trick(plays, winner)`` gives the points the side earns from a trick of numbered
    cards (its own minus the other side's) and a change to an accumulator;
    ``final(acc)`` values the accumulator when the hand is over. ``card_class`` tells
    cards apart that are worth different points, so the search never treats them as equal.
    """

    def __init__(self, sides: Sequence[int], side: int) -> None:
        self.sides = tuple(sides)
        self.side = side
        self.classes: Sequence[int] = ()

    def prepare(self, cards: Sequence[Card]) -> None:
        """Read the cards of the search, in its numbering."""
        self.classes = [0] * len(cards)

    def trick(self, plays: Sequence[tuple[int, int]], winner: int) -> tuple[int, int]:
        """(reward, change to the accumulator) of a finished trick for the side."""
        return (1 if self.sides[winner] == self.side else 0), 0

    def final(self, acc: int) -> int:
        """The value of the accumulator at the end of the hand."""
        return 0


class AllFoursObjective(Objective):
    """All Fours card play: Jack (1 to the holder's side, or Hang Jack 3) and Game.

    High and Low are fixed by the deal, so card play cannot change them. The accumulator
    is the side's game count minus the other side's.
    """

    def __init__(self, sides: Sequence[int], side: int, trump: Suit, game_value: int) -> None:
        super().__init__(sides, side)
        self.jack = Card(Rank.JACK, trump)
        self.game_value = game_value
        self.counts: Sequence[int] = ()
        self.jack_index = -1

    def prepare(self, cards: Sequence[Card]) -> None:
        self.counts = [all_fours.GAME_VALUES.get(c.rank, 0) for c in cards]
        self.jack_index = cards.index(self.jack) if self.jack in cards else -1
        self.classes = [99 if i == self.jack_index else v for i, v in enumerate(self.counts)]

    def trick(self, plays: Sequence[tuple[int, int]], winner: int) -> tuple[int, int]:
        sides = self.sides
        mine = sides[winner] == self.side
        counts = self.counts
        count = 0
        reward = 0
        for seat, card in plays:
            count += counts[card]
            if card == self.jack_index:
                holder = sides[seat]
                if sides[winner] == holder:
                    reward = 1 if holder == self.side else -1
                else:
                    reward = -3 if holder == self.side else 3
        return reward, count if mine else -count

    def final(self, acc: int) -> int:
        return self.game_value if acc > 0 else -self.game_value if acc < 0 else 0

    def card_trick(self, plays: Sequence[tuple[int, Card]], winner: int) -> int:
        """The reward of a finished trick of real cards (for the tricks already played)."""
        for seat, card in plays:
            if card == self.jack:
                holder = self.sides[seat]
                if self.sides[winner] == holder:
                    return 1 if holder == self.side else -1
                return -3 if holder == self.side else 3
        return 0


# ----- the double-dummy solver ---------------------------------------------------------------
_Numbered = tuple[
    Ranking, FollowRule, list[Card], dict[Card, int], list[tuple[tuple[int, ...], int]]
]
_NUMBERED: dict[tuple[int, int], tuple[Ranking, FollowRule, _Numbered]] = {}


def _numbered(ranking: Ranking, rule: FollowRule) -> _Numbered:
    """The same rank orders and follow rule over card numbers (fast to hash), the cards in
    that numbering and their numbers, and each effective suit's order (highest first) with
    a mask of its cards' bits.

    The suits come in the ranking's order (its plain suits, then the trump), never from a
    set: a set of suits iterates by their hashes, which change with every process, and so
    would the order of the search and where a node budget runs out.
    """
    key = (id(ranking), id(rule))
    hit = _NUMBERED.get(key)
    if hit is not None and hit[0] is ranking and hit[1] is rule:
        return hit[2]
    cards = sorted(ranking.suit_of, key=_order)
    index = {c: i for i, c in enumerate(cards)}
    plain = {s: [index[c] for c in o] for s, o in ranking.plain_orders.items()}
    trumps = [index[c] for c in ranking.trump_order]
    numbered = Ranking(ranking.trump, trumps, plain)  # type: ignore[arg-type]
    privileged = frozenset(index[c] for c in rule.privileged if c in index)
    nrule = FollowRule(rule.may_trump, rule.renege, rule.no_undertrump, privileged)  # type: ignore[arg-type]
    orders: dict[Suit, tuple[int, ...]] = dict(numbered.plain_orders)  # type: ignore[arg-type]
    if numbered.trump is not None:
        orders[numbered.trump] = numbered.trump_order  # type: ignore[assignment]
    masks = [(o, sum(1 << c for c in o)) for o in orders.values()]
    out = (numbered, nrule, cards, index, masks)
    if len(_NUMBERED) > 256:
        _NUMBERED.clear()
    _NUMBERED[key] = (ranking, rule, out)
    return out


class DoubleDummy:
    """Exact alpha-beta search of the card play with every hand known.

    ``hands`` per seat, the ``ranking`` and ``rule`` of the hand, ``next_seat`` (each
    seat's next seat in the direction of play), and the ``objective`` of the side that
    maximizes (the other sides minimize); ``acc`` starts the objective's accumulator.
    The search plays by the engine's :func:`legal_cards` and :func:`trick_winner` over
    numbered cards, merges cards that are equivalent (adjacent in their suit once the
    cards between them are gone, and worth the same), and keeps a table of positions at
    the start of each trick. Past ``budget`` nodes it raises ``_OutOfBudget``.
    """

    def __init__(
        self,
        hands: Hands,
        ranking: Ranking,
        rule: FollowRule,
        next_seat: Sequence[int],
        objective: Objective,
        acc: int = 0,
        budget: int | None = None,
    ) -> None:
        # suit_masks: each suit's order and cards, in a fixed order (see _numbered)
        self.ranking, self.rule, self.cards, self.index, self.suit_masks = _numbered(ranking, rule)
        index = self.index
        self.hands: list[list[int]] = [[index[c] for c in h] for h in hands]
        self.live = 0
        for h in self.hands:
            for c in h:
                self.live |= 1 << c
        self.next = tuple(next_seat)
        self.obj = objective
        objective.prepare(self.cards)
        self.sides = objective.sides
        self.side = objective.side
        self.acc = acc
        self.n = len(hands)
        self.nodes = 0
        self.budget = budget
        self.table: dict[tuple[int, int, int], tuple[int, int]] = {}

    def _plays(self, trick: Sequence[tuple[int, Card]]) -> list[tuple[int, int]]:
        return [(s, self.index[c]) for s, c in trick]

    def value(self, trick: Sequence[tuple[int, Card]], seat: int) -> int:
        """The exact value of the position: the objective's total over the rest of the hand."""
        return self._search(self._plays(trick), seat, self.acc, -10_000, 10_000)

    def move_values(
        self,
        trick: Sequence[tuple[int, Card]],
        seat: int,
        cards: Sequence[Card],
        cuts: Sequence[int] | None = None,
    ) -> dict[Card, int]:
        """The exact value of playing each of ``cards`` (legal for ``seat``) now.

        ``cuts`` (ascending): only which of the bands between them a value falls in is
        wanted (the game's points change only there, as in Forty-Five at 1, 3 and 5
        tricks); each card then gets the lowest value of its band, the highest cut it
        reaches (0 below the first), found by null-window searches,
        which are much cheaper than the exact value.
        """
        plays = self._plays(trick)
        if cuts is None:
            return {
                c: self._after(plays, seat, self.index[c], self.acc, -10_000, 10_000) for c in cards
            }
        out: dict[Card, int] = {}
        for c in cards:
            card = self.index[c]
            lo, hi = 0, len(cuts)  # the number of cuts the value reaches lies in [lo, hi]
            while lo < hi:
                mid = (lo + hi + 1) // 2
                cut = cuts[mid - 1]
                if self._after(plays, seat, card, self.acc, cut - 1, cut) >= cut:
                    lo = mid
                else:
                    hi = mid - 1
            out[c] = cuts[lo - 1] if lo else 0
        return out

    def _after(
        self, trick: list[tuple[int, int]], seat: int, card: int, acc: int, alpha: int, beta: int
    ) -> int:
        hand = self.hands[seat]
        i = hand.index(card)
        del hand[i]
        bit = 1 << card
        self.live ^= bit
        trick.append((seat, card))
        try:
            if len(trick) == self.n:
                winner = trick_winner(trick, self.ranking)  # type: ignore[arg-type]
                reward, delta = self.obj.trick(trick, winner)
                return reward + self._search([], winner, acc + delta, alpha - reward, beta - reward)
            return self._search(trick, self.next[seat], acc, alpha, beta)
        finally:
            trick.pop()
            hand.insert(i, card)
            self.live |= bit

    def _search(
        self, trick: list[tuple[int, int]], seat: int, acc: int, alpha: int, beta: int
    ) -> int:
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise _OutOfBudget
        hand = self.hands[seat]
        key: tuple[int, int, int] | None = None
        if not trick:
            if not hand:
                return self.obj.final(acc)
            key = (self.live, seat, acc)
            hit = self.table.get(key)
            if hit is not None:
                lo, hi = hit
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        maximize = self.sides[seat] == self.side
        best = -10_000 if maximize else 10_000
        for card in self._candidates(hand, trick, seat):
            v = self._after(trick, seat, card, acc, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = self.table.get(key, (-10_000, 10_000))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.table[key] = (lo, hi)
        return best

    def _candidates(self, hand: list[int], trick: list[tuple[int, int]], seat: int) -> list[int]:
        """The legal cards, one of each run of equivalent cards, in a good order to try."""
        ranking = self.ranking
        legal: list[int] = legal_cards(hand, trick, ranking, self.rule)  # type: ignore[arg-type,assignment]
        if len(legal) < 2:
            return legal
        legal = self._distinct(legal, trick)
        if len(legal) < 2:
            return legal
        power = ranking.power
        suit_of = ranking.suit_of
        if trick:
            led = suit_of[trick[0][1]]  # type: ignore[index]
            key = ranking.key
            top = max(key(c, led) for _, c in trick)  # type: ignore[arg-type]
            win = trick_winner(trick, ranking)  # type: ignore[arg-type]
            if self.sides[win] == self.sides[seat]:
                legal.sort(key=lambda c: key(c, led))  # type: ignore[arg-type]
            else:  # the cheapest winner first, then the lowest losers
                legal.sort(key=lambda c: (key(c, led) < top, key(c, led)))  # type: ignore[arg-type]
        else:
            trump = ranking.trump
            legal.sort(key=lambda c: -(power[c] + (50 if suit_of[c] is trump else 0)))  # type: ignore[index]
        return legal

    def _distinct(self, legal: list[int], trick: list[tuple[int, int]]) -> list[int]:
        alive = self.live
        for _, c in trick:
            alive |= 1 << c
        mine = 0
        for c in legal:
            mine |= 1 << c
        classes = self.obj.classes
        privileged: frozenset[int] = self.rule.privileged  # type: ignore[assignment]
        out: list[int] = []
        for order, suit_mask in self.suit_masks:
            if not mine & suit_mask:
                continue
            prev = -1
            for card in order:
                bit = 1 << card
                if not alive & bit:
                    continue
                if mine & bit:
                    if (
                        prev >= 0
                        and classes[prev] == classes[card]
                        and prev not in privileged
                        and card not in privileged
                    ):
                        continue  # the same as the card just above it
                    out.append(card)
                    prev = card
                else:
                    prev = -1
        return out

    # -- quick play-outs ------------------------------------------------------------------
    def playout(self, trick: Sequence[tuple[int, Card]], seat: int) -> int:
        """The objective's total when every seat plays a quick full-information policy:
        lead a card no one can beat in its suit, else a low plain card; follow with the
        cheapest card that wins, or the lowest (a partner's trick gets the lowest)."""
        return self._playout(self._plays(trick), seat, self.acc)

    def _playout(self, trick: list[tuple[int, int]], seat: int, acc: int) -> int:
        hands = [list(h) for h in self.hands]
        trick = list(trick)
        total = 0
        ranking = self.ranking
        key = ranking.key
        suit_of = ranking.suit_of
        classes = self.obj.classes
        rule = self.rule
        while True:
            hand = hands[seat]
            if not hand:
                return total + self.obj.final(acc)
            legal: list[int] = legal_cards(hand, trick, ranking, rule)  # type: ignore[arg-type,assignment]
            if len(legal) == 1:
                card = legal[0]
            elif not trick:
                card = self._quick_lead(hands, seat, legal)
            else:
                led = suit_of[trick[0][1]]  # type: ignore[index]
                win = trick_winner(trick, ranking)  # type: ignore[arg-type]
                top = max(key(c, led) for _, c in trick)  # type: ignore[arg-type]
                if self.sides[win] == self.sides[seat]:
                    card = min(legal, key=lambda c: (key(c, led) >= 200, -classes[c], key(c, led)))  # type: ignore[arg-type]
                else:
                    beats = [c for c in legal if key(c, led) > top]  # type: ignore[arg-type]
                    if beats:
                        card = min(beats, key=lambda c: key(c, led))  # type: ignore[arg-type]
                    else:
                        card = min(legal, key=lambda c: (classes[c], key(c, led)))  # type: ignore[arg-type]
            hand.remove(card)
            trick.append((seat, card))
            if len(trick) == self.n:
                winner = trick_winner(trick, ranking)  # type: ignore[arg-type]
                reward, delta = self.obj.trick(trick, winner)
                total += reward
                acc += delta
                trick = []
                seat = winner
            else:
                seat = self.next[seat]

    def playout_after(self, trick: Sequence[tuple[int, Card]], seat: int, card: Card) -> int:
        """A play-out after ``seat`` plays ``card`` to ``trick``."""
        plays = self._plays(trick)
        c = self.index[card]
        hand = self.hands[seat]
        i = hand.index(c)
        del hand[i]
        plays.append((seat, c))
        try:
            if len(plays) == self.n:
                winner = trick_winner(plays, self.ranking)  # type: ignore[arg-type]
                reward, delta = self.obj.trick(plays, winner)
                return reward + self._playout([], winner, self.acc + delta)
            return self._playout(plays, self.next[seat], self.acc)
        finally:
            hand.insert(i, c)

    def _quick_lead(self, hands: list[list[int]], seat: int, legal: list[int]) -> int:
        ranking = self.ranking
        power, suit_of = ranking.power, ranking.suit_of
        others = [c for s, h in enumerate(hands) if s != seat for c in h]
        best = -1
        for card in legal:
            suit = suit_of[card]  # type: ignore[index]
            p = power[card]  # type: ignore[index]
            if all(suit_of[c] is not suit or power[c] < p for c in others) and (  # type: ignore[index]
                best < 0 or p > power[best]  # type: ignore[index]
            ):
                best = card
        if best >= 0:
            return best
        trump = ranking.trump
        plain = [c for c in legal if suit_of[c] is not trump] or legal  # type: ignore[index]
        return min(plain, key=lambda c: power[c])  # type: ignore[index]


# ----- what a seat knows ---------------------------------------------------------------------
@dataclass
class Knowledge:
    """What ``seat`` knows of the hidden cards: the cards it has not seen (``pool``), how
    many each other seat holds (``need``), cards known to be in a seat's hand (``known``),
    and the cards each seat cannot hold (``allows``)."""

    seat: int
    pool: list[Card]
    need: list[int]
    known: list[list[Card]]
    voids: list[set[Suit]]
    trump_only: list[frozenset[Card] | None]
    forbidden: list[set[Card]]
    ranking: Ranking | None
    plays: list[tuple[Plays, tuple[int, Card]]] = field(default_factory=list)
    """The hand's cards played so far, in order, each with the trick before it."""
    late: Card | None = None
    """A card that may have joined its hand after the first trick (a robbed turn-up)."""

    def allows(self, seat: int, card: Card) -> bool:
        """Whether ``seat`` may hold ``card`` as far as the table has shown."""
        if card in self.forbidden[seat]:
            return False
        if self.ranking is None:
            return True
        suit = self.ranking.suit_of[card]
        if suit in self.voids[seat]:
            only = self.trump_only[seat]
            return suit is self.ranking.trump and only is not None and card in only
        return True


def knowledge(game: TrickGame, seat: int) -> Knowledge:
    """What ``seat`` has seen, from ``game.view(seat)`` and the public rules of the game."""
    view = game.view(seat)
    ranking = view.ranking
    n = len(view.hand_sizes)
    pack = sorted(set(game.all_cards()), key=_order)
    seen: set[Card] = set(view.hand)
    played: list[tuple[Plays, tuple[int, Card]]] = []
    for t in view.tricks:
        for i, p in enumerate(t.plays):
            played.append((list(t.plays[:i]), p))
    for i, p in enumerate(view.trick):
        played.append((list(view.trick[:i]), p))
    seen.update(c for _, (_, c) in played)
    known: list[list[Card]] = [[] for _ in range(n)]
    need = [0 if s == seat else view.hand_sizes[s] for s in range(n)]
    forbidden: list[set[Card]] = [set() for _ in range(n)]
    extra = view.extra
    turn_up = view.turn_up
    if turn_up is not None:
        seen.add(turn_up)
        robber = extra.get("robbed_by")
        if robber is not None and robber != seat and not any(c == turn_up for _, (_, c) in played):
            known[robber].append(turn_up)
            if not extra.get("turn_up_taken"):
                need[robber] += 1  # the dealer takes the robbed card after trick 1
        if view.trump is not None and extra.get("variant") and robber is None:
            ace = Card(Rank.ACE, view.trump)
            declined = {
                s
                for s in range(n)
                if any(e.startswith(f"{view.seat_names[s]} declines") for e in view.events)
            }
            for s in range(n):
                if s == seat:
                    continue
                if s in declined and ace not in seen:
                    known[s].append(ace)
                elif any(p[0] == s for _, p in played) and s != view.dealer:
                    forbidden[s].add(ace)  # it would have been asked to rob
    for c in extra.get("kicked_aside", ()):
        seen.add(c)
    for s in range(n):
        need[s] -= len(known[s])
    voids: list[set[Suit]] = [set() for _ in range(n)]
    trump_only: list[frozenset[Card] | None] = [None] * n
    if ranking is not None:
        suit_of = ranking.suit_of
        rule = game.follow()
        for prefix, (s, card) in played:
            if not prefix:
                continue
            lead = prefix[0][1]
            led = suit_of[lead]
            mine = suit_of[card]
            if mine is led:
                continue
            if led is ranking.trump:
                voids[s].add(led)
                if rule.renege:
                    ok = frozenset(
                        c for c in rule.privileged if ranking.power[c] > ranking.power[lead]
                    )
                    old = trump_only[s]
                    trump_only[s] = ok if old is None else old & ok
                else:
                    trump_only[s] = frozenset()
            elif not (rule.may_trump and mine is ranking.trump):
                voids[s].add(led)
    hidden = [c for c in pack if c not in seen and all(c not in k for k in known)]
    late = turn_up if turn_up is not None and extra.get("robbed_by") is not None else None
    return Knowledge(seat, hidden, need, known, voids, trump_only, forbidden, ranking, played, late)


def sample_layouts(
    k: Knowledge, count: int, rng: random.Random, hand: Sequence[Card]
) -> list[Hands]:
    """``count`` layouts of the hidden cards that agree with ``k`` (``hand``: the seat's).

    Seats are filled most constrained first, each with random cards it may hold; a dead
    end is retried, and after many tries the voids are dropped rather than fail.
    """
    n = len(k.need)
    pool = k.pool
    m = len(pool)
    strict = [[k.allows(s, c) for c in pool] for s in range(n)]
    loose = [[c not in k.forbidden[s] for c in pool] for s in range(n)]
    seats = [s for s in range(n) if s != k.seat and k.need[s] > 0]
    seats.sort(key=lambda s: sum(strict[s]) - k.need[s])
    out: list[Hands] = []
    for _ in range(count):
        for attempt in range(60):
            allowed = strict if attempt < 50 else loose
            order = list(range(m))
            rng.shuffle(order)
            free = [True] * m
            hands: Hands = [list(x) for x in k.known]
            hands[k.seat] = list(hand)
            ok = True
            for s in seats:
                want = k.need[s]
                ok_s = allowed[s]
                take = []
                for i in order:
                    if free[i] and ok_s[i]:
                        take.append(i)
                        if len(take) == want:
                            break
                if len(take) < want:
                    ok = False
                    break
                for i in take:
                    free[i] = False
                hands[s].extend(pool[i] for i in take)
            if ok:
                out.append(hands)
                break
    return out


#: How much less likely a seat's card is, when the seat is taken to play sensibly and the
#: layout says it could have taken the other side's trick but did not (``_TOOK_NOT``),
#: took it with a higher card than it needed (``_TOOK_HIGH``), gave a card not its cheapest
#: to a trick it did not take (``_GAVE_HIGH``), or led another card while it held the best
#: card left in a suit (``_LED_LOW``).
_TOOK_NOT = 0.25
_TOOK_HIGH = 0.5
_GAVE_HIGH = 0.5
_LED_LOW = 0.5


def layout_weight(k: Knowledge, hands: Hands, rule: FollowRule, sides: Sequence[int]) -> float:
    """How likely a layout is, given how the other seats played to the hand so far, when
    they are taken to play as sensible players do: take the other side's trick when they
    can, as cheaply as they can; otherwise give up their cheapest card, and the cheapest to
    a partner's trick; lead the best card left in a suit when they hold one. Each card that,
    with the hand the layout gives its player, departs from that makes the layout less
    likely (by the factors above this function)."""
    ranking = k.ranking
    if ranking is None:
        return 1.0
    weight = 1.0
    later: list[list[Card]] = [[] for _ in hands]
    tricks = sum(1 for p, _ in k.plays if not p)
    gone = [c for _, (_, c) in k.plays]
    for i in range(len(k.plays) - 1, -1, -1):
        prefix, (s, card) = k.plays[i]
        if s != k.seat:
            held = [*hands[s], *later[s], card]
            if tricks == 1 and k.late in held and k.late != card:
                held.remove(k.late)  # the robbed turn-up may join only after trick 1
            if prefix:
                weight *= _follow_likelihood(prefix, s, card, held, ranking, rule, sides)
            else:
                weight *= _lead_likelihood(card, held, set(gone[:i]), ranking)
        later[s].append(card)
        if not prefix:
            tricks -= 1
    return weight


def _follow_likelihood(
    prefix: Plays,
    seat: int,
    card: Card,
    held: list[Card],
    ranking: Ranking,
    rule: FollowRule,
    sides: Sequence[int],
) -> float:
    legal = legal_cards(held, prefix, ranking, rule)
    if len(legal) < 2:
        return 1.0
    led = ranking.suit_of[prefix[0][1]]
    cheapest = _cheap(ranking, card) == min(_cheap(ranking, c) for c in legal)
    if sides[trick_winner(prefix, ranking)] != sides[seat]:
        top = max(ranking.key(c, led) for _, c in prefix)
        mine = ranking.key(card, led)
        beats = [ranking.key(c, led) for c in legal if ranking.key(c, led) > top]
        if mine > top:
            return _TOOK_HIGH if min(beats) < mine else 1.0
        if beats:
            return _TOOK_NOT
    return 1.0 if cheapest else _GAVE_HIGH


def _lead_likelihood(card: Card, held: list[Card], gone: set[Card], ranking: Ranking) -> float:
    def best_left(c: Card) -> bool:
        for other in ranking.order(ranking.suit_of[c]):
            if other == c:
                return True
            if other not in gone and other not in held:
                return False
        return True

    if best_left(card) or not any(best_left(c) for c in held):
        return 1.0
    return _LED_LOW


def weighted_layouts(
    k: Knowledge,
    count: int,
    rng: random.Random,
    hand: Sequence[Card],
    rule: FollowRule,
    sides: Sequence[int],
) -> list[Hands]:
    """``count`` layouts drawn, by :func:`layout_weight`, from three times as many that
    agree with ``k``: the unseen cards dealt as the play so far makes likely, not
    uniformly (weighted sampling without replacement)."""
    if all(seat == k.seat for _, (seat, _) in k.plays):
        return sample_layouts(k, count, rng, hand)  # nobody else has played a card yet
    pool = sample_layouts(k, 3 * count, rng, hand)
    keyed = []
    for i, hands in enumerate(pool):
        w = layout_weight(k, hands, rule, sides)
        keyed.append((rng.random() ** (1.0 / w), i))
    keyed.sort(reverse=True)
    return [pool[i] for _, i in keyed[:count]]


def card_values(game: TrickGame, side: int) -> tuple[Objective, Callable[[int], float], int, int]:
    """What the search maximizes for ``side`` in the hand being played.

    Returns the objective, the map from a total (what is already won plus the search's
    value) to the game's points for the side (its own minus the others'), what is already
    won, and the accumulator's start (All Fours: the game count so far, own minus theirs).
    """
    sides = game.sides
    if isinstance(game, all_fours.AllFoursGame):
        assert game.trump is not None
        af = AllFoursObjective(sides, side, game.trump, int(game.options["game_point_value"]))
        acc = 0
        for s, cards in enumerate(game.taken):
            acc += all_fours.game_points(cards) * (1 if sides[s] == side else -1)
        done = 0
        for t in game.tricks:
            done += af.card_trick(t.plays, t.winner)
        return af, float, done, acc
    obj = Objective(sides, side)
    past = sum(1 for t in game.tricks if sides[t.winner] == side)
    if isinstance(game, pepper.PepperGame):
        bid, maker = game.current_bid()
        assert bid is not None and maker is not None
        making = sides[maker] == side

        def pepper_points(t: float) -> float:
            mine = int(t) if making else 6 - int(t)
            a, b = pepper.hand_score(bid, mine)
            return a - b if making else b - a

        return obj, pepper_points, past, 0
    if isinstance(game, forty_five.FortyFiveGame) and game.variant == "forty_five":
        scoring = str(game.options["scoring"])

        def ff_points(t: float) -> float:
            mine, other = int(t), 5 - int(t)
            return forty_five.hand_points(mine, other, scoring) - forty_five.hand_points(
                other, mine, scoring
            )

        return obj, ff_points, past, 0
    return obj, float, past, 0


# ----- the player -------------------------------------------------------------------------
class StrongBot:
    """A strong player: determinized search for the card play, simulation for the bids.

    ``seed`` seeds its generators (each decision draws from one seeded by ``seed`` and the
    position, so the same seed and position always give the same move);
    ``budget`` is the search nodes it may spend on one decision, ``samples`` the most
    layouts it looks at. Two refinements being measured (issue 39, off by default until
    they are): ``score_aware``, in Forty-Five, chooses the card with the best chance of
    winning the game (:func:`forty_five_win_chance`) rather than the most points for the
    hand, which matters near the end of a game; ``banded``, in Forty-Five, searches only for
    the bands of tricks that score (:meth:`DoubleDummy.move_values`), and so solves the
    first trick exactly too; ``inference`` deals the unseen cards as the play so far makes
    them likely (:func:`weighted_layouts`).
    """

    def __init__(
        self,
        seed: int = 0,
        budget: int = 15000,
        samples: int = 24,
        *,
        score_aware: bool = False,
        banded: bool = False,
        inference: bool = False,
    ) -> None:
        self.seed = seed
        self.budget = budget
        self.samples = samples
        self.score_aware = score_aware
        self.banded = banded
        self.inference = inference
        self.fallback = SensibleBot()
        self.last: Judgement | None = None
        self._bid_cache: dict[tuple[Any, ...], dict[Any, list[float]]] = {}

    def layouts(
        self,
        game: TrickGame,
        k: Knowledge,
        count: int,
        rng: random.Random,
        hand: Sequence[Card],
    ) -> list[Hands]:
        """The layouts of the hidden cards a decision is judged on: ``count`` of them,
        dealt to agree with what the seat knows (:func:`sample_layouts`; with ``inference``,
        as likely as the play so far makes them, :func:`weighted_layouts`). A player that
        sees every hand (``bench/clairvoyant.py``, the ceiling of card play) returns the one
        true layout instead."""
        if self.inference:
            return weighted_layouts(k, count, rng, hand, game.follow(), game.sides)
        return sample_layouts(k, count, rng, hand)

    # -- entry point ------------------------------------------------------------------
    def choose(self, game: TrickGame) -> Move:
        """The bot's move for the seat to act."""
        seat = game.to_move
        moves = game.legal_moves()
        if seat is None or not moves:
            raise ValueError("there is no move to choose: the game is over")
        self.last = None
        if len(moves) == 1:
            return moves[0]
        plays = [m for m in moves if isinstance(m, Play)]
        if any(isinstance(m, Claim) for m in moves):
            return Claim()
        if plays and len(plays) == len(moves):
            return self._card(game, seat, [m.card for m in plays])
        if isinstance(game, pepper.PepperGame):
            if any(isinstance(m, Bid) for m in moves):
                return self._pepper_bid(game, seat, moves)
            if any(isinstance(m, NameTrump) for m in moves):
                return self._pepper_trump(game, seat)
        if isinstance(game, all_fours.AllFoursGame):
            if Stand() in moves:
                return self._beg(game, seat)
            if RunPack() in moves:
                return self._give(game, seat, moves)
        if any(isinstance(m, Rob) for m in moves):
            return self._rob(game, seat, moves)
        return self.fallback.choose(game)

    # -- card play --------------------------------------------------------------------
    def judge_cards(
        self, game: TrickGame, seat: int, cards: Sequence[Card], explain: bool = False
    ) -> Judgement:
        """Each card's average points over sampled layouts (``explain``: also how often
        it takes the trick for the seat's side against the best replies)."""
        rng = random.Random(f"{self.seed}:{game.hand_no}:{len(game.history)}:{seat}")
        k = knowledge(game, seat)
        side = game.sides[seat]
        obj, points, base, acc0 = card_values(game, side)
        ranking = game.ranking()
        rule = game.follow()
        nxt = [game.next_seat(s) for s in range(game.n)]
        remaining = sum(len(h) for h in game.hands)
        layouts = self.layouts(game, k, self.samples, rng, game.hands[seat])
        trick = game.trick
        # Solve the layouts exactly while each fits a fifth of the budget; when one of the
        # first few does not, judge every layout by quick play-outs instead. Where only
        # bands of tricks count (Forty-Five), the first trick too is solved exactly, on a
        # larger budget: the first lead and replies decide the most.
        cuts = _trick_cuts(game, side, base) if self.banded else None
        budget = self.budget
        exact = remaining <= _EXACT_CARDS.get(game.n, 16)
        if not exact and cuts is not None and remaining <= _EXACT_CARDS_BANDED.get(game.n, 0):
            exact = True
            budget = self.budget * _OPENING_BUDGET
        results: list[tuple[Hands, dict[Card, int]]] = []
        spent = 0
        if exact:
            share = max(200, budget // _MIN_EXACT)
            for hands in layouts:
                search = DoubleDummy(hands, ranking, rule, nxt, obj, acc0, share)
                try:
                    results.append((hands, search.move_values(trick, seat, cards, cuts)))
                except _OutOfBudget:
                    if len(results) < _MIN_EXACT:
                        exact = False
                    break
                finally:
                    spent += search.nodes
                if spent >= budget and len(results) >= _MIN_EXACT:
                    break
        if not exact:
            results = []
            cap = max(6, _PLAYOUT_PLIES // max(1, len(cards) * remaining))
            for hands in layouts[:cap]:
                search = DoubleDummy(hands, ranking, rule, nxt, obj, acc0)
                vals = {c: search.playout_after(trick, seat, c) for c in cards}
                results.append((hands, vals))
        values: dict[Card, list[float]] = {c: [] for c in cards}
        chances: dict[Card, list[float]] = {c: [] for c in cards}
        chance = game_utility(game, side) if self.score_aware else None
        wins: dict[Card, int] = dict.fromkeys(cards, 0)
        for hands, vals in results:
            for c, v in vals.items():
                values[c].append(points(base + v))
                if chance is not None:
                    chances[c].append(chance(base + v))
                if explain and _wins_trick(game, hands, seat, c, ranking, rule, nxt):
                    wins[c] += 1
        used = max(1, len(results))
        means = {c: fmean(v) if v else 0.0 for c, v in values.items()}
        utility = None
        if chance is not None:
            utility = {c: fmean(v) if v else 0.0 for c, v in chances.items()}
        return Judgement(
            means, {c: wins[c] / used for c in cards}, len(results), exact, utility=utility
        )

    def _card(self, game: TrickGame, seat: int, cards: list[Card]) -> Move:
        if len(cards) == 1:
            return Play(cards[0])
        j = self.judge_cards(game, seat, cards)
        self.last = j
        return Play(best_card(game.ranking(), cards, j))

    # -- Pepper ----------------------------------------------------------------------
    def pepper_tricks(self, game: TrickGame, seat: int) -> dict[Suit | None, list[int]]:
        """Simulated tricks the seat's side takes as maker with each trump (or none)."""
        key = (game.seed, game.hand_no, seat, tuple(game.hands[seat]))
        cached = self._bid_cache.get(key)
        if cached is not None:
            return cached  # type: ignore[return-value]
        rng = random.Random(f"{self.seed}:bid:{key}")
        hand = game.hands[seat]
        view = game.view(seat)
        k = knowledge(game, seat)
        layouts = self.layouts(game, k, _BID_SAMPLES, rng, hand)
        estimates = {s: _pepper_estimate(view.hand, s) for s in [*Suit, None]}
        options = sorted(estimates, key=lambda s: -estimates[s])[:3]
        nxt = [game.next_seat(s) for s in range(game.n)]
        out: dict[Suit | None, list[int]] = {}
        for trump in options:
            ranking = _pepper_ranking(trump)
            tricks = []
            for hands in layouts:
                obj = Objective(game.sides, game.sides[seat])
                search = DoubleDummy(hands, ranking, pepper.PepperGame.follow_rule, nxt, obj)
                tricks.append(search.playout([], seat))
            out[trump] = tricks
        if len(self._bid_cache) > 64:
            self._bid_cache.clear()
        self._bid_cache[key] = out  # type: ignore[assignment]
        return out

    def pepper_bid_values(self, game: TrickGame, seat: int) -> dict[str, float]:
        """Expected points (own side minus the other) of each bid, with the best trump."""
        sims = self.pepper_tricks(game, seat)
        out: dict[str, float] = {}
        for value in pepper.LADDER:
            best = -99.0
            for tricks in sims.values():
                ev = 0.0
                for t in tricks:
                    a, b = pepper.hand_score(value, t)
                    ev += a - b
                best = max(best, ev / len(tricks))
            out[value] = best
        return out

    def _pepper_bid(self, game: TrickGame, seat: int, moves: list[Move]) -> Move:
        values = self.pepper_bid_values(game, seat)
        view = game.view(seat)
        bids = [m.value for m in moves if isinstance(m, Bid)]
        can_pass = Pass() in moves
        partner_holds = view.maker is not None and view.partners(view.maker)
        if view.maker is None:
            pass_value = 0.0
        elif partner_holds:
            pass_value = max(values.get(view.bid or "1", 0.0), 0.5)
        else:
            pass_value = -1.5
        need = _score_need(game, seat)
        best = max(bids, key=lambda b: (values[b], -pepper.LADDER.index(b)))
        low = bids[0]
        choice: str | None = None
        if values["big"] >= max(values[low], pass_value) and "big" in bids and values["big"] > 0:
            choice = "big"
        elif values[low] > pass_value and not partner_holds:
            choice = low
        elif partner_holds and values[best] > pass_value + 3:
            choice = best
        if choice is not None and need is not None and values[choice] < 0 and can_pass:
            choice = None
        if choice is None:
            if can_pass:
                return Pass()
            choice = max(bids, key=lambda b: values[b])
        self.last = Judgement(
            {},
            {},
            len(next(iter(self.pepper_tricks(game, seat).values()))),
            False,
            bid_values=values,
        )
        return Bid(choice)

    def _pepper_trump(self, game: TrickGame, seat: int) -> Move:
        sims = self.pepper_tricks(game, seat)
        bid, _ = game.current_bid()
        assert bid is not None

        def ev(tricks: list[int]) -> float:
            return fmean(a - b for a, b in (pepper.hand_score(bid, t) for t in tricks))

        best = max(sims, key=lambda s: ev(sims[s]))
        return NameTrump(best)

    # -- All Fours ---------------------------------------------------------------------
    def all_fours_value(self, game: TrickGame, seat: int, samples: int = 10) -> float:
        """Expected points of the hand as it stands (own side minus the other), simulated."""
        assert isinstance(game, all_fours.AllFoursGame) and game.trump is not None
        rng = random.Random(f"{self.seed}:af:{game.hand_no}:{seat}:{len(game.history)}")
        k = knowledge(game, seat)
        side = game.sides[seat]
        layouts = self.layouts(game, k, samples, rng, game.hands[seat])
        nxt = [game.next_seat(s) for s in range(game.n)]
        trump = game.trump
        ranking = game.ranking()
        total = []
        leader = game.next_seat(game.dealer)
        for hands in layouts:
            obj = AllFoursObjective(game.sides, side, trump, int(game.options["game_point_value"]))
            search = DoubleDummy(hands, ranking, game.follow(), nxt, obj)
            v = search.playout([], leader)
            held = [(s, c) for s, h in enumerate(hands) for c in h if c.suit is trump]
            if held:
                hi = max(held, key=lambda sc: ranking.power[sc[1]])
                lo = min(held, key=lambda sc: ranking.power[sc[1]])
                v += 1 if game.sides[hi[0]] == side else -1
                v += 1 if game.sides[lo[0]] == side else -1
            total.append(v)
        return fmean(total)

    def _beg(self, game: TrickGame, seat: int) -> Move:
        score, target = game.score, game.target
        side = game.sides[seat]
        mine, theirs = score[side], score[1 - side]
        stand = self.all_fours_value(game, seat)
        may_give_win = bool(game.options["can_give_winning_point"])
        # Beg: the dealer gives one (we score 1, the hand plays as it stands) or runs the
        # pack (a new kick for them, a new trump suit: about even for us).
        beg = 0.5 * (1 + stand) + 0.5 * (-0.5)
        if mine + 1 >= target and may_give_win:
            beg += 3.0  # a gift would end the game in our favour: the dealer must run
        if theirs + 1 >= target:
            beg -= 2.0  # a run pack kicks for them, and any kick point ends the game
        self.last = Judgement({}, {}, 10, False, bid_values={"stand": stand, "beg": beg})
        return Stand() if stand >= beg else Beg()

    def _give(self, game: TrickGame, seat: int, moves: list[Move]) -> Move:
        side = game.sides[seat]
        beggar_side = 1 - side
        score, target = game.score, game.target
        if GiveOne() not in moves or score[beggar_side] + 1 >= target:
            return RunPack()  # never give the point that ends the game
        play = self.all_fours_value(game, seat)
        give = play - 1
        run = 0.45  # the average kick points of a new kick, with a fresh suit about even
        if score[side] + 3 >= target:
            run += 1.0  # a kicked jack (or six) could end the game for us
        self.last = Judgement({}, {}, 10, False, bid_values={"give": give, "run": run})
        return GiveOne() if give > run else RunPack()

    # -- Forty-Five robbing ------------------------------------------------------------
    def _rob(self, game: TrickGame, seat: int, moves: list[Move]) -> Move:
        robs = [m for m in moves if isinstance(m, Rob)]
        view = game.view(seat)
        ranking = view.ranking
        assert ranking is not None
        # Robbing always: it takes a trump for the least useful card, the lowest plain one.
        plain = [m for m in robs if not ranking.is_trump(m.card)]
        return min(plain or robs, key=lambda m: _cheap(ranking, m.card))


@dataclass
class Judgement:
    """The numbers behind a decision: each card's average points over the layouts, how
    often it wins the trick, how many layouts were looked at, and whether they were solved
    exactly; for a bid, the expected points of each choice; and, where the player weighs
    the score, each card's average chance of winning the game, which then decides."""

    values: dict[Card, float]
    win_rate: dict[Card, float]
    layouts: int
    exact: bool
    bid_values: dict[str, float] | None = None
    utility: dict[Card, float] | None = None
    """Each card's average chance of winning the game (when the player weighs the score)."""


_EXACT_CARDS = {4: 16, 2: 12, 6: 18}
#: Cards in play up to which a search by bands of tricks (:func:`_trick_cuts`) is exact.
_EXACT_CARDS_BANDED = {4: 20}
#: How many times the budget such a search of the first trick may take.
_OPENING_BUDGET = 4
_MIN_EXACT = 5
_PLAYOUT_PLIES = 12000
_BID_SAMPLES = 24


def _wins_trick(
    game: TrickGame,
    hands: Hands,
    seat: int,
    card: Card,
    ranking: Ranking,
    rule: FollowRule,
    nxt: Sequence[int],
) -> bool:
    """Whether ``card`` keeps the trick for the seat's side against the best replies."""
    trick = [*game.trick, (seat, card)]
    s = nxt[seat]
    side = game.sides[seat]
    rest = [list(h) for h in hands]
    rest[seat].remove(card)
    while len(trick) < game.n:
        legal = legal_cards(rest[s], trick, ranking, rule)
        led = ranking.suit_of[trick[0][1]]
        if game.sides[s] == side:
            pick = min(legal, key=lambda c: ranking.key(c, led))
        else:
            pick = max(legal, key=lambda c: ranking.key(c, led))
        trick.append((s, pick))
        s = nxt[s]
    return game.sides[trick_winner(trick, ranking)] == side


def best_card(ranking: Ranking, cards: Sequence[Card], judgement: Judgement) -> Card:
    """The card with the best average in ``judgement`` (its chance of winning the game when
    it has one, else its points); of equal ones, the more points, then the cheapest (plain
    before trump, low before high)."""
    utility = judgement.utility or {}
    return max(
        cards,
        key=lambda c: (
            round(utility.get(c, 0.0), 6),
            round(judgement.values[c], 6),
            -_cheap(ranking, c),
        ),
    )


#: How a hand of Forty-Five goes for the side that wins it: 3, 4 or all 5 tricks. About one
#: won hand in eight takes all five (``bench/data/trick_stats.json``: 3,196 of 25,923 hands).
_FF_TRICKS = ((3, 0.52), (4, 0.36), (5, 0.12))


@lru_cache(maxsize=4096)
def forty_five_win_chance(mine: int, theirs: int, target: int, scoring: str) -> float:
    """The chance that a side at ``mine`` points beats one at ``theirs`` in a game of
    Forty-Five to ``target``, when every hand from now is an even toss (the winner of a hand
    takes 3, 4 or 5 tricks as often as they are taken in play).

    It is what the score is worth: ahead 40 to 0 a side needs one hand; behind, every hand.

    >>> round(forty_five_win_chance(0, 0, 45, "bicycle_5_10"), 3)
    0.5
    >>> forty_five_win_chance(40, 40, 45, "bicycle_5_10")
    0.5
    >>> round(forty_five_win_chance(40, 0, 45, "bicycle_5_10"), 3)
    0.996
    >>> round(forty_five_win_chance(35, 40, 45, "bicycle_5_10"), 2)
    0.28
    """
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    chance = 0.0
    for tricks, p in _FF_TRICKS:
        won = forty_five.hand_points(tricks, 5 - tricks, scoring)
        chance += 0.5 * p * forty_five_win_chance(mine + won, theirs, target, scoring)
        chance += 0.5 * p * forty_five_win_chance(mine, theirs + won, target, scoring)
    return chance


def game_utility(game: TrickGame, side: int) -> Callable[[float], float] | None:
    """The map from the side's total of the hand (as :func:`card_values` counts it) to its
    chance of winning the game afterwards, where the player weighs the score: Forty-Five
    (the game to 45). None where it does not."""
    if not (isinstance(game, forty_five.FortyFiveGame) and game.variant == "forty_five"):
        return None
    scoring = str(game.options["scoring"])
    target = game.target
    mine0, theirs0 = game.score[side], game.score[1 - side]

    def chance(t: float) -> float:
        mine, other = int(t), 5 - int(t)
        a = forty_five.hand_points(mine, other, scoring)
        b = forty_five.hand_points(other, mine, scoring)
        return forty_five_win_chance(mine0 + a, theirs0 + b, target, scoring)

    return chance


def _order(card: Card) -> tuple[str, int]:
    return card.suit.value, int(card.rank)


def _cheap(ranking: Ranking, card: Card) -> int:
    return ranking.power[card] + (100 if ranking.is_trump(card) else 0)


_PEPPER_RANKINGS: dict[Suit | None, Ranking] = {}


def _pepper_ranking(trump: Suit | None) -> Ranking:
    """Pepper's rank orders with ``trump`` (as the game makes them once trumps are named)."""
    r = _PEPPER_RANKINGS.get(trump)
    if r is None:
        r = _PEPPER_RANKINGS[trump] = Ranking(
            trump,
            pepper.trump_order(trump),
            {s: pepper.plain_order(s, trump) for s in Suit if s is not trump},
        )
    return r


def _trick_cuts(game: TrickGame, side: int, base: int) -> list[int] | None:
    """The values of the search (the side's tricks still to come) at which the hand's points
    change, where only bands of tricks count: Forty-Five's 1, 3 and 5 tricks (fewer than
    one: the others take all five; three: the hand; five: all of it). None elsewhere."""
    if not (isinstance(game, forty_five.FortyFiveGame) and game.variant == "forty_five"):
        return None
    if game.options["scoring"] != "bicycle_5_10" or game.n != 4:
        return None
    left = len(game.hands[game.to_move or 0])
    if game.trick:
        left = max(len(h) for h in game.hands)
    cuts = [t - base for t in (1, 3, 5)]
    return [c for c in cuts if 0 < c <= left] or None


def _score_need(game: TrickGame, seat: int) -> int | None:
    """Points the seat's side still needs when the other side is close to winning."""
    side = game.sides[seat]
    if game.target and game.score[1 - side] >= game.target - 6:
        return game.target - game.score[side]
    return None
