"""Every patience game's defining rules in plain words (:class:`~cardlib.summary.RuleSummary`).

The games dealt into free piles (the Forty Thieves family and Klondike) share one writer,
:func:`piles_summary`, which reads every sentence off the game's resolved
:class:`~cardlib.patience.rules.Rules`, so a variant or a changed option is described as it
plays. Lady Cadogan's games each lay out a picture of their own, so each has a writer here;
what depends on an option is written from the option's value.

>>> import cardlib
>>> s = cardlib.new_game("forty-thieves", seed=1).rule_summary()
>>> s.layout[1]
'Deal ten piles of four cards in a row, all face up (40 cards).'
>>> lucas = cardlib.new_game("lucas", seed=1, redeals=1)
>>> lucas.rule_summary().play[-1][1][-1][-40:]
'You have one redeal (two passes in all).'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from cardlib.cards import Card
from cardlib.game import OptionValue
from cardlib.patience.rules import BuildRule, MoveUnit, Rules, Scoring, StockRule, SuitMatch
from cardlib.summary import RuleSummary, count_words, number_word

__all__ = ["CADOGAN", "SummaryWriter", "piles_summary"]

SummaryWriter = Callable[[Rules, Mapping[str, OptionValue]], RuleSummary]
"""Writes a game's summary from its resolved rules and the options in force."""

_SUITS = {
    SuitMatch.SAME: "of the same suit",
    SuitMatch.ALTERNATE: "of the opposite colour (red on black, black on red)",
    SuitMatch.NOT_OWN: "of any suit but its own",
    SuitMatch.ANY: "of any suit",
}


def _card(code: str) -> str:
    return str(Card.parse(code))


def _packs(rules: Rules) -> str:
    if rules.packs == 1:
        return "Use one pack of 52 cards."
    return f"Shuffle {number_word(rules.packs)} packs together ({rules.cards} cards)."


def _down_onto(build: BuildRule) -> str:
    """'one rank higher and of the same suit' for a tableau build rule."""
    ways: dict[tuple[int, ...], str] = {(-1,): "one rank higher", (1,): "one rank lower"}
    way = ways.get(build.steps, "one rank higher or lower")
    return f"{way} and {_SUITS[build.suit]}"


def _redeal(stock: StockRule, pack: str = "stock", waste: str = "waste") -> str:
    """What happens when the ``pack`` is used up: a redeal of the ``waste`` (how many, and
    whether it is shuffled), or none."""
    if stock.redeals == 0:
        return f"You go through the {pack} once only: it is not turned again."
    how = "shuffle it" if stock.shuffle else "without shuffling it"
    again = (
        f"When the {pack} is used up, take up the {waste}, {how}, and turn it again as the "
        f"{pack}: a redeal."
    )
    if stock.redeals is None:
        return f"{again} Redeal as often as you like."
    passes = count_words(stock.redeals + 1, "pass", "passes")
    return f"{again} You have {count_words(stock.redeals, 'redeal')} ({passes} in all)."


def _stock_sentences(stock: StockRule) -> list[str]:
    if stock.draw == 1:
        turn = "Turn the stock one card at a time onto a waste pile, face up."
    else:
        turn = (
            f"Turn the stock {number_word(stock.draw)} cards at a time onto a waste pile, "
            f"face up (fewer when fewer are left); the last card turned lies on top."
        )
    return [turn, "The top card of the waste is always in play.", _redeal(stock)]


