"""StrongBot gives the same moves whatever Python's hash seed: the search must not depend
on the iteration order of sets of cards or suits (their hashes change with every process).

Each fragment is played in a fresh interpreter per ``PYTHONHASHSEED``; the moves and the
numbers behind each decision (layouts looked at, whether solved exactly, each card's
average) must agree. The positions are ones where the order of the search used to change
how many layouts the node budget covered (Forty-Five seed 300,006 from its 6th decision,
Pepper seed 300,000 at its 15th), bots seeded as ``bench/bot_match.py`` seeds them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (game, seed, decisions): the first hand, StrongBot with its default budget in every seat.
FRAGMENTS = (("forty-five", 300_006, 9), ("pepper", 300_000, 16))

CODE = """
import cardlib
from cardlib.tricks.strong import StrongBot

for game_id, seed, decisions in FRAGMENTS:
    g = cardlib.new_game(game_id, seed=seed)
    bots = [StrongBot(seed=seed * 10 + s) for s in range(4)]
    for i in range(decisions):
        if g.is_over or g.hand_no:
            break
        bot = bots[g.to_move]
        move = bot.choose(g)
        j = bot.last
        why = "" if j is None else (
            f"{j.layouts} {j.exact} " + " ".join(f"{c}={v!r}" for c, v in j.values.items())
        )
        print(game_id, seed, i, move, why)
        g.play(move)
"""


def play(hash_seed: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    out = subprocess.run(
        [sys.executable, "-c", f"FRAGMENTS = {FRAGMENTS!r}\n{CODE}"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return out.stdout.splitlines()


def test_strong_bot_does_not_depend_on_the_hash_seed() -> None:
    first = play("1")
    assert len(first) == sum(n for _, _, n in FRAGMENTS)
    for hash_seed in ("2", "3"):
        assert play(hash_seed) == first, f"PYTHONHASHSEED=1 and ={hash_seed} differ"
