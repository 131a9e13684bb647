"""The reference cards state each game's defining rules (issue 47): the key facts of every
game are in the rules part of its card, not only in the one-line summary, every sentence of
the game's own record is printed, option-dependent sentences follow the option, and the
old garbles ("1 pile of 1", "8 foundations" on The Clock, "target = 0") are gone."""

from __future__ import annotations

import re
from html import unescape

import pytest

import cardlib
from cardlib.refcards import refcard, refcard_html

GAMES = [info.id for info in cardlib.catalog()]
TAGS = re.compile(r"<[^>]+>")
PICTURE = re.compile(r'<figure class="picture">.*?</figure>', re.DOTALL)


def squeeze(text: str) -> str:
    return " ".join(text.split())


def rules_part(game_id: str) -> str:
    """The card's rules (object to winning) as a reader sees them, without the title, the
    one-line summary or the footer."""
    html = refcard_html(game_id)
    body = html[html.index('<main class="rules">') : html.index("</main>")]
    return squeeze(unescape(TAGS.sub(" ", PICTURE.sub(" ", body))))


def summary_of(game_id: str, **options: object) -> str:
    info, _f, preset = cardlib.registry.game_factory(game_id)
    game = cardlib.new_game(info.id, seed=1, **{**preset, **options})
    return squeeze(game.rule_summary().text())


# Key facts of each patience game, each a regular expression the card's rules must match
# (case-insensitive). They are the rules that make the game what it is.
PATIENCE_FACTS: dict[str, list[str]] = {
    "forty-thieves": [
        r"ten piles of four cards",
        r"all face up",
        r"64 cards are the stock",
        r"one rank higher and of the same suit",
        r"one at a time",
        r"takes any card",
        r"once only",
        r"all 104 cards",
    ],
    "indian": [
        r"ten piles of three cards",
        r"bottom card of each pile face down",
        r"any suit but its own",
        r"once only",
    ],
    "limited": [r"twelve piles of three cards", r"same suit", r"once only"],
    "little-forty": [
        r"ten piles of four",
        r"any suit but its own",
        r"three cards at a time",
        r"three redeals \(four passes in all\)",
        r"moves as a unit",
    ],
    "lucas": [r"take out the eight aces", r"thirteen piles of three", r"57 cards"],
    "maria": [r"nine piles of four", r"opposite colour", r"68 cards"],
    "number-ten": [r"bottom two cards of each pile face down", r"opposite colour", r"run"],
    "rank-and-file": [r"bottom three cards of each pile face down", r"top card face up"],
    "streets": [r"ten piles of four", r"opposite colour", r"one at a time"],
    "klondike": [
        r"seven piles",
        r"first gets one card",
        r"21 cards face down",
        r"24 cards are the stock",
        r"opposite colour",
        r"only a king",
        r"three cards at a time",
        r"redeal as often as you like",
        r"52 cards",
    ],
    "the-mill": [
        r"centre",
        r"eight wing cards",
        r"regardless of suit",
        r"four times",
        r"angle",
        r"first four kings",
        r"filled at once",
        r"transfer",
        r"95 cards are the pack",
    ],
    "the-shah": [
        r"the Shah",
        r"eight aces in a ring",
        r"seven kings are not used",
        r"eight rays",
        r"three places",
        r"to the queen",
        r"marriage: a card may go on an outer-circle card",
        r"inner and middle circles.*only be played",
        r"inner circle first",
        r"96 cards",
    ],
    "the-blockade": [
        r"row of twelve cards",
        r"rows of twelve are dealt below",
        r"blocks the row above",
        r"an ace may be played as it comes",
        r"marriage",
        r"same suit one rank higher",
        r"higher rows first",
        r"deal the next row",
    ],
    "the-clock": [
        r"twelve cards .* hours of a clock",
        r"I 6♣",
        r"XII 5♦",
        r"twelve packets of three",
        r"56 cards are the pack",
        r"king followed by an ace",
        r"shows the hour",
        r"nine cards each",
        r"never from the talon",
        r"talon card may only be played",
    ],
    "fortress": [
        r"two groups",
        r"five rows of 5, 5, 5, 5, 6",
        r"outside card",
        r"one rank higher or one rank lower in the same suit",
        r"lane",
        r"every card is dealt at the start",
    ],
    "the-fourteenth": [
        r"fourteen",
        r"25 cards .* five rows of five",
        r"79 cards are the hand",
        r"same row or the same column",
        r"A\+K, 2\+Q, 3\+J, 4\+10, 5\+9, 6\+8, 7\+7",
        r"pair",
        r"reading order",
        r"exchange \(swap\) two cards",
        r"52 pairs",
    ],
    "the-sultan": [
        r"the Sultan",
        r"eight kings and one ace of hearts",
        r"three rows of three",
        r"Divan: eight cards",
        r"87 cards are the pack",
        r"to the queen",
        r"two of hearts",
        r"filled at once from the top of the talon",
        r"shuffle it",
        r"two redeals \(three passes in all\)",
    ],
}


