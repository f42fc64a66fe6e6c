"""Entry point of the frozen app: the same as `fioscope` and `python -m app`.

The Windows bundle builds it twice: fioscope.exe (console) and fioscope-gui.exe (windowed,
what the Start menu starts). A windowed program has no stdout or stderr (they are None), so a
stray print or a library's warning would raise; they go to the null device instead."""
import os
import sys

from app.__main__ import main


def quiet_missing_stdio() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


if __name__ == "__main__":
    quiet_missing_stdio()
    sys.exit(main())
