"""The annotated hand: one whole hand of a trick game, trick by trick, with the reasons.

Like the annotated hand of a bridge column, :func:`play_sample_hand` plays the current
hand of a game to its end with computer players and records what the table heard before
the first trick (the game's own announcements: bids, robs, begs, kicks), every trick with
who led, the cards in order, who won and why, and the hand's score as the game wrote it.
Who wins comes from the engine's trick record; the reason is read off the hand's
:class:`~cardlib.tricks.engine.Ranking` (what counts as a trump, each suit's order), so no
rule is written twice. :func:`hand_table` shows the tricks as a :class:`~cardlib.tables.Table`.

>>> import cardlib
>>> from cardlib.tricks.bots import SensibleBot
>>> hand = play_sample_hand(cardlib.new_game("forty-five", seed=7), SensibleBot())
>>> hand.score
('North-South +5 (3 tricks to 2)',)
>>> hand.tricks[3].why
'highest club: no trump played; the Q♣ beats the A♣: clubs rank K Q J A 2 3 4 5 6 7 8 9 10 \
when not trumps'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from cardlib.cards import ACE_HIGH, Card, Suit
from cardlib.game import Move
from cardlib.tables import Table
from cardlib.tricks.engine import FollowRule, Play, Ranking, TrickGame, TrickRecord, counts_as

__all__ = ["AnnotatedHand", "AnnotatedTrick", "Player", "hand_table", "play_sample_hand"]


class Player(Protocol):
    """A computer player: ``SensibleBot`` (Beginner) or ``StrongBot`` (Strong)."""

    def choose(self, game: TrickGame) -> Move:
        """The move for the seat to act."""
        ...


@dataclass(frozen=True)
class AnnotatedTrick:
    """One trick in words: its number (from 1), the leader, each (seat, card) in play
    order, the winner, why the winning card wins, and notes on the other cards (a trump
    played while able to follow, a renege, a card that counts as another suit, what the
    table announced during the trick). ``record`` is the engine's own record."""

    number: int
    leader: str
    plays: tuple[tuple[str, str], ...]
    winner: str
    why: str
    notes: tuple[str, ...]
    record: TrickRecord


@dataclass(frozen=True)
class AnnotatedHand:
    """A whole hand: the game, its deal code and hand number (from 0), the dealer, the
    trump suit in words, what the table heard before the first trick, the tricks, and the
    score sentences exactly as the game wrote them."""

    game: str
    deal_code: str
    hand_no: int
    dealer: str
    trump: str
    before: tuple[str, ...]
    tricks: tuple[AnnotatedTrick, ...]
    score: tuple[str, ...]


@dataclass
class _Seen:
    """What the recorder saw of one trick while it was played."""

    hands: dict[int, tuple[Card, ...]]
    ranking: Ranking | None = None
    rule: FollowRule | None = None
    names: Mapping[Card, str] | None = None
    said: tuple[str, ...] = ()


def play_sample_hand(game: TrickGame, players: Player | Sequence[Player]) -> AnnotatedHand:
    """Play the current hand of ``game`` to its end with ``players`` (one per seat, or one
    for every seat) and annotate it. The hand must not have begun its play; a deal thrown
    in (everybody passed) goes on to the next deal, its sentences kept in ``before``."""
    if game.tricks or game.trick:
        raise ValueError("the annotated hand starts before the first card is played")
    seats = [players] * game.n if not isinstance(players, Sequence) else list(players)
    if len(seats) != game.n:
        raise ValueError(f"give one player for every seat, or one for all ({game.n} seats)")
    name = _game_name(game)
    said = list(game.events)  # this deal's sentences so far
    before: list[str] = list(said)
    seen: list[_Seen] = []
    hand_no, dealer = game.hand_no, game.dealer
    while not game.is_over:
        seat = game.to_move
        assert seat is not None
        move = seats[seat].choose(game)
        is_play, told = isinstance(move, Play), game.describe(move)
        if is_play:
            k = len(game.tricks)
            if k == len(seen):
                seen.append(_Seen({}))
            seen[k].hands[seat] = game.view(seat).hand
            seen[k].ranking, seen[k].rule = game.ranking(), game.follow()
            seen[k].names = game.card_names()
        game.play(move)
        ended = game.is_over or game.hand_no != hand_no
        heard = list(game.events if game.is_over or not ended else game.last_hand)
        if heard[: len(said)] != said:  # dealt again at once: the move in the game's words
            heard = [*said, told]
        new, said = heard[len(said) :], heard
        if ended and not seen and not game.is_over:  # thrown in: on to the next deal
            before += new
            said = list(game.events)
            before += said
            hand_no, dealer = game.hand_no, game.dealer
            continue
        if ended:
            score = tuple(new)
            break
        if is_play:
            seen[-1].said += tuple(new)
        else:
            before += new
    else:  # the game ended before a card was played (a winning kick, say)
        score = ()
    records = list(game.tricks if game.is_over else game.last_tricks)
    tricks = tuple(_annotate(game, name, i + 1, r, seen[i]) for i, r in enumerate(records))
    ranking = seen[-1].ranking if seen else None
    trump = ranking.trump if ranking is not None else None
    return AnnotatedHand(
        game=name,
        deal_code=game.deal_code,
        hand_no=hand_no,
        dealer=game.seat_name(dealer),
        trump="no trump" if trump is None else f"{trump.label} {trump.symbol} trumps",
        before=tuple(before),
        tricks=tricks,
        score=score,
    )


