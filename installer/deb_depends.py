#!/usr/bin/env python3
"""The .deb's Depends, computed from the bundle's binaries (standard library, binutils, dpkg).

    python3 installer/deb_depends.py BUNDLE_DIR      -> one line: "libc6 (>= 2.36), libgl1 (>= 1.6.0), ..."

- libc6: the newest GLIBC_x.y symbol version any bundled ELF file asks for (readelf -V): the
  bundle carries the build machine's libstdc++, libexpat... which ask for that machine's glibc.
- Every other library a bundled file needs (DT_NEEDED) and the bundle does not carry: the
  Debian package that holds it on this machine (dpkg-query -S), with the version its shlibs
  file names (as dpkg-shlibdeps falls back to). A library no package holds stops the build.
- EXTRA: what the binaries need at run time without linking it: fontconfig's configuration
  (/etc/fonts, read by the bundled libfontconfig; it brings a font).
`--report` prints, for each dependency, the bundled files that need it.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

EXTRA = ("fontconfig-config",)
# Provided by the C library itself (libc6 covers them).
GLIBC_PARTS = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libutil.so.1",
               "ld-linux-x86-64.so.2", "libresolv.so.2", "libanl.so.1"}


def elf_files(bundle: Path) -> list[Path]:
    out = []
    for p in sorted(bundle.rglob("*")):
        if p.is_file() and not p.is_symlink():
            with p.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    out.append(p)
    return out


def needed(path: Path) -> list[str]:
    text = subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", text)


def glibc_versions(path: Path) -> list[tuple[int, ...]]:
    text = subprocess.run(["readelf", "-V", "-W", str(path)], capture_output=True, text=True).stdout
    return [tuple(int(x) for x in v.split(".")) for v in re.findall(r"Name: GLIBC_(\d+(?:\.\d+)+)", text)]


def system_path(soname: str) -> str | None:
    """Where this machine's dynamic linker finds the library (ldconfig's cache)."""
    cache = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True).stdout
    m = re.search(rf"^\s+{re.escape(soname)} \(libc6,x86-64[^)]*\) => (\S+)$", cache, re.M)
    return m.group(1) if m else None


def package_of(path: str) -> str | None:
    resolved = str(Path(path).resolve())
    for candidate in dict.fromkeys((path, resolved, re.sub(r"^/usr", "", resolved), "/usr" + resolved)):
        p = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if p.returncode == 0:
            return p.stdout.split(":")[0].strip()
    return None


def shlibs_dependency(package: str, soname: str) -> str:
    """The dependency the package's shlibs file gives for this library, else its name."""
    m = re.match(r"(.+)\.so\.(\S+)$", soname)
    for shlibs in Path("/var/lib/dpkg/info").glob(f"{package}*.shlibs"):
        if not shlibs.name.startswith((f"{package}.", f"{package}:")):
            continue
        for line in shlibs.read_text().splitlines():
            parts = line.split(None, 2)
            if m and len(parts) == 3 and parts[0] == m.group(1) and parts[1] == m.group(2):
                return parts[2].strip()
    return package


def depends(bundle: Path) -> tuple[list[str], dict[str, list[str]]]:
    files = elf_files(bundle)
    carried = {p.name for p in bundle.rglob("*")}
    newest: tuple[int, ...] = (2, 2, 5)
    asker = ""
    wanted: dict[str, list[str]] = {}
    for f in files:
        mine = max(glibc_versions(f), default=(0,))
        if mine > newest:
            newest, asker = mine, str(f.relative_to(bundle))
        for soname in needed(f):
            if soname not in carried:
                wanted.setdefault(soname, []).append(str(f.relative_to(bundle)))
    deps = {"libc6": f"libc6 (>= {'.'.join(map(str, newest))})"}
    users: dict[str, list[str]] = {"libc6": [f"GLIBC_{'.'.join(map(str, newest))} <- {asker}"]}
    for soname, by in sorted(wanted.items()):
        if soname in GLIBC_PARTS:
            continue
        path = system_path(soname)
        package = package_of(path) if path else None
        if package is None:
            raise SystemExit(f"deb_depends: {soname} (needed by {by[0]}) is not in the bundle and no installed "
                             "Debian package holds it: install its package on the build machine")
        package = package.split(",")[0]
        if package == "libc6":
            continue
        deps.setdefault(package, shlibs_dependency(package, soname))
        users.setdefault(package, []).extend(f"{soname} <- {b}" for b in by)
    for extra in EXTRA:
        deps.setdefault(extra, extra)
        users.setdefault(extra, ["read at run time (not linked)"])
    return [deps["libc6"]] + [deps[k] for k in sorted(deps) if k != "libc6"], users


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="installer/deb_depends.py", description=__doc__.splitlines()[0])
    ap.add_argument("bundle", type=Path)
    ap.add_argument("--report", action="store_true", help="say which bundled files need each dependency")
    args = ap.parse_args(argv)
    deps, users = depends(args.bundle)
    if args.report:
        for name, by in users.items():
            print(f"{name}: {len(by)}: {', '.join(sorted(set(by))[:4])}")
    else:
        print(", ".join(deps))
    return 0


if __name__ == "__main__":
    sys.exit(main())
