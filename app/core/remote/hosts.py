"""fio servers on other hosts: naming them and checking one before a run.

The check is a real `fio --client=HOST,PORT` run of a null-engine job (no file is opened
on the server): fio's client prints the server's probe reply ("hostname=..., os=...,
arch=..., fio=fio-3.41") before the job, so we learn exactly what a run would meet, with
the same binary and protocol a run uses. The job's result must come back too (4 KiB read,
no error, fio's client exiting 0): a good probe reply followed by garbage is not a server. Measured with fio 3.41 on loopback: ~1.4 s per
host (fio's client takes ~1 s to start a job), so hosts are checked in parallel.
Speaking fio's binary protocol from Python would answer in milliseconds, but it needs
fio's protocol number hard-coded per release, and a server of another protocol version
just closes the connection. A plain TCP connect with our own timeout comes first: fio's
connect() to a silent host would wait for the kernel's TCP timeout (minutes).

fio's client/server protocol is bound to the version (server.h FIO_SERVER_VER): a server
of another fio version is refused here even where the protocol number happens to match,
because the results would not be comparable.
"""
from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import time
from typing import Any, TypedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from app.core.errors import FioscopeError, InputError
from app.core.words import Msg, Num
from app.core.fio import procguard
from app.core.fio.locate import FioBinary
from app.core.remote.workdir import temp_dir

DEFAULT_PORT = 8765  # fio's own default (server.h FIO_NET_PORT)

_PROBE_JOB = "[fioscope-probe]\nioengine=null\nrw=read\nbs=4k\nsize=4k\n"
# fio client.c handle_probe (normal output only)
_PROBE_LINE = re.compile(r"hostname=(?P<hostname>[^,]*), be=(?P<be>\d+), (?P<bits>\d+)-bit, "
                         r"os=(?P<os>[^,]*), arch=(?P<arch>[^,]*), fio=(?P<fio>[^,]*), flags=(?P<flags>[0-9a-f]*)")
# The bit of the probe reply's flags by which the bundled fio (build p4, fio_bin/build_fio.py)
# says it claims a block device exclusively before writing it, so it refuses one in use.
CLAIMS_DEVICES = 0x1000


class HostError(FioscopeError):
    """A fio server that cannot take part in a run; `host` names it."""

    def __init__(self, host: Host, message: str, advice: str = "") -> None:
        super().__init__(message, advice)
        self.host = host


class HostUnreachable(HostError):
    pass


class HostTimeout(HostError):
    pass


class HostVersionMismatch(HostError):
    pass


@dataclass(frozen=True)
class Host:
    name: str  # DNS name or IP address, as fio's --client takes it
    port: int = DEFAULT_PORT

    def __post_init__(self) -> None:
        if not self.name or any(c.isspace() for c in self.name) or "," in self.name:
            raise InputError(Msg("bad host name %1", repr(self.name)))
        if not 0 < int(self.port) < 65536:
            raise InputError(Msg("bad port %1 for host %2", str(self.port), self.name), Msg("use %1", "1..65535"))

    @property
    def label(self) -> str:
        """How a person reads it: host, or host:port when the port is not the default."""
        return self.name if self.port == DEFAULT_PORT else f"{self.name}:{self.port}"

    @property
    def key(self) -> tuple[str, int]:
        """How fio's JSON names it: (hostname, port) of each client_stats entry."""
        return (self.name, int(self.port))

    def client_arg(self) -> str:
        # fio's --client syntax: [ip:|ip6:]host[,port]; a bare IPv6 address needs ip6:
        name = f"ip6:{self.name}" if ":" in self.name else self.name
        return f"--client={name},{self.port}"

    @classmethod
    def parse(cls, text: str) -> Host:
        """'host', 'host:port', 'host,port' or '[v6addr]:port'."""
        text = text.strip()
        m = re.fullmatch(r"\[(?P<h>[^\]]+)\](?::(?P<p>\d+))?", text)
        if m:
            return cls(m.group("h"), int(m.group("p") or DEFAULT_PORT))
        for sep in (",", ":"):
            if text.count(sep) == 1:
                name, port = text.split(sep)
                if not port.isdigit():
                    raise InputError(Msg("bad port in %1", repr(text)), Msg("write %1, e.g. %2", "host:port", "node1:8765"))
                return cls(name, int(port))
        return cls(text)


class HostInfo(TypedDict):
    """What a fio server's probe reply says of it: HostStatus's fields of these names."""
    fio_version: str
    os: str
    arch: str
    hostname: str
    flags: int | None


@dataclass(frozen=True)
class HostStatus:
    host: Host
    reachable: bool
    fio_version: str | None = None  # as the server reports it, e.g. "fio-3.41"
    os: str | None = None  # fio's name: "Linux", "Windows", "FreeBSD", ...
    arch: str | None = None
    hostname: str | None = None  # the server's own host name
    flags: int | None = None  # its probe reply's flags (hexadecimal in fio's line)
    seconds: float = 0.0  # how long the check took
    error: HostError | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def windows(self) -> bool:
        return (self.os or "").lower() == "windows"

    @property
    def claims_devices(self) -> bool:
        """The server refuses to write a block device in use (mounted, swap, held, a partition
        mounted): the bundled fio's exclusive claim, not fio's check of the name alone."""
        return self.flags is not None and bool(self.flags & CLAIMS_DEVICES)

    def raise_for_error(self) -> HostStatus:
        if self.error is not None:
            raise self.error
        return self


def final_doc(text: str) -> dict | None:
    """The last JSON document that holds client_stats (fio's messages may precede it)."""
    dec, doc = json.JSONDecoder(), None
    for m in re.finditer(r"^\{", text, re.MULTILINE):
        try:
            d, _ = dec.raw_decode(text, m.start())
        except ValueError:
            continue
        if isinstance(d, dict) and "client_stats" in d:
            doc = d
    return doc


