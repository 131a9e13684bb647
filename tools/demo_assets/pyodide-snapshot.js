// Appended to the site's pyodide.js by `tools/lite_site.py pyodide`: how the demos' Python
// starts. The kernel's worker calls loadPyodide as usual; this version
//
// 1. restores python-snapshot.bin, the memory of a Python that has already imported IPython,
//    the kernel, ipywidgets and cardlib (made at build time by tools/python_snapshot.js),
//    or, when the snapshot is missing, refused (another Pyodide build) or anything after
//    it fails, starts Python from scratch and says so in the console;
// 2. installs the packages from python-packages.bin (every file of the wheels, ready to
//    write) instead of letting Pyodide unpack each wheel in Python.
(function () {
  "use strict";
  if (typeof self === "undefined" || typeof self.loadPyodide !== "function" ||
      self.loadPyodide.cardlibSnapshot) {
    return;  // not in a browser (the snapshot maker runs under Node), or already wrapped
  }
  var loadPyodide = self.loadPyodide;
  var SNAPSHOT = "python-snapshot.bin";
  var PACKAGES = "python-packages.bin";
  var api = null;

  // Python keeps references to the Pyodide API and to functions of it, saved by name
  // ("loadPackage", "_api.install"; "" for the API itself): resolved once Python is back.
  function deserialize(ref) {
    var name = ref && typeof ref.pyodide === "string" ? ref.pyodide : null;
    if (name === null) { throw new Error("unknown reference in the snapshot: " + JSON.stringify(ref)); }
    var path = name ? name.split(".") : [];
    function resolve() {
      if (!api) { throw new Error("the Pyodide API was used before Python was restored"); }
      var owner = api;
      var value = api;
      path.forEach(function (part) { owner = value; value = value[part]; });
      return { owner: owner, value: value };
    }
    if (!path.length) {
      return new Proxy({}, {
        get: function (_, key) { return resolve().value[key]; },
        has: function (_, key) { return key in resolve().value; },
      });
    }
    return function () {
      var found = resolve();
      return found.value.apply(found.owner, arguments);
    };
  }

  async function fetchGzip(url) {
    var response = await fetch(url);
    if (!response.ok) { throw new Error(url + ": HTTP " + response.status); }
    var bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {  // gzip, unless the server unpacked it
      var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    }
    return bytes;
  }

  // python-packages.bin (tools/lite_site.py write_packages): a little-endian uint32 n, n
  // bytes of JSON {packages, files: [[path under site-packages, size], ...]}, the files.
  function installPackages(pyodide, bytes) {
    var view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    var length = view.getUint32(0, true);
    var contents = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
    var site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
    var at = 4 + length;
    var made = {};
    contents.files.forEach(function (file) {
      var path = site + "/" + file[0];
      var dir = path.slice(0, path.lastIndexOf("/"));
      if (!made[dir]) { pyodide.FS.mkdirTree(dir); made[dir] = true; }
      pyodide.FS.writeFile(path, bytes.subarray(at, at + file[1]));
      at += file[1];
    });
    contents.packages.forEach(function (name) { pyodide.loadedPackages[name] = "default channel"; });
  }

  // After a restore: the directories the snapshot's imports made (the file system is not
  // part of the memory) and fresh random state (every reader restores the same memory).
  var AFTER = [
    "import importlib, os, random, sys",
    "for d in getattr(sys, '_cardlib_snapshot_dirs', ()):",
    "    os.makedirs(d, exist_ok=True)",
    "random.seed()",
    "importlib.invalidate_caches()",
  ].join("\n");

  async function start(options, fromSnapshot) {
    var plain = Object.assign({}, options, { packages: [] });  // installed below
    // Both downloads start at once and run while Python starts.
    var packages = fetchGzip(options.indexURL + PACKAGES);
    packages.catch(function () {});  // awaited below; no "unhandled rejection" meanwhile
    var pyodide;
    if (fromSnapshot) {
      pyodide = await loadPyodide(Object.assign({}, plain, {
        _loadSnapshot: fetchGzip(options.indexURL + SNAPSHOT),
        _snapshotDeserializer: deserialize,
      }));
      api = pyodide;
    } else {
      pyodide = await loadPyodide(plain);
    }
    installPackages(pyodide, await packages);
    pyodide.runPython(AFTER);
    return pyodide;
  }

  self.loadPyodide = async function (options) {
    options = options || {};
    var began = performance.now();
    var pyodide;
    var how = "from its snapshot";
    try {
      pyodide = await start(options, true);
    } catch (err) {
      api = null;
      how = "from scratch";
      console.warn("cardlib: the Python snapshot was not used (" + err + ")");
      pyodide = await start(options, false);
    }
    console.info("cardlib: Python started " + how + " in " +
                 Math.round(performance.now() - began) + " ms");
    return pyodide;
  };
  self.loadPyodide.cardlibSnapshot = true;
})();
