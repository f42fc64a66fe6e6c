"""The headless front end, `fioscope <command>`: main.py parses and dispatches, one module
per command group, common.py what they share."""
from app.cli.main import main

__all__ = ["main"]
