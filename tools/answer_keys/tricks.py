"""Answer keys for the trick-taking chapters' classroom questions (see answer_keys).

Pepper, Forty-Five and Trinidad All Fours. The facts (how many cards a suit holds, scores,
legal plays, the sample deals, the quiz questions) come from ``cardlib``: the rank orders
and scoring functions of each game, hand-made positions played by its rules, and the deals
the chapters name, played again by the Beginner computer player as the chapters do.
"""

from __future__ import annotations

from math import comb
from typing import Any

import cardlib
from answer_keys import Answer, Chapter, KeyWriter
from cardlib import Card, Rank, Suit
from cardlib.cards import parse_cards
from cardlib.quiz import Quiz
from cardlib.summary import number_word
from cardlib.tables import cards_text
from cardlib.tricks import all_fours, forty_five, pepper
from cardlib.tricks.bots import SensibleBot
from cardlib.tricks.engine import Play, TrickGame
from cardlib.tricks.strong import DoubleDummy, Objective

__all__ = ["KEYS", "all_fours_key", "forty_five_key", "pepper_key"]

QUIZ = 1  # the quiz number the keys look in
QUIZ_LENGTH = 20


# ----- shared helpers ------------------------------------------------------------------------
def _position(game_id: str, **pos: Any) -> TrickGame:
    """A hand-made position (hands per seat, North first), as the chapters build them."""
    game = cardlib.new_game(game_id, seed=1, position=pos)
    assert isinstance(game, TrickGame)
    return game


def _deal(code: str) -> TrickGame:
    game = cardlib.from_deal_code(code)
    assert isinstance(game, TrickGame)
    return game


def _to_play(game: TrickGame) -> TrickGame:
    """Let the Beginner computer player bid, beg or rob until the first card is due."""
    bot = SensibleBot()
    while game.phase != "play":
        game.play(bot.choose(game))
    return game


def _best(game: TrickGame, side: int) -> tuple[DoubleDummy, list[int]]:
    """An exact reckoning of the rest of the hand for ``side``, every hand known."""
    nxt = [game.next_seat(s) for s in range(game.n)]
    dd = DoubleDummy(
        [list(h) for h in game.hands],
        game.ranking(),
        game.follow(),
        nxt,
        Objective(game.sides, side),
    )
    return dd, nxt


def _side_tricks(game: TrickGame, side: int) -> int:
    return sum(1 for t in game.tricks if game.sides[t.winner] == side)


def _pct(p: float) -> str:
    return f"{p:.0%}"


def _cards(shorts: list[str]) -> str:
    return cards_text([Card.parse(s) for s in shorts])


def _seat(game: TrickGame, name: str) -> int:
    return [game.seat_name(s) for s in range(game.n)].index(name)


# ----- Pepper --------------------------------------------------------------------------------
def _pepper_bid4(ch: Chapter) -> Answer:
    ns, ew, target = ch.value("pp_ex_ns"), ch.value("pp_ex_ew"), ch.value("pp_target")
    made_m, made_d = pepper.hand_score(4, 4)
    fail_m, fail_d = pepper.hand_score(4, 3)  # the best failure: three tricks each
    fail_ew = ew + fail_d
    loses = fail_ew >= target
    end = (
        f"East-West reach {target} and win the game"
        if loses
        else f"East-West are still short of {target}"
    )
    return Answer(
        "Your side has 22 points and the",
        f"Only with a very safe hand: make exactly four tricks and the score is "
        f"{ns + made_m} to {ew + made_d}; fail and it is {ns + fail_m} to {fail_ew} at best, "
        f"and {end}.",
        f"Made, the makers score a point a trick ({made_m:+d}) and the defenders theirs "
        f"({made_d:+d}). Failed, the makers lose {-fail_m} and the defenders score at least "
        f"{number_word(fail_d)}. A bid of 3 made with four tricks scores the same "
        f"{pepper.hand_score(3, 4)[0]:+d}. Look for both scores and the danger named.",
        model=True,
    )


