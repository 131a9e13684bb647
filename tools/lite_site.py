"""Assemble what the JupyterLite demos need, offline, with the standard library only.

Steps run by ``make book`` after the registry downloads (``npm pack`` of Pyodide, ``pip
download`` of the wheels listed in ``tools/pyodide-wheels.txt``)::

    python tools/lite_site.py wheel --out build/site-cache/dist
    python tools/lite_site.py pyodide --npm-tarball build/site-cache/pyodide-0.29.0.tgz \\
        --wheels build/site-cache/wheels --extra build/site-cache/dist/cardlib-*.whl \\
        --out lite/static/pyodide
    python tools/lite_site.py snapshot --pyodide lite/static/pyodide
    python tools/lite_site.py finish --out _build/html/lite   # after `jupyter lite build`

``wheel`` packs the working tree's ``cardlib`` into a pure wheel (no build back-end, no
network). ``pyodide`` unpacks the Pyodide runtime (no source maps, no demo consoles),
rewrites ``pyodide-lock.json`` so that it names only the wheels the demos need, packs the
files of those wheels into ``python-packages.bin`` (the site ships that, not the wheels)
and appends to ``pyodide.js`` the loader that installs them
(``tools/demo_assets/pyodide-snapshot.js``): anything the page would fetch from elsewhere
is absent and fails loudly instead. ``snapshot`` starts that Pyodide under Node, imports
what the kernel and the demos import at start-up, and saves the memory as
``python-snapshot.bin``, which the loader restores: a demo skips most of Python's start-up.
"""

from __future__ import annotations

import argparse
import base64
import csv
import email.parser
import gzip
import hashlib
import io
import json
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The runtime files taken from the npm package (the rest are typings, maps, consoles).
RUNTIME = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")

#: What the kernel loads at start-up (jupyterlite-pyodide-kernel 0.7.0: micropip, piplite,
#: its ipykernel shim, pyodide_kernel, comm, ipython; jedi too, but see :data:`EXCLUDED`)
#: and what the demos import.
ROOTS = (
    "micropip",
    "piplite",
    "ipykernel",
    "pyodide-kernel",
    "ipython",
    "comm",
    "ipywidgets",
    "cardlib",
)

#: Lock entries left out: not pure wheels on PyPI, and not needed by a widget demo.
#: ``matplotlib-inline`` imports matplotlib at import time; only ``%matplotlib`` uses it.
#: ``jedi`` (and ``parso``, which only jedi uses) serves code completion, which a Voici app,
#: with no code cell, never asks for; IPython imports it only if it is there (its
#: ``JEDI_INSTALLED``). The kernel's list of start-up packages still names jedi (see
#: ``lite/jupyter-lite.json``): a name in that list is taken as installed, not fetched.
EXCLUDED = frozenset({"matplotlib", "matplotlib-inline", "jedi", "parso"})

#: Dependencies of the added wheels that nothing imports in the browser (they only carry
#: the classic-notebook and JupyterLab front-end code, which the lite site has already).
SKIPPED_REQUIREMENTS = frozenset({"widgetsnbextension", "jupyterlab-widgets"})


