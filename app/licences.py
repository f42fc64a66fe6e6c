"""The third-party components Fioscope ships and their licences, read from the installed
packages' metadata (never typed by hand), plus the two that are not Python packages: fio
and the Python runtime. Qt comes inside PySide6-Essentials.

- `components()`: what the About dialog lists (no Qt here). In a bundle it reads the
  manifest the build wrote (`licenses/components.json`), since a frozen app has no package
  metadata; from a checkout it reads the installed packages.
- `collect(dest, files)`: the build's step (installer/fioscope.spec): for every file going
  into the bundle, the distribution that installed it, and each one's licence texts copied
  to `dest/<name>/`, with the manifest.
- `python -m app.licences --markdown`: THIRD-PARTY.md.
"""
from __future__ import annotations

import argparse
import importlib
import importlib.metadata as md
import json
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from dataclasses import asdict, dataclass
from pathlib import Path, PureWindowsPath

ROOT = Path(__file__).resolve().parent.parent
APP_DIST = "fioscope"
APP_LICENCE = "GPL-2.0-or-later"  # pyproject.toml's license; its text is LICENSE
BUNDLER = "pyinstaller"
MANIFEST = "components.json"
# Licence texts for packages whose wheels carry none (PySide6-Essentials and shiboken6
# ship only a METADATA line): LGPL-3.0 is a set of additions to GPL-3.0, so both.
TEXTS_DIR = ROOT / "installer" / "licenses"
FALLBACK_TEXTS = {"pyside6-essentials": ("LGPL-3.0.txt", "GPL-3.0.txt"),
                  "shiboken6": ("LGPL-3.0.txt", "GPL-3.0.txt")}
# Packages that are themselves licence-bearing parts of a bigger whole get a note.
NOTES = {"pyside6-essentials": "the Python bindings of Qt, carrying the Qt libraries (see Qt)",
         "pyinstaller": "only its bootloader and runtime hooks are in a bundle, which its licence's "
                        "exception allows under any licence"}
SYSTEM_NOTE = "a system library from the build machine (Debian package)"
# Microsoft's Visual C++ runtime (v140), which a Windows bundle carries from CPython
# (vcruntime140*.dll) and from shiboken6's wheel (the whole set); fio.exe, a mingw build,
# needs none of it. Matched by file name: no distribution's metadata names their licence.
MSVC_RUNTIME = re.compile(r"^(vcruntime140(_\d+)?|msvcp140(_\w+)?|concrt140|vcomp140|vcamp140|vccorlib140)\.dll$",
                          re.I)
MSVC_TEXT = "MSVC-runtime.txt"
_LICENCE_NAME = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS|COPYRIGHT)", re.I)


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str  # an SPDX expression where the package gives one
    files: tuple[str, ...]  # licence texts: relative to the licences folder, or absolute
    note: str = ""


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _field(meta: md.PackageMetadata, name: str) -> str | None:
    """A metadata field's (first) value, as email.message.Message.get gives it."""
    values = meta.get_all(name)
    return values[0] if values else None


def _licence_of(dist: md.Distribution) -> str:
    meta = dist.metadata
    expr = _field(meta, "License-Expression")
    if expr:
        return expr.strip()
    text = (_field(meta, "License") or "").strip()
    # Some packages put the whole licence text in this field: only a one-liner is a name.
    if text and "\n" not in text and len(text) <= 80:
        return text
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::")]
    if classifiers:
        return " OR ".join(classifiers)
    return "see the licence text"


def licence_files(dist: md.Distribution) -> list[Path]:
    """The licence texts the distribution installed (its License-File entries, or any file
    in its metadata directory or package named like a licence), fallbacks where it has none."""
    found: list[Path] = []
    for f in dist.files or ():
        name = f.name
        if f.suffix in (".py", ".pyc", ".pyi", ".so", ".pyd", ".dll") or not _LICENCE_NAME.search(name):
            continue
        path = Path(str(dist.locate_file(f)))
        if path.is_file():
            found.append(path)
    if not found:
        found = [TEXTS_DIR / t for t in FALLBACK_TEXTS.get(normalise(dist.metadata["Name"]), ())]
    return sorted(set(found))


