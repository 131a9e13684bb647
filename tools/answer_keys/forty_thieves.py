"""Answer keys for the Forty Thieves family's classroom questions (see answer_keys).

Every fact is asked of ``cardlib``: where a card may go is counted from the game's build
rule and its two packs, a sample deal's position is replayed with the simple computer
player's moves, the family's odds are read as ``book/forty-thieves/family.ipynb`` reads
them (every game at the shortest search time any run had), and the quiz tally comes from
:func:`answer_keys.quiz_refusals`.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from answer_keys import Answer, Chapter, KeyWriter, quiz_refusals, quiz_tally_answer, words_list
from cardlib.cards import Card
from cardlib.patience.chapter import (
    SPECS,
    Odds,
    empty_tableau,
    new,
    odds,
    opening,
    play_out,
    rules_of,
)
from cardlib.patience.engine import PatienceGame
from cardlib.patience.rules import CARDS, MoveUnit
from cardlib.summary import number_word
from cardlib.tables import fmt_pct

FT = "forty-thieves"
TURN = "turn the stock"


# ----- shared facts --------------------------------------------------------------------------
def _gid(ch: Chapter) -> str:
    return ch.name.rsplit("/", 1)[-1]


def _name(gid: str) -> str:
    return SPECS[gid].name


def _and(words: list[str], last: str = "or") -> str:
    return words_list(words, last)


def _a(card: str) -> str:
    return f"an {card}" if card[0] in "8A" else f"a {card}"


def _cards(cards: list[str]) -> str:
    return _and([f"a {c}" for c in cards])


def places_for(gid: str, card: str) -> tuple[list[str], int]:
    """The cards (one of each) that ``card`` may be built on in ``gid``, and how many such
    cards the game's packs hold."""
    rules = rules_of(gid)
    mover = Card.parse(card)
    onto = [str(c) for c in CARDS if rules.build.fits(mover, c)]
    return onto, len(onto) * rules.packs


@cache
def family_odds(gid: str) -> Odds:
    """A game's odds as the family's table gives them: every game read at the shortest
    search time per deal any run had."""
    common = min(o.limit for o in (odds(g) for g in SPECS) if o.limit is not None)
    return odds(gid, None, common)


def _simple(gid: str) -> str:
    o = family_odds(gid)
    return f"{o.simple_won:,} of {o.simple_n:,} deals ({fmt_pct(o.simple_won / o.simple_n)})"


def _odds_words(gid: str) -> str:
    """The family's odds of ``gid`` beside Forty Thieves's, in one sentence."""
    o, ft = family_odds(gid), family_odds(FT)
    return (
        f"In the family's odds the simple computer player won {_simple(gid)} of "
        f"{_name(gid)} and {_simple(FT)} of Forty Thieves; the search proved "
        f"{fmt_pct(o.low)} of {_name(gid)} deals winnable, against {fmt_pct(ft.low)}."
    )


def _rules_words(gid: str) -> str:
    r = rules_of(gid)
    return f"{number_word(r.tableau)} piles of {number_word(r.rows)}"


@cache
def _sample(gid: str, seed: int, moves: int) -> tuple[PatienceGame, tuple[str, ...]]:
    """The sample deal after the simple computer player's first ``moves`` moves, and every
    move open there, in words."""
    game, _ = opening(gid, seed, moves)
    return game, tuple(game.describe(m) for m in game.legal_moves() if str(m) != "stop")


def _pile(game: PatienceGame, name: str) -> list[str]:
    return [str(c) for c in game.layout()[game.table.k.ids[name]].cards]


def _open(ch: Chapter, prefix: str) -> tuple[PatienceGame, tuple[str, ...]]:
    return _sample(_gid(ch), ch.value(f"{prefix}_sample"), ch.value(f"{prefix}_open_n"))


def _pile_moves(moves: tuple[str, ...]) -> list[str]:
    return [m for m in moves if m != TURN]


