// Decision time of the Solitaire Dice coach (cardlib.dice.value.advise) in Pyodide, under Node.
//
//     node bench/bench_dice_pyodide.js [path/to/pyodide/]
//
// Run from the project's folder after `make book` (which puts the site's Pyodide in
// lite/static/pyodide/, the default; /work/main/lite/static/pyodide/ works too). The script
// copies cardlib/ into Pyodide's file system, plays 10 seeded games (seeds 10,000 to
// 10,009) following the coach, and prints the median, 95th percentile and maximum time of
// one piece of advice (the top three choices with their reasons), the first one apart.
const { pyodideWithCardlib } = require("./pyodide_node.js");

(async () => {
  const py = await pyodideWithCardlib(process.argv[2]);
  const report = await py.runPythonAsync(`
import statistics, sys, time
sys.path.insert(0, "/home/pyodide")
from cardlib.dice.engine import DiceSheet, DiceStream
from cardlib.dice.value import ExpertPlayer, advise
player = ExpertPlayer()
times = []
for seed in range(10_000, 10_010):
    sheet = DiceSheet(DiceStream(seed))
    while sheet.roll is not None:
        t0 = time.perf_counter()
        advice = advise(sheet, player)
        times.append(time.perf_counter() - t0)
        sheet.apply(advice.best[0])
first = times.pop(0)
ms = sorted(1000 * t for t in times)
(f"Pyodide (Python {sys.version.split()[0]}): coach advice median {statistics.median(ms):.1f} ms, "
 f"95th percentile {ms[int(0.95 * len(ms))]:.1f} ms, max {ms[-1]:.1f} ms over {len(ms)} "
 f"decisions; first (cold caches) {1000 * first:.0f} ms")
`);
  console.log(report);
})();
