"""Trick games: "Which card wins this trick?" and "Which cards may South play?".

Both questions come from seeded random play of the real engine; the answers are the
engine's: the trick record's winner, and the ``play`` moves it accepts (each refused card
with the engine's refusal, which names the rule). Trumps are whatever the deal made them,
so every trump turns up over a quiz, Pepper's no trump included.

>>> import cardlib
>>> g = cardlib.new_game("forty-five", seed=1, position={
...     "hands": ["2C", "3C", "JS 9H", "4C"], "trump": "S", "trick": "7S", "leader": 1})
>>> q = legal_play_question(g)
>>> q.prompt, sorted(q.answer)
('Which cards may South play?', ['9♥', 'J♠'])
"""

from __future__ import annotations

import random
from html import escape

from cardlib.cards import Card
from cardlib.game import Game, IllegalMove
from cardlib.quiz.generators import register_generator
from cardlib.quiz.playout import history_of, walk_until
from cardlib.quiz.question import Question
from cardlib.render import card_svg, row_html
from cardlib.tricks.engine import Play, Ranking, TrickGame, TrickRecord
from cardlib.views.tricks import trick_table_html, trump_text

__all__ = ["legal_play_question", "trick_winner_question"]


def _trumps(ranking: Ranking) -> str:
    if ranking.trump is None:
        return "no trump"
    return f"{ranking.trump.label} trumps"


def _order(ranking: Ranking, card: Card) -> str:
    suit = ranking.effective_suit(card)
    name = "trump order" if ranking.is_trump(card) else f"{suit.label} order"
    return f"{name}: {' '.join(str(c) for c in ranking.order(suit))}"


def _odd_suit(ranking: Ranking, card: Card) -> str:
    """A note when a card counts as another suit (the A♥ of Forty-Five, a left bower)."""
    suit = ranking.effective_suit(card)
    if suit is card.suit:
        return ""
    what = "a trump" if ranking.is_trump(card) else f"a {suit.singular}"
    return f" ({card} counts as {what})"


def trick_winner_question(game: TrickGame, record: TrickRecord) -> Question:
    """Ask which card wins ``record``, a trick just finished in ``game`` (same hand)."""
    ranking = game.ranking()
    names = [game.seat_name(s) for s in range(game.n)]
    cards = [c for _, c in record.plays]
    won = dict(record.plays)[record.winner]
    led = ranking.effective_suit(cards[0])
    if ranking.is_trump(won):
        trumped = sum(1 for c in cards if ranking.is_trump(c))
        why = (
            f"{won} is the highest trump played{_odd_suit(ranking, won)}"
            if trumped > 1
            else f"{won} is the only trump played{_odd_suit(ranking, won)}"
        )
        rule = "the highest trump wins"
    else:
        why = (
            f"no trump was played, and {won} is the highest {led.singular}, the suit led"
            f"{_odd_suit(ranking, won)}"
        )
        rule = "the highest card of the suit led wins"
    odd = "".join(_odd_suit(ranking, c) for c in cards if c != won)
    explanation = (
        f"With {_trumps(ranking)}, {names[record.leader]} led {cards[0]}: {why}{odd}. "
        f"{names[record.winner]} wins the trick ({_order(ranking, won)})."
    )
    items = [
        '<div style="text-align:center">'
        f"{card_svg(c, scale=0.75, label=f'{names[s]} played the {c.name}')}"
        f'<div style="font-size:0.8em;line-height:1.4;color:#333">{escape(names[s])}'
        f"{' (led)' if i == 0 else ''}</div></div>"
        for i, (s, c) in enumerate(record.plays)
    ]
    trump_line = trump_text(game.view(0))
    picture = (
        f'<div class="cardlib-quiz-trick" role="group" aria-label="{escape(game.info.name)} trick"'
        ' style="padding:8px;background:#eef5ee;border:1px solid #c5d8c5;border-radius:8px">'
        f'<div style="margin-bottom:6px;font-weight:bold">{escape(trump_line)}</div>'
        f"{row_html(items, caption='The cards in the order they were played')}</div>"
    )
    trump = ranking.trump.value if ranking.trump is not None else "none"
    return Question(
        game_id=game.id,
        kind="trick winner",
        prompt="Which card wins this trick?",
        picture=picture,
        choices=tuple(str(c) for c in cards),
        answer=frozenset({str(won)}),
        explanation=explanation,
        rule=rule,
        key=f"winner:{trump}:" + " ".join(c.short for c in cards),
        deal_code=game.deal_code,
        history=history_of(game),
        data={
            "trump": trump,
            "plays": [(names[s], c.short) for s, c in record.plays],
            "winner": names[record.winner],
        },
    )


