"""War and Quadruple War.

Two players, one 52-card pack, no decisions: each move is one *step* of play, either a
``turn`` (both players turn up their top card) or, after a tie, a ``war`` (each puts
``war_down`` cards face down and turns one up). A step that decides the battle also
collects the pot, in the documented collection order.

>>> g = new_war(position={"a": "K 4", "b": "7 5"})
>>> g.play("turn")
>>> [str(c) for c in g.stacks[0]]
['4♠', 'K♠', '7♠']

The engine (:class:`WarTable`) is plain data with a ``step`` method; :class:`WarGame`
wraps it in the Game protocol and :func:`simulate` runs it flat out for statistics.
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlib.cards import ACE_HIGH, Card, Rank, shuffled, standard_pack
from cardlib.game import Game, GameInfo, IllegalMove, Move, Option, Outcome
from cardlib.registry import register
from cardlib.summary import RuleSummary, count_words

__all__ = [
    "PLAYERS",
    "RANK_ORDER",
    "Battle",
    "Turn",
    "War",
    "WarGame",
    "WarResult",
    "WarTable",
    "new_war",
    "pot_size",
    "simulate",
    "simulate_many",
]

PLAYERS = ("A", "B")
"""Seat names: A receives the first card of the deal."""

RANK_ORDER: tuple[Rank, ...] = ACE_HIGH
"""War's rank order, highest first; suits do not matter."""

_PACK = standard_pack()
_POWER = [14 - ACE_HIGH.index(c.rank) for c in _PACK]  # card index -> strength, ace 14
_INDEX = {c: i for i, c in enumerate(_PACK)}

COLLECTION_ORDERS = ("winner_first", "loser_first", "seat_order", "random")
SHORTFALL_RULES = ("last_card_up", "lose", "equal_force")


def _common_options(war_down: bool) -> tuple[Option, ...]:
    opts = [
        Option(
            "collection_order",
            "winner_first",
            "order in which the winner puts the pot under their stack",
            COLLECTION_ORDERS,
            rule="How the winner puts the pot under their stack",
            words=(
                (
                    "winner_first",
                    "their own cards first, then the loser's, each in the order played",
                ),
                ("loser_first", "the loser's cards first, then their own"),
                ("seat_order", "player A's cards first, whoever wins"),
                ("random", "in a shuffled order"),
            ),
        ),
        Option(
            "war_shortfall",
            "last_card_up",
            "what a player does who cannot supply a full war",
            SHORTFALL_RULES,
            rule="A player without enough cards for a war",
            words=(
                ("last_card_up", "turns their last card up and stays in"),
                ("lose", "loses the game"),
                ("equal_force", "both put down only as many cards as the short player can"),
            ),
        ),
        Option(
            "cycle_detection",
            True,
            "stop when a position repeats (not with random order)",
            rule="Stop the game when both stacks come back exactly as before",
        ),
        Option(
            "battle_cap",
            10000,
            "stop after this many battles (0 = no cap)",
            minimum=0,
            rule="Stop the game after this many battles",
            other="any number; 0 for no limit",
        ),
        Option(
            "stop_result",
            "most_cards",
            "result when play is stopped",
            ("most_cards", "draw"),
            rule="The result of a game stopped early",
            words=(("most_cards", "the player with more cards wins"), ("draw", "a draw")),
        ),
    ]
    if war_down:
        opts.insert(
            0,
            Option(
                "war_down",
                1,
                "cards put face down in a war",
                minimum=0,
                rule="Cards put face down in a war",
                other="any number; 3 is a common house rule",
            ),
        )
    return tuple(opts)


# ----- moves -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Turn(Move):
    """Both players turn up their top card (the start of a battle)."""

    def __str__(self) -> str:
        return "turn"


@dataclass(frozen=True)
class War(Move):
    """After a tie: cards down, then one up, from each player."""

    def __str__(self) -> str:
        return "war"


# ----- the engine ------------------------------------------------------------------------
@dataclass(frozen=True)
class Battle:
    """A finished battle: what each player put out (card, face up) and who collected."""

    number: int
    played: tuple[tuple[tuple[Card, bool], ...], tuple[tuple[Card, bool], ...]]
    winner: int | None
    wars: int

    @property
    def pot(self) -> int:
        """How many cards were on the table."""
        return len(self.played[0]) + len(self.played[1])


