"""Answer keys for the Klondike and Lady Cadogan chapters' classroom questions (see
answer_keys).

The facts come from ``cardlib``: the sample deals are replayed to the chapter's decision
and every choice there is looked at as the chapter does (``opening``, ``choices``); the
foundations, the pairing total and the marriage rule are read from each game's rules; the
quiz tally from :func:`answer_keys.quiz_refusals`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from answer_keys import Answer, Chapter, KeyWriter, quiz_tally_answer, words_list
from cardlib.cards import Card, Rank
from cardlib.patience.chapter import Choice, choices, new, opening
from cardlib.patience.engine import PatienceGame
from cardlib.patience.pairing import PairTable
from cardlib.patience.piles import PileKind
from cardlib.patience.rules import Foundation
from cardlib.summary import number_word

__all__ = ["KEYS"]

TIMES, MINUS = "\u00d7", "\u2212"

#: What a choice's outcome means, in the key's words.
OUTCOME = {
    "winnable": "keeps a win",
    "lost": "loses the deal",
    "unknown": "leaves the deal undecided (no win found, none ruled out)",
}


# ----- shared facts ------------------------------------------------------------------------------
def _decision(ch: Chapter, gid: str, deal: str, moves: str) -> tuple[PatienceGame, list[Choice]]:
    """The chapter's sample deal after its opening, and every choice open there."""
    game, _ = opening(gid, int(ch.value(deal)), int(ch.value(moves)))
    return game, choices(game)


def _cards(gid: str) -> list[Card]:
    """Every card of a deal of ``gid``, wherever it lies."""
    return [c for pile in new(gid).layout() for c in pile.cards]


def _foundations(gid: str) -> tuple[Foundation, ...]:
    found: tuple[Foundation, ...] = new(gid).table.lay.foundations
    return found


def _word(n: int) -> str:
    return number_word(n)


def _choice_list(found: Sequence[Choice]) -> str:
    return "; ".join(f"{c.words} {OUTCOME[c.verdict]}" for c in found)


# ----- Klondike --------------------------------------------------------------------------------
def klondike_key(ch: Chapter) -> list[Answer]:
    n = int(ch.value("kl_open_n"))
    _, found = _decision(ch, "klondike", "kl_deal", "kl_open_n")
    trap = next(c for c in found if c.simple)
    keep = [c for c in found if c.verdict == "winnable"]
    one, three = float(ch.value("kl_one_low")), float(ch.value("kl_three_low"))
    return [
        Answer(
            "Play deal klondike:8 and stop after",
            f"After the first {n} moves, do not play the obvious {trap.words}: in the sample "
            f"deal it {OUTCOME[trap.verdict]}. Any of the other {_word(len(keep))} choices "
            f"({words_list([c.words for c in keep])}) keeps a win.",
            "A card played from the waste onto a pile cannot go back, and the pile you build "
            "on may bury a card you need next. Following every line of play from there shows "
            f"no win after the {trap.words.split()[0]} move and a win after each of the others. "
            "Accept another move if the pupil says what it uncovers or keeps free.",
            model=True,
        ),
        Answer(
            "One card at a time or three:",
            f"Turning one: at least {one:.0%} of deals can be won turning one card, against "
            f"{three:.0%} turning three.",
            "Turning three, you see only every third card of the stock until the cards above "
            "it are played; turning one, you see every card in turn. So any card you could "
            "reach turning three you can reach turning one, and you can make the same plays: "
            "turning one can never lose a deal that turning three would win. The shares are "
            "the chapter's counts of deals a player who knew every card could win.",
        ),
        Answer(
            "Is it better to turn up",
            "Usually turn up the face-down card: it may be the card you need, and a run can "
            "be built later, but a hidden card stays hidden until you dig it out. They "
            "disagree when a red 7 on the waste could go on a black 8 (a longer run), while "
            "moving that black 8 onto a red 9 on another pile would turn up the card beneath.",
            "Only the top card of the waste and face-up cards can move, and every face-down "
            "card left is one you cannot plan with. Look for a real or drawn position where "
            "the two moves differ, and a reason that counts the face-down cards or names the "
            "card the run would bury.",
            model=True,
        ),
        quiz_tally_answer("klondike"),
    ]


