"""Templates of the core's Msg sentences about targets, devices, access, remote hosts, the
history store, the page cache and the trust findings, marked for Qt's translation in context
"core" (app/ui/core_words.window_text shows them; tests/ui/test_i18n.py checks every Msg
template of app/core is in core_words.TEMPLATES and in the .ts files)."""
from __future__ import annotations

import itertools
import re
from functools import lru_cache
from typing import Iterator

from app.core.words import Msg, Num, Value
from app.ui.marks import QT_TRANSLATE_NOOP  # typed str: lupdate reads the name

PLACES_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is %2x what the device (%3) read meanwhile (%4 MB/s): the page cache "
                              "answered the reads"),
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is far above what the device (%2) read meanwhile (%3 MB/s): the page "
                              "cache answered the reads"),
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is %2x what the device (%3) wrote meanwhile (%4 MB/s): the page cache "
                              "took the writes"),
    QT_TRANSLATE_NOOP("core", "fio's %1 MB/s is far above what the device (%2) wrote meanwhile (%3 MB/s): the page "
                              "cache took the writes"),
    QT_TRANSLATE_NOOP("core", "%1; %2"),
    QT_TRANSLATE_NOOP("core", "no block device behind this target: cache effects cannot be measured"),
    QT_TRANSLATE_NOOP("core", "fio's null engine moves no data: neither RAM nor a disk is measured"),
    QT_TRANSLATE_NOOP("core", "fio issued %1 writes, the device (%2) saw %3"),
    QT_TRANSLATE_NOOP("core", "fio issued %1 reads, the device (%2) saw %3 (average device read %4 KiB)"),
    QT_TRANSLATE_NOOP("core", "fio issued %1 reads, the device (%2) saw %3"),
    QT_TRANSLATE_NOOP("core", "%1% of the bytes read came from RAM, not the disk"),
    QT_TRANSLATE_NOOP("core", "the device also served other reads meanwhile (%1 more than fio issued): on a busy disk"
                              " these counts are approximate"),
    QT_TRANSLATE_NOOP("core", "%1% of the bytes written were still in RAM when the test ended"),
    QT_TRANSLATE_NOOP("core", "the device also wrote %1 MiB that fio did not (other I/O, or filesystem metadata): "
                              "these counts are approximate"),
    QT_TRANSLATE_NOOP("core", "no I/O"),
    QT_TRANSLATE_NOOP("core", "spread the load over more jobs (%1), use io_uring with fixed buffers (%2) and direct "
                              "I/O, and keep other programs off the CPUs"),
    QT_TRANSLATE_NOOP("core", "copy-on-write, checksums, maybe compression"),
    QT_TRANSLATE_NOOP("core", "log-structured, copy-on-write"),
    QT_TRANSLATE_NOOP("core", "log-structured, maybe compression"),
    QT_TRANSLATE_NOOP("core", "copy-on-write metadata, integrity streams"),
    QT_TRANSLATE_NOOP("core", "%1 GiB"),
    QT_TRANSLATE_NOOP("core", "%1 MiB"),
    QT_TRANSLATE_NOOP("core", "%1 MB/s"),  # also core_words_fio's: here for revived() to read it back
    QT_TRANSLATE_NOOP("core", "the device (%1) also read and wrote more than fio did: another process (or filesystem "
                              "writeback) used the disk"),
    QT_TRANSLATE_NOOP("core", "stop what else uses the disk, or test an idle disk"),
    QT_TRANSLATE_NOOP("core", "the test file is on %1 (%2): the filesystem's work is in the figure"),
    QT_TRANSLATE_NOOP("core", "test a raw device or a file on ext4/xfs/NTFS, or turn copy-on-write off for the test "
                              "file (%1 on btrfs)"),
    QT_TRANSLATE_NOOP("core", "a buffered read and write of %1, smaller than RAM (%2): the page cache can answer its "
                              "reads and absorb its writes"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test file larger than RAM"),
    QT_TRANSLATE_NOOP("core", "%1 % of the bytes read came from RAM (the page cache), not the disk"),
    QT_TRANSLATE_NOOP("core", "%1 % of the bytes written were still in RAM when the test ended"),
    QT_TRANSLATE_NOOP("core", "%1 IOPS asked, %2 done"),
    QT_TRANSLATE_NOOP("core", "%1 MB/s asked, %2 done"),
    QT_TRANSLATE_NOOP("core", "the device held it below the job's %1 (%2, %3 %; a rate limit holds a figure within %4"
                              " % of it)"),
    QT_TRANSLATE_NOOP("core", "the device was saturated at the job's %1 (%2; fio's jobs kept %3 of their %4 I/Os in "
                              "flight on average)"),
    QT_TRANSLATE_NOOP("core", "the drive %1"),
    QT_TRANSLATE_NOOP("core", "cool the drive (airflow, a heatsink), or run shorter tests with pauses"),
    QT_TRANSLATE_NOOP("core", "the device (%1) also read more than fio did: another process (or filesystem writeback)"
                              " used the disk"),
    QT_TRANSLATE_NOOP("core", "the device (%1) also wrote more than fio did: another process (or filesystem "
                              "writeback) used the disk"),
    QT_TRANSLATE_NOOP("core", "a buffered read of %1, smaller than RAM (%2): the page cache can answer it"),
    QT_TRANSLATE_NOOP("core", "a buffered write of %1, smaller than RAM (%2): the page cache can absorb it before the"
                              " disk"),
    QT_TRANSLATE_NOOP("core", "RAM, not the disk: %1"),
    QT_TRANSLATE_NOOP("core", "the disk, believe it with care: %1"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test file larger than RAM (%1)"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or write more than RAM (%1) holds"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or write more than RAM holds"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test larger than RAM (%1)"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or a test larger than RAM"),
    QT_TRANSLATE_NOOP("core", "%1: %2"),
    QT_TRANSLATE_NOOP("core", "remove %1 to measure the drive's maximum"),
    QT_TRANSLATE_NOOP("core", "fio's null engine moves no data: this measures fio and the CPU"),
    QT_TRANSLATE_NOOP("core", "pick a real engine and target to measure a drive"),
    QT_TRANSLATE_NOOP("core", "fio's jobs used %1 % of a core each"),
    QT_TRANSLATE_NOOP("core", "fio's jobs used %1 % of the machine's %2 CPUs"),
    QT_TRANSLATE_NOOP("core", "fio's jobs computed or waited for a CPU %1 % of the time (%2 % on a CPU, %3 % waiting "
                              "for one)"),
    QT_TRANSLATE_NOOP("core", "the machine's CPUs were %1 % busy (other programs)"),
    QT_TRANSLATE_NOOP("core", "close other programs, or run when the machine is idle"),
    QT_TRANSLATE_NOOP("core", "the job's rate limit (%1): as asked, not the drive's maximum; %2"),
    QT_TRANSLATE_NOOP("core", "host-bound, this is a CPU figure, not the drive's: %1"),
    QT_TRANSLATE_NOOP("core", "the disk: %1; believe it"),
    QT_TRANSLATE_NOOP("core", "the disk: nothing else limited it; believe it"),
    QT_TRANSLATE_NOOP("core", "the machine's CPUs were saturated (%1 % busy; fio's jobs %2 % of a core)"),
    QT_TRANSLATE_NOOP("core", "PCIe link %1"),
    QT_TRANSLATE_NOOP("core", "%1 is handed to your user for this run only; %2 or %3 may ask for a password"),
    QT_TRANSLATE_NOOP("core", "your user may read %1 for this run only (never write it); %2 or %3 may ask for a "
                              "password"),
    QT_TRANSLATE_NOOP("core", "Windows will ask for administrator rights: only fio runs elevated, for this run only"),
    QT_TRANSLATE_NOOP("core", "your user cannot be given raw read access to %1: %2; test a directory on it, or run "
                              "the raw read as root"),
    QT_TRANSLATE_NOOP("core", "reading %1 directly (raw device, read-only: nothing is written)"),
    QT_TRANSLATE_NOOP("core", "the run history %1 is damaged (%2); it is kept as %3 and a new, empty history was "
                              "started"),
    QT_TRANSLATE_NOOP("core", "%1 may save some of its runs"),
    QT_TRANSLATE_NOOP("core", "the run history %1 cannot be written: it is opened read-only (browsing works; nothing "
                              "new is stored)"),
    QT_TRANSLATE_NOOP("core", "%1 was written by a newer Fioscope (schema %2)"),
    QT_TRANSLATE_NOOP("core", "update Fioscope, or use another data directory (%1)"),
    QT_TRANSLATE_NOOP("core", "the run history %1 is read-only and from an older Fioscope (schema %2): it cannot be "
                              "brought up to date to be read"),
    QT_TRANSLATE_NOOP("core", "make it writable once, or set %1 to another directory"),
    QT_TRANSLATE_NOOP("core", "the run history %1 is closed"),
    QT_TRANSLATE_NOOP("core", "the run history %1 failed: %2"),
    QT_TRANSLATE_NOOP("core", "set %1 to another directory"),
    QT_TRANSLATE_NOOP("core", "run %1 in the run history %2 cannot be read: %3"),
    QT_TRANSLATE_NOOP("core", "the history may be damaged; other runs may still be read"),
    QT_TRANSLATE_NOOP("core", "the disk holding the run history (%1) is full (%2)"),
    QT_TRANSLATE_NOOP("core", "free some space there, or set %1 to another directory"),
    QT_TRANSLATE_NOOP("core", "%1 is not a directory that can be created"),
    QT_TRANSLATE_NOOP("core", "make it writable, or set %1 to another directory"),
    QT_TRANSLATE_NOOP("core", "the run history %1 is locked by another program (%2)"),
    QT_TRANSLATE_NOOP("core", "wait for the other Fioscope to finish, or close it"),
    QT_TRANSLATE_NOOP("core", "the run history %1 cannot be read or written: %2"),
    QT_TRANSLATE_NOOP("core", "check the disk it is on, or set %1 to another directory"),
    QT_TRANSLATE_NOOP("core", "%1 is not writable"),
    QT_TRANSLATE_NOOP("core", "cannot write the run history %1: %2 (%3)"),
    QT_TRANSLATE_NOOP("core", "cannot write the run history %1: %2"),
    QT_TRANSLATE_NOOP("core", "%1 is read-only"),
    QT_TRANSLATE_NOOP("core", "make it yours alone (%1), or set %2 to a directory of your own"),
    QT_TRANSLATE_NOOP("core", "the run history's file %1 is a link (to %2); Fioscope never opens its history through "
                              "one"),
    QT_TRANSLATE_NOOP("core", "remove the link, or set %1 to a directory of your own"),
    QT_TRANSLATE_NOOP("core", "the run history's file %1 is not a regular file"),
    QT_TRANSLATE_NOOP("core", "move it away, or set %1 to a directory of your own"),
    QT_TRANSLATE_NOOP("core", "the run history's file %1 belongs to another user (uid %2, you are %3)"),
    QT_TRANSLATE_NOOP("core", "the run history %1 was replaced while it was opened"),
    QT_TRANSLATE_NOOP("core", "run again"),
    QT_TRANSLATE_NOOP("core", "the run history %1 is damaged (%2) and cannot be moved aside: %3"),
    QT_TRANSLATE_NOOP("core", "move it away yourself, or set %1 to another directory"),
    QT_TRANSLATE_NOOP("core", "the run history's file %1 cannot be read: %2"),
    QT_TRANSLATE_NOOP("core", "%1 needs at least one %2"),
    QT_TRANSLATE_NOOP("core", "bad host name %1"),
    QT_TRANSLATE_NOOP("core", "bad port %1 for host %2"),
    QT_TRANSLATE_NOOP("core", "use %1"),
    QT_TRANSLATE_NOOP("core", "unknown host %1: %2"),
    QT_TRANSLATE_NOOP("core", "check the host name"),
    QT_TRANSLATE_NOOP("core", "no fio server at %1: connection refused"),
    QT_TRANSLATE_NOOP("core", "start one there with: %1"),
    QT_TRANSLATE_NOOP("core", "fio server %1 did not answer within %2 s"),
    QT_TRANSLATE_NOOP("core", "check that the host is up and the port is not blocked by a firewall"),
    QT_TRANSLATE_NOOP("core", "cannot reach %1: %2"),
    QT_TRANSLATE_NOOP("core", "check the host name, network and firewall"),
    QT_TRANSLATE_NOOP("core", "fio server %1 speaks another fio protocol (%2); here it is %3"),
    QT_TRANSLATE_NOOP("core", "run %1 on %2"),
    QT_TRANSLATE_NOOP("core", "%1 did not answer as a fio server (%2)"),
    QT_TRANSLATE_NOOP("core", "start %1 there with: %2"),
    QT_TRANSLATE_NOOP("core", "%1 answered the probe but did not run the check's job (%2)"),
    QT_TRANSLATE_NOOP("core", "restart the fio server there (%1: %2)"),
    QT_TRANSLATE_NOOP("core", "fio server %1 runs %2, here it is %3"),
    QT_TRANSLATE_NOOP("core", "fio's client/server protocol is version-bound: run %1 on %2"),
    QT_TRANSLATE_NOOP("core", "bad port in %1"),
    QT_TRANSLATE_NOOP("core", "write %1, e.g. %2"),
    QT_TRANSLATE_NOOP("core", "fio server %1 accepted the connection but did not answer within %2 s"),
    QT_TRANSLATE_NOOP("core", "is it busy with another client's run?"),
    QT_TRANSLATE_NOOP("core", "target check on %1: %2"),
    QT_TRANSLATE_NOOP("core", "fix the target path on that host"),
    QT_TRANSLATE_NOOP("core", "%1 on %2 took over %3 s"),
    QT_TRANSLATE_NOOP("core", "no hosts given"),
    QT_TRANSLATE_NOOP("core", "name at least one fio server, e.g. %1"),
    QT_TRANSLATE_NOOP("core", "no jobs to run"),
    QT_TRANSLATE_NOOP("core", "interval must be %1 s"),
    QT_TRANSLATE_NOOP("core", "client counts must be %1 (the hosts given)"),
    QT_TRANSLATE_NOOP("core", "the drive geometry answer is too short"),
    QT_TRANSLATE_NOOP("core", "cannot read the size of %1"),
    QT_TRANSLATE_NOOP("core", "%1 is no longer a block device"),
    QT_TRANSLATE_NOOP("core", "nothing was written"),
    QT_TRANSLATE_NOOP("core", "not a block device"),
    QT_TRANSLATE_NOOP("core", "%1 now names another device (%2, confirmed %3)"),
    QT_TRANSLATE_NOOP("core", "%1 changed size during the run (%2, now %3)"),
    QT_TRANSLATE_NOOP("core", "%1 now reports another serial number (%2, confirmed %3)"),
    QT_TRANSLATE_NOOP("core", "device %1 is gone (%2)"),
    QT_TRANSLATE_NOOP("core", "cannot hold %1 for the run: %2"),
    QT_TRANSLATE_NOOP("core", "%1 changed while it was opened (%2, now %3)"),
    QT_TRANSLATE_NOOP("core", "%1 is gone (%2)"),
    QT_TRANSLATE_NOOP("core", "%1 was detached during the run (its detach waits for the run to let go)"),
    QT_TRANSLATE_NOOP("core", "%1 is in use (mounted, swap or held by another program)"),
    QT_TRANSLATE_NOOP("core", "nothing was written; free it and run again"),
    QT_TRANSLATE_NOOP("core", "%1 was detached during the run"),
    QT_TRANSLATE_NOOP("core", "%1 is now a loop device on %2"),
    QT_TRANSLATE_NOOP("core", "%1 is now a loop device on another file"),
    QT_TRANSLATE_NOOP("core", "%1 is no longer the device confirmed for this run"),
    QT_TRANSLATE_NOOP("core", "%1 was taken during the run (mounted, swap or held by another program)"),
    QT_TRANSLATE_NOOP("core", "holds the running system (/, /boot, /usr or active swap)"),
    QT_TRANSLATE_NOOP("core", "is mounted at %1"),
    QT_TRANSLATE_NOOP("core", "is in use as swap"),
    QT_TRANSLATE_NOOP("core", "is held by %1 (LVM, dm-crypt or md)"),
    QT_TRANSLATE_NOOP("core", "is a loop device on %1"),
    QT_TRANSLATE_NOOP("core", "is a loop device on %1, part of %2"),
    QT_TRANSLATE_NOOP("core", "backs the loop device %1"),
    QT_TRANSLATE_NOOP("core", "shares its backing file with %1"),
    QT_TRANSLATE_NOOP("core", "%1, which %2"),
    QT_TRANSLATE_NOOP("core", "is read-only"),
    QT_TRANSLATE_NOOP("core", "it shares its backing file with %1"),
    QT_TRANSLATE_NOOP("core", "it is a loop device on %1"),
    QT_TRANSLATE_NOOP("core", "it is a loop device on %1, part of %2"),
    QT_TRANSLATE_NOOP("core", "it backs the loop device %1"),
    QT_TRANSLATE_NOOP("core", "its partition %1 backs the loop device %2"),
    QT_TRANSLATE_NOOP("core", "target %1: its name is not UTF-8, and Fioscope keeps targets' names as text in its "
                              "history"),
    QT_TRANSLATE_NOOP("core", "target %1 is not a directory"),
    QT_TRANSLATE_NOOP("core", "give a directory for a test file, or a device path for a raw test"),
    QT_TRANSLATE_NOOP("core", "target %1 is not writable"),
    QT_TRANSLATE_NOOP("core", "choose a directory you can write to"),
    QT_TRANSLATE_NOOP("core", "test size %1 is larger than the free space in %2 (%3)"),
    QT_TRANSLATE_NOOP("core", "use a smaller Size"),
    QT_TRANSLATE_NOOP("core", "test size %1 fits in %2 (%3 free) only without the %4 MiB Fioscope leaves free"),
    QT_TRANSLATE_NOOP("core", "%1 already exists"),
    QT_TRANSLATE_NOOP("core", "something else took the test file's name; run again"),
    QT_TRANSLATE_NOOP("core", "cannot create the test file %1: %2"),
    QT_TRANSLATE_NOOP("core", "something else took the run directory's name; run again"),
    QT_TRANSLATE_NOOP("core", "cannot create the run's directory %1: %2"),
    QT_TRANSLATE_NOOP("core", "cannot create the run's directory in %1: %2"),
    QT_TRANSLATE_NOOP("core", "the reserve is the cause: free %1 more there, or use a Size of at most %2"),
    QT_TRANSLATE_NOOP("core", "the reserve is the cause: free %1 more there, or use a larger disk"),
    QT_TRANSLATE_NOOP("core", "settings unreadable"),
    QT_TRANSLATE_NOOP("core", "median"),
    QT_TRANSLATE_NOOP("core", "mean"),
    QT_TRANSLATE_NOOP("core", "best"),
    QT_TRANSLATE_NOOP("core", "suite %1"),
    QT_TRANSLATE_NOOP("core", "I/O as the job file says"),
    QT_TRANSLATE_NOOP("core", "size %1"),
    QT_TRANSLATE_NOOP("core", "runtime %1 s per test"),
    QT_TRANSLATE_NOOP("core", "queue depth %1"),
    QT_TRANSLATE_NOOP("core", "engine %1"),
    QT_TRANSLATE_NOOP("core", "mixed %1/%2 read/write"),
    QT_TRANSLATE_NOOP("core", "test data all 0x00"),
    QT_TRANSLATE_NOOP("core", "sampled at Fioscope's automatic interval"),
    QT_TRANSLATE_NOOP("core", "readahead set to %1 KiB"),
    QT_TRANSLATE_NOOP("core", "caches dropped before each test"),
    QT_TRANSLATE_NOOP("core", "%1 · %2"),
    # report/cover.image_header: the saved picture's header (the drive, target and settings are data)
    QT_TRANSLATE_NOOP("core", "%1 · target %2"), QT_TRANSLATE_NOOP("core", "drive unknown"),
    QT_TRANSLATE_NOOP("core", "%1 · Fioscope %2 · %3"), QT_TRANSLATE_NOOP("core", "%1 · run %2"),
    QT_TRANSLATE_NOOP("core", "Runs compared, the first is the baseline:"),
    QT_TRANSLATE_NOOP("core", "#%1 · %2 on %3 · %4 · %5 · %6"), QT_TRANSLATE_NOOP("core", "unknown"),
    QT_TRANSLATE_NOOP("core", "%1 GB"), QT_TRANSLATE_NOOP("core", "%1 TB"),
    QT_TRANSLATE_NOOP("core", "preset %1"),
    QT_TRANSLATE_NOOP("core", "direct and buffered I/O"),
    QT_TRANSLATE_NOOP("core", "mode %1"),
    QT_TRANSLATE_NOOP("core", "%1 loop"),
    QT_TRANSLATE_NOOP("core", "sampled every %1 s"),
    QT_TRANSLATE_NOOP("core", "buffered I/O (page cache)"),
    QT_TRANSLATE_NOOP("core", "direct I/O"),
    QT_TRANSLATE_NOOP("core", "%1 thread (fio %2)"),
    QT_TRANSLATE_NOOP("core", "%1 threads (fio %2)"),
    QT_TRANSLATE_NOOP("core", "%1 loops, the %2 shown"),
    QT_TRANSLATE_NOOP("core", "%1 loops"),
    QT_TRANSLATE_NOOP("core", "%1 process (fio %2)"),
    QT_TRANSLATE_NOOP("core", "%1 processes (fio %2)"),
    QT_TRANSLATE_NOOP("core", "%1 job (fio %2)"),
    QT_TRANSLATE_NOOP("core", "%1 jobs (fio %2)"),
    QT_TRANSLATE_NOOP("core", "reads only"),
    QT_TRANSLATE_NOOP("core", "writes only"),
    QT_TRANSLATE_NOOP("core", "mixed tests only"),
    QT_TRANSLATE_NOOP("core", "read, write and mixed"),
    QT_TRANSLATE_NOOP("core", "reads may come from the page cache and writes stay in it"),
    QT_TRANSLATE_NOOP("core", "buffered I/O on %1 with %2 GiB of RAM: %3; use direct I/O or a test larger than RAM"),
    QT_TRANSLATE_NOOP("core", "%1: fio keeps the file's cached pages, so reads may come from RAM"),
    QT_TRANSLATE_NOOP("core", "writes may stay in the page cache without reaching the disk"),
    QT_TRANSLATE_NOOP("core", "reads may come from the page cache"),
    QT_TRANSLATE_NOOP("core", "the target is on %1: this measures RAM, not a disk"),
    QT_TRANSLATE_NOOP("core", "throughput fell %1 % (%2 -> %3)"),
    QT_TRANSLATE_NOOP("core", "throughput fell %1 % after %2 s; no temperature readings to tell why"),
    QT_TRANSLATE_NOOP("core", "throughput fell %1 % after %2 s at %3 C with no temperature rise to speak of: not "
                              "thermal (a write cache filling up?)"),
    QT_TRANSLATE_NOOP("core", "too few intervals to tell"),
    QT_TRANSLATE_NOOP("core", "%1 after %2 s: %3; %4"),
    QT_TRANSLATE_NOOP("core", "no throughput drop, and no temperature readings"),
    QT_TRANSLATE_NOOP("core", "no throughput drop; the drive went from %1 to %2 C (%3)"),
    QT_TRANSLATE_NOOP("core", "no throughput drop; the drive went from %1 to %2 C"),
    QT_TRANSLATE_NOOP("core", "throttled at %1 C"),
    QT_TRANSLATE_NOOP("core", "throttled"),
    QT_TRANSLATE_NOOP("core", "%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal (%5)"),
    QT_TRANSLATE_NOOP("core", "%1 after %2 s while the drive warmed from %3 to %4 C: likely thermal"),
    QT_TRANSLATE_NOOP("core", "the drive reached its warning temperature (%1 C)"),
    QT_TRANSLATE_NOOP("core", "its thermal-throttle counter rose by %1"),
    QT_TRANSLATE_NOOP("core", "%1 and %2"),
    QT_TRANSLATE_NOOP("core", "warning %1 C"),
    QT_TRANSLATE_NOOP("core", "critical %1 C"),
    QT_TRANSLATE_NOOP("core", "the drive passed its critical temperature (%1 C)"),
    # a run on fio servers: the job file's refusals (remote/safety.py), a host that drops out, leftovers
    QT_TRANSLATE_NOOP("core", "the note of files left on fio servers %1 cannot be read (%2): ignored"),
    QT_TRANSLATE_NOOP("core", "the note of files left on fio servers %1 is not this user's own: ignored"),
    QT_TRANSLATE_NOOP("core", "the note of files left on fio servers %1 is damaged (%2): ignored"),
    QT_TRANSLATE_NOOP("core", "removed on %1 what an earlier run left there: %2"),
    QT_TRANSLATE_NOOP("core", "fio lost the connection to a server on %1"),
    QT_TRANSLATE_NOOP("core", "fio lost the connection to %1"),
    QT_TRANSLATE_NOOP("core", "stopped when %1 stopped answering: the other hosts' figures cover the job up to "
                              "then"),
    QT_TRANSLATE_NOOP("core", "fio's client exited with code %1"),
    QT_TRANSLATE_NOOP("core", "%1 (timed out)"),
    QT_TRANSLATE_NOOP("core", "%1 stopped answering during the run"),
    QT_TRANSLATE_NOOP("core", "%1 disconnected during the run"),
    QT_TRANSLATE_NOOP("core", "%1 returned no results"),
    QT_TRANSLATE_NOOP("core", "%1 stopped answering: %2"),
    QT_TRANSLATE_NOOP("core", "the run stopped there; what the other hosts measured is kept"),
    QT_TRANSLATE_NOOP("core", "no answer"),
    QT_TRANSLATE_NOOP("core", "names its files by a pattern fio fills in on the server"),
    QT_TRANSLATE_NOOP("core", "puts its files in a directory that fio names per client on a server"),
    QT_TRANSLATE_NOOP("core", "opens every file of a directory on the server"),
    QT_TRANSLATE_NOOP("core", "replays I/O to the files a log names"),
    QT_TRANSLATE_NOOP("core", "missing"),
    QT_TRANSLATE_NOOP("core", "a regular file"),
    QT_TRANSLATE_NOOP("core", "job %1: %2 is refused for runs on fio servers"),
    QT_TRANSLATE_NOOP("core", "fio's refusal is what guards a mounted device on another host"),
    QT_TRANSLATE_NOOP("core", "job %1 writes on the fio servers with %2, whose files Fioscope cannot check before "
                              "the run"),
    QT_TRANSLATE_NOOP("core", "use an I/O engine that reads and writes the files the job names"),
    QT_TRANSLATE_NOOP("core", "job %1 writes to %2 on the fio servers, a partition"),
    QT_TRANSLATE_NOOP("core", "test the whole device (its kernel name, with its %1 token), or a directory on the "
                              "partition's filesystem"),
    QT_TRANSLATE_NOOP("core", "job %1 writes to %2 on the fio servers: a device written there must be named as "
                              "the kernel names it"),
    QT_TRANSLATE_NOOP("core", "Fioscope cannot resolve links on another host, so a second name could reach a "
                              "mounted device; use the kernel name, e.g. %1, with the token %2"),
    QT_TRANSLATE_NOOP("core", "job %1 writes on the fio servers and sets %2, which %3: Fioscope cannot check "
                              "those paths before the run"),
    QT_TRANSLATE_NOOP("core", "name each file with %1 (a device by its kernel name, with its %2 token)"),
    QT_TRANSLATE_NOOP("core", "job %1 writes to %2 on %3, which destroys all data on that device"),
    QT_TRANSLATE_NOOP("core", "to go ahead, confirm with %1"),
    QT_TRANSLATE_NOOP("core", "the fio server on %1 cannot refuse %2 while it is in use: it is not Fioscope's "
                              "bundled fio for Linux (build p4 or later), whose probe reply says it claims a "
                              "device before writing it"),
    QT_TRANSLATE_NOOP("core", "run the bundled fio there (%1), or test the device on that host itself with %2"),
    QT_TRANSLATE_NOOP("core", "job %1: %2 holds a '$' after fio resolved it here, which the fio servers would "
                              "expand again with their own environment"),
    QT_TRANSLATE_NOOP("core", "give the value without '$'"),
    QT_TRANSLATE_NOOP("core", "job %1: %2 on %3 is %4, and fio would open it instead of the job's own file %5"),
    QT_TRANSLATE_NOOP("core", "give the job its file with %1"),
    QT_TRANSLATE_NOOP("core", "job %1 writes %2 on %3, which is %4 there"),
    QT_TRANSLATE_NOOP("core", "fio would write through it; name a regular file, or a device by its kernel name "
                              "with its %1 token"),
    QT_TRANSLATE_NOOP("core", "job %1 would overwrite %2 on %3, which exists"),
    QT_TRANSLATE_NOOP("core", "to write it anyway, add %1"),
    QT_TRANSLATE_NOOP("core", "failed the job with error %1 (%2)"),
    QT_TRANSLATE_NOOP("core", "did no I/O (fio refused the job)"),
    QT_TRANSLATE_NOOP("core", "host %1 dropped out: %2"),
    # access/: the client's side of the root helper and the elevated runner, readahead
    QT_TRANSLATE_NOOP("core", "readahead is Linux only: Windows has no per-disk readahead setting"),
    QT_TRANSLATE_NOOP("core", "no block device behind %1: readahead cannot be set"),
    QT_TRANSLATE_NOOP("core", "readahead must be %1 KiB"),
    QT_TRANSLATE_NOOP("core", "the bundled fio is missing (%1)"),
    QT_TRANSLATE_NOOP("core", "reinstall Fioscope"),
    QT_TRANSLATE_NOOP("core", "cannot start the elevated runner: %1"),
    QT_TRANSLATE_NOOP("core", "administrator rights were refused at the UAC prompt"),
    QT_TRANSLATE_NOOP("core", "Windows opens raw disks only for administrators; test a folder on the disk "
                              "instead, or accept the prompt"),
    QT_TRANSLATE_NOOP("core", "%1 is Linux only"),
    QT_TRANSLATE_NOOP("core", "on Windows use direct I/O (the default)"),
    QT_TRANSLATE_NOOP("core", "%1 needs root, and neither %2 nor %3 is available"),
    QT_TRANSLATE_NOOP("core", "use direct I/O, or run the operation as root"),
    QT_TRANSLATE_NOOP("core", "%1 was not allowed: %2"),
    QT_TRANSLATE_NOOP("core", "%1: no answer to the password prompt in %2 s"),
    QT_TRANSLATE_NOOP("core", "refused"),
    # targets/windows.py: Windows' disk discovery through PowerShell (the cmdlet's name is the value)
    QT_TRANSLATE_NOOP("core", "cannot read the output of %1: expected JSON objects, got %2"),
    QT_TRANSLATE_NOOP("core", "expected the JSON that %1 prints"),
    QT_TRANSLATE_NOOP("core", "%1 failed: %2"),
    QT_TRANSLATE_NOOP("core", "cannot read the output of %1: %2 at line %3 column %4"),
    QT_TRANSLATE_NOOP("core", "%1 did not answer within %2 s"),
    QT_TRANSLATE_NOOP("core", "Windows storage management may be busy; try again"),
    QT_TRANSLATE_NOOP("core", "cannot run PowerShell for %1: %2"),
    QT_TRANSLATE_NOOP("core", "disk discovery needs Windows PowerShell"),
    QT_TRANSLATE_NOOP("core", "exit code %1"),
    # access/root_helper.py: a privileged request's refusals (the operation, paths and ids are values)
    QT_TRANSLATE_NOOP("core", "%1 takes no arguments"),
    QT_TRANSLATE_NOOP("core", "%1 takes a disk name and a size in KiB"),
    QT_TRANSLATE_NOOP("core", "%1 takes one %2 path"),
    QT_TRANSLATE_NOOP("core", "%1 takes a %2 path and a user id"),
    QT_TRANSLATE_NOOP("core", "%1: %2 is not %3 (ASCII digits, 0 to %4)"),
    QT_TRANSLATE_NOOP("core", "%1: %2 is not a %3 path (a device node directly in %4)"),
    QT_TRANSLATE_NOOP("core", "unknown privileged operation %1"),
    QT_TRANSLATE_NOOP("core", "a size in KiB"),
    QT_TRANSLATE_NOOP("core", "%1 is a symbolic link"),
    QT_TRANSLATE_NOOP("core", "give the device node itself (e.g. %1)"),
    QT_TRANSLATE_NOOP("core", "%1 is not a block device"),
    QT_TRANSLATE_NOOP("core", "%1 is not a device node directly in %2"),
    QT_TRANSLATE_NOOP("core", "%1 is not the kernel's block device %2"),
    QT_TRANSLATE_NOOP("core", "give the device node as the kernel names it (see %1)"),
    QT_TRANSLATE_NOOP("core", "refusing to let a user read %1: %2, and its raw blocks would show every file on it"),
    QT_TRANSLATE_NOOP("core", "test a directory on it, or run the raw read as root"),
    QT_TRANSLATE_NOOP("core", "%1 changed while it was checked"),
    QT_TRANSLATE_NOOP("core", "%1: %2 is not a disk name"),
    QT_TRANSLATE_NOOP("core", "%1 is not a disk with a readahead setting"),
    QT_TRANSLATE_NOOP("core", "a user id"),
    QT_TRANSLATE_NOOP("core", "%1 does not exist"),
    QT_TRANSLATE_NOOP("core", "refusing to open %1 for a user: %2"),
    QT_TRANSLATE_NOOP("core", "%1 is handed to user %2 now"),
    QT_TRANSLATE_NOOP("core", "it is given back when that run ends; root can give it back now with %1"),
    QT_TRANSLATE_NOOP("core", "cannot open %1: %2"),
)


# A stored run's trust findings and cache verdict come back from the history as plain English
# (the store keeps the CLI's str, not a Msg's parts): revived() reads such a line back into
# these templates and its values, so a run reopened from the History shows it translated too.
_NUMBER = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?")
_SEPARATORS = tuple((t, t[2:-2]) for t in PLACES_TEMPLATES if re.fullmatch(r"%1\W+%2", t))  # "%1; %2", "%1: %2"
_SEPARATORS += (("%1, %2", ", "),)  # words.joined's list of two (a verdict's "warning 70 C, critical 80 C")
_SENTENCES = tuple((t, re.split(r"%[1-9]", t), [int(n) for n in re.findall(r"%([1-9])", t)],
                    len(re.sub(r"%[1-9]", "", t))) for t in PLACES_TEMPLATES if re.search("[A-Za-z]", t))
_TRIED = 64  # readings of one template tried at most (a line has few places to split)


def revived(text: str) -> str:
    """text as the Msg of these templates it was made from (a line no template makes: as it is)."""
    if isinstance(text, Msg):  # made of stored lines (trust_words' "%1; %2"): its values read back
        return Msg(text.template, *(revived(v) if isinstance(v, str) else v for v in text.values))
    if not text:
        return text
    score, value = _parse(text)
    return value if score and isinstance(value, Msg) else text


def _data(text: str) -> Value:
    """A value as stored: a figure back as a Num (the window writes its decimal point)."""
    if _NUMBER.fullmatch(text):
        decimals = len(text.split(".")[1]) if "." in text else 0
        return Num(float(text.replace(",", "")), decimals, "," in text)
    return text


@lru_cache(maxsize=2048)
def _parse(text: str) -> tuple[int, Value]:
    """(how many characters of text the templates' own words cover, its best reading)."""
    best: tuple[int, Value] = (0, _data(text))
    for template, pieces, order, words in _SENTENCES:
        for captures in itertools.islice(_readings(text, pieces), _TRIED):
            parts = [_parse(c) for c in captures]
            score = words + sum(p[0] for p in parts)
            if score > best[0]:
                values: list[Value] = [""] * max(order, default=0)
                for n, p in zip(order, parts):
                    values[n - 1] = p[1]
                best = (score, Msg(template, *values))
    for template, sep in _SEPARATORS:  # "a; b": each place it could be split, the best reading
        at = text.find(sep)
        while at > 0:
            left, right = _parse(text[:at]), _parse(text[at + len(sep):])
            score = len(sep) + left[0] + right[0]
            if (left[0] or right[0]) and score > best[0]:
                best = (score, Msg(template, left[1], right[1]))
            at = text.find(sep, at + 1)
    return best


def _readings(text: str, pieces: list[str]) -> Iterator[list[str]]:
    """Every way text is the template's words (pieces) with a value between each two."""
    if len(pieces) == 1:  # a sentence with no value
        if text == pieces[0]:
            yield []
        return
    first, last = pieces[0], pieces[-1]
    if len(text) <= len(first) + len(last) or not text.startswith(first) or not text.endswith(last):
        return
    body = text[len(first):len(text) - len(last)]

    def split(rest: str, seps: list[str]) -> Iterator[list[str]]:
        if not seps:
            yield [rest]
            return
        at = rest.find(seps[0], 1)
        while at > 0:
            for tail in split(rest[at + len(seps[0]):], seps[1:]):
                if tail[0]:
                    yield [rest[:at], *tail]
            at = rest.find(seps[0], at + 1)
    yield from split(body, pieces[1:-1])
