"""StrongBot: legal and reproducible play, score-aware giving, Pepper's big bids, sound
sampling of the hidden cards, and the double-dummy solver against a brute-force search."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from cardlib import new_game, parse_cards
from cardlib.cards import Card, Rank, Suit, pepper_pack, standard_pack
from cardlib.tricks import all_fours, pepper
from cardlib.tricks.bots import SensibleBot, levels
from cardlib.tricks.engine import Bid, GiveOne, Play, RunPack, TrickGame, legal_cards, trick_winner
from cardlib.tricks.strong import (
    AllFoursObjective,
    DoubleDummy,
    Objective,
    StrongBot,
    knowledge,
    sample_layouts,
)

GAMES = ("forty-five", "pepper", "all-fours")


def quick(seed: int) -> StrongBot:
    """A StrongBot with a small budget: the same code paths, fewer layouts."""
    return StrongBot(seed=seed, budget=1500, samples=6)


def trick_game(game_id: str, seed: int, **options: Any) -> TrickGame:
    g = new_game(game_id, seed=seed, **options)
    assert isinstance(g, TrickGame)
    return g


def play_hand(g: TrickGame, bots: Sequence[Any]) -> list[str]:
    hand = g.hand_no
    moves = []
    while not g.is_over and g.hand_no == hand:
        seat = g.to_move
        assert seat is not None
        move = bots[seat].choose(g)
        assert move in g.legal_moves()
        g.play(move)
        moves.append(str(move))
    return moves


@pytest.mark.parametrize("game_id", GAMES)
def test_plays_only_legal_moves_and_is_reproducible(game_id: str) -> None:
    for seed in (1,):
        g = trick_game(game_id, seed)
        moves = play_hand(g, [quick(s) for s in range(4)])
        assert len(moves) >= 4
        again = trick_game(game_id, seed)
        assert play_hand(again, [quick(s) for s in range(4)]) == moves


def test_levels_offer_the_beginner_and_the_strong_player() -> None:
    table = levels()
    assert table["Beginner"] is SensibleBot and table["Strong"] is StrongBot
    g = trick_game("pepper", 4)
    for cls in table.values():
        assert cls().choose(g) in g.legal_moves()


# ----- All Fours: never give the point that ends the game -----------------------------------
def give_position(seed: int, score: list[int]) -> dict[str, Any]:
    g = trick_game("all-fours", seed)
    assert isinstance(g, all_fours.AllFoursGame) and g.kick is not None
    return {
        "hands": [" ".join(c.short for c in h) for h in g.hands],
        "dealer": g.dealer,
        "kick": g.kick.short,
        "stock": " ".join(c.short for c in g.stock),
        "phase": "give",
        "turn": g.dealer,
        "score": score,
    }


@pytest.mark.parametrize("seed", range(6))
def test_the_dealer_never_gives_the_point_that_ends_the_game(seed: int) -> None:
    g0 = trick_game("all-fours", seed)
    beggars = g0.sides[g0.next_seat(g0.dealer)]
    score = [0, 0]
    score[beggars] = 13  # one point from 14
    g = new_game("all-fours", seed=seed, position=give_position(seed, score))
    assert isinstance(g, TrickGame)
    assert GiveOne() in g.legal_moves()  # the rules allow it: the bot must not
    assert quick(seed).choose(g) == RunPack()


def test_the_dealer_gives_one_with_a_strong_hand_far_from_game() -> None:
    kick = "7H"
    dealer_hand = parse_cards("AH KH QH JH 10H 9H")
    rest = [c for c in standard_pack() if c not in dealer_hand and c != Card.parse(kick)]
    hands = [" ".join(c.short for c in dealer_hand)]
    hands += [" ".join(c.short for c in rest[i * 6 : i * 6 + 6]) for i in range(3)]
    stock = " ".join(c.short for c in rest[18:])
    pos = {"hands": hands, "dealer": 0, "kick": kick, "stock": stock, "phase": "give"}
    g = new_game("all-fours", seed=1, position={**pos, "turn": 0, "score": [0, 0]})
    assert isinstance(g, TrickGame)
    assert StrongBot(seed=1).choose(g) == GiveOne()
    g = new_game("all-fours", seed=1, position={**pos, "turn": 0, "score": [0, 13]})
    assert isinstance(g, TrickGame)
    assert StrongBot(seed=1).choose(g) == RunPack()


# ----- Pepper: Little and Big Pepper --------------------------------------------------------
def pepper_position(hand: str, seed: int, **extra: Any) -> dict[str, Any]:
    mine = parse_cards(hand)
    rest = [c for c in pepper_pack() if c not in mine]
    random.Random(seed).shuffle(rest)
    others = [" ".join(c.short for c in rest[i * 6 : i * 6 + 6]) for i in range(3)]
    hands = [others[0], hand, others[1], others[2]]
    return {"hands": hands, "dealer": 0, "phase": "bid", "turn": 1, **extra}


def takes_all_six(pos: dict[str, Any], trump: Suit) -> bool:
    hands = [parse_cards(h) for h in pos["hands"]]
    ranking = _pepper(trump)
    nxt = [(s + 1) % 4 for s in range(4)]
    dd = DoubleDummy(hands, ranking, pepper.PepperGame.follow_rule, nxt, Objective((0, 1) * 2, 1))
    return dd.value([], 1) == 6


def _pepper(trump: Suit) -> Any:
    from cardlib.tricks.engine import Ranking

    return Ranking(
        trump,
        pepper.trump_order(trump),
        {s: pepper.plain_order(s, trump) for s in Suit if s is not trump},
    )


@pytest.mark.parametrize("seed", range(3))
def test_bids_big_pepper_on_a_hand_that_takes_all_six(seed: int) -> None:
    pos = pepper_position("JH JD AH KH QH 10H", seed)
    assert takes_all_six(pos, Suit.HEARTS)
    g = new_game("pepper", seed=1, position=pos)
    assert isinstance(g, TrickGame)
    move = quick(seed).choose(g)
    assert move in (Bid("little"), Bid("big"))


def test_outbids_a_partner_with_a_hand_worth_big_pepper() -> None:
    pos = pepper_position("JS JC AS KS QS 10S", 5)
    assert takes_all_six(pos, Suit.SPADES)
    # the partner (seat 3) holds the bid at 2; seat 1 bids again
    g = new_game("pepper", seed=1, position={**pos, "bid": "2", "maker": 3})
    assert isinstance(g, TrickGame)
    assert quick(5).choose(g) == Bid("big")


# ----- sampling is consistent with what the seat has seen -----------------------------------
def positions(game_id: str, seeds: Sequence[int]) -> list[TrickGame]:
    """Positions in the play phase at every card of a hand of seeded games."""
    out = []
    bot = SensibleBot()
    for seed in seeds:
        g = trick_game(game_id, seed)
        hand = g.hand_no
        while not g.is_over and g.hand_no == hand:
            if g.phase == "play" and len(g.legal_moves()) > 0:
                out.append(g.copy())
            g.play(bot.choose(g))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_sampled_layouts_agree_with_what_the_seat_has_seen(game_id: str) -> None:
    rng = random.Random(1)
    checked_voids = 0
    for g in positions(game_id, range(4))[::3]:
        seat = g.to_move
        assert seat is not None
        view = g.view(seat)
        k = knowledge(g, seat)
        # the knowledge is sound: the real hidden hands satisfy it
        for s in range(g.n):
            if s != seat:
                assert all(k.allows(s, c) for c in g.hands[s] if c not in k.known[s])
        played = {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick}
        seen = played | set(view.hand)
        shown_void: dict[int, set[Suit]] = {s: set() for s in range(g.n)}
        ranking = view.ranking
        assert ranking is not None
        for t in [*view.tricks, type("T", (), {"plays": view.trick})()]:
            plays = list(t.plays)
            if not plays:
                continue
            led = ranking.effective_suit(plays[0][1])
            for s, c in plays[1:]:
                suit = ranking.effective_suit(c)
                if suit is not led and suit is not ranking.trump and led is not ranking.trump:
                    shown_void[s].add(led)  # discarded on a plain suit it could not follow
        for layout in sample_layouts(k, 8, rng, g.hands[seat]):
            assert layout[seat] == g.hands[seat]
            every = [c for h in layout for c in h]
            assert len(every) == len(set(every))
            for s in range(g.n):
                if s == seat:
                    continue
                pending = [c for c in k.known[s] if c not in g.hands[s]]  # a robbed turn-up
                assert len(layout[s]) == len(g.hands[s]) + len(pending)
                assert not (set(layout[s]) & played)
                assert not (set(layout[s]) & seen) or set(layout[s]) & seen <= set(k.known[s])
                for suit in shown_void[s]:
                    assert all(ranking.effective_suit(c) is not suit for c in layout[s])
                    checked_voids += 1
    assert checked_voids > 0


def test_knowledge_keeps_the_robbed_turn_up_with_the_robber() -> None:
    for seed in range(40):
        g = trick_game("forty-five", seed)
        bot = SensibleBot()
        while g.phase != "play" or g.view(0).extra.get("robbed_by") is None:
            if g.is_over or g.tricks:
                break
            g.play(bot.choose(g))
        robber = g.view(0).extra.get("robbed_by")
        if robber is None or robber == 0 or g.turn_up is None:  # type: ignore[attr-defined]
            continue
        k = knowledge(g, 0)
        assert g.turn_up in k.known[robber]  # type: ignore[attr-defined]
        return
    pytest.fail("no seeded deal with a robbing opponent found")


# ----- the solver against brute force --------------------------------------------------------
def brute(
    hands: list[list[Card]],
    trick: list[tuple[int, Card]],
    seat: int,
    g: TrickGame,
    side: int,
    won: list[tuple[tuple[int, Card], ...]],
) -> int:
    """Plain minimax over every legal card, scored from scratch at the end of the hand."""
    ranking, rule = g.ranking(), g.follow()
    if not trick and not hands[seat]:
        return score(won, g, side)
    best: int | None = None
    for card in legal_cards(hands[seat], trick, ranking, rule):
        hands[seat].remove(card)
        t = [*trick, (seat, card)]
        if len(t) == g.n:
            w = trick_winner(t, ranking)
            v = brute(hands, [], w, g, side, [*won, tuple(t)])
        else:
            v = brute(hands, t, g.next_seat(seat), g, side, won)
        hands[seat].append(card)
        if best is None or (v > best if g.sides[seat] == side else v < best):
            best = v
    assert best is not None
    return best


def jack_part(won: list[tuple[tuple[int, Card], ...]], g: TrickGame, side: int) -> int:
    """All Fours: Jack (1) or Hang Jack (3) in the tricks ``won``, own side minus other."""
    assert g.trump is not None
    jack = Card(Rank.JACK, g.trump)
    ranking = g.ranking()
    value = 0
    for t in won:
        w = g.sides[trick_winner(t, ranking)]
        for s, c in t:
            if c == jack:
                holder = g.sides[s]
                gain = (holder, 1) if w == holder else (1 - holder, 3)
                value += gain[1] if gain[0] == side else -gain[1]
    return value


def score(won: list[tuple[tuple[int, Card], ...]], g: TrickGame, side: int) -> int:
    """The hand's value for ``side`` from all its tricks: tricks, or All Fours' Jack and Game."""
    ranking = g.ranking()
    if not isinstance(g, all_fours.AllFoursGame):
        return sum(1 for t in won if g.sides[trick_winner(t, ranking)] == side)
    count = [0, 0]
    for t in won:
        count[g.sides[trick_winner(t, ranking)]] += all_fours.game_points(c for _, c in t)
    game = 0
    if count[side] != count[1 - side]:
        game = 1 if count[side] > count[1 - side] else -1
    return jack_part(won, g, side) + game


@pytest.mark.parametrize("game_id", GAMES)
def test_solver_agrees_with_brute_force_on_small_endgames(game_id: str) -> None:
    compared = 0
    for g in positions(game_id, range(5)):
        remaining = sum(len(h) for h in g.hands)
        if remaining > 9 or remaining < 3:
            continue
        seat = g.to_move
        assert seat is not None
        side = g.sides[seat]
        if isinstance(g, all_fours.AllFoursGame):
            assert g.trump is not None
            obj: Objective = AllFoursObjective(g.sides, side, g.trump, 1)
            acc = sum(
                all_fours.game_points(c) * (1 if g.sides[s] == side else -1)
                for s, c in enumerate(g.taken)
            )
        else:
            obj, acc = Objective(g.sides, side), 0
        nxt = [g.next_seat(s) for s in range(g.n)]
        dd = DoubleDummy(g.hands, g.ranking(), g.follow(), nxt, obj, acc)
        cards = [m.card for m in g.legal_moves() if isinstance(m, Play)]
        values = dd.move_values(g.trick, seat, cards)
        past = [t.plays for t in g.tricks]
        if isinstance(g, all_fours.AllFoursGame):
            base = jack_part(past, g, side)  # the solver counts Game from the count so far
        else:
            base = score(past, g, side)
        for card in cards:
            hands = [list(h) for h in g.hands]
            hands[seat].remove(card)
            t = [*g.trick, (seat, card)]
            if len(t) == g.n:
                w = trick_winner(t, g.ranking())
                want = brute(hands, [], w, g, side, [*past, tuple(t)])
            else:
                want = brute(hands, t, g.next_seat(seat), g, side, past)
            assert base + values[card] == want, (g.deal_code, card)
            compared += 1
        assert dd.value(g.trick, seat) == max(values.values())
    assert compared >= 10
