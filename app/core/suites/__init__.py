"""Presets and suites: ordered lists of fio jobs run one after another."""