def _pepper_quiz() -> Answer:
    winner_q: tuple[int, str, Suit, Card] | None = None
    legal_q: tuple[int, Suit, list[str], list[str], str] | None = None
    for n, q in enumerate(Quiz("pepper", QUIZ).take(QUIZ_LENGTH), 1):
        if q.data.get("trump", "none") == "none":
            continue
        trump = Suit(q.data["trump"])
        left = pepper.trump_order(trump)[1]
        if winner_q is None and q.kind == "trick winner":
            plays = dict(q.data["plays"])
            won = Card.parse(plays[q.data["winner"]])
            if won == left:
                winner_q = (n, q.data["plays"][0][0], trump, won)
        if legal_q is None and q.kind == "legal plays":
            hand = q.data["hand"]
            led = Card.parse(q.data["trick"][0]) if q.data["trick"] else None
            trump_lead = led is not None and (
                led in pepper.trump_order(trump) or led.suit is left.suit
            )
            if left.short in hand and trump_lead:
                legal_q = (n, trump, q.data["trick"], hand, ", ".join(sorted(q.answer)))
    assert winner_q is not None and legal_q is not None, "quiz 1 shows no left bower"
    n, _, trump, won = winner_q
    ln, ltrump, trick, hand, ok = legal_q
    lleft = pepper.trump_order(ltrump)[1]
    return Answer(
        "In the quiz, find a trick that",
        f"In quiz number {QUIZ}, question {n}, with {trump.label} trumps, the {won} wins: "
        f"it counts as a {trump.singular}, a trump, not as a {won.suit.singular}.",
        f"The left bower belongs to the trump suit for every purpose: led, it is a trump "
        f"lead, and South must play a trump if they can; in South's hand it is a trump, not "
        f"a card of its printed suit. Question {ln} shows it: with "
        f"{ltrump.label} trumps, {_cards(trick[:1])} led, South holds {_cards(hand)}; the "
        f"{lleft} counts as a trump, so South may play {ok}. Any trick the left bower wins "
        "is a right find.",
        model=True,
    )


def _pepper_sample(ch: Chapter) -> Answer:
    code, bid = ch.value("pp_s_code"), ch.value("pp_s_bid")
    game = _to_play(_deal(code))
    south = _seat(game, "South")
    side = game.sides[south]
    dd, _ = _best(game, side)
    best = dd.value([], game.to_move)  # type: ignore[arg-type]
    # Replay the sample line: find the makers' slip and South's best answer to it.
    bot = SensibleBot()
    slip: tuple[int, str, int] | None = None
    answer: tuple[int, str, dict[str, int]] | None = None
    value = best
    while game.phase == "play" and game.hand_no == 0:
        seat = game.to_move
        assert seat is not None
        dd, _ = _best(game, side)
        won = _side_tricks(game, side)
        vals = {
            c: v + won
            for c, v in dd.move_values(list(game.trick), seat, game.legal_cards()).items()
        }
        move = bot.choose(game)
        assert isinstance(move, Play)
        trick_no = len(game.tricks) + 1
        if game.sides[seat] != side and slip is None and vals[move.card] > value:
            slip = (trick_no, game.seat_name(seat), vals[move.card])
            value = vals[move.card]
        if seat == south and slip is not None and answer is None and len(set(vals.values())) > 1:
            answer = (trick_no, str(move.card), {str(c): v for c, v in vals.items()})
        game.play(move)
    assert slip is not None and answer is not None
    trick_no, who, most = slip
    a_no, a_card, a_vals = answer
    worse = " or ".join(f"the {c}" for c, v in a_vals.items() if v < a_vals[a_card])
    lower = min(a_vals.values())
    return Answer(
        "Play deal pepper:8 in the demo as South.",
        f"Only if the makers go wrong: played perfectly, the hand gives your side "
        f"{number_word(best)} tricks and the bid of {bid} is made. {who} slipped in trick "
        f"{trick_no} of the sample; after that {number_word(most)} tricks were the most your "
        "side could take.",
        f"With every hand known and both sides at their best, the defenders take "
        f"{number_word(best)} tricks. South's good move came in trick {a_no}: the {a_card} "
        f"keeps {number_word(a_vals[a_card])} tricks in reach ({worse}: only "
        f"{number_word(lower)}), saving the better trump. Other plays argued from the trumps "
        "still out are right too.",
        model=True,
    )