def normalize(name: str) -> str:
    """The PEP 503 form of a project name.

    >>> normalize("Prompt_Toolkit"), normalize("pure.eval")
    ('prompt-toolkit', 'pure-eval')
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    """The hex sha256 of a file (what Pyodide checks before installing a wheel)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ----- the cardlib wheel ---------------------------------------------------------------------
def project_version() -> str:
    """``cardlib.__version__`` as written in the source (without importing it)."""
    text = (ROOT / "cardlib" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if not match:
        raise SystemExit("cardlib/__init__.py has no __version__ line")
    return match.group(1)


def _record_line(name: str, data: bytes) -> list[str]:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return [name, f"sha256={digest}", str(len(data))]


def write_wheel(out: Path, name: str, version: str, files: dict[str, bytes]) -> Path:
    """Write a pure ``py3-none-any`` wheel holding ``files`` (archive name -> bytes)."""
    info = f"{name}-{version}.dist-info"
    meta = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tools/lite_site.py\n"
        "Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    content = dict(files)
    content.update({k: v.encode() for k, v in meta.items()})
    rows = [_record_line(k, v) for k, v in sorted(content.items())]
    rows.append([f"{info}/RECORD", "", ""])
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    content[f"{info}/RECORD"] = buf.getvalue().encode()
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for arcname in sorted(content):
            # Fixed timestamps: the same sources give the same wheel, byte for byte.
            zi = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
            zi.external_attr = 0o644 << 16
            zf.writestr(zi, content[arcname], zipfile.ZIP_DEFLATED)
    return path


def build_cardlib_wheel(out: Path) -> Path:
    """Pack ``cardlib/`` (sources and package data, no caches) into a wheel in ``out``."""
    files = {
        p.relative_to(ROOT).as_posix(): p.read_bytes()
        for p in sorted((ROOT / "cardlib").rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    }
    for old in out.glob("cardlib-*.whl"):
        old.unlink()
    return write_wheel(out, "cardlib", project_version(), files)


# ----- the self-hosted Pyodide ---------------------------------------------------------------
def wheel_info(path: Path) -> tuple[str, str, list[str], list[str]]:
    """Name, version, top-level import names and unconditional requirements of a wheel."""
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(zf.read(meta_name).decode("utf-8"))
    tops = sorted(
        {
            n.split("/")[0].removesuffix(".py")
            for n in names
            if not n.split("/")[0].endswith((".dist-info", ".data"))
            and (n.endswith(".py") or "/" in n)
        }
    )
    requires = []
    for req in meta.get_all("Requires-Dist") or []:
        if ";" in req and "extra" in req.split(";", 1)[1]:
            continue
        requires.append(normalize(re.split(r"[\s<>=!~;\[(]", req.strip(), maxsplit=1)[0]))
    return str(meta["Name"]), str(meta["Version"]), tops, requires


def lock_entry(path: Path, name: str, version: str, imports: list[str], depends: list[str]) -> dict:
    return {
        "name": name,
        "version": version,
        "file_name": path.name,
        "install_dir": "site",
        "sha256": sha256(path),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
    }


#: How the site's Python starts (appended to ``pyodide.js``): from the snapshot, with the
#: packages installed from ``python-packages.bin``.
LOADER = ROOT / "tools" / "demo_assets" / "pyodide-snapshot.js"
LOADER_MARK = "\n// cardlib: how the demos' Python starts (tools/demo_assets/pyodide-snapshot.js)\n"
PACKAGES_FILE = "python-packages.bin"


def assemble_pyodide(tarball: Path, wheels: Path, extras: list[Path], out: Path) -> dict:
    """Unpack Pyodide into ``out`` with the wheels and a lock that names only them."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    with tarfile.open(tarball) as tf:
        for member in RUNTIME:
            src = tf.extractfile(f"package/{member}")
            if src is None:
                raise SystemExit(f"{tarball} has no package/{member}")
            (out / member).write_bytes(src.read())
        lock_file = tf.extractfile("package/pyodide-lock.json")
        if lock_file is None:
            raise SystemExit(f"{tarball} has no pyodide-lock.json")
        lock = json.load(lock_file)

    available = {p.name: p for p in [*wheels.glob("*.whl"), *extras]}
    known = {normalize(k): v for k, v in lock["packages"].items()}

    # New entries: wheels that are not in Pyodide's lock (the kernel's own wheels, comm,
    # ipywidgets, cardlib), so the page can load them all at once, before the kernel starts.
    for path in sorted(set(available.values())):
        name, version, tops, requires = wheel_info(path)
        key = normalize(name)
        if key in known:
            continue
        depends = [r for r in requires if r not in SKIPPED_REQUIREMENTS]
        if key == "cardlib":
            depends = ["ipywidgets"]  # cardlib.widgets needs it; the core needs nothing
        known[key] = lock_entry(path, key, version, tops, depends)

    # kernel 0.7.0 installs sqlite3 at start-up; Pyodide's is a binary wheel not on PyPI.
    stub = write_wheel(out, "sqlite3", "1.0.0", {})
    known["sqlite3"] = lock_entry(stub, "sqlite3", "1.0.0", [], [])

    kept: dict[str, dict] = {}
    todo = [*ROOTS, "sqlite3"]
    while todo:
        key = normalize(todo.pop())
        if key in kept or key in EXCLUDED:
            continue
        if key not in known:
            raise SystemExit(f"no wheel and no lock entry for {key!r}")
        entry = dict(known[key])
        entry["depends"] = [d for d in entry["depends"] if normalize(d) not in EXCLUDED]
        kept[key] = entry
        todo.extend(entry["depends"])

    missing = []
    wheels = []
    for key, entry in sorted(kept.items()):
        path = stub if key == "sqlite3" else available.get(entry["file_name"])
        if path is None:
            missing.append(entry["file_name"])
            continue
        entry["sha256"] = sha256(path)
        wheels.append((entry["name"], path))
    if missing:
        raise SystemExit(
            "wheels named by the lock are missing (pin them in tools/pyodide-wheels.txt): "
            + ", ".join(missing)
        )
    lock["packages"] = dict(sorted(kept.items()))
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    write_packages(out / PACKAGES_FILE, wheels)
    stub.unlink()
    loader = out / "pyodide.js"
    loader.write_text(
        loader.read_text(encoding="utf-8") + LOADER_MARK + LOADER.read_text(encoding="utf-8"),
        encoding="utf-8",
    )
    return lock


#: Files of the wheels the site leaves out. Pygments' lexers for other languages than Python
#: (280 modules, 1.0 MB of the 2.6 MB archive): IPython colours a traceback with the Python
#: lexer, and nothing in a demo asks Pygments for another; only the package, its name table
#: and the Python lexer stay (:data:`KEPT`).
LEFT_OUT = ("pygments/lexers/",)
KEPT = frozenset(
    {"pygments/lexers/__init__.py", "pygments/lexers/_mapping.py", "pygments/lexers/python.py"}
)


def left_out(name: str) -> bool:
    """Whether the site leaves out a wheel's file (:data:`LEFT_OUT`, but :data:`KEPT`).

    >>> left_out("pygments/lexers/rust.py"), left_out("pygments/lexers/python.py")
    (True, False)
    >>> left_out("pygments/formatters/html.py")
    False
    """
    return name.startswith(LEFT_OUT) and name not in KEPT


def write_packages(out: Path, wheels: list[tuple[str, Path]]) -> dict:
    """Write every file of ``wheels`` (lock name, path) to ``out``, ready to install, but
    those :func:`left_out` names.

    The site ships this instead of the wheels: the browser writes the files straight into
    site-packages, which is several times faster than unpacking wheels in Python. The
    format (read by ``tools/demo_assets/pyodide-snapshot.js``) is one gzip stream: a
    little-endian uint32 ``n``, ``n`` bytes of JSON ``{"packages": [names], "files": [[path
    under site-packages, size], ...]}``, then the files' bytes in that order.
    """
    names, files, chunks = [], [], []
    skipped = 0
    for name, path in wheels:
        names.append(name)
        with zipfile.ZipFile(path) as wheel:
            for info in wheel.infolist():
                if info.is_dir():
                    continue
                if left_out(info.filename):
                    skipped += 1
                    continue
                body = wheel.read(info)
                files.append([info.filename, len(body)])
                chunks.append(body)
    head = json.dumps({"packages": names, "files": files}, separators=(",", ":")).encode()
    raw = struct.pack("<I", len(head)) + head + b"".join(chunks)
    packed = gzip.compress(raw, compresslevel=9, mtime=0)
    out.write_bytes(packed)
    return {"files": len(files), "left_out": skipped, "bytes": len(raw), "gzipped": len(packed)}


def read_packages(path: Path) -> tuple[list[str], dict[str, bytes]]:
    """The package names and the files (path under site-packages -> bytes) of an archive
    :func:`write_packages` wrote, read as ``tools/demo_assets/pyodide-snapshot.js`` does."""
    raw = gzip.decompress(path.read_bytes())
    (length,) = struct.unpack("<I", raw[:4])
    contents = json.loads(raw[4 : 4 + length])
    files, at = {}, 4 + length
    for name, size in contents["files"]:
        files[name] = raw[at : at + size]
        at += size
    if at != len(raw):
        raise ValueError(f"{path}: {len(raw) - at} bytes after the last file")
    return list(contents["packages"]), files


# ----- the memory snapshot ------------------------------------------------------------------
#: What Python has done when the snapshot is taken: what the kernel does at start-up
#: (piplite, then ``import pyodide_kernel``, which brings IPython, the ipykernel shim and
#: comm, and makes the shell) and what the demos import (every game, and the widgets),
#: then one deal and one quiz question of every game, which fills the tables the engines keep
#: in ``functools`` caches (a deal's own state is not kept; ``random`` is reseeded after the
#: restore, and every deal and quiz draws from its own seeded generator).
SNAPSHOT_CODE = """\
import piplite.piplite
import pyodide_kernel
import ipywidgets
import cardlib.widgets
from cardlib.quiz import Quiz
from cardlib.registry import catalog, new_game
for info in catalog():  # each game's lookup tables (functools caches) made once, here
    new_game(info.id, seed=1)
    Quiz(info.id, 1).next()
"""
SNAPSHOT_FILE = "python-snapshot.bin"
SNAPSHOT_MAKER = ROOT / "tools" / "python_snapshot.js"


def make_snapshot(pyodide: Path, node: str = "node") -> dict:
    """Write ``python-snapshot.bin`` into ``pyodide`` (assembled by :func:`assemble_pyodide`).

    Returns what ``tools/python_snapshot.js`` reports (sizes, directories it recreates).
    """
    done = subprocess.run(
        [node, str(SNAPSHOT_MAKER), str(pyodide), str(pyodide / SNAPSHOT_FILE), SNAPSHOT_CODE],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"the Python snapshot failed:\n{done.stderr[-3000:]}")
    info = dict(json.loads(done.stdout.strip().splitlines()[-1]))
    info["versions"] = write_versions(pyodide)
    return info


#: Where the loader keeps the fingerprints of the files it keeps unpacked in the browser.
VERSIONS_LINE = re.compile(r"var VERSIONS = \{[^\n]*\};")


def write_versions(pyodide: Path) -> dict[str, str]:
    """Write the fingerprints of the snapshot and the packages into the site's loader
    (``pyodide.js``): a browser uses its unpacked copy of a file only for the same
    fingerprint, so a rebuilt site is never started from an older copy."""
    versions = {name: sha256(pyodide / name)[:16] for name in (SNAPSHOT_FILE, PACKAGES_FILE)}
    loader = pyodide / "pyodide.js"
    text = loader.read_text(encoding="utf-8")
    line = f"var VERSIONS = {json.dumps(versions, sort_keys=True)};"
    new, found = VERSIONS_LINE.subn(lambda _: line, text)
    if found != 1:
        raise SystemExit(f"{loader}: expected one 'var VERSIONS = {{...}};' line, found {found}")
    loader.write_text(new, encoding="utf-8")
    return versions


# ----- after `jupyter lite build` -------------------------------------------------------------
#: Font Awesome from a CDN in Voila's page template: the app's own build already has it.
CDN_LINK = re.compile(r'<link[^>]+href="https?://[^"]*font-?awesome[^"]*"[^>]*>\s*')


#: JupyterLite's service-worker manager rejects its ``ready`` promise with ``undefined`` when
#: no service worker registers, and Voici logs that rejection as a console error with the
#: text "undefined" at every start. This site ships no service worker on purpose (see
#: :func:`finish_lite`), so the manager is told that being ready without one is normal:
#: ``ready`` resolves, and its ``enabled`` stays false (the kernel then mounts no drive,
#: as before). The exact minified text of jupyterlite 0.7; the build fails if it changes.
_SW_READY = (
    "this._setRegistration(s),s?(this._ready.resolve(void 0),"
    "setTimeout(this._pingServiceWorker,2e4)):this._ready."
)
SW_READY_REJECT = _SW_READY + "reject(void 0)"
SW_READY_RESOLVE = _SW_READY + "resolve(void 0)"


def settle_service_worker_manager(out: Path) -> list[str]:
    """Make the service-worker manager of the Voici build in ``out`` resolve ``ready``
    without a service worker (:data:`SW_READY_REJECT`); fails if its code is not found."""
    found = [
        p
        for p in sorted((out / "voici" / "build").glob("*.js"))
        if SW_READY_REJECT in p.read_text(encoding="utf-8")
    ]
    done = []
    for path in found:
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace(SW_READY_REJECT, SW_READY_RESOLVE), encoding="utf-8")
        done.append(f"service-worker manager ready without a worker in {path.relative_to(out)}")
    already = [
        p
        for p in (out / "voici" / "build").glob("*.js")
        if SW_READY_RESOLVE in p.read_text(encoding="utf-8")
    ]
    if not already:
        raise SystemExit(
            "the Voici build has no service-worker manager code to settle: did jupyterlite "
            "change? (see SW_READY_REJECT in tools/lite_site.py)"
        )
    return done


#: The app's own scripts and stylesheet (the table's keys; theme, focus, Escape, speech,
#: height; layout and colours), linked from every Voici page by :func:`finish_lite`.
APP_ASSETS = ROOT / "lite" / "static" / "cardlib"
APP_FILES = ("live-app.css", "table-keys.js", "live-app.js")
DARK_THEME = "theme-dark-extension/index.css"


def dark_variables(share: Path = Path(sys.prefix) / "share" / "jupyter") -> str:
    """JupyterLab's dark theme (as installed with Voici, under ``share``) as a rule that
    sets its ``--jp-*`` colours on a dark app's ``<html>``: the app follows the book's theme
    without reloading (Voici's page loads one theme, at start-up, from its bundle)."""
    found = sorted(share.rglob(DARK_THEME))
    if not found:
        raise SystemExit(f"no {DARK_THEME} under {share}: the app cannot follow a dark page")
    text = found[0].read_text(encoding="utf-8")
    body = "".join(re.findall(r":root\s*\{([^}]*)\}", text))
    names = re.findall(r"(--jp-[\w-]+)\s*:\s*([^;]+);", body)
    if len(names) < 50:
        raise SystemExit(f"{found[0]}: found only {len(names)} theme variables")
    decls = "".join(f"{name}:{value.strip()};" for name, value in names)
    return f'html[data-cardlib-theme="dark"]{{color-scheme:dark;{decls}}}\n'


def install_app_assets(out: Path) -> list[str]:
    """Copy the app's script and stylesheet (with the dark theme's colours) into
    ``out/static/cardlib`` and link them from every Voici page; returns what changed."""
    target = out / "static" / "cardlib"
    target.mkdir(parents=True, exist_ok=True)
    for name in APP_FILES:
        text = (APP_ASSETS / name).read_text(encoding="utf-8")
        if name.endswith(".css"):
            text += dark_variables()
        (target / name).write_text(text, encoding="utf-8")
    done = []
    for page in sorted((out / "voici").rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        if "</head>" not in text or "static/cardlib/live-app" in text:
            continue
        up = "../" * (len(page.relative_to(out).parts) - 1)
        tags = (
            f'<link rel="stylesheet" href="{up}static/cardlib/live-app.css">\n'
            f'<script src="{up}static/cardlib/table-keys.js"></script>\n'
            f'<script src="{up}static/cardlib/live-app.js"></script>\n'
        )
        page.write_text(text.replace("</head>", tags + "</head>", 1), encoding="utf-8")
        done.append(f"linked the app's script and stylesheet from {page.relative_to(out)}")
    return done


def finish_lite(out: Path) -> list[str]:
    """Trim a Voici-only lite build in ``out`` so the site ships nothing it does not use.

    * ``build/`` is the JupyterLab app, unused by Voici (which has ``voici/build/``);
    * ``service-worker.js``: without it the kernel does not mirror the browser's file
      store into Python (a Voici app reads no files) and starts several seconds sooner;
    * Voila's template links Font Awesome on a CDN; the page must fetch nothing outside;
    * the kernel extension's ``pypi/`` holds wheels for ``%pip install`` (piplite, the
      kernel's own): the demos install nothing, and ``python-packages.bin`` has their files;
    * every Voici page links the app's script and stylesheet (:func:`install_app_assets`);
    * the service-worker manager is ready without a worker (:func:`settle_service_worker_manager`).

    Returns what was changed; fails if a page still points outside the site.
    """
    done = []
    pypi = out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    if pypi.is_dir():
        shutil.rmtree(pypi)
        done.append(f"removed {pypi.relative_to(out)}/")
    if (out / "build").is_dir():
        shutil.rmtree(out / "build")
        done.append("removed build/")
    if (out / "service-worker.js").exists():
        (out / "service-worker.js").unlink()
        done.append("removed service-worker.js")
    for page in sorted((out / "voici").rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        new = CDN_LINK.sub("", text)
        if new != text:
            page.write_text(new, encoding="utf-8")
            done.append(f"unlinked the CDN from {page.relative_to(out)}")
        if re.search(r'(src|href)="https?://', new):
            raise SystemExit(f"{page} still loads something from outside the site")
    done += install_app_assets(out)
    done += settle_service_worker_manager(out)
    maps = [str(p) for p in out.rglob("*.map")]
    if maps:
        raise SystemExit(f"source maps shipped: {maps[:3]}")
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    sub = parser.add_subparsers(dest="command", required=True)
    w = sub.add_parser("wheel", help="build the cardlib wheel")
    w.add_argument("--out", type=Path, required=True)
    p = sub.add_parser("pyodide", help="assemble the self-hosted Pyodide")
    p.add_argument("--npm-tarball", type=Path, required=True)
    p.add_argument("--wheels", type=Path, required=True)
    p.add_argument("--extra", type=Path, nargs="*", default=[])
    p.add_argument("--out", type=Path, required=True)
    s = sub.add_parser("snapshot", help="snapshot Python's memory for the demos")
    s.add_argument("--pyodide", type=Path, required=True)
    s.add_argument("--node", default="node")
    f = sub.add_parser("finish", help="trim a Voici-only lite build")
    f.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.command == "snapshot":
        info = make_snapshot(args.pyodide, args.node)
        print(
            f"{args.pyodide / SNAPSHOT_FILE}: {info['bytes'] / 1e6:.1f} MB of memory, "
            f"{info['gzipped'] / 1e6:.1f} MB gzipped"
        )
        return 0
    if args.command == "finish":
        for line in finish_lite(args.out):
            print(f"{args.out}: {line}")
        return 0
    if args.command == "wheel":
        print(build_cardlib_wheel(args.out))
        return 0
    lock = assemble_pyodide(args.npm_tarball, args.wheels, args.extra, args.out)
    size = sum(f.stat().st_size for f in args.out.iterdir())
    print(
        f"{args.out}: Pyodide {lock['info']['python']}, {len(lock['packages'])} packages, ", end=""
    )
    print(f"{size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
