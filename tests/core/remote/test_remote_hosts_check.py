"""`hosts check` exercises a server beyond its probe reply: a relay in front of a real fio server
on loopback passes the server's first frame (its probe reply) and then sends garbage instead of
everything else. The probe reply alone once made such a server "ok"."""
from __future__ import annotations

import os
import socket
import struct
import threading

from app.core.remote.hosts import Host, check_host
from tests.helpers import cli

_HEADER = 24  # fio's struct fio_net_cmd: version, opcode, flags, tag, pdu_len, two crc16s


def _relay(server_port: int) -> tuple[socket.socket, threading.Event]:
    """A listener whose connections reach the server, but whose replies after the server's
    first frame are garbage."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    stop = threading.Event()

    def pump(src: socket.socket, dst: socket.socket, first_frame_only: bool) -> None:
        buf, passed = b"", False
        try:
            while not stop.is_set():
                data = src.recv(65536)
                if not data:
                    break
                if not first_frame_only or passed:
                    dst.sendall(os.urandom(len(data)) if first_frame_only else data)
                    continue
                buf += data
                if len(buf) >= _HEADER:
                    size = _HEADER + struct.unpack_from("<I", buf, 16)[0]
                    if len(buf) >= size:  # the probe reply, then garbage in place of the rest
                        dst.sendall(buf[:size] + os.urandom(len(buf) - size))
                        passed = True
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def serve() -> None:
        while not stop.is_set():
            try:
                client, _ = listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", server_port))
            threading.Thread(target=pump, args=(client, upstream, False), daemon=True).start()
            threading.Thread(target=pump, args=(upstream, client, True), daemon=True).start()

    threading.Thread(target=serve, daemon=True).start()
    return listener, stop


def test_garbage_after_the_probe_reply_is_not_ok(fio, servers):
    (host, _, _), = servers(1)
    assert check_host(fio, host, 60).ok  # the server itself is fine
    listener, stop = _relay(host.port)
    try:
        relayed = Host("127.0.0.1", listener.getsockname()[1])
        status = check_host(fio, relayed, 60)
        assert not status.ok and status.reachable, status
        assert "did not run the check's job" in status.error.message or "did not answer" in status.error.message
        rc, out, err = cli("hosts", "check", relayed.label, "--timeout", "60")
        assert rc == 1 and relayed.label in out and " up " in out and " ok " not in out, out
    finally:
        stop.set()
        listener.close()
