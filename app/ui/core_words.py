"""The core's sentences in the window's language. The core (app/core/words.py) says what it
found or refuses as a Msg: an English template ("%1 is on %2") and typed values. Here the
template, first reworded by advice.py to name the window's controls instead of the CLI's
flags, is the source text of a Qt translation (context "core"), and the values are written
in the window's locale: a size as 465,8 GiB in German, a count with its digit grouping.
Text that is not a Msg (fio's own output, most of the core's errors) is shown in English,
reworded the same way. tests/ui/test_i18n.py checks that every Msg template in app/core is
listed below, so lupdate keeps it in the .ts files."""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.core.words import Msg, Num, Size, Value
from app.ui.advice import app_words
from app.ui.core_words_driver import DRIVER_TEMPLATES
from app.ui.core_words_fio import FIO_TEMPLATES
from app.ui.core_words_places import PLACES_TEMPLATES
from app.ui.core_words_pts import PTS_TEMPLATES
from app.ui.i18n import arg, joined, locale, number, size, translate

_JOINED = re.compile(r"%1(?:(, |; )%[2-9])+")  # words.joined's template: "%1, %2, %3"


def window_text(text: str) -> str:
    """The core's text as the window shows it: a Msg in the window's language, else English
    in the window's words. A list (words.joined) takes the language's separator."""
    if not isinstance(text, Msg):
        return app_words(text)
    if (m := _JOINED.fullmatch(text.template)) and text.template.count(m[1]) == len(text.values) - 1 \
            and translate("core", text.template) == text.template:  # "%1; %2" a sentence may translate as its own
        return joined([value(v) for v in text.values], m[1])
    return arg(translate("core", app_words(text.template)), *(value(v) for v in text.values))


def said(e: BaseException) -> str:
    """An error in one line in the window's language: the core's message (advice), as
    FioscopeError.one_line says it in English; a control character in a path shown escaped."""
    message, advice = getattr(e, "message", None), getattr(e, "advice", "")
    if message is None:
        return str(e)
    line = window_text(Msg("%1 (%2)", message, advice) if advice else message)
    return re.sub(r"[\x00-\x1f\x7f]", lambda m: m.group().encode("unicode_escape").decode("ascii"), line)


def value(v: Value) -> str:
    if isinstance(v, Msg):
        return window_text(v)
    if isinstance(v, Size):
        return size(v.nbytes)
    if isinstance(v, Num):
        if v.digits is not None:
            return locale().toString(float(v.value), "g", v.digits)
        return locale().toString(float(v.value), "g", 6) if v.decimals is None else number(float(v.value), v.decimals)
    if isinstance(v, int) and not isinstance(v, bool):
        return number(v)
    return str(v)