_DOWN = 64  # flag added to a card index in the pot when the card lies face down


@dataclass
class WarTable:
    """The mutable position of a War game: stacks (top first) of card indices, the pot.

    ``pot`` holds each player's cards on the table in the order they put them out; a
    face-down card is stored as its index plus 64. ``result`` is ``None`` while play goes
    on, else ``(winner or None, reason)``.
    """

    stacks: tuple[deque[int], deque[int]]
    war_down: int
    collection_order: str
    war_shortfall: str
    cycle_detection: bool
    battle_cap: int
    stop_result: str
    seed: int
    pot: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    battles: int = 0
    wars: int = 0
    battle_wars: int = 0
    result: tuple[int | None, str] | None = None
    last_battle: Battle | None = None
    seen: set[bytes] = field(default_factory=set)
    seen_order: list[bytes] = field(default_factory=list)
    record_battles: bool = True

    def __post_init__(self) -> None:
        self.rng: random.Random | None = None
        if self.collection_order == "random":
            self.cycle_detection = False
            self.rng = random.Random(f"war-collect:{self.seed}")
        self._start_battle()

    # -- public ----------------------------------------------------------------------
    @property
    def in_war(self) -> bool:
        """True when a tie waits to be settled by a war."""
        return bool(self.pot[0])

    def step(self) -> None:
        """One turn or, after a tie, one war; collects the pot when a battle is decided."""
        if self.result is not None:
            raise IllegalMove("the game is over: start a new deal", rule="game over")
        if not self.pot[0]:
            self._put_out(0, 0)
            return
        self.wars += 1
        self.battle_wars += 1
        down = self.war_down
        a, b = len(self.stacks[0]), len(self.stacks[1])
        if self.war_shortfall == "lose" and min(a, b) < down + 1:
            short = [p for p in (0, 1) if len(self.stacks[p]) < down + 1]
            if len(short) == 2:
                self._end(None, "both players are short of cards for the war: a draw")
            else:
                self._end(1 - short[0], f"{PLAYERS[short[0]]} cannot supply a full war and loses")
            return
        if self.war_shortfall == "equal_force" and min(a, b) >= 1:
            down = min(down, min(a, b) - 1)
        self._put_out(down, down)

    # -- internals -------------------------------------------------------------------
    def _put_out(self, down_a: int, down_b: int) -> None:
        sa, sb = self.stacks
        if not sa or not sb:
            self._no_card()
            return
        pa, pb = self.pot
        if down_a:  # last_card_up: a short player keeps one card to turn up
            pa.extend([sa.popleft() | _DOWN for _ in range(min(down_a, len(sa) - 1))])
        up_a = sa.popleft()
        pa.append(up_a)
        if down_b:
            pb.extend([sb.popleft() | _DOWN for _ in range(min(down_b, len(sb) - 1))])
        up_b = sb.popleft()
        pb.append(up_b)
        if _POWER[up_a] != _POWER[up_b]:
            self._collect(0 if _POWER[up_a] > _POWER[up_b] else 1)

    def _no_card(self) -> None:
        sa, sb = self.stacks
        if not sa and not sb:  # the pot stays on the table
            self._end(None, "both players need a card to turn up and have none: a draw")
        else:
            loser = 0 if not sa else 1
            self._collect(1 - loser, check=False)
            self._end(1 - loser, f"{PLAYERS[loser]} has no card to turn up and loses")

    def _collect(self, winner: int, check: bool = True) -> None:
        order = self.collection_order
        first = winner if order == "winner_first" else 1 - winner if order == "loser_first" else 0
        pot = self.pot
        cards = pot[first] + pot[1 - first]
        if self.battle_wars or len(pot[0]) > 1 or len(pot[1]) > 1:
            cards = [c & ~_DOWN for c in cards]
        if self.rng is not None:
            self.rng.shuffle(cards)
        self.battles += 1
        if self.record_battles:
            played = (tuple(_unflag(pot[0])), tuple(_unflag(pot[1])))
            self.last_battle = Battle(self.battles, played, winner, self.battle_wars)
        self.pot = ([], [])
        self.battle_wars = 0
        self.stacks[winner].extend(cards)
        if check:
            self._start_battle()

    def _start_battle(self) -> None:
        """Checks made before each battle: all cards won, the cap, a repeated position."""
        sa, sb = self.stacks
        if not sa or not sb:
            winner = 0 if sa else 1
            self._end(winner, f"{PLAYERS[winner]} holds every card")
            return
        if self.cycle_detection:
            key = bytes(sa) + b"|" + bytes(sb)
            if key in self.seen:
                self._stop(f"the position repeats after battle {self.battles}: play would cycle")
                return
            self.seen.add(key)
            self.seen_order.append(key)
        if self.battle_cap and self.battles >= self.battle_cap:
            self._stop(f"the battle cap of {self.battle_cap} is reached")

    def _stop(self, why: str) -> None:
        a, b = len(self.stacks[0]), len(self.stacks[1])
        if self.stop_result == "draw" or a == b:
            self._end(None, f"{why}; a draw")
        else:
            w = 0 if a > b else 1
            self._end(w, f"{why}; {PLAYERS[w]} holds more cards and wins")

    def _end(self, winner: int | None, reason: str) -> None:
        self.result = (winner, reason)