def pepper_key(ch: Chapter) -> list[Answer]:
    """The key to Pepper's classroom questions."""
    hearts = pepper.trump_order(Suit.HEARTS)
    diamonds = pepper.plain_order(Suit.DIAMONDS, Suit.HEARTS)
    left = hearts[1]
    pack_suit = len(pepper.plain_order(Suit.SPADES, None))
    return [
        Answer(
            "With hearts as trumps, how",
            f"{number_word(len(hearts)).capitalize()} cards count as hearts and only "
            f"{number_word(len(diamonds))} as diamonds.",
            f"The pack has {number_word(pack_suit)} cards of each suit, 9 to ace. With hearts "
            f"trumps the {left} is the left bower, and the left bower belongs to the trump "
            f"suit for every purpose, so it leaves diamonds and joins hearts: "
            f"{cards_text(hearts)}. Spades and clubs keep {number_word(pack_suit)} each.",
        ),
        _pepper_bid4(ch),
        Answer(
            "The Beginner computer player never",
            "With hearts trumps, the J♥, J♦, A♥ and K♥ and the A♠ and A♣: lead the four "
            "top trumps, and the other side's trumps are all gone, so both aces win too.",
            f"The other side holds at most three trumps; four rounds take them all. With less, "
            f"a long trump goes wrong: in the chapter's example a defender held four trumps "
            f"and North-South took only {number_word(ch.value('pp_fail_tricks'))} tricks, "
            f"scoring {ch.value('pp_fail_ns')}. Made, Little Pepper scores only "
            f"{ch.value('pp_six_pts')}, like six tricks on a bid of 3. Look for six sure "
            "tricks and a named risk.",
            model=True,
        ),
        _pepper_quiz(),
        _pepper_sample(ch),
    ]


# ----- Forty-Five ----------------------------------------------------------------------------
def _ff_east(hand: str) -> list[Card]:
    """What East may play: spades trumps, South has led the K♥ (then West, North)."""
    game = _position(
        "forty-five",
        hands=["2D 3D 4D", hand, "2C 3C 4C", "5D 6D 7D"],
        trump="S",
        trick="KH 7H 6H",
        leader=2,
    )
    assert game.seat_name(game.to_move or 0) == "East"
    return game.legal_cards()


def _ff_privilege() -> Answer:
    hands = {"North": "JS 9H", "East": "KD QD", "South": "2S 8H", "West": "AS"}
    game = _position(
        "forty-five",
        hands=[hands["North"], hands["East"], hands["South"], hands["West"]],
        trump="S",
        trick="7S",
        leader=3,
    )
    north = _seat(game, "North")
    dd, _ = _best(game, game.sides[north])
    vals = dd.move_values(list(game.trick), north, game.legal_cards())
    jack, other = Card.parse("JS"), Card.parse("9H")
    assert vals[other] > vals[jack]
    return Answer(
        "Is the renege privilege good for the",
        f"Yes: it gives its holder a choice and takes none away. Spades trumps: West leads "
        f"the 7♠ holding the A♠; North holds {_cards(hands['North'].split())}, East "
        f"{_cards(hands['East'].split())}, South {_cards(hands['South'].split())}. Playing "
        f"the J♠ wins North-South {number_word(vals[jack])} trick; keeping it back wins "
        f"{number_word(vals[other])}.",
        "Kept back, the 9♥ goes, South's 2♠ takes the first trick (low is high in a black "
        "trump suit), and the J♠ later beats West's A♠. Played at once, the J♠ wins a trick "
        "South's 2♠ would have won anyway. The holder may still play the card, so the "
        "privilege never hurts them. Look for a hand that really gains a trick.",
        model=True,
    )


