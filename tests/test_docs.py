"""The README and the guide cannot drift from the CLI: every `fioscope ...` command in their
code blocks runs here, in a temporary data directory. A `run` on a directory runs with
`--dry-run` and `steady --estimate` as it is (both check every argument and print what would
run); every other command, and any command on a raw device or on fio servers, runs with
`--help` appended, and each of its `--options` must be one that command's help lists (argparse
stops at --help before it would reject an unknown option). Placeholder mounts (/mnt/ssd...)
become a temporary directory."""
import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PLACEHOLDER_DIRS = ("/mnt/ssd", "/mnt/fs", "/mnt/shared")
FENCE = re.compile(r"^```(\w*)\s*$")


@dataclass(frozen=True)
class DocCommand:
    page: str
    line: int
    argv: tuple[str, ...]  # after `fioscope`

    def __str__(self) -> str:
        return f"{self.page}:{self.line}: fioscope {shlex.join(self.argv)}"


def doc_commands(page: Path, base: Path = ROOT) -> list[DocCommand]:
    """`fioscope` commands in the page's sh/console/plain code blocks (continuations joined,
    `;` splitting commands, `#` comments dropped)."""
    found: list[DocCommand] = []
    in_block, lang, pending, start = False, "", "", 0
    for n, line in enumerate(page.read_text().splitlines(), 1):
        m = FENCE.match(line.strip())
        if m:
            in_block, lang = (not in_block), m.group(1)
            continue
        if not in_block or lang not in ("", "sh", "bash", "console", "shell"):
            continue
        start = start or n
        pending += line.rstrip()
        if pending.endswith("\\"):
            pending = pending[:-1] + " "
            continue
        for part in _split(pending):
            words = shlex.split(part, comments=True)
            if words and words[0].rsplit("/", 1)[-1] == "fioscope":
                found.append(DocCommand(page.relative_to(base).as_posix(), start, tuple(words[1:])))
        pending, start = "", 0
    return found


def _split(line: str) -> list[str]:
    # Commands on one line separated by ';' (outside quotes and comments).
    lexer = shlex.shlex(line, posix=True, punctuation_chars=";")
    lexer.whitespace_split, lexer.commenters = True, "#"
    parts, cur = [], []
    for tok in lexer:
        if tok == ";":
            parts.append(shlex.join(cur))
            cur = []
        else:
            cur.append(tok)
    parts.append(shlex.join(cur))
    return [p for p in parts if p]


def all_commands() -> list[DocCommand]:
    return [c for page in PAGES for c in doc_commands(page)]


def plan(cmd: DocCommand, tmp: Path) -> tuple[list[str], str]:
    """The argv to run and how: 'run' (executed as documented, dry) or 'help'."""
    argv = [str(tmp) if a in PLACEHOLDER_DIRS else a for a in cmd.argv]
    argv = [a.replace("ssd.json", str(tmp / "ssd.json")).replace("quick.fio", str(tmp / "quick.fio"))
            if a in ("ssd.json", "quick.fio") else a for a in argv]
    text = " ".join(argv)
    remote_or_raw = "--hosts" in argv or "/dev/" in text or "--job-file" in argv or "--resume" in argv
    if argv and argv[0] == "run" and not remote_or_raw:
        return argv + ([] if "--dry-run" in argv or "--save-job" in argv else ["--dry-run"]), "run"
    if argv and argv[0] == "steady" and "--estimate" in argv and not remote_or_raw:
        return argv, "run"
    return argv + ["--help"], "help"


