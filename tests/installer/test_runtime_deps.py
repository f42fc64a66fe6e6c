"""The app runs from its declared runtime dependencies alone (issue 52: About failed after
`./setup.sh app` with "No module named 'packaging'", which only the test extra installed).

The environment is made from pyproject.toml's `dependencies` and what they require in turn
(their metadata, markers evaluated for this machine; no extras), linked from the project's
.venv into a fresh venv: the same files pip installed, none of the test tools; the app is
copied in as its wheel would install it (no fio). In it every module of the app imports, the
window opens with its menus, About (its component list), History and the QoS dialog, and a
run without fio says in one line what to install."""
import importlib.metadata as md
import os
import re
import shutil
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

from tests.conftest import ROOT


def runtime_closure() -> list[md.Distribution]:
    todo = [Requirement(r) for r in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]]
    seen: dict[str, md.Distribution] = {}
    while todo:
        req = todo.pop()
        key = re.sub(r"[-_.]+", "-", req.name).lower()
        if key in seen or (req.marker is not None and not req.marker.evaluate({"extra": ""})):
            continue
        dist = md.distribution(req.name)
        assert dist.version in req.specifier or not req.specifier, f"{req} but {dist.version} is installed"
        seen[key] = dist
        todo += [Requirement(r) for r in dist.requires or ()]
    return list(seen.values())


def link_into(dists: list[md.Distribution], site: Path) -> None:
    """Each distribution's top-level files and folders (packages, modules, .libs, metadata)."""
    for dist in dists:
        tops = {Path(str(f)).parts[0] for f in dist.files or () if not str(f).startswith("..")}
        for top in tops:
            src = Path(dist.locate_file(top))
            if src.exists() and not (site / top).exists():
                (site / top).symlink_to(src)


SCRIPT = textwrap.dedent("""
    import importlib, os, pkgutil, sys
    import app
    for m in pkgutil.walk_packages(app.__path__, "app."):
        importlib.import_module(m.name)  # an undeclared dependency fails here
    from PySide6.QtWidgets import QApplication
    from app.ui.main_window import MainWindow
    qa = QApplication(["fioscope"])
    win = MainWindow()
    win.show()
    for top in win.menuBar().actions():
        top.menu().popup(win.pos())
        qa.processEvents()
        top.menu().hide()
    about = win.show_about()
    qa.processEvents()
    print("about:", about.summary(), "|", "cannot be read" in about.components.toPlainText())
    win.show_history()
    win.menu_actions.latency_qos.trigger()
    win.export_last()
    qa.processEvents()
    print("modules:", sorted({n.split(".")[0] for n in sys.modules if n.split(".")[0] in
                              ("pytest", "hypothesis", "pypdf", "PyInstaller", "packaging")}))
    sys.stdout.flush()
    os._exit(0)  # the window's threads need no orderly end here
""")


def test_the_app_and_its_menus_run_on_the_runtime_dependencies_alone(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    site = Path(subprocess.run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    dists = runtime_closure()
    link_into(dists, site)
    # The app as a wheel installs it: its package (no fio_bin, no checkout around it) and a
    # dist-info naming its requirements, which the About list follows.
    shutil.copytree(ROOT / "app", site / "app", ignore=shutil.ignore_patterns("__pycache__"))
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    info = site / f"fioscope-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.4\nName: fioscope\n" f"Version: {project['version']}\n"
                                   + "".join(f"Requires-Dist: {r}\n" for r in project["dependencies"]))
    names = sorted(d.metadata["Name"].lower() for d in dists)
    assert "packaging" in names and "pytest" not in names, names
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               FIOSCOPE_DATA_DIR=str(tmp_path / "data"), FIOSCOPE_LANGUAGE="en")
    p = subprocess.run([str(venv / "bin" / "python"), "-c", SCRIPT], capture_output=True, text=True,
                       env=env, cwd=tmp_path, timeout=150)
    assert p.returncode == 0, p.stderr[-3000:]
    listed = re.search(r"about: Fioscope .*; (\d+) third-party components, (\d+) licence texts \| False", p.stdout)
    assert listed and int(listed.group(1)) >= len(dists) and int(listed.group(2)) >= len(dists), p.stdout
    # Only packaging, a runtime dependency (the About list), of the tools the tests have.
    assert "modules: ['packaging']" in p.stdout, p.stdout
    # No fio in a pip install and none on PATH: one line naming the distro package and FIOSCOPE_FIO.
    p = subprocess.run([str(venv / "bin" / "python"), "-m", "app", "run", "--target", str(tmp_path), "--dry-run"],
                       capture_output=True, text=True, env={**env, "PATH": str(tmp_path / "no-bin")}, cwd=tmp_path,
                       timeout=60)
    assert p.returncode != 0 and len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert "sudo apt install fio" in p.stderr and "FIOSCOPE_FIO=" in p.stderr, p.stderr
