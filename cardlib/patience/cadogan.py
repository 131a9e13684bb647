"""Lady Cadogan's seven patiences as data: The Mill, The Shah, The Blockade, The Clock,
Fortress, The Fourteenth and The Sultan (``shared/rules/cadogan.md``).

Fortress is a plain engine game (rows dealt outside-in, marriages up or down in suit);
the other six are :class:`~cardlib.patience.positions.Layout` s. Each ``*_rules``
function turns a game's options into its rules; each ``*_hint`` says where every pile sits
when the table is drawn the way the book pictures it (data for a widget).

>>> import cardlib
>>> g = cardlib.new_game("the-sultan", seed=4)
>>> [str(p.cards[0]) for p in g.layout() if p.kind.value in "fr"]
['K♣', 'A♥', 'K♣', 'K♠', 'K♠', 'K♦', 'K♥', 'K♦', 'K♥']
>>> g.stock_count
87
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from cardlib.cards import Rank
from cardlib.game import Option, OptionValue
from cardlib.patience.engine import GameSpec, Rules, register_patience
from cardlib.patience.positions import (
    DealPhase,
    Layout,
    PileRule,
    RefillPolicy,
    Reserve,
    SwapGrace,
    Transfers,
    Vacancies,
)
from cardlib.patience.rules import (
    SAME_SUIT,
    BuildRule,
    EmptyRule,
    Foundation,
    StockRule,
    SuitMatch,
)
from cardlib.patience.summaries import CADOGAN
from cardlib.render import CARD_HEIGHT, CARD_WIDTH

ROUND = CARD_WIDTH / CARD_HEIGHT
"""Card heights in a card width: a hint's ``x`` is in card widths and its ``y`` in card
heights, so the clock face's vertical offsets are multiplied by this to make it round on
the screen instead of taller than wide."""

__all__ = ["CLOCK_HOURS", "FAMILY", "SPECS"]

FAMILY = "cadogan"
Hint = dict[str, dict[str, Any]]
UP_IN_SUIT = BuildRule(SuitMatch.SAME, steps=(1,))
UP_WRAP = BuildRule(SuitMatch.SAME, steps=(1,), wrap=True)
ONE_AT_A_TIME = StockRule(draw=1, redeals=0)


def _at(x: float, y: float, role: str, fan: str = "none") -> dict[str, Any]:
    return {"x": round(x, 2), "y": round(y, 2), "role": role, "fan": fan}


def _stock_hint(out: Hint, x: float, y: float) -> Hint:
    out["s"] = _at(x, y, "pack")
    out["w"] = _at(x + 1.2, y, "talon")
    return out


# ----- The Mill ----------------------------------------------------------------------------------
def mill_rules(o: Mapping[str, OptionValue]) -> Rules:
    """The Mill: centre ace (A♠) building four A-K runs regardless of suit, four angle
    kings building down, eight wings refilled at once, the transfer privilege."""
    centre = Foundation(
        base=Rank.ACE,
        start="AS",
        build=BuildRule(SuitMatch.ANY, steps=(1,), wrap=True),
        length=52,
        role="centre",
    )
    angle = Foundation(
        base=Rank.KING, build=BuildRule(SuitMatch.ANY, steps=(-1,)), length=13, role="angle"
    )
    policy = {
        "cadogan": Transfers.ENABLING,
        "free_both_ways": Transfers.FREE,
        "none": Transfers.NONE,
    }
    lay = Layout(
        columns=8,
        foundations=(centre, angle, angle, angle, angle),
        refill=RefillPolicy.COMPULSORY,
        refill_from=("w", "s"),
        refill_choice=True,
        transfers=policy[str(o.get("transfer_policy", "cadogan"))],
        first_kings=4 if o.get("first_four_kings_mandatory", True) else 0,
        roles="wing",
    )
    return lay.rules(2, stock=ONE_AT_A_TIME)


def mill_hint(rules: Rules) -> Hint:
    """A cross: the centre ace, two wings along each arm (inner, outer: top, right, bottom,
    left), a king pile in each angle."""
    out: Hint = {"f1": _at(3, 3, "centre")}
    arms = [(0, -1), (1, 0), (0, 1), (-1, 0)]
    for a, (dx, dy) in enumerate(arms):
        for d in (1, 2):
            out[f"t{2 * a + d}"] = _at(3 + dx * d * 1.2, 3 + dy * d * 1.2, "wing")
    for j, (dx, dy) in enumerate([(-1, -1), (1, -1), (1, 1), (-1, 1)]):
        out[f"f{j + 2}"] = _at(3 + dx * 1.8, 3 + dy * 1.8, "angle")
    return _stock_hint(out, 6.5, 0)


# ----- The Shah -----------------------------------------------------------------------------
SHAH_OUT = ("KS", "KS", "KH", "KD", "KD", "KC", "KC")


def shah_rules(o: Mapping[str, OptionValue]) -> Rules:
    """The Shah: eight aces round the king, a star of eight rays of three; only the outer
    circle marries, refills inner circle first before the pack is turned, the lane grace."""
    inner = PileRule(gives=False, takes=False, name="inner")
    outer = PileRule(gives=bool(o.get("outer_to_outer_marriage", True)), name="outer")
    lay = Layout(
        columns=8,
        rows=3,
        blocking=True,
        foundations=tuple(Foundation(start=f"A{s}", length=12) for s in "SHDC" * 2),
        reserves=(Reserve(("KH",), "the Shah"), Reserve(SHAH_OUT, "out of play")),
        deal_phase=DealPhase.ANY,
        open_rows=3,
        build=SAME_SUIT,
        row_rules=(inner, inner, outer),
        refill=RefillPolicy.BEFORE_DEAL,
        refill_from=("w", "s"),
        refill_choice=True,
        lane_grace=True,
        roles="circle",
    )
    return lay.rules(2, stock=ONE_AT_A_TIME)


def shah_hint(rules: Rules) -> Hint:
    """An eight-rayed star: the Shah in the centre, an ace at the foot of each ray (the top
    ray first, clockwise), the three circles outward; ``t{8c + r + 1}`` is ray r, circle c+1.

    The rays step 1.1 card widths sideways and 1.05 card heights up and down: about as
    close as the cards can lie without covering each other."""
    out: Hint = {"r1": _at(4.4, 4.4, "the Shah"), "r2": _at(10, 8, "out of play")}
    for r in range(8):
        ang = math.pi / 2 - r * math.pi / 4
        dx, dy = round(math.cos(ang)), -round(math.sin(ang))
        step_x, step_y = 1.1, 1.05
        for k in range(4):  # the ace, then circles 1-3
            x, y = 4.4 + dx * step_x * (k + 1), 4.4 + dy * step_y * (k + 1)
            if k == 0:
                out[f"f{r + 1}"] = _at(x, y, "ace")
            else:
                out[f"t{8 * (k - 1) + r + 1}"] = _at(x, y, f"ray {r + 1} circle {k}")
    return _stock_hint(out, 10, 0)


# ----- The Blockade -----------------------------------------------------------------------------
def blockade_rules(o: Mapping[str, OptionValue]) -> Rules:
    """The Blockade: rows of twelve, each blocking the row above; aces only while a row is
    dealt; marry down in suit; refill vacancies from the pack, higher rows first."""
    lay = Layout(
        columns=12,
        rows=9,
        blocking=True,
        foundations=tuple(Foundation() for _ in range(8)),
        open_rows=1,
        deal_phase=DealPhase.ACES,
        rows_on_demand=True,
        build=SAME_SUIT,
        runs=bool(o.get("move_sequences", False)),
        refill=RefillPolicy.FILL,
        vacancies={"all_positions": Vacancies.ALL, "empty_columns_only": Vacancies.EMPTY_COLUMNS}[
            str(o.get("vacancy_model", "all_positions"))
        ],
        roles="position",
    )
    return lay.rules(2)


def blockade_hint(rules: Rules) -> Hint:
    """Eight foundations in a row above twelve columns; ``t{12r + c + 1}`` is row r+1,
    column c+1, rows going down the table."""
    out: Hint = {f"f{j + 1}": _at(2 + 1.2 * j, 0, "foundation") for j in range(8)}
    for r in range(9):
        for c in range(12):
            out[f"t{12 * r + c + 1}"] = _at(1.2 * c, 1.5 + 0.45 * r, f"row {r + 1}")
    out["s"] = _at(0, 0, "pack")
    out["w"] = _at(0, 0.9, "talon (unused)")
    return out


# ----- The Clock ---------------------------------------------------------------------------------
CLOCK_HOURS = (
    ("I", "6C", 9),
    ("II", "7H", 9),
    ("III", "8S", 9),
    ("IIII", "9D", 9),
    ("V", "10C", 9),
    ("VI", "JH", 9),
    ("VII", "QS", 9),
    ("VIII", "KD", 9),
    ("IX", "2C", 8),
    ("X", "3H", 8),
    ("XI", "4S", 8),
    ("XII", "5D", 8),
)
"""Hour, foundation card, cards when complete (the top card then shows the hour)."""


def clock_rules(o: Mapping[str, OptionValue]) -> Rules:
    """The Clock: twelve foundations at the hours building up in suit (K then A) to the
    hour, twelve packets of three marrying down in suit, refilled from the pack only; the
    talon goes to the foundations only. ``big_ben``: PySolFC's reading."""
    big_ben = o.get("preset", "cadogan") == "big_ben"
    lay = Layout(
        columns=12,
        size=3,
        foundations=tuple(
            Foundation(start=card, build=UP_WRAP, length=n, role=f"hour {h}")
            for h, card, n in CLOCK_HOURS
        ),
        build=BuildRule(SuitMatch.SAME, wrap=big_ben),
        talon=PileRule(gives=big_ben),
        places=PileRule(takes_from=3 if big_ben else 0),
        refill=RefillPolicy.FILL,
        refill_after_marriage=not big_ben,
        roles="packet",
    )
    return lay.rules(2, stock=ONE_AT_A_TIME)


