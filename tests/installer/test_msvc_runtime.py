"""Microsoft's Visual C++ runtime in the Windows bundle: fio.exe (a mingw-w64 build) needs
none of it, but the bundle carries it all the same, from CPython (vcruntime140*.dll beside
python3XX.dll) and from shiboken6's Windows wheel; the licence manifest lists those DLLs as
a component of their own, under Microsoft's terms, and a Linux bundle has none."""
from __future__ import annotations

import json
import struct
from pathlib import Path

from app import licences
from tests.conftest import ROOT

# Windows' own DLLs (System32), not redistributed: msvcrt.dll is the system C runtime that
# mingw-w64 links, not the Visual C++ Redistributable.
WINDOWS_SYSTEM = {"advapi32.dll", "kernel32.dll", "msvcrt.dll", "ws2_32.dll", "user32.dll", "shell32.dll",
                  "ole32.dll", "bcrypt.dll", "ntdll.dll", "iphlpapi.dll"}
# The DLLs of shiboken6-6.11.3-cp310-abi3-win_amd64.whl (its shiboken6/ folder, read from the
# wheel with zipfile); the version this checkout installs.
SHIBOKEN6_WIN_DLLS = ("concrt140.dll", "msvcp140.dll", "msvcp140_1.dll", "msvcp140_2.dll",
                      "msvcp140_codecvt_ids.dll", "shiboken6.abi3.dll", "vcamp140.dll", "vccorlib140.dll",
                      "vcomp140.dll", "vcruntime140.dll", "vcruntime140_1.dll")


def pe_imports(path: Path) -> set[str]:
    """The DLL names in a PE32+ file's import directory (lower case)."""
    data = path.read_bytes()
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    assert data[:2] == b"MZ" and data[pe:pe + 4] == b"PE\0\0"
    sections, opt_size = struct.unpack_from("<H", data, pe + 6)[0], struct.unpack_from("<H", data, pe + 20)[0]
    opt = pe + 24
    assert struct.unpack_from("<H", data, opt)[0] == 0x20B  # PE32+ (64-bit)
    import_rva = struct.unpack_from("<I", data, opt + 112 + 8)[0]  # data directory 1: imports
    table = [struct.unpack_from("<8xIIII", data, opt + opt_size + 40 * i) for i in range(sections)]

    def offset(rva: int) -> int:
        for vsize, vaddr, rsize, raw in table:
            if vaddr <= rva < vaddr + max(vsize, rsize):
                return rva - vaddr + raw
        raise ValueError(f"RVA {rva:#x} in no section")

    names, at = set(), offset(import_rva)
    while True:
        name_rva = struct.unpack_from("<12xI", data, at)[0]
        if name_rva == 0:
            return names
        start = offset(name_rva)
        names.add(data[start:data.index(b"\0", start)].decode("ascii").lower())
        at += 20


def test_the_mingw_fio_needs_no_visual_cpp_runtime():
    imports = pe_imports(ROOT / "fio_bin" / "windows-x86_64" / "fio.exe")
    assert "kernel32.dll" in imports  # the parser read the real table
    assert imports <= WINDOWS_SYSTEM, imports - WINDOWS_SYSTEM
    assert not any(licences.MSVC_RUNTIME.match(n) for n in imports)


def test_the_windows_bundle_lists_the_runtime_dlls_it_carries(tmp_path):
    bundled = ([r"C:\hostedtoolcache\Python\3.11.9\x64\vcruntime140.dll",
                r"C:\hostedtoolcache\Python\3.11.9\x64\vcruntime140_1.dll",
                r"C:\hostedtoolcache\Python\3.11.9\x64\python311.dll"]
               + [rf"C:\venv\Lib\site-packages\shiboken6\{n}" for n in SHIBOKEN6_WIN_DLLS]
               + [str(ROOT / "fio_bin" / "windows-x86_64" / "fio.exe")])
    msvc = licences.msvc_component(bundled)
    assert msvc is not None
    listed = msvc.note.split(": ", 1)[1].split(", ")
    assert listed == sorted(n for n in SHIBOKEN6_WIN_DLLS if n != "shiboken6.abi3.dll")
    text = Path(msvc.files[0]).read_text()
    assert "Microsoft" in text and "Distributable Code" in text and len(text) > 200
    # Collected like every component: its text in the bundle's licences, named in the manifest.
    out = licences.collect(tmp_path, [msvc])
    manifest = json.loads((tmp_path / licences.MANIFEST).read_text())
    assert manifest[0]["name"] == "Microsoft Visual C++ runtime"
    assert (tmp_path / out[0].files[0]).read_text() == text
    assert "Microsoft Visual C++ runtime" in licences.markdown([msvc])


def test_a_linux_bundle_has_no_visual_cpp_runtime():
    linux = ["/usr/lib/x86_64-linux-gnu/libssl.so.3", str(ROOT / "fio_bin" / "linux-x86_64" / "fio"),
             "/venv/lib/python3.11/site-packages/PySide6/Qt/lib/libQt6Core.so.6"]
    assert licences.msvc_component(linux) is None


def test_the_bundle_build_asks_for_it():
    spec = (ROOT / "installer" / "fioscope.spec").read_text()
    assert "licences.msvc_component(bundled)" in spec
