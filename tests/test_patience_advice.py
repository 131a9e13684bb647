"""The demos' solver buttons, driven without a browser: Winnable?, Hint, Show a win and
Winnable deals only; and the data they read (``winnable.json``, from the CSVs)."""

from __future__ import annotations

import csv
import itertools
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import cardlib
from cardlib.game import Game, Move
from cardlib.patience.advice import (
    Adviser,
    greedy_win,
    greedy_won_seeds,
    index_entry,
    solver_seeds,
    winnable_index,
    winnable_seeds,
)
from cardlib.patience.engine import PatienceGame
from cardlib.patience.freeing import never_home
from cardlib.patience.players import greedy_hint
from cardlib.patience.solver import solve
from cardlib.widgets.patience import PatienceWidget, patience_demo

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "book" / "data" / "winnability"
PATIENCE = [i.id for i in cardlib.catalog() if i.family in ("forty-thieves", "klondike", "cadogan")]


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


def _won_by(g: Game, line: tuple[Move, ...] | None) -> bool:
    """Whether ``line`` replays from ``g`` (a copy) to a win through ``Game.play``."""
    if line is None:
        return False
    h = g.copy()
    for m in line:
        h.play(m)
    return h.outcome is not None and h.outcome.won


# ----- the data --------------------------------------------------------------------------------
def test_the_index_sums_up_the_committed_csvs() -> None:
    """``winnable.json`` (what the site's Pyodide reads) says what the CSVs say."""
    csvs = sorted(DATA.glob("*.csv"))
    assert csvs
    assert winnable_index() == {p.stem: index_entry(_rows(p)) for p in csvs}


def test_no_deal_the_greedy_player_won_is_called_lost() -> None:
    """Two sources of the winnable deals: a deal the greedy player won is never one the
    solver proved lost (that would be a wrong proof)."""
    checked = 0
    for gid in PATIENCE:
        won = set(greedy_won_seeds(gid))
        lost = set(solver_seeds(gid)["lost"])
        assert not won & lost, gid
        checked += len(won)
    assert checked > 100


# ----- Winnable? ---------------------------------------------------------------------------------
def _klondike_1() -> PatienceWidget:
    return patience_demo("klondike", seed=1, draw=1, adviser=Adviser(max_nodes=20_000))


def test_winnable_says_still_winnable_with_a_line_that_wins() -> None:
    w = _klondike_1()
    w.press("check")
    assert w.status_text.startswith("Still winnable: the solver found a win in ")
    assert _won_by(w.game, w.adviser.known_line(w.game))
    assert w.game.history == []  # asking plays nothing


def test_winnable_names_the_last_move_that_kept_a_win() -> None:
    """fortress:233: four moves of a winning line, then 9♠ from left row 5 to left row 2,
    which loses the win (proved by the search without shortcuts), then one more move."""
    g = cardlib.new_game("fortress", seed=233)
    assert isinstance(g, PatienceGame)
    line = solve(g, max_nodes=5000).line
    assert _won_by(g, line)
    w = patience_demo("fortress", seed=233, adviser=Adviser(max_nodes=5000))
    for m in line[:4]:
        w.play(m)
    bad = w.patience.parse_move("t5-t2")
    assert bad != line[4]
    lost_words = w.patience.describe(bad)
    w.play(bad)
    assert solve(w.game, max_nodes=5000, prune=(), restarts=False).verdict == "lost"
    w.play(greedy_hint(w.patience))  # type: ignore[arg-type]
    w.press("check")
    h = g.copy()
    for m in line[:3]:
        h.play(m)
    kept = h.describe(line[3])
    assert w.status_text == (
        f"No longer winnable: the last move that kept a win was move 4 ({kept}); "
        f"move 5 ({lost_words}) lost it."
    )


def test_winnable_on_a_deal_lost_from_the_start() -> None:
    assert "fortress" in PATIENCE and 3 in solver_seeds("fortress")["lost"]
    w = patience_demo("fortress", seed=3, adviser=Adviser(max_nodes=20_000))
    w.play(greedy_hint(w.patience))  # type: ignore[arg-type]
    w.press("check")
    assert w.status_text == (
        "No longer winnable: this deal could not be won from its first move. The ace of "
        "hearts, ace of spades, two of clubs and two of diamonds can never go home now."
    )


def test_winnable_names_the_cards_that_can_never_go_home() -> None:
    """klondike:18 buries three aces under cards with nowhere to go: Winnable? says which
    cards can never go home (the lowest of each suit), even with the stock at hand; the
    relaxed game it asks (``never_home``) is what lists them."""
    w = patience_demo("klondike", seed=18, adviser=Adviser(max_nodes=2000))
    w.play(w.patience.legal_moves()[0])
    w.press("check")
    assert w.status_text == (
        "No longer winnable: this deal could not be won from its first move. Even with "
        "every stock card at hand, the ace of clubs, ace of diamonds, ace of hearts and "
        "jack of spades can never go home now."
    )
    dead = never_home(w.patience.table)
    assert {str(c) for c in dead} >= {"A♣", "A♦", "A♥", "J♠"}
    assert not any(c.suit.value == "S" and c.rank < 11 for c in dead)