def pot_size(war_down: int, wars: int) -> int:
    """Cards on the table after ``wars`` wars with full stacks: ``2 * (1 + wars * (war_down + 1))``.

    >>> pot_size(1, 1), pot_size(1, 2), pot_size(4, 1)
    (6, 10, 12)
    """
    return 2 * (1 + wars * (war_down + 1))


# ----- the Game ----------------------------------------------------------------------------
def _deal(seed: int) -> tuple[deque[int], deque[int]]:
    """Deal one at a time, A first; each card lands on top of the receiver's pile."""
    order = [_INDEX[c] for c in shuffled(_PACK, seed)]
    return deque(reversed(order[0::2])), deque(reversed(order[1::2]))


def _unflag(cards: Iterable[int]) -> list[tuple[Card, bool]]:
    return [(_PACK[c & ~_DOWN], not c & _DOWN) for c in cards]


def _read_stack(value: str | Sequence[str]) -> deque[int]:
    """Read a hand-made stack, top first; a bare rank such as ``"9"`` means a spade."""
    items = value.replace(",", " ").split() if isinstance(value, str) else list(value)
    cards = []
    for text in items:
        try:
            cards.append(Card.parse(text))
        except ValueError:
            cards.append(Card.parse(text + "S"))
    return deque(_INDEX[c] for c in cards)


