"""Page cache, dirty/writeback memory, the target device's own I/O counters and readahead.

A buffered result may come from RAM, and readahead turns many small reads into few large
device I/Os: comparing what fio issued with what the device saw in the same interval
shows it (seed 003, parts 5 and 6).
"""