def spaces_to_move(gid: str, run: list[str], onto: str, spaces: int) -> int | None:
    """The fewest moves that carry ``run`` (bottom first) from the first pile onto ``onto``
    on the second, one card at a time, with ``spaces`` empty piles and kings elsewhere;
    ``None`` when it cannot be done."""
    tableau = empty_tableau()
    tableau[0], tableau[1] = list(run), [onto]
    kings = [f"K{s}" for s in "SCDH"] * 2
    for i in range(2 + spaces, 10):
        tableau[i] = [kings[i - 2]]
    start = new(gid, position={"tableau": tableau, "stock": "2S"})
    goal = [str(Card.parse(c)) for c in [onto, *run]]
    seen = {repr([p.cards for p in start.layout()])}
    todo: deque[tuple[PatienceGame, int]] = deque([(start, 0)])
    while todo:
        game, n = todo.popleft()
        if _pile(game, "t2") == goal:
            return n
        if n >= 4 * len(run):
            continue
        for m in game.legal_moves():
            src = str(m).split("-")[0].split(":")[0]
            if src not in game.table.k.ids or not src.startswith("t"):
                continue  # the stock, the waste, the foundations: no help here
            if _pile(game, src)[-1:] and _pile(game, src)[-1].startswith("K"):
                continue  # the kings only stand in the way
            if str(m).endswith("-f"):
                continue
            after = game.copy()
            after.play(m)
            key = repr([p.cards for p in after.layout()])
            if key not in seen:
                seen.add(key)
                todo.append((after, n + 1))
    return None


def fewest_spaces(gid: str, run: list[str], onto: str) -> tuple[int, int]:
    """The fewest spaces that let ``run`` move onto ``onto``, and the moves it then takes."""
    for k in range(0, 8):
        n = spaces_to_move(gid, run, onto, k)
        if n is not None:
            return k, n
    raise ValueError(f"{run} never reaches {onto}")


def _runs(gid: str) -> str:
    unit = rules_of(gid).move_unit
    if unit is MoveUnit.BUILT_RUN:
        return f"a run built {rules_of(gid).build.name} moves whole or in its lower part"
    return f"what moves: {unit.value}"


def _nine_hearts(gid: str, starts: str) -> Answer:
    onto, n = places_for(gid, "9H")
    packs = number_word(rules_of(gid).packs)
    return Answer(
        starts,
        f"On {_cards(onto)}: {number_word(n)} places with two packs.",
        f"In {_name(gid)} you build {rules_of(gid).build.name}, so the 9♥ needs one of "
        f"{number_word(len(onto))} tens, and the {packs} packs hold two of each: "
        f"{number_word(n)} in all. A space takes it too, and so does a foundation showing "
        "the 8♥.",
    )


def _compare_places(gid: str, card: str, starts: str) -> Answer:
    here, n = places_for(gid, card)
    ft, n_ft = places_for(FT, card)
    shown = str(Card.parse(card))
    return Answer(
        starts,
        f"On {number_word(n)} cards in {_name(gid)}, on {number_word(n_ft)} in Forty Thieves.",
        f"In {_name(gid)} {_a(shown)} goes on {_cards(here)}, built "
        f"{rules_of(gid).build.name}; in Forty Thieves only on {_cards(ft)}, built "
        f"{rules_of(FT).build.name}. Two packs hold two of each, so {n} "
        f"against {n_ft}.",
    )


def _before_the_turn(ch: Chapter, prefix: str) -> Answer:
    """ "Which moves on the piles would you make before you turn the stock?"."""
    gid = _gid(ch)
    _, moves = _open(ch, prefix)
    piles = _pile_moves(moves)
    keep = ch.value(f"{prefix}_n_keep")
    return Answer(
        f"Play deal {ch.value(f'{prefix}_sample_code')}, the sample deal.",
        f"Play on the piles first; any of these keeps a win: {'; '.join(piles)}.",
        f"The search proves that each of the {number_word(keep)} moves on the piles keeps "
        "a win. The simple computer player turns the stock at once, and after that the "
        "search cannot say whether the deal can still be won. A card turned onto the waste "
        f"buries the one beneath it, and {_name(gid)} has one pass only. Other orders are "
        "right if the pupil argues them.",
        model=True,
    )


