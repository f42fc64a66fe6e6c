"""Fioscope's core: fio, targets, suites and results. No Qt may be imported here."""
