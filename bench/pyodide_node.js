// Shared by the bench/*_pyodide.js scripts: the site's Pyodide under Node, with this
// checkout's cardlib/ copied into its file system at /home/pyodide/cardlib.
//
//     const { pyodideWithCardlib } = require("./pyodide_node.js");
//     const py = await pyodideWithCardlib(process.argv[2]);  // optional path to pyodide/
const path = require("path");
const fs = require("fs");

const root = path.resolve(__dirname, "..");

function files(dir, out) {
  for (const name of fs.readdirSync(dir)) {
    const p = path.join(dir, name);
    if (name === "__pycache__") continue;
    if (fs.statSync(p).isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

// Pyodide from `where` (default lite/static/pyodide/, which `make book` writes), with
// cardlib/ under /home/pyodide.
async function pyodideWithCardlib(where) {
  const indexURL = path.resolve(where || path.join(root, "lite/static/pyodide")) + "/";
  const { loadPyodide } = require(path.join(indexURL, "pyodide.js"));
  const py = await loadPyodide({ indexURL });
  for (const f of files(path.join(root, "cardlib"), [])) {
    const rel = path.relative(root, f);
    py.FS.mkdirTree("/home/pyodide/" + path.dirname(rel));
    py.FS.writeFile("/home/pyodide/" + rel, fs.readFileSync(f));
  }
  return py;
}

module.exports = { pyodideWithCardlib, root };