def hand_table(hand: AnnotatedHand) -> Table:
    """The tricks of an annotated hand as a table: trick, leader, cards in order, winner,
    and why (with the notes)."""
    rows = tuple(
        (
            str(t.number),
            t.leader,
            ", ".join(f"{seat} {card}" for seat, card in t.plays),
            t.winner,
            "; ".join((t.why, *t.notes)),
        )
        for t in hand.tricks
    )
    caption = f"{hand.game}, deal {hand.deal_code}, hand {hand.hand_no + 1}: "
    caption += f"{hand.dealer} deals, {hand.trump}"
    return Table(("trick", "leads", "cards in order", "wins", "why"), rows, caption, (0,))


# ----- the reasons ---------------------------------------------------------------------------
def _game_name(game: TrickGame) -> str:
    """The game's name, or its rule set's (``Twenty-Five``) when it has several."""
    for option in game.info.options:
        if option.name == "variant":
            return option.value_words(game.options["variant"])
    return game.info.name


def _annotate(
    game: TrickGame,
    name: str,
    number: int,
    record: TrickRecord,
    seen: _Seen,
) -> AnnotatedTrick:
    ranking, rule, cards_names = seen.ranking, seen.rule, seen.names or {}
    assert ranking is not None and rule is not None
    who = game.seat_name
    why = _why(record, ranking, cards_names, who(record.winner))
    notes = [*_notes(record, ranking, rule, seen.hands, cards_names, who, name), *seen.said]
    return AnnotatedTrick(
        number=number,
        leader=who(record.leader),
        plays=tuple((who(s), str(c)) for s, c in record.plays),
        winner=who(record.winner),
        why=why,
        notes=tuple(notes),
        record=record,
    )


def _printed(card: Card) -> int:
    """The card's place in the printed order A K Q ... 2 (0 highest)."""
    return ACE_HIGH.index(card.rank)


def _order_words(ranking: Ranking, suit: Suit) -> str:
    order = ranking.order(suit)
    if suit is ranking.trump:
        return "trumps rank " + " ".join(str(c) for c in order)
    ranks = " ".join(c.rank.symbol for c in order)
    when = "" if ranking.trump is None else " when not trumps"
    return f"{suit.label} rank {ranks}{when}"


def _surprise(win: Card, beaten: Sequence[Card]) -> Card | None:
    """The beaten card of highest printed rank that outranks the winner in print."""
    above = [c for c in beaten if _printed(c) < _printed(win)]
    return min(above, key=_printed) if above else None


def _why(record: TrickRecord, ranking: Ranking, names: Mapping[Card, str], winner: str) -> str:
    plays = record.plays
    win = next(c for s, c in plays if s == record.winner)
    led = ranking.effective_suit(plays[0][1])
    suit = ranking.effective_suit(win)
    others = [c for s, c in plays if s != record.winner and ranking.effective_suit(c) is suit]
    if ranking.is_trump(win):
        if not others and led is not suit:
            why = f"the only trump: {winner} trumps the led suit ({led.label})"
        elif not others:
            why = "the only trump: nobody else plays one"
        elif win == ranking.order(suit)[0]:
            why = f"the {win} is the highest trump"
        else:
            why = "highest trump"
            beaten = _surprise(win, others)
            if beaten is not None:
                why += f": the {win} beats the {beaten}, as {_order_words(ranking, suit)}"
    else:
        why = f"the only {suit.singular}" if not others else f"highest {suit.singular}"
        if ranking.trump is not None:
            why += ": no trump played"
        beaten = _surprise(win, others)
        if beaten is not None:
            why += f"; the {win} beats the {beaten}: {_order_words(ranking, suit)}"
    if win.suit is not suit:
        why += f"; the {counts_as(win, ranking, names)}"
    return why


def _notes(
    record: TrickRecord,
    ranking: Ranking,
    rule: FollowRule,
    hands: dict[int, tuple[Card, ...]],
    names: Mapping[Card, str],
    who: Callable[[int], str],
    game_name: str,
) -> list[str]:
    plays = record.plays
    led = ranking.effective_suit(plays[0][1])
    trump_led = ranking.is_trump(plays[0][1])
    notes: list[str] = []
    for i, (seat, card) in enumerate(plays):
        hand = hands.get(seat, ())
        suit = ranking.effective_suit(card)
        if card.suit is not suit and seat != record.winner:
            note = f"the {counts_as(card, ranking, names)}"
            if i == 0:
                note += ", so trumps are led" if trump_led else f", so {suit.label} are led"
            notes.append(note)
        if i == 0:
            continue
        if (
            rule.may_trump
            and not trump_led
            and ranking.is_trump(card)
            and any(ranking.effective_suit(c) is led for c in hand)
        ):
            notes.append(
                f"{who(seat)} trumps although they hold a {led.singular}, as {game_name} allows"
            )
        held = [c for c in hand if ranking.is_trump(c)]
        if rule.renege and trump_led and held and not ranking.is_trump(card):
            kept = " and ".join(str(c) for c in held)
            it = "it" if len(held) == 1 else "them"
            notes.append(
                f"{who(seat)} keeps the {kept} back and plays the {card}: the renege "
                f"privilege spares {it} when a lower trump is led"
            )
    return notes
