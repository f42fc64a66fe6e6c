"""`fioscope` and `python -m app`: no arguments opens the GUI, a subcommand runs headless."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # Each entry imports only its own code (deferred): the CLI never loads Qt, the root
    # helper validates its input with the standard library alone.
    # Hidden entries for the elevated helpers: a frozen app has no `python -m`, so the
    # helpers are reached through the app's own executable.
    if argv and argv[0] == "--privileged-helper":
        from app.core.access.root_helper import main as helper_main  # deferred
        return helper_main(argv[1:])
    if argv and argv[0] == "--fio-sandbox":
        from app.core.fio.sandbox import main as sandbox_main  # deferred
        return sandbox_main(argv[1:])
    if argv and argv[0] == "--elevated-runner":
        from app.core.access.elevated import main as runner_main  # deferred
        return runner_main(argv[1:])
    if not argv or argv[0] == "gui":
        from app.ui.launch import run_gui  # deferred
        return run_gui(argv[1:])
    from app.cli import main as cli_main  # deferred
    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
