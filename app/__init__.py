"""Fioscope: a storage benchmark that drives a bundled, pinned fio."""
__version__ = "0.1.0"
