"""Driving `fio --server` on other hosts with fio's own client/server mode."""
