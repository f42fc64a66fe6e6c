"""The Windows installer script (installer/windows/fioscope.nsi), compiled here with Debian's
makensis against a stand-in bundle, and installed and uninstalled silently under wine.

The stand-in has the layout PyInstaller gives the one-folder bundle on Windows and the real
mingw fio.exe with its COPYING and SOURCE.txt, but its fioscope.exe is a placeholder text
file, NOT a Windows build of the app: a Windows bundle can only be made by PyInstaller on
Windows (.github/workflows/windows.yml). So these tests check the installer, not the app."""
import os
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.conftest import ROOT

NSI = ROOT / "installer" / "windows" / "fioscope.nsi"
FIO_DIR = ROOT / "fio_bin" / "windows-x86_64"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
PLACEHOLDER = b"Placeholder for the test: not a Windows build of Fioscope.\r\n"

pytestmark = pytest.mark.skipif(not shutil.which("makensis"),
                                reason="makensis not installed (Debian package nsis)")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    assert (FIO_DIR / "fio.exe").is_file(), "built by: python3 fio_bin/build_fio.py windows-x86_64"
    root = tmp_path_factory.mktemp("standin") / "fioscope"
    fio = root / "_internal" / "fio_bin" / "windows-x86_64"
    fio.mkdir(parents=True)
    for name in ("fio.exe", "COPYING", "SOURCE.txt"):
        shutil.copy2(FIO_DIR / name, fio / name)
    (root / "fioscope.exe").write_bytes(PLACEHOLDER)
    (root / "fioscope-gui.exe").write_bytes(PLACEHOLDER)  # the windowed one (console=False)
    return root


