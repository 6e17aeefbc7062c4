"""A minimal Chrome DevTools Protocol client over a unix socket, standard library only.

The sandbox has no network: the session's browser is reachable only through the unix socket the
session worker binds in (WSA_CDP_SOCKET), which relays to the browser's DevTools endpoint.
"""
import base64
import json
import os
import socket
import struct


class CdpError(Exception):
    pass


class CdpConnection:
    """One WebSocket to the browser endpoint; commands may carry a target session id (flat mode)."""

    def __init__(self, socket_path=None, path=None, timeout=60):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        self.sock.connect(socket_path or os.environ["WSA_CDP_SOCKET"])
        self.buf = b""
        self.next_id = 0
        self.events = []
        self._handshake(path or os.environ["WSA_CDP_PATH"])

    def _handshake(self, path):
        key = base64.b64encode(os.urandom(16)).decode()
        req = (
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(req.encode())
        while b"\r\n\r\n" not in self.buf:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise CdpError("the browser closed the connection during the handshake")
            self.buf += chunk
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise CdpError("handshake refused: " + head.split(b"\r\n")[0].decode(errors="replace"))

    def _send_frame(self, text):
        data = text.encode()
        header = bytearray([0x81])
        n = len(data)
        if n < 126:
            header.append(0x80 | n)
        elif n < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", n)
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", n)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(bytes(header) + mask + masked)

    def _read_exact(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise CdpError("the browser connection closed")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def _read_message(self):
        parts = []
        while True:
            b0, b1 = self._read_exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read_exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read_exact(8))[0]
            payload = self._read_exact(n)
            opcode = b0 & 0x0F
            if opcode == 8:
                raise CdpError("the browser closed the connection")
            if opcode in (0, 1, 2):
                parts.append(payload)
                if b0 & 0x80:
                    return json.loads(b"".join(parts).decode())

    def send(self, method, params=None, session_id=None):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session_id:
            msg["sessionId"] = session_id
        self._send_frame(json.dumps(msg))
        while True:
            m = self._read_message()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise CdpError(f"{method}: {m['error'].get('message')}")
                return m.get("result", {})
            if "method" in m:
                self.events.append(m)
                del self.events[:-200]

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
