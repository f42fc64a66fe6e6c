"""Why is this drive slow? What Fioscope can read about a drive beyond its benchmark figures.

- checklist: before a run, the target disk's link, cache, queue settings, partition
  alignment and health, and the machine's power state, each with its value, what is
  expected and one line of advice when it is off (Linux: sysfs/procfs and smartctl;
  Windows: the Storage module's cmdlets).
- thermal: the drive's temperature during a run (hwmon, else smartctl or Windows'
  reliability counters at a slower rate) and a verdict on whether a throughput drop
  came with heat or a thermal-throttle counter.
- cliff: where a sustained sequential write falls off the drive's write cache and stays
  down, and how much of the cache comes back after an idle pause.

No Qt here: the CLI and (later) the app call these.
"""
