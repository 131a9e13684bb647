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

**Positions.** A game's ``state`` is its position: ``new_game("war", position=g.state,
**g.options)`` rebuilds the game at that point, with the same state and legal moves. Keys:

- ``a``, ``b`` (required): each stack, top card first, as a list of card texts or one text
  (``"9H 2C K"``). A card is suited (``"9H"``, ``"10♥"``) or a bare rank (``"9"``, ``"T"``):
  suits do not matter in War, so hand-made positions may give ranks only (shown as spades).
- ``pot``: each player's cards on the table, ``[[...], [...]]``, in the order put out; a
  card face down ends in ``-down`` (``"7C-down"``). Default: no cards on the table.
- ``battles``, ``wars``: battles decided and wars fought so far (default 0).
- ``seen``: how many battle-start positions cycle detection has recorded (default: the
  game starts here). A rebuilt game cannot know those earlier positions, so it detects a
  repeat only of positions from the rebuild on (the battle cap still stops it).
- ``result``: ``None`` while play goes on, else ``[winner, reason]`` (winner 0, 1 or None).

:func:`position_problems` lists everything that makes a position impossible (a suited card
twice, a rank more than four times, counters out of range, ...); building a game from such a
position raises :class:`cardlib.checks.PositionError`, and any malformed position a
``ValueError``.

>>> g = new_war(3)
>>> for _ in range(40):
...     g.play(g.legal_moves()[0])
>>> again = new_war(position=g.state)
>>> again.state == g.state and again.legal_moves() == g.legal_moves()
True
>>> position_problems({"a": "9 9 9", "b": "9 9H"})
['rank 9 appears 5 times: the pack holds 4']
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardlib.cards import ACE_HIGH, Card, Rank, Suit, shuffled, standard_pack
from cardlib.checks import card_problems, check_position, mapping, quoted, whole_number
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
    "position_problems",
    "pot_size",
    "simulate",
    "simulate_many",
]

PLAYERS = ("A", "B")
"""Seat names: A receives the first card of the deal."""

RANK_ORDER: tuple[Rank, ...] = ACE_HIGH
"""War's rank order, highest first; suits do not matter."""

_PACK = standard_pack()
_INDEX = {c: i for i, c in enumerate(_PACK)}
# Card codes of the engine: 0..51 the suited cards of the pack; 52..64 a bare rank (a card
# whose suit the position did not say), 52 + rank - 1. _SHOW draws a bare rank as a spade.
_BARE = len(_PACK)
_SHOW = [*_PACK, *(Card(r, Suit.SPADES) for r in Rank)]
_POWER = [14 - ACE_HIGH.index(c.rank) for c in _SHOW]  # card code -> strength, ace 14
_TEXT = [c.short for c in _PACK] + [r.letter for r in Rank]
_RANK_TEXT = {r.letter: r for r in Rank} | {r.symbol: r for r in Rank} | {"1": Rank.ACE}
RANK_COPIES = 4
"""How many cards of each rank the pack holds: the most a bare rank may appear."""

BATTLE_CAP_MAX = 1_000_000
"""The largest battle cap: games of War last a few hundred battles, very rarely 10,000."""

WAR_DOWN_MAX = 24
"""The most cards down in a war: with 52 cards, after each player has turned one up, the
shorter stack holds at most 25, so no player could ever supply a fuller war."""

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
            f"stop after this many battles (1 to {BATTLE_CAP_MAX:,}; no 'no cap': a game "
            "without cycle detection could go round for ever)",
            minimum=1,
            maximum=BATTLE_CAP_MAX,
            rule="Stop the game after this many battles",
            other=f"any number from 1 to {BATTLE_CAP_MAX:,}",
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
                f"cards put face down in a war (0 to {WAR_DOWN_MAX}: no player could supply more)",
                minimum=0,
                maximum=WAR_DOWN_MAX,
                rule="Cards put face down in a war",
                other=f"any number up to {WAR_DOWN_MAX}; 3 is a common house rule",
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


_DOWN = 128  # flag added to a card code in the pot when the card lies face down


