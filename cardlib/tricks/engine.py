"""The trick-taking engine shared by Forty-Five, Pepper and Trinidad All Fours.

Seats are numbered ``0..n-1`` clockwise round the table; a game plays clockwise
(``direction = +1``) or anticlockwise (``-1``). A *side* is one player or a partnership.
Rank orders are data: a :class:`Ranking` is built from lists of cards, highest first, for
the trump suit and for every plain suit, and gives each card its *effective suit* (the
A♥ of Forty-Five and Pepper's left bower count as trumps). Follow rules are a per-game
:class:`FollowRule`.

>>> from cardlib.cards import parse_cards, Suit
>>> r = Ranking(Suit.SPADES, parse_cards("AS KS"), {Suit.HEARTS: parse_cards("AH KH")})
>>> trick_winner([(0, Card.parse("KH")), (1, Card.parse("AH")), (2, Card.parse("KS"))], r)
2
>>> deal(parse_cards("AS KS QS JS 10S 9S"), 2, first=0, direction=1, pattern=(2, 1))
([[Card('A♠'), Card('K♠'), Card('10♠')], [Card('Q♠'), Card('J♠'), Card('9♠')]], [])

:class:`TrickGame` puts the shared play phase (legal cards, tricks, trick winner, the
record of tricks, ``view(seat)``, JSON state, undo snapshots) behind the Game protocol;
each game adds its own phases before play and its scoring.
"""

from __future__ import annotations

import difflib
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from cardlib.cards import Card, Suit
from cardlib.checks import card_problems, check_position, mapping, quoted, whole_number
from cardlib.game import Game, IllegalMove, Move, Option, Outcome

__all__ = [
    "MAX_DEALS",
    "SEAT_NAMES",
    "Beg",
    "Bid",
    "Claim",
    "Decline",
    "Discard",
    "Done",
    "Five",
    "FollowRule",
    "GiveOne",
    "Hold",
    "Keep",
    "NameTrump",
    "NoFive",
    "Pass",
    "Play",
    "Ranking",
    "Rob",
    "RunPack",
    "Silent",
    "Stand",
    "TrickGame",
    "TrickRecord",
    "TrickView",
    "counts_as",
    "deal",
    "deal_cap",
    "deal_seed",
    "first_dealer",
    "legal_cards",
    "max_hands_option",
    "move_card",
    "move_label",
    "move_words",
    "position_problems",
    "refusal",
    "seat_names",
    "stop_result",
    "trick_winner",
]

SEAT_NAMES = ("North", "East", "South", "West")
"""Names of the four seats, clockwise; sides 0 (North-South) and 1 (East-West)."""


def seat_names(n: int) -> tuple[str, ...]:
    """Seat names for ``n`` players: compass points for four, else ``Player 1`` ...

    >>> seat_names(4)[2], seat_names(5)[0]
    ('South', 'Player 1')
    """
    return SEAT_NAMES if n == 4 else tuple(f"Player {i + 1}" for i in range(n))


# ----- moves ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Play(Move):
    """Play a card to the trick: ``play QH``."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card.short}"


@dataclass(frozen=True)
class Bid(Move):
    """A bid: ``bid 3``, ``bid little``, ``bid big``, ``bid 25``."""

    value: str

    def __str__(self) -> str:
        return f"bid {self.value}"


@dataclass(frozen=True)
class Pass(Move):
    """Pass in an auction."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Hold(Move):
    """Auction Forty-Fives: the dealer takes the bid at the same amount."""

    def __str__(self) -> str:
        return "hold"


@dataclass(frozen=True)
class NameTrump(Move):
    """The maker names trumps (``trump H``) or no trump (``no trump``)."""

    suit: Suit | None

    def __str__(self) -> str:
        return "no trump" if self.suit is None else f"trump {self.suit.value}"


@dataclass(frozen=True)
class Rob(Move):
    """Rob the turn-up: discard ``card`` face down and take the turn-up: ``rob 5C``."""

    card: Card

    def __str__(self) -> str:
        return f"rob {self.card.short}"


@dataclass(frozen=True)
class Decline(Move):
    """Decline to rob (announced to the table)."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True)
class Keep(Move):
    """The dealer keeps their hand instead of robbing a turned-up ace."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True)
class Silent(Move):
    """Stay silent about the ace of trumps (its ace then ranks lowest)."""

    def __str__(self) -> str:
        return "silent"


@dataclass(frozen=True)
class Five(Move):
    """Spoil Five's fiving: ask for a new turn-up."""

    def __str__(self) -> str:
        return "five"


@dataclass(frozen=True)
class NoFive(Move):
    """Keep the turn-up (no fiving)."""

    def __str__(self) -> str:
        return "no five"


@dataclass(frozen=True)
class Claim(Move):
    """Spoil Five: claim the pool after winning the first three tricks (no jink)."""

    def __str__(self) -> str:
        return "claim"


@dataclass(frozen=True)
class Discard(Move):
    """Auction Forty-Fives: discard a card before the draw: ``discard 7C``."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.short}"


@dataclass(frozen=True)
class Done(Move):
    """Auction Forty-Fives: no more discards."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Stand(Move):
    """All Fours: the kicked suit stays trumps."""

    def __str__(self) -> str:
        return "stand"


@dataclass(frozen=True)
class Beg(Move):
    """All Fours: ask the dealer for a new trump suit."""

    def __str__(self) -> str:
        return "beg"


@dataclass(frozen=True)
class GiveOne(Move):
    """All Fours: the dealer gives the beggar's team one point; trumps stay."""

    def __str__(self) -> str:
        return "give one"


@dataclass(frozen=True)
class RunPack(Move):
    """All Fours: the dealer runs the pack (three more cards each and a new kick)."""

    def __str__(self) -> str:
        return "run"


