"""Entry point of the frozen app: the same as `fioscope` and `python -m app`."""
import sys

from app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
