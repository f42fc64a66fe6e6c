"""Exporters of stored and finished runs."""
