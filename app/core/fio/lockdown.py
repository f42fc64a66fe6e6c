"""The kernel's own limits on a confined fio, set last, just before it execs (Linux only).

The mount namespace (fio/sandbox.py) makes everything read-only and hides unconfirmed
devices; these two add what a namespace cannot say:

- Landlock: fio and everything it starts may write, create or remove only beneath the
  run's own directories and files and the confirmed devices, whatever is mounted later
  (the namespace follows the host's unmounts, so a mount made during the run appears in it
  writable), and may not mount, unmount or pivot at all. Where the kernel's Landlock has
  a network part (ABI 4), no TCP bind or connect; from ABI 6, no abstract Unix sockets or
  signals outside the run.
- seccomp: socket(2) fails with EACCES, so no network engine, no fio client, nothing a job
  starts can reach a fio server or any service listening on this machine, also through a
  Unix socket path (Landlock does not cover those). The namespace has no network either.

Standard library only: this runs as root before fio. A kernel without Landlock still gets
the namespace, the seccomp filter and the dropped capabilities (SYS_ADMIN included, so no
mount); `landlock_abi()` tells which, and the docs say so.
"""
from __future__ import annotations

import ctypes
import os
import platform
import struct

SYS_LANDLOCK_CREATE_RULESET, SYS_LANDLOCK_ADD_RULE, SYS_LANDLOCK_RESTRICT_SELF = 444, 445, 446
LANDLOCK_CREATE_RULESET_VERSION = 1
LANDLOCK_RULE_PATH_BENEATH = 1
# Filesystem rights (uapi/linux/landlock.h).
WRITE_FILE, READ_FILE, READ_DIR = 1 << 1, 1 << 2, 1 << 3
REMOVE_DIR, REMOVE_FILE, MAKE_CHAR, MAKE_DIR, MAKE_REG = 1 << 4, 1 << 5, 1 << 6, 1 << 7, 1 << 8
MAKE_SOCK, MAKE_FIFO, MAKE_BLOCK, MAKE_SYM, REFER, TRUNCATE = 1 << 9, 1 << 10, 1 << 11, 1 << 12, 1 << 13, 1 << 14
NET_BIND_TCP, NET_CONNECT_TCP = 1 << 0, 1 << 1
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1
_FILE_RIGHTS = READ_FILE | WRITE_FILE | TRUNCATE  # what a rule on a single file may grant

PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 22, 2
SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO = 0x7FFF0000, 0x00050000
EACCES = 13
# audit arch -> socket(2)-like syscall numbers (socketcall for i386, which multiplexes it)
_SOCKET_CALLS: dict[str, dict[int, tuple[int, ...]]] = {
    "x86_64": {0xC000003E: (41, 0x40000000 + 41), 0x40000003: (102, 359)},  # x86_64 (and x32), i386
    "aarch64": {0xC00000B7: (198,), 0x40000028: (281,)},  # arm64, arm32 compat
}


class LockdownError(Exception):
    pass


def _syscall():
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    return libc


def landlock_abi() -> int:
    """The kernel's Landlock ABI version, 0 when it has none (or it is disabled)."""
    try:
        libc = _syscall()
        abi = libc.syscall(ctypes.c_long(SYS_LANDLOCK_CREATE_RULESET), None, ctypes.c_size_t(0),
                           ctypes.c_uint32(LANDLOCK_CREATE_RULESET_VERSION))
    except (OSError, AttributeError):
        return 0
    return max(0, int(abi))


def _fs_rights(abi: int) -> int:
    rights = (WRITE_FILE | READ_FILE | READ_DIR | REMOVE_DIR | REMOVE_FILE | MAKE_CHAR | MAKE_DIR | MAKE_REG
              | MAKE_SOCK | MAKE_FIFO | MAKE_BLOCK | MAKE_SYM)
    if abi >= 2:
        rights |= REFER
    if abi >= 3:
        rights |= TRUNCATE
    return rights