def _ff_quiz() -> Answer:
    ace_q: tuple[int, Suit, str] | None = None
    renege_q: tuple[int, Suit, list[str], list[str]] | None = None
    for n, q in enumerate(Quiz("forty-five", QUIZ).take(QUIZ_LENGTH), 1):
        if ace_q is None and "A♥ counts as a trump" in q.explanation:
            ace_q = (n, Suit(q.data["trump"]), ", ".join(sorted(q.answer)))
        if renege_q is None and q.rule == "renege privilege":
            renege_q = (n, Suit(q.data["trump"]), q.data["trick"], q.data["hand"])
    assert ace_q is not None and renege_q is not None
    n, trump, trick, hand = renege_q
    order = forty_five.trump_order(trump)
    held = [c for c in (Card.parse(s) for s in hand) if c in order]
    led = Card.parse(trick[0])
    an, atrump, awon = ace_q
    return Answer(
        "In the quiz, find a question where",
        f"In quiz number {QUIZ}, question {n}: {trump.label} trumps, the {led} led, South "
        f"holds {_cards(hand)} and may play any card, because South's only trump, "
        f"{cards_text(held)}, outranks the {led}: the renege privilege.",
        f"The trump order ({cards_text(order)}) puts {cards_text(held)} above the {led}, "
        f"so it need not be played to it. Question {an} ({atrump.label} trumps, won by the "
        f"{awon}) shows the A♥ counting as a trump, third in every trump order. Any "
        "question explained from the rank orders is a right find.",
        model=True,
    )


def forty_five_key(ch: Chapter) -> list[Answer]:
    """The key to Forty-Five's classroom questions."""
    clubs = forty_five.trump_order(Suit.CLUBS)
    with_heart = _ff_east("AH 4H 9C 3S")
    void = _ff_east("AH 9C 3S")
    refused = [c for c in parse_cards("AH 4H 9C 3S") if c not in with_heart]
    p = ch.value("ff_big_sweep")
    n = 10
    chance = [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]
    four_plus = sum(chance[4:])
    return [
        Answer(
            "Without looking at the tables, write",
            f"{cards_text(clubs)}: {number_word(len(clubs))} trumps. Nobody knows for sure "
            "why red and black run differently; a good answer offers a reasoned guess.",
            "First the 5 and jack of trumps and the A♥, then the ace, king and queen; clubs "
            "are black, so the number cards run from the 2 up to the 10. The rule is older "
            "than Forty-Five (Spoil Five has it too), and Ombre also ranks red and black "
            "number cards in opposite directions. Accept any argued guess.",
            model=True,
        ),
        Answer(
            "East holds the A♥ and one",
            f"East may play the 4♥ or a trump, the A♥ or the 3♠ ({cards_text(with_heart)}), "
            f"but not the {cards_text(refused)}; with no other heart, East may play any card "
            f"({cards_text(void)}).",
            "The A♥ is always a trump, never a heart. To a plain suit led you may follow "
            "suit or trump, even when you can follow; so with a small heart East's choices "
            "are the heart and the trumps. Without it East holds no heart at all and may "
            "play anything.",
        ),
        _ff_privilege(),
        Answer(
            "A sweep comes about once in",
            f"About one sweep in ten hands ({n * p:.1f} on average); any count from none to "
            "three is quite ordinary.",
            f"Sweeps came in {p:.1%} of hands between Beginner computer players. In ten "
            f"hands the chance of no sweep is {_pct(chance[0])}, of one {_pct(chance[1])}, "
            f"of two {_pct(chance[2])}; four or more comes only {_pct(four_plus)} of the time, "
            "so that would be far from the figure. Ten hands are too few to show much, and "
            "stronger players may sweep more often.",
            model=True,
        ),
        _ff_quiz(),
    ]


