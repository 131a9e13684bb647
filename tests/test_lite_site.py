"""tools/lite_site.py: the package archive the browser's loader unpacks; the app's assets."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import lite_site


def _read_archive(path: Path) -> tuple[dict, dict[str, bytes]]:
    packages, files = lite_site.read_packages(path)
    return {"packages": packages}, files


def test_packages_archive_holds_every_file_of_every_wheel(tmp_path: Path) -> None:
    one = lite_site.write_wheel(
        tmp_path, "alpha", "1.0", {"alpha/__init__.py": b"A = 1\n", "alpha/data.txt": b"\x00\xff"}
    )
    two = lite_site.write_wheel(tmp_path, "beta", "2.0", {"beta.py": b"B = 2\n"})
    out = tmp_path / "python-packages.bin"
    info = lite_site.write_packages(out, [("alpha", one), ("beta", two)])

    contents, files = _read_archive(out)
    assert contents["packages"] == ["alpha", "beta"]
    expected = {}
    for wheel in (one, two):
        with zipfile.ZipFile(wheel) as zf:
            expected.update({n: zf.read(n) for n in zf.namelist() if not n.endswith("/")})
    assert files == expected
    assert files["alpha/data.txt"] == b"\x00\xff"
    assert info["files"] == len(expected)
    assert info["gzipped"] == out.stat().st_size


def test_packages_archive_leaves_out_the_other_languages_lexers(tmp_path: Path) -> None:
    files = {
        "pygments/__init__.py": b"",
        "pygments/lexers/__init__.py": b"",
        "pygments/lexers/_mapping.py": b"LEXERS = {}\n",
        "pygments/lexers/python.py": b"class PythonLexer: ...\n",
        "pygments/lexers/rust.py": b"class RustLexer: ...\n",
        "pygments/lexers/c_cpp.py": b"class CLexer: ...\n",
        "pygments/styles/default.py": b"",
    }
    wheel = lite_site.write_wheel(tmp_path, "pygments", "1.0", files)
    info = lite_site.write_packages(tmp_path / "p.bin", [("pygments", wheel)])
    _, kept = _read_archive(tmp_path / "p.bin")
    assert {n for n in kept if not n.startswith("pygments-1.0.dist-info/")} == set(files) - {
        "pygments/lexers/rust.py",
        "pygments/lexers/c_cpp.py",
    }
    assert info["left_out"] == 2


def test_packages_archive_is_reproducible(tmp_path: Path) -> None:
    wheel = lite_site.write_wheel(tmp_path, "alpha", "1.0", {"alpha.py": b"x = 1\n"})
    lite_site.write_packages(tmp_path / "a.bin", [("alpha", wheel)])
    lite_site.write_packages(tmp_path / "b.bin", [("alpha", wheel)])
    assert (tmp_path / "a.bin").read_bytes() == (tmp_path / "b.bin").read_bytes()


def test_app_assets_are_linked_from_every_voici_page(tmp_path: Path) -> None:
    """``finish`` links the app's script and stylesheet from each page, at the right depth,
    once, and the stylesheet carries JupyterLab's dark colours for a dark app."""
    out = tmp_path / "lite"
    pages = [out / "voici" / "render" / "war.html", out / "voici" / "tree" / "index.html"]
    for page in pages:
        page.parent.mkdir(parents=True)
        page.write_text("<html><head><title>x</title></head><body></body></html>")
    lite_site.install_app_assets(out)
    again = lite_site.install_app_assets(out)
    assert again == []  # already linked: nothing added twice
    for page in pages:
        text = page.read_text()
        assert text.count('href="../../static/cardlib/live-app.css"') == 1
        assert text.count('src="../../static/cardlib/live-app.js"') == 1
        # the key script first: live-app.js asks it where the focus goes after a move
        keys = text.index('src="../../static/cardlib/table-keys.js"')
        assert keys < text.index('src="../../static/cardlib/live-app.js"')
    css = (out / "static" / "cardlib" / "live-app.css").read_text()
    dark = css[css.index('html[data-cardlib-theme="dark"]{') :]
    assert "--jp-layout-color0:" in dark and "--jp-ui-font-color1:" in dark
    assert (out / "static" / "cardlib" / "live-app.js").read_text().startswith("//")


def test_the_service_worker_manager_is_ready_without_a_worker(tmp_path: Path) -> None:
    """Voici's bundle is changed once (a second run changes nothing), and a bundle without
    the manager's code stops the build."""
    build = tmp_path / "voici" / "build"
    build.mkdir(parents=True)
    js = build / "1650.js"
    js.write_text("a;" + lite_site.SW_READY_REJECT + ";b", encoding="utf-8")
    assert len(lite_site.settle_service_worker_manager(tmp_path)) == 1
    assert js.read_text() == "a;" + lite_site.SW_READY_RESOLVE + ";b"
    assert lite_site.settle_service_worker_manager(tmp_path) == []
    js.write_text("nothing here", encoding="utf-8")
    with pytest.raises(SystemExit, match="service-worker manager"):
        lite_site.settle_service_worker_manager(tmp_path)


def test_the_loader_learns_the_fingerprints_of_the_files_it_keeps(tmp_path: Path) -> None:
    """The loader keeps the snapshot and the packages unpacked in the browser and uses a
    copy only for the same fingerprint: the build writes both fingerprints into it, again
    at every build, and fails if the loader has lost its line."""
    loader = lite_site.LOADER.read_text(encoding="utf-8")
    (tmp_path / "pyodide.js").write_text("// pyodide\n" + loader, encoding="utf-8")
    (tmp_path / lite_site.SNAPSHOT_FILE).write_bytes(b"memory")
    (tmp_path / lite_site.PACKAGES_FILE).write_bytes(b"files")
    first = lite_site.write_versions(tmp_path)
    assert first == {
        lite_site.SNAPSHOT_FILE: lite_site.sha256(tmp_path / lite_site.SNAPSHOT_FILE)[:16],
        lite_site.PACKAGES_FILE: lite_site.sha256(tmp_path / lite_site.PACKAGES_FILE)[:16],
    }
    text = (tmp_path / "pyodide.js").read_text(encoding="utf-8")
    assert f'"{lite_site.SNAPSHOT_FILE}": "{first[lite_site.SNAPSHOT_FILE]}"' in text
    (tmp_path / lite_site.SNAPSHOT_FILE).write_bytes(b"another memory")
    second = lite_site.write_versions(tmp_path)
    assert second[lite_site.SNAPSHOT_FILE] != first[lite_site.SNAPSHOT_FILE]
    assert second[lite_site.PACKAGES_FILE] == first[lite_site.PACKAGES_FILE]
    text = (tmp_path / "pyodide.js").read_text(encoding="utf-8")
    assert first[lite_site.SNAPSHOT_FILE] not in text
    assert text.count("var VERSIONS = {") == 1
    (tmp_path / "pyodide.js").write_text("// a loader without the line\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="VERSIONS"):
        lite_site.write_versions(tmp_path)
