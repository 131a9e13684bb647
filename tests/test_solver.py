"""The patience solver: winning lines replay, "lost" is a proof, budgets and bad input."""

from __future__ import annotations

import random
from typing import Any

import pytest
from patience_helpers import RANKS, exhaustively_winnable, scrambled

import cardlib
import cardlib.patience.solver
from cardlib.cards import Card
from cardlib.game import Game
from cardlib.patience.engine import PatienceGame
from cardlib.patience.freeing import never_home
from cardlib.patience.solver import PRUNINGS, solve

PATIENCE = [i.id for i in cardlib.catalog() if i.family in ("forty-thieves", "klondike", "cadogan")]


def test_all_seventeen_games() -> None:
    assert len(PATIENCE) == 17


def _replays_to_a_win(g: Game, line: tuple[Any, ...]) -> bool:
    h = g.copy()
    for m in line:
        h.play(m)
    return h.outcome is not None and h.outcome.won


@pytest.mark.parametrize("game", PATIENCE)
def test_winnable_lines_replay_and_game_unchanged(game: str) -> None:
    """50 seeds per game, a small budget: every verdict is checked for what it claims."""
    for seed in range(1, 51):
        g = cardlib.new_game(game, seed=seed)
        before = g.to_json()
        s = solve(g, max_nodes=60)
        assert g.to_json() == before
        assert s.nodes <= 60
        if s.verdict == "winnable":
            assert _replays_to_a_win(g, s.line)
        elif s.verdict == "unknown":
            assert s.nodes == 60
        elif s.nodes == 0:
            # proved by the relaxed game alone (its own tests: test_freeing.py)
            assert never_home(g.table)
        else:
            # a lost verdict within so few nodes is checked by the search without shortcuts
            assert solve(g, max_nodes=10_000, prune=()).verdict == "lost"


def _endgame(game: str, seed: int, rng: random.Random, **options: Any) -> PatienceGame:
    """A seeded deal with the low cards of each suit taken home: a small position."""
    g = cardlib.new_game(game, seed=seed, **options)
    assert isinstance(g, PatienceGame)
    rules = g.rules
    state = g.table.state()
    nf = rules.foundations
    cuts = [rng.randint(10 if rules.packs == 2 else 8, 13) for _ in range(nf)]
    found: list[list[str]] = []
    take: list[str] = []
    for f in range(nf):
        have = state["foundations"][f]
        suit = Card.parse(have[0]).suit.value if have else "SHDC"[f % 4]
        start = len(have)
        cards = [Card.parse(f"{r}{suit}").short for r in RANKS[: cuts[f]]]
        take += cards[start:]
        found.append(have[:start] + cards[start:])
    left = list(take)

    def strip(p: list[str]) -> list[str]:
        out = []
        for c in p:
            if c in left:
                left.remove(c)
            else:
                out.append(c)
        return out

    tab = []
    down = []
    for p, d in zip(state["tableau"], state["down"], strict=True):
        low = strip(list(p[:d]))
        rest = low + strip(list(p[d:]))
        kept_down = len(low)
        tab.append(rest)
        down.append(min(kept_down, max(0, len(rest) - 1)))
    position = {
        "tableau": tab,
        "down": down,
        "foundations": found,
        "stock": strip(state["stock"]),
        "waste": strip(state["waste"]),
    }
    assert not left
    out = cardlib.new_game(game, seed=seed, position=position, **options)
    assert isinstance(out, PatienceGame)
    return out


FT_GAMES = [i.id for i in cardlib.catalog() if i.family == "forty-thieves"]
KLONDIKE_OPTIONS: list[dict[str, Any]] = [
    {},
    {"draw": 1},
    {"draw": 1, "passes": "1"},
    {"draw": 3, "passes": "3"},
    {"worrying_back": False},
    {"move_unit": "whole_run_only"},
]


def _family_positions(family: str) -> list[PatienceGame]:
    rng = random.Random(f"solver-{family}")
    out: list[PatienceGame] = []
    for seed in range(1, 201):
        if family == "forty-thieves":
            game = FT_GAMES[seed % len(FT_GAMES)]
            opts: dict[str, Any] = {"foundation_to_tableau": True} if seed % 7 == 0 else {}
            make = _endgame if seed % 2 else scrambled
            out.append(make(game, seed, rng, **opts))
        elif family == "klondike":
            make = _endgame if seed % 2 else scrambled
            out.append(make("klondike", seed, rng, **KLONDIKE_OPTIONS[seed % 6]))
        else:
            g = cardlib.new_game("fortress", seed=seed)
            assert isinstance(g, PatienceGame)
            out.append(g if seed % 2 else _endgame("fortress", seed, rng))
    return out