# The same for the table games, War and the dice (and the presets that are games of their own).
TABLE_FACTS: dict[str, list[str]] = {
    "war": [r"26 cards", r"higher card takes both", r"one card face down", r"all 52 cards"],
    "quadruple-war": [r"four cards face down", r"twelve cards"],
    "solitaire-dice": [r"five dice", r"throwaway", r"two pairs", r"eighth mark", r"500"],
    "forty-five": [
        r"rob",
        r"ace of hearts is always a trump",
        r"5 of trumps",
        r"reneg",
        r"follow suit",
        r"three or four tricks scores 5 points",
        r"all five tricks scores 10",
        r"45 points",
    ],
    "spoil-five": [r"must rob", r"pool", r"jink", r"spoil"],
    "twenty-five": [r"5 points", r"25 points"],
    "auction-forty-fives": [r"bid", r"hold", r"120 points", r"discards"],
    "pepper": [
        r"bid",
        r"Little Pepper",
        r"Big Pepper",
        r"right bower",
        r"left bower",
        r"no trump",
        r"must follow the suit led",
        r"30 points",
    ],
    "all-fours": [
        r"kick",
        r"beg",
        r"stands",
        r"give one",
        r"run the pack",
        r"High",
        r"Low",
        r"Jack",
        r"hang jack",
        r"Game",
        r"14 points",
    ],
}


def test_every_game_has_its_facts() -> None:
    games = {i.id for i in cardlib.catalog()}
    assert games <= set(PATIENCE_FACTS) | set(TABLE_FACTS)
    assert sorted(PATIENCE_FACTS) == sorted(
        i.id for i in cardlib.catalog() if i.family not in ("war", "dice", "tricks")
    )


@pytest.mark.parametrize("game_id", sorted(PATIENCE_FACTS) + sorted(TABLE_FACTS))
def test_card_states_the_key_facts(game_id: str) -> None:
    text = rules_part(game_id)
    facts = PATIENCE_FACTS.get(game_id) or TABLE_FACTS[game_id]
    missing = [f for f in facts if not re.search(f, text, re.IGNORECASE)]
    assert not missing, f"{game_id}: {missing} not in the card's rules: {text}"


@pytest.mark.parametrize("game_id", GAMES)
def test_card_prints_the_games_own_record(game_id: str) -> None:
    record = cardlib.new_game(game_id, seed=1).rule_summary()
    text = rules_part(game_id)
    assert record.object and record.layout and record.play and record.winning
    for sentence in record.sentences():
        assert squeeze(sentence) in text, f"{game_id}: {sentence!r} is not on the card"
    for heading, lines in record.play:
        assert heading in text and lines


GARBLES = [
    r"\b1 pile of 1\b",
    r"\w+ = \w+",  # an option printed as code
    r"\b[a-z]+_[a-z_]+\b",  # a Python identifier
    r"\b1 (cards|piles|passes|redeals)\b",
    r"\b([02-9]|\d\d+) (card|pile|pass|redeal)\b(?!s)",
]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_garbles_on_any_card(game_id: str) -> None:
    html = PICTURE.sub(" ", refcard_html(game_id))
    text = squeeze(unescape(TAGS.sub(" ", html[html.index("<body>") :])))
    for garble in GARBLES:
        assert not re.search(garble, text), f"{game_id}: {garble!r} in {text}"


def test_the_clock_has_twelve_hour_piles_not_eight_foundations() -> None:
    text = rules_part("the-clock")
    assert "8 foundations" not in text and "eight foundations" not in text
    assert "twelve hour piles" in text


def test_the_fourteenth_pairs_not_a_discard_pile() -> None:
    text = rules_part("the-fourteenth")
    assert "discard pile" not in text and "1 card at a time" not in text