# ----- Trinidad All Fours --------------------------------------------------------------------
def _af_sample(ch: Chapter) -> tuple[Suit, list[tuple[str, list[Card], list[Card]]]]:
    """The sample deal played out by the Beginner computer player; for each of South's
    plays to a trump lead: the card led, South's hand and South's legal cards."""
    game = _to_play(_deal(ch.value("af_s_code")))
    south = _seat(game, "South")
    trump = game.trump
    assert isinstance(trump, Suit)
    bot = SensibleBot()
    seen: list[tuple[str, list[Card], list[Card]]] = []
    while game.phase == "play" and game.hand_no == 0:
        trick = list(game.trick)
        if game.to_move == south and trick and trick[0][1].suit is trump:
            seen.append((str(trick[0][1]), list(game.hands[south]), game.legal_cards()))
        game.play(bot.choose(game))
    return trump, seen


def _af_game_counts(ch: Chapter) -> dict[str, int]:
    game = _to_play(_deal(ch.value("af_s_code")))
    bot = SensibleBot()
    while game.phase == "play" and game.hand_no == 0:
        game.play(bot.choose(game))
    counts = {"North-South": 0, "East-West": 0}
    names = ("North-South", "East-West")
    for t in game.last_tricks:
        counts[names[game.sides[t.winner]]] += all_fours.game_points(c for _, c in t.plays)
    return counts


def _af_quiz() -> Answer:
    found: tuple[int, Suit, Card, list[str], str, str] | None = None
    refusal: tuple[int, str] | None = None
    for n, q in enumerate(Quiz("all-fours", QUIZ).take(QUIZ_LENGTH), 1):
        if q.kind != "legal plays" or not q.data["trick"]:
            continue
        trump = Suit(q.data["trump"])
        led = Card.parse(q.data["trick"][0])
        if led.suit is trump:
            continue
        legal = [Card.parse(s) for s in q.data["hand"] if str(Card.parse(s)) in q.answer]
        if found is None and {c.suit for c in legal} >= {led.suit, trump}:
            found = (n, trump, led, q.data["hand"], ", ".join(map(str, legal)), q.rule)
        if refusal is None and "The engine refuses" in q.explanation:
            refusal = (n, q.explanation.split(": ", 1)[1].rstrip("."))
    assert found is not None and refusal is not None
    n, trump, led, hand, ok, rule = found
    rn, said = refusal
    return Answer(
        "In the quiz, when may South trump",
        "Whenever a plain suit is led: South may always trump instead of following suit, "
        "even holding the suit led. Only a trump lead must be followed with a trump.",
        f"In quiz number {QUIZ}, question {n}: {trump.label} trumps, the {led} led, South "
        f"holds {_cards(hand)} and may play {ok}; the rule named is “{rule}”. A card of a "
        f"third suit is refused while South holds the suit led, as in question {rn}: "
        f"“{said}”.",
    )