def test_winnable_says_not_sure_when_the_budget_runs_out() -> None:
    w = patience_demo("forty-thieves", seed=1, adviser=Adviser(max_nodes=10))
    assert greedy_win(w.game) is None  # no other proof of a win
    w.press("check")
    assert w.status_text == "Not sure: no answer within the time."


# ----- Show a win -----------------------------------------------------------------------------
def test_show_a_win_steps_through_a_winning_line_with_next_and_undo() -> None:
    w = _klondike_1()
    w.press("win")
    assert w.buttons["win"].description == "Next move"
    total = int(re.search(r"A win in (\d+) moves", w.status_text).group(1))  # type: ignore[union-attr]
    w.press("next move")
    w.press("next move")
    assert len(w.game.history) == 2 and f"({total - 2} moves left of the win.)" in w.status_text
    w.press("undo")
    assert len(w.game.history) == 1 and w.buttons["win"].description == "Next move"
    while not w.game.is_over:
        before = len(w.game.history)
        w.press("next move")
        assert len(w.game.history) == before + 1
    assert w.game.outcome is not None and w.game.outcome.won
    assert len(w.game.history) == total
    assert w.buttons["win"].description == "Show a win"


def _boxes(w: Any) -> list[Any]:
    """Every box in a widget tree."""
    kids = list(getattr(w, "children", ()))
    return [w, *(b for k in kids for b in _boxes(k))] if kids else []


def test_play_the_win_plays_the_rest_of_the_line_as_one_action() -> None:
    w = _klondike_1()
    hidden = {"display": "none"}
    assert w.buttons["rest"].layout.display == hidden["display"]
    w.press("play the win")
    assert "cardlib-error" in w.status.value and not w.game.history  # no win shown: nothing played
    w.press("win")
    assert w.buttons["rest"].layout.display != hidden["display"]
    assert any(w.buttons["rest"] in box.children for box in _boxes(w.ui))  # on the table
    total = int(re.search(r"A win in (\d+) moves", w.status_text).group(1))  # type: ignore[union-attr]
    w.press("next move")
    w.press("play the win")
    assert w.game.outcome is not None and w.game.outcome.won
    assert len(w.game.history) == total
    assert w.buttons["rest"].layout.display == hidden["display"]
    w.press("undo")
    assert len(w.game.history) == 1  # the whole rest of the line was one action


def test_show_a_win_says_so_when_it_finds_no_line_in_time() -> None:
    w = patience_demo("forty-thieves", seed=1, adviser=Adviser(max_nodes=10))
    w.press("win")
    assert w.status_text.startswith("Show a win found no winning line in the time it has.")
    assert w.buttons["win"].description == "Show a win" and not w.game.history
    assert w.buttons["rest"].layout.display == "none"


def test_a_move_off_the_shown_line_ends_the_showing() -> None:
    w = _klondike_1()
    w.press("win")
    line = w.adviser.known_line(w.game)
    assert line
    other = next(m for m in w.game.legal_moves() if m != line[0] and str(m) != "stop")
    w.play(other)
    assert w.buttons["win"].description == "Show a win"


# ----- Winnable deals only ---------------------------------------------------------------------
def test_new_deal_deals_the_next_seeds_proved_winnable() -> None:
    w = patience_demo("klondike", seed=1, draw=1, adviser=Adviser(max_nodes=10))
    assert w.winnable_only
    seeds = []
    for _ in range(5):
        w.press("new")
        seeds.append(w.game.seed)
        assert "proved winnable" in w.status_text
    known = winnable_seeds("klondike", {"draw": 1})
    assert seeds == [s for s in known if s > 1][:5]
    assert w.patience.options["draw"] == 1


def test_a_typed_deal_code_deals_exactly_that_deal() -> None:
    w = patience_demo("fortress", seed=5, adviser=Adviser(max_nodes=10))
    assert 3 not in winnable_seeds("fortress")
    w.enter_code("fortress:3")
    assert w.game.deal_code == "fortress:3"


def test_without_winnable_deals_only_new_deal_is_any_seed() -> None:
    # no run is committed for The Blockade's other reading: no deal is known
    opts = {"vacancy_model": "empty_columns_only"}
    w = patience_demo("the-blockade", seed=3, adviser=Adviser(max_nodes=10), **opts)
    assert not winnable_seeds("the-blockade", opts)
    w.press("new")
    assert "is known to be winnable yet" in w.status_text
    w.winnable_only = False
    w.press("new")
    assert "winnable" not in w.status_text


def _demo_seeds() -> Iterator[tuple[str, int]]:
    for path in sorted((ROOT / "book" / "demos").glob("*.ipynb")):
        code = "".join("".join(c["source"]) for c in json.loads(path.read_text())["cells"])
        m = re.search(r'patience_demo\("([a-z-]+)", seed=(\d+)', code)
        if m:
            yield m.group(1), int(m.group(2))


