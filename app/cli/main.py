"""`fioscope <command>`: the parser, and each command handed to its group's module."""
from __future__ import annotations

import argparse
import os
import sys

from app import __version__
from app.cli import devices, history, insight, latency, remote, run, suites
from app.cli.common import EXIT_CANCELLED, EXIT_FAILED, EXIT_INPUT, Parser, command
from app.core.targets.safety import ConfirmationNeeded
from app.core.errors import FioscopeError, InputError
from app.core.text_safe import printable

GROUPS = (run, devices, suites, history, remote, insight, latency)  # the order of `fioscope --help`


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="fioscope", description="Storage benchmark driving a bundled fio.",
               formatter_class=argparse.RawDescriptionHelpFormatter,
               epilog="every command has its own --help with examples\n\nexamples:\n"
                      "  fioscope devices\n  fioscope run --target /mnt/ssd --preset quick\n  fioscope report last")
    p.add_argument("--version", action="version", version=f"fioscope {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    run.add_run_command(sub)
    devices.add_devices_command(sub)
    command(sub, "gui", ("fioscope",
                         "fioscope gui"),
            help="open the desktop app (the default with no arguments)")
    suites.add_suite_commands(sub)
    history.add_history_commands(sub)
    remote.add_remote_commands(sub)
    insight.add_insight_commands(sub)
    latency.add_latency_commands(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser().parse_args(argv)
        for group in GROUPS:
            rc = group.dispatch(args)
            if rc is not None:
                return rc
    except ConfirmationNeeded as e:  # the CLI's own words for the core's "confirm with TOKEN"
        print(f"fioscope: {printable(InputError(e.message, f'to go ahead, add --destroy-data {e.token}').one_line())}",
              file=sys.stderr)
        return EXIT_INPUT
    except InputError as e:  # one_line escapes C0; printable also C1 and the rest (text_safe)
        print(f"fioscope: {printable(e.one_line())}", file=sys.stderr)
        return EXIT_INPUT
    except FioscopeError as e:
        print(f"fioscope: {printable(e.one_line())}", file=sys.stderr)
        return EXIT_FAILED
    except KeyboardInterrupt:
        return EXIT_CANCELLED
    except BrokenPipeError:  # `fioscope history | head`: the reader left, nothing to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except OSError as e:  # an output that cannot be written (disk full, ...)
        where = f"{e.filename}: " if e.filename else ""
        print(f"fioscope: {printable(FioscopeError(f'cannot complete: {where}{e.strerror or e}').one_line())}",
              file=sys.stderr)
        return EXIT_FAILED
    except Exception as e:  # a bug: still one line, and the details when asked for
        if os.environ.get("FIOSCOPE_DEBUG"):
            raise
        text = FioscopeError(f"{type(e).__name__}: {str(e)[:200]}").one_line()
        print(f"fioscope: internal error ({printable(text)}); FIOSCOPE_DEBUG=1 shows where, please report it",
              file=sys.stderr)
        return EXIT_FAILED
    return EXIT_INPUT