def makensis(*defines: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["makensis", "-V2", *(f"-D{d}" for d in defines), str(NSI)], cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def compile_installer(bundle: Path, out: Path, *extra: str) -> Path:
    p = makensis(f"BUNDLE_DIR={bundle}", f"VERSION={VERSION}", f"OUTFILE={out}", *extra, cwd=out.parent)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    assert "warning" not in (p.stdout + p.stderr).lower(), p.stdout + p.stderr
    return out


def pe_machine(data: bytes) -> int:
    assert data[:2] == b"MZ"
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    assert data[pe:pe + 4] == b"PE\0\0"
    return struct.unpack_from("<H", data, pe + 4)[0]


def test_installer_compiles_to_a_pe_file_that_names_product_version_and_publisher(bundle, tmp_path):
    out = compile_installer(bundle, tmp_path / f"fioscope-{VERSION}-windows-x86_64-setup.exe")
    data = out.read_bytes()
    assert pe_machine(data) == 0x14C  # the default x86-unicode stub: runs on any 64-bit Windows
    assert b"Nullsoft" in data
    # The version resource (UTF-16LE, uncompressed): what Explorer's Properties show.
    for text in ("Fioscope", VERSION, "Fioscope developers", f"Fioscope {VERSION} Setup"):
        assert text.encode("utf-16-le") in data, text
    # The payload is compressed: the installer is smaller than fio.exe alone.
    assert len(data) < (FIO_DIR / "fio.exe").stat().st_size
    print(f"installer from the stand-in bundle: {len(data) / 1e6:.2f} MB")


def test_missing_defines_or_a_non_windows_bundle_fail_at_compile_time(bundle, tmp_path):
    p = makensis(f"VERSION={VERSION}", cwd=tmp_path)
    assert p.returncode != 0 and "BUNDLE_DIR is not defined" in p.stdout + p.stderr
    p = makensis(f"BUNDLE_DIR={bundle}", cwd=tmp_path)
    assert p.returncode != 0 and "VERSION is not defined" in p.stdout + p.stderr
    linux_like = tmp_path / "linux-bundle"
    (linux_like / "_internal" / "fio_bin" / "linux-x86_64").mkdir(parents=True)
    (linux_like / "fioscope.exe").write_bytes(PLACEHOLDER)
    p = makensis(f"BUNDLE_DIR={linux_like}", f"VERSION={VERSION}", f"OUTFILE={tmp_path / 'x.exe'}", cwd=tmp_path)
    assert p.returncode != 0 and "fioscope-gui.exe not found" in p.stdout + p.stderr
    (linux_like / "fioscope-gui.exe").write_bytes(PLACEHOLDER)
    p = makensis(f"BUNDLE_DIR={linux_like}", f"VERSION={VERSION}", f"OUTFILE={tmp_path / 'x.exe'}", cwd=tmp_path)
    assert p.returncode != 0 and "build_fio.py windows-x86_64" in p.stdout + p.stderr
    assert not (tmp_path / "x.exe").exists()


def wine(env: dict, *argv: str) -> None:
    subprocess.run(["wine", *argv], env=env, capture_output=True, timeout=180)
    # wine's exit code says little (it is 0 even when a 32-bit exe cannot start): wait for every
    # process of the prefix, including the uninstaller's copy of itself in %TEMP%, and for the
    # registry to be written out, then look at the files.
    subprocess.run(["wineserver", "-w"], env=env, timeout=180)


@pytest.mark.wine
@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("wine"), reason="needs wine")
# 16-22 s on 2 idle cores, most of it wine making its prefix and starting twice; 69 s at a
# load of 13, and a loaded CI machine took over the suite's 180 s. Its own subprocesses are
# bounded (makensis 300 s, each wine step 2 x 180 s); 600 s lets a slow wine finish and
# still ends a hung one.
@pytest.mark.timeout(600)
def test_silent_install_and_uninstall_under_wine(bundle, tmp_path):
    # Debian's wine64 runs 64-bit programs only (32-bit ones need wine32:i386), so this builds the
    # same script with NSIS's amd64-unicode stub, which Debian's nsis ships.
    if not list(Path("/usr/share/nsis/Stubs").glob("*amd64-unicode")):
        pytest.skip("this makensis has no amd64-unicode stubs")
    setup = compile_installer(bundle, tmp_path / "fioscope-amd64-stub-setup.exe", "TARGET=amd64-unicode")
    assert pe_machine(setup.read_bytes()) == 0x8664
    prefix = tmp_path / "prefix"
    env = dict(os.environ, WINEPREFIX=str(prefix), WINEDEBUG="-all", DISPLAY="", WAYLAND_DISPLAY="")

    wine(env, str(setup), "/S")
    inst = prefix / "drive_c" / "Program Files" / "Fioscope"
    assert (inst / "fioscope.exe").read_bytes() == PLACEHOLDER
    fio = inst / "_internal" / "fio_bin" / "windows-x86_64" / "fio.exe"
    assert fio.read_bytes() == (FIO_DIR / "fio.exe").read_bytes()
    assert "GNU GENERAL PUBLIC LICENSE" in (inst / "fio-COPYING.txt").read_text()
    assert "fio 3.41" in (inst / "fio-SOURCE.txt").read_text()
    assert pe_machine((inst / "uninstall.exe").read_bytes()) == 0x8664
    assert (inst / "fioscope-gui.exe").read_bytes() == PLACEHOLDER
    link = (prefix / "drive_c" / "ProgramData" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
            / "Fioscope.lnk").read_bytes()
    # The shortcut starts the windowed executable (no console window); its icon is the console one's.
    assert b"fioscope-gui.exe" in link or "fioscope-gui.exe".encode("utf-16-le") in link
    reg = (prefix / "system.reg").read_text(errors="replace")
    key = "[Software\\\\Microsoft\\\\Windows\\\\CurrentVersion\\\\Uninstall\\\\Fioscope]"
    assert key in reg and "Wow6432Node\\\\Microsoft\\\\Windows\\\\CurrentVersion\\\\Uninstall\\\\Fioscope" not in reg
    entry = reg.split(key, 1)[1].split("\n\n", 1)[0]
    assert f'"DisplayVersion"="{VERSION}"' in entry and '"Publisher"="Fioscope developers"' in entry
    assert '"UninstallString"="\\"C:\\\\Program Files\\\\Fioscope\\\\uninstall.exe\\""' in entry

    wine(env, str(inst / "uninstall.exe"), "/S")
    assert not inst.exists()  # fioscope-gui.exe removed too, or the folder would remain
    assert "Uninstall\\\\Fioscope]" not in (prefix / "system.reg").read_text(errors="replace")
