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
from typing import Any, ClassVar

from cardlib.cards import Card, Rank, Suit, standard_pack
from cardlib.checks import quoted
from cardlib.game import GameInfo, IllegalMove, Move, Option
from cardlib.registry import register
from cardlib.summary import RuleSummary, count_words, number_word
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
    _bools,
    _card,
    _int,
    deal_cap,
    max_hands_option,
    read_auction,
)
from cardlib.tricks.engine import (
    _cards as _read_cards,
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
AUCTION_FLOOR = 20
"""The lowest bid a side on ``AUCTION_FLOOR_SCORE`` or more may make."""
AUCTION_FLOOR_SCORE = 100
MAX_TARGET = 1000
"""The highest ``target`` option (a practical limit: the rules play to 25, 45 or 120)."""
MAX_STAKE = 100
"""The most counters a Spoil Five stake option takes (a practical limit)."""
TRICK_POINTS = 5
"""Twenty-Five and Auction Forty-Fives: points per trick (and, in the auction, for the
trick holding the highest trump)."""


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
    """Forty-Five (default), Spoil Five, Twenty-Five and Auction Forty-Fives as one game.

    A position is the game's ``state`` (or a hand-made subset of it): the keys every trick
    game reads (:meth:`TrickGame._load_position`) and ``turn_up`` (the turned card, which
    decides trumps outside the auction), ``taken_up`` (robbed into a hand), ``stock``,
    ``discards``, ``aside`` (cards out of play), ``robbed_by`` (a seat or ``None``),
    ``dealer_pending`` (the dealer robbed an ace not yet taken), ``asked`` (per seat,
    already offered the rob; default: all, or none when ``turn_up`` is given), ``silent``,
    ``jinker`` (a side or ``None``), ``pool`` and ``spoils`` (Spoil Five), ``bids``
    (``[[seat, "bid 20"], ...]``), ``high`` (``[bid, maker]``; hand-made: ``bid`` and
    ``maker``), ``out`` and ``done`` (per seat) and ``variant``, ``rob_mode``,
    ``rob_timing`` (which must agree with the options).
    """

    max_hand: ClassVar[int] = 5
    phases: ClassVar[tuple[str, ...]] = (
        "play",
        "rob",
        "dealer_rob",
        "fiving",
        "jink",
        "bid",
        "trump",
        "discard",
        "over",
    )
    _extra_keys: ClassVar[frozenset[str]] = frozenset(
        {
            "turn_up",
            "taken_up",
            "stock",
            "discards",
            "aside",
            "robbed_by",
            "dealer_pending",
            "asked",
            "silent",
            "jinker",
            "pool",
            "spoils",
            "bids",
            "high",
            "out",
            "done",
            "variant",
            "rob_mode",
            "rob_timing",
            "bid",
            "maker",
        }
    )

    info = GameInfo(
        id="forty-five",
        name="Forty-Five",
        family="tricks",
        players="4 (two partnerships); 2 or 6; Spoil Five 2-10",
        packs="one 52-card pack",
        summary="Five-card tricks; the 5 and J of trumps and the A♥ are the best trumps; to 45.",
        options=(
            Option(
                "variant",
                "forty_five",
                "rule set",
                VARIANTS,
                rule="The rule set",
                words=(
                    ("forty_five", "Forty-Five"),
                    ("spoil_five", "Spoil Five"),
                    ("twenty_five", "Twenty-Five"),
                    ("auction_45", "Auction Forty-Fives"),
                ),
            ),
            Option(
                "players",
                0,
                "players (0: the variant's usual number: 4, Spoil Five 5)",
                (0, *range(2, 11)),
                rule="Number of players",
                words=((0, "the rule set's usual number: 4, or 5 in Spoil Five"),),
            ),
            Option(
                "sides",
                "auto",
                "partnerships or every player alone (auto: as the variant plays)",
                ("auto", "partnerships", "individual"),
                rule="Partners or every player alone",
                words=(
                    ("auto", "as the rule set plays"),
                    ("partnerships", "partners"),
                    ("individual", "every player alone"),
                ),
            ),
            Option(
                "deal_pattern",
                "3-2",
                "batches of the deal",
                ("3-2", "2-3"),
                rule="How the five cards are dealt",
                words=(("3-2", "three, then two"), ("2-3", "two, then three")),
            ),
            Option(
                "robbing",
                "optional",
                "ace-of-trumps exchange",
                ("optional", "compulsory", "none"),
                rule="Robbing the turn-up",
                words=(
                    ("optional", "allowed"),
                    ("compulsory", "compulsory"),
                    ("none", "not played"),
                ),
            ),
            Option(
                "unannounced_ace_becomes_lowest",
                False,
                "an ace holder may stay silent; their ace then ranks lowest",
                rule=(
                    "The holder of the ace of trumps may keep quiet, and the ace then ranks lowest"
                ),
            ),
            Option(
                "dealer_rob_timing",
                "after_trick_1",
                "when a robbed turn-up enters the dealer's hand",
                ("after_trick_1", "own_turn_trick_1"),
                rule="When the dealer who robs takes the turn-up",
                words=(
                    ("after_trick_1", "after the first trick"),
                    ("own_turn_trick_1", "at the dealer's turn in the first trick"),
                ),
            ),
            Option(
                "scoring",
                "bicycle_5_10",
                "hand score",
                ("bicycle_5_10", "net_difference"),
                rule="Score of a hand",
                words=(
                    ("bicycle_5_10", "5 for the side with more tricks, 10 for all five"),
                    ("net_difference", "5 for each trick of difference"),
                ),
            ),
            Option(
                "target",
                0,
                "game (0: the variant's own: 45, 25, 120)",
                minimum=0,
                maximum=MAX_TARGET,
                rule="Points that win the game",
                words=((0, "the rule set's own: 45, 25 or 120"),),
                other=f"any number up to {MAX_TARGET:,}",
            ),
            Option(
                "stake",
                2,
                "Spoil Five: counters each player pays to a new pool",
                minimum=0,
                maximum=MAX_STAKE,
                rule="Spoil Five: counters each player pays into a new pool",
                other=f"any number up to {MAX_STAKE}",
            ),
            Option(
                "dealer_stake",
                1,
                "Spoil Five: the dealer's counters every deal",
                minimum=0,
                maximum=MAX_STAKE,
                rule="Spoil Five: counters the dealer adds every deal",
                other=f"any number up to {MAX_STAKE}",
            ),
            Option(
                "spoil_stake",
                1,
                "Spoil Five: each player's counters after a spoil",
                minimum=0,
                maximum=MAX_STAKE,
                rule="Spoil Five: counters each player adds after a spoiled hand",
                other=f"any number up to {MAX_STAKE}",
            ),
            Option(
                "jinking",
                True,
                "Spoil Five: after three tricks, claim or jink",
                rule=(
                    "Spoil Five: after three tricks, a player may stop "
                    "or play on for all five (jink)"
                ),
            ),
            Option(
                "two_tricks_win",
                False,
                "Spoil Five, 5+ players: two tricks take the pool",
                rule="Spoil Five with five or more players: two tricks take the pool",
            ),
            max_hands_option("Auction Forty-Fives can go on for ever under weak play"),
            Option(
                "fiving",
                False,
                "Spoil Five, 2 players: the non-dealer may ask for a new trump",
                rule="Spoil Five for two: the non-dealer may ask for a new trump suit",
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
        self.stock = self._deal(standard_pack(), self._pattern())
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

    def _read_position(self, pos: Mapping[str, Any]) -> None:
        super()._read_position(pos)
        n = self.n
        for key in ("variant", "rob_mode", "rob_timing"):
            if key in pos and pos[key] != getattr(self, key):
                raise ValueError(
                    f"{key} is {quoted(pos[key], 30)} but the options give {getattr(self, key)!r}"
                )
        turn_up = pos.get("turn_up")
        self.turn_up = None if turn_up is None else _card(turn_up, "turn_up")
        self.asked = [self.turn_up is None] * n
        if self.turn_up is not None and self.trump is None and "trump" not in pos:
            self.trump = self.turn_up.suit
        if "asked" in pos:
            self.asked = _bools(pos["asked"], "asked", n)
        self.taken_up = _flag(pos.get("taken_up", False), "taken_up")
        self.dealer_pending = _flag(pos.get("dealer_pending", False), "dealer_pending")
        self.silent = _flag(pos.get("silent", False), "silent")
        self.stock = _read_cards(pos.get("stock", ""), "stock")
        self.discards = _read_cards(pos.get("discards", ""), "discards")
        self.aside = _read_cards(pos.get("aside", ""), "aside")
        self.robbed_by = _seat_or_none(pos.get("robbed_by"), "robbed_by")
        self.jinker = _seat_or_none(pos.get("jinker"), "jinker")
        self.pool = _int(pos.get("pool", 0), "pool")
        self.spoils = _int(pos.get("spoils", 0), "spoils")
        self.high, self.bids = read_auction(pos, _bid)
        self.out = _bools(pos.get("out", [False] * n), "out", n)
        self.done = _bools(pos.get("done", [False] * n), "done", n)
        if self.phase == "play" and "asked" not in pos and self._sound():
            self._before_turn()

    def _hand_limit(self) -> int:
        """Five cards once the deal is complete (a stock, or cards played); a hand-made
        position without them (a picture of a hand) may show up to a fair share of the pack."""
        if self.stock or self.trick or self.tricks or any(self.taken):
            return self.max_hand
        return len(standard_pack()) // self.n

    def _sound(self) -> bool:
        """True when the counters a hand-made position's first turn reads are in range."""
        t = self.turn
        return t is not None and 0 <= t < self.n and 0 <= self.dealer < self.n

    def _position_problems(self) -> list[str]:
        problems = []
        v, n = self.variant, self.n
        if self.trump is None and self.phase not in ("bid", "trump", "over"):
            problems.append(f"phase {self.phase!r} needs a trump suit: give 'trump' or 'turn_up'")
        if v != "auction_45" and self.turn_up is not None and self.trump is not self.turn_up.suit:
            trump = self.trump.label if self.trump else "no trump"
            problems.append(
                f"the turn-up decides trumps: a turned-up {self.turn_up} makes "
                f"{self.turn_up.suit.label} trumps, not {trump}"
            )
        if self.high is not None:
            if self.high[0] not in AUCTION_BIDS:
                problems.append(f"the bid {self.high[0]} is not one of 5, 10, 15, 20, 25, 30")
            if not 0 <= self.high[1] < n:
                problems.append(f"the maker is seat {self.high[1]}: seats are 0 to {n - 1}")
        for seat, call in self.bids:
            if not 0 <= seat < n or call not in (
                "pass",
                "hold",
                *(f"bid {b}" for b in AUCTION_BIDS),
            ):
                problems.append(f"the auction entry [{seat}, {quoted(call, 30)}] is not a call")
                break
        if self.robbed_by is not None and not 0 <= self.robbed_by < n:
            problems.append(f"robbed_by is seat {self.robbed_by}: seats are 0 to {n - 1}")
        if self.jinker is not None and not 0 <= self.jinker < self.nsides:
            problems.append(f"the jinker {self.jinker} is not a side")
        o = self.options
        each = max(int(o["stake"]), int(o["spoil_stake"]))
        most = (each * n + int(o["dealer_stake"])) * (self.hand_no + 1)
        if not 0 <= self.pool <= most:
            problems.append(f"the pool {self.pool} is out of range: 0 to {most}")
        if not 0 <= self.spoils <= self.hand_no:
            problems.append(f"spoils {self.spoils} is out of range: 0 to {self.hand_no}")
        if self.phase in ("bid", "trump", "discard") and v != "auction_45" and any(self.hands):
            problems.append(f"phase {self.phase!r} belongs to Auction Forty-Fives")
        if self.phase in ("trump", "discard") and self.high is None:
            problems.append(f"phase {self.phase!r} needs a bid and its maker")
        if self.phase == "discard" and len(self.discards) > len(self.stock):
            problems.append("more discards than the stock can replace")
        return problems

    def _score_range(self) -> tuple[int, int]:
        v, cap, t = self.variant, deal_cap(self.options), self.target
        if v == "spoil_five":
            o = self.options
            each = max(int(o["stake"]), int(o["spoil_stake"])) + int(o["dealer_stake"])
            deals = self.hand_no + 1
            return -each * deals - int(o["stake"]), each * deals * self.n + int(o["stake"]) * self.n
        if v == "auction_45":
            return -AUCTION_BIDS[-1] * cap, t + 2 * AUCTION_BIDS[-1] - 1
        top = TRICK_POINTS - 1 if v == "twenty_five" else hand_points(5, 0) - 1
        return 0, t + top

    # -- phases before and during trick 1 ------------------------------------------------
    def _before_turn(self) -> None:
        seat = self.turn
        if self.tricks or seat is None:
            return
        if seat == self.dealer and self.dealer_pending:
            # They robbed a turned-up ace before the lead: it joins their hand now or after
            # trick 1. Holding the ace of trumps under another turn-up, they rob as anyone.
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
        floor = AUCTION_FLOOR if self.score[self.sides[seat]] >= AUCTION_FLOOR_SCORE else 5
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
                f"only the holder of the ace of trumps robs, at their first turn: "
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
            if (
                int(move.value) < AUCTION_FLOOR
                and self.score[self.sides[seat]] >= AUCTION_FLOOR_SCORE
            ):
                raise IllegalMove(
                    f"a side with {AUCTION_FLOOR_SCORE} or more may not bid below {AUCTION_FLOOR}",
                    rule="bid floor",
                )
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
            what = "keeps their hand" if isinstance(move, Keep) else "declines to rob"
            self._say(f"{name} {what}")
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
            self._add(side, TRICK_POINTS, "trick")
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
        points = [TRICK_POINTS * t for t in by_side]
        ranking = self.ranking()
        best: tuple[int, int] | None = None
        for t in self.tricks:
            for _, c in t.plays:
                if ranking.is_trump(c) and (best is None or ranking.power[c] > best[0]):
                    best = (ranking.power[c], t.winner)
        if best is not None:
            points[self.sides[best[1]]] += TRICK_POINTS
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

    # -- the reference card ------------------------------------------------------------
    def rule_summary(self) -> RuleSummary:
        """The rules of the variant in force, with its players, robbing, scoring and target.

        >>> import cardlib
        >>> s = cardlib.new_game("forty-five", seed=1).rule_summary()
        >>> "45 points" in s.winning
        True
        """
        v, o = self.variant, self.options
        teams = self.nsides < self.n
        who = "side" if teams else "player"
        pack = standard_pack()
        pattern = self._pattern()
        hand = sum(pattern)
        layout = [
            _seating(self.n, self.nsides),
            f"Use one pack of {len(pack)} cards. The dealer deals {count_words(hand, 'card')} "
            f"to each player, clockwise from the dealer's left, in batches of "
            f"{number_word(pattern[0])} and then {number_word(pattern[1])}.",
        ]
        rest = len(pack) - hand * self.n
        if v == "auction_45":
            layout.append(
                f"The other {count_words(rest, 'card')} stay face down beside the dealer to "
                "refill hands after the bidding; no card is turned up."
            )
        else:
            use = "except through robbing" if self.rob_mode != "none" else "at all"
            layout.append(
                "The dealer turns the next card face up on the rest of the pack: its suit is "
                f"trumps for the deal. The other {count_words(rest - 1, 'card')} take no part "
                f"{use}."
            )
        play: list[tuple[str, tuple[str, ...]]] = []
        if v == "spoil_five":
            play.append(("The pool", self._pool_lines()))
        play.append(("Trumps", _trump_lines()))
        if v == "auction_45":
            play += self._auction_lines()
        else:
            if v == "spoil_five" and self.n == 2 and o["fiving"]:
                play.append(
                    (
                        "Fiving",
                        (
                            "Before play the non-dealer may ask for a new trump once: the "
                            "dealer turns up cards until one of a different suit appears, and "
                            "that suit is trumps.",
                        ),
                    )
                )
            play.append(("Robbing", self._robbing_lines()))
        lead = "highest bidder" if v == "auction_45" else "dealer"
        play.append(
            (
                "Playing the tricks",
                (
                    f"The player on the {lead}'s left leads any card to the first trick; the "
                    "winner of each trick leads to the next.",
                    "When a plain suit is led you may follow suit or play a trump, even if you "
                    "could follow; with none of the suit led you may play any card.",
                    "When trumps are led (the ace of hearts leads trumps too) you must play a "
                    "trump if you have one.",
                    "Reneging: the 5 of trumps, the jack of trumps and the ace of hearts need not "
                    "be played to a trump lead that ranks below them. If all your trumps are such "
                    "cards, each higher than the card led, you may play any card; if you hold "
                    "any other trump, you must still play a trump.",
                    "The highest trump played wins the trick; if there is none, the highest card "
                    "of the suit led wins.",
                ),
            )
        )
        if v == "spoil_five" and o["jinking"]:
            play.append(
                (
                    "Jinking",
                    (
                        f"A {who} who wins the first three tricks either claims the pool at "
                        "once, which ends the deal, or leads to the fourth trick to jink.",
                        f"A jinker who wins the last two tricks as well takes the pool and "
                        f"{count_words(int(o['stake']), 'counter')} from every other player; "
                        "losing either trick wins nothing, and the deal counts as a spoil.",
                    ),
                )
            )
        return RuleSummary(
            object=self._object_line(who),
            layout=tuple(layout),
            play=tuple(play),
            scoring=self._scoring_lines(who),
            winning=self._winning_line(who),
        )

    def _object_line(self, who: str) -> str:
        v = self.variant
        if v == "spoil_five":
            need = self._pool_tricks()
            more = f", more than any other {who}," if need < 3 else ""
            return (
                f"Take {number_word(need)} of the five tricks in a deal{more} to win the pool "
                "of counters."
            )
        if v == "twenty_five":
            return (
                f"Win tricks, {TRICK_POINTS} points each, and be the first {who} to reach "
                f"{self.target} points, or take all five tricks in one deal."
            )
        if v == "auction_45":
            return (
                "Bid for the right to name trumps, make at least the points your side bid, and "
                f"be the first side to reach {self.target} points."
            )
        return (
            f"Take more of the five tricks in each deal than the other {who} and be the first "
            f"to reach {self.target} points."
        )

    def _pattern(self) -> tuple[int, int]:
        """The batches of the deal: ``(3, 2)`` or ``(2, 3)``."""
        return (3, 2) if self.options["deal_pattern"] == "3-2" else (2, 3)

    def _pool_tricks(self) -> int:
        return 2 if self.options["two_tricks_win"] and self.n >= 5 else 3

    def _pool_lines(self) -> tuple[str, ...]:
        o = self.options
        return (
            f"When a pool starts, each player puts {count_words(int(o['stake']), 'counter')} "
            "into it, and every deal the dealer adds "
            f"{count_words(int(o['dealer_stake']), 'counter')} more.",
        )

    def _robbing_lines(self) -> tuple[str, ...]:
        mode = self.rob_mode
        if mode == "none":
            return (
                "Nobody robs in this game: the turned-up card stays on the pack and only shows "
                "which suit is trumps.",
            )
        verb = "may" if mode == "optional" else "must"
        lines = [
            f"If you hold the ace of trumps, the dealer included, you {verb} rob at your first "
            "turn in the first trick, before you play: discard any one card face down and take "
            "the turned-up card into your hand."
        ]
        if mode == "optional":
            lines.append("If you choose not to rob, you must say so to the table.")
            if self.options["unannounced_ace_becomes_lowest"]:
                lines.append(
                    "You may instead stay silent, but your ace of trumps then ranks as the "
                    "lowest trump for the rest of the deal."
                )
        if self.rob_timing == "own_turn_trick_1":
            when = "at their own turn in the first trick, and may play it to that trick"
        else:
            when = "when the first trick is complete, so it cannot be played to that trick"
        if mode == "optional":
            lines.append(
                "If the turned-up card is an ace, the dealer may rob it before the first lead by "
                f"discarding one card face down, taking the ace {when}; or the dealer keeps the "
                "hand as dealt and says so."
            )
        else:
            lines.append(
                "If the turned-up card is an ace, the dealer must rob it before the first lead by "
                f"discarding one card face down, taking the ace {when}."
            )
        return tuple(lines)

    def _auction_lines(self) -> list[tuple[str, tuple[str, ...]]]:
        bids = ", ".join(str(b) for b in AUCTION_BIDS[:-1]) + f" or {AUCTION_BIDS[-1]}"
        return [
            (
                "Bidding",
                (
                    f"Starting on the dealer's left, each player bids {bids} points, or passes; "
                    "no suit is named.",
                    "Each bid must be higher than the last, except that the dealer may hold: take "
                    "the highest bid at the same amount, after which the players still in may bid "
                    "again.",
                    "A player who passes drops out of the bidding, which ends when only the "
                    "highest bidder is left.",
                    f"A side with {AUCTION_FLOOR_SCORE} points or more may not bid less than "
                    f"{AUCTION_FLOOR}.",
                    "If everybody passes, the cards are thrown in and the next dealer deals.",
                ),
            ),
            (
                "Trumps and the draw",
                (
                    "The highest bidder names the trump suit.",
                    "Then, starting on the dealer's left, each player discards as many cards as "
                    "they like face down, and the dealer refills every hand to five cards from "
                    "the pack.",
                ),
            ),
        ]

    def _scoring_lines(self, who: str) -> tuple[str, ...]:
        v, o = self.variant, self.options
        if v == "spoil_five":
            need = self._pool_tricks()
            lines = [f"A {who} who takes {count_words(need, 'trick')} wins the whole pool."]
            if need < 3:
                lines[0] = (
                    f"A {who} who takes {count_words(need, 'trick')} or more, more than any "
                    "other player, wins the whole pool."
                )
            lines.append(
                "If nobody does, that is a spoil: the pool stays, and before each later deal "
                f"every player adds {count_words(int(o['spoil_stake']), 'counter')} (the dealer "
                "still adds the dealer's share) until the pool is won."
            )
            return tuple(lines)
        if v == "twenty_five":
            return (
                f"Every trick scores {TRICK_POINTS} points to the {who} that wins it, as soon as "
                "it is taken.",
            )
        if v == "auction_45":
            made = AUCTION_BIDS[-1]
            per_deal = TRICK_POINTS * (sum(self._pattern()) + 1)
            return (
                f"Each side counts {TRICK_POINTS} points for every trick it took, plus "
                f"{TRICK_POINTS} for the trick holding the highest trump played: "
                f"{per_deal} points in a deal.",
                "If the bidding side took at least its bid, it scores everything it took (a "
                f"bid of {made} made scores {auction_points(made, made)}); if not, the amount "
                "of the bid is taken off its score.",
                "The other side always scores what it took. Scores can go below zero.",
            )
        if o["scoring"] == "net_difference":
            per = hand_points(3, 2, "net_difference")
            return (
                f"Each trick is worth {per} points: the {who} with more tricks scores {per} for "
                f"every trick more than the other took ({hand_points(4, 1, 'net_difference')} "
                f"for four tricks to one, {hand_points(5, 0, 'net_difference')} for all five).",
                f"The other {who} scores nothing.",
            )
        return (
            f"The {who} that takes three or four tricks scores {hand_points(3, 2)} points; "
            f"taking all five tricks scores {hand_points(5, 0)}.",
            f"The other {who} scores nothing.",
        )

    def _winning_line(self, who: str) -> str:
        v = self.variant
        cap = deal_cap(self.options)
        if v == "spoil_five":
            line = f"The {who} who wins the pool wins the game."
            stop = f"the {who} who has gained the most counters wins"
        elif v == "twenty_five":
            line = (
                f"The first {who} to reach {self.target} points wins at once, even in the middle "
                "of a deal; taking all five tricks in one deal also wins outright."
            )
            stop = f"the {who} with the highest score wins"
        elif v == "auction_45":
            line = (
                f"A side that reaches {self.target} points at the end of a deal wins; if both "
                "sides get there in the same deal, the bidding side wins."
            )
            stop = "the side with the higher score wins"
        else:
            line = f"The first {who} to reach {self.target} points at the end of a deal wins."
            stop = f"the {who} with the higher score wins"
        if cap:
            line += f" If nobody has won after {cap} deals, play stops and {stop}."
        return line


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{what} must be true or false, not {quoted(value)}")
    return value


def _seat_or_none(value: object, what: str) -> int | None:
    return None if value is None else _int(value, what)


def _bid(value: object, what: str = "the bid") -> int:
    """An auction bid from a number or its text (``20`` or ``"20"``)."""
    if isinstance(value, str) and value.strip().isdigit() and len(value) < 6:
        return int(value)
    return _int(value, what)


def _seating(n: int, nsides: int) -> str:
    """Who plays with whom: ``Four players in two partnerships, partners opposite.``"""
    players = count_words(n, "player").capitalize()
    if nsides == n:
        return f"{players}, each playing alone."
    size = n // nsides
    if size == 2:
        return (
            f"{players} in {count_words(nsides, 'partnership')} of two, partners sitting "
            "opposite each other."
        )
    return (
        f"{players} in two teams of {number_word(size)}, seated alternately so that each "
        "player sits between two opponents."
    )


def _cards(cards: list[Card]) -> str:
    return ", ".join(str(c) for c in cards)


def _trump_lines() -> tuple[str, ...]:
    clubs = trump_order(Suit.CLUBS)
    hearts = trump_order(Suit.HEARTS)
    return (
        "The ace of hearts is always a trump, whatever suit is trumps.",
        "The highest trumps are the 5 of trumps, then the jack of trumps, then the ace of "
        f"hearts, then the ace of trumps, king and queen: with clubs {_cards(clubs[:6])}; "
        f"with hearts {_cards(hearts[:5])}.",
        "Below them the number cards run high to low in a red suit and low to high in a "
        "black suit (highest in red, lowest in black), in trumps and in the other suits "
        "alike. Out of trumps the ace of diamonds is the lowest diamond, and a black ace "
        "ranks between the jack and the 2.",
        f"There are {len(clubs)} trumps ({len(hearts)} when hearts are trumps); the rank "
        "orders below give every suit in full.",
    )


register(FortyFiveGame)