class WarGame(Game):
    """War: the Game protocol around a :class:`WarTable`."""

    info = GameInfo(
        id="war",
        name="War",
        family="war",
        players="2",
        packs="one 52-card pack",
        summary="The higher card takes both; a tie starts a war, one card down and one up.",
        options=_common_options(war_down=True),
        presets={"battle": {}, "one-down-war": {}, "three-down-war": {"war_down": 3}},
    )
    fixed_war_down: int | None = None

    def _setup(self) -> None:
        if self.position is None:
            stacks = _deal(self.seed)
        else:
            stacks = (_read_stack(self.position["a"]), _read_stack(self.position["b"]))
        opts = self.options
        self.table = WarTable(
            stacks=stacks,
            war_down=int(opts.get("war_down", self.fixed_war_down or 0)),
            collection_order=str(opts["collection_order"]),
            war_shortfall=str(opts["war_shortfall"]),
            cycle_detection=bool(opts["cycle_detection"]),
            battle_cap=int(opts["battle_cap"]),
            stop_result=str(opts["stop_result"]),
            seed=self.seed,
        )

    # Undo: copy the small parts; the list of seen positions only grows, so it is truncated.
    def _snapshot(self) -> Any:
        t = self.table
        return (
            tuple(t.stacks[0]),
            tuple(t.stacks[1]),
            (list(t.pot[0]), list(t.pot[1])),
            t.battles,
            t.wars,
            t.battle_wars,
            t.result,
            t.last_battle,
            len(t.seen_order),
            t.rng.getstate() if t.rng is not None else None,
        )

    def _restore(self, snapshot: Any) -> None:
        t = self.table
        a, b, pot, t.battles, t.wars, t.battle_wars, t.result, t.last_battle, n, rng = snapshot
        t.pot = (list(pot[0]), list(pot[1]))
        if t.rng is not None:
            t.rng.setstate(rng)
        t.stacks = (deque(a), deque(b))
        for key in t.seen_order[n:]:
            t.seen.discard(key)
        del t.seen_order[n:]

    def _legal_moves(self) -> list[Move]:
        return [War() if self.table.in_war else Turn()]

    def _check(self, move: Move) -> None:
        if isinstance(move, Turn) and self.table.in_war:
            raise IllegalMove("the face-up cards tie: it is war, not a new turn", rule="war")
        if isinstance(move, War) and not self.table.in_war:
            raise IllegalMove("there is no tie to settle: turn up cards first", rule="tie")

    def _apply(self, move: Move) -> None:
        self.table.step()

    def parse_move(self, text: str) -> Move:
        t = text.strip().lower()
        if t == "turn":
            return Turn()
        if t == "war":
            return War()
        raise IllegalMove(
            f"{text!r} is not a War move: the moves are 'turn' and 'war'", rule="notation"
        )

    # -- reading the position ----------------------------------------------------------------
    @property
    def stacks(self) -> tuple[list[Card], list[Card]]:
        """Both stacks, top card first."""
        return ([_PACK[i] for i in self.table.stacks[0]], [_PACK[i] for i in self.table.stacks[1]])

    @property
    def pot(self) -> tuple[list[tuple[Card, bool]], list[tuple[Card, bool]]]:
        """Each player's cards on the table during a war: (card, face up), in order."""
        return _unflag(self.table.pot[0]), _unflag(self.table.pot[1])

    @property
    def last_battle(self) -> Battle | None:
        """The most recently decided battle."""
        return self.table.last_battle

    @property
    def battles(self) -> int:
        """Battles decided so far."""
        return self.table.battles

    @property
    def wars(self) -> int:
        """Wars fought so far (a double war counts two)."""
        return self.table.wars

    @property
    def state(self) -> dict[str, Any]:
        t = self.table
        return {
            "a": [_PACK[i].short for i in t.stacks[0]],
            "b": [_PACK[i].short for i in t.stacks[1]],
            "pot": [
                [_PACK[c & ~_DOWN].short + ("" if c < _DOWN else "-down") for c in p] for p in t.pot
            ],
            "battles": t.battles,
            "wars": t.wars,
            "result": list(t.result) if t.result else None,
            "seen": len(t.seen_order),
        }

    @property
    def is_over(self) -> bool:
        return self.table.result is not None

    @property
    def scores(self) -> tuple[int, ...]:
        """Cards in each player's stack (A, B)."""
        return (len(self.table.stacks[0]), len(self.table.stacks[1]))

    @property
    def outcome(self) -> Outcome | None:
        if self.table.result is None:
            return None
        winner, reason = self.table.result
        return Outcome(
            winner=winner, draw=winner is None, won=False, scores=self.scores, reason=reason
        )

    def all_cards(self) -> Counter[Card]:
        t = self.table
        return Counter(
            _PACK[i & ~_DOWN] for i in (*t.stacks[0], *t.stacks[1], *t.pot[0], *t.pot[1])
        )

    def _repr_html_(self) -> str:
        from cardlib.views.war import war_table_html

        return war_table_html(self)

    # -- the reference card ------------------------------------------------------------------
    def rule_summary(self) -> RuleSummary:
        """The rules with the war, collection, shortfall and stopping rules in force.

        >>> import cardlib
        >>> "one card face down" in cardlib.new_game("war", seed=1).rule_summary().text()
        True
        """
        t = self.table
        down = t.war_down
        total = len(_PACK)
        up = "turns one card face up"
        if down:
            war = f"each player puts {count_words(down, 'card')} face down and then {up}"
        else:
            war = f"each player {up}, with no cards face down"
        order = t.collection_order
        if order == "random":
            collect = "The winner shuffles the won cards and puts them face down under their stack."
        else:
            first = {
                "winner_first": "their own cards first, then the other player's",
                "loser_first": "the other player's cards first, then their own",
                "seat_order": "the cards of the player who was dealt the first card first, "
                "then the other player's, whoever won",
            }[order]
            collect = (
                "The winner puts the won cards face down under their stack, one at a time: "
                f"{first}, each player's in the order they were played."
            )
        need = count_words(down + 1, "card")
        short = {
            "last_card_up": f"A player who cannot put out {need} for a war puts all but their "
            "last card face down and turns the last one up.",
            "lose": f"A player who cannot put out {need} for a war loses the game; if both "
            "players are short, the game is a draw.",
            "equal_force": "If a player is short of cards for a war, both players put down "
            "only as many cards as the shorter stack allows, keeping one card each to turn up.",
        }[t.war_shortfall]
        stopping: list[str] = []
        if t.cycle_detection:
            stopping.append(
                "If the two stacks ever come back to a position they held before, the game "
                "would go round for ever, so play stops."
            )
        if t.battle_cap:
            stopping.append(f"Play also stops after {t.battle_cap:,} battles.")
        if stopping:
            stopping.append(
                "When play stops the game is a draw."
                if t.stop_result == "draw"
                else "When play stops the player holding more cards wins; equal stacks are a draw."
            )
        play: list[tuple[str, tuple[str, ...]]] = [
            (
                "Battles",
                (
                    "Both players turn up the top card of their stack at the same time.",
                    "The higher card takes both cards; cards rank ace, king, queen, jack, 10 "
                    "down to 2.",
                ),
            ),
            (
                "War",
                (
                    f"If the two cards tie, it is war: {war}.",
                    "The higher of the new face-up cards takes every card on the table: "
                    f"{count_words(pot_size(down, 1), 'card')} for a single war.",
                    "If these tie too, the war is repeated: "
                    f"{count_words(pot_size(down, 2), 'card')} for a double war.",
                ),
            ),
            ("Collecting", (collect,)),
            (
                "Running short",
                (
                    short,
                    "A player with no card to turn up when one is needed loses the game; if "
                    "neither player has one, the game is a draw.",
                ),
            ),
        ]
        if stopping:
            play.append(("Stopping", tuple(stopping)))
        return RuleSummary(
            object=f"Win all {total} cards.",
            layout=(
                f"Two players and one pack of {total} cards; suits do not matter.",
                "Shuffle and deal the whole pack face down, one card at a time, so that each "
                f"player has a stack of {count_words(total // 2, 'card')}. Nobody looks at "
                "their cards.",
            ),
            play=tuple(play),
            scoring=(),
            winning=f"You win when you hold all {total} cards.",
        )