def legal_play_question(game: TrickGame) -> Question | None:
    """Ask which cards the seat to play may play now (``None`` outside the play phase)."""
    seat = game.to_move
    if seat is None or game.phase != "play":
        return None
    hand = list(game.hands[seat])
    legal = {m.card for m in game.legal_moves() if isinstance(m, Play)}
    if not legal:
        return None
    refusals: dict[Card, IllegalMove] = {}
    for card in hand:
        if card in legal:
            continue
        try:
            game.play(Play(card))
        except IllegalMove as e:
            refusals[card] = e
        else:  # the engine accepted it after all: take it back, count it legal
            game.undo()
            legal.add(card)
    name = game.seat_name(seat)
    ranking = game.ranking()
    trick = list(game.trick)
    ok = ", ".join(str(c) for c in hand if c in legal)
    if not trick:
        explanation = f"{name} leads to this trick, and any card may be led."
        rule = "the leader plays any card"
    elif refusals:
        first = next(iter(refusals.values()))
        bad = ", ".join(str(c) for c in refusals)
        card = next(iter(refusals))
        explanation = (
            f"With {_trumps(ranking)}, {trick[0][1]} was led{_odd_suit(ranking, trick[0][1])}. "
            f"{name} may play {ok}; not {bad}. The engine refuses {card}: {first}"
            f"{'' if str(first).endswith('.') else '.'}"
        )
        rule = first.rule
    else:
        led = ranking.effective_suit(trick[0][1])
        held = [c for c in hand if ranking.effective_suit(c) is led]
        if not held:
            explanation = (
                f"With {_trumps(ranking)}, {trick[0][1]} was led{_odd_suit(ranking, trick[0][1])}"
                f" and {name} holds no "
                f"{led.singular}, so any card may be played."
            )
            rule = "follow suit"
        else:
            follow = game.follow()
            if ranking.is_trump(trick[0][1]) and follow.renege:
                explanation = (
                    f"With {_trumps(ranking)}, {trick[0][1]} was led; {name}'s trumps are all "
                    "covered by the renege "
                    "privilege (the 5 and J of trumps and the A♥ need not be played to a "
                    "lower trump led), so any card may be played."
                )
                rule = "renege privilege"
            else:
                explanation = (
                    f"With {_trumps(ranking)}, {trick[0][1]} was led; {name} holds only cards "
                    "that may be played to it "
                    "(the suit led, or a trump, which may always be played instead)."
                )
                rule = "follow suit or trump"
    picture = trick_table_html(game, seat, scale=0.55)
    trump = ranking.trump.value if ranking.trump is not None else "none"
    return Question(
        game_id=game.id,
        kind="legal plays",
        prompt=f"Which cards may {name} play?",
        picture=picture,
        choices=tuple(str(c) for c in hand),
        answer=frozenset(str(c) for c in legal),
        explanation=explanation,
        rule=rule,
        key=f"legal:{trump}:{' '.join(c.short for _, c in trick)}:"
        + " ".join(sorted(c.short for c in hand)),
        deal_code=game.deal_code,
        history=history_of(game),
        multiple=True,
        data={
            "trump": trump,
            "trick": [c.short for _, c in trick],
            "hand": [c.short for c in hand],
            "seat": name,
        },
    )


def _south(game: TrickGame) -> int | None:
    names = [game.seat_name(s) for s in range(game.n)]
    return names.index("South") if "South" in names else None


@register_generator("trick winner", families=("tricks",))
def _winner(game: Game, rng: random.Random) -> Question | None:
    if not isinstance(game, TrickGame):
        return None
    target = rng.randrange(1, 5)
    for _ in range(600):
        if game.is_over:
            return None
        moves = game.legal_moves()
        before, hand_no = len(game.tricks), game.hand_no
        game.play(rng.choice(moves))
        done = game.hand_no == hand_no and len(game.tricks) > before and game.phase == "play"
        if done and len(game.tricks) >= target:
            return trick_winner_question(game, game.tricks[-1])
    return None


@register_generator("legal plays", families=("tricks",))
def _legal(game: Game, rng: random.Random) -> Question | None:
    if not isinstance(game, TrickGame):
        return None
    south = _south(game)

    def ready(g: Game) -> bool:
        assert isinstance(g, TrickGame)
        if g.phase != "play" or g.to_move is None:
            return False
        if south is not None and g.to_move != south:
            return False
        return bool(g.trick) or rng.random() < 0.15

    if not walk_until(game, rng, ready, chance=0.45, limit=600):
        return None
    return legal_play_question(game)