_WORD_MOVES: dict[str, Move] = {
    str(m): m
    for m in (
        Pass(),
        Hold(),
        Decline(),
        Keep(),
        Silent(),
        Five(),
        NoFive(),
        Claim(),
        Done(),
        Stand(),
        Beg(),
        GiveOne(),
        RunPack(),
        NameTrump(None),
    )
}
_CARD_MOVES: dict[str, type[Play] | type[Rob] | type[Discard]] = {
    "play": Play,
    "rob": Rob,
    "discard": Discard,
}
_CARD_MOVE_TYPES = tuple(_CARD_MOVES.values())
"""The moves that take a card from the hand (:func:`move_card`)."""


def move_card(move: Move) -> Card | None:
    """The card a move takes from the hand of the player to move (a play, a rob, a
    discard), else ``None`` (bids, pass, name trump, ...).

    >>> move_card(Rob(Card.parse("9D"))), move_card(Bid("3"))
    (Card('9♦'), None)
    """
    return move.card if isinstance(move, _CARD_MOVE_TYPES) else None


def parse_trick_move(text: object) -> Move:
    """Read any trick-game move from its notation; ``IllegalMove`` (rule ``notation``) if not.

    >>> parse_trick_move("play 10h"), parse_trick_move(" Give  One ")
    (Play(card=Card('10♥')), GiveOne())
    """
    if not isinstance(text, str):
        raise IllegalMove(f"{text!r} is not a move", rule="notation")
    words = text.strip().lower().split()
    joined = " ".join(words)
    if joined in _WORD_MOVES:
        return _WORD_MOVES[joined]
    if len(words) == 2:
        head, arg = words
        if head in _CARD_MOVES:
            try:
                card = Card.parse(arg)
            except ValueError as e:
                raise IllegalMove(str(e), rule="notation") from None
            return _CARD_MOVES[head](card)
        if head == "bid" and arg.isalnum():
            return Bid(arg)
        if head == "trump":
            for s in Suit:
                if arg in (s.value.lower(), s.symbol, s.label, s.singular):
                    return NameTrump(s)
    raise IllegalMove(
        f"{text!r} is not a move: moves look like 'play QH', 'bid 3', 'pass', 'beg', "
        "'stand', 'rob 5C', 'trump H'",
        rule="notation",
    )


_BID_WORDS = {"little": "Little Pepper", "big": "Big Pepper"}
_LABELS = {"bid little": "Bid Little Pepper", "bid big": "Bid Big Pepper", "run": "Run the pack"}


def move_label(move: Move) -> str:
    """A move's short label, for a button: ``'Bid 3'``, ``'Bid Little Pepper'``,
    ``'Give one'``, ``'♥ Hearts'``, ``'No trump'``.

    >>> move_label(Bid("3")), move_label(Bid("little")), move_label(GiveOne())
    ('Bid 3', 'Bid Little Pepper', 'Give one')
    >>> move_label(NameTrump(Suit.HEARTS)), move_label(NameTrump(None))
    ('♥ Hearts', 'No trump')
    """
    if isinstance(move, NameTrump):
        return "No trump" if move.suit is None else f"{move.suit.symbol} {move.suit.label.title()}"
    text = str(move)
    return _LABELS.get(text, text[:1].upper() + text[1:])


def move_words(move: Move) -> str:
    """A move in words, with suit names and symbols (not the notation's letters).

    >>> move_words(NameTrump(Suit.HEARTS)), move_words(Rob(Card.parse("9D")))
    ('name hearts ♥ trumps', 'rob the turn-up, discarding the 9♦')
    >>> move_words(Bid("little")), move_words(GiveOne())
    ('bid Little Pepper', 'give one')
    """
    if isinstance(move, NameTrump):
        return (
            "no trump" if move.suit is None else f"name {move.suit.label} {move.suit.symbol} trumps"
        )
    if isinstance(move, Play):
        return f"play {move.card}"
    if isinstance(move, Rob):
        return f"rob the turn-up, discarding the {move.card}"
    if isinstance(move, Discard):
        return f"discard the {move.card}"
    if isinstance(move, Bid):
        return f"bid {_BID_WORDS.get(move.value, move.value)}"
    return str(move)


# ----- rank orders -------------------------------------------------------------------------
class Ranking:
    """Rank orders for one hand: the trump order and each plain suit's order, highest first.

    A card listed in the trump order has the trump suit as its effective suit, whatever
    its printed suit. ``trump`` is ``None`` for no trump.
    """

    __slots__ = ("plain_orders", "power", "suit_of", "trump", "trump_order")

    def __init__(
        self,
        trump: Suit | None,
        trump_order: Sequence[Card],
        plain_orders: Mapping[Suit, Sequence[Card]],
    ) -> None:
        self.trump = trump
        self.trump_order = tuple(trump_order)
        self.plain_orders = {s: tuple(o) for s, o in plain_orders.items()}
        self.suit_of: dict[Card, Suit] = {}
        self.power: dict[Card, int] = {}
        for suit, order in ((trump, self.trump_order), *self.plain_orders.items()):
            for i, card in enumerate(order):
                assert suit is not None
                self.suit_of[card] = suit
                self.power[card] = len(order) - i

    def effective_suit(self, card: Card) -> Suit:
        """The suit ``card`` counts as for leading, following and winning."""
        return self.suit_of[card]

    def is_trump(self, card: Card) -> bool:
        """True when the card counts as a trump."""
        return self.trump is not None and self.suit_of[card] is self.trump

    def key(self, card: Card, led: Suit) -> int:
        """Strength of ``card`` in a trick whose led effective suit is ``led``."""
        suit = self.suit_of[card]
        if suit is self.trump:
            return 200 + self.power[card]
        if suit is led:
            return 100 + self.power[card]
        return 0

    def order(self, suit: Suit) -> tuple[Card, ...]:
        """The order of the cards whose effective suit is ``suit``, highest first."""
        return self.trump_order if suit is self.trump else self.plain_orders[suit]


def trick_winner(plays: Sequence[tuple[int, Card]], ranking: Ranking) -> int:
    """The seat that wins a trick: highest trump, else highest card of the suit led."""
    led = ranking.suit_of[plays[0][1]]
    best_seat, best = plays[0][0], -1
    for seat, card in plays:
        k = ranking.key(card, led)
        if k > best:
            best_seat, best = seat, k
    return best_seat


