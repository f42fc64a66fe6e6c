"""The app's own words for the core's advice. The core advises in the CLI's terms (a flag
is the shortest exact name for a setting); a dialog names the control instead, so a user of
the window is never told to "add --destroy-data"."""
from __future__ import annotations

import re

# Longest first: "--size" must not eat "--size-..." (none today) and "--destroy-data TOKEN"
# loses its token with the flag.
_WORDS: tuple = (  # (pattern, words or a function of the match)
    (r"add --destroy-data \S+", "confirm in the data-loss dialog"),
    (r"--destroy-data(?: \S+)?", "the data-loss confirmation"),
    (r"pass --overwrite \S+", "accept the files named in the job file's preview"),
    (r"--overwrite(?: \S+)?", "the overwrite you accept in the preview"),
    (r"pass --allow-job-commands if you trust the file", "run it from the command line with "
                                                          "--allow-job-commands if you trust it"),
    (r"pass %1 if you trust the file", "run it from the command line with %1 if you trust it"),  # a Msg's template
    (r"run buffered \(--buffered\)", "turn off Direct I/O"),
    (r"--buffered", "Direct I/O off"),
    (r"use an? --(size|span) of at least (\S+)", lambda m: f"set {m[1].capitalize()} to at least {m[2]}"),
    (r"--size", "Size"),
    (r"--span", "Span"),
    (r"\(--reduced\)", "(quick look)"),  # the Steady page's "quick look (reduced matrix)"
    (r"--runtime", "Runtime"),
    (r"--engine", "the engine"),
    (r"--target", "the Target"),
    (r"fioscope run --readahead KB sets it for one run", "the Page cache page's Readahead sets it for the runs"),
    (r"--readahead \w+", "Readahead"),
)


def app_words(text: str) -> str:
    for pattern, words in _WORDS:
        text = re.sub(pattern, words, text)
    return text