# ----- Fortress --------------------------------------------------------------------------------
def fortress_key(ch: Chapter) -> list[Answer]:
    gid = "fortress"
    _, found = _decision(ch, gid, "fo_deal", "fo_open_n")
    pair = [c for c in found if "7♦" in c.words and "8♦" in c.words]
    good = next(c for c in pair if c.verdict == "winnable")
    bad = next(c for c in pair if c.verdict == "lost")
    deal = new(gid)
    rows = [p for p in deal.layout() if p.kind is PileKind.TABLEAU and p.cards]
    cards = len(_cards(gid))
    sample = new(gid, int(ch.value("fo_deal")))
    movable = {str(m).split("-")[0] for m in sample.legal_moves() if str(m) != "stop"}
    return [
        Answer(
            "Play deal fortress:5 and stop before",
            f"Put the 7♦ onto the 8♦ ({good.words}): that way round the deal "
            f"{OUTCOME[good.verdict]}; the 8♦ onto the 7♦ {OUTCOME[bad.verdict]}.",
            "The two cards fit either way round, but each way uncovers a different card in a "
            "different row. Every card is face up, so every line of play can be followed: "
            "there is a win after the 7♦ goes onto the 8♦ and none after the 8♦ goes onto "
            "the 7♦. Accept the other way only with an argument about the card it frees.",
            model=True,
        ),
        Answer(
            "At the start only the outside",
            f"{_word(len(rows)).capitalize()}: the outside card of each of the "
            f"{_word(len(rows))} rows.",
            f"All {cards} cards are dealt face up in {_word(len(rows))} rows, and only the "
            f"outside card of a row may move, so {cards - len(rows)} cards are covered. Of "
            f"these {_word(len(rows))}, only those that fit an ace's foundation or another "
            f"outside card can actually move: in deal {ch.value('fo_deal')} as dealt, "
            f"{_word(len(movable))} of them.",
        ),
        Answer(
            "Marrying works both up and down.",
            "It helps because every card has two cards it may go on (the 7♦ on the 8♦ or the "
            "6♦), so more cards can move and free the cards beneath. It hurts when a card goes "
            "the wrong way: the 7♦ on the 6♦ buries the 6♦, which its foundation needs first.",
            "The foundations build up, so a row that goes down towards its outside card "
            "(6♦ on 7♦) can go home card by card, while one that goes up must be taken apart "
            "again, and only single cards move. Look for both halves: more moves, and the "
            "risk of covering the card you need next.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


# ----- The Blockade ----------------------------------------------------------------------------
def _empty_columns(game: PatienceGame) -> int:
    lay = game.layout()
    return sum(not lay[game.table.k.ids[f"t{i}"]].cards for i in range(1, 13))


def blockade_key(ch: Chapter) -> list[Answer]:
    gid = "the-blockade"
    game, found = _decision(ch, gid, "bl_deal", "bl_open_n")
    marry = next(c for c in found if c.words.startswith("J♦"))
    refill = next(c for c in found if c.words.startswith("refill"))
    after = game.copy()
    after.play(next(m for m in game.legal_moves() if game.describe(m) == marry.words))
    pack = _cards(gid)
    jack = Card.parse("JD")
    build = new(gid).table.rules.build
    onto = sorted({str(c) for c in pack if build.fits(jack, c)})
    how_many = sum(str(c) in onto for c in pack)
    return [
        Answer(
            "Play deal the-blockade:41, the sample deal,",
            f"Marry the J♦ onto the Q♦ first, then refill: that {OUTCOME[marry.verdict]}; "
            f"refilling at once {OUTCOME[refill.verdict]}.",
            "Lady Cadogan's order is play and marry what you wish, then refill. The marriage "
            f"empties the J♦'s place too, so the refill fills {_word(_empty_columns(after))} "
            f"places instead of {_word(_empty_columns(game))}, and a winning line is known "
            "after it; none has been found after refilling first. Accept refilling first if "
            "it is argued.",
            model=True,
        ),
        Answer(
            "Each new row blocks the row",
            "Free the cards you will soon need, above all aces, twos and the next cards of "
            "the foundations, and make the marriages you want, before the next row covers "
            "them.",
            "Only the lowest card of each column is free. A covered card comes free again only "
            "when every card below it has gone home or been married away, so a low card "
            "buried now can hold up a whole foundation. Look for a reason tied to the "
            "blocking rule.",
            model=True,
        ),
        Answer(
            "Onto which cards may a J♦",
            f"Only onto a {words_list(onto)}; two packs hold {_word(how_many)} of them.",
            f"In the layout cards are married {build.name}: onto the card of the same suit one "
            "rank higher. One rank above a jack is a queen, and it must be a diamond, so never "
            "the Q♥. Each pack has one Q♦, and both cards must be free (lowest in their "
            "columns) to marry.",
        ),
        quiz_tally_answer(gid),
    ]


# ----- The Clock -------------------------------------------------------------------------------
def clock_key(ch: Chapter) -> list[Answer]:
    gid = "the-clock"
    _, found = _decision(ch, gid, "cl_deal", "cl_open_n")
    play = next(c for c in found if c.simple)
    marry = next(c for c in found if c.words.startswith("8♠"))
    refill = next(c for c in found if c.words.startswith("refill"))
    hours = [f for f in _foundations(gid) if f.role.startswith("hour")]
    by_length: dict[int, list[Foundation]] = {}
    for f in hours:
        by_length.setdefault(f.length, []).append(f)
    long_n, short_n = max(by_length), min(by_length)
    long, short = by_length[long_n], by_length[short_n]

    def starts(fs: list[Foundation]) -> str:
        return ", ".join(f"{Card.parse(f.start or '')} at {f.role.split()[1]}" for f in fs)

    total = sum(f.length for f in hours)
    return [
        Answer(
            "Play deal the-clock:13 and stop before",
            f"Play the {play.words}: it {OUTCOME[play.verdict]}. Refilling first also "
            f"{OUTCOME[refill.verdict]}; marrying the 8♠ onto the 9♠ {OUTCOME[marry.verdict]}.",
            "The order is play, then marry, then refill: once you marry, you play nothing more "
            "until the packets are refilled. The marriage buries the 9♠, a card that could go "
            "to its hour at once. Play what you can before you marry; accept refilling first "
            "if argued.",
            model=True,
        ),
        Answer(
            "Each hour stops at its own",
            f"Hours IX to XII take {_word(short_n)} cards each and hours I to VIII "
            f"{_word(long_n)}, because the hour cards skip the ace: hours I to VIII must run "
            "on past the king to reach their number.",
            f"The hour cards are {starts(long)}, then {starts(short)}. The 6♣ at I climbs "
            "6, 7 … K, A: nine cards. After the K♦ at VIII the hour cards jump to the 2♣, "
            "not an ace, so IX starts one step closer: 2♣ to 9♣, eight cards. "
            f"{_word(len(long)).capitalize()} hours of {long_n} and {_word(len(short))} of "
            f"{short_n} make {total}, every card.",
        ),
        Answer(
            "The talon's card may go only",
            "It does not change: a card turned from the pack lands on the talon and may only "
            "go to its hour, never onto a packet. But turning covers the talon's old top card, "
            "which comes back only when every card above it has gone home.",
            "There is no second pass through the pack, so a card buried in the talon may "
            "never come back. That is why you turn the pack last, play the talon's card home "
            "first, and marry only cards of the packets. Look for the covering and the single "
            "pass.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


# ----- The Fourteenth --------------------------------------------------------------------------
def fourteenth_key(ch: Chapter) -> list[Answer]:
    gid = "the-fourteenth"
    deal = new(gid)
    total = int(deal.table.lay.pair_total)
    pairs = [(r, Rank(total - r)) for r in Rank if 1 <= total - r <= 13 and r <= total - r]
    words = [f"{a.label} and {b.label}" for a, b in pairs]
    named = ", ".join(words[:-1]) + ", and " + words[-1]
    selves = [a for a, b in pairs if a is b]
    mates = {len(m) for m in PairTable(deal.table).mates}
    square = int(ch.value("fz_square"))
    sevens = sum(c.rank is Rank.SEVEN for c in _cards(gid))
    game, found = _decision(ch, gid, "fz_deal", "fz_open_n")
    partners: Counter[str] = Counter()
    for m in game.legal_moves():
        if "+" in str(m):
            partners.update(str(m).split("+"))
    single = [
        game.describe(m)
        for m in game.legal_moves()
        if "+" in str(m) and all(partners[p] == 1 for p in str(m).split("+"))
    ]
    most = max(partners.values())
    lay = game.layout()
    rivals = sorted(
        {lay[game.table.k.ids[p]].cards[-1].rank for p, n in partners.items() if n > 1},
        reverse=True,
    )
    return [
        Answer(
            "Which pairs make fourteen? List them,",
            f"{named[0].upper()}{named[1:]}. A seven pairs only with a seven because "
            f"{total} {MINUS} 7 = 7.",
            "An ace counts 1, a jack 11, a queen 12 and a king 13, so each card needs the card "
            f"worth {total} minus its own value. For a {selves[0].label} that is itself again; "
            f"two packs hold {_word(sevens)} sevens, which pair among themselves.",
        ),
        Answer(
            "In a square of five by",
            f"{_word(mates.pop()).capitalize()}: four in its row and four in its column.",
            "A row of five holds four other cards, and so does a column; no other card is in "
            f"both. So a card may pair with eight places and never with the other "
            f"{square - 1 - 8}.",
        ),
        Answer(
            "Play deal the-fourteenth:3 to move",
            f"Any of the {_word(len(found))} pairs open keeps a win in the sample deal. A good "
            "choice makes a pair whose cards have no other partner, such as the "
            f"{single[0].removeprefix('pair ').replace(' with ', ' with the ')}, before the "
            f"{words_list([r.label + 's' for r in rivals])}, which compete for the same partners.",
            f"Here one card can go with up to {_word(most)} partners, so pairing it decides "
            "which of them is left waiting; a pair with no rivals costs nothing. The chapter "
            "shows a win after each pair, so mark the reason, not the pair chosen.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


# ----- The Mill --------------------------------------------------------------------------------
def mill_key(ch: Chapter) -> list[Answer]:
    gid = "the-mill"
    _, found = _decision(ch, gid, "mi_deal", "mi_open_n")
    talon = next(c for c in found if "from the talon" in c.words)
    pack = next(c for c in found if "from the pack" in c.words)
    parts = _foundations(gid)
    centre = next(f for f in parts if f.role == "centre")
    angles = [f for f in parts if f.role == "angle"]
    cards = len(_cards(gid))
    return [
        Answer(
            "Play deal the-mill:3 and stop before",
            f"From the talon, with the {talon.words.split(' from ')[0]}: that "
            f"{OUTCOME[talon.verdict]}, while the {pack.words.split(' from ')[0]} from the pack "
            f"{OUTCOME[pack.verdict]}.",
            "A card taken from the talon frees the card beneath it; a card taken from the pack "
            "leaves the talon as deep as before, and there is no second pass through the pack "
            "to dig it out. Lady Cadogan: “It is better to play cards from the talon”.",
            model=True,
        ),
        Answer(
            "The centre takes four runs from",
            f"{centre.length}: four runs of thirteen, the first ace included.",
            "A run from ace to king is thirteen cards; "
            f"{centre.length // 13} {TIMES} 13 = {centre.length}. The "
            f"{_word(len(angles))} angles take thirteen each, "
            f"{sum(f.length for f in angles)} more, so all {cards} cards are home.",
        ),
        Answer(
            "Why may an angle's own king",
            "The king is the angle's foundation card: the angle is built down from it to the "
            "ace, and a foundation card never moves, just as the centre's ace never does.",
            "The transfer lends only the cards built on an angle, one at a time, and only so "
            "that a wing or talon card can play at once. If the king left, the angle would be "
            "empty and could not hold its thirteen cards, king to ace. Look for the idea that "
            "the king is the base, not a card in play.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


# ----- The Shah --------------------------------------------------------------------------------
def shah_key(ch: Chapter) -> list[Answer]:
    gid = "the-shah"
    _, found = _decision(ch, gid, "sh_deal", "sh_open_n")
    turn = next(c for c in found if c.words == "turn the pack")
    plays = [c for c in found if c is not turn]
    if {c.verdict for c in plays} != {"winnable"} or turn.verdict == "winnable":
        raise ValueError("the-shah's sample deal no longer matches its key")
    aces = _foundations(gid)
    each = {f.length for f in aces}.pop()
    kings = sum(c.rank is Rank.KING for c in _cards(gid))
    cards = len(_cards(gid))
    return [
        Answer(
            "Play deal the-shah:46 and stop before",
            "Play the 2♥ home, to either ace of hearts (or marry the 4♥ first); do not turn "
            "the pack.",
            f"Each of the {_word(len(plays))} plays keeps a win in the sample deal; turning the "
            f"pack {OUTCOME[turn.verdict]}. It would cover the 2♥ on the talon, and with no "
            "second pass it may never come back. Sending the 2♥ home costs nothing.",
            model=True,
        ),
        Answer(
            "Each ace builds up to its",
            f"{_word(each).capitalize()} on each ace, the ace included ({_word(each - 1)} played "
            f"onto it); {len(aces) * each} on all {_word(len(aces))}.",
            f"Ace, 2, 3 … jack, queen is {_word(each)} cards, and kings never go home. "
            f"{len(aces)} {TIMES} {each} = {len(aces) * each}: the {cards} cards less the "
            f"{_word(kings)} kings.",
        ),
        Answer(
            "A card in the inner circle",
            "A high card there is stuck until its ace climbs to the card below it, so the "
            "place stays full a long time and the ray can never be emptied; a low card soon "
            "goes home and frees the place again.",
            "Nothing is married onto an inner card and it may go only to an ace, so it waits. "
            "An empty ray lets you move an outer card inwards. Look for the waiting and the "
            "lost chance of an empty ray.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


# ----- The Sultan ------------------------------------------------------------------------------
def sultan_key(ch: Chapter) -> list[Answer]:
    gid = "the-sultan"
    _, found = _decision(ch, gid, "su_deal", "su_open_n")
    turn = next(c for c in found if c.words == "turn the pack")
    homes = [c for c in found if c is not turn]
    simple = next(c for c in homes if c.simple)
    parts = _foundations(gid)
    by_length = Counter(f.length for f in parts)
    total = sum(f.length for f in parts)
    cards = len(_cards(gid))
    suits = Counter(Card.parse(f.start or "").suit for f in parts)
    return [
        Answer(
            "Play deal the-sultan:7 and stop before",
            f"On either ace of hearts (the sample deal plays the {simple.words}); do not turn "
            "the pack.",
            f"Both homes for the 2♥ keep a win; turning the pack {OUTCOME[turn.verdict]} and "
            "covers the 2♥ on the talon. Which ace takes it does not decide "
            "this deal: it decides which heart foundation wants the 3♥ next.",
            model=True,
        ),
        Answer(
            "Each king's foundation ends with thirteen",
            f"{total}: {by_length[13]} {TIMES} 13 + {by_length[12]} {TIMES} 12.",
            f"{_word(by_length[13]).capitalize()} foundations of thirteen cards and "
            f"{_word(by_length[12])} of twelve make {total}: all {cards} cards but the Sultan.",
        ),
        Answer(
            "Nothing is ever built on the",
            "You choose which foundation each card goes to, when to play a card home, and when "
            "to turn the pack.",
            f"Every suit has {_word(min(suits.values()))} foundations, so a card often fits "
            "twice. A Divan card going home is replaced by the talon's top card, freeing the "
            "card beneath. The order of play decides what lies where on the next pass. Look "
            "for at least two of these choices.",
            model=True,
        ),
        quiz_tally_answer(gid),
    ]


KEYS: dict[str, KeyWriter] = {
    "klondike/klondike": klondike_key,
    "klondike/fortress": fortress_key,
    "klondike/the-blockade": blockade_key,
    "klondike/the-clock": clock_key,
    "klondike/the-fourteenth": fourteenth_key,
    "klondike/the-mill": mill_key,
    "klondike/the-shah": shah_key,
    "klondike/the-sultan": sultan_key,
}