# ----- follow rules ------------------------------------------------------------------------
@dataclass(frozen=True)
class FollowRule:
    """How a player must follow.

    ``may_trump``: holding the plain suit led, a trump may be played instead.
    ``renege``: cards (by a function of the trump suit, see the game) that need not be
    played to a lower trump lead (Forty-Five). ``no_undertrump``: on a plain lead already
    trumped, a lower trump only when no other card is allowed.
    """

    may_trump: bool = False
    renege: bool = False
    no_undertrump: bool = False
    privileged: frozenset[Card] = field(default_factory=frozenset)


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[tuple[int, Card]],
    ranking: Ranking,
    rule: FollowRule,
) -> list[Card]:
    """The legal set: the cards of ``hand`` that may be played to ``trick``."""
    if not trick:
        return list(hand)
    lead = trick[0][1]
    suit_of = ranking.suit_of
    led = suit_of[lead]
    trump = ranking.trump
    if led is not trump:
        follow = [c for c in hand if suit_of[c] is led]
        if not follow:
            out = list(hand)
        elif rule.may_trump:
            out = [c for c in hand if suit_of[c] is led or suit_of[c] is trump]
        else:
            return follow
        if rule.no_undertrump and trump is not None:
            played = [ranking.power[c] for _, c in trick if suit_of[c] is trump]
            if played:
                top = max(played)
                keep = [c for c in out if suit_of[c] is not trump or ranking.power[c] > top]
                if keep:
                    out = keep
        return out
    trumps = [c for c in hand if suit_of[c] is trump]
    if not trumps:
        return list(hand)
    if rule.renege:
        lead_power = ranking.power[lead]
        if all(c in rule.privileged and ranking.power[c] > lead_power for c in trumps):
            return list(hand)
    return trumps


def counts_as(card: Card, ranking: Ranking, names: Mapping[Card, str] | None = None) -> str:
    """What a card counts as, in words: ``'J♦, the left bower, counts as a trump'``.

    >>> from cardlib.cards import parse_cards, Suit
    >>> r = Ranking(Suit.HEARTS, parse_cards("JH JD AH"), {Suit.DIAMONDS: parse_cards("AD")})
    >>> counts_as(Card.parse("JD"), r, {Card.parse("JD"): "the left bower"})
    'J♦, the left bower, counts as a trump'
    """
    suit = ranking.suit_of[card]
    name = (names or {}).get(card)
    who = f"{card}, {name}," if name else str(card)
    noun = "a trump" if suit is ranking.trump else f"a {suit.singular}"
    return f"{who} counts as {noun}"


def refusal(
    hand: Sequence[Card],
    trick: Sequence[tuple[int, Card]],
    ranking: Ranking,
    rule: FollowRule,
    card: Card,
    names: Mapping[Card, str] | None = None,
) -> IllegalMove:
    """The error for playing ``card`` (held) when it is outside the legal set.

    A card whose effective suit is not its printed suit (the A♥ of Forty-Five, Pepper's
    left bower) is named with what it counts as; ``names`` gives such cards a name
    (``"the left bower"``).
    """
    led = ranking.suit_of[trick[0][1]]
    trump = ranking.trump
    suit_of = ranking.suit_of

    def odd(cards: Iterable[Card]) -> str:
        notes = [counts_as(c, ranking, names) for c in cards if c.suit is not suit_of[c]]
        return f" ({'; '.join(notes)})" if notes else ""

    if led is trump:
        held = [c for c in hand if suit_of[c] is trump]
        if rule.renege:
            return IllegalMove(
                f"you hold a trump that must be played to this lead "
                f"({', '.join(str(c) for c in held)}){odd(held)}: the renege privilege covers "
                "only the 5 and J of trumps and the A♥, and only against a lower trump led",
                rule="renege privilege",
            )
        return IllegalMove(
            f"you hold a trump{odd(held)}: you must play a trump to a trump lead",
            rule="follow trumps",
        )
    follow = [c for c in hand if suit_of[c] is led]
    if follow and suit_of[card] is not led and suit_of[card] is not trump:
        extra = " or trump" if rule.may_trump else ""
        return IllegalMove(
            f"you hold a {led.singular}{odd(follow)}: you must follow suit{extra}",
            rule="follow suit",
        )
    if follow and suit_of[card] is not led and not rule.may_trump:
        return IllegalMove(
            f"you hold a {led.singular}{odd([*follow, card])}: you must follow suit",
            rule="follow suit",
        )
    return IllegalMove(
        "you may not undertrump a trick already trumped while you hold another card",
        rule="no undertrumping",
    )


# ----- dealing -----------------------------------------------------------------------------
def deal(
    cards: Sequence[Card],
    n: int,
    *,
    first: int,
    direction: int,
    pattern: Sequence[int],
) -> tuple[list[list[Card]], list[Card]]:
    """Deal ``cards`` in batches: for each size in ``pattern``, that many to each player in
    turn from seat ``first`` in ``direction``. Returns the hands and the undealt rest."""
    hands: list[list[Card]] = [[] for _ in range(n)]
    pos = 0
    for size in pattern:
        seat = first
        for _ in range(n):
            hands[seat].extend(cards[pos : pos + size])
            pos += size
            seat = (seat + direction) % n
    return hands, list(cards[pos:])


def deal_seed(seed: int, hand_no: int) -> int:
    """The shuffle seed of hand ``hand_no`` (0 = first) of a game started with ``seed``.

    >>> deal_seed(7, 0), deal_seed(7, 2)
    (7, 15845)
    """
    return seed + 7919 * hand_no


def first_dealer(game_id: str, seed: int, n: int) -> int:
    """The first dealer, drawn at random from the seed (the cut for the deal)."""
    return random.Random(f"{game_id}-dealer:{seed}").randrange(n)


MAX_DEALS = 1000
"""The most deals any trick game lasts: ``max_hands`` may not exceed it, and ``0`` (no limit
of its own) stops there too, so that every game ends whatever the play."""