def clock_hint(rules: Rules) -> Hint:
    """A clock face: foundation ``f{h}`` at hour h on the inner ring, packet ``t{h}`` just
    outside it, spread outward."""
    out: Hint = {}
    for h in range(12):
        ang = math.pi / 2 - (h + 1) * math.pi / 6
        dx, dy = math.cos(ang), -math.sin(ang) * ROUND
        out[f"f{h + 1}"] = _at(5 + dx * 2.6, 5 + dy * 2.6, f"hour {CLOCK_HOURS[h][0]}")
        out[f"t{h + 1}"] = _at(5 + dx * 4.4, 5 + dy * 4.4, f"packet {CLOCK_HOURS[h][0]}", "out")
    return _stock_hint(out, 4.4, 5)


# ----- Fortress -----------------------------------------------------------------------------------
FORTRESS_ROWS = (5, 5, 5, 5, 6)
FORTRESS_ORDER = tuple(i for r, n in enumerate(FORTRESS_ROWS) for i in [r] * n + [5 + r] * n)
"""Row by row from the top: the left group's row left to right, then the right group's."""


def fortress_rules(o: Mapping[str, OptionValue]) -> Rules:
    """Fortress: ten rows whose outside cards are available, marriages up or down in suit,
    lanes take any available card, aces to kings in suit."""
    return Rules(
        tableau=10,
        rows=0,
        packs=1,
        foundations=4,
        build=BuildRule(SuitMatch.SAME, steps=(-1, 1)),
        empty=EmptyRule(),
        deal_order=FORTRESS_ORDER,
        flip=frozenset(range(5)),
    )