def test_every_patience_demo_starts_with_a_winnable_deal() -> None:
    """Every patience demo's first deal is one the committed runs prove winnable."""
    demos = dict(_demo_seeds())
    assert sorted(demos) == sorted(PATIENCE)
    for gid, seed in demos.items():
        assert seed in winnable_seeds(gid), f"{gid}:{seed}"


def test_a_demo_without_a_seed_starts_with_the_first_winnable_deal() -> None:
    w = patience_demo("the-sultan", adviser=Adviser(max_nodes=10))
    assert w.game.seed == winnable_seeds("the-sultan")[0]


# ----- Hint never throws a win away ----------------------------------------------------------
HINT_POSITIONS = 200
HINT_NODES = 400
_LINES_NODES = 2000


def _lines(gid: str) -> Iterator[tuple[PatienceGame, tuple[Move, ...]]]:
    """Winning lines of the game's cheapest known winnable deals: the solver's, from the
    deals its CSV run decided in the fewest nodes, then the greedy player's wins."""
    path = DATA / f"{gid}.csv"
    rows = _rows(path) if path.exists() else []
    cheap = sorted((int(r["nodes"]), int(r["seed"])) for r in rows if r["verdict"] == "winnable")
    for _, seed in cheap:
        g = cardlib.new_game(gid, seed=seed)
        assert isinstance(g, PatienceGame)
        s = solve(g, max_nodes=_LINES_NODES)
        if s.verdict == "winnable":
            yield g, s.line
    for seed in greedy_won_seeds(gid):
        g = cardlib.new_game(gid, seed=seed)
        assert isinstance(g, PatienceGame)
        line = greedy_win(g)
        assert line is not None
        yield g, line


LINES = 8
"""Known wins used per game, at most."""
WALK_FROM = 25
"""How many positions from a line's end the seeded walks start at (more when the game
has few known wins: 80 over all its lines at least)."""
WALK = 4
"""The length of each walk (one more for a game with one known win)."""


def _positions(gid: str) -> Iterator[PatienceGame]:
    """Positions near the ends of known wins, where the solver decides quickly: each of
    the last positions of a winning line, then a short walk of seeded random legal moves
    from it (on or off any winning line: some positions are lost, which the test leaves
    out)."""
    rng = random.Random(f"hint-{gid}")
    lines = list(itertools.islice(_lines(gid), LINES))
    starts = max(WALK_FROM, 80 // max(1, len(lines)))
    walk = WALK + (len(lines) == 1)
    for g, line in lines:
        full = g.copy()
        for m in line:
            full.play(m)
        for _ in range(min(starts, len(line))):
            full.undo()
            pos = full.copy()
            for _step in range(walk):
                if pos.is_over:
                    break
                yield pos
                moves = [m for m in pos.legal_moves() if str(m) != "stop"]
                pos = pos.copy()
                pos.play(rng.choice(moves))


@pytest.mark.parametrize("gid", PATIENCE)
def test_hint_never_turns_a_winnable_position_into_a_lost_one(gid: str) -> None:
    """Over 200 positions the solver decides winnable within a small node budget (see
    :func:`_positions`): the hint is the solver's, and from the position after it, a win
    is replayed through ``Game.play``."""
    counted = 0
    for pos in _positions(gid):
        adviser = Adviser(max_nodes=HINT_NODES)
        hint = adviser.hint(pos)
        if hint.verdict != "winnable":
            continue
        assert hint.source == "solver" and hint.move is not None
        after = pos.copy()
        after.play(hint.move)
        assert _won_by(after, adviser.known_line(after)), f"{gid}: {hint.move}"
        counted += 1
        if counted == HINT_POSITIONS:
            break
    assert counted == HINT_POSITIONS, f"{gid}: only {counted} winnable positions"


def test_hint_falls_back_to_the_greedy_choice_and_says_so() -> None:
    w = patience_demo("forty-thieves", seed=1, adviser=Adviser(max_nodes=10))
    w.press("hint")
    assert w.hint_move == greedy_hint(w.patience)
    assert (
        "The solver found no win in time: this is the simple computer player's choice."
        in w.status_text
    )
    w = patience_demo("fortress", seed=3, adviser=Adviser(max_nodes=20_000))
    w.press("hint")
    assert "can no longer be won (the solver proved it)" in w.status_text


def test_winnable_on_an_unplayed_deal_the_committed_runs_proved() -> None:
    """No line within 10 nodes (nor by the greedy player), but the deal is in the committed
    runs' winnable seeds."""
    seed = next(
        s
        for s in winnable_seeds("klondike", {"draw": 1})
        if greedy_win(cardlib.new_game("klondike", seed=s, draw=1)) is None
    )
    w = patience_demo("klondike", seed=seed, draw=1, adviser=Adviser(max_nodes=10))
    w.press("check")
    assert w.status_text.startswith("Still winnable: this deal is one the solver's committed")
    w.play(w.game.legal_moves()[0])
    w.press("check")
    assert w.status_text == "Not sure: no answer within the time."
