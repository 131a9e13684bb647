"""Pepper: four-hand partnership bid euchre with a 24-card pack, first side to 30.

>>> [str(c) for c in trump_order(Suit.HEARTS)]
['J♥', 'J♦', 'A♥', 'K♥', 'Q♥', '10♥', '9♥']
>>> [str(c) for c in plain_order(Suit.DIAMONDS, Suit.HEARTS)]
['A♦', 'K♦', 'Q♦', '10♦', '9♦']
>>> hand_score(3, 4), hand_score(4, 3), hand_score("big", 6)
((4, 2), (-6, 3), (12, 0))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from cardlib.cards import Card, Rank, Suit, pepper_pack
from cardlib.game import GameInfo, IllegalMove, Move, Option
from cardlib.registry import register
from cardlib.summary import RuleSummary, count_words
from cardlib.tricks.engine import (
    Bid,
    FollowRule,
    NameTrump,
    Pass,
    Ranking,
    TrickGame,
    _bools,
    _int,
    _text,
    deal_cap,
    max_hands_option,
    read_auction,
)

__all__ = ["LADDER", "PepperGame", "hand_score", "plain_order", "trump_order"]

LADDER = ("1", "2", "3", "4", "5", "little", "big")
"""The bids, lowest first: 1-5 tricks, Little Pepper (6), Big Pepper (6, doubled)."""

_PLAIN = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE)
_PARTNER = {
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
}


MAX_TARGET = 1000
"""The highest target the ``target`` option accepts (a practical limit: the rules say 30)."""


def trump_order(trump: Suit | None) -> list[Card]:
    """The trump suit, highest first: right bower, left bower, A K Q 10 9 (none: ``[]``)."""
    if trump is None:
        return []
    rest = [Card(r, trump) for r in _PLAIN if r is not Rank.JACK]
    return [Card(Rank.JACK, trump), Card(Rank.JACK, _PARTNER[trump]), *rest]


def plain_order(suit: Suit, trump: Suit | None) -> list[Card]:
    """A plain suit, highest first: A K Q J 10 9, without the left bower when it is a trump.

    >>> [str(c) for c in plain_order(Suit.HEARTS, None)]
    ['A♥', 'K♥', 'Q♥', 'J♥', '10♥', '9♥']
    """
    if suit is trump:
        raise ValueError(f"{suit.label} are trumps: use trump_order")
    left = trump is not None and _PARTNER[trump] is suit
    return [Card(r, suit) for r in _PLAIN if not (left and r is Rank.JACK)]


def hand_score(bid: int | str, makers_tricks: int) -> tuple[int, int]:
    """Points (makers, defenders) for a hand: ``bid`` is 1..5, ``"little"`` or ``"big"``.

    >>> hand_score("big", 5), hand_score("little", 6)
    ((-12, 1), (6, 0))
    """
    if str(bid) not in LADDER:
        raise ValueError(f"{bid!r} is not a Pepper bid: 1-5, 'little' or 'big'")
    if not 0 <= makers_tricks <= 6:
        raise ValueError("a side takes 0 to 6 tricks")
    others = 6 - makers_tricks
    if bid == "big":
        return (12, 0) if makers_tricks == 6 else (-12, others)
    need = 6 if bid == "little" else int(bid)
    return (makers_tricks, others) if makers_tricks >= need else (-6, others)


def bid_name(value: str) -> str:
    """A bid in words: ``'3'``, ``'Little Pepper'``."""
    return {"little": "Little Pepper", "big": "Big Pepper"}.get(value, value)


class PepperGame(TrickGame):
    """Pepper: auction with re-entry, the maker names trumps or no trump, six tricks.

    A position is the game's ``state`` (or a hand-made subset of it): the keys every trick
    game reads (:meth:`TrickGame._load_position`) and ``bids`` (``[[seat, "3" or "pass"],
    ...]``), ``high`` (``[bid, maker]`` or ``None``; a hand-made position may give ``bid``
    and ``maker`` instead), ``passes`` (passes since the last bid) and ``out`` (per seat,
    passed for good). Phases: ``bid``, ``trump``, ``play``, ``over``.
    """

    max_hand: ClassVar[int] = 6
    phases: ClassVar[tuple[str, ...]] = ("bid", "trump", "play", "over")
    _extra_keys: ClassVar[frozenset[str]] = frozenset(
        {"bids", "high", "passes", "out", "bid", "maker"}
    )

    info = GameInfo(
        id="pepper",
        name="Pepper",
        family="tricks",
        players="4 (two partnerships)",
        packs="24 cards (9 to A)",
        summary="Bid how many of six tricks your side takes, up to Big Pepper; first to 30.",
        options=(
            Option(
                "all_pass",
                "redeal",
                "all four pass: redeal, or the dealer must bid (stick_dealer)",
                ("redeal", "stick_dealer"),
                rule="When all four players pass",
                words=(
                    ("redeal", "the cards are dealt again"),
                    ("stick_dealer", "the dealer must bid"),
                ),
            ),
            Option(
                "pass_is_final",
                False,
                "a player who passed may not bid again",
                rule="A player who has passed is out of the auction",
            ),
            Option(
                "target",
                30,
                "points that win the game",
                minimum=1,
                maximum=MAX_TARGET,
                rule="Points that win the game",
                other=f"any number up to {MAX_TARGET:,}",
            ),
            max_hands_option("weak play can drive both sides down for ever"),
        ),
    )
    follow_rule = FollowRule()

    def _setup(self) -> None:
        self.bids: list[tuple[int, str]] = []
        self.high: tuple[str, int] | None = None
        self.passes = 0
        self.out: list[bool] = [False] * 4
        super()._setup()

    def _rank_key(self) -> tuple[Any, ...]:
        return (self.trump,)

    def _make_ranking(self) -> Ranking:
        t = self.trump
        return Ranking(t, trump_order(t), {s: plain_order(s, t) for s in Suit if s is not t})

    def _start_hand(self) -> None:
        self._deal(pepper_pack(), (1,) * 6)
        self.trump = None
        self.bids, self.high, self.passes, self.out = [], None, 0, [False] * 4
        self.phase = "bid"
        self.turn = self.next_seat(self.dealer)

    def pack(self) -> Counter[Card]:
        return Counter(pepper_pack())

    def _read_position(self, pos: Mapping[str, Any]) -> None:
        super()._read_position(pos)
        self.high, self.bids = read_auction(pos, _text)
        self.passes = _int(pos.get("passes", 0), "passes")
        self.out = _bools(pos.get("out", [False] * 4), "out", 4)

    def _position_problems(self) -> list[str]:
        problems = []
        if self.high is not None:
            if self.high[0] not in LADDER:
                problems.append(f"the bid {self.high[0]!r:.30} is not 1-5, little or big")
            if not 0 <= self.high[1] < 4:
                problems.append(f"the maker is seat {self.high[1]}: seats are 0 to 3")
        if self.phase in ("play", "trump") and self.high is None:
            problems.append("a Pepper position in play needs 'bid' and 'maker'")
        for seat, value in self.bids:
            if not 0 <= seat < 4 or (value not in LADDER and value != "pass"):
                problems.append(f"the auction entry [{seat}, {value!r:.30}] is not a call")
                break
        if not 0 <= self.passes <= 3:
            problems.append(f"passes {self.passes} is out of range: 0 to 3")
        if self.phase == "trump" and self.high is not None and self.turn != self.high[1]:
            problems.append("the maker names trumps: the turn must be the maker's")
        if self.phase == "bid" and self.turn is not None and self.out[self.turn]:
            problems.append("the seat to bid has passed for good")
        played = sum(len(t.plays) for t in self.tricks) + len(self.trick)
        if played and self.phase != "play" and self.result is None:
            problems.append(f"cards are played but the phase is {self.phase!r}")
        return problems

    def _score_range(self) -> tuple[int, int]:
        low = -12 * deal_cap(self.options)
        return low, self.target + 11  # a hand scores at most 12

    # -- the auction -------------------------------------------------------------------
    def _phase_moves(self) -> list[Move]:
        seat = self.turn
        assert seat is not None
        if self.phase == "bid":
            low = 0 if self.high is None else LADDER.index(self.high[0]) + 1
            moves: list[Move] = [Bid(v) for v in LADDER[low:]]
            stuck = self.options["all_pass"] == "stick_dealer"
            if not (stuck and seat == self.dealer and self.high is None):
                moves.insert(0, Pass())
            return moves
        if self.phase == "trump":
            return [*(NameTrump(s) for s in Suit), NameTrump(None)]
        return []

    def _phase_check(self, move: Move) -> None:
        if self.phase == "bid" and isinstance(move, Bid):
            if move.value not in LADDER:
                raise IllegalMove(
                    f"{move.value!r} is not a bid: bid 1-5, little or big", rule="bid ladder"
                )
            if self.high is not None and LADDER.index(move.value) <= LADDER.index(self.high[0]):
                raise IllegalMove(
                    f"a bid must exceed the current bid of {bid_name(self.high[0])}",
                    rule="bid too low",
                )
        if self.phase == "bid" and isinstance(move, Pass) and move not in self._phase_moves():
            raise IllegalMove(
                "all the others passed: the dealer must bid at least 1", rule="stick the dealer"
            )
        super()._phase_check(move)

    def _next_bidder(self, seat: int) -> int:
        nxt = self.next_seat(seat)
        while self.out[nxt]:
            nxt = self.next_seat(nxt)
        return nxt

    def _phase_apply(self, move: Move) -> None:
        seat = self.turn
        assert seat is not None
        name = self.seat_name(seat)
        if isinstance(move, NameTrump):
            self.trump = move.suit
            self.phase = "play"
            self._say(f"{name} names {'no trump' if move.suit is None else move.suit.label}")
            return
        if isinstance(move, Bid):
            self.high, self.passes = (move.value, seat), 0
            self.bids.append((seat, move.value))
            self._say(f"{name} bids {bid_name(move.value)}")
        else:
            self.passes += 1
            self.bids.append((seat, "pass"))
            self._say(f"{name} passes")
            if self.options["pass_is_final"]:
                self.out[seat] = True
        if self.high is None and (self.passes == 4 or all(self.out)):
            self.last_hand = [*self.events, "all four passed: the hand is thrown in"]
            self._next_deal()
            return
        active = sum(1 for s in range(4) if not self.out[s])
        if self.high is not None and (self.passes >= 3 or active == 1):
            self.phase = "trump"
            self.turn = self.high[1]
            return
        self.turn = self._next_bidder(seat)

    # -- scoring -----------------------------------------------------------------------
    def _hand_done(self) -> None:
        assert self.high is not None
        bid, maker = self.high
        side = self.sides[maker]
        taken = self.tricks_by_side()[side]
        mine, theirs = hand_score(bid, taken)
        self._add(side, mine, f"bid {bid_name(bid)}, took {taken}")
        self._add(1 - side, theirs, f"defenders took {6 - taken}")
        self.last_hand = list(self.events)
        target = self.target
        a, b = self.score
        if a >= target or b >= target:
            if a == b:
                self._end(None, f"both sides reach {a}: a tie")
            else:
                w = 0 if a > b else 1
                self._end(w, f"{self.side_name(w)} win {max(a, b)} to {min(a, b)}")
            return
        self._next_deal()

    # -- reading -----------------------------------------------------------------------
    def card_names(self) -> Mapping[Card, str]:
        """The bowers by name, for refusals: ``J♦, the left bower, counts as a trump``."""
        t = self.trump
        if t is None:
            return {}
        right, left = trump_order(t)[:2]
        return {right: "the right bower", left: "the left bower"}

    def current_bid(self) -> tuple[str | None, int | None]:
        if self.high is None:
            return None, None
        return self.high

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"auction": [(s, v) for s, v in self.bids], "out": list(self.out)}

    # -- the reference card ------------------------------------------------------------
    def rule_summary(self) -> RuleSummary:
        """The rules with the auction, the all-pass rule and the target in force.

        >>> import cardlib
        >>> "30 points" in cardlib.new_game("pepper", seed=1).rule_summary().winning
        True
        """
        o = self.options
        pack = pepper_pack()
        hand = len(pack) // self.n
        target = self.target
        numbers = [b for b in LADDER if b.isdigit()]
        ladder = ", ".join(numbers[:-1]) + f" and {numbers[-1]}"
        passing = (
            "A player who passes may not bid again in that deal, and the bidding ends when "
            "every other player has passed after the highest bid."
            if o["pass_is_final"]
            else "A player who has passed may bid again later; the bidding ends when a bid has "
            "been followed by three passes in a row."
        )
        if o["all_pass"] == "stick_dealer":
            nobody = (
                "If the other three players pass without a bid, the dealer must bid at least 1."
            )
        else:
            nobody = (
                "If all four players pass without a bid, the cards are thrown in and the next "
                "dealer deals."
            )
        fail = -hand_score(numbers[0], 0)[0]
        big_made = hand_score("big", hand)[0]
        big_lost = -hand_score("big", 0)[0]
        per = hand_score(numbers[0], 1)[0]
        little = hand_score("little", hand)[0]
        cap = deal_cap(o)
        winning = (
            f"The first side to have {target} points or more at the end of a deal wins; if both "
            f"sides reach {target} in the same deal, the higher score wins, and equal scores are "
            "a tie."
        )
        if cap:
            winning += (
                f" If nobody has won after {cap} deals, play stops and the higher score wins."
            )
        return RuleSummary(
            object=(
                f"Bid how many of the {hand} tricks your partnership will take, then take at "
                f"least that many; the first side to reach {target} points wins."
            ),
            layout=(
                "Four players in two partnerships, partners sitting opposite each other.",
                f"Use a pack of {len(pack)} cards: the 9, 10, jack, queen, king and ace of each "
                "suit.",
                "The dealer deals the whole pack one card at a time, clockwise from the dealer's "
                f"left, so that each player holds {count_words(hand, 'card')}.",
            ),
            play=(
                (
                    "Bidding",
                    (
                        "Starting on the dealer's left and going clockwise, each player bids or "
                        "passes.",
                        f"The bids, lowest first, are {ladder} tricks, then Little Pepper (all "
                        f"{hand} tricks) and Big Pepper (all {hand} tricks at double stakes).",
                        "A bid names no suit and must be higher than the bid before it.",
                        passing,
                        nobody,
                    ),
                ),
                (
                    "Trumps",
                    (
                        "The highest bidder names a trump suit, or no trump.",
                        "The jack of trumps (the right bower) is the highest trump, then the "
                        "other jack of the same colour (the left bower), then ace, king, queen, "
                        "10 and 9 of trumps.",
                        "The left bower counts as a trump, not as a card of its own suit.",
                        "Other suits rank ace, king, queen, jack, 10, 9; with no trump every suit "
                        "ranks that way and there are no bowers.",
                    ),
                ),
                (
                    "Playing the tricks",
                    (
                        "The highest bidder leads to the first trick; the winner of each trick "
                        "leads to the next.",
                        "You must follow the suit led if you can; if you cannot, play any card.",
                        "Reneging, failing to follow suit when you could, is not allowed.",
                        "The highest trump wins the trick; if no trump is played, the highest "
                        "card of the suit led wins.",
                    ),
                ),
            ),
            scoring=(
                "If the bidding side takes at least as many tricks as it bid, each side scores "
                f"{count_words(per, 'point')} for every trick it took (Little Pepper made scores "
                f"{little}).",
                f"If the bidding side falls short, it loses {fail} points whatever it bid, and "
                "the other side still scores its tricks.",
                f"Big Pepper made scores {big_made} for the bidders and nothing for the other "
                f"side; Big Pepper lost costs the bidders {big_lost} and the other side scores "
                "its tricks.",
                "Scores can go below zero.",
            ),
            winning=winning,
        )


register(PepperGame)