def max_hands_option(why: str) -> Option:
    """The ``max_hands`` guard: stop after this many deals, the higher score winning.

    It is not in the sources; ``why`` says which weak play would go on for ever. ``0``
    means no limit of the option's own, but even then play stops after :data:`MAX_DEALS`.
    """
    return Option(
        "max_hands",
        50,
        f"stop after this many deals, the higher score winning (0: up to {MAX_DEALS:,}, "
        f"at most {MAX_DEALS:,}); a guard not in the sources: {why}",
        minimum=0,
        maximum=MAX_DEALS,
        rule="Stop the game after this many deals; the higher score wins",
        other=f"any number up to {MAX_DEALS:,} (0 also means {MAX_DEALS:,})",
    )


def deal_cap(options: Mapping[str, Any]) -> int:
    """The deal after which a game stops: ``max_hands``, or :data:`MAX_DEALS` for ``0``."""
    return int(options.get("max_hands", 0)) or MAX_DEALS


def stop_result(score: Sequence[int], cap: int, side_name: Any) -> tuple[int | None, str]:
    """The result when a game is stopped after ``cap`` deals: the highest score wins."""
    top = max(score)
    leaders = [s for s, v in enumerate(score) if v == top]
    why = f"the game is stopped after {cap} deals"
    if len(leaders) > 1:
        return None, f"{why}: a tie at {top}"
    return leaders[0], f"{why}: {side_name(leaders[0])} lead with {top} and win"


# ----- the table view ----------------------------------------------------------------------
@dataclass(frozen=True)
class TrickRecord:
    """A finished trick: who led, each (seat, card) in play order, and the winner."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


@dataclass(frozen=True)
class TrickView:
    """What one seat may see: its own hand, the table, the auction and the scores.

    A widget or a bot reads only this (plus ``game.legal_moves()`` on its turn).
    ``events`` are the public announcements of the current hand in order (bids, robs,
    begs, kick points); ``last_hand`` describes the previous hand's scoring.
    """

    seat: int
    seat_names: tuple[str, ...]
    sides: tuple[int, ...]
    side_names: tuple[str, ...]
    dealer: int
    to_move: int | None
    phase: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump: Suit | None
    turn_up: Card | None
    trick: tuple[tuple[int, Card], ...]
    winning: int | None
    tricks: tuple[TrickRecord, ...]
    tricks_won: tuple[int, ...]
    bid: str | None
    maker: int | None
    scores: tuple[int, ...]
    target: int
    hand_no: int
    events: tuple[str, ...]
    last_hand: tuple[str, ...]
    ranking: Ranking | None
    extra: Mapping[str, Any]
    last_tricks: tuple[TrickRecord, ...] = ()
    """The previous hand's tricks (shown with ``last_hand`` when a hand ends)."""

    @property
    def last_trick(self) -> TrickRecord | None:
        """The most recent finished trick of this hand."""
        return self.tricks[-1] if self.tricks else None

    @property
    def side(self) -> int:
        """This seat's side."""
        return self.sides[self.seat]

    def partners(self, seat: int) -> bool:
        """True when ``seat`` is on this seat's side."""
        return self.sides[seat] == self.sides[self.seat]


# ----- the shared Game base ----------------------------------------------------------------
def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value  # cards, suits, tuples of immutables, numbers, strings


def _json(value: Any) -> Any:
    if isinstance(value, Card):
        return value.short
    if isinstance(value, Suit):
        return value.value
    if isinstance(value, TrickRecord):
        return [value.leader, _json(value.plays), value.winner]
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    return value


# ----- reading positions -------------------------------------------------------------------
_MAX_ITEMS = 1000
"""The most entries a list of a position may hold (events, tricks, cards)."""


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"{what} must be a list, not {quoted(value)}")
    if len(value) > _MAX_ITEMS:
        raise ValueError(f"{what} has {len(value)} entries: far too many")
    return list(value)


def _int(value: object, what: str) -> int:
    return whole_number(value, what)


def _ints(value: object, what: str, size: int) -> list[int]:
    items = _list(value, what)
    if len(items) != size:
        raise ValueError(f"{what} needs {size} numbers, not {len(items)}")
    return [_int(v, what) for v in items]


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be text, not {quoted(value)}")
    return value


def _texts(value: object, what: str) -> list[str]:
    return [_text(v, f"an entry of {what}") for v in _list(value, what)]


def read_auction(
    pos: Mapping[str, Any], read_bid: Callable[[object, str], Any]
) -> tuple[tuple[Any, int] | None, list[tuple[int, str]]]:
    """The auction of a position, as Pepper and Forty-Five write it: ``high`` (``[bid,
    maker]``, or the older ``bid`` with ``maker``) read by ``read_bid``, and ``bids``
    (``[[seat, call], ...]``). A ``ValueError`` in plain words for anything else."""
    high = None
    if "high" in pos and pos["high"] is not None:
        pair = _list(pos["high"], "high")
        if len(pair) != 2:
            raise ValueError("high must be [bid, maker]")
        high = (read_bid(pair[0], "the bid of high"), _int(pair[1], "the maker of high"))
    if "bid" in pos:
        if "high" in pos or "maker" not in pos:
            raise ValueError("give 'bid' with 'maker' (or 'high' alone)")
        high = (read_bid(pos["bid"], "bid"), _int(pos["maker"], "maker"))
    elif "maker" in pos:
        raise ValueError("'maker' goes with 'bid'")
    bids = []
    for item in _list(pos.get("bids", []), "bids"):
        entry = _list(item, "an entry of bids")
        if len(entry) != 2:
            raise ValueError(f"an entry of bids must be [seat, call], not {quoted(entry)}")
        bids.append((_int(entry[0], "a seat in bids"), _text(entry[1], "a call in bids")))
    return high, bids


def _bools(value: object, what: str, size: int) -> list[bool]:
    items = _list(value, what)
    if len(items) != size or not all(isinstance(v, bool) for v in items):
        raise ValueError(f"{what} needs {size} true/false values, not {quoted(value)}")
    return list(items)


def _card(value: object, what: str) -> Card:
    if not isinstance(value, str) or len(value) > 10:
        raise ValueError(f"{what} must be a card such as 'QH', not {quoted(value)}")
    try:
        return Card.parse(value)
    except ValueError:
        raise ValueError(f"{what} must be a card such as 'QH', not {quoted(value)}") from None


