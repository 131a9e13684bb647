// Decision time of the trick games' strong computer player (cardlib.tricks.strong.StrongBot)
// in Pyodide, under Node, for Forty-Five, Pepper and Trinidad All Fours.
//
//     nice -n 10 node bench/bench_tricks_pyodide.js [path/to/pyodide/] [--hands N]
//     node bench/bench_tricks_pyodide.js --python | nice -n 10 .venv/bin/python -
//
// Run from the project's folder after `make book` (which puts the site's Pyodide in
// lite/static/pyodide/, the default; /work/main/lite/static/pyodide/ works too). The script
// copies cardlib/ into Pyodide's file system and, for each game, plays the first hand of 20
// seeded games (seeds 300,000 to 300,019: StrongBot was tuned on seeds below 1,000, and
// bench/bot_match.py and bench/trick_strategy.py use 100,000 up and 200,000 up) with a
// StrongBot in every seat, seeded as bot_match.py seeds them (seed * 10 + seat). It times
// every StrongBot.choose(game) with time.perf_counter (wall time, like bot_match.py's "wall
// ms"), drops each game's first decision (cold caches; its time is printed) and prints, per
// game and with the Python version, the number of decisions and their median, 95th
// percentile (nearest rank) and maximum in ms: over all decisions, over the card plays with
// a choice, and over the other decisions with a choice (Pepper bids and trumps, All Fours
// beg/stand and give one/run the pack, Forty-Five robbing), and the number of forced moves
// (one legal move, which choose() returns at once). About 1 to 1.5 minutes on a 2-core
// machine.
//
// `--python` prints the same Python code instead, set up for CPython in this folder, so the
// second command gives the CPython figures for the same hands, measured the same way.
const { pyodideWithCardlib, root } = require("./pyodide_node.js");
const args = process.argv.slice(2);
let hands = 20;
const h = args.indexOf("--hands");
if (h >= 0) hands = parseInt(args.splice(h, 2)[1], 10);
const printPython = args.includes("--python");
const positional = args.filter((a) => !a.startsWith("--"));

const python = (home, label) => `
import math, statistics, sys, time
sys.path.insert(0, ${JSON.stringify(home)})
import cardlib
from cardlib.tricks.engine import Play
from cardlib.tricks.strong import StrongBot

SEEDS = range(300_000, 300_000 + ${hands})
GAMES = ("forty-five", "pepper", "all-fours")


def kind(moves):
    if len(moves) == 1:
        return "forced"
    return "card" if all(isinstance(m, Play) for m in moves) else "call"


def stats(ms):
    if not ms:
        return "none"
    ms = sorted(ms)
    return (f"n={len(ms):<4d} median {statistics.median(ms):6.1f} ms  "
            f"p95 {ms[math.ceil(0.95 * len(ms)) - 1]:6.1f} ms  max {ms[-1]:6.1f} ms")


lines = [f"${label} (Python {sys.version.split()[0]}): StrongBot in all four seats, "
         f"first hand of seeds {SEEDS[0]:,} to {SEEDS[-1]:,}, wall ms per decision"]
for game_id in GAMES:
    timed = []  # (kind, seconds)
    start = time.perf_counter()
    for seed in SEEDS:
        g = cardlib.new_game(game_id, seed=seed)
        bots = [StrongBot(seed=seed * 10 + s) for s in range(4)]
        while not g.is_over and g.hand_no == 0:
            seat = g.to_move
            k = kind(g.legal_moves())
            t0 = time.perf_counter()
            move = bots[seat].choose(g)
            timed.append((k, time.perf_counter() - t0))
            g.play(move)
    total = time.perf_counter() - start
    first_kind, first = timed.pop(0)
    ms = {k: [1000 * t for kk, t in timed if kk == k] for k in ("card", "call", "forced")}
    lines += [
        f"{game_id}: {len(SEEDS)} hands in {total:.1f} s; first decision ({first_kind}, "
        f"cold caches) {1000 * first:.1f} ms, dropped",
        f"  all decisions    {stats([1000 * t for _, t in timed])}",
        f"  card plays       {stats(ms['card'])}",
        f"  bids and calls   {stats(ms['call'])}",
        f"  forced moves     n={len(ms['forced'])}",
    ]
"\\n".join(lines)
`;

async function pyodide() {
  const py = await pyodideWithCardlib(positional[0]);
  console.log(await py.runPythonAsync(python("/home/pyodide", "Pyodide")));
}

if (printPython) {
  // The code's last line is the report (the value Pyodide returns); CPython prints it.
  const code = python(root, "CPython");
  process.stdout.write(code.replace(/\n"\\n"\.join\(lines\)\n$/, '\nprint("\\n".join(lines))\n'));
} else {
  pyodide();
}