# Every template of app/core's Msg, as app_words rewords it (the test lists any missing),
# kept by area: the Check page's and the typed values' here, the others beside this module.
CHECK_TEMPLATES = (
    QT_TRANSLATE_NOOP("core", "%1 B"),
    QT_TRANSLATE_NOOP("core", "%1 starts at %2 (sector %3), aligned to 1 MiB"),
    QT_TRANSLATE_NOOP("core", "a multiple of 1 MiB"),
    QT_TRANSLATE_NOOP("core", "%1 starts at %2 (sector %3)"),
    QT_TRANSLATE_NOOP("core", "a multiple of %1 B, ideally of 1 MiB"),
    QT_TRANSLATE_NOOP("core", "misaligned: every %1 B write spans two physical blocks (read-modify-write); recreate the "
                          "partition at 1 MiB (sector 2048)"),
    QT_TRANSLATE_NOOP("core", "aligned to the %1 B block but not to 1 MiB: fine for most drives; RAID stripes and some "
                          "SSDs' erase blocks want 1 MiB"),
    QT_TRANSLATE_NOOP("core", "trained at %1, the drive supports %2"),
    QT_TRANSLATE_NOOP("core", "%1 (offered: %2)"),
    QT_TRANSLATE_NOOP("core", "for repeatable results: %1 (as root), and back afterwards"),
    QT_TRANSLATE_NOOP("core", "%1 % busy, %2 MB/s, %3 IO/s over %4 s"),
    QT_TRANSLATE_NOOP("core", "the slot's port supports only %1: move the drive to a slot that supports %2 (CPU-attached "
                          "M.2/PCIe)"),
    QT_TRANSLATE_NOOP("core", "below what drive and slot support: reseat it, check the BIOS PCIe setting and any riser or "
                          "adapter; some drives slow the link when idle, so read it again under load"),
    QT_TRANSLATE_NOOP("core", "%1 C (warning %2 C, critical %3 C)"),
    QT_TRANSLATE_NOOP("core", "well below the warning temperature"),
    QT_TRANSLATE_NOOP("core", "mains"),
    QT_TRANSLATE_NOOP("core", "%1 (%2)"),
    QT_TRANSLATE_NOOP("core", "another process is using %1: results will be lower and noisier; stop it, or find it with "
                          "iotop -o (doing storage I/O just now: %2)"),
    QT_TRANSLATE_NOOP("core", "another process is using %1: results will be lower and noisier; stop it, or find it with "
                          "iotop -o or pidstat -d 1 (no process stood out: kernel writeback, or processes that came "
                          "and went)"),
    QT_TRANSLATE_NOOP("core", "idle"),
    QT_TRANSLATE_NOOP("core", "%1 is not on a local block device (tmpfs, a network or FUSE filesystem)"),
    QT_TRANSLATE_NOOP("core", "%1 is on %2"),
    QT_TRANSLATE_NOOP("core", "not an NVMe drive (%1)"),
    QT_TRANSLATE_NOOP("core", "not readable"),
    QT_TRANSLATE_NOOP("core", "current_link_speed/width of its PCI device"),
    QT_TRANSLATE_NOOP("core", "the controller's PCI device shows no link attributes (a virtual or fabrics-attached NVMe)"),
    QT_TRANSLATE_NOOP("core", "%1 (the drive's maximum: %2)"),
    QT_TRANSLATE_NOOP("core", "the kernel reports the link speed as unknown"),
    QT_TRANSLATE_NOOP("core", "%1, the drive's maximum"),
    QT_TRANSLATE_NOOP("core", "%1 C (warning %2 C)"),
    QT_TRANSLATE_NOOP("core", "the drive starts the run near its warning temperature: it will throttle; add airflow or a "
                          "heatsink, or let it cool"),
    QT_TRANSLATE_NOOP("core", "%1 media and data integrity errors"),
    QT_TRANSLATE_NOOP("core", "cannot tell"),
    QT_TRANSLATE_NOOP("core", "mains (no battery)"),
    QT_TRANSLATE_NOOP("core", "plug in: on battery most laptops cap the CPU and the drive's power state, and results drop"),
    QT_TRANSLATE_NOOP("core", "mains, battery (%1 %)"),
    QT_TRANSLATE_NOOP("core", "mains, battery"),
    QT_TRANSLATE_NOOP("core", "battery (%1 %), mains unknown"),
    QT_TRANSLATE_NOOP("core", "battery, mains unknown"),
    QT_TRANSLATE_NOOP("core", "no cpufreq (a VM, or a fixed clock)"),
    QT_TRANSLATE_NOOP("core", "powersave keeps clocks low for short I/O bursts, raising latency at low queue depths; %1"),
    QT_TRANSLATE_NOOP("core", "cannot read its counters"),
    QT_TRANSLATE_NOOP("core", "%1 (%2, %3)"),
    QT_TRANSLATE_NOOP("core", "through %1"),
    QT_TRANSLATE_NOOP("core", "also on %1 (only the first disk is read)"),
    QT_TRANSLATE_NOOP("core", "not reported"),
    QT_TRANSLATE_NOOP("core", "bfq costs much CPU per I/O and caps a fast NVMe drive: %1 (as root; back at reboot)"),
    QT_TRANSLATE_NOOP("core", "an NVMe drive needs no scheduler: %1 (as root; back at reboot)"),
    QT_TRANSLATE_NOOP("core", "%1 KiB"),
    QT_TRANSLATE_NOOP("core", "128 KiB (the kernel's default); only buffered reads use it"),
    QT_TRANSLATE_NOOP("core", "logical %1 B, physical %2 B"),
    QT_TRANSLATE_NOOP("core", "tests with blocks of at least %1 B"),
    QT_TRANSLATE_NOOP("core", "%1 C (critical %2 C)"),
    QT_TRANSLATE_NOOP("core", "%1 C"),
    QT_TRANSLATE_NOOP("core", "no SMART on a %1 device"),
    QT_TRANSLATE_NOOP("core", "smartctl's report"),
    QT_TRANSLATE_NOOP("core", "FAILING (the drive's own verdict)"),
    QT_TRANSLATE_NOOP("core", "the drive predicts its failure: back it up now and replace it"),
    QT_TRANSLATE_NOOP("core", "%1 % of rated endurance used"),
    QT_TRANSLATE_NOOP("core", "below 80 %"),
    QT_TRANSLATE_NOOP("core", "%1 % (threshold %2 %)"),
    QT_TRANSLATE_NOOP("core", "above %1 %"),
    QT_TRANSLATE_NOOP("core", "none"),
    QT_TRANSLATE_NOOP("core", "%1 min above warning temperature"),
    QT_TRANSLATE_NOOP("core", "%1 min above critical"),
    QT_TRANSLATE_NOOP("core", "%1 thermal slow-downs (%2 s)"),
    QT_TRANSLATE_NOOP("core", "0 minutes"),
    QT_TRANSLATE_NOOP("core", "on battery (%1 %)"),
    QT_TRANSLATE_NOOP("core", "on battery"),
    QT_TRANSLATE_NOOP("core", "%1 on %2 CPUs"),
    QT_TRANSLATE_NOOP("core", "%1 on %2 CPU"),
    QT_TRANSLATE_NOOP("core", "%1 pid %2 %3 MB/s"),
    QT_TRANSLATE_NOOP("core", "a local disk"),
    QT_TRANSLATE_NOOP("core", "nothing of a drive to read: the figures are the filesystem's"),
    QT_TRANSLATE_NOOP("core", "write back (a volatile cache is on)"),
    QT_TRANSLATE_NOOP("core", "write back (write through on power-loss-protected drives)"),
    QT_TRANSLATE_NOOP("core", "%1 (no volatile cache)"),
    QT_TRANSLATE_NOOP("core", "write back"),
    QT_TRANSLATE_NOOP("core", "normal for a power-loss-protected drive; on a consumer drive its cache is off and writes "
                          "are slow: %1"),
    QT_TRANSLATE_NOOP("core", "supported (up to %1 per request)"),
    QT_TRANSLATE_NOOP("core", "supported"),
    QT_TRANSLATE_NOOP("core", "%1 tells why"),
    QT_TRANSLATE_NOOP("core", "no overall verdict"),
    QT_TRANSLATE_NOOP("core", "near or past its rated endurance: writes slow down and errors become likely; back it up "
                          "and plan a replacement"),
    QT_TRANSLATE_NOOP("core", "spare blocks are used up: the drive may turn read-only; back it up"),
    QT_TRANSLATE_NOOP("core", "the drive has lost or remapped data: back it up, run its long self-test (smartctl -t long)"),
    QT_TRANSLATE_NOOP("core", "the drive raises a critical warning: read smartctl -a and back it up"),
    QT_TRANSLATE_NOOP("core", "this drive has run hot before: during long writes it may throttle; check its cooling "
                          "(heatsink, airflow)"),
    QT_TRANSLATE_NOOP("core", "not supported"),
    QT_TRANSLATE_NOOP("core", "not needed on a spinning disk"),
    QT_TRANSLATE_NOOP("core", "not supported on this path"),
    QT_TRANSLATE_NOOP("core", "TRIM does not reach the drive (a USB bridge without UNMAP, dm-crypt without "
                          "allow_discards...): an SSD without TRIM slows down as it fills"),
    QT_TRANSLATE_NOOP("core", "mq-deadline or bfq"),
    QT_TRANSLATE_NOOP("core", "none or mq-deadline"),
    QT_TRANSLATE_NOOP("core", "no readahead: buffered sequential reads go to the device in small requests"),
    QT_TRANSLATE_NOOP("core", "a large readahead inflates buffered sequential reads and wastes I/O on buffered random "
                          "reads; direct I/O is unaffected (the Page cache page's Readahead sets it for the runs)"),
    QT_TRANSLATE_NOOP("core", "no partition: the filesystem is on the whole device"),
    QT_TRANSLATE_NOOP("core", "a spinning disk gains from request sorting: %1"),
    QT_TRANSLATE_NOOP("core", "bfq costs CPU per I/O on an SSD: %1 (as root; back at reboot)"),
    QT_TRANSLATE_NOOP("core", "it holds the running system (/, /boot, /usr or active swap)"),
    QT_TRANSLATE_NOOP("core", "it is mounted at %1"),
    QT_TRANSLATE_NOOP("core", "it is in use as swap"),
    QT_TRANSLATE_NOOP("core", "it is held by %1 (LVM, dm-crypt or md)"),
    QT_TRANSLATE_NOOP("core", "the device is read-only"),
    QT_TRANSLATE_NOOP("core", "device %1 does not exist"),
    QT_TRANSLATE_NOOP("core", "refusing to write to %1: %2"),
    QT_TRANSLATE_NOOP("core", "confirmation %1 does not name %2"),
    QT_TRANSLATE_NOOP("core", "the token for this device is %1"),
    QT_TRANSLATE_NOOP("core", "%1 is a partition of %2"),
    QT_TRANSLATE_NOOP("core", "test the whole device %1, or a directory on the mounted partition"),
    QT_TRANSLATE_NOOP("core", "give %1 %2"),
    QT_TRANSLATE_NOOP("core", "a whole number"),
    QT_TRANSLATE_NOOP("core", "a number"),
    QT_TRANSLATE_NOOP("core", "more than %1 and at most %2"),
    QT_TRANSLATE_NOOP("core", "from %1 to %2"),
    QT_TRANSLATE_NOOP("core", "cannot read size %1"),
    QT_TRANSLATE_NOOP("core", "use e.g. 512MiB, 1GiB, 4k or 1GB"),
    QT_TRANSLATE_NOOP("core", "size %1 is absurdly large"),
    QT_TRANSLATE_NOOP("core", "no disk holds more than 1 EiB"),
    QT_TRANSLATE_NOOP("core", "size %1 must be larger than zero"),
    QT_TRANSLATE_NOOP("core", "cannot read duration %1"),
    QT_TRANSLATE_NOOP("core", "use e.g. 5, 30s, 2m"),
    QT_TRANSLATE_NOOP("core", "duration %1 is longer than a year"),
    QT_TRANSLATE_NOOP("core", "use e.g. 5, 30s, 2m or 12h"),
    QT_TRANSLATE_NOOP("core", "duration %1 must be larger than zero"),
    QT_TRANSLATE_NOOP("core", "duration %1 is shorter than a millisecond"),
    QT_TRANSLATE_NOOP("core", "fio counts time in milliseconds"),
    QT_TRANSLATE_NOOP("core", "%1 is not a finite number"),
    QT_TRANSLATE_NOOP("core", "%1 is out of range"),
    QT_TRANSLATE_NOOP("core", "%1 is not a whole number"),
    QT_TRANSLATE_NOOP("core", "%1 is not a number"),
    QT_TRANSLATE_NOOP("core", "install smartmontools (%1; dnf or pacman: smartmontools)"),
    QT_TRANSLATE_NOOP("core", "smartctl is not installed"),
    QT_TRANSLATE_NOOP("core", "smartctl printed no JSON (exit %1)"),
    QT_TRANSLATE_NOOP("core", "smartctl %1 or later is needed for %2"),
    QT_TRANSLATE_NOOP("core", "run as root (sudo) to read SMART data"),
    QT_TRANSLATE_NOOP("core", "smartctl did not answer within %1 s"),
    QT_TRANSLATE_NOOP("core", "cannot run smartctl: %1"),
    QT_TRANSLATE_NOOP("core", "the disk is asleep; read it after it spins up"),
    # smartctl's findings in our words: NVMe critical-warning bits, ATA error attributes (app/core/insight/smart.py)
    QT_TRANSLATE_NOOP("core", 'available spare below threshold'),
    QT_TRANSLATE_NOOP("core", 'temperature above or below threshold'),
    QT_TRANSLATE_NOOP("core", 'NVM subsystem reliability degraded'),
    QT_TRANSLATE_NOOP("core", 'media placed in read-only mode'),
    QT_TRANSLATE_NOOP("core", 'volatile memory backup device failed'),
    QT_TRANSLATE_NOOP("core", 'persistent memory region read-only or unreliable'),
    QT_TRANSLATE_NOOP("core", 'reallocated sectors'),
    QT_TRANSLATE_NOOP("core", 'reported uncorrectable errors'),
    QT_TRANSLATE_NOOP("core", 'pending sectors'),
    QT_TRANSLATE_NOOP("core", 'offline uncorrectable sectors'),
    QT_TRANSLATE_NOOP("core", 'smartctl exit %1'),
    QT_TRANSLATE_NOOP("core", 'unknown warning bits %1'),
    QT_TRANSLATE_NOOP("core", '%1 %2'),
    # the Windows checklist (app/core/insight/windows.py)
    QT_TRANSLATE_NOOP("core", 'High performance'),
    QT_TRANSLATE_NOOP("core", 'Balanced'),
    QT_TRANSLATE_NOOP("core", 'Power saver'),
    QT_TRANSLATE_NOOP("core", 'Ultimate Performance'),
    QT_TRANSLATE_NOOP("core", 'partition %1'),
    QT_TRANSLATE_NOOP("core", 'disabled (%1)'),
    QT_TRANSLATE_NOOP("core", 'enabled'),
    QT_TRANSLATE_NOOP("core", 'an SSD without TRIM slows down as it fills: %1'),
    QT_TRANSLATE_NOOP("core", '%1 needs Windows 10 / Server 2016 or later'),
    QT_TRANSLATE_NOOP("core", '%1 (administrator)'),
    QT_TRANSLATE_NOOP("core", 'enabled (%1)'),
    QT_TRANSLATE_NOOP("core", 'custom'),
    QT_TRANSLATE_NOOP("core", 'for repeatable results: %1 (%2)'),
    QT_TRANSLATE_NOOP("core", 'not read on Windows'),
    QT_TRANSLATE_NOOP("core", 'readable counters'),
    QT_TRANSLATE_NOOP("core", 'run an administrator PowerShell: %1'),
    QT_TRANSLATE_NOOP("core", "well below the drive's maximum"),
    QT_TRANSLATE_NOOP("core", '%1 % of rated endurance'),
    QT_TRANSLATE_NOOP("core", '%1 read'),
    QT_TRANSLATE_NOOP("core", '%1 write'),
    QT_TRANSLATE_NOOP("core", 'none reported'),
    QT_TRANSLATE_NOOP("core", "the drive lost data it could not correct: back it up and check it with its vendor's tool"),
    QT_TRANSLATE_NOOP("core", 'Windows reports this disk as failing or degraded: back it up first'),
    QT_TRANSLATE_NOOP("core", 'bs of at least the physical block'),
    QT_TRANSLATE_NOOP("core", 'enabled, power protected'),
    QT_TRANSLATE_NOOP("core", 'disabled, power protected'),
    QT_TRANSLATE_NOOP("core", 'disabled'),
    QT_TRANSLATE_NOOP("core", "the drive's write cache is off: writes are much slower; Device Manager > the disk > "
                          'Policies > Enable write caching'),
    QT_TRANSLATE_NOOP("core", 'no single physical disk found for this target'),
    QT_TRANSLATE_NOOP("core", 'a spanned, Storage Spaces or network volume: give a drive on one disk'),
    QT_TRANSLATE_NOOP("core", 'reliability counters not readable'),
    QT_TRANSLATE_NOOP("core", '%1 C (TemperatureMax %2 C)'),
    QT_TRANSLATE_NOOP("core", 'the drive is near its maximum before the run: cool it (airflow, heatsink) or results '
                          'will show throttling'),
    QT_TRANSLATE_NOOP("core", 'near its rated endurance: expect slower writes; back up and plan a replacement'),
    QT_TRANSLATE_NOOP("core", 'writes smaller than %1 B make the drive read-modify-write'),
)

TEMPLATES = (*CHECK_TEMPLATES, *FIO_TEMPLATES, *PLACES_TEMPLATES, *PTS_TEMPLATES, *DRIVER_TEMPLATES)