def fioscope(argv: list[str], data: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, FIOSCOPE_DATA_DIR=str(data))
    return subprocess.run([sys.executable, "-m", "app", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def help_in_process(argv: list[str]) -> subprocess.CompletedProcess:
    """`fioscope ... --help` in this process: argparse prints and exits before the command
    does anything, and a fresh interpreter per command cost a second each on a loaded machine."""
    from app.cli import main as cli_main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli_main(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    return subprocess.CompletedProcess(argv, code, out.getvalue(), err.getvalue())


def test_the_docs_show_commands_for_every_subcommand():
    cmds = all_commands()
    assert len(cmds) >= 40, [str(c) for c in cmds]
    shown = {c.argv[0] for c in cmds if c.argv}
    assert {"run", "devices", "peak", "steady", "experiment", "history", "report", "compare", "annotate",
            "delete", "import", "hosts", "check", "cliff"} <= shown


def test_every_documented_command_runs(tmp_path):
    cmds = all_commands()
    data = tmp_path / "data"

    def one(i_cmd):
        i, cmd = i_cmd
        work = tmp_path / f"c{i}"
        work.mkdir()
        argv, how = plan(cmd, work)
        p = help_in_process(argv) if how == "help" and argv[0] != "gui" else fioscope(argv, data)
        problems = []
        if p.returncode != 0:
            problems.append(f"{cmd}\n  ran: fioscope {shlex.join(argv)}\n  exit {p.returncode}: "
                            f"{(p.stderr or p.stdout).strip()[-400:]}")
        elif how == "help":
            unknown = [a.split("=")[0] for a in argv[:-1] if a.startswith("--")
                       and a.split("=")[0] not in p.stdout]
            if unknown:
                problems.append(f"{cmd}\n  options not in its --help: {unknown}")
        elif how == "run" and not (p.stdout + p.stderr).strip():
            problems.append(f"{cmd}\n  printed nothing")
        return problems

    # --help in this process, one after another (redirect_stdout is process-wide); the runs
    # three at a time, each a fresh interpreter (about a second on a loaded machine).
    helps = [(i, c) for i, c in enumerate(cmds) if plan(c, tmp_path)[1] == "help" and c.argv[0] != "gui"]
    problems = [p for i_c in helps for p in one(i_c)]
    with ThreadPoolExecutor(max_workers=3) as pool:
        problems += [p for ps in pool.map(one, [ic for ic in enumerate(cmds) if ic not in helps]) for p in ps]
    assert not problems, "\n".join(problems)
    print(f"{len(cmds)} documented commands ran")


def test_every_guide_page_starts_with_its_question_and_is_linked_from_the_readme():
    readme = (ROOT / "README.md").read_text()
    for page in sorted((ROOT / "docs").glob("*.md")):
        title, question = page.read_text().split("\n\n")[:2]
        assert title.startswith("# ") and "\n" not in title, page
        assert question.startswith("*") and question.rstrip().endswith("?*"), (page, question)
        assert f"](docs/{page.name})" in readme, f"README does not link {page.name}"


def test_relative_links_and_images_in_the_docs_exist():
    missing = []
    for page in PAGES:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text()):
            if "://" not in target and not (page.parent / target).exists():
                missing.append(f"{page.name}: {target}")
    assert not missing, missing


def test_the_readme_gives_the_ci_command_exactly():
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    assert "```sh\n./setup.sh test\n```" in readme and "```sh\n./setup.sh app\n```" in readme
    assert "\n./setup.sh test\n" in ci


def test_the_readme_stays_short():
    # 170, and 14 for the Install section (issue 55: the .deb, the tarball and pip).
    assert len((ROOT / "README.md").read_text().splitlines()) <= 184


@pytest.mark.parametrize("text", ["fioscope run --target /mnt/ssd ; fioscope history  # both",
                                  "fioscope steady --target /mnt/ssd \\"])
def test_the_extractor_splits_and_joins_lines(tmp_path, text):
    page = tmp_path / "p.md"
    page.write_text(f"```sh\n{text}\n--tests iops --estimate\n```\n")
    cmds = [c.argv for c in doc_commands(page, base=tmp_path)]
    if ";" in text:
        assert cmds[:2] == [("run", "--target", "/mnt/ssd"), ("history",)]
    else:
        assert cmds == [("steady", "--target", "/mnt/ssd", "--tests", "iops", "--estimate")]