def component_of(dist: md.Distribution) -> Component:
    name = dist.metadata["Name"]
    licence, files = _licence_of(dist), licence_files(dist)
    # The LGPL-3.0 is a set of additions to the GPL-3.0: its text must travel with it.
    if "LGPL-3" in licence and not any(f.name == "GPL-3.0.txt" for f in files):
        files.append(TEXTS_DIR / "GPL-3.0.txt")
    return Component(name, dist.version, licence, tuple(str(p) for p in files), NOTES.get(normalise(name), ""))


def runtime_distributions(root: str = APP_DIST) -> list[md.Distribution]:
    """The app's dependencies and theirs, as pip would install them on this machine (no extras)."""
    # packaging (a declared dependency) evaluates environment markers. Only a checkout or a
    # pip install needs it (a bundle reads its manifest), so it is imported by name:
    # PyInstaller would otherwise bundle it too.
    Requirement = importlib.import_module("packaging.requirements").Requirement
    seen: dict[str, md.Distribution] = {}
    todo = [root]
    # In a checkout pyproject.toml is the truth; the installed metadata may predate it.
    pyproject = ROOT / "pyproject.toml"
    if root == APP_DIST and pyproject.is_file():
        todo += [Requirement(r).name for r in tomllib.loads(pyproject.read_text())["project"]["dependencies"]]
    while todo:
        name = todo.pop()
        try:
            dist = md.distribution(name)
        except md.PackageNotFoundError:
            continue
        key = normalise(dist.metadata["Name"])
        if key in seen:
            continue
        seen[key] = dist
        for line in dist.requires or ():
            req = Requirement(line)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    seen.pop(normalise(root), None)
    return sorted(seen.values(), key=lambda d: normalise(d.metadata["Name"]))


def file_owners() -> dict[Path, md.Distribution]:
    """Every installed file (resolved) to the distribution that installed it."""
    owners: dict[Path, md.Distribution] = {}
    for dist in md.distributions():
        for f in dist.files or ():
            try:
                owners[Path(str(dist.locate_file(f))).resolve()] = dist
            except OSError:
                continue
    return owners


def owners_of(paths, owners: dict[Path, md.Distribution] | None = None) -> list[md.Distribution]:
    """The distributions that installed any of these files (the app's own excluded)."""
    owners = file_owners() if owners is None else owners
    found = {id(d): d for d in (owners.get(Path(p).resolve()) for p in paths) if d is not None}
    named = {normalise(d.metadata["Name"]): d for d in found.values()}  # metadata is read per access
    named.pop(APP_DIST, None)
    return [named[k] for k in sorted(named)]


def fio_component(platform_dir: str | None = None) -> Component:
    platform_dir = platform_dir or ("windows-x86_64" if sys.platform == "win32" else "linux-x86_64")
    fio_dir = ROOT / "fio_bin" / platform_dir
    version = "3.41"
    source = fio_dir / "SOURCE.txt"
    if source.is_file():
        m = re.match(r"fio (\S+)", source.read_text())
        version = m.group(1) if m else version
    return Component("fio", version, "GPL-2.0-only", (str(fio_dir / "COPYING"),),
                     "built from the upstream source by fio_bin/build_fio.py with one change (how often it "
                     "polls while stonewalled jobs start); SOURCE.txt beside the binary has the diff")


def qt_component() -> Component | None:
    """Qt itself: its libraries come inside PySide6-Essentials, of the same version."""
    try:
        version = md.version("PySide6-Essentials")
    except md.PackageNotFoundError:
        return None
    return Component("Qt", version, "LGPL-3.0-only", (str(TEXTS_DIR / "LGPL-3.0.txt"), str(TEXTS_DIR / "GPL-3.0.txt")),
                     "the Qt 6 libraries and plugins inside PySide6-Essentials, used unmodified and "
                     "linked dynamically; their source is at download.qt.io, under the LGPL-3.0")