def tcp_check(host: Host, timeout: float) -> None:
    """Raise a HostError unless something accepts a TCP connection there within the timeout."""
    try:
        with socket.create_connection((host.name, host.port), timeout=timeout):
            pass
    except socket.gaierror as e:
        raise HostUnreachable(host, Msg("unknown host %1: %2", host.name, str(e.strerror or e)),
                              Msg("check the host name"))
    except ConnectionRefusedError:
        raise HostUnreachable(host, Msg("no fio server at %1: connection refused", host.label),
                              Msg("start one there with: %1", f"fio --server=,{host.port}"))
    except (socket.timeout, TimeoutError):
        raise HostTimeout(host, Msg("fio server %1 did not answer within %2 s", host.label, Num(timeout, None)),
                          Msg("check that the host is up and the port is not blocked by a firewall"))
    except OSError as e:
        raise HostUnreachable(host, Msg("cannot reach %1: %2", host.label, str(e.strerror or e)),
                              Msg("check the host name, network and firewall"))


def check_host(fio: FioBinary, host: Host, timeout: float = 10.0) -> HostStatus:
    """Reachability, fio version and OS of one server. Never raises for the host's own
    problems: they are in `status.error` (call `raise_for_error()` to raise them)."""
    start = time.monotonic()

    def failed(err: HostError, reachable: bool = False, **info: Any) -> HostStatus:
        return HostStatus(host, reachable, seconds=time.monotonic() - start, error=err, **info)

    try:
        tcp_check(host, timeout)
    except HostError as e:
        return failed(e)
    with temp_dir("fioscope-probe-") as tmp:
        jobfile = os.path.join(tmp, "probe.fio")
        with open(jobfile, "w") as f:
            f.write(_PROBE_JOB)
        left = max(1.0, timeout - (time.monotonic() - start))
        # normal output for the probe reply (fio prints it in no other), JSON for the job's result
        proc = subprocess.Popen([fio.path, host.client_arg(), "--eta=never", "--output-format=normal,json", jobfile],
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, cwd=tmp, **procguard.popen_kwargs())
        procguard.adopt(proc)
        try:
            out, err = proc.communicate(timeout=left)
        except subprocess.TimeoutExpired:
            procguard.kill(proc)
            proc.communicate()
            return failed(HostTimeout(host, Msg("fio server %1 accepted the connection but did not answer within "
                                                "%2 s", host.label, Num(timeout, None)),
                                      Msg("is it busy with another client's run?")), True)
    text = out.decode("utf-8", "replace")
    errtext = err.decode("utf-8", "replace")
    m = _PROBE_LINE.search(text)
    if "version mismatch" in errtext + text:
        line = next((ln for ln in (errtext + text).splitlines() if "version mismatch" in ln), "")
        return failed(HostVersionMismatch(
            host, Msg("fio server %1 speaks another fio protocol (%2); here it is %3", host.label, line.strip(),
                      fio.version), Msg("run %1 on %2", fio.version, host.label)), True)
    if not m:
        said = next((ln.strip() for ln in (errtext + text).splitlines() if ln.strip()), "nothing")
        return failed(HostError(host, Msg("%1 did not answer as a fio server (%2)", host.label, said),
                                Msg("start %1 there with: %2", fio.version, f"fio --server=,{host.port}")), True)
    info = HostInfo(fio_version=m["fio"].strip(), os=m["os"].strip(), arch=m["arch"].strip(),
                    hostname=m["hostname"].strip(), flags=int(m["flags"], 16) if m["flags"] else None)
    # Beyond the probe reply: the server ran the probe job and sent its result back, as a run
    # needs (a server whose every later frame is garbage still sent a good probe reply).
    ran = [e for e in (final_doc(text) or {}).get("client_stats", []) or []
           if e.get("jobname") == "fioscope-probe" and int(e.get("port", 0) or 0) == host.port]
    if proc.returncode != 0 or len(ran) != 1 or ran[0].get("error") or \
            (ran[0].get("read") or {}).get("io_bytes") != 4096:
        said = next((ln.strip() for ln in errtext.splitlines() if ln.strip()), f"fio's client exited {proc.returncode}")
        return failed(HostError(host, Msg("%1 answered the probe but did not run the check's job (%2)", host.label,
                                          said),
                                Msg("restart the fio server there (%1: %2)", fio.version, f"fio --server=,{host.port}")),
                      True, **info)
    if info["fio_version"] != fio.version:
        return failed(HostVersionMismatch(
            host, Msg("fio server %1 runs %2, here it is %3", host.label, info["fio_version"], fio.version),
            Msg("fio's client/server protocol is version-bound: run %1 on %2", fio.version, host.label)),
            True, **info)
    return HostStatus(host, True, seconds=time.monotonic() - start, **info)


def check_hosts(fio: FioBinary, hosts: list[Host], timeout: float = 10.0) -> list[HostStatus]:
    """All hosts at once (each check takes ~1.4 s), in the order given."""
    if not hosts:
        return []
    with ThreadPoolExecutor(max_workers=min(16, len(hosts))) as pool:
        return list(pool.map(lambda h: check_host(fio, h, timeout), hosts))


def parse_hosts(text: str) -> list[Host]:
    """A comma-separated list of HOST[:PORT], as the CLI's --hosts and the app's field take it."""
    hosts = [Host.parse(x.strip()) for x in text.split(",") if x.strip()]
    if not hosts:
        raise InputError(Msg("%1 needs at least one %2", "--hosts", "HOST[:PORT]"))
    return hosts