def fortress_hint(rules: Rules) -> Hint:
    """Two groups of five rows with the foundations between them; ``t1``-``t5`` are the
    left rows (outside card at the left), ``t6``-``t10`` the right (outside at the right)."""
    out: Hint = {}
    for r in range(5):
        out[f"t{r + 1}"] = _at(4.6, 1.3 * r, f"left row {r + 1}", "left")
        out[f"t{r + 6}"] = _at(7.4, 1.3 * r, f"right row {r + 1}", "right")
    for j in range(4):
        out[f"f{j + 1}"] = _at(6, 0.6 + 1.3 * j, "foundation")
    out["s"] = _at(6, 6.0, "stock (empty)")
    out["w"] = _at(6, 7.0, "waste (unused)")
    return out


# ----- The Fourteenth ---------------------------------------------------------------------------
def fourteenth_rules(o: Mapping[str, OptionValue]) -> Rules:
    """The Fourteenth: a 5x5 square; pairs making 14 in one row or column leave, the hand
    refills in reading order; the swap grace when blocked."""
    lay = Layout(
        columns=5,
        rows=5,
        foundations=(Foundation(base=None, build=None, length=104, role="pairs"),),
        refill=RefillPolicy.AUTO,
        pair_total=14,
        swap_grace=SwapGrace(str(o.get("swap_grace", "once_per_game"))),
        stock_deals=False,
        roles="square position",
    )
    return lay.rules(2)