def python_component() -> Component:
    # Linux installs keep it beside the standard library, Windows installs in the base folder.
    candidates = [Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt"]
    found = tuple(str(c) for c in candidates if c.is_file())[:1]
    return Component("Python", sys.version.split()[0], "PSF-2.0", found,
                     "the interpreter and standard library inside the bundle")


def system_components(paths) -> list[Component]:
    """The system libraries PyInstaller copied in (Linux: from Debian packages), each as its
    package with the package's copyright file, which names every licence in it."""
    if not sys.platform.startswith("linux") or not shutil.which("dpkg-query"):
        return []
    # dpkg knows a library by the path its package installed, which on a merged-/usr system
    # may be /lib/... for a file found as /usr/lib/... (or the reverse), and by its real name.
    libs: set[str] = set()
    for p in paths:
        for q in (str(p), str(Path(p).resolve())):
            if q.startswith(("/usr/lib/", "/lib/")):
                libs.update((q, q[4:] if q.startswith("/usr/") else "/usr" + q))
    if not libs:
        return []
    found = subprocess.run(["dpkg-query", "-S", *sorted(libs)], capture_output=True, text=True).stdout
    packages = sorted({line.split(":")[0] for line in found.splitlines() if ": " in line})
    out = []
    for pkg in packages:
        version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", pkg],
                                 capture_output=True, text=True).stdout.strip()
        copyright_file = Path("/usr/share/doc") / pkg / "copyright"
        out.append(Component(pkg, version, "as its Debian copyright file says",
                             (str(copyright_file),) if copyright_file.is_file() else (), SYSTEM_NOTE))
    return out


def msvc_component(paths) -> Component | None:
    """Microsoft's Visual C++ runtime DLLs among the bundled files, as one component under
    Microsoft's terms (None when there are none: a Linux bundle)."""
    names = {PureWindowsPath(str(p)).name for p in paths}  # either separator, on any OS
    dlls = sorted((n for n in names if MSVC_RUNTIME.match(n)), key=str.lower)
    if not dlls:
        return None
    return Component("Microsoft Visual C++ runtime", "14 (v140)", "LicenseRef-Microsoft-Visual-Studio-Distributable-Code",
                     (str(TEXTS_DIR / MSVC_TEXT),),
                     "Microsoft's redistributable DLLs, unmodified, from CPython and shiboken6's Windows wheel: "
                     + ", ".join(dlls))


def from_installed(dists: list[md.Distribution] | None = None) -> list[Component]:
    """fio, Python and each distribution (default: the app's runtime dependencies)."""
    if dists is None:
        dists = runtime_distributions()
        try:  # its bootloader and runtime hooks are in every bundle
            dists.append(md.distribution(BUNDLER))
        except md.PackageNotFoundError:
            pass
    return non_python_components() + [component_of(d) for d in dists]


def non_python_components() -> list[Component]:
    """fio, Qt and Python: bundled, but not described by a package's metadata."""
    return [c for c in (fio_component(), qt_component(), python_component()) if c is not None]


def own_licence_text() -> Path | None:
    """Fioscope's own LICENSE: in a bundle beside its licences folder, in a checkout at its
    root, in a pip install among the distribution's metadata (None if none is found)."""
    base = getattr(sys, "_MEIPASS", None)
    candidates = [Path(base) / "LICENSE"] if base else [ROOT / "LICENSE"]
    try:
        dist = md.distribution(APP_DIST)
        candidates += [Path(str(dist.locate_file(f))) for f in dist.files or () if f.name == "LICENSE"]
    except md.PackageNotFoundError:
        pass
    return next((c for c in candidates if c.is_file()), None)


def bundle_dir() -> Path | None:
    """The licences folder of a frozen app, None when running from a checkout."""
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / "licenses" if base else None


def read_manifest(folder: Path) -> list[Component]:
    """A bundle's components, their licence texts as absolute paths."""
    return [Component(c["name"], c["version"], c["licence"], tuple(str(folder / f) for f in c["files"]),
                      c.get("note", "")) for c in json.loads((folder / MANIFEST).read_text())]


def components() -> list[Component]:
    """What the About dialog lists: each component with its version, licence and the
    paths of its licence texts (absolute)."""
    folder = bundle_dir()
    if folder is not None and (folder / MANIFEST).is_file():
        return read_manifest(folder)
    return from_installed()