def restrict_writes(write_dirs: list[str | int], write_files: list[str | int]) -> int:
    """Landlock this process: read anything, write only beneath write_dirs and to
    write_files (regular files or device nodes), each a path or a descriptor opened on it
    (a rule holds the inode, so one opened before another mount hid its path still counts).
    Returns the ABI used, 0 when the kernel has no Landlock (nothing is changed then).
    Needs no_new_privs set first."""
    abi = landlock_abi()
    if abi < 1:
        return 0
    libc = _syscall()
    handled = _fs_rights(abi)
    attr = struct.pack("=Q", handled)
    if abi >= 4:
        attr += struct.pack("=Q", NET_BIND_TCP | NET_CONNECT_TCP)  # handled, and no port allowed
    if abi >= 6:
        attr += struct.pack("=Q", SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL)
    buf = ctypes.create_string_buffer(attr, len(attr))
    ruleset = libc.syscall(ctypes.c_long(SYS_LANDLOCK_CREATE_RULESET), buf, ctypes.c_size_t(len(attr)),
                           ctypes.c_uint32(0))
    if ruleset < 0:
        raise LockdownError(f"landlock: {os.strerror(ctypes.get_errno())}")
    try:
        _allow(libc, ruleset, "/", READ_FILE | READ_DIR)
        for d in write_dirs:
            _allow(libc, ruleset, d, handled)
        for f in write_files:
            _allow(libc, ruleset, f, _FILE_RIGHTS & handled)
        if libc.syscall(ctypes.c_long(SYS_LANDLOCK_RESTRICT_SELF), ctypes.c_int(ruleset), ctypes.c_uint32(0)):
            raise LockdownError(f"landlock: {os.strerror(ctypes.get_errno())}")
    finally:
        os.close(ruleset)
    return abi


def _allow(libc, ruleset: int, path: str | int, rights: int) -> None:
    fd = path if isinstance(path, int) else os.open(path, os.O_PATH | os.O_CLOEXEC)
    try:
        rule = ctypes.create_string_buffer(struct.pack("=Qi", rights, fd), 12)
        if libc.syscall(ctypes.c_long(SYS_LANDLOCK_ADD_RULE), ctypes.c_int(ruleset),
                        ctypes.c_int(LANDLOCK_RULE_PATH_BENEATH), rule, ctypes.c_uint32(0)):
            raise LockdownError(f"landlock rule for {path}: {os.strerror(ctypes.get_errno())}")
    finally:
        if not isinstance(path, int):
            os.close(fd)


class _SockFilter(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(_SockFilter))]


_LD_W_ABS, _JEQ_K, _RET_K = 0x20, 0x15, 0x06
_NR_OFF, _ARCH_OFF = 0, 4  # struct seccomp_data: int nr; __u32 arch; ...


def socket_filter_program(machine: str | None = None) -> list[tuple[int, int, int, int]]:
    """The BPF program: socket(2) (and i386's socketcall) on every ABI this machine runs
    fails with EACCES; a syscall of an ABI it does not know fails the same way; the rest
    is allowed."""
    arches = _SOCKET_CALLS.get(machine or platform.machine())
    if arches is None:
        raise LockdownError(f"no socket filter for {machine or platform.machine()}")
    deny = SECCOMP_RET_ERRNO | EACCES
    prog: list[tuple[int, int, int, int]] = [(_LD_W_ABS, 0, 0, _ARCH_OFF)]
    blocks = []
    for arch, numbers in arches.items():
        body = [(_LD_W_ABS, 0, 0, _NR_OFF)]
        for k, nr in enumerate(numbers):
            # equal: jump to the deny just after this block's checks
            body.append((_JEQ_K, len(numbers) - k, 0, nr))
        body += [(_RET_K, 0, 0, SECCOMP_RET_ALLOW), (_RET_K, 0, 0, deny)]
        blocks.append((arch, body))
    # arch dispatch: "arch == A ? fall into A's block : skip it"
    for arch, body in blocks:
        prog.append((_JEQ_K, 0, len(body), arch))
        prog += body
    prog.append((_RET_K, 0, 0, deny))  # an ABI not listed
    return prog


def deny_sockets() -> None:
    """Install the socket filter on this process (inherited by fio and what it starts).
    Needs no_new_privs set first."""
    prog = socket_filter_program()
    arr = (_SockFilter * len(prog))(*[_SockFilter(*ins) for ins in prog])
    fprog = _SockFprog(len(prog), arr)
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0):
        raise LockdownError(f"seccomp: {os.strerror(ctypes.get_errno())}")
