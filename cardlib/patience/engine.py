"""The patience engine: a declarative game spec and the Game that plays it on the table.

A game is a :class:`GameSpec`: a name, base :class:`~cardlib.patience.rules.Rules` (how
many piles, what builds on what, what moves as a unit, what a space takes, how the stock
turns, each foundation's rule, and for Lady Cadogan's games a positional
:class:`~cardlib.patience.positions.Layout`) and its options, which a small ``configure``
function applies to the rules. The one :class:`~cardlib.patience.table.Table` holds a
position and knows the legal moves; :class:`PatienceGame` wraps it
in the Game protocol and adds what a widget asks (``layout``, ``moves_from``,
``destinations``, ``home_move``, ``stock_move``, ``hint``, ``autoplay``). A widget or a
view works out no rule of its own: what a click on a pile may do is
:meth:`PatienceGame.moves_from`, what a pile shows is its
:class:`~cardlib.patience.piles.PileView`, and every pile is put into words by one
function, :meth:`Table.place <cardlib.patience.table.Table.place>`.

Move notation (:mod:`cardlib.patience.moves`): ``t3-f`` (pile 3 to its foundation),
``w-t5`` (waste to pile 5), ``t2:3-t7`` (three cards from pile 2 to pile 7), ``f2-t4`` (a
foundation card back, where allowed), ``deal`` (turn the stock), ``redeal`` (turn the
waste over as a new stock) and ``stop`` (give up once the stock is used up).

>>> import cardlib
>>> g = cardlib.new_game("forty-thieves", seed=1)
>>> g.stock_count, [len(p.cards) for p in g.layout() if p.kind.value == "t"][:3]
(64, [4, 4, 4])
>>> g.play("deal"); str(g.history[-1])
'deal'
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from cardlib.cards import Card
from cardlib.game import Game, GameInfo, IllegalMove, Move, Option, OptionValue, Outcome

# the moves, the rules and the table, also importable from here (the engine's public face)
from cardlib.patience.moves import DEAL as DEAL
from cardlib.patience.moves import REDEAL as REDEAL
from cardlib.patience.moves import STOP as STOP
from cardlib.patience.moves import Deal as Deal
from cardlib.patience.moves import Redeal as Redeal
from cardlib.patience.moves import Stop as Stop
from cardlib.patience.moves import Transfer as Transfer
from cardlib.patience.moves import parse_move
from cardlib.patience.piles import PileKind, PileView, pile_words
from cardlib.patience.refusals import check, why_not
from cardlib.patience.rules import CARDS
from cardlib.patience.rules import Rules as Rules
from cardlib.patience.rules import Scoring as Scoring
from cardlib.patience.summaries import SummaryWriter, piles_summary
from cardlib.patience.table import F0 as F0
from cardlib.patience.table import STOCK as STOCK
from cardlib.patience.table import WASTE as WASTE
from cardlib.patience.table import Table as Table
from cardlib.summary import RuleSummary

__all__ = ["GameSpec", "PatienceGame", "patience_factory", "register_patience"]


@dataclass(frozen=True)
class GameSpec:
    """A patience game as data: names, base rules, options and how they change the rules."""

    id: str
    name: str
    summary: str
    rules: Rules
    options: tuple[Option, ...] = ()
    presets: Mapping[str, Mapping[str, OptionValue]] = field(default_factory=dict)
    configure: Callable[[Rules, Mapping[str, OptionValue]], Rules] | None = None
    family: str = "patience"
    layout_hint: Callable[[Rules], dict[str, dict[str, Any]]] | None = None
    #: writes the game's defining rules from its resolved rules and options (``None``:
    #: :func:`~cardlib.patience.summaries.piles_summary`, for games dealt into free piles)
    rule_summary: SummaryWriter | None = None

    def resolve(self, options: Mapping[str, OptionValue]) -> Rules:
        """The rules with ``options`` applied."""
        return self.configure(self.rules, options) if self.configure else self.rules

    def info(self) -> GameInfo:
        """The catalog entry."""
        return GameInfo(
            id=self.id,
            name=self.name,
            family=self.family,
            players="1",
            packs="two 52-card packs" if self.rules.packs == 2 else "one 52-card pack",
            summary=self.summary,
            options=self.options,
            presets=self.presets,
        )


# ----- the Game ----------------------------------------------------------------------------------
class PatienceGame(Game):
    """A patience game from a :class:`GameSpec`: the Game protocol around a
    :class:`~cardlib.patience.table.Table`, plus what a widget needs (all read from the
    rules, none of them rules of their own)."""

    def __init__(
        self,
        spec: GameSpec,
        seed: int,
        options: Mapping[str, object] | None = None,
        position: Mapping[str, Any] | None = None,
        *,
        info: GameInfo | None = None,
    ) -> None:
        self.spec = spec
        self.info = info if info is not None else spec.info()
        super().__init__(seed, options, position)

    def _setup(self) -> None:
        self.rules = self.spec.resolve(self.options)
        if self.position is None:
            self.table = Table.deal(self.rules, self.seed)
        else:
            self.table = Table.from_position(self.rules, self.position)
            self.table.seed = self.seed
        hint = self.spec.layout_hint
        self.table.words = pile_words(
            self.rules, self.table.k.names, None if hint is None else hint(self.rules)
        )

    def _snapshot(self) -> Any:
        return self.table.snapshot()

    def _restore(self, snapshot: Any) -> None:
        self.table.restore(snapshot)

    def copy(self) -> Self:
        """An independent copy, history and undo included (snapshots are immutable and
        shared, so this is fast)."""
        twin = copy.copy(self)
        twin.options = dict(self.options)
        twin.position = copy.deepcopy(self.position)
        twin.history = list(self.history)
        twin._undo_stack = list(self._undo_stack)
        twin.table = self.table.copy()
        twin.table.words = self.table.words
        return twin

    def _legal_moves(self) -> list[Move]:
        return list(self.table.legal())

    def _check(self, move: Move) -> None:
        check(self.table, move)

    def _apply(self, move: Move) -> None:
        self.table.apply(move)

    def parse_move(self, text: str) -> Move:
        """Read ``t3-f``, ``w-t5``, ``t2:3-t7``, ``f2-t4``, ``deal`` (or ``s``), ``redeal``,
        ``stop`` (and a positional layout's moves: :func:`~cardlib.patience.moves.parse_move`).
        A named foundation as destination (``t3-f1``) means "to the foundation" unless moves
        home name their foundation."""
        return parse_move(text, positional=self.table.positional)

    # -- the protocol's read side --------------------------------------------------------
    @property
    def state(self) -> dict[str, Any]:
        return self.table.state()

    @property
    def is_over(self) -> bool:
        return not self.table.legal()

    @property
    def scores(self) -> tuple[int, ...]:
        """Cards on the foundations."""
        return (self.table.cards_home,)

    @property
    def outcome(self) -> Outcome | None:
        t = self.table
        if t.legal():
            return None
        total = sum(len(p) for i, p in enumerate(t.piles) if t.k.kinds[i] != "r")
        home = t.cards_home
        if t.won:
            reason = f"won: all {total} cards are on the foundations"
        elif t.stopped:
            reason = f"lost: the player stopped with {home} of {total} cards home"
        else:
            reason = f"lost: no move is left, {home} of {total} cards home"
        return Outcome(winner=None, draw=False, won=t.won, scores=(home,), reason=reason)

    def all_cards(self) -> Counter[Card]:
        return Counter(CARDS[c] for p in self.table.piles for c in p)

    # -- what a widget and the book call --------------------------------------------------
    def rule_summary(self) -> RuleSummary:
        """The game's defining rules in words, with the options in force."""
        write = self.spec.rule_summary or piles_summary
        return write(self.rules, self.options)

    def layout(self) -> list[PileView]:
        """Every pile: stock, waste, foundations, tableau, with cards, faces and what is
        clickable now."""
        t, k = self.table, self.table.k
        over = self.is_over
        out: list[PileView] = []
        for i, p in enumerate(t.piles):
            kind = PileKind(k.kinds[i])
            name = k.names[i]
            cards = tuple(CARDS[c] for c in p)
            words = t.place(name)
            short = words.removeprefix("the ")
            click: Move | None = None
            empty = ""
            if kind is PileKind.STOCK:
                up = (False,) * len(p)
                movable = 0
                click = None if over else self.stock_move()
                clickable = click is not None
                label = f"{short} ({len(p)})"
                empty = "\u21bb" if click is not None and not p else ""
            else:
                d = t.down[i]
                up = (False,) * d + (True,) * (len(p) - d)
                movable = 0 if over else self._movable(i)
                clickable = movable > 0
                label = short
                if kind is PileKind.FOUNDATION:
                    empty = self._takes(i - F0)
            index = int(name[1:]) - 1 if len(name) > 1 else 0
            out.append(
                PileView(
                    name, kind, index, cards, up, movable, clickable, label, words, empty, click
                )
            )
        return out

    def _takes(self, j: int) -> str:
        """The rank symbol an empty foundation ``j`` (0-based) takes, ``''`` for none."""
        f = self.table.k.founds[j]
        return f.base.symbol if f.base is not None and f.build is not None else ""

    def moves_from(self, src: str, count: int = 1) -> dict[str, Move]:
        """What a click on each pile plays once ``count`` cards of pile ``src`` are picked
        up: destination pile -> the legal move (a move home keyed by the foundation it
        lands on; a pairing or an exchange by the other card's pile; a transfer chain by
        its last step's foundation). Piles not in it have no legal move there now.

        >>> import cardlib
        >>> g = cardlib.new_game("forty-thieves", seed=1)
        >>> {d: str(m) for d, m in g.moves_from("t4").items()}
        {'t8': 't4-t8'}
        """
        t = self.table
        out: dict[str, Move] = {}
        for m in t.legal():
            for s, d, n in t.clicks(m, src):
                if s == src and n == count and d not in out:
                    out[d] = m
        if len(out) > 1:
            ids = t.k.ids
            return dict(sorted(out.items(), key=lambda item: ids[item[0]]))
        return out

    def click_path(self, move: Move) -> tuple[str, str, int] | None:
        """Where a player clicks to make ``move``: ``(source pile, destination pile, cards
        picked up)``; ``None`` for a move made by clicking the stock or a button."""
        ways = self.table.clicks(move)
        return ways[0] if ways else None

    def why_fixed(self, src: str) -> IllegalMove | None:
        """Why no card of pile ``src`` may be picked up at all now (a foundation that keeps
        its cards, a reserve), ``None`` when one may be or the pile has a move."""
        t = self.table
        kind = t.k.kinds[t.k.ids[src]]
        if kind not in ("f", "r") or self.rules.foundation_to_tableau or self.moves_from(src):
            return None
        return why_not(t, Transfer(src, t.k.names[t.T.start]))

    def why_not(self, move: Move) -> IllegalMove:
        """The ``IllegalMove`` explaining why ``move`` is not legal now."""
        return why_not(self.table, move)

    def _movable(self, i: int) -> int:
        """How many top cards of pile ``i`` the rules let a player pick up together."""
        return self.table.movable(i)

    def destinations(self, src: str, count: int = 1) -> list[str]:
        """Names of the piles where ``count`` cards from ``src`` may go now (a move home is
        shown as the foundation the card would land on)."""
        ids = self.table.k.ids
        out = [
            self.landing(m)
            for m in self.legal_moves()
            if isinstance(m, Transfer) and m.src == src and m.count == count
        ]
        return sorted(out, key=ids.__getitem__)

    def landing(self, move: Transfer) -> str:
        """The pile a transfer puts its cards on (resolves ``"f"``)."""
        if move.dst != "f":
            return move.dst
        t = self.table
        code = t.piles[t.k.ids[move.src]][-1]
        return t.k.names[t.wanted()[code]]

    def move_for(self, src: str, dst: str, count: int = 1) -> Transfer:
        """The move that takes ``count`` cards from pile ``src`` to pile ``dst`` (any
        foundation name means "home"). Not checked: ``play`` refuses it with the reason."""
        if dst.startswith("f") and not self.table.names_foundations:
            dst = "f"
        return Transfer(src, dst, count)

    def home_move(self, src: str) -> Move | None:
        """The move sending the top card of ``src`` to a foundation, if legal (double-click)."""
        m = Transfer(src, "f")
        moves = self.legal_moves()
        if m in moves:
            return m
        for other in moves:
            if (
                isinstance(other, Transfer)
                and other.src == src
                and other.dst[0] == "f"
                and other.count == 1
                and src[0] != "f"
            ):
                return other
        return None

    def stock_move(self) -> Move | None:
        """What clicking the stock does now: ``deal``, ``redeal`` or nothing."""
        moves = self.legal_moves()
        for m in (DEAL, REDEAL, *self.table.stock_extras):
            if m in moves:
                return m
        return None

    def safe_home_moves(self) -> list[Move]:
        """Moves to the foundations that can never be regretted: no card still in play
        could be built on the card sent home."""
        t = self.table
        out: list[Move] = []
        home = Counter(c for f in t.F for c in t.piles[f])
        for m in t.legal():
            if isinstance(m, Transfer) and m.dst[0] == "f" and m.src[0] in "wtr":
                code = t.piles[t.k.ids[m.src]][-1]
                needs = [c for c in range(52) if code in t.k.fit[c]]
                if all(home[c] >= self.rules.packs for c in needs):
                    out.append(m)
        return out

    def autoplay(self) -> list[Move]:
        """Play safe moves home until none is left; return them (each undoes singly)."""
        played: list[Move] = []
        while not self.is_over:
            safe = self.safe_home_moves()
            if not safe:
                break
            self.play(safe[0])
            played.append(safe[0])
        return played

    def describe(self, move: Move) -> str:
        """A move in words, e.g. ``'7♣ from pile 3 onto 8♣ on pile 7'``; a run is named by
        its cards (``'10♣ 9♦ from pile 1 onto J♥ on pile 9'``)."""
        t = self.table
        if not isinstance(move, Transfer):
            # the stock and the waste as the game's board calls them: Cadogan's pack, talon
            stock, waste = t.place("s"), t.place("w")
            return {
                "deal": f"turn {stock}",
                "redeal": f"turn {waste} over as a new {stock.removeprefix('the ')}",
                "stop": "give up",
            }.get(str(move)) or t.describe_extra(move)
        src = t.piles[t.k.ids[move.src]]
        # a run is named by its cards, from the one it rests on: "10♣ 9♦"
        what = " ".join(str(CARDS[c]) for c in src[-move.count :])
        dst = self.landing(move)
        d = t.piles[t.k.ids[dst]]
        place = t.place(dst)
        onto = f"onto {CARDS[d[-1]]} on {place}" if d else f"to empty {place}"
        return f"{what} from {t.place(move.src)} {onto}"

    @property
    def stock_count(self) -> int:
        """Cards left in the stock."""
        return len(self.table.piles[STOCK])

    @property
    def redeals_left(self) -> int | None:
        """Redeals still allowed (``None``: unlimited)."""
        return self.table.redeals_left

    @property
    def points(self) -> int | None:
        """The score under the game's ``scoring`` option (Vegas: 5 per card home less 52),
        ``None`` when the game keeps no score beside the cards home."""
        return self.table.score

    def layout_hint(self) -> dict[str, dict[str, Any]]:
        """Where each pile sits when the table is drawn as the book pictures it: pile name
        -> ``{"x", "y"}`` (grid units: one card width, one card height), ``"role"`` (e.g.
        ``"wing"``, ``"hour IX"``), ``"fan"`` (``"down"``, ``"left"``, ``"right"`` or
        ``"none"``: how its cards spread). Data only; games without a picture return a
        plain row layout."""
        hint = self.spec.layout_hint
        if hint is not None:
            return hint(self.rules)
        return _row_hint(self.table)

    def _repr_html_(self) -> str:
        """The layout as a picture (:func:`cardlib.views.patience.patience_html`)."""
        from cardlib.views.patience import patience_html

        return patience_html(self)


def _row_hint(t: Table) -> dict[str, dict[str, Any]]:
    """The default picture: stock, waste and foundations in a top row, tableau below."""
    out: dict[str, dict[str, Any]] = {
        "s": {"x": 0.0, "y": 0.0, "role": "stock", "fan": "none"},
        "w": {"x": 1.2, "y": 0.0, "role": "waste", "fan": "none"},
    }
    names = t.k.names
    for j, f in enumerate(t.F):
        out[names[f]] = {"x": 3.0 + 1.2 * j, "y": 0.0, "role": "foundation", "fan": "none"}
    for j, i in enumerate(t.T):
        out[names[i]] = {"x": 1.2 * j, "y": 1.5, "role": "tableau", "fan": "down"}
    return out


def patience_factory(spec: GameSpec) -> tuple[GameInfo, Callable[..., PatienceGame]]:
    """The catalog entry of ``spec`` and the factory that deals its games
    (``factory(seed, options, position)``), for :func:`cardlib.registry.register_game`."""
    info = spec.info()

    def deal(
        seed: int,
        options: Mapping[str, object] | None = None,
        position: Mapping[str, Any] | None = None,
    ) -> PatienceGame:
        return PatienceGame(spec, seed, options, position, info=info)

    deal.__doc__ = spec.summary
    return info, deal


def register_patience(spec: GameSpec, module: str) -> None:
    """Add the game of ``spec`` to the catalog (``module``: the defining ``__name__``)."""
    from cardlib.registry import register_game

    register_game(*patience_factory(spec), module)
