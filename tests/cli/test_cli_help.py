"""Every command's --help ends with real examples, and each example parses with the real
parser (nothing is run)."""
from __future__ import annotations

import argparse
import shlex

import pytest

from app import cli
from app.cli.main import build_parser


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def _examples(help_text: str) -> list[str]:
    """The lines of the help's last section, `examples:`, that are fioscope command lines."""
    head, sep, tail = help_text.rpartition("\nexamples:\n")
    assert sep, "no examples section"
    return [line.strip() for line in tail.splitlines() if line.strip().startswith("fioscope")]


def test_every_command_is_covered():
    # A command added later gets examples too: this list is the parser's, not a copy.
    assert {"run", "devices", "gui", "peak", "steady", "experiment", "history", "report", "compare", "annotate",
            "delete", "import", "hosts", "check", "cliff"} <= set(_commands())


@pytest.mark.parametrize("name", sorted(_commands()))
def test_help_ends_with_examples_that_parse(name):
    help_text = _commands()[name].format_help()
    examples = _examples(help_text)
    assert 2 <= len(examples) <= 3, examples
    assert help_text.rstrip().endswith(examples[-1])  # the examples close the help
    for line in examples:
        argv = shlex.split(line)[1:]
        args = build_parser().parse_args(argv)  # an InputError here names the broken example
        assert args.command == (name if argv else None), line
        if argv:
            assert argv[0] == name


def test_top_level_help_has_examples_too():
    examples = _examples(build_parser().format_help())
    assert len(examples) >= 2
    for line in examples:
        build_parser().parse_args(shlex.split(line)[1:])


def test_the_help_is_printed_by_the_entry_point(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["run", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "examples:\n  fioscope run --target" in out
