// Appended to the site's pyodide.js by `tools/lite_site.py pyodide`: how the demos' Python
// starts. The kernel's worker calls loadPyodide as usual; this version
//
// 1. restores python-snapshot.bin, the memory of a Python that has already imported IPython,
//    the kernel, ipywidgets and cardlib (made at build time by tools/python_snapshot.js),
//    or, when the snapshot is missing, refused (another Pyodide build) or anything after
//    it fails, starts Python from scratch and says so in the console;
// 2. installs the packages from python-packages.bin (every file of the wheels, ready to
//    write) instead of letting Pyodide unpack each wheel in Python;
// 3. keeps both files unpacked in the browser's Cache Storage, 2 s after Python started, so
//    that the next start reads them as they are instead of fetching and gunzipping them
//    (a quarter of a second for the snapshot's 44 MB). The build writes each file's
//    fingerprint into VERSIONS below (tools/lite_site.py snapshot); a copy is used only
//    when it was made from a file with the same fingerprint, and older copies are deleted.
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
  var VERSIONS = {/*cardlib:versions*/};
  var UNPACKED = "cardlib-unpacked";
  var unpackedLater = [];  // copies to keep once Python has started
  var KEEP_AFTER_MS = 2000;
  var keptRead = 0;  // files read from their unpacked copies at this start

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

  // A kept copy's key: the file's address, with its version as the query.
  function unpackedKey(url, version) {
    return fileAddress(url) + "?cardlib-version=" + version;
  }

  function fileAddress(url) {
    return new URL(url, self.location.href).href;
  }

  // The unpacked copy of a file, from Cache Storage, or null (no copy of this version, no
  // fingerprint, or no Cache Storage: it exists only in secure contexts).
  async function readUnpacked(url, version) {
    if (!version || typeof caches === "undefined") { return null; }
    try {
      var hit = await (await caches.open(UNPACKED)).match(unpackedKey(url, version));
      return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
    } catch (err) {
      return null;
    }
  }

  async function keepUnpacked(url, version, bytes) {
    try {
      var cache = await caches.open(UNPACKED);
      var key = unpackedKey(url, version);
      var others = fileAddress(url) + "?";  // this file's copies of other versions
      var old = (await cache.keys()).filter(function (r) {
        return r.url !== key && r.url.startsWith(others);
      });
      await Promise.all(old.map(function (r) { return cache.delete(r); }));
      await cache.put(key, new Response(bytes));
    } catch (err) {
      console.warn("cardlib: could not keep " + url + " unpacked (" + err + ")");
    }
  }

  // A file of the site, unpacked: the kept copy if there is one, else fetched and gunzipped
  // (and kept once Python has started).
  async function fetchUnpacked(url, name) {
    var version = VERSIONS[name];
    var bytes = await readUnpacked(url, version);
    if (bytes) {
      keptRead += 1;
      return bytes;
    }
    bytes = await fetchGzip(url);
    if (version && typeof caches !== "undefined") {
      unpackedLater.push(function () { return keepUnpacked(url, version, bytes); });
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
    var packages = fetchUnpacked(options.indexURL + PACKAGES, PACKAGES);
    packages.catch(function () {});  // awaited below; no "unhandled rejection" meanwhile
    var pyodide;
    if (fromSnapshot) {
      pyodide = await loadPyodide(Object.assign({}, plain, {
        _loadSnapshot: fetchUnpacked(options.indexURL + SNAPSHOT, SNAPSHOT),
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
    keptRead = 0;
    try {
      pyodide = await start(options, true);
    } catch (err) {
      api = null;
      how = "from scratch";
      console.warn("cardlib: the Python snapshot was not used (" + err + ")");
      unpackedLater.length = 0;  // and no kept copy is trusted any more
      if (typeof caches !== "undefined") {
        try { await caches.delete(UNPACKED); } catch (ignored) { /* nothing kept */ }
      }
      pyodide = await start(options, false);
    }
    console.info("cardlib: Python started " + how + " in " +
                 Math.round(performance.now() - began) + " ms (" + keptRead +
                 " of its files read unpacked from the browser's cache)");
    // Written a little later, so that copying 50 MB does not slow the notebook's first run.
    var later = unpackedLater.splice(0);
    setTimeout(function () {
      later.reduce(function (done, keep) { return done.then(keep); }, Promise.resolve());
    }, KEEP_AFTER_MS);
    return pyodide;
  };
  self.loadPyodide.cardlibSnapshot = true;
})();