# ----- the chapters --------------------------------------------------------------------------
def forty_thieves_key(ch: Chapter) -> list[Answer]:
    game, moves = _open(ch, "ft")
    mine = next(m for m in moves if m.startswith("6♠ from pile"))
    pile = mine.split(" onto")[0].removeprefix("6♠ from ")
    run = _pile(game, "t" + pile.split()[-1])
    end = play_out(FT, ch.value("ft_sample")).table.cards_home
    onto, n = places_for(FT, "9H")
    spaces, steps = fewest_spaces(FT, ["9H", "8H", "7H"], "10H")
    one, _ = fewest_spaces(FT, ["9H", "8H"], "10H")
    two, _ = fewest_spaces(FT, ["9H", "8H", "7H", "6H"], "10H")
    return [
        Answer(
            "Play deal forty-thieves:35, the sample deal.",
            f"On the simple computer player's line the choice comes after "
            f"{ch.value('ft_open_n')} moves: send home the 6♠ from {pile}, and all "
            f"{rules_of(FT).cards} cards can get home. That player sends the waste's 6♠ and "
            f"ends with {end} cards home, against its average of "
            f"{ch.value('ft_big_home'):.0f}.",
            f"The 6♠ on {pile} lies on a run of spades from the {run[-7]} down to the "
            f"{run[-2]}: sent home first, it lets the whole run follow. Left behind, it has "
            "nowhere to go, and the run under it is stuck. Any score above the average is "
            "good.",
            model=True,
        ),
        Answer(
            "Why does a space matter so much",
            f"Because a card fits on very few cards: a 9♥ only on a {onto[0]}, "
            f"{number_word(n)} cards in two packs, and cards move one at a time; a space "
            "is the one place that takes any card.",
            "A card that fits nowhere can wait in a space while the card under it is freed, "
            "or while a run moves card by card, as the 8♥ waits so that the 9♥ can reach the "
            "10♥ in the chapter's picture. Credit any real position where the card put in "
            "the space fits on no top card.",
            model=True,
        ),
        Answer(
            "Move a run of three cards",
            f"{number_word(spaces).capitalize()} spaces, when no other pile takes the cards: "
            f"the run then moves in {number_word(steps)} moves.",
            f"For 9♥ 8♥ 7♥ onto a 10♥: the 7♥ into one space, the 8♥ into the other, the "
            "9♥ onto the 10♥, then the 8♥ and the 7♥ after it. With one space the 8♥ has "
            f"nowhere to wait. {number_word(one).capitalize()} space moves a run of two; "
            f"{number_word(two)} spaces move a run of up to four.",
        ),
        quiz_tally_answer(FT, _ft_groups()),
    ]


def _ft_groups() -> str:
    tally = quiz_refusals(FT)
    build = rules_of(FT).build.name
    groups = {
        "the build": tally.get(build, 0),
        "one card at a time": tally.get("single cards only", 0)
        + tally.get("one card to a foundation", 0),
        "the foundations": tally.get("foundation build", 0) + tally.get("foundation cards stay", 0),
    }
    said = ", ".join(f"{k} {number_word(v)}" for k, v in groups.items())
    return f" Counted as the question groups them: {said}."


def indian_key(ch: Chapter) -> list[Answer]:
    gid = "indian"
    _, n = places_for(gid, "9H")
    _, n_ft = places_for(FT, "9H")
    return [
        _before_the_turn(ch, "in"),
        Answer(
            "Indian and Forty Thieves deal the same",
            f"The build: a card goes on the next higher card of any suit but its own, so a "
            f"9♥ has {number_word(n)} places instead of {number_word(n_ft)}; and the piles are "
            f"shorter ({_rules_words(gid)}), so they empty sooner.",
            _odds_words(gid) + f" The {ch.value('in_down')} face-down cards work the other "
            "way, hiding a card in each pile; credit pupils who weigh both.",
            model=True,
        ),
        _nine_hearts(gid, "A 9♥ is free. On which cards"),
        quiz_tally_answer(gid),
    ]


