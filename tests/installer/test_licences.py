"""Licences: THIRD-PARTY.md is what app/licences.py reads from the installed packages, every
component has its licence text, and every distribution whose files are in the built bundle
has its licence texts in the bundle (the tarball and the .deb carry the same folder)."""
import importlib.metadata as md
import json
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from app import licences
from tests.conftest import ROOT
from tests.installer.conftest import BUILD_TIMEOUT

EXPECTED = {"pyside6-essentials", "shiboken6", "pyqtgraph", "numpy", "psutil", "orjson", "fpdf2",
            "fonttools", "pillow", "defusedxml"}


def test_third_party_md_names_the_installed_versions():
    # The file is generated from a built bundle (what PyInstaller found imported, which is not
    # every declared dependency nor only those); the bundle test below checks it is complete.
    text = (ROOT / "THIRD-PARTY.md").read_text()
    rows = {licences.normalise(r.split("|")[1].strip()): r.split("|")[2].strip()
            for r in text.splitlines() if r.startswith("| ") and not r.startswith("| component")}
    assert EXPECTED | {"fio", "qt", "python"} <= set(rows), rows
    installed = {licences.normalise(c.name): c.version for c in licences.from_installed()}
    stale = [f"{n} {v} (installed: {installed[n]})" for n, v in rows.items() if n in installed and installed[n] != v]
    assert not stale, ("THIRD-PARTY.md is stale for " + ", ".join(stale) + ": build the bundle and run "
                       ".venv/bin/python -m app.licences --bundle build/dist/fioscope > THIRD-PARTY.md")


def test_every_component_of_a_checkout_has_a_licence_text():
    comps = licences.from_installed()
    names = {licences.normalise(c.name) for c in comps}
    assert EXPECTED | {"fio", "qt", "python"} <= names, names
    for c in comps:
        assert all(Path(f).is_file() for f in c.files) and any(Path(f).stat().st_size > 200 for f in c.files), c
        assert c.licence and c.version, c
    fio = next(c for c in comps if c.name == "fio")
    assert fio.licence == "GPL-2.0-only" and "GNU GENERAL PUBLIC LICENSE" in Path(fio.files[0]).read_text()
    qt = next(c for c in comps if licences.normalise(c.name) == "pyside6-essentials")
    assert "LGPL-3.0" in qt.licence and "Qt" in qt.note
    assert any("GNU LESSER GENERAL PUBLIC LICENSE" in Path(f).read_text() for f in qt.files)


def test_the_root_licence_is_the_gpl_2_the_project_declares():
    text = (ROOT / "LICENSE").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 2, June 1991" in text
    assert 'license = "GPL-2.0-or-later"' in (ROOT / "pyproject.toml").read_text()


def test_a_bundle_lists_its_components_from_its_manifest(tmp_path, monkeypatch):
    comps = licences.from_installed()
    licences.collect(tmp_path / "licenses", comps)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    listed = licences.components()
    assert [(c.name, c.version, c.licence) for c in listed] == [(c.name, c.version, c.licence) for c in comps]
    for c in listed:
        assert all(Path(f).is_file() and str(tmp_path) in f for f in c.files), c
    # THIRD-PARTY.md from that folder: every component, its texts named inside the bundle.
    (tmp_path / "fioscope" / "_internal").mkdir(parents=True)
    (tmp_path / "licenses").rename(tmp_path / "fioscope" / "_internal" / "licenses")
    p = subprocess.run([sys.executable, "-m", "app.licences", "--bundle", str(tmp_path / "fioscope")], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert all(f"| {c.name} | {c.version} | {c.licence} |" in p.stdout for c in comps)
    assert "`licenses/fio/COPYING`" in p.stdout
    p = subprocess.run([sys.executable, "-m", "app.licences", "--bundle", str(tmp_path / "nothing")], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "build the bundle first" in p.stderr


def test_a_component_without_a_licence_text_stops_the_collection(tmp_path):
    with pytest.raises(SystemExit, match="no licence text found for mystery 1.0"):
        licences.collect(tmp_path, [licences.Component("mystery", "1.0", "unknown", ())])


def _bundled_distributions(internal: Path, exe: Path) -> set[str]:
    """Distributions that installed any file in the bundle: files under _internal by their
    path there (PyInstaller keeps package paths), modules in the PYZ archive by module name."""
    from PyInstaller.archive.readers import CArchiveReader

    owners: dict[str, str] = {}
    for dist in md.distributions():
        name = licences.normalise(dist.metadata["Name"])  # parsed once: it is read from disk each time
        for f in dist.files or ():
            owners[f.as_posix()] = name
    found = {owners[p.relative_to(internal).as_posix()] for p in internal.rglob("*")
             if p.is_file() and p.relative_to(internal).as_posix() in owners}
    pyz = CArchiveReader(str(exe)).open_embedded_archive("PYZ.pyz")
    for module in pyz.toc:
        base = module.replace(".", "/")
        for candidate in (base + ".py", base + "/__init__.py"):
            if candidate in owners:
                found.add(owners[candidate])
    return found - {licences.APP_DIST}


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("dpkg-deb"),
                    reason="the Linux packages are built with dpkg-deb on Linux")
@pytest.mark.timeout(BUILD_TIMEOUT + 120)  # the session's build (tests/installer/conftest.py) and this
def test_every_distribution_in_the_bundle_has_its_licence_in_the_bundle(linux_packages, monkeypatch):
    app_dir = linux_packages["root"] / "opt" / "fioscope"
    internal = app_dir / "_internal"
    manifest = json.loads((internal / "licenses" / "components.json").read_text())
    licensed = {licences.normalise(c["name"]): c for c in manifest}
    bundled = _bundled_distributions(internal, app_dir / "fioscope")
    assert EXPECTED <= bundled, bundled  # the check below is over the real contents
    third_party = (ROOT / "THIRD-PARTY.md").read_text()
    for name in sorted(bundled):
        assert name in licensed, f"{name} is in the bundle without its licence"
        files = [internal / "licenses" / f for f in licensed[name]["files"]]
        assert all(f.is_file() for f in files) and any(f.stat().st_size > 200 for f in files), (name, files)
        assert f"| {licensed[name]['name']} |" in third_party, f"{name} is not in THIRD-PARTY.md"
    for name in ("fio", "qt", "python"):
        assert licensed[name]["files"], name
    assert "GNU GENERAL PUBLIC LICENSE" in (internal / "licenses" / licensed["fio"]["files"][0]).read_text()
    # The system libraries PyInstaller copied in come with their Debian copyright files.
    system = [c for c in manifest if c["note"] == licences.SYSTEM_NOTE]
    assert any(c["name"].startswith("libssl") for c in system), [c["name"] for c in system]
    # What the About dialog gets from the installed bundle.
    monkeypatch.setattr(sys, "_MEIPASS", str(internal), raising=False)
    assert {licences.normalise(c.name) for c in licences.components()} == set(licensed)
    # The tarball carries the same folder (the .deb is checked above: it was extracted).
    with tarfile.open(linux_packages["tarball"]) as tf:
        names = set(tf.getnames())
    assert "fioscope/_internal/licenses/components.json" in names
    assert all(f"fioscope/_internal/licenses/{f}" in names for c in manifest for f in c["files"])
    print(f"{len(bundled)} distributions in the bundle, {len(manifest)} components with licences")