def all_fours_key(ch: Chapter) -> list[Answer]:
    """The key to Trinidad All Fours' classroom questions."""
    pack = [Card(r, s) for s in Suit for r in Rank]
    scoring = [c for c in pack if all_fours.kick_points(c)]
    kinds = sorted({all_fours.kick_points(c): c.rank for c in scoring}.items())
    names = [r.label for _, r in kinds]  # "ace", "six", "jack"
    plural = [f"{n}{'es' if n.endswith('x') else 's'}" for n in names]
    per_rank = number_word(len(scoring) // len(kinds))
    kind_words = ", ".join(f"{per_rank} {w}" for w in plural[:-1]) + f" and {per_rank} {plural[-1]}"
    points = ", ".join(f"{n} {p}" for n, (p, _) in zip(names, kinds, strict=True))
    after_hit = (len(scoring) - 1, len(pack) - 1)
    after_miss = (len(scoring), len(pack) - 1)
    trump, seen = _af_sample(ch)
    # South's first two plays are to trump leads, and only South's trumps are legal.
    assert len(seen) >= 2
    assert all({*legal} == {c for c in hand if c.suit is trump} for _, hand, legal in seen[:2])
    (lead1, hand1, legal1), (lead2, _, legal2) = seen[0], seen[1]
    leader = ch.value("af_s_t2_leader")
    counts = _af_game_counts(ch)
    counting = ", ".join(
        f"{'an' if r.label[0] in 'aeiou' else 'a'} {r.label} {all_fours.game_points([c])}"
        for c in all_fours.suit_order(Suit.SPADES)
        if all_fours.game_points([c]) and (r := c.rank)
    )
    lines = ch.value("af_s_score").split("; ")
    game_line = next(line for line in lines if "Game" in line)
    hang_line = next(line for line in lines if "Hang Jack" in line)
    winner = max(counts, key=lambda k: counts[k])
    loser = min(counts, key=lambda k: counts[k])
    return [
        Answer(
            "Why is the chance that the",
            f"{number_word(len(scoring)).capitalize()} of the {len(pack)} cards score when "
            f"kicked, and each card is as likely as any other to be the kick. After a run "
            f"the first kick is known: {after_hit[0]} in {after_hit[1]} if it scored, "
            f"{after_miss[0]} in {after_miss[1]} if not.",
            f"The scoring cards are the {kind_words} (points: {points}). A shuffled pack "
            f"puts any card in any place, so the first kick scores {len(scoring)} times in "
            f"{len(pack)}. The next kick comes from the "
            f"{len(pack) - 1} other cards, so it depends on the card already seen: "
            f"{after_hit[0] / after_hit[1]:.1%} or {after_miss[0] / after_miss[1]:.1%}.",
        ),
        Answer(
            "Play deal all-fours:71 in the demo.",
            f"No: South held only {number_word(len(legal1))} trumps, {cards_text(legal1)}, "
            f"and {leader} led the "
            f"{lead1} and then the {lead2}; both times South had to play a trump, so the "
            f"jack fell in the second trick.",
            f"To a trump lead you must play a trump if you have one: to the {lead1} South "
            f"could play only {cards_text(legal1)} (out of {number_word(len(hand1))} cards), "
            f"and to the {lead2} only {cards_text(legal2)}. Two rounds of high trumps catch a "
            f"jack guarded by one small trump, whatever its holder does. That Hang Jack "
            f"scored “{hang_line}”.",
        ),
        Answer(
            "In the sample deal, work out the",
            f"{winner} count {counts[winner]} and {loser} {counts[loser]}, so {winner} score Game.",
            f"Add up the cards each side won in its tricks: {counting}, the other cards "
            f"nothing. The score line of the hand, “{game_line}”, agrees.",
        ),
        Answer(
            "You are the beggar with two",
            "Stand. Two small trumps may well score Low, and a beg hands the choice to the "
            "dealer, who will not give the point that could end the game but will run the "
            "pack.",
            f"In games of the Strong computer player where each side needed one point, the "
            f"beggars won {_pct(ch.value('af_s_11_stand'))} of the games by standing and "
            f"{_pct(ch.value('af_s_11_beg'))} by begging, and the dealer gave one in "
            f"{_pct(ch.value('af_s_11_gave'))} ({ch.value('af_s_11_n')} deals). A run risks "
            f"a kicked ace, six or jack ({ch.value('af_kick_ace')}, {ch.value('af_kick_six')} "
            f"or {ch.value('af_kick_jack')} points to the dealer's side at once, enough to "
            "win), and new trumps that may leave your hand with none. Look for both risks.",
            model=True,
        ),
        _af_quiz(),
    ]


KEYS: dict[str, KeyWriter] = {
    "tricks/pepper": pepper_key,
    "tricks/forty-five": forty_five_key,
    "tricks/all-fours": all_fours_key,
}