def collect(dest: Path, comps: list[Component]) -> list[Component]:
    """Copy each component's licence texts to dest/<name>/ and write the manifest; returns
    the components with their files relative to dest. A component without a text fails."""
    dest.mkdir(parents=True, exist_ok=True)
    out: list[Component] = []
    for c in comps:
        if not c.files:
            raise SystemExit(f"no licence text found for {c.name} {c.version}: add one to {TEXTS_DIR}")
        sub = dest / normalise(c.name)
        sub.mkdir(exist_ok=True)
        rel = []
        for i, src in enumerate(c.files):
            name = Path(src).name
            target = sub / (name if not (sub / name).exists() else f"{i}-{name}")
            shutil.copyfile(src, target)
            rel.append(target.relative_to(dest).as_posix())
        out.append(Component(c.name, c.version, c.licence, tuple(rel), c.note))
    (dest / MANIFEST).write_text(json.dumps([asdict(c) for c in out], indent=1) + "\n")
    return out


def markdown(comps: list[Component]) -> str:
    lines = ["# Third-party components", "",
             "Fioscope is GPL-2.0-or-later (see LICENSE). Its bundles (the PyInstaller folder, the .deb",
             "and the Windows installer) carry the components below; each one's licence texts are in the",
             "bundle's `_internal/licenses/<name>/` folder. This file is generated from a built bundle,",
             "whose build read each package's metadata (see docs/contributing.md, *Licences*):",
             "`.venv/bin/python -m app.licences --bundle build/dist/fioscope > THIRD-PARTY.md`.", "",
             "| component | version | licence | licence texts |", "|---|---|---|---|"]
    for c in (c for c in comps if c.note != SYSTEM_NOTE):
        shown = [f"`{_shown(f)}`" for f in c.files]
        texts = ", ".join(shown[:3]) + (f" and {len(shown) - 3} more" if len(shown) > 3 else "")
        lines.append(f"| {c.name} | {c.version} | {c.licence} | {texts} |")
    notes = [f"- **{c.name}**: {c.note}." for c in comps if c.note and c.note != SYSTEM_NOTE]
    tail = ["", "The Linux bundle also carries the system libraries PyInstaller copies from the build",
            "machine (OpenSSL, ICU, GLib, the X11/xcb client libraries and others, depending on that",
            "machine); each is listed by its Debian package with that package's copyright file in",
            "`_internal/licenses/` and in the About dialog.", "",
            "The Windows bundle also carries Microsoft's Visual C++ runtime DLLs (vcruntime140.dll and",
            "others, from CPython and from shiboken6's Windows wheel; fio.exe, a mingw build, needs",
            "none): its manifest lists them as *Microsoft Visual C++ runtime*, under Microsoft's",
            f"Distributable Code terms (`installer/licenses/{MSVC_TEXT}`)."]
    return "\n".join(lines + ["", "Notes:", ""] + notes + tail) + "\n"


def _shown(path: str) -> str:
    """A path as a reader finds it: relative to the checkout or to site-packages."""
    p = Path(path)
    if not p.is_absolute():
        return p.as_posix()
    for base, shown in ((Path(sysconfig.get_paths()["purelib"]), "site-packages/"),
                        (Path(sysconfig.get_paths()["stdlib"]), "python3 stdlib/"), (ROOT, "")):
        try:
            return shown + p.relative_to(base).as_posix()
        except ValueError:
            continue
    return p.name


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m app.licences", description=__doc__.splitlines()[0])
    ap.add_argument("--markdown", action="store_true", help="print the installed packages' list as markdown")
    ap.add_argument("--bundle", metavar="DIR", help="print THIRD-PARTY.md for the built bundle DIR "
                    "(e.g. build/dist/fioscope): every component its build collected")
    ap.add_argument("--collect", metavar="DIR", help="copy the licence texts of the runtime dependencies to DIR")
    args = ap.parse_args(argv)
    if args.collect:
        for c in collect(Path(args.collect), from_installed()):
            print(c.name, c.version, c.licence)
        return 0
    if args.bundle:
        folder = Path(args.bundle) / "_internal" / "licenses"
        if not (folder / MANIFEST).is_file():
            print(f"{folder / MANIFEST} not found: build the bundle first (installer/fioscope.spec)", file=sys.stderr)
            return 2
        sys.stdout.write(markdown([Component(c.name, c.version, c.licence,
                                             tuple("licenses/" + Path(f).relative_to(folder).as_posix()
                                                   for f in c.files), c.note) for c in read_manifest(folder)]))
        return 0
    comps = from_installed()
    if args.markdown:
        sys.stdout.write(markdown(comps))
    else:
        for c in comps:
            print(f"{c.name} {c.version}: {c.licence}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
