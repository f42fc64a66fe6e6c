"""`fioscope` and `python -m app`: no arguments opens the GUI, a subcommand runs headless."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] == "gui":
        from app.ui.launch import run_gui
        return run_gui(argv[1:])
    from app.cli import main as cli_main
    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