@pytest.mark.parametrize("family", ["forty-thieves", "klondike", "cadogan"])
def test_prunings_agree_with_the_plain_search(family: str) -> None:
    """200 positions per family: the verdict with every shortcut, and with each alone,
    equals the verdict of the search with none. (Forty Thieves endgames are nearly all
    winnable: there the check is that no shortcut turns a win into a "lost".)"""
    decided = {"winnable": 0, "lost": 0}
    for g in _family_positions(family):
        plain = solve(g, max_nodes=600, prune=())
        if plain.verdict == "unknown":
            continue
        decided[plain.verdict] += 1
        # the stock cycle works only with the macro-moves: checked with them alone too
        cycle = {"stock_macros", "stock_cycle"}
        for prune in [PRUNINGS, *({p} for p in PRUNINGS), cycle]:
            s = solve(g, max_nodes=6000, prune=prune)
            assert s.verdict == plain.verdict, (g.deal_code, sorted(prune))
            if s.verdict == "winnable":
                assert _replays_to_a_win(g, s.line)
    assert decided["winnable"] + decided["lost"] >= 150, decided
    assert decided["winnable"] >= 5, decided
    if family != "forty-thieves":  # Klondike's scrambled positions, Fortress's deals
        assert decided["lost"] >= 3, decided


@pytest.mark.parametrize("family", ["forty-thieves", "klondike", "cadogan"])
def test_positions_proved_dead_carry_over_restarts(family: str, monkeypatch: Any) -> None:
    """With restarts every 10 nodes (growing), so that proofs span several attempts, the verdicts
    with the positions proved dead kept across restarts (alone, and with every shortcut)
    equal the plain search's on the same 200 positions per family."""
    monkeypatch.setattr(cardlib.patience.solver, "RESTART_NODES", 10)
    spanned = {"winnable": 0, "lost": 0}
    for g in _family_positions(family):
        plain = solve(g, max_nodes=600, prune=(), restarts=False)
        if plain.verdict == "unknown":
            continue
        for prune in (PRUNINGS, {"proved_dead"}):
            s = solve(g, max_nodes=20_000, prune=prune)
            assert s.verdict == plain.verdict, (g.deal_code, sorted(prune))
            if s.verdict == "winnable":
                assert _replays_to_a_win(g, s.line)
        if s.nodes > 10:
            spanned[s.verdict] += 1
    assert spanned["winnable"] >= 5, spanned
    if family != "forty-thieves":
        assert spanned["lost"] >= 3, spanned


def test_lost_verdicts_agree_with_an_exhaustive_search() -> None:
    """Small Klondike positions (kings only into spaces, no worrying back, so that the
    plain search stays small): the solver's verdict is the exhaustive search's."""
    rng = random.Random("solver-exhaustive")
    seen = {"winnable": 0, "lost": 0}
    for seed in range(1, 41):
        opts = {"draw": 1 + 2 * (seed % 2), "worrying_back": False}
        g = scrambled("klondike", seed, rng, low=8, spread=2, **opts)
        s = solve(g)
        assert s.verdict == ("winnable" if exhaustively_winnable(g) else "lost"), g.table.state()
        seen[s.verdict] += 1
    assert seen["lost"] >= 3 and seen["winnable"] >= 3, seen


def test_fortress_3_is_lost_after_its_two_forced_moves() -> None:
    g = cardlib.new_game("fortress", seed=3)
    for m in ("t1-f", "t5-f"):
        assert [str(x) for x in g.legal_moves() if str(x) != "stop"] in (
            ["t1-f", "t5-f"],
            ["t5-f"],
        )
        g.play(m)
    s = solve(g)
    assert s.verdict == "lost" and s.line == ()
    assert solve(g, prune=()).verdict == "lost"


def test_one_move_from_the_win() -> None:
    found = [[f"{r}{s}" for r in RANKS] for s in "SHDC"]
    found[0].pop()
    pos = {"tableau": [["KS"], [], [], [], [], [], []], "foundations": found}
    g = cardlib.new_game("klondike", seed=0, position=pos)
    s = solve(g)
    assert s.verdict == "winnable" and [str(m) for m in s.line] == ["t1-f"]
    assert _replays_to_a_win(g, s.line)


def test_a_won_game_is_winnable_with_no_moves() -> None:
    g = cardlib.new_game("klondike", seed=0, position=_won_position())
    assert solve(g).line == () and solve(g).verdict == "winnable"


def _won_position() -> dict[str, Any]:
    return {"tableau": [[]] * 7, "foundations": [[f"{r}{s}" for r in RANKS] for s in "SHDC"]}


def test_max_nodes_is_respected() -> None:
    g = cardlib.new_game("forty-thieves", seed=1)
    for cap in (0, 1, 25, 300):
        s = solve(g, max_nodes=cap)
        assert s.verdict == "unknown" and s.nodes == cap and s.line == ()