# ----- sentences that follow the options -----------------------------------------------------
def test_klondike_options_change_the_card() -> None:
    assert "one card at a time" in summary_of("klondike", draw=1)
    assert "three cards at a time" in summary_of("klondike")
    one_pass = summary_of("klondike", passes="1")
    assert "stock once only" in one_pass and "as often" not in one_pass
    assert "redeal" not in one_pass
    assert "two redeals (three passes in all)" in summary_of("klondike", passes="3")
    assert "all together, never in part" in summary_of("klondike", move_unit="whole_run_only")
    assert "may come back onto a pile" not in summary_of("klondike", worrying_back=False)
    vegas = summary_of("vegas-klondike")
    assert "pay 52 points" in vegas and "earn 5" in vegas and "11 cards" in vegas
    assert "208" in vegas and "one card at a time" in vegas
    windows = summary_of("klondike", scoring="windows_standard")
    assert "turning the waste over costs 20 points" in windows


def test_forty_thieves_family_options_change_the_card() -> None:
    assert "from the waste only" in summary_of("forty-thieves", empty_pile_source="waste_only")
    assert "come back onto a pile" in summary_of("streets", foundation_to_tableau=True)
    assert "may move in one step" in summary_of("forty-thieves", supermove=True)
    assert "bottom two cards" in summary_of("indian", face_down=2)
    assert "one redeal (two passes in all)" in summary_of("lucas", redeals=1)
    no_redeal = summary_of("little-forty", redeals=0)
    assert "stock once only" in no_redeal and "redeal" not in no_redeal
    lucas_runs = summary_of("lucas", sequence_moves=True)
    assert "one suit in order moves as a unit" in lucas_runs
    traditional = summary_of("little-forty-traditional")
    assert "of any suit." in traditional and "filled at once" in traditional


def test_cadogan_options_change_the_card() -> None:
    assert "first four kings" not in summary_of("the-mill", first_four_kings_mandatory=False)
    assert "never move from one foundation" in summary_of("the-mill", transfer_policy="none")
    assert "not another ray" in summary_of("the-shah", outer_to_outer_marriage=False)
    assert "stays short" in summary_of("the-blockade", vacancy_model="empty_columns_only")
    assert "move together" in summary_of("the-blockade", move_sequences=True)
    big_ben = summary_of("big-ben")
    assert (
        "a king may go on an ace" in big_ben and "fewer than three cards takes no card" in big_ben
    )
    assert "Once in the game" in summary_of("the-fourteenth")
    assert "Each time no pair" in summary_of("the-fourteenth", swap_grace="per_block")
    assert "no exchange" in summary_of("the-fourteenth", swap_grace="off")
    six = summary_of("the-sultan", divan_size=6)
    assert "Divan: six cards" in six and "three in a column" in six and "89 cards" in six
    assert "without shuffling" in summary_of("the-sultan", redeal_shuffle=False)
    assert "whenever you choose" in summary_of("the-sultan", divan_refill="optional")


def test_a_preset_card_is_the_presets_game() -> None:
    card = refcard("vegas-klondike")
    assert card.name == "Vegas Klondike"
    assert "pay 52 points" in " ".join(card.rules.scoring)
    assert refcard("big-ben").name == "Big Ben"


# ----- the layout, drawn small ---------------------------------------------------------------
PATIENCE = [i.id for i in cardlib.catalog() if i.family not in ("war", "dice", "tricks")]


@pytest.mark.parametrize("game_id", PATIENCE)
def test_patience_card_draws_the_layout_as_dealt(game_id: str) -> None:
    """The picture is the whole deal (a layout dealt card by card is dealt to the end), and
    its stock holds the cards the record says are left over."""
    card = refcard(game_id)
    assert card.picture.startswith("<svg") and card.picture in refcard_html(game_id)
    label = re.search(r'aria-label="([^"]*)"', card.picture)
    assert label is not None
    drawn = re.search(r"(?:stock|pack|hand): (\d+) cards", unescape(label.group(1)))
    said = re.search(r"The other (\d+) cards are the (?:stock|pack|hand)", rules_part(game_id))
    if game_id == "fortress":  # every card is dealt
        assert said is None and (drawn is None or drawn.group(1) == "0")
    else:
        assert drawn is not None and said is not None, game_id
        assert drawn.group(1) == said.group(1)


def test_table_games_have_no_layout_picture() -> None:
    for game_id in ("war", "quadruple-war", "solitaire-dice", "forty-five", "pepper", "all-fours"):
        assert refcard(game_id).picture == ""