class QuadrupleWarGame(WarGame):
    """Quadruple War: four cards down and the fifth up in every war."""

    info = GameInfo(
        id="quadruple-war",
        name="Quadruple War",
        family="war",
        players="2",
        packs="one 52-card pack",
        summary="War with four cards face down and the fifth face up in a war.",
        options=_common_options(war_down=False),
        presets={"quad-war": {}},
    )
    fixed_war_down = 4


register(WarGame)
register(QuadrupleWarGame)


def new_war(
    seed: int = 0, *, position: Mapping[str, Any] | None = None, **options: object
) -> WarGame:
    """A War game (``quadruple=True`` for Quadruple War) from a seed or a hand-made position.

    A position gives each stack top first, as card texts or bare ranks (bare ranks are
    spades): ``{"a": "9 2 K 4", "b": "9 3 Q 5"}``.
    """
    quadruple = options.pop("quadruple", False)
    cls = QuadrupleWarGame if quadruple else WarGame
    return cls(seed, options, position)


# ----- fast simulation ---------------------------------------------------------------------
@dataclass(frozen=True)
class WarResult:
    """Summary of one simulated game."""

    seed: int
    winner: int | None
    battles: int
    wars: int
    cycled: bool
    capped: bool
    reason: str


def simulate(seed: int, *, quadruple: bool = False, **options: object) -> WarResult:
    """Play one seeded game to the end with the same engine, without undo bookkeeping.

    >>> r = simulate(1)
    >>> r.battles > 0 and r.reason != ""
    True
    """
    cls = QuadrupleWarGame if quadruple else WarGame
    table = cls(seed, options).table
    table.record_battles = False
    step = table.step
    while table.result is None:
        step()
    winner, reason = table.result
    return WarResult(
        seed=seed,
        winner=winner,
        battles=table.battles,
        wars=table.wars,
        cycled="repeats" in reason,
        capped="cap" in reason,
        reason=reason,
    )


def simulate_many(
    seeds: Iterable[int],
    *,
    quadruple: bool = False,
    progress: Callable[[int], None] | None = None,
    **options: object,
) -> list[WarResult]:
    """``simulate`` over many seeds; ``progress(i)`` is called after each game."""
    out = []
    for i, seed in enumerate(seeds, 1):
        out.append(simulate(seed, quadruple=quadruple, **options))
        if progress is not None:
            progress(i)
    return out
