"""Trinidad All Fours: kick, beg, give one or run the pack; High, Low, Jack, Game to 14.

Play and deal go anticlockwise (to the right). Ranks are A K Q ... 2 in every suit.

>>> kick_points(Card.parse("JS")), kick_points(Card.parse("6H")), kick_points(Card.parse("9D"))
(3, 2, 0)
>>> kick_points(Card.parse("2C"), "tobago")
2
>>> game_points(parse_cards("10H AC QD")), game_points(parse_cards("10S KC JD AH"))
(16, 18)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, ClassVar

from cardlib.cards import ACE_HIGH, Card, Rank, Suit, parse_cards, standard_pack  # noqa: F401 (doctests)
from cardlib.checks import card_problems
from cardlib.game import GameInfo, IllegalMove, Move, Option
from cardlib.registry import register
from cardlib.summary import RuleSummary, count_words, number_word
from cardlib.tricks.engine import (
    Beg,
    FollowRule,
    GiveOne,
    Play,
    Ranking,
    RunPack,
    Stand,
    TrickGame,
    _bools,
    _card,
    _cards,
    _seat_lists,
    legal_cards,
)

__all__ = [
    "FIRST_HAND",
    "GAME_VALUES",
    "HANG_JACK",
    "KICK_VALUES",
    "RUN_CARDS",
    "AllFoursGame",
    "game_points",
    "kick_points",
    "suit_order",
]

KICK_VALUES: dict[str, dict[Rank, int]] = {
    "standard": {Rank.ACE: 1, Rank.SIX: 2, Rank.JACK: 3},
    "tobago": {Rank.ACE: 1, Rank.TWO: 2, Rank.JACK: 3},
}
"""Points the dealer's team scores for the kicked card's rank."""

GAME_VALUES: dict[Rank, int] = {
    Rank.ACE: 4,
    Rank.KING: 3,
    Rank.QUEEN: 2,
    Rank.JACK: 1,
    Rank.TEN: 10,
}
"""The count for the Game point: A 4, K 3, Q 2, J 1, 10 = 10, other cards 0."""

FIRST_HAND = 6
"""Cards each player is dealt before the kick."""

RUN_CARDS = 3
"""Cards dealt to each player when the dealer runs the pack."""

HANG_JACK = 3
"""Points the opponents score when they win the trick holding the jack of trumps."""

_FOLLOW = FollowRule(may_trump=True)
_NO_UNDERTRUMP = FollowRule(may_trump=True, no_undertrump=True)
TOP_FIVE = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


_RANK_WORDS = {
    Rank.ACE: "ace",
    Rank.KING: "king",
    Rank.QUEEN: "queen",
    Rank.JACK: "jack",
    Rank.TEN: "ten",
    Rank.SIX: "six",
    Rank.TWO: "two",
}


def kick_points(card: Card, values: str = "standard") -> int:
    """Points for a kicked card: ace 1, six 2, jack 3 (``tobago``: the two instead of the six)."""
    return KICK_VALUES[values].get(card.rank, 0)


def game_points(cards: Iterable[Card]) -> int:
    """The game count of a pile of cards."""
    return sum(GAME_VALUES.get(c.rank, 0) for c in cards)


def suit_order(suit: Suit) -> list[Card]:
    """Any suit, trumps included, highest first: A K Q J 10 ... 2."""
    return [Card(r, suit) for r in ACE_HIGH]


class AllFoursGame(TrickGame):
    """Trinidad All Fours for four players in two partnerships, anticlockwise.

    A position is the game's ``state`` (or a hand-made subset of it): the keys every trick
    game reads (:meth:`TrickGame._load_position`) and ``kick`` (the turned card, which
    decides trumps), ``stock`` (undealt cards, top first), ``aside`` (kicks set aside by
    running the pack), ``dealt`` (each seat's cards when play began, for High, Low and
    Jack; default the hands in play) and ``no_game`` (per side, barred from Game by a
    revoke). Phases: ``beg``, ``give``, ``play``, ``over``.
    """

    max_hand: ClassVar[int] = FIRST_HAND + 2 * RUN_CARDS
    phases: ClassVar[tuple[str, ...]] = ("beg", "give", "play", "over", "bid")
    """``bid`` is no phase of All Fours: only a bare position without cards may name it
    (the reference card reads the rank orders from one, as for the games with an auction)."""
    _extra_keys: ClassVar[frozenset[str]] = frozenset(
        {"kick", "stock", "aside", "dealt", "no_game"}
    )

    info = GameInfo(
        id="all-fours",
        name="Trinidad All Fours",
        family="tricks",
        players="4 (two partnerships)",
        packs="one 52-card pack",
        summary="Kick for trumps, beg or stand; High, Low, Jack (hang jack 3) and Game to 14.",
        options=(
            Option(
                "target",
                14,
                "points that win the game",
                (14, 7),
                rule="Points that win the game",
            ),
            Option(
                "deal_batch",
                3,
                "cards per batch in the first deal",
                (3, 1),
                rule="How the first deal goes round",
                words=((3, "three cards at a time"), (1, "one card at a time")),
            ),
            Option(
                "kick_values",
                "standard",
                "kick points: standard A1 6=2 J3, tobago A1 2=2 J3",
                ("standard", "tobago"),
                rule="Points for the card turned up (the kick)",
                words=(
                    ("standard", "ace 1, six 2, jack 3"),
                    ("tobago", "ace 1, two 2, jack 3 (as in Tobago)"),
                ),
            ),
            Option(
                "kick_can_win",
                True,
                "kick points may reach the target",
                rule="Points for the kick may win the game",
            ),
            Option(
                "can_give_winning_point",
                True,
                "'give one' may reach the target",
                rule="The point the dealer gives may win the game",
            ),
            Option(
                "give_one_requires_trump",
                False,
                "the dealer must hold a trump to give one",
                rule="The dealer must hold a trump to give one",
            ),
            Option(
                "no_undertrump",
                False,
                "on a trumped plain lead, no lower trump if avoidable",
                rule=(
                    "You may not play a lower trump to a trick already trumped, if you can avoid it"
                ),
            ),
            Option(
                "game_point_value",
                1,
                "points for Game",
                (1, 2),
                rule="Points for Game",
            ),
            Option(
                "renege_penalties",
                False,
                "allow revokes with table penalties instead of refusing them",
                rule="A card played against the rules stands, and the table's penalty is paid",
                words=((False, "no: the demo refuses the card"),),
            ),
        ),
        presets={"trinidad-all-fours": {}, "all-foes": {}},
    )
    direction = -1

    def _setup(self) -> None:
        self.kick: Card | None = None
        self.aside: list[Card] = []
        self.stock: list[Card] = []
        self.dealt: list[list[Card]] = [[] for _ in range(4)]
        self.no_game: list[bool] = [False, False]
        super()._setup()

    def follow(self) -> FollowRule:
        return _NO_UNDERTRUMP if self.options["no_undertrump"] else _FOLLOW

    def _make_ranking(self) -> Ranking:
        t = self.trump
        return Ranking(
            t, suit_order(t) if t else [], {s: suit_order(s) for s in Suit if s is not t}
        )

    # -- the deal and the kick ---------------------------------------------------------
    def _start_hand(self) -> None:
        batch = int(self.options["deal_batch"])
        self.stock = self._deal(standard_pack(), (batch,) * (FIRST_HAND // batch))
        self.aside, self.no_game = [], [False, False]
        self.phase = "beg"
        self.turn = self.next_seat(self.dealer)
        self._kick()

    def _kick(self) -> None:
        """Turn the next card as the kick and score its points for the dealer's team."""
        old = self.kick
        if old is not None:
            self.aside.append(old)
        self.kick = self.stock.pop(0)
        self.trump = self.kick.suit
        self._say(f"{self.seat_name(self.dealer)} kicks {self.kick}")
        points = kick_points(self.kick, str(self.options["kick_values"]))
        side = self.sides[self.dealer]
        if points:
            if not self.options["kick_can_win"]:
                points = min(points, max(0, self.target - 1 - self.score[side]))
            if points:
                self._add(side, points, f"kick {self.kick}")
                self._check_target(side)

    def _check_target(self, side: int) -> bool:
        if self.result is None and self.score[side] >= self.target:
            self._end(side, f"{self.side_name(side)} reach {self.score[side]} and win")
        return self.result is not None

    def _read_position(self, pos: Mapping[str, Any]) -> None:
        super()._read_position(pos)
        kick = pos.get("kick")
        self.kick = None if kick is None else _card(kick, "kick")
        if self.kick is not None and "trump" not in pos:
            self.trump = self.kick.suit
        self.stock = _cards(pos.get("stock", ""), "stock")
        self.aside = _cards(pos.get("aside", ""), "aside")
        if "dealt" in pos:
            self.dealt = _seat_lists(pos["dealt"], self.n, "dealt")
        elif self.phase == "play":
            self.dealt = [list(h) for h in self.hands]
        self.no_game = _bools(pos.get("no_game", [False, False]), "no_game", 2)

    def _position_problems(self) -> list[str]:
        problems = []
        if self.kick is not None and self.trump is not self.kick.suit:
            trump = self.trump.label if self.trump else "no trump"
            problems.append(
                f"the kick decides trumps: a kicked {self.kick} makes {self.kick.suit.label} "
                f"trumps, not {trump}"
            )
        if self.phase == "bid" and any(self.all_cards().values()):
            problems.append("All Fours has no auction: phase 'bid' is only for a bare position")
        if self.trump is None and self.phase not in ("over", "bid"):
            problems.append("All Fours always has trumps: give 'trump' or 'kick'")
        dealt = [c for h in self.dealt for c in h]
        problems += [f"{p} (in dealt)" for p in card_problems(dealt, self.pack())]
        if self.phase in ("beg", "give") and (self.trick or self.tricks):
            problems.append(f"cards are played but the phase is {self.phase!r}")
        beggar = self.next_seat(self.dealer)
        want = {"beg": beggar, "give": self.dealer}.get(self.phase)
        if want is not None and self.turn != want:
            problems.append(f"in phase {self.phase!r} the turn is seat {want}'s")
        return problems

    def _score_range(self) -> tuple[int, int]:
        return 0, self.target + HANG_JACK  # an award scores at most 3

    # -- stand, beg, give one, run -----------------------------------------------------
    def _phase_moves(self) -> list[Move]:
        if self.phase == "beg":
            return [Stand(), Beg()]
        if self.phase == "give":
            return ([GiveOne()] if self._may_give() is None else []) + [RunPack()]
        return []

    def _may_give(self) -> IllegalMove | None:
        beggar = self.sides[self.next_seat(self.dealer)]
        if not self.options["can_give_winning_point"] and self.score[beggar] + 1 >= self.target:
            return IllegalMove(
                "giving one would give the beggars the game: the dealer must run the pack",
                rule="no winning gift",
            )
        trump = self.trump
        if self.options["give_one_requires_trump"] and not any(
            c.suit is trump for c in self.hands[self.dealer]
        ):
            return IllegalMove(
                "the dealer holds no trump, so must run the pack", rule="give one needs a trump"
            )
        return None

    def _phase_check(self, move: Move) -> None:
        if self.phase == "give" and isinstance(move, GiveOne):
            error = self._may_give()
            if error is not None:
                raise error
        if isinstance(move, Beg | Stand) and self.phase != "beg":
            raise IllegalMove(
                f"only the player on the dealer's right may beg or stand, before play: "
                f"{self.waiting_for()}",
                rule="beg out of turn",
            )
        if isinstance(move, GiveOne | RunPack) and self.phase != "give":
            raise IllegalMove(
                f"the dealer gives one or runs the pack only after a beg: {self.waiting_for()}",
                rule="give out of turn",
            )
        super()._phase_check(move)

    def _phase_apply(self, move: Move) -> None:
        beggar = self.next_seat(self.dealer)
        if isinstance(move, Stand):
            self._say(f"{self.seat_name(beggar)} stands")
            self._begin_play()
        elif isinstance(move, Beg):
            self._say(f"{self.seat_name(beggar)} begs")
            self.phase, self.turn = "give", self.dealer
        elif isinstance(move, GiveOne):
            self._say(f"{self.seat_name(self.dealer)} gives one")
            side = self.sides[beggar]
            self._add(side, 1, "given one")
            if not self._check_target(side):
                self._begin_play()
        elif isinstance(move, RunPack):
            self._say(f"{self.seat_name(self.dealer)} runs the pack")
            self._run()

    def _run(self) -> None:
        """Deal three more each and kick again until the suit changes (or redeal)."""
        first = self.kick
        assert first is not None
        while True:
            if len(self.stock) < RUN_CARDS * self.n + 1:
                self._say("the pack is exhausted: the same dealer deals again")
                self.hand_no += 1
                self.kick = None
                self._start_hand()
                return
            seat = self.next_seat(self.dealer)
            for _ in range(self.n):
                self.hands[seat].extend(self.stock[:RUN_CARDS])
                del self.stock[:RUN_CARDS]
                seat = self.next_seat(seat)
            self._kick()
            if self.result is not None:
                return
            assert self.kick is not None
            if self.kick.suit is not first.suit:
                self._begin_play()
                return
            self._say(f"{self.kick.suit.label} again: the pack is run again")

    def _begin_play(self) -> None:
        self.phase = "play"
        self.turn = self.next_seat(self.dealer)
        self.dealt = [list(h) for h in self.hands]

    # -- play with optional revokes ----------------------------------------------------
    def _play_moves(self) -> list[Move]:
        if self.options["renege_penalties"] and self.turn is not None:
            return [Play(c) for c in self.hands[self.turn]]
        return super()._play_moves()

    def _check_play(self, card: Card) -> None:
        if self.options["renege_penalties"]:
            assert self.turn is not None
            if card not in self.hands[self.turn]:
                raise IllegalMove(f"you do not hold the {card.name}", rule="card not in hand")
            return
        super()._check_play(card)

    def _apply(self, move: Move) -> None:
        if isinstance(move, Play) and self.options["renege_penalties"] and self.turn is not None:
            seat = self.turn
            hand = self.hands[seat]
            if move.card not in legal_cards(hand, self.trick, self.ranking(), self.follow()):
                side = self.sides[seat]
                trump_led = self.ranking().is_trump(self.trick[0][1])
                top = [c for c in hand if c.suit is self.trump and c.rank in TOP_FIVE]
                self._say(f"{self.seat_name(seat)} revokes with {move.card}")
                if trump_led and top:
                    self._end(
                        1 - side,
                        f"{self.seat_name(seat)} failed a trump lead holding {top[0]}: "
                        f"{self.side_name(1 - side)} win",
                    )
                    return
                self.no_game[side] = True
                self._add(1 - side, 1, "revoke")
                if self._check_target(1 - side):
                    return
        super()._apply(move)

    # -- scoring -----------------------------------------------------------------------
    def _trump_holders(self) -> Iterator[tuple[int, Card]]:
        for seat, hand in enumerate(self.dealt):
            for c in hand:
                if c.suit is self.trump:
                    yield seat, c

    def _hand_done(self) -> None:
        power = {r: 13 - i for i, r in enumerate(ACE_HIGH)}
        held = sorted(self._trump_holders(), key=lambda sc: power[sc[1].rank])
        awards: list[tuple[int, int, str]] = []
        if held:
            awards.append((self.sides[held[-1][0]], 1, f"High, {held[-1][1]}"))
            awards.append((self.sides[held[0][0]], 1, f"Low, {held[0][1]}"))
            jack = next(((s, c) for s, c in held if c.rank is Rank.JACK), None)
            if jack is not None:
                holder = self.sides[jack[0]]
                trick = next(t for t in self.tricks if any(c == jack[1] for _, c in t.plays))
                if self.sides[trick.winner] == holder:
                    awards.append((holder, 1, f"Jack, {jack[1]}"))
                else:
                    awards.append((1 - holder, HANG_JACK, f"Hang Jack, {jack[1]}"))
        counts = [0, 0]
        for seat, cards in enumerate(self.taken):
            counts[self.sides[seat]] += game_points(cards)
        for side in (0, 1):
            if self.no_game[side]:
                counts[side] = -1
        if counts[0] != counts[1]:
            side = 0 if counts[0] > counts[1] else 1
            awards.append((side, int(self.options["game_point_value"]), f"Game, {counts[side]}"))
        else:
            self._say(f"Game: {counts[0]} each, not scored")
        for side, points, why in awards:
            self._add(side, points, why)
            if self._check_target(side):
                break
        self.last_hand = list(self.events)
        if self.result is None:
            self.hand_no += 1
            self.dealer = self.next_seat(self.dealer)
            self.kick = None
            self._start_hand()

    # -- reading -----------------------------------------------------------------------
    def _card_places(self) -> Iterator[Card]:
        yield from super()._card_places()
        yield from self.stock
        yield from self.aside
        if self.kick is not None:
            yield self.kick

    def visible_turn_up(self) -> Card | None:
        return self.kick

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"kicked_aside": list(self.aside), "beggar": self.next_seat(self.dealer)}

    # -- the reference card ------------------------------------------------------------
    def rule_summary(self) -> RuleSummary:
        """The rules with the kick values, begging rules, Game value and target in force.

        >>> import cardlib
        >>> "14 points" in cardlib.new_game("all-fours", seed=1).rule_summary().winning
        True
        """
        o = self.options
        target = self.target
        batch = int(o["deal_batch"])
        first = FIRST_HAND
        batches = (
            "one card at a time"
            if batch == 1
            else f"in {number_word(first // batch)} batches of {number_word(batch)}"
        )
        kicks = sorted(KICK_VALUES[str(o["kick_values"])].items(), key=lambda kv: kv[1])
        kick_text = ", ".join(f"{_RANK_WORDS[r]} {n}" for r, n in kicks)
        sizes = f"{first}, {first + RUN_CARDS} or {first + 2 * RUN_CARDS}"
        layout = [
            "Four players in two partnerships, partners sitting opposite each other; the deal "
            "and the play go anticlockwise, to the right.",
            f"Use one pack of {len(standard_pack())} cards. The dealer deals "
            f"{count_words(first, 'card')} to each player {batches}, starting with the player "
            "on the dealer's right.",
            "The dealer then turns up the next card, the kick: its suit is the proposed trump "
            "suit, and the kick never goes into a hand.",
            f"The kick scores at once for the dealer's team: {kick_text}; any other card nothing.",
        ]
        if not o["kick_can_win"]:
            layout.append(
                f"A kick cannot take a team to {target}: it scores at most enough to reach "
                f"{target - 1}."
            )
        beg = [
            "The player on the dealer's right, the beggar, looks at their hand and either "
            "stands, keeping the kicked suit as trumps, or begs.",
            "After a beg the dealer must either give one, so the beggar's team scores 1 point "
            "and the kicked suit stays trumps, or run the pack.",
        ]
        if o["give_one_requires_trump"]:
            beg.append("The dealer may give one only while holding a trump.")
        if not o["can_give_winning_point"]:
            beg.append(
                "The dealer may not give one when that point would win the game for the "
                "beggar's team, and must run the pack instead."
            )
        run_lines = (
            "To run the pack the dealer sets the kick aside, deals another "
            f"{count_words(RUN_CARDS, 'card')} to each player in the same order and kicks "
            "the next card, which scores its kick points for the dealer's team.",
            "If the new kick is of a different suit, that suit is trumps; if it is the same suit, "
            "the pack is run again.",
            "If the pack runs out before a full run and a kick, all the cards are shuffled and "
            "the same dealer deals again; kick points already scored stand.",
        )
        tricks = [
            "The player on the dealer's right leads any card; the winner of each trick leads "
            "to the next.",
            "Every suit, trumps included, ranks ace, king, queen, jack, 10 down to 2.",
            "When a plain suit is led you must follow suit or play a trump; with none of that "
            "suit you may play any card. When trumps are led you must play a trump if you have "
            "one.",
        ]
        if o["no_undertrump"]:
            tricks.append(
                "When a plain-suit trick has already been trumped, you may play a lower trump "
                "only if you have no other card you may play."
            )
        if o["renege_penalties"]:
            top = ", ".join(_RANK_WORDS[r] for r in TOP_FIVE)
            tricks.append(
                "Reneging is punished: failing to play a trump to a trump lead while holding "
                f"one of the top five trumps ({top}) loses the game at once; any other renege "
                "gives the other team 1 point and costs the offending team the Game point."
            )
        else:
            tricks.append("Reneging, failing to follow when you could, is not allowed.")
        tricks += [
            "The highest trump wins the trick; if no trump is played, the highest card of the "
            "suit led wins.",
            f"All the cards are played out, so a deal has {sizes} tricks.",
        ]
        counts = ", ".join(f"{_RANK_WORDS[r]} {n}" for r, n in GAME_VALUES.items())
        game = int(o["game_point_value"])
        return RuleSummary(
            object=(
                "Score points for High, Low, Jack and Game, and from the kick and begging; the "
                f"first team to reach {target} points wins."
            ),
            layout=tuple(layout),
            play=(
                ("Standing or begging", tuple(beg)),
                ("Running the pack", run_lines),
                ("Playing the tricks", tuple(tricks)),
            ),
            scoring=(
                "Kick points and the point for giving one are scored as they happen. At the end "
                "of the deal the points are scored in this order: High, Low, Jack, Game.",
                "High: 1 point to the team that was dealt the highest trump in play.",
                "Low: 1 point to the team that was dealt the lowest trump in play, even if it is "
                "captured later. If only one trump was dealt, its team scores both High and Low.",
                "Jack: when the jack of trumps was dealt, its team scores 1 point if it wins the "
                "trick holding the jack; if the other team wins that trick (hang jack), the other "
                f"team scores {HANG_JACK} instead.",
                f"Game: each team counts the cards it won ({counts}, other cards nothing); the "
                f"higher count scores {count_words(game, 'point')} for Game, and a tie scores "
                "nothing.",
            ),
            winning=(
                f"The first team to reach {target} points wins at that moment, even in the "
                "middle of the scoring, so there are no ties."
            ),
        )


register(AllFoursGame)
