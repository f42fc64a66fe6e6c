"""Read-only access to a device node for one user, through a POSIX ACL entry.

Handing a user a device with chown (grant-device) gives read and write; a read-only raw test
of a mounted disk must never give write, so it adds one `user:UID:r` entry to the node's
access ACL instead, and takes exactly that entry away afterwards (entries that udev or an
administrator set stay as they were). The kernel's xattr format (linux/posix_acl_xattr.h):
a little-endian u32 version 2, then (u16 tag, u16 perm, u32 id) entries sorted by tag and id.

Every function takes a path or an open file descriptor. The root helper passes the
descriptor of the node it checked (fgetxattr/fsetxattr/fchmod underneath), never a path:
a path could name another node by the time it is written (see privileged.py).
"""
from __future__ import annotations

import errno
import os
import stat
import struct
from typing import Union

Node = Union[str, int]  # a path, or a file descriptor of the node

XATTR = "system.posix_acl_access"
_VERSION = 2
USER_OBJ, USER, GROUP_OBJ, GROUP, MASK, OTHER = 0x01, 0x02, 0x04, 0x08, 0x10, 0x20
_NO_ID = 0xFFFFFFFF
R = 4


def _decode(data: bytes) -> list[tuple[int, int, int]]:
    if len(data) < 4 or (len(data) - 4) % 8 or struct.unpack_from("<I", data)[0] != _VERSION:
        raise OSError(f"unexpected ACL format ({len(data)} bytes)")
    return [struct.unpack_from("<HHI", data, off) for off in range(4, len(data), 8)]


def _encode(entries: list[tuple[int, int, int]]) -> bytes:
    return struct.pack("<I", _VERSION) + b"".join(struct.pack("<HHI", *e) for e in sorted(entries))


def read_entries(path: Node) -> list[tuple[int, int, int]]:
    """The node's ACL; without one, the entries its mode bits stand for."""
    try:
        return _decode(os.getxattr(path, XATTR))
    except OSError as e:
        if e.errno != errno.ENODATA:  # ENODATA: no ACL beyond the mode bits
            raise
    mode = stat.S_IMODE(os.stat(path).st_mode)
    return [(USER_OBJ, (mode >> 6) & 7, _NO_ID), (GROUP_OBJ, (mode >> 3) & 7, _NO_ID),
            (OTHER, mode & 7, _NO_ID)]


def users_with_read(path: Node) -> list[int]:
    return [i for tag, perm, i in read_entries(path) if tag == USER and perm & R]


def grant_read(path: Node, uid: int) -> None:
    entries = [e for e in read_entries(path) if not (e[0] == USER and e[2] == uid)]
    entries.append((USER, R, uid))
    if not any(e[0] == MASK for e in entries):
        # Without a mask entry the group bits are the group's; keep them, and let r through.
        group = next(p for t, p, _ in entries if t == GROUP_OBJ)
        entries.append((MASK, group | R, _NO_ID))
    else:
        entries = [(t, p | R, i) if t == MASK else (t, p, i) for t, p, i in entries]
    os.setxattr(path, XATTR, _encode(entries))


def revoke_read(path: Node, uid: int) -> None:
    entries = [e for e in read_entries(path) if not (e[0] == USER and e[2] == uid)]
    group = next(p for t, p, _ in entries if t == GROUP_OBJ)
    if any(t in (USER, GROUP) for t, _, _ in entries):
        # The mask we widened goes back to what the remaining entries need (setfacl's rule).
        need = 0
        for t, p, _ in entries:
            need |= p if t in (USER, GROUP_OBJ, GROUP) else 0
        os.setxattr(path, XATTR, _encode([(t, need, i) if t == MASK else (t, p, i) for t, p, i in entries]))
        return
    # Only the base entries are left: back to plain mode bits. While an ACL has a mask the
    # mode's group bits show the mask, so the group's own bits are put back explicitly.
    try:
        os.removexattr(path, XATTR)
    except OSError as e:
        if e.errno != errno.ENODATA:
            raise
    mode = stat.S_IMODE(os.stat(path).st_mode)
    os.chmod(path, (mode & ~0o070) | (group << 3))


def get_raw(node: Node) -> bytes | None:
    """The node's access ACL exactly as stored, or None when it has none (mode bits only)."""
    try:
        return os.getxattr(node, XATTR)
    except OSError as e:
        if e.errno != errno.ENODATA:
            raise
        return None


def put_raw(node: Node, data: bytes | None) -> None:
    """Put back what get_raw returned. Without an ACL the mode's group bits keep what the
    removed ACL's mask was: the caller sets the mode it recorded afterwards."""
    if data is not None:
        os.setxattr(node, XATTR, data)
        return
    try:
        os.removexattr(node, XATTR)
    except OSError as e:
        if e.errno != errno.ENODATA:
            raise