def limited_key(ch: Chapter) -> list[Answer]:
    gid = "limited"
    r = rules_of(gid)
    return [
        _before_the_turn(ch, "li"),
        Answer(
            "Limited and Forty Thieves build the same",
            f"The layout: {_rules_words(gid)} instead of {_rules_words(FT)}, so there are "
            "more top cards to build on, and short piles that soon empty into spaces.",
            _odds_words(gid) + " The build, one card at a time and one pass are the same in "
            "both games, so the difference lies in the piles.",
            model=True,
        ),
        Answer(
            "Each pile starts with three cards.",
            f"{number_word(r.rows).capitalize()} moves, one for each card, since cards "
            "move one at a time; the space then takes any card.",
            "Each card must go somewhere: home, onto the next higher card of its suit, or "
            "into another space. Use the space to hold a card that fits nowhere while you "
            "free a card beneath it, or to move a run card by card; do not fill it just "
            "because a card fits there.",
        ),
        quiz_tally_answer(gid),
    ]


def little_forty_key(ch: Chapter) -> list[Answer]:
    gid = "little-forty"
    end = play_out(gid, ch.value("lf_sample")).table.cards_home
    r = rules_of(gid)
    whole, n_whole = places_for(gid, "9H")
    part, n_part = places_for(gid, "8S")
    _, n_ft = places_for(FT, "9H")
    o = family_odds(gid)
    won = (
        f"even the simple computer player wins it, all {end} cards home"
        if end == r.cards
        else f"the simple computer player sends home {end} cards"
    )
    return [
        Answer(
            "Play deal little-forty:3, the sample deal,",
            f"It can be won: the search proves it, and {won}.",
            f"After the first {ch.value('lf_open_n')} moves all "
            f"{number_word(ch.value('lf_n_choices'))} choices still keep the win: no single "
            "move decides this deal. A pupil who lost should look for the move after which "
            "nothing helped, often a card left on the waste or a space filled too soon.",
            model=True,
        ),
        Answer(
            "Every deal of Little Forty the search",
            f"It builds on any suit but a card's own ({number_word(n_part)} places, not "
            f"{number_word(n_ft)}), moves whole runs, and turns the stock "
            f"{number_word(r.stock.draw)} at a time with "
            f"{number_word((r.stock.redeals or 0) + 1)} passes instead of one.",
            f"The search proved {o.winnable:,} of {o.n:,} deals of Little Forty winnable, "
            f"against {family_odds(FT).winnable:,} of Forty Thieves; the simple computer "
            f"player won {_simple(gid)} and {_simple(FT)}. With four passes a slip can "
            "often be mended later.",
            model=True,
        ),
        Answer(
            "A run 9♥ 8♠ 7♦ lies on",
            f"The whole run onto {_cards(whole)} ({number_word(n_whole)} cards in two "
            f"packs) or a space; the 8♠ 7♦ alone onto {_cards(part)} "
            f"({number_word(n_part)} cards) or a space.",
            "A built run moves whole or in its lower part, and it goes where its first card "
            "may go: the next higher card of any suit but its own, so never a 10♥ for the "
            "9♥ or a 9♠ for the 8♠.",
        ),
        quiz_tally_answer(gid),
    ]


def lucas_key(ch: Chapter) -> list[Answer]:
    gid = "lucas"
    game, moves = _open(ch, "lu")
    tens = [m for m in moves if m.startswith("10♠ from pile")]
    piles = {m.split(" onto")[0].split()[-1]: m for m in tens}
    keep = next(p for p in piles if _pile(game, f"t{p}")[-2:-1] == ["J♠"])
    other = next(p for p in piles if p != keep)
    r = rules_of(gid)
    return [
        Answer(
            "Play deal lucas:2, the sample deal.",
            f"On the simple computer player's line the choice comes after "
            f"{ch.value('lu_open_n')} moves: send home the 10♠ from pile {keep}, the one "
            "lying on the J♠.",
            f"Sent home first, it lets the J♠ follow. The simple computer player sends the "
            f"10♠ from pile {other}, and the search proves the deal lost: the other 10♠ has "
            f"nowhere to go and the J♠ stays buried. Each of the other "
            f"{number_word(ch.value('lu_n_keep'))} choices keeps a win.",
            model=True,
        ),
        Answer(
            "Lucas and Forty Thieves build the same",
            f"The {number_word(r.preplaced)} aces start on the foundations, and there are "
            f"{_rules_words(gid)} instead of {_rules_words(FT)}: more room, shorter piles.",
            _odds_words(gid) + " No ace has to be dug out, and thirteen top cards give "
            "more places to build.",
            model=True,
        ),
        Answer(
            "Why may a 2 always go",
            f"Because all {number_word(r.preplaced)} aces start on the foundations, "
            f"{number_word(r.packs)} of each suit: one waits for each 2.",
            "In Forty Thieves the aces are shuffled in with the other cards, so a 2 can go "
            "home only once an ace of its suit has come out, and that ace may lie deep in a "
            "pile or late in the stock.",
        ),
        quiz_tally_answer(gid),
    ]


