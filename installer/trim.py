"""What the Linux bundle leaves out: files PyInstaller collects that the app never loads.

Measured on the untrimmed bundle (installer/measure_loaded.sh: the files mapped by the
window under Xvfb with its About dialog and menus open, and the files `fioscope run`,
`report --format html` and `--format pdf` load, by LD_DEBUG=files): none of the files below
was loaded. What was loaded and stays, though large: ICU (libQt6Core needs it), numpy's
OpenBLAS (numpy's core needs it), Pillow's core with its JPEG/TIFF/OpenJPEG/lcms libraries
and fontTools (fpdf2 imports both to write any PDF).

`trim(binaries, datas)` filters PyInstaller's lists of (dest, src, typecode): the paths
matched below, the shared libraries only the dropped files needed (the GTK theme's GTK,
Pango, Cairo...: found by following each kept binary's DT_NEEDED), and the links to either.
`stripped(binaries, workdir)` strips the binaries that carry symbol tables or debug info (a
pyenv build's libpython: 23 MB, 5.5 MB stripped; fontTools' Cython modules 7 MB, 0.75 MB),
except the libraries auditwheel grafted into a wheel's `<name>.libs/`: strip breaks those
(numpy's OpenBLAS then fails to load: "ELF load command address/offset not page-aligned").
"""
from __future__ import annotations

import fnmatch
import os
import re
import shutil
import subprocess

QT = "PySide6/Qt/"
# Qt's own translations: only those of the app's languages (app/ui/i18n.py loads qtbase_<lang>).
QT_LANGUAGES = ("de", "es", "ja", "zh_CN")

DROPPED = (
    # Platforms: the app runs on X11 (xcb) or Wayland, and offscreen without a display
    # (tests, QT_QPA_PLATFORM=offscreen); not on a framebuffer, EGL console or VNC.
    QT + "plugins/platforms/libqeglfs.so", QT + "plugins/platforms/libqlinuxfb.so",
    QT + "plugins/platforms/libqminimalegl.so", QT + "plugins/platforms/libqvkkhrdisplay.so",
    QT + "plugins/platforms/libqvnc.so", QT + "plugins/egldeviceintegrations/*",
    QT + "lib/libQt6EglFSDeviceIntegration.so*", QT + "lib/libQt6EglFsKmsSupport.so*",
    # The GTK3 theme pulls GTK's libraries in (14 MB where GTK is installed); Qt's own
    # style draws the window, as it does on any desktop without the theme.
    QT + "plugins/platformthemes/libqgtk3.so",
    # Input from evdev/tslib (framebuffer kiosks), networking and TLS: never used.
    QT + "plugins/generic/*", QT + "plugins/networkinformation/*", QT + "plugins/tls/*",
    QT + "lib/libQt6Network.so*",
    # Image formats: the app reads only its SVG icon and writes PNG (built into QtGui).
    QT + "plugins/imageformats/libqgif.so", QT + "plugins/imageformats/libqicns.so",
    QT + "plugins/imageformats/libqico.so", QT + "plugins/imageformats/libqjpeg.so",
    QT + "plugins/imageformats/libqtga.so", QT + "plugins/imageformats/libqtiff.so",
    QT + "plugins/imageformats/libqwbmp.so", QT + "plugins/imageformats/libqwebp.so",
    # Pillow's AVIF, WebP and Tk parts: fpdf2 imports PIL.Image only (its core, _imaging,
    # and _imagingcms were the Pillow modules a PDF report loaded).
    "PIL/_avif.*", "PIL/_webp.*", "PIL/_imagingtk.*", "pillow.libs/libavif-*", "pillow.libs/libwebp*",
    "pillow.libs/libsharpyuv-*",
)


def kept(dest: str) -> bool:
    dest = dest.replace("\\", "/")
    if dest.startswith(QT + "translations/"):
        name = dest.rsplit("/", 1)[1]
        return any(name == f"qtbase_{lang}.qm" for lang in QT_LANGUAGES)
    return not any(fnmatch.fnmatchcase(dest, pattern) for pattern in DROPPED)


def needed(path: str) -> list[str]:
    """The DT_NEEDED sonames of an ELF file ([] for anything else)."""
    p = subprocess.run(["readelf", "-d", "-W", path], capture_output=True, text=True)
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", p.stdout) if p.returncode == 0 else []


def _dependency_only(dest: str) -> bool:
    """A system library PyInstaller copied beside the executable because some binary needs it
    (libpython aside: the bootloader loads that by name)."""
    return "/" not in dest and dest.startswith("lib") and ".so" in dest and not dest.startswith("libpython")


def trim(binaries: list, datas: list) -> tuple[list, list]:
    # PyInstaller keeps its links (a library's soname beside the executable, pointing into
    # PySide6/Qt/lib...) among the datas, as SYMLINK entries whose src is the relative target.
    links = {e[0]: os.path.normpath(os.path.join(os.path.dirname(e[0]), e[1]))
             for e in binaries + datas if e[2] == "SYMLINK"}
    files = [e for e in binaries if e[2] != "SYMLINK" and kept(e[0])]
    # Follow DT_NEEDED from every binary that is not only a dependency (extensions, Qt's
    # libraries and plugins, the wheels' own libraries, libpython), by soname.
    by_name = {os.path.basename(e[0]): e for e in files}
    todo = [e for e in files if not _dependency_only(e[0])]
    reached: set[str] = {e[0] for e in todo}
    while todo:
        for soname in needed(todo.pop()[1]):
            entry = by_name.get(soname) or by_name.get(os.path.basename(links.get(soname, "")))
            if entry is not None and entry[0] not in reached:
                reached.add(entry[0])
                todo.append(entry)
    files = [e for e in files if e[0] in reached]
    present = {e[0] for e in files} | {e[0] for e in datas if e[2] != "SYMLINK"}

    def keep(e) -> bool:
        return links[e[0]] in present if e[2] == "SYMLINK" else kept(e[0])
    return files + [e for e in binaries if e[2] == "SYMLINK" and keep(e)], [e for e in datas if keep(e)]


def _has_symbols(path: str) -> bool:
    p = subprocess.run(["readelf", "-S", "-W", path], capture_output=True, text=True)
    return p.returncode == 0 and (" .symtab " in p.stdout or " .debug_info " in p.stdout)


def stripped(binaries: list, workdir: str) -> list:
    out = []
    for dest, src, typecode in binaries:
        if typecode != "SYMLINK" and ".libs/" not in dest and _has_symbols(src):
            copy = os.path.join(workdir, "stripped", dest)
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            shutil.copyfile(src, copy)
            subprocess.run(["strip", "--strip-unneeded", copy], check=True)
            src = copy
        out.append((dest, src, typecode))
    return out