def _cards(value: object, what: str) -> list[Card]:
    """Cards from a text (``"AS KH"``) or a list of card codes."""
    if isinstance(value, str):
        if len(value) > 5 * _MAX_ITEMS:
            raise ValueError(f"{what} is far too long to be cards")
        items: list[Any] = value.replace(",", " ").split()
    else:
        items = _list(value, what)
    return [_card(t, f"a card of {what}") for t in items]


def _seat_lists(value: object, n: int, what: str) -> list[list[Card]]:
    items = _list(value, what)
    if len(items) != n:
        raise ValueError(f"{what} needs {n} entries, one per seat, not {len(items)}")
    return [_cards(v, what) for v in items]


def _suit(value: object, what: str) -> Suit | None:
    if value in (None, "", "none"):
        return None
    for s in Suit:
        if value == s.value:
            return s
    raise ValueError(f"{what} must be a suit letter (C, D, H, S) or None, not {quoted(value)}")


def _plays(value: object, what: str) -> list[tuple[int, Card]]:
    out = []
    for item in _list(value, what):
        if not isinstance(item, list | tuple) or len(item) != 2:
            raise ValueError(f"a play of {what} must be [seat, card], not {quoted(item)}")
        out.append((_int(item[0], f"a seat in {what}"), _card(item[1], f"a card of {what}")))
    return out


def _records(value: object, what: str) -> list[TrickRecord]:
    out = []
    for item in _list(value, what):
        if not isinstance(item, list | tuple) or len(item) != 3:
            raise ValueError(
                f"a trick of {what} must be [leader, [[seat, card], ...], winner], "
                f"not {quoted(item)}"
            )
        lead = _int(item[0], f"a leader in {what}")
        plays = tuple(_plays(item[1], what))
        out.append(TrickRecord(lead, plays, _int(item[2], f"a winner in {what}")))
    return out


def _result(value: object) -> tuple[int | None, str] | None:
    if value is None:
        return None
    items = _list(value, "result")
    if len(items) != 2:
        raise ValueError(f"result must be [winner or None, reason], not {quoted(value)}")
    winner = None if items[0] is None else _int(items[0], "the winner of result")
    return winner, _text(items[1], "the reason of result")


def _seat_problem(seat: int | None, n: int, what: str) -> list[str]:
    if seat is not None and not 0 <= seat < n:
        return [f"{what} is seat {seat}: seats are 0 to {n - 1}"]
    return []


def position_problems(game: TrickGame) -> list[str]:
    """Everything that makes the position ``game`` holds impossible (empty when none).

    Shared checks: a card more often than the pack holds it or of no pack of the game
    (hands, trick, cards won, stock and every pile the game keeps); a trick with as many
    cards as players or more; hands larger than the game deals; seats (dealer, turn,
    trick plays, tricks' leaders and winners, result) out of range; the hand number, the
    phase and the scores outside the rules' bounds; a result without the ``over`` phase.
    Each game adds its own (bids, turn-ups, kicks, pool) through ``_position_problems``.
    """
    n = game.n
    pack = game.pack()
    problems = card_problems(game.all_cards().elements(), pack)
    for name, records in (("tricks", game.tricks), ("last_tricks", game.last_tricks)):
        cards = [c for t in records for _, c in t.plays]
        problems += [f"{p} (in {name})" for p in card_problems(cards, pack)]
        for t in records:
            seats = [s for s, _ in t.plays]
            if len(t.plays) != game.trick_size() or len(set(seats)) != len(seats):
                problems.append(f"a trick of {name} does not hold one card from each player")
            for seat in {t.leader, t.winner, *seats}:
                problems += _seat_problem(seat, n, f"a seat in {name}")
    if len(game.trick) >= game.trick_size():
        problems.append(
            f"a trick of {len(game.trick)} cards among {n} players: a trick in progress holds "
            f"at most {game.trick_size() - 1}"
        )
    seats = [s for s, _ in game.trick]
    for seat in seats:
        problems += _seat_problem(seat, n, "a seat in the trick")
    if len(set(seats)) != len(seats):
        problems.append("a seat plays twice to the trick")
    limit = game._hand_limit()
    for seat, hand in enumerate(game.hands):
        if len(hand) > limit:
            problems.append(
                f"{seat_names(n)[seat]} holds {len(hand)} cards: a hand holds at most {limit}"
            )
    problems += _seat_problem(game.dealer, n, "the dealer")
    problems += _seat_problem(game.turn, n, "the turn")
    if game.phase not in game.phases:
        problems.append(f"phase {quoted(game.phase, 30)} is not one of {', '.join(game.phases)}")
    if game.hand_no < 0 or game.hand_no > deal_cap(game.options):
        problems.append(f"hand_no {game.hand_no} is out of range: 0 to {deal_cap(game.options)}")
    if game.result is None:
        if game.phase == "over":
            problems.append("the phase is 'over' but there is no result")
        if game.turn is None:
            problems.append("nobody is to move but the game is not over")
    else:
        winner = game.result[0]
        if winner is not None and not 0 <= winner < game.nsides:
            problems.append(f"the winner {winner} is not a side: sides are 0 to {game.nsides - 1}")
        if game.phase != "over" or game.turn is not None:
            problems.append("a finished game needs phase 'over' and nobody to move")
    low, high = game._score_range()
    for side, points in enumerate(game.score):
        if not low <= points <= high:
            problems.append(
                f"score {points} of {game.side_name(side)} is out of range: {low} to {high}"
            )
    if not problems:  # the game's own checks may rely on the shared ones
        problems += game._position_problems()
    return problems


_RANKINGS: dict[tuple[Any, ...], Ranking] = {}