def fourteenth_hint(rules: Rules) -> Hint:
    """The square: ``t{5r + c + 1}`` at row r+1, column c+1; the hand and the pairs beside."""
    out: Hint = {
        f"t{5 * r + c + 1}": _at(1.2 * c, 1.4 * r, "square") for r in range(5) for c in range(5)
    }
    out["s"] = _at(6.5, 0, "hand")
    out["f1"] = _at(6.5, 2.8, "pairs")
    out["w"] = _at(6.5, 5.6, "talon (unused)")
    return out


# ----- The Sultan -------------------------------------------------------------------------------
SULTAN_BLOCK = ("KC", "AH", "KC", "KS", "KS", "KD", "KH", "KD")
"""The eight foundations in reading order of the 3x3 block, the Sultan (K♥) left out."""


def sultan_rules(o: Mapping[str, OptionValue]) -> Rules:
    """The Sultan: seven kings and the A♥ build up in suit to queens round the Sultan; the
    Divan refilled at once from the talon (else the pack); two shuffled re-deals."""
    optional = o.get("divan_refill", "immediate") == "optional"
    lay = Layout(
        columns=int(o.get("divan_size", 8)),
        foundations=tuple(
            Foundation(
                start=c,
                build=UP_WRAP if c[0] == "K" else UP_IN_SUIT,
                length=13 if c[0] == "K" else 12,
            )
            for c in SULTAN_BLOCK
        ),
        reserves=(Reserve(("KH",), "the Sultan"),),
        refill=RefillPolicy.NONE if optional else RefillPolicy.AUTO,
        refill_from=("w", "s"),
        talon=PileRule(fills_spaces=optional),
        roles="Divan place",
    )
    shuffle = bool(o.get("redeal_shuffle", True))
    return lay.rules(2, stock=StockRule(draw=1, redeals=2, shuffle=shuffle))


def sultan_hint(rules: Rules) -> Hint:
    """The 3x3 block (``r1`` the Sultan in the middle) with the Divan in a column on each
    side (``t1``.. down the left, the rest down the right)."""
    cells = [(0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)]
    out: Hint = {
        f"f{j + 1}": _at(2 + 1.2 * x, 1.4 * y, "foundation") for j, (x, y) in enumerate(cells)
    }
    out["r1"] = _at(3.2, 1.4, "the Sultan")
    half = rules.tableau // 2
    for j in range(rules.tableau):
        x = 0.0 if j < half else 6.4
        out[f"t{j + 1}"] = _at(x, 1.05 * (j % half), "Divan")
    return _stock_hint(out, 2, 4.4)


# ----- the catalogue ------------------------------------------------------------------------------
def _spec(
    id: str,
    name: str,
    summary: str,
    build: Callable[[Mapping[str, OptionValue]], Rules],
    hint: Callable[[Rules], Hint],
    options: tuple[Option, ...] = (),
    aliases: tuple[str, ...] = (),
) -> GameSpec:
    defaults = {o.name: o.default for o in options}
    return GameSpec(
        id=id,
        name=name,
        summary=summary,
        rules=build(defaults),
        options=options,
        presets={a: {} for a in aliases},
        configure=lambda rules, o: build(o),
        family=FAMILY,
        layout_hint=hint,
        rule_summary=CADOGAN[id],
    )