@dataclass
class WarTable:
    """The mutable position of a War game: stacks (top first) of card indices, the pot.

    ``pot`` holds each player's cards on the table in the order they put them out; a
    face-down card is stored as its code plus 128. ``result`` is ``None`` while play goes
    on, else ``(winner or None, reason)``. A table made with cards on the table or a result
    resumes that battle or ended game; otherwise a battle starts (with its checks).
    ``seen_base`` counts the positions recorded before the table was made.
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
    seen_base: int = 0

    def __post_init__(self) -> None:
        self.rng: random.Random | None = None
        if self.collection_order == "random":
            self.cycle_detection = False
            self.rng = random.Random(f"war-collect:{self.seed}")
        if self.result is None and not self.pot[0]:
            self._start_battle()

    @property
    def seen_count(self) -> int:
        """Battle-start positions recorded by cycle detection (before and since the table)."""
        return self.seen_base + len(self.seen_order)

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
    return [(_SHOW[c & ~_DOWN], not c & _DOWN) for c in cards]


POSITION_KEYS = ("a", "b", "pot", "battles", "wars", "seen", "result")
"""The keys of a War position (``a`` and ``b`` required)."""


@dataclass
class _Position:
    """A position read and checked: engine card codes and counters."""

    stacks: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    pot: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    battles: int = 0
    wars: int = 0
    seen: int | None = None
    result: tuple[int | None, str] | None = None
    problems: list[str] = field(default_factory=list)


def _read_card(text: object, where: str, problems: list[str], pot: bool = False) -> int | None:
    """One card text as an engine code (plus ``_DOWN`` for ``-down`` in a pot)."""
    if not isinstance(text, str):
        problems.append(f"{where}: a card must be text such as '9H', not {quoted(text)}")
        return None
    t = text.strip().upper()
    down = 0
    if pot and t.endswith("-DOWN"):
        t, down = t[:-5].strip(), _DOWN
    if t in _RANK_TEXT:
        return _BARE + _RANK_TEXT[t] - 1 + down
    try:
        card = Card.parse(t)
    except ValueError:
        card = None
    if card is None or card not in _INDEX:
        problems.append(f"{where}: {quoted(text)} is not a card of this game")
        return None
    return _INDEX[card] + down


def _read_cards(value: object, where: str, problems: list[str], pot: bool = False) -> list[int]:
    if isinstance(value, str):
        items: list[object] = list(value.replace(",", " ").split())
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        problems.append(f"{where} must be a list of card texts or one text, not {quoted(value)}")
        return []
    if len(items) > len(_PACK):
        problems.append(f"{where} holds {len(items)} cards: the pack has {len(_PACK)}")
        return []
    codes = [_read_card(t, where, problems, pot) for t in items]
    return [c for c in codes if c is not None]


def _count(value: object, what: str, problems: list[str], high: int) -> int:
    try:
        return whole_number(value, what, 0, high)
    except ValueError as e:
        problems.append(str(e))
        return 0


def _read_position(position: object, options: Mapping[str, object]) -> _Position:
    """Read a position (see the module docstring) and list its problems."""
    out = _Position()
    problems = out.problems
    try:
        data = mapping(position, "a War position")
    except ValueError as e:
        problems.append(str(e))
        return out
    unknown = [k for k in data if k not in POSITION_KEYS]
    if unknown:
        problems.append(
            f"a War position has no key {quoted(unknown[0])} (its keys: {', '.join(POSITION_KEYS)})"
        )
    for p, key in enumerate("ab"):
        if key not in data:
            problems.append(f"a War position needs stack {key!r}")
        else:
            out.stacks[p].extend(_read_cards(data[key], f"stack {key}", problems))
    pot = data.get("pot", [[], []])
    if not isinstance(pot, list | tuple) or len(pot) != 2:
        problems.append(f"pot must be two lists of cards, A's and B's, not {quoted(pot)}")
    else:
        for p in (0, 1):
            out.pot[p].extend(_read_cards(pot[p], f"pot of {PLAYERS[p]}", problems, pot=True))
    cap = options.get("battle_cap", BATTLE_CAP_MAX)
    cap = cap if isinstance(cap, int) and cap > 0 else BATTLE_CAP_MAX
    out.battles = _count(data.get("battles", 0), "battles", problems, cap)
    most_wars = (out.battles + 1) * len(_PACK) // 2
    out.wars = _count(data.get("wars", 0), "wars", problems, most_wars)
    if data.get("seen") is not None:
        before = len(problems)
        seen = _count(data["seen"], "seen", problems, out.battles + 1)
        out.seen = seen if len(problems) == before else None
    result = data.get("result")
    if result is not None:
        if (
            not isinstance(result, list | tuple)
            or len(result) != 2
            or not (result[0] is None or (type(result[0]) is int and result[0] in (0, 1)))
            or not isinstance(result[1], str)
            or len(result[1]) > 200
        ):
            problems.append(
                f"result must be None or [winner 0, 1 or None, reason], not {quoted(result)}"
            )
        else:
            out.result = (result[0], result[1])
    _card_checks(out, options)
    _play_checks(out, options)
    return out


def _card_checks(pos: _Position, options: Mapping[str, object]) -> None:
    """A suited card at most once; a rank, bare or suited, at most four times."""
    codes = [c & ~_DOWN for c in (*pos.stacks[0], *pos.stacks[1], *pos.pot[0], *pos.pot[1])]
    suited = [_PACK[c] for c in codes if c < _BARE]
    pos.problems.extend(card_problems(suited, Counter(_PACK)))
    ranks = Counter(_SHOW[c].rank for c in codes)
    for rank, n in ranks.items():
        if n > RANK_COPIES and any(c >= _BARE and _SHOW[c].rank == rank for c in codes):
            pos.problems.append(f"rank {rank} appears {n} times: the pack holds {RANK_COPIES}")


def _play_checks(pos: _Position, options: Mapping[str, object]) -> None:
    """The counters and the cards on the table against the rules of play."""
    problems = pos.problems
    pa, pb = pos.pot
    over = pos.result is not None
    if over:
        return
    if bool(pa) != bool(pb):
        problems.append("only one player has cards on the table while the game goes on")
    elif pa:
        if pa[0] & _DOWN or pb[0] & _DOWN:
            problems.append("a battle starts with a card face up, not face down")
        if pa[-1] & _DOWN or pb[-1] & _DOWN:
            problems.append("the last card each player put on the table must be face up")
        elif _POWER[pa[-1]] != _POWER[pb[-1]]:
            problems.append("the face-up cards on the table do not tie, yet the game goes on")
        if options.get("war_down", 1) == 0 and any(c & _DOWN for c in (*pa, *pb)):
            problems.append("a card is face down on the table, but a war puts none down")
        wars_now = sum(1 for c in pa if not c & _DOWN) - 1
        if wars_now > pos.wars:
            problems.append(f"wars is {pos.wars}, but the table shows {wars_now} in this battle")
    cap = options.get("battle_cap", 0)
    if not pa and isinstance(cap, int) and cap > 0 and pos.battles >= cap:
        problems.append(f"the battle cap of {cap:,} is reached, yet the game goes on")
    cycle = options.get("cycle_detection", True) and options.get("collection_order") != "random"
    if not pa and cycle and pos.seen == 0:
        problems.append("seen must be at least 1 while a game with cycle detection goes on")


def position_problems(position: object, options: Mapping[str, object] | None = None) -> list[str]:
    """Everything that makes ``position`` impossible in War with ``options`` (defaults when
    ``None``): wrong types, unknown keys, a suited card twice, a rank more than four times
    (bare ranks included), counters out of range, cards on the table that cannot be there.

    >>> position_problems({"a": "9H 2C", "b": "9H"})
    ['9♥ appears 2 times: the pack holds 1']
    >>> position_problems({"a": "9 2", "b": "9", "battles": -1})
    ['battles must be from 0 to 10000, not -1']
    """
    opts: dict[str, object] = {o.name: o.default for o in _common_options(war_down=True)}
    opts.update(options or {})
    return list(_read_position(position, opts).problems)


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
        opts = self.options
        war_down = int(opts.get("war_down", self.fixed_war_down or 0))
        cycle = bool(opts["cycle_detection"]) and opts["collection_order"] != "random"
        seen_base = 0
        pot: tuple[list[int], list[int]] = ([], [])
        battles = wars = battle_wars = 0
        result = None
        if self.position is None:
            stacks = _deal(self.seed)
        else:
            pos = _read_position(self.position, {**opts, "war_down": war_down})
            check_position(pos.problems)
            stacks = (deque(pos.stacks[0]), deque(pos.stacks[1]))
            pot, battles, wars, result = pos.pot, pos.battles, pos.wars, pos.result
            battle_wars = max(0, sum(1 for c in pot[0] if not c & _DOWN) - 1)
            starts = result is None and not pot[0]  # the table records this battle's start
            if pos.seen is not None:
                seen_base = pos.seen - 1 if starts and cycle else pos.seen
        self.table = WarTable(
            stacks=stacks,
            war_down=war_down,
            collection_order=str(opts["collection_order"]),
            war_shortfall=str(opts["war_shortfall"]),
            cycle_detection=bool(opts["cycle_detection"]),
            battle_cap=int(opts["battle_cap"]),
            stop_result=str(opts["stop_result"]),
            seed=self.seed,
            pot=pot,
            battles=battles,
            wars=wars,
            battle_wars=battle_wars,
            result=result,
            seen_base=seen_base,
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
        return ([_SHOW[i] for i in self.table.stacks[0]], [_SHOW[i] for i in self.table.stacks[1]])

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
            "a": [_TEXT[i] for i in t.stacks[0]],
            "b": [_TEXT[i] for i in t.stacks[1]],
            "pot": [[_TEXT[c & ~_DOWN] + ("" if c < _DOWN else "-down") for c in p] for p in t.pot],
            "battles": t.battles,
            "wars": t.wars,
            "result": list(t.result) if t.result else None,
            "seen": t.seen_count,
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
            _SHOW[i & ~_DOWN] for i in (*t.stacks[0], *t.stacks[1], *t.pot[0], *t.pot[1])
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
    shown as spades): ``{"a": "9 2 K 4", "b": "9 3 Q 5"}``; a game's ``state`` is a
    position too (see the module docstring).
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