class TrickGame(Game):
    """The Game protocol for a trick game; subclasses add phases and scoring.

    Attributes of the position (all in ``state``): ``hands``, ``trick``, ``tricks`` (this
    hand's finished tricks), ``taken`` (cards won per seat), ``trump``, ``phase``, ``turn``,
    ``score`` (per side), ``dealer``, ``hand_no``, ``events``, ``result``.
    Subclasses implement ``_start_hand``, ``_phase_moves`` / ``_phase_apply`` for the
    phases before play, ``_rank_key`` / ``_make_ranking``, ``_hand_done`` and may hook
    ``_before_turn`` and ``_trick_done``.
    """

    n_players: ClassVar[int] = 4
    direction: ClassVar[int] = 1
    follow_rule: ClassVar[FollowRule] = FollowRule()
    _skip: ClassVar[tuple[str, ...]] = ("history", "_undo_stack", "position", "seed", "options")

    # -- set-up ----------------------------------------------------------------------------
    def _setup(self) -> None:
        self._configure()
        n = self.n
        self.score: list[int] = [0] * self.nsides
        self.dealer = first_dealer(self.info.id, self.seed, n)
        self.hand_no = 0
        self.result: tuple[int | None, str] | None = None
        self.last_hand: list[str] = []
        self.last_tricks: list[TrickRecord] = []
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[TrickRecord] = []
        self.taken: list[list[Card]] = [[] for _ in range(n)]
        self.trump: Suit | None = None
        self.turn: int | None = None
        self.phase = "play"
        self.events: list[str] = []
        if self.position is not None:
            self._load_position(self.position)
        else:
            self._start_hand()

    def _configure(self) -> None:
        """Read options: set ``self.n``, ``self.sides`` (side of each seat), ``self.nsides``."""
        self.n = self.n_players
        self.sides: tuple[int, ...] = tuple(s % 2 for s in range(self.n))
        self.nsides = 2

    # -- positions ---------------------------------------------------------------------------
    max_hand: ClassVar[int] = 13
    """The most cards a hand can hold in the game (games set their own)."""
    phases: ClassVar[tuple[str, ...]] = ("play", "over")
    """The phases a position may name."""
    _base_keys: ClassVar[frozenset[str]] = frozenset(
        {
            "dealer",
            "events",
            "hand_no",
            "hands",
            "last_hand",
            "last_tricks",
            "leader",
            "n",
            "nsides",
            "phase",
            "result",
            "score",
            "sides",
            "taken",
            "trick",
            "tricks",
            "trump",
            "turn",
        }
    )
    _extra_keys: ClassVar[frozenset[str]] = frozenset()
    """Position keys a game reads beyond the shared ones."""

    def pack(self) -> Counter[Card]:
        """How many of each card the game's pack holds."""
        from cardlib.cards import standard_pack

        return Counter(standard_pack())

    def _load_position(self, position: Mapping[str, Any]) -> None:
        """Start from a position: the game's ``state`` or a hand-made subset of it.

        Shared keys: ``hands`` (a card text or list of card codes per seat), ``dealer``,
        ``trump`` (``"H"`` or ``None``), ``turn`` (default: the dealer's next seat, or the
        seat after the last card of the trick), ``score`` (per side), ``phase`` (default
        ``"play"``), ``hand_no``, ``trick`` (``[[seat, card], ...]``, or a card text led by
        ``leader``: a card of it still listed in the hand of the seat that played it is
        taken from that hand), ``tricks`` and ``last_tricks`` (``[[leader, [[seat, card], ...],
        winner], ...]``), ``taken`` (cards won per seat), ``events``, ``last_hand``,
        ``result`` (``[winner or None, reason]``) and ``n``, ``nsides``, ``sides`` (which
        must agree with the options). Games read more. Malformed input is a ``ValueError``;
        an impossible position a :class:`cardlib.checks.PositionError`
        (:func:`position_problems`).
        """
        pos = mapping(position, "a position")
        unknown = sorted(set(pos) - self._base_keys - self._extra_keys)
        if unknown:
            near = difflib.get_close_matches(unknown[0], sorted(self._base_keys | self._extra_keys))
            hint = f": did you mean {near[0]!r}?" if near else " (a game's state shows its keys)"
            raise ValueError(
                f"a position of {self.info.name} has no key {quoted(unknown[0], 40)}{hint}"
            )
        self._read_position(pos)
        check_position(position_problems(self))

    def _read_position(self, pos: Mapping[str, Any]) -> None:
        """Read the shared keys (structure only: the counters are checked afterwards)."""
        n = self.n
        if "hands" not in pos:
            raise ValueError("a position needs 'hands': one list of cards per seat")
        self.hands = _seat_lists(pos["hands"], n, "hands")
        self.dealer = _int(pos.get("dealer", self.dealer), "dealer")
        self.trump = _suit(pos.get("trump"), "trump")
        self.score = _ints(pos.get("score", self.score), "score", self.nsides)
        self.phase = _text(pos.get("phase", "play"), "phase")
        self.hand_no = _int(pos.get("hand_no", 0), "hand_no")
        trick = pos.get("trick", "")
        turn_after: int | None = None
        if isinstance(trick, str) or (
            isinstance(trick, list) and all(isinstance(x, str) for x in trick)
        ):
            played = _cards(trick, "trick")
            self.trick = []
            if played:
                seat = _int(pos.get("leader", self.next_seat(self.dealer)), "leader")
                if not 0 <= seat < n:
                    raise ValueError(f"leader must be a seat from 0 to {n - 1}, not {seat}")
                for card in played:
                    if 0 <= seat < n and card in self.hands[seat]:
                        self.hands[seat].remove(card)  # listed in the hand it was played from
                    self.trick.append((seat, card))
                    seat = self.next_seat(seat)
                turn_after = seat
        else:
            if "leader" in pos:
                raise ValueError("'leader' goes with a trick given as card text only")
            self.trick = _plays(trick, "trick")
        self.tricks = _records(pos.get("tricks", []), "tricks")
        self.last_tricks = _records(pos.get("last_tricks", []), "last_tricks")
        if "taken" in pos:
            self.taken = _seat_lists(pos["taken"], n, "taken")
        else:
            self.taken = [[] for _ in range(n)]
        self.events = _texts(pos.get("events", []), "events")
        self.last_hand = _texts(pos.get("last_hand", []), "last_hand")
        self.result = _result(pos.get("result"))
        default_turn: int | None = self.next_seat(self.dealer) if 0 <= self.dealer < n else 0
        if turn_after is not None:
            default_turn = turn_after
        if self.result is not None:
            default_turn = None
        turn = pos.get("turn", default_turn)
        self.turn = None if turn is None else _int(turn, "turn")
        if turn_after is not None and "turn" in pos and self.turn != turn_after:
            raise ValueError(
                f"turn {self.turn} does not follow the trick: the next card is seat {turn_after}'s"
            )
        for key, have in (("n", n), ("nsides", self.nsides)):
            if key in pos and pos[key] != have:
                raise ValueError(f"{key} is {quoted(pos[key])} but the options give {have}")
        if "sides" in pos and pos["sides"] != list(self.sides):
            raise ValueError(f"sides {quoted(pos['sides'])} disagree with the options")

    def _hand_limit(self) -> int:
        """The most cards a hand of this position may hold (``max_hand``)."""
        return self.max_hand

    def _position_problems(self) -> list[str]:
        """The game's own checks of a loaded position (see :func:`position_problems`)."""
        return []

    def _score_range(self) -> tuple[int, int]:
        """The lowest and highest score a side may hold now."""
        return -(10**9), 10**9

    def _start_hand(self) -> None:
        raise NotImplementedError

    def _next_deal(self) -> None:
        """Pass the deal on and start the next hand, unless the ``max_hands`` guard (see
        :func:`max_hands_option`) stops the game: then the higher score wins."""
        self.hand_no += 1
        cap = deal_cap(self.options)
        if self.hand_no >= cap:
            self._end(*stop_result(self.score, cap, self.side_name))
            return
        self.dealer = self.next_seat(self.dealer)
        self._start_hand()

    # -- helpers ---------------------------------------------------------------------------
    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places on in the direction of play."""
        return (seat + self.direction * steps) % self.n

    def seat_name(self, seat: int) -> str:
        """The seat's name (North, East, ... or Player 1 ...)."""
        return seat_names(self.n)[seat]

    def side_name(self, side: int) -> str:
        """A side's name: ``North-South`` or the seats it holds."""
        seats = [s for s in range(self.n) if self.sides[s] == side]
        return "-".join(self.seat_name(s) for s in seats)

    def _say(self, text: str) -> None:
        self.events.append(text)

    def _add(self, side: int, points: int, why: str) -> None:
        """Score points to a side and note it; the caller checks for the end of the game."""
        self.score[side] += points
        self._say(f"{self.side_name(side)} {points:+d} ({why})")

    def _end(self, winner: int | None, reason: str) -> None:
        self.result = (winner, reason)
        self.turn = None
        self.phase = "over"

    def _rank_key(self) -> tuple[Any, ...]:
        return (self.trump,)

    def _make_ranking(self) -> Ranking:
        raise NotImplementedError

    def ranking(self) -> Ranking:
        """The rank orders in force for the current hand."""
        key = (type(self).__name__, *self._rank_key())
        r = _RANKINGS.get(key)
        if r is None:
            r = _RANKINGS[key] = self._make_ranking()
        return r

    def _deal(self, pack: Sequence[Card], pattern: Sequence[int]) -> list[Card]:
        """Deal this hand's cards from the seed; return the undealt stock (top first)."""
        from cardlib.cards import shuffled

        cards = shuffled(pack, deal_seed(self.seed, self.hand_no))
        first = self.next_seat(self.dealer)
        self.hands, stock = deal(
            cards, self.n, first=first, direction=self.direction, pattern=pattern
        )
        self.last_tricks = self.tricks  # the finished hand's tricks, for the table's review
        self.trick, self.tricks = [], []
        self.taken = [[] for _ in range(self.n)]
        self.events = []
        return stock

    # -- the play phase --------------------------------------------------------------------
    def trick_size(self) -> int:
        """Cards in a full trick."""
        return self.n

    def legal_cards(self) -> list[Card]:
        """The legal set of the seat to play (empty outside the play phase)."""
        if self.phase not in ("play", "jink") or self.turn is None:
            return []
        return legal_cards(self.hands[self.turn], self.trick, self.ranking(), self.follow())

    def follow(self) -> FollowRule:
        """The follow rule in force (games with options override this)."""
        return self.follow_rule

    def _play_moves(self) -> list[Move]:
        return [Play(c) for c in self.legal_cards()]

    def _check_play(self, card: Card) -> None:
        assert self.turn is not None
        hand = self.hands[self.turn]
        if card not in hand:
            raise IllegalMove(f"you do not hold the {card.name}", rule="card not in hand")
        if card not in self.legal_cards():
            raise refusal(hand, self.trick, self.ranking(), self.follow(), card, self.card_names())

    def card_names(self) -> Mapping[Card, str]:
        """Names of the cards that count as another suit (Pepper: ``the left bower``)."""
        return {}

    def _play_card(self, card: Card) -> None:
        seat = self.turn
        assert seat is not None
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < self.trick_size():
            self.turn = self.next_seat(seat)
            self._before_turn()
            return
        ranking = self.ranking()
        winner = trick_winner(self.trick, ranking)
        record = TrickRecord(self.trick[0][0], tuple(self.trick), winner)
        self.tricks.append(record)
        self.taken[winner].extend(c for _, c in self.trick)
        self.trick = []
        self.turn = winner
        self._trick_done(record)
        if self.result is not None or self.phase != "play":
            return
        if not self.hands[winner]:
            self._hand_done()
        else:
            self._before_turn()

    def _before_turn(self) -> None:
        """Hook: called when ``self.turn`` moves on during play (robbing, jinking ...)."""

    def _trick_done(self, record: TrickRecord) -> None:
        """Hook: called after each trick, before the next turn."""

    def _hand_done(self) -> None:
        raise NotImplementedError

    def tricks_by_side(self) -> list[int]:
        """Tricks won this hand by each side."""
        out = [0] * self.nsides
        for t in self.tricks:
            out[self.sides[t.winner]] += 1
        return out

    # -- protocol hooks --------------------------------------------------------------------
    def _phase_moves(self) -> list[Move]:
        raise NotImplementedError

    def _phase_apply(self, move: Move) -> None:
        raise NotImplementedError

    def _phase_check(self, move: Move) -> None:
        """Raise ``IllegalMove`` for a move other than a card play that is not legal now."""
        if self.phase == "play" or move not in self._phase_moves():
            raise IllegalMove(
                f"'{move}' is not allowed now: {self.waiting_for()}", rule="out of turn"
            )

    def waiting_for(self) -> str:
        """What the table waits for, in words: ``South to bid``."""
        if self.turn is None:
            return "the game is over"
        verb = {
            "play": "play a card",
            "bid": "bid or pass",
            "trump": "name trumps",
            "rob": "rob the turn-up or decline",
            "dealer_rob": "rob the turned-up ace or keep",
            "beg": "stand or beg",
            "give": "give one or run the pack",
            "discard": "discard or say done",
            "jink": "claim the pool or lead to the fourth trick",
            "fiving": "five or keep the turn-up",
        }.get(self.phase, self.phase)
        return f"{self.seat_name(self.turn)} to {verb}"

    def _legal_moves(self) -> list[Move]:
        if self.result is not None:
            return []
        if self.phase == "play":
            return self._play_moves()
        return self._phase_moves()

    def _check(self, move: Move) -> None:
        if isinstance(move, Play):
            if self.phase not in ("play", "jink"):
                raise IllegalMove(
                    f"it is not the time to play a card: {self.waiting_for()}",
                    rule="out of turn",
                )
            self._check_play(move.card)
        else:
            self._phase_check(move)

    def _apply(self, move: Move) -> None:
        if isinstance(move, Play) and self.phase in ("play", "jink"):
            if self.phase == "jink":
                self._phase_apply(move)
            self._play_card(move.card)
        else:
            self._phase_apply(move)

    def parse_move(self, text: str) -> Move:
        return parse_trick_move(text)

    # -- what a click means ----------------------------------------------------------------
    def card_moves(self) -> dict[Card, Move]:
        """The legal moves now that take a card from the hand of the player to move (play,
        rob with, discard), keyed by that card, in ``legal_moves()`` order."""
        moves: dict[Card, Move] = {}
        for move in self.legal_moves():
            card = move_card(move)
            if card is not None:
                moves.setdefault(card, move)
        return moves

    def other_moves(self) -> list[Move]:
        """The legal moves now that are not card moves (bids, pass, hold, name trump, give
        one, done, ...), in ``legal_moves()`` order."""
        return [m for m in self.legal_moves() if move_card(m) is None]

    def move_for_card(self, card: Card) -> Move:
        """The move a click on ``card`` in the hand of the player to move means: the legal
        card move with it, else ``Play(card)``, which ``play()`` refuses naming the rule."""
        return self.card_moves().get(card, Play(card))

    def _snapshot(self) -> Any:
        skip = self._skip
        return {k: _copy(v) for k, v in vars(self).items() if k not in skip}

    def _restore(self, snapshot: Any) -> None:
        # Install copies: a snapshot is never changed, so copies of a game may share them.
        vars(self).update(_copy(snapshot))

    @property
    def state(self) -> dict[str, Any]:
        skip = self._skip
        return {k: _json(v) for k, v in sorted(vars(self).items()) if k not in skip}

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.turn

    @property
    def scores(self) -> tuple[int, ...]:
        """The running score of each side."""
        return tuple(self.score)

    @property
    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winner, reason = self.result
        return Outcome(winner, winner is None, False, self.scores, reason)

    def all_cards(self) -> Counter[Card]:
        return Counter(self._card_places())

    def _card_places(self) -> Iterable[Card]:
        for h in self.hands:
            yield from h
        for t in self.taken:
            yield from t
        for _, c in self.trick:
            yield c

    # -- what a seat sees ------------------------------------------------------------------
    @property
    def target(self) -> int:
        """The score that wins the game."""
        return int(self.options.get("target", 0))

    def current_bid(self) -> tuple[str | None, int | None]:
        """The contract and its maker, for games with an auction."""
        return None, None

    def visible_turn_up(self) -> Card | None:
        """The turned card every player sees (turn-up or kick), if any."""
        return None

    def view_extra(self, seat: int) -> dict[str, Any]:
        """Game-specific public facts for ``view``."""
        return {}

    def view(self, seat: int) -> TrickView:
        """What ``seat`` may see: its hand, the table, the auction and the scores."""
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}: seats are 0..{self.n - 1}")
        bid, maker = self.current_bid()
        trick = tuple(self.trick)
        winning = trick_winner(trick, self.ranking()) if trick else None
        return TrickView(
            seat=seat,
            seat_names=seat_names(self.n),
            sides=self.sides,
            side_names=tuple(self.side_name(s) for s in range(self.nsides)),
            dealer=self.dealer,
            to_move=self.to_move,
            phase=self.phase,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            trump=self.trump,
            turn_up=self.visible_turn_up(),
            trick=trick,
            winning=winning,
            tricks=tuple(self.tricks),
            tricks_won=tuple(sum(1 for t in self.tricks if t.winner == s) for s in range(self.n)),
            bid=bid,
            maker=maker,
            scores=self.scores,
            target=self.target,
            hand_no=self.hand_no,
            events=tuple(self.events),
            last_hand=tuple(self.last_hand),
            ranking=self.ranking() if self._has_ranking() else None,
            extra=self.view_extra(seat),
            last_tricks=tuple(self.last_tricks),
        )

    def _has_ranking(self) -> bool:
        return True

    def describe(self, move: Move) -> str:
        """A move in words for the seat to act: ``West plays Q♥``, ``East names hearts ♥
        trumps``."""
        who = self.seat_name(self.turn) if self.turn is not None else "nobody"
        if isinstance(move, Play):
            return f"{who} plays {move.card}"
        return f"{who}: {move_words(move)}"

    def _repr_html_(self) -> str:
        """The table with every hand face up (the book's picture of a position), South at
        the bottom as in a bridge diagram (with four players)."""
        from cardlib.views.tricks import trick_table_html

        return trick_table_html(self, 2 if self.n == 4 else 0, reveal=True)
