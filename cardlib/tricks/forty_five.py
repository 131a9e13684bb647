"""Forty-Five and its family: Spoil Five, Twenty-Five and Auction Forty-Fives.

The 5 of trumps, the J of trumps and the A♥ are the three best trumps; plain number cards
run "high in red, low in black"; the A♥ is always a trump.

>>> " ".join(str(c) for c in trump_order(Suit.DIAMONDS))
'5♦ J♦ A♥ A♦ K♦ Q♦ 10♦ 9♦ 8♦ 7♦ 6♦ 4♦ 3♦ 2♦'
>>> " ".join(str(c) for c in plain_order(Suit.SPADES, Suit.HEARTS))
'K♠ Q♠ J♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠'
>>> hand_points(3, 2), hand_points(5, 0), hand_points(4, 1, "net_difference")
(5, 10, 15)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from cardlib.cards import Card, Rank, Suit, standard_pack
from cardlib.game import GameInfo, IllegalMove, Move, Option
from cardlib.registry import register
from cardlib.tricks.engine import (
    Bid,
    Claim,
    Decline,
    Discard,
    Done,
    Five,
    FollowRule,
    Hold,
    Keep,
    NameTrump,
    NoFive,
    Pass,
    Play,
    Ranking,
    Rob,
    Silent,
    TrickGame,
    TrickRecord,
    max_hands_option,
)

__all__ = [
    "VARIANTS",
    "FortyFiveGame",
    "ace_of_trumps",
    "auction_points",
    "hand_points",
    "plain_order",
    "privileged",
    "trump_order",
]

VARIANTS = ("forty_five", "spoil_five", "twenty_five", "auction_45")
_PLAYERS = {
    "forty_five": (2, 4, 6),
    "spoil_five": tuple(range(2, 11)),
    "twenty_five": tuple(range(2, 11)),
    "auction_45": (4, 6),
}
_DEFAULT_PLAYERS = {"forty_five": 4, "spoil_five": 5, "twenty_five": 4, "auction_45": 4}
_DEFAULT_TARGET = {"forty_five": 45, "spoil_five": 0, "twenty_five": 25, "auction_45": 120}
_NUMBERS_UP = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE)
_ACE_HEARTS = Card(Rank.ACE, Suit.HEARTS)
AUCTION_BIDS = (5, 10, 15, 20, 25, 30)


def ace_of_trumps(trump: Suit) -> Card:
    """The ace of the trump suit (the A♥ when hearts are trumps)."""
    return Card(Rank.ACE, trump)


def trump_order(trump: Suit) -> list[Card]:
    """The trumps, highest first: 5, J, A♥, (ace of trumps), K, Q, then the numbers
    high in red, low in black.

    >>> " ".join(str(c) for c in trump_order(Suit.HEARTS))
    '5♥ J♥ A♥ K♥ Q♥ 10♥ 9♥ 8♥ 7♥ 6♥ 4♥ 3♥ 2♥'
    """
    top = [Card(Rank.FIVE, trump), Card(Rank.JACK, trump), _ACE_HEARTS]
    if trump is not Suit.HEARTS:
        top.append(ace_of_trumps(trump))
    top += [Card(Rank.KING, trump), Card(Rank.QUEEN, trump)]
    if trump.color.value == "red":
        numbers = [Rank.TEN, *reversed(_NUMBERS_UP)]
    else:
        numbers = [*_NUMBERS_UP, Rank.TEN]
    return top + [Card(r, trump) for r in numbers]


def plain_order(suit: Suit, trump: Suit) -> list[Card]:
    """A suit that is not trumps, highest first: K Q J, then red high (A♦ lowest, no A♥),
    black low (A after J).

    >>> " ".join(str(c) for c in plain_order(Suit.HEARTS, Suit.CLUBS))
    'K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥'
    """
    if suit is trump:
        raise ValueError(f"{suit.label} are trumps: use trump_order")
    courts = [Rank.KING, Rank.QUEEN, Rank.JACK]
    if suit.color.value == "red":
        ranks = [*courts, Rank.TEN, *reversed((*_NUMBERS_UP[:3], Rank.FIVE, *_NUMBERS_UP[3:]))]
        if suit is Suit.DIAMONDS:
            ranks.append(Rank.ACE)
    else:
        ranks = [*courts, Rank.ACE, *_NUMBERS_UP[:3], Rank.FIVE, *_NUMBERS_UP[3:], Rank.TEN]
    return [Card(r, suit) for r in ranks]


def privileged(trump: Suit) -> frozenset[Card]:
    """The cards with the renege privilege: the 5 and J of trumps and the A♥."""
    return frozenset({Card(Rank.FIVE, trump), Card(Rank.JACK, trump), _ACE_HEARTS})


def hand_points(tricks: int, other: int, scoring: str = "bicycle_5_10") -> int:
    """Points for the side that took ``tricks`` of five against ``other`` (0 if fewer).

    ``bicycle_5_10``: 3 or 4 tricks score 5, all five score 10. ``net_difference``: 5 per
    trick of difference.
    """
    if tricks <= other:
        return 0
    if scoring == "net_difference":
        return 5 * (tricks - other)
    return 10 if tricks == 5 else 5


def auction_points(bid: int, taken: int) -> int:
    """Auction Forty-Fives: the bidding side's score for ``taken`` points against ``bid``.

    Made: everything it took (a made bid of 30 scores 60); failed: minus the bid.

    >>> auction_points(25, 25), auction_points(30, 30), auction_points(30, 25)
    (25, 60, -30)
    """
    if taken < bid:
        return -bid
    return taken * 2 if bid == 30 else taken


_FOLLOW = {t: FollowRule(may_trump=True, renege=True, privileged=privileged(t)) for t in Suit}


class FortyFiveGame(TrickGame):
    """Forty-Five (default), Spoil Five, Twenty-Five and Auction Forty-Fives as one game."""

    info = GameInfo(
        id="forty-five",
        name="Forty-Five",
        family="tricks",
        players="4 (two partnerships); 2 or 6; Spoil Five 2-10",
        packs="one 52-card pack",
        summary="Five-card tricks; the 5 and J of trumps and the A♥ are the best trumps; to 45.",
        options=(
            Option("variant", "forty_five", "rule set", VARIANTS),
            Option(
                "players",
                0,
                "players (0: the variant's usual number: 4, Spoil Five 5)",
                (0, *range(2, 11)),
            ),
            Option(
                "sides",
                "auto",
                "partnerships or each for himself (auto: as the variant plays)",
                ("auto", "partnerships", "individual"),
            ),
            Option("deal_pattern", "3-2", "batches of the deal", ("3-2", "2-3")),
            Option(
                "robbing", "optional", "ace-of-trumps exchange", ("optional", "compulsory", "none")
            ),
            Option(
                "unannounced_ace_becomes_lowest",
                False,
                "an ace holder may stay silent; his ace then ranks lowest",
            ),
            Option(
                "dealer_rob_timing",
                "after_trick_1",
                "when a robbed turn-up enters the dealer's hand",
                ("after_trick_1", "own_turn_trick_1"),
            ),
            Option("scoring", "bicycle_5_10", "hand score", ("bicycle_5_10", "net_difference")),
            Option("target", 0, "game (0: the variant's own: 45, 25, 120)", minimum=0),
            Option("stake", 2, "Spoil Five: counters each player pays to a new pool", minimum=0),
            Option("dealer_stake", 1, "Spoil Five: the dealer's counters every deal", minimum=0),
            Option("spoil_stake", 1, "Spoil Five: each player's counters after a spoil", minimum=0),
            Option("jinking", True, "Spoil Five: after three tricks, claim or jink"),
            Option("two_tricks_win", False, "Spoil Five, 5+ players: two tricks take the pool"),
            max_hands_option("Auction Forty-Fives can go on for ever under weak play"),
            Option(
                "fiving", False, "Spoil Five, 2 players: the non-dealer may ask for a new trump"
            ),
        ),
        presets={
            "spoil-five": {"variant": "spoil_five"},
            "forty-fives": {},
            "twenty-five": {"variant": "twenty_five"},
            "auction-forty-fives": {"variant": "auction_45"},
        },
    )

    # -- configuration -----------------------------------------------------------------
    def _configure(self) -> None:
        o = self.options
        self.variant = v = str(o["variant"])
        n = int(o["players"]) or _DEFAULT_PLAYERS[v]
        if n not in _PLAYERS[v]:
            allowed = ", ".join(str(p) for p in _PLAYERS[v])
            raise ValueError(f"{v} is played by {allowed} players, not {n}")
        mode = str(o["sides"])
        if mode == "auto":
            mode = "individual" if v == "spoil_five" or n % 2 else "partnerships"
        if v in ("forty_five", "auction_45") and mode == "individual" and n != 2:
            raise ValueError(f"{v} needs two sides: use partnerships with {n} players")
        if mode == "partnerships" and n % 2:
            raise ValueError(f"{n} players cannot sit in partnerships")
        self.n = n
        if mode == "individual" or n == 2:
            self.sides = tuple(range(n))
        elif v == "twenty_five":
            self.sides = tuple(s % (n // 2) for s in range(n))
        else:
            self.sides = tuple(s % 2 for s in range(n))
        self.nsides = max(self.sides) + 1
        if v == "spoil_five":
            self.rob_mode, self.rob_timing = "compulsory", "own_turn_trick_1"
        else:
            self.rob_mode, self.rob_timing = str(o["robbing"]), str(o["dealer_rob_timing"])
        if v == "auction_45":
            self.rob_mode = "none"

    @property
    def target(self) -> int:
        return int(self.options["target"]) or _DEFAULT_TARGET[self.variant]

    def _setup(self) -> None:
        self.turn_up: Card | None = None
        self.taken_up = False
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.aside: list[Card] = []
        self.robbed_by: int | None = None
        self.dealer_pending = False
        self.asked: list[bool] = []
        self.silent = False
        self.jinker: int | None = None
        self.pool = 0
        self.spoils = 0
        self.bids: list[tuple[int, str]] = []
        self.high: tuple[int, int] | None = None
        self.out: list[bool] = []
        self.done: list[bool] = []
        super()._setup()

    def follow(self) -> FollowRule:
        assert self.trump is not None
        return _FOLLOW[self.trump]

    def _has_ranking(self) -> bool:
        return self.trump is not None

    def _rank_key(self) -> tuple[Any, ...]:
        return (self.trump, self.silent)

    def _make_ranking(self) -> Ranking:
        t = self.trump
        assert t is not None
        order = trump_order(t)
        if self.silent:
            ace = ace_of_trumps(t)
            order = [c for c in order if c != ace] + [ace]
        return Ranking(t, order, {s: plain_order(s, t) for s in Suit if s is not t})

    # -- the deal ----------------------------------------------------------------------
    def _start_hand(self) -> None:
        pattern = (3, 2) if self.options["deal_pattern"] == "3-2" else (2, 3)
        self.stock = self._deal(standard_pack(), pattern)
        self.discards, self.aside = [], []
        self.taken_up, self.robbed_by, self.dealer_pending = False, None, False
        self.asked = [False] * self.n
        self.silent, self.jinker = False, None
        self.bids, self.high, self.out, self.done = [], None, [False] * self.n, [False] * self.n
        if self.variant == "spoil_five":
            self._pay_in()
        if self.variant == "auction_45":
            self.turn_up, self.trump = None, None
            self.phase, self.turn = "bid", self.next_seat(self.dealer)
            return
        self.turn_up = self.stock.pop(0)
        self.trump = self.turn_up.suit
        self._say(f"{self.seat_name(self.dealer)} turns up {self.turn_up}")
        if self.variant == "spoil_five" and self.n == 2 and self.options["fiving"]:
            self.phase, self.turn = "fiving", self.next_seat(self.dealer)
            return
        self._after_turn_up()

    def _pay_in(self) -> None:
        each = int(self.options["stake"]) if self.pool == 0 else int(self.options["spoil_stake"])
        for seat in range(self.n):
            self.score[self.sides[seat]] -= each
            self.pool += each
        dealer = int(self.options["dealer_stake"])
        self.score[self.sides[self.dealer]] -= dealer
        self.pool += dealer
        self._say(f"the pool holds {self.pool}")

    def _after_turn_up(self) -> None:
        assert self.turn_up is not None
        if self.turn_up.rank is Rank.ACE and self.rob_mode != "none":
            self.phase, self.turn = "dealer_rob", self.dealer
        else:
            self._begin_play(self.next_seat(self.dealer))

    def _begin_play(self, leader: int) -> None:
        self.phase, self.turn = "play", leader
        self._before_turn()

    def _load_position(self, position: Mapping[str, Any]) -> None:
        """Also reads ``turn_up`` (a card) and ``bid``/``maker`` (Auction Forty-Fives)."""
        super()._load_position(position)
        self.asked = [True] * self.n
        if "turn_up" in position:
            self.turn_up = Card.parse(position["turn_up"])
            self.asked = [False] * self.n
            if self.trump is None:
                self.trump = self.turn_up.suit
            if self.variant != "auction_45" and self.trump is not self.turn_up.suit:
                raise ValueError(
                    f"the turn-up decides trumps: a turned-up {self.turn_up} makes "
                    f"{self.turn_up.suit.label} trumps, not {self.trump.label}"
                )
        if "bid" in position:
            self.high = (int(position["bid"]), int(position["maker"]))
        self.silent = bool(position.get("silent", False))
        self.out = [False] * self.n
        self.done = [False] * self.n
        if self.phase == "play":
            self._before_turn()

    # -- phases before and during trick 1 ------------------------------------------------
    def _before_turn(self) -> None:
        seat = self.turn
        if self.tricks or seat is None:
            return
        if seat == self.dealer and self.dealer_pending:
            # He robbed a turned-up ace before the lead: it joins his hand now or after
            # trick 1. Holding the ace of trumps under another turn-up, he robs as anyone.
            if self.rob_timing == "own_turn_trick_1":
                self._take_turn_up(seat)
            return
        if self.rob_mode == "none" or self.taken_up or self.asked[seat] or self.turn_up is None:
            return
        if ace_of_trumps(self.turn_up.suit) in self.hands[seat]:
            self.phase = "rob"

    def _take_turn_up(self, seat: int) -> None:
        assert self.turn_up is not None
        self.hands[seat].append(self.turn_up)
        self.taken_up, self.dealer_pending = True, False

    def _phase_moves(self) -> list[Move]:
        seat = self.turn
        assert seat is not None
        phase = self.phase
        if phase == "rob" or phase == "dealer_rob":
            moves: list[Move] = [Rob(c) for c in self.hands[seat]]
            if self.rob_mode == "optional":
                moves.append(Decline() if phase == "rob" else Keep())
                if phase == "rob" and self.options["unannounced_ace_becomes_lowest"]:
                    moves.append(Silent())
            return moves
        if phase == "fiving":
            return [Five(), NoFive()]
        if phase == "jink":
            return [Claim(), *self._play_moves()]
        if phase == "bid":
            return self._bid_moves(seat)
        if phase == "trump":
            return [NameTrump(s) for s in Suit]
        if phase == "discard":
            room = len(self.stock) - len(self.discards)
            cards: list[Move] = [Discard(c) for c in self.hands[seat]] if room > 0 else []
            return [*cards, Done()]
        return []

    def _bid_moves(self, seat: int) -> list[Move]:
        floor = 20 if self.score[self.sides[seat]] >= 100 else 5
        above = 0 if self.high is None else self.high[0]
        moves: list[Move] = [Pass()]
        if seat == self.dealer and self.high is not None and self.high[1] != seat:
            moves.append(Hold())
        moves += [Bid(str(b)) for b in AUCTION_BIDS if b > above and b >= floor]
        return moves

    def _phase_check(self, move: Move) -> None:
        seat = self.turn
        assert seat is not None
        if isinstance(move, Rob) and self.phase in ("rob", "dealer_rob"):
            if move.card not in self.hands[seat]:
                raise IllegalMove(f"you do not hold the {move.card.name}", rule="card not in hand")
        elif isinstance(move, Rob | Decline | Keep | Silent) and self.phase not in (
            "rob",
            "dealer_rob",
        ):
            raise IllegalMove(
                f"only the holder of the ace of trumps robs, at his first turn: "
                f"{self.waiting_for()}",
                rule="robbing",
            )
        elif isinstance(move, Decline | Keep | Silent) and self.rob_mode == "compulsory":
            raise IllegalMove("robbing is compulsory: discard a card to rob", rule="robbing")
        elif isinstance(move, Bid) and self.phase == "bid":
            if not move.value.isdigit() or int(move.value) not in AUCTION_BIDS:
                raise IllegalMove("bids are 5, 10, 15, 20, 25 or 30", rule="bid ladder")
            if self.high is not None and int(move.value) <= self.high[0]:
                raise IllegalMove(
                    f"a bid must exceed the current bid of {self.high[0]}", rule="bid too low"
                )
            if int(move.value) < 20 and self.score[self.sides[seat]] >= 100:
                raise IllegalMove("a side with 100 or more may not bid below 20", rule="bid floor")
        elif isinstance(move, Discard) and self.phase == "discard":
            if move.card not in self.hands[seat]:
                raise IllegalMove(f"you do not hold the {move.card.name}", rule="card not in hand")
            if len(self.stock) <= len(self.discards):
                raise IllegalMove("the stock cannot replace another discard", rule="discard limit")
        super()._phase_check(move)

    def _phase_apply(self, move: Move) -> None:
        seat = self.turn
        assert seat is not None
        name = self.seat_name(seat)
        if isinstance(move, Rob):
            self.hands[seat].remove(move.card)
            self.discards.append(move.card)
            self.asked[seat] = True
            self.robbed_by = seat
            self._say(f"{name} robs the {self.turn_up}")
            if self.phase == "dealer_rob":
                self.dealer_pending = True
                self._begin_play(self.next_seat(self.dealer))
            else:
                self._take_turn_up(seat)
                self.phase = "play"
        elif isinstance(move, Decline | Keep):
            self._say(f"{name} {'keeps his hand' if isinstance(move, Keep) else 'declines to rob'}")
            self.asked[seat] = True
            if isinstance(move, Keep):
                self._begin_play(self.next_seat(self.dealer))
            else:
                self.phase = "play"
        elif isinstance(move, Silent):
            self.asked[seat] = True
            self.silent = True
            self.phase = "play"
        elif isinstance(move, Five):
            assert self.turn_up is not None
            first = self.turn_up.suit
            while self.turn_up.suit is first:
                self.aside.append(self.turn_up)
                self.turn_up = self.stock.pop(0)
            self.trump = self.turn_up.suit
            self._say(f"{name} fives: {self.turn_up} is turned up")
            self._after_turn_up()
        elif isinstance(move, NoFive):
            self._after_turn_up()
        elif isinstance(move, Claim):
            self._say(f"{name} claims the pool")
            self._win_pool(self.sides[seat], jink=False)
        elif isinstance(move, Play):  # a lead to trick 4 after three tricks: a jink
            self._say(f"{name} jinks")
            self.jinker = self.sides[seat]
            self.phase = "play"
        elif isinstance(move, Bid | Pass | Hold):
            self._auction(seat, move)
        elif isinstance(move, NameTrump):
            self.trump = move.suit
            assert move.suit is not None
            self._say(f"{name} names {move.suit.label}")
            self.phase, self.turn = "discard", self.next_seat(self.dealer)
        elif isinstance(move, Discard):
            self.hands[seat].remove(move.card)
            self.discards.append(move.card)
        elif isinstance(move, Done):
            self._say(f"{name} discards {5 - len(self.hands[seat])}")
            self.done[seat] = True
            if all(self.done):
                self._refill()
            else:
                self.turn = self.next_seat(seat)

    # -- Auction Forty-Fives -----------------------------------------------------------
    def _auction(self, seat: int, move: Move) -> None:
        name = self.seat_name(seat)
        if isinstance(move, Bid):
            self.high = (int(move.value), seat)
            self._say(f"{name} bids {move.value}")
        elif isinstance(move, Hold):
            assert self.high is not None
            self.high = (self.high[0], seat)
            self._say(f"{name} holds at {self.high[0]}")
        else:
            self.out[seat] = True
            self._say(f"{name} passes")
        self.bids.append((seat, str(move)))
        active = [s for s in range(self.n) if not self.out[s]]
        if self.high is None and not active:
            self.last_hand = [*self.events, "everyone passed: the deal passes on"]
            self._next_deal()
            return
        if self.high is not None and active == [self.high[1]]:
            self.phase, self.turn = "trump", self.high[1]
            return
        nxt = self.next_seat(seat)
        while self.out[nxt]:
            nxt = self.next_seat(nxt)
        self.turn = nxt

    def _refill(self) -> None:
        seat = self.next_seat(self.dealer)
        for _ in range(self.n):
            need = 5 - len(self.hands[seat])
            self.hands[seat].extend(self.stock[:need])
            del self.stock[:need]
            seat = self.next_seat(seat)
        assert self.high is not None
        self._begin_play(self.next_seat(self.high[1]))

    # -- tricks and scoring ------------------------------------------------------------
    def _trick_done(self, record: TrickRecord) -> None:
        if len(self.tricks) == 1 and self.dealer_pending:
            self._take_turn_up(self.dealer)
        side = self.sides[record.winner]
        if self.variant == "twenty_five":
            self._add(side, 5, "trick")
            if self.score[side] >= self.target:
                self.last_hand = list(self.events)
                self._end(side, f"{self.side_name(side)} reach {self.score[side]} and win")
        elif (
            self.variant == "spoil_five"
            and self.options["jinking"]
            and len(self.tricks) == 3
            and all(self.sides[t.winner] == side for t in self.tricks)
        ):
            self.phase = "jink"

    def _hand_done(self) -> None:
        by_side = self.tricks_by_side()
        v = self.variant
        if v == "forty_five":
            w = 0 if by_side[0] > by_side[1] else 1
            pts = hand_points(by_side[w], by_side[1 - w], str(self.options["scoring"]))
            self._add(w, pts, f"{by_side[w]} tricks to {by_side[1 - w]}")
            self._check_game(w)
        elif v == "twenty_five":
            full = next((s for s in range(self.nsides) if by_side[s] == 5), None)
            if full is not None:
                self.last_hand = list(self.events)
                self._end(full, f"{self.side_name(full)} take all five tricks and win outright")
        elif v == "auction_45":
            self._score_auction(by_side)
        else:
            self._score_spoil(by_side)
        if self.result is None:
            self.last_hand = list(self.events)
            self._next_deal()

    def _check_game(self, side: int) -> None:
        if self.score[side] >= self.target:
            self.last_hand = list(self.events)
            self._end(side, f"{self.side_name(side)} reach {self.score[side]} and win")

    def _score_auction(self, by_side: list[int]) -> None:
        assert self.high is not None and self.trump is not None
        points = [5 * t for t in by_side]
        ranking = self.ranking()
        best: tuple[int, int] | None = None
        for t in self.tricks:
            for _, c in t.plays:
                if ranking.is_trump(c) and (best is None or ranking.power[c] > best[0]):
                    best = (ranking.power[c], t.winner)
        if best is not None:
            points[self.sides[best[1]]] += 5
        bid, bidder = self.high
        side = self.sides[bidder]
        for s in range(self.nsides):
            if s != side:
                self._add(s, points[s], "tricks taken")
        made = "made" if points[side] >= bid else "failed"
        self._add(side, auction_points(bid, points[side]), f"bid {bid} {made}, took {points[side]}")
        over = [s for s in range(self.nsides) if self.score[s] >= self.target]
        if over:
            w = side if side in over else over[0]
            self.last_hand = list(self.events)
            self._end(w, f"{self.side_name(w)} reach {self.score[w]} and win")

    def _score_spoil(self, by_side: list[int]) -> None:
        if self.jinker is not None:
            if by_side[self.jinker] == 5:
                self._win_pool(self.jinker, jink=True)
            else:
                self._say("the jink fails: a spoil")
                self.spoils += 1
            return
        need = 3
        if self.options["two_tricks_win"] and self.n >= 5:
            need = 2
        top = max(by_side)
        leaders = [s for s in range(self.nsides) if by_side[s] == top]
        if top >= need and len(leaders) == 1:
            self._win_pool(leaders[0], jink=False)
        else:
            self._say("nobody takes three tricks: a spoil, the pool stays")
            self.spoils += 1

    def _win_pool(self, side: int, *, jink: bool) -> None:
        won = self.pool
        self.score[side] += won
        self.pool = 0
        if jink:
            stake = int(self.options["stake"])
            for seat in range(self.n):
                if self.sides[seat] != side:
                    self.score[self.sides[seat]] -= stake
                    self.score[side] += stake
                    won += stake
        self._say(f"{self.side_name(side)} win the pool ({won})")
        self.last_hand = list(self.events)
        self._end(side, f"{self.side_name(side)} win the pool of {won}")

    # -- reading -----------------------------------------------------------------------
    def _card_places(self) -> Iterator[Card]:
        yield from super()._card_places()
        yield from self.stock
        yield from self.discards
        yield from self.aside
        if self.turn_up is not None and not self.taken_up:
            yield self.turn_up

    def visible_turn_up(self) -> Card | None:
        return self.turn_up

    def current_bid(self) -> tuple[str | None, int | None]:
        if self.high is None:
            return None, None
        return str(self.high[0]), self.high[1]

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "turn_up_taken": self.taken_up,
            "robbed_by": self.robbed_by,
            "pool": self.pool,
            "spoils": self.spoils,
            "jinker": self.jinker,
            "auction": list(self.bids),
            "discarded": len(self.discards),
        }


register(FortyFiveGame)
