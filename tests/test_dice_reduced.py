"""bench/dice_reduced.py: the exact solution of a reduced game agrees with the engine."""

from __future__ import annotations

import copy
import json
from functools import cache

import pytest
from bench_scripts import load_bench

from cardlib.dice import DiceSheet, DiceStream
from cardlib.dice.engine import ALL_ROLLS

reduced = load_bench("dice_reduced")

LINES = (7,)
FACES = (1, 2, 3)
FREE_DEPTH = 2  # free rides searched in a row before the brute force stops and scores


def _sheet(marks: int, counts: tuple[int, ...], roll: tuple[int, ...]) -> DiceSheet:
    pos = reduced.start_position(LINES, FACES)
    pos["marks"][LINES[0]] = marks
    pos["throwaways"] = dict(zip(FACES, counts, strict=True))
    pos["roll"] = list(roll)
    return DiceSheet.from_position(DiceStream(0), pos)


@cache
def _brute(marks: int, counts: tuple[int, ...], free_left: int) -> float:
    """Expectimax through the engine's own choices and marking, free rides cut off."""
    dead = reduced.dead_score(LINES)
    total = 0.0
    for roll, p in ALL_ROLLS:
        sheet = _sheet(marks, counts, roll)
        best = -1e9
        for choice in sheet.choices():
            after = copy.deepcopy(sheet)
            after.apply(choice)
            if after.roll is None or (choice.free and free_left == 0):
                v = float(after.score - dead)
            else:
                v = _brute(
                    min(after.marks[LINES[0]], 10),
                    tuple(after.throws[f] for f in FACES),
                    free_left - choice.free,
                )
            best = max(best, v)
        total += p * best
    return total


@pytest.fixture(scope="module")
def solution():  # type: ignore[no-untyped-def]
    return reduced.Reduced(LINES, FACES).solve()


@pytest.mark.parametrize("counts", [(7, 7, 7), (6, 7, 7), (7, 7, 6)])
@pytest.mark.parametrize("marks", [0, 3, 4, 9, 10])
def test_the_solution_is_expectimax_over_the_engine(solution, marks, counts) -> None:  # type: ignore[no-untyped-def]
    # The brute force stops after FREE_DEPTH free rides in a row; a free ride has chance
    # 1/32, so what it leaves out weighs at most (1/32)**3 of a score range under 1,000.
    assert solution.value([marks], counts) == pytest.approx(
        _brute(marks, counts, FREE_DEPTH), abs=0.05
    )


def test_the_exact_player_picks_the_best_legal_choice(solution) -> None:  # type: ignore[no-untyped-def]
    sheet = _sheet(4, (6, 7, 7), (1, 3, 4, 4, 6))
    player = reduced.ExactPlayer(solution)
    pick = player.choose_on(sheet)
    values = {c: solution.choice_value(sheet, c) for c in sheet.choices()}
    assert pick in values and values[pick] == max(values.values())
    # Throwing the 1 (six marks) keeps the game going; throwing a 2 or a 3 ends it.
    assert pick.aside == 1 and not pick.free


def test_a_reduced_game_is_played_on_the_engine_to_its_end(solution) -> None:  # type: ignore[no-untyped-def]
    score = reduced.play(5, LINES, FACES, reduced.ExactPlayer(solution))
    assert score in {0, -200} or score % 30 == 0


def test_a_rerun_keeps_the_games_already_written(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ran: list[str] = []

    def fake_run(name: str, games: int) -> dict[str, object]:
        ran.append(name)
        if name == "spread":
            raise KeyboardInterrupt  # the run is stopped during its second game
        return {"optimum": 1.0, "games": games}

    monkeypatch.setattr(reduced, "run", fake_run)
    out = tmp_path / "reduced.json"
    with pytest.raises(KeyboardInterrupt):
        reduced.main(["--games", "7", "--out", str(out)])
    assert ran == ["middle", "spread"]
    monkeypatch.setattr(reduced, "run", lambda name, games: ran.append(name) or {"games": games})
    reduced.main(["--games", "7", "--out", str(out)])
    assert ran == ["middle", "spread", "spread", "rare"]
    assert sorted(json.loads(out.read_text())["reduced"]) == ["middle", "rare", "spread"]