def test_max_seconds_zero_gives_unknown() -> None:
    s = solve(cardlib.new_game("the-mill", seed=2), max_seconds=0)
    assert s.verdict == "unknown" and not s.decided


def test_mid_game_positions() -> None:
    g = cardlib.new_game("klondike", seed=1, draw=1)
    s = solve(g, max_nodes=20_000)
    assert s.verdict == "winnable"
    for m in s.line[:30]:
        g.play(m)
    before = g.to_json()
    rest = solve(g, max_nodes=20_000)
    assert rest.verdict == "winnable" and g.to_json() == before
    assert _replays_to_a_win(g, rest.line)


def test_bad_input_is_named() -> None:
    with pytest.raises(TypeError, match="war"):
        solve(cardlib.new_game("war", seed=1))
    g = cardlib.new_game("klondike", seed=1)
    with pytest.raises(ValueError, match="max_nodes"):
        solve(g, max_nodes=-1)
    with pytest.raises(ValueError, match="max_seconds"):
        solve(g, max_seconds=-0.5)
    with pytest.raises(TypeError, match="max_nodes"):
        solve(g, max_nodes="many")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="bogus"):
        solve(g, prune={"bogus"})
    with pytest.raises(TypeError, match="patience game"):
        solve("klondike")  # type: ignore[arg-type]


def test_stock_macro_moves_reach_a_card_deep_in_the_stock() -> None:
    """Draw 3, unlimited passes: the spades wait in the stock in an order that takes many
    turns and redeals (and cards worried back from the foundations, to hold spades until
    the next one comes up). The macro-moves solve it in far fewer steps than turning the stock
    one move at a time, and the line (turns expanded) replays to a win."""
    suits = "HDC"
    found = [[f"{r}{s}" for r in RANKS] for s in suits]
    spades = [f"{r}S" for r in RANKS]
    order = spades[::2] + spades[1::2]  # A 3 5 ... K then 2 4 ... Q (the stock's last is next)
    pos = {"tableau": [[] for _ in range(7)], "foundations": found, "stock": order[::-1]}
    g = cardlib.new_game("klondike", seed=1, position=pos)
    with_macros = solve(g, max_nodes=5000)
    without = solve(g, max_nodes=5000, prune=PRUNINGS - {"stock_macros"})
    assert with_macros.verdict == without.verdict == "winnable"
    assert with_macros.nodes < without.nodes
    assert any(str(m) == "redeal" for m in with_macros.line)
    assert _replays_to_a_win(g, with_macros.line)


def test_the_stock_cycle_keys_waste_lengths_that_turning_brings_back_as_one() -> None:
    """Unlimited passes: with one card a turn every waste length is keyed alike; with
    three, the multiples of three and the end of the stock are, the others are not. The
    engine's table and the compact one key alike, and a search keyed so agrees with one
    that tells the waste lengths apart, in fewer nodes on a lost deal."""
    from cardlib.patience.compact import CompactTable

    seq = ["5S", "AS", "9S", "3S", "10S", "7S", "2S", "8S", "4S", "6S"]  # waste, then stock

    def keys(draw: int, w: int) -> tuple[Any, Any]:
        """The engine's key and the compact key with the waste holding ``w`` of ``seq``."""
        pos = {
            "tableau": [["KS"], ["QS"], ["JS"], [], [], [], []],
            "foundations": [[f"{r}{x}" for r in RANKS] for x in "HDC"],
            "waste": seq[:w],
            "stock": seq[w:][::-1],  # the last is turned next
        }
        g = cardlib.new_game("klondike", seed=1, draw=draw, position=pos)
        assert isinstance(g, PatienceGame)
        engine = cardlib.patience.solver._Search(g, PRUNINGS, None, None, 0.0)
        compact = CompactTable(g.table).key(True, False, draw)
        return engine.key(), compact

    assert len({keys(1, w) for w in range(11)}) == 1
    assert len({keys(3, w) for w in (0, 3, 6, 9, 10)}) == 1
    assert len({keys(3, w) for w in (0, 1, 2, 4, 5, 7, 8)}) == 7
    g = cardlib.new_game("klondike", seed=940, draw=1)
    searched = PRUNINGS - {"dead_cards"}  # which proves this deal lost without a search
    on = solve(g, max_nodes=20_000, prune=searched)
    off = solve(g, max_nodes=20_000, prune=searched - {"stock_cycle"})
    assert on.verdict == off.verdict == "lost" and on.nodes < off.nodes