SPECS: dict[str, GameSpec] = {
    s.id: s
    for s in (
        _spec(
            "the-mill",
            "The Mill",
            "Two packs. A centre ace takes four ace-to-king runs regardless of suit, four "
            "angle kings build down; eight wing cards refilled at once.",
            mill_rules,
            mill_hint,
            (
                Option(
                    "transfer_policy",
                    "cadogan",
                    "angle tops to the centre: only to enable a play (Cadogan), freely both "
                    "ways (PySolFC), or never",
                    ("cadogan", "free_both_ways", "none"),
                    rule="Cards from the tops of the angle piles to the centre",
                    words=(
                        ("cadogan", "only to make a play possible (Lady Cadogan)"),
                        ("free_both_ways", "freely, both ways"),
                        ("none", "never"),
                    ),
                ),
                Option(
                    "first_four_kings_mandatory",
                    True,
                    "the first four kings available must start the angle piles at once",
                    rule="The first four kings that come free must start the angle piles at once",
                ),
            ),
            ("mill", "windmill"),
        ),
        _spec(
            "the-shah",
            "The Shah",
            "Two packs. Eight aces round the Shah build up to queens, fed by a star of "
            "eight rays of three cards; only the outer circle marries.",
            shah_rules,
            shah_hint,
            (
                Option(
                    "outer_to_outer_marriage",
                    True,
                    "an outer card may be married onto another ray's outer card",
                    rule="An outer card may be married onto another ray's outer card",
                ),
            ),
            ("shah", "star"),
        ),
        _spec(
            "the-blockade",
            "The Blockade",
            "Two packs. Rows of twelve, each blocking the one above; play, marry down in "
            "suit, refill higher rows first, then deal the next row.",
            blockade_rules,
            blockade_hint,
            (
                Option(
                    "vacancy_model",
                    "all_positions",
                    "which emptied places are refilled: every position, or only a fully "
                    "emptied column",
                    ("all_positions", "empty_columns_only"),
                    rule="Which emptied places are filled again",
                    words=(
                        ("all_positions", "every place"),
                        ("empty_columns_only", "only a column emptied entirely"),
                    ),
                ),
                Option(
                    "move_sequences",
                    False,
                    "same-suit runs move as units (PySolFC)",
                    rule="Runs of one suit move together",
                ),
            ),
            ("blockade",),
        ),
        _spec(
            "the-clock",
            "The Clock",
            "Two packs. Twelve foundations at the hours build up in suit to their hour, "
            "fed by twelve packets of three refilled from the pack.",
            clock_rules,
            clock_hint,
            (
                Option(
                    "preset",
                    "cadogan",
                    "Cadogan's rules, or PySolFC's Big Ben (wrap, waste builds, short piles "
                    "take no builds)",
                    ("cadogan", "big_ben"),
                    rule="Which rules",
                    words=(
                        ("cadogan", "Lady Cadogan's"),
                        (
                            "big_ben",
                            "Big Ben, as computer collections play it: the hours wrap round, the "
                            "waste builds, short piles take no cards",
                        ),
                    ),
                ),
            ),
            ("clock", "big-ben-cadogan"),
        ),
        _spec(
            "fortress",
            "Fortress",
            "One pack in two groups of rows; only outside cards move, marrying up or down "
            "in suit; emptied rows are lanes; aces build up to kings.",
            fortress_rules,
            fortress_hint,
            (),
            ("the-fortress",),
        ),
        _spec(
            "the-fourteenth",
            "The Fourteenth",
            "Two packs. A five-by-five square; pairs making fourteen in one row or column "
            "leave and are replaced from the hand; one exchange when blocked.",
            fourteenth_rules,
            fourteenth_hint,
            (
                Option(
                    "swap_grace",
                    "once_per_game",
                    "how often the exchange of two cards with two others is allowed",
                    ("once_per_game", "per_block", "off"),
                    rule="How often you may exchange two cards with two others",
                    words=(
                        ("once_per_game", "one exchange a game"),
                        ("per_block", "an exchange each time play is blocked"),
                        ("off", "no exchange"),
                    ),
                ),
            ),
            ("fourteenth", "fourteen"),
        ),
        _spec(
            "the-sultan",
            "The Sultan",
            "Two packs. Seven kings and an ace of hearts build up to queens round the "
            "Sultan, fed from the Divan and a talon with two shuffled re-deals.",
            sultan_rules,
            sultan_hint,
            (
                Option(
                    "divan_size",
                    8,
                    "cards in the Divan (PySolFC's Sultan: 6)",
                    (8, 6),
                    rule="Cards in the Divan",
                    other="6, as some computer collections play it",
                ),
                Option(
                    "divan_refill",
                    "immediate",
                    "a Divan vacancy is refilled at once from the talon, else the pack; or "
                    "the player may put the talon card there whenever they choose",
                    ("immediate", "optional"),
                    rule="Filling a space in the Divan",
                    words=(
                        ("immediate", "at once, from the waste or else the pack"),
                        ("optional", "when you choose, with the waste's top card"),
                    ),
                ),
                Option(
                    "redeal_shuffle",
                    True,
                    "the talon is shuffled before each re-deal (false: turned over)",
                    rule="The waste is shuffled before each new pass (otherwise it is turned over)",
                ),
            ),
            ("sultan", "sultan-of-turkey"),
        ),
    )
}
SPECS["the-clock"] = GameSpec(
    **{**SPECS["the-clock"].__dict__, "presets": {"clock": {}, "big-ben": {"preset": "big_ben"}}}
)

for _game in SPECS.values():
    register_patience(_game, __name__)
