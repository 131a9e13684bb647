// Make the demos' Python memory snapshot at build time (run by `tools/lite_site.py snapshot`).
//
//   node tools/python_snapshot.js <pyodide dir> <out file> <python to run>
//
// Starts the site's Pyodide under Node with `_makeSnapshot`, installs the packages from
// python-packages.bin as the browser does (loadPackage is not allowed before a snapshot),
// runs the given Python (the imports the kernel and the demos do at start-up), then writes
// the wasm memory, gzipped, to <out file>. The site's pyodide.js restores it instead of
// starting Python and importing IPython, ipywidgets and cardlib again
// (tools/demo_assets/pyodide-snapshot.js).
//
// The directories the imports created are kept in sys._cardlib_snapshot_dirs: the file
// system is not part of the memory, so the browser makes them again. Prints one JSON line
// with the snapshot's sizes and those directories.
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

async function main() {
  const [dir, out, code] = process.argv.slice(2);
  if (!dir || !out || !code) {
    throw new Error("usage: node python_snapshot.js <pyodide dir> <out file> <python>");
  }
  const indexURL = path.resolve(dir) + "/";
  const { loadPyodide } = require(indexURL + "pyodide.js");
  const py = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {} });
  const packed = zlib.gunzipSync(fs.readFileSync(indexURL + "python-packages.bin"));
  const length = packed.readUInt32LE(0);
  const contents = JSON.parse(packed.subarray(4, 4 + length).toString("utf8"));
  const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  let at = 4 + length;
  for (const [name, size] of contents.files) {
    const file = site + "/" + name;
    py.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
    py.FS.writeFile(file, packed.subarray(at, at + size));
    at += size;
  }
  py.runPython(`
import importlib, os
importlib.invalidate_caches()
_home_before = {d for d, _, _ in os.walk(os.path.expanduser("~"))}
`);
  py.runPython(code);
  const dirs = py.runPython(`
import json, os, sys
sys._cardlib_snapshot_dirs = sorted(
    {d for d, _, _ in os.walk(os.path.expanduser("~"))} - _home_before
)
del _home_before
json.dumps(sys._cardlib_snapshot_dirs)
`);
  // References from Python to JavaScript objects that are not reachable from globalThis:
  // the Pyodide API and functions of it (pyodide_kernel keeps loadPackagesFromImports,
  // micropip keeps loadPackage and two internal ones). Saved by name, found again by the
  // site's loader once Python is restored.
  const owners = [["", py], ["_api.", py._api]];
  const snapshot = py.makeMemorySnapshot({
    serializer: (obj) => {
      if (obj === py) return { pyodide: "" };
      for (const [prefix, owner] of owners) {
        for (const key of Object.getOwnPropertyNames(owner)) {
          const d = Object.getOwnPropertyDescriptor(owner, key);
          if (d && "value" in d && d.value === obj) return { pyodide: prefix + key };
        }
      }
      throw new Error("cannot snapshot a reference to " + String(obj).slice(0, 80));
    },
  });
  const gz = zlib.gzipSync(snapshot, { level: 9 });
  fs.writeFileSync(out, gz);
  console.log(JSON.stringify({ bytes: snapshot.length, gzipped: gz.length, dirs: JSON.parse(dirs) }));
}

main().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exit(1);
});