def _scoring(scoring: Scoring | None) -> tuple[str, ...]:
    if scoring is None:
        return ()
    if scoring.kind == "vegas":
        even = -(-scoring.stake // scoring.per_card)
        best = scoring.final(52, 0)
        return (
            f"Vegas scoring: you pay {scoring.stake} points to start and earn "
            f"{scoring.per_card} for each card on the foundations ({even} cards win your stake "
            f"back; all 52 win {best}).",
        )
    recycle = (
        f"turning the waste over costs {-scoring.recycle} points each time"
        if scoring.free_passes == 0
        else f"turning the waste over costs {-scoring.recycle} points each time after the "
        f"first {number_word(scoring.free_passes)}"
    )
    return (
        f"Points: {scoring.waste_tableau} for a waste card onto a pile, "
        f"{scoring.to_foundation} for a card onto a foundation, {scoring.turn_up} for turning "
        f"up a face-down card, {scoring.from_foundation} for a card taken back off a "
        f"foundation; {recycle}.",
    )


def _deal(rules: Rules) -> list[str]:
    """How the piles are dealt, from the rules' deal (rows or a triangle)."""
    if rules.deal_order is not None:
        sizes = [rules.deal_order.count(p) for p in range(rules.tableau)]
        first, last = sizes[0], sizes[-1]
        piles = (
            f"Deal {number_word(rules.tableau)} piles in a row: the first gets "
            f"{count_words(first, 'card')}, each next pile one more, the last "
            f"{number_word(last)} ({sum(sizes)} cards)."
        )
        hidden = sum(min(rules.face_down, n - 1) for n in sizes)
        return [piles, f"Only the top card of each pile is face up ({hidden} cards face down)."]
    piles = f"Deal {number_word(rules.tableau)} piles of {count_words(rules.rows, 'card')} in a row"
    if rules.face_down == 0:
        return [f"{piles}, all face up ({rules.layout_size} cards)."]
    down = "card" if rules.face_down == 1 else f"{number_word(rules.face_down)} cards"
    rest = rules.rows - rules.face_down
    up = "the top card" if rest == 1 else f"the other {number_word(rest)}"
    return [
        f"{piles} ({rules.layout_size} cards): the bottom {down} of each pile face down, "
        f"{up} face up."
    ]


def piles_summary(rules: Rules, options: Mapping[str, OptionValue]) -> RuleSummary:
    """The summary of a game dealt into free piles (no positional layout), from its rules."""
    f = rules.foundations
    found = rules.foundation
    object_ = (
        f"Build all {number_word(f)} foundations up in suit from the "
        f"{found.base.label if found.base else 'first card'} to the king."
    )
    layout = [_packs(rules)]
    if rules.preplace is not None:
        layout.append(
            f"First take out the {number_word(rules.preplaced)} {rules.preplace.label}s and "
            "lay them in a row: they start the foundations."
        )
    layout += _deal(rules)
    layout.append(f"The other {rules.stock_size} cards are the stock, face down.")
    if rules.preplace is None:
        layout.append(f"Leave room above for {number_word(f)} foundations.")
    foundations = (
        f"An ace starts a foundation; each foundation builds up in suit, one card at a time, "
        f"to the king ({found.length} cards).",
        "A card goes there from the top of a pile or of the waste.",
    )
    building = [
        "Only the top card of a pile is in play.",
        f"A card may go on a pile's top card {_down_onto(rules.build)}.",
    ]
    unit = rules.move_unit
    if unit is MoveUnit.SINGLE:
        building.append("Cards move one at a time.")
        if rules.supermove:
            building.append(
                "A run may move in one step when the spaces would let you move it card by card."
            )
    elif unit is MoveUnit.BUILT_RUN:
        building.append("A run of cards built in order moves as a unit, whole or in part.")
    elif unit is MoveUnit.SAME_SUIT_RUN:
        building.append(
            "A run of cards of one suit in order moves as a unit, whole or in part; "
            "other cards move one at a time."
        )
    else:
        building.append("The face-up cards of a pile move only all together, never in part.")
    if rules.face_down:
        building.append("When a face-down card comes to the top of a pile, turn it face up.")
    if rules.foundation_to_tableau:
        building.append(
            "The top card of a foundation may come back onto a pile where it fits (worrying back)."
        )
    else:
        building.append("A card on a foundation stays there.")
    empty = rules.empty
    what = f"only a {empty.rank.label}, or a run headed by one" if empty.rank else "any card"
    if rules.move_unit is not MoveUnit.SINGLE and empty.rank is None:
        what = "any card, or any run that may move"
    spaces = [f"An emptied pile (a space) takes {what}."]
    if empty.sources == frozenset("w"):
        spaces[0] = f"An emptied pile (a space) takes {what}, but from the waste only."
    if rules.refill is not None:
        spaces.append(
            "A space is filled at once from the waste, or from the stock when the waste is empty."
        )
    else:
        spaces.append("You need not fill a space at once.")
    play = (
        ("The foundations", foundations),
        ("Building on the piles", tuple(building)),
        ("Spaces", tuple(spaces)),
        ("The stock", tuple(_stock_sentences(rules.stock))),
    )
    winning = f"You win when all {rules.cards} cards are on the foundations."
    if rules.stop_any_time:
        winning += " You may stop at any time; a game stopped short is lost."
    else:
        last = "for the last time " if rules.stock.redeals != 0 else ""
        winning += (
            f" The game is lost when the stock is used up {last}and no move is left that helps."
        )
    return RuleSummary(
        object=object_,
        layout=tuple(x for x in layout if x),
        play=play,
        scoring=_scoring(rules.scoring),
        winning=winning,
    )


# ----- Lady Cadogan's games ---------------------------------------------------------------------
def _mill(rules: Rules, o: Mapping[str, OptionValue]) -> RuleSummary:
    lay = rules.layout
    assert lay is not None
    wings = lay.columns
    stock = rules.cards - 1 - wings
    kings = (
        "The first four kings to come into play must each start an angle pile at once; "
        "later kings go on the centre (on a queen) or to the talon."
        if o.get("first_four_kings_mandatory", True)
        else "Any king may start an empty angle pile when you choose."
    )
    transfer = {
        "cadogan": (
            "Transfer: the top card of an angle pile (one from each at most) may move onto "
            "the centre, but only as part of a move that then plays a wing or talon card "
            "that could not be played before. An angle's own king never moves."
        ),
        "free_both_ways": (
            "Transfer: the top card of any foundation may move onto another foundation "
            "where it fits, either way."
        ),
        "none": "Cards never move from one foundation to another.",
    }[str(o.get("transfer_policy", "cadogan"))]
    return RuleSummary(
        object=(
            "Build four ace-to-king runs on the centre ace and four runs down from king to "
            "ace in the angles, all regardless of suit."
        ),
        layout=(
            _packs(rules),
            "Take out one ace and lay it in the middle: the centre.",
            f"Shuffle the other {rules.cards - 1} cards and deal {number_word(wings)} wing "
            "cards face up in a cross, two along each arm (top, right, bottom, left, the "
            "inner card first).",
            "The four corners between the arms (the angles) stay empty for kings.",
            f"The other {stock} cards are the pack, face down.",
        ),
        play=(
            (
                "The foundations",
                (
                    "The centre builds up regardless of suit: ace to king, then ace to king "
                    "again, four times over (52 cards).",
                    "Each angle starts with a king and builds down regardless of suit to the "
                    "ace (13 cards).",
                    kings,
                ),
            ),
            (
                "The wings",
                (
                    "Every wing card, the top talon card and the card just turned are in play.",
                    "Wing cards are never built on: they only go to the foundations.",
                    "A wing left empty must be filled at once, before any other move, with "
                    "the next pack card or the top talon card (your choice).",
                ),
            ),
            (
                "The pack",
                (
                    "Turn the pack one card at a time: play it to a foundation, fill an empty "
                    "wing with it, or lay it on the talon, face up.",
                    transfer,
                    _redeal(rules.stock, "pack", "talon"),
                ),
            ),
        ),
        scoring=(),
        winning=(
            f"You win when all {rules.cards} cards are on the foundations: 52 on the centre "
            "and 13 on each angle."
        ),
    )


def _shah(rules: Rules, o: Mapping[str, OptionValue]) -> RuleSummary:
    lay = rules.layout
    assert lay is not None
    rays, circles = lay.columns, lay.rows
    pack = rules.cards - 16
    married = (
        "the card just turned, the top talon card, or the outer card of another ray"
        if o.get("outer_to_outer_marriage", True)
        else "the card just turned or the top talon card (not another ray's card)"
    )
    return RuleSummary(
        object="Build the eight aces up in suit to the queens, round the Shah.",
        layout=(
            _packs(rules),
            "Take out the eight aces and the eight kings. One king of hearts is the Shah: "
            "lay it in the middle. The other seven kings are not used.",
            "Lay the eight aces in a ring round the Shah: they are the foundations.",
            f"Shuffle the other {pack} cards (the pack). The star has {number_word(rays)} "
            f"rays, one going out from each ace, each of {number_word(circles)} places "
            "(the inner, middle and outer circles).",
            f"Deal the inner circle ({number_word(rays)} cards, clockwise from the top ray), "
            "then the middle circle outside it, then the outer circle: "
            f"{rays * circles} cards. While dealing, a card that can go on an ace's pile "
            "may be played at once; the next pack card takes its place.",
            f"The other {pack - rays * circles} cards are the pack, face down (fewer when "
            "cards played during the deal were replaced).",
        ),
        play=(
            (
                "The foundations",
                (
                    "Each ace builds up in its own suit to the queen (12 cards); the kings "
                    "are not used.",
                ),
            ),
            (
                "The star",
                (
                    "Only the outermost card of each ray is in play; when an outer place is "
                    "empty the card inward of it is in play.",
                    "Marriage: a card may go on an outer-circle card one rank higher in the "
                    f"same suit. The card married may be {married}.",
                    "Cards of the inner and middle circles, even when in play, may only be "
                    "played to the foundations, never married or married onto.",
                    "Before the next pack card is turned, fill every empty place from the "
                    "top talon card or the pack (your choice for each card): the inner circle "
                    "first, then the middle, then the outer, each clockwise from the top ray.",
                    "When all three places of a ray are empty (a lane), its inner place may "
                    "take the outer card of another ray; its other two places are then filled "
                    "at once from the talon (from the pack when the talon is empty).",
                ),
            ),
            (
                "The pack",
                (
                    "Turn the pack one card at a time: play it, marry it, fill a place with "
                    "it, or lay it on the talon, face up.",
                    _redeal(rules.stock, "pack", "talon"),
                ),
            ),
        ),
        scoring=(),
        winning=(
            f"You win when all {8 * 12} cards are on the foundations: eight queens round the Shah."
        ),
    )


def _blockade(rules: Rules, o: Mapping[str, OptionValue]) -> RuleSummary:
    lay = rules.layout
    assert lay is not None
    cols = lay.columns
    refill = (
        "At the end of each turn of play, fill every empty place (a vacancy) from the "
        "pack: the higher rows first, left to right in each row."
        if o.get("vacancy_model", "all_positions") == "all_positions"
        else "At the end of each turn of play, refill only a column that has been emptied "
        "completely, from the pack; a column shortened by play stays short."
    )
    moves = (
        "Runs of one suit in order move together."
        if o.get("move_sequences", False)
        else "Cards move one at a time."
    )
    return RuleSummary(
        object="Build the eight aces up in suit to the kings.",
        layout=(
            _packs(rules),
            f"Deal a row of {number_word(cols)} cards face up, left to right: "
            f"{number_word(cols)} columns.",
            f"Later rows of {number_word(cols)} are dealt below the last one, a card under "
            "each column; each new row blocks the row above it.",
            "While a row is being dealt, an ace may be played as it comes (the next pack card "
            "takes its place); nothing else until the row is complete.",
            f"The other {rules.cards - cols} cards are the pack. Leave room for eight foundations.",
        ),
        play=(
            (
                "Playing and marrying",
                (
                    "The bottom card of each column (with no card below it) is in play; "
                    "taking it away frees the card above.",
                    "Play aces to the foundations and build them up in suit to the kings.",
                    "Marriage: a card in play may go on another card in play of the same suit "
                    "one rank higher.",
                    moves,
                ),
            ),
            (
                "Refilling and dealing",
                (
                    refill,
                    "When no place is waiting to be filled, deal the next row whenever you choose.",
                    "Once the pack is used up, empty places stay empty; play on until no move "
                    "is left.",
                ),
            ),
        ),
        scoring=(),
        winning=f"You win when all {rules.cards} cards are on the foundations.",
    )


def _clock(rules: Rules, o: Mapping[str, OptionValue]) -> RuleSummary:
    from cardlib.patience.cadogan import CLOCK_HOURS

    lay = rules.layout
    assert lay is not None
    big_ben = o.get("preset", "cadogan") == "big_ben"
    n = len(CLOCK_HOURS)
    packets = lay.columns * lay.size
    hours = ", ".join(f"{h} {_card(c)}" for h, c, _len in CLOCK_HOURS)
    if big_ben:
        marry = (
            "Marriage: a card may go on a packet's top card one rank higher in the same suit; "
            "a king may go on an ace. A packet with fewer than three cards takes no card.",
            "The top talon card may be married onto a packet as well as played.",
            "Bring every packet with fewer than three cards back up to three from the pack "
            "whenever you choose, starting at hour I and going clockwise.",
        )
    else:
        marry = (
            "Marriage: a packet's top card may go on another packet's top card one rank "
            "higher in the same suit (no king on an ace). Pack and talon cards are never "
            "married.",
            "After playing and marrying, bring every packet with fewer than three cards back "
            "up to three from the pack (never from the talon), starting at hour I and going "
            "clockwise, before anything else is played. A packet may hold more than three.",
            "The top talon card may only be played to the foundations.",
        )
    return RuleSummary(
        object="Build each of the twelve hour piles up in suit until its top card shows its hour.",
        layout=(
            _packs(rules),
            f"Take out {number_word(n)} cards and lay them in a circle at the hours of a "
            f"clock: {hours}. They are the foundations.",
            f"Shuffle the other {rules.cards - n} cards and deal {number_word(lay.columns)} "
            f"packets of {number_word(lay.size)} cards, one outside each hour, spread so all "
            f"show ({packets} cards).",
            f"The other {rules.cards - n - packets} cards are the pack, face down.",
        ),
        play=(
            (
                "The hours",
                (
                    "Each hour pile builds up in its own suit, a king followed by an ace, "
                    "until its top card shows the hour (ace 1, jack 11, queen 12): hour III "
                    "stops at a 3.",
                    _hour_lengths(CLOCK_HOURS),
                    "The top card of each packet is in play.",
                ),
            ),
            ("The packets", marry),
            (
                "The pack",
                (
                    "When you choose, turn the pack one card at a time: play it to an hour "
                    "or lay it on the talon, face up.",
                    _redeal(rules.stock, "pack", "talon"),
                ),
            ),
        ),
        scoring=(),
        winning=(
            f"You win when all {rules.cards} cards are on the clock, each pile showing its hour."
        ),
    )


def _hour_lengths(hours: tuple[tuple[str, str, int], ...]) -> str:
    """'Hours I to VIII take nine cards each; hours IX to XII take eight.'"""
    groups: list[tuple[int, list[str]]] = []
    for hour, _card_code, n in hours:
        if groups and groups[-1][0] == n:
            groups[-1][1].append(hour)
        else:
            groups.append((n, [hour]))
    parts = [f"hours {g[0]} to {g[-1]} take {number_word(n)} cards each" for n, g in groups]
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


def _fortress(rules: Rules, o: Mapping[str, OptionValue]) -> RuleSummary:
    from cardlib.patience.cadogan import FORTRESS_ROWS

    sizes = ", ".join(str(n) for n in FORTRESS_ROWS)
    per_group = sum(FORTRESS_ROWS)
    return RuleSummary(
        object="Build the four aces up in suit to the kings.",
        layout=(
            _packs(rules),
            "Lay the cards out face up in two groups, left and right, with a column of four "
            "foundation spaces between them.",
            f"Each group has {number_word(len(FORTRESS_ROWS))} rows of {sizes} cards "
            f"({per_group} a group, {2 * per_group} in all), dealt row by row from the top: "
            "the left group's row, then the right group's.",
        ),
        play=(
            (
                "Playing and marrying",
                (
                    "Only the outside card of each row is in play: the leftmost card of a "
                    "left row, the rightmost card of a right row. Taking it away frees the "
                    "next one.",
                    "Play aces to the foundations as they come free and build them up in "
                    "suit to the kings.",
                    "Marriage: a card in play may go on the outside card of any other row, "
                    "in either group, one rank higher or one rank lower in the same suit.",
                    "Cards move one at a time.",
                ),
            ),
            (
                "Lanes",
                (
                    "An emptied row (a lane) takes any card in play; you need not fill it at "
                    "once. A lane lets you turn a run round, one card at a time.",
                    "Every card is dealt at the start.",
                ),
            ),
        ),
        scoring=(),
        winning=f"You win when all {rules.cards} cards are on the foundations.",
    )


def _fourteenth(rules: Rules, o: Mapping[str, OptionValue]) -> RuleSummary:
    lay = rules.layout
    assert lay is not None
    total = lay.pair_total
    square = lay.columns * lay.rows
    names = {1: "A", 11: "J", 12: "Q", 13: "K"}
    pairs = ", ".join(
        f"{names.get(a, str(a))}+{names.get(total - a, str(total - a))}"
        for a in range(1, total // 2 + 1)
    )
    grace = {
        "once_per_game": (
            "Once in the game, when no pair can be made, you may exchange (swap) two cards of the "
            "square with two others (each of the first two takes the place of one of the "
            "others)."
        ),
        "per_block": (
            "Each time no pair can be made, you may exchange (swap) two cards of the square "
            "with two others (each of the first two takes the place of one of the others)."
        ),
        "off": "There is no exchange of cards: when no pair can be made, the game is over.",
    }[str(o.get("swap_grace", "once_per_game"))]
    return RuleSummary(
        object="Pair off the whole pack, two cards at a time that add up to fourteen.",
        layout=(
            _packs(rules),
            f"Deal {square} cards face up in a square of {number_word(lay.rows)} rows of "
            f"{number_word(lay.columns)}.",
            f"The other {rules.cards - square} cards are the hand, face down.",
        ),
        play=(
            (
                "Pairing",
                (
                    "Cards count their value: ace 1, two to ten their pips, jack 11, queen "
                    "12, king 13.",
                    "Take away any two cards that add up to fourteen and lie in the same row "
                    f"or the same column (they need not touch): {pairs}.",
                    "Fill both places at once from the hand, the one earlier in reading order "
                    "(row by row, left to right) first.",
                    "Once the hand is used up, empty places stay empty; pair on in the same way.",
                ),
            ),
            ("When you are stuck", (grace,)),
        ),
        scoring=(),
        winning=(
            f"You win when all {rules.cards} cards are paired off ({rules.cards // 2} pairs). "
            "You lose when no pair can be made and no exchange is left."
        ),
    )


def _sultan(rules: Rules, o: Mapping[str, OptionValue]) -> RuleSummary:
    divan = int(o.get("divan_size", 8))
    pack = rules.cards - 9 - divan
    if o.get("divan_refill", "immediate") == "optional":
        refill = "An empty Divan place may be filled with the top talon card whenever you choose."
    else:
        refill = (
            "An empty Divan place is filled at once from the top of the talon, or from the "
            "pack when the talon is empty."
        )
    return RuleSummary(
        object=(
            "Build the seven kings and the ace of hearts up in suit to queens, round the Sultan."
        ),
        layout=(
            _packs(rules),
            "Take out the eight kings and one ace of hearts and lay them in a square of three "
            "rows of three: K♣ A♥ K♣ on top, K♠ K♥ K♠ in the middle, K♦ K♥ K♦ below.",
            "The king of hearts in the middle is the Sultan: it stays and takes no cards. The "
            "other eight cards are the foundations.",
            f"Shuffle the other {rules.cards - 9} cards and deal the Divan: "
            f"{number_word(divan)} cards face up, {number_word(divan // 2)} in a column on each "
            f"side of the square. The other {pack} cards are the pack.",
        ),
        play=(
            (
                "The foundations",
                (
                    "Each king builds up in its own suit from the ace: A, 2, 3 ... up to the "
                    "queen (12 cards).",
                    "The ace of hearts builds up from the two of hearts to the queen (11 cards).",
                ),
            ),
            (
                "The Divan and the pack",
                (
                    "Every Divan card, the top talon card and the card just turned are in "
                    "play. Nothing is built on the Divan.",
                    "Turn the pack one card at a time: play it to a foundation or lay it on "
                    "the talon, face up.",
                    refill,
                    _redeal(rules.stock, "pack", "talon"),
                ),
            ),
        ),
        scoring=(),
        winning=(
            f"You win when all eight foundations end on queens ({rules.cards - 9} cards played)."
        ),
    )


CADOGAN: dict[str, SummaryWriter] = {
    "the-mill": _mill,
    "the-shah": _shah,
    "the-blockade": _blockade,
    "the-clock": _clock,
    "fortress": _fortress,
    "the-fourteenth": _fourteenth,
    "the-sultan": _sultan,
}
"""Each of Lady Cadogan's games' writer, by game id."""