def _pairs_in_lines(rng: random.Random, n: int) -> list[tuple[int, int]]:
    """``n`` pairs making 14 dealt into the square, each into one row or column (or
    anywhere when no place in a line is left), as (place, value)."""
    free = list(range(25))
    cells: list[tuple[int, int]] = []
    for _ in range(n):
        a = rng.choice(free)
        free.remove(a)
        b = rng.choice([c for c in free if c // 5 == a // 5 or c % 5 == a % 5] or free)
        free.remove(b)
        r = rng.randint(1, 13)
        cells += [(a, r), (b, 14 - r)]
    return cells


def _fourteenth_endgame(rng: random.Random) -> PatienceGame:
    """A Fourteenth square with 6 to 12 cards left, the hand empty and the swap grace
    used: pairs making 14 dealt into one row or column, then some cards changed."""
    cells = _pairs_in_lines(rng, rng.randint(3, 6))
    for i in rng.sample(range(len(cells)), k=rng.choice([0, 0, 1, 2])):
        cells[i] = (cells[i][0], rng.randint(1, 13))  # some pairs broken
    square: list[list[str]] = [[] for _ in range(25)]
    used: dict[str, int] = {}
    for place, v in cells:
        card = next(
            c
            for c in (f"{RANKS[v - 1]}{s}" for s in rng.sample("SHDC", 4))
            if used.get(c, 0) < 2  # two packs
        )
        used[card] = used.get(card, 0) + 1
        square[place] = [card]
    pos = {"tableau": square, "graces": 1}
    g = cardlib.new_game("the-fourteenth", seed=1, position=pos)
    assert isinstance(g, PatienceGame)
    return g


def test_first_pair_agrees_with_the_plain_search_on_fourteenth_endgames() -> None:
    """200 endgames of The Fourteenth (hand empty, grace used): searching only the first
    card's pairs gives the verdict of the search with no shortcut, and fewer nodes."""
    rng = random.Random("solver-first-pair")
    verdicts = {"winnable": 0, "lost": 0}
    fewer = 0
    for _ in range(200):
        g = _fourteenth_endgame(rng)
        plain = solve(g, prune=(), restarts=False)
        short = solve(g, prune={"first_pair"}, restarts=False)
        assert short.verdict == plain.verdict != "unknown", g.to_json()
        verdicts[plain.verdict] += 1
        fewer += short.nodes < plain.nodes
        if short.verdict == "winnable":
            assert _replays_to_a_win(g, short.line)
    assert min(verdicts.values()) >= 20, verdicts
    assert fewer >= 50, fewer


def _fourteenth_small(rng: random.Random, grace: str) -> PatienceGame:
    """A Fourteenth square with 4 to 8 cards on it (pairs making 14 dealt into one row or
    column, then some cards changed) and 0 to 4 in the hand, the swap grace unused: small
    enough for the exhaustive search, exchanges and all."""
    cells = _pairs_in_lines(rng, rng.randint(2, 4))
    hand: list[int] = []
    for _ in range(rng.randint(0, 2)):
        r = rng.randint(1, 13)
        hand += [r, 14 - r]
    for i in rng.sample(range(len(cells)), k=rng.choice([0, 1, 2, 2])):
        cells[i] = (cells[i][0], rng.randint(1, 13))  # some pairs broken
    used: dict[str, int] = {}

    def card(v: int) -> str:
        suits = rng.sample("SHDC", 4)
        c = next(c for c in (f"{RANKS[v - 1]}{s}" for s in suits) if used.get(c, 0) < 2)
        used[c] = used.get(c, 0) + 1
        return c

    square: list[list[str]] = [[] for _ in range(25)]
    for place, v in cells:
        square[place] = [card(v)]
    pos = {"tableau": square, "stock": [card(v) for v in hand]}
    g = cardlib.new_game("the-fourteenth", seed=1, position=pos, swap_grace=grace)
    assert isinstance(g, PatienceGame)
    return g


@pytest.mark.parametrize("grace", ["off", "once_per_game", "per_block"])
def test_pairing_search_agrees_with_an_exhaustive_search(grace: str) -> None:
    """Small Fourteenth positions with cards still in the hand and the grace to come: the
    search on values (with its shortcuts) gives the verdict of an exhaustive search of the
    engine's own positions, and its winning lines replay."""
    rng = random.Random(f"solver-pairing-{grace}")
    seen = {"winnable": 0, "lost": 0}
    for _ in range(60):
        g = _fourteenth_small(rng, grace)
        s = solve(g)
        assert s.verdict == ("winnable" if exhaustively_winnable(g) else "lost"), g.to_json()
        assert solve(g, prune=()).verdict == s.verdict
        if s.verdict == "winnable":
            assert _replays_to_a_win(g, s.line)
        seen[s.verdict] += 1
    assert seen["lost"] >= 5 and seen["winnable"] >= 5, seen