def maria_key(ch: Chapter) -> list[Answer]:
    gid = "maria"
    game, _ = _open(ch, "ma")
    pile4 = _pile(game, "t4")
    onto, n = places_for(gid, "9H")
    ft, n_ft = places_for(FT, "9H")
    o, f = family_odds(gid), family_odds(FT)
    return [
        Answer(
            "Play deal maria:296, the sample deal.",
            "The 5♠ first, onto the 6♦; the 4♦ may still follow it there.",
            f"The fourth pile holds {' '.join(pile4)}: moving the {pile4[-1]} leaves the "
            f"{pile4[-2]} on top, one card nearer the {pile4[-3]}. Put the 4♦ on the 5♠ first "
            "and the 5♠ is pinned, since cards move one at a time. The search proves "
            f"{number_word(ch.value('ma_n_keep'))} of the "
            f"{number_word(ch.value('ma_n_choices'))} choices keep a win, the 5♠ first among "
            "them; after the 4♦ first it cannot say.",
            model=True,
        ),
        Answer(
            "On how many cards in play may",
            f"On {number_word(n)} in Maria, on {number_word(n_ft)} in Forty Thieves.",
            f"In Maria the 9♥ goes on {_cards(onto)} (alternate colours); in Forty Thieves "
            f"only on {_cards(ft)} (in suit). Two packs hold two of each: {n} "
            f"against {n_ft}.",
        ),
        Answer(
            "Maria builds more freely than Forty Thieves,",
            "The missing pile matters more: Maria is, if anything, harder than Forty Thieves.",
            f"The search proved {fmt_pct(o.low)} of Maria deals winnable against "
            f"{fmt_pct(f.low)} of Forty Thieves, and the simple computer player won "
            f"{_simple(gid)} against {_simple(FT)}. With nine piles fewer cards are in play "
            f"and {rules_of(gid).stock_size} wait in the stock. Most deals are undecided, so "
            "credit any answer that reads the odds with that care.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


def number_ten_key(ch: Chapter) -> list[Answer]:
    gid = "number-ten"
    game, moves = _open(ch, "nt")
    lone = next(m for m in moves if m.startswith("10♣ from pile"))
    pile = lone.split(" onto")[0].split()[-1]
    pair = next(m for m in moves if m.startswith("10♣ 9♦ from pile"))
    pair_pile = pair.split(" onto")[0].split()[-1]
    if len(_pile(game, f"t{pile}")) != 1:
        raise ValueError(f"number-ten:3: pile {pile} holds more than the lone 10♣")
    part, n_part = places_for(gid, "8S")
    _, n = places_for(gid, "9H")
    _, n_ft = places_for(FT, "9H")
    return [
        Answer(
            "Play deal number-ten:3, the sample deal.",
            f"The lone 10♣ from pile {pile}: moved away, it empties the pile and leaves a space.",
            f"The other 10♣ lies on pile {pair_pile} with the 9♦ on it; moving both puts the "
            "same cards on the J♥ but leaves no space. The search proves the deal can still "
            "be won after the lone 10♣; after each of the other "
            f"{number_word(ch.value('nt_n_other'))} choices it cannot say.",
            model=True,
        ),
        Answer(
            "Number Ten and Forty Thieves deal the",
            f"The build in alternate colours ({number_word(n)} places for a card, not "
            f"{number_word(n_ft)}), and runs that move as a unit, however long.",
            _odds_words(gid) + f" The {ch.value('nt_down')} face-down cards work the other "
            "way; a long run never blocks a pile as it does in Forty Thieves.",
            model=True,
        ),
        Answer(
            "May the 8♠ 7♦ of a",
            f"Yes: the 8♠ 7♦ may move without the 9♥, onto {_cards(part)} "
            f"({number_word(n_part)} cards) or a space. No: the 9♥ moves only with the 8♠ 7♦ "
            "on it.",
            f"In Number Ten {_runs(gid)}. A card with cards on it cannot leave them behind, "
            "since what moves always ends with the top card.",
        ),
        quiz_tally_answer(gid),
    ]


def rank_and_file_key(ch: Chapter) -> list[Answer]:
    gid = "rank-and-file"
    _, moves = _open(ch, "rf")
    simple = ch.value("rf_simple_words")
    others = [m for m in moves if m != simple]
    nt, rf = rules_of("number-ten").summary(), rules_of(gid).summary()
    differ = [k for k in nt if nt[k] != rf[k]]
    o_nt, o_rf = family_odds("number-ten"), family_odds(gid)
    return [
        Answer(
            "Play deal rank-and-file:4, the sample deal.",
            f"Not the simple computer player's {simple}: any of the other "
            f"{number_word(len(others))}, such as {others[0]}.",
            f"After the J♥ move the search cannot say whether the deal can still be won; each "
            f"of the others ({_and(others, 'and')}) is proved to keep the win. A move known "
            "to keep the win is better than one nobody can judge. Accept any of them if "
            "argued.",
            model=True,
        ),
        Answer(
            "Rank and File and Number Ten differ",
            f"The {' and '.join(d.replace(' ', '-') for d in differ)} cards: "
            f"{rf[differ[0]]} in Rank and File, "
            f"{nt[differ[0]]} in Number Ten. Most would expect Number Ten, with fewer hidden "
            "cards, to win more often; the family's odds show the opposite.",
            f"The simple computer player won {_simple(gid)} of Rank and File and "
            f"{_simple('number-ten')} of Number Ten; the search proved {fmt_pct(o_rf.low)} "
            f"against {fmt_pct(o_nt.low)}. That player prefers moves that turn up a face-down "
            "card, and in Rank and File almost every move from a pile does. Credit the rule "
            "and a careful reading of the odds.",
            model=True,
        ),
        _nine_hearts(gid, "A 9♥ is free. On which cards"),
        quiz_tally_answer(gid),
    ]


def streets_key(ch: Chapter) -> list[Answer]:
    gid = "streets"
    _, moves = _open(ch, "st")
    club = next(m for m in moves if m.startswith("10♣ from the waste"))
    nine = next(m for m in moves if m.startswith("9♦ from pile") and "10♠" in m)
    o, f = family_odds(gid), family_odds(FT)
    return [
        Answer(
            "Play deal streets:15, the sample deal.",
            f"The 10♣ from the waste, onto the {club.split(' onto ')[1]}.",
            "The next turn of the stock buries the waste card, and there is no second pass; "
            f"the 10♠ can wait on its pile, where it is still a home for the "
            f"{nine.split(' from ')[0]} of {nine.split(' from ')[1].split(' onto')[0]}. The "
            "search proves the 10♣ move keeps a win; after the 10♠ move or a turn of the "
            "stock it cannot say.",
            model=True,
        ),
        _compare_places(gid, "8C", "On how many cards in play may"),
        Answer(
            "Streets builds more freely than Forty Thieves.",
            "Hardly: the family's odds put Streets close to Forty Thieves, both hard.",
            f"The search proved {fmt_pct(o.low)} of Streets deals winnable against "
            f"{fmt_pct(f.low)} of Forty Thieves, and the simple computer player won "
            f"{_simple(gid)} against {_simple(FT)}. More places to build do not help much "
            "while cards still move one at a time with one pass; credit any answer argued "
            "from the figures.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


KEYS: dict[str, KeyWriter] = {
    "forty-thieves/forty-thieves": forty_thieves_key,
    "forty-thieves/indian": indian_key,
    "forty-thieves/limited": limited_key,
    "forty-thieves/little-forty": little_forty_key,
    "forty-thieves/lucas": lucas_key,
    "forty-thieves/maria": maria_key,
    "forty-thieves/number-ten": number_ten_key,
    "forty-thieves/rank-and-file": rank_and_file_key,
    "forty-thieves/streets": streets_key,
}
