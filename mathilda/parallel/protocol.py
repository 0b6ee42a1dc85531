"""The messages between the master session and its kernels: one bytes frame each.

A frame is a kind byte, a field count, then the fields: integers (8 bytes), strings (UTF-8)
and byte strings (expressions encoded by ``mathilda.algorithms.parallel.codec``).  Nothing
is pickled: a kernel (sandboxed, perhaps running untrusted code) can only ever send numbers,
text and expressions.

Master to kernel                      Kernel to master
    TASK    job, expression               HELLO    kernel id, pid, incarnation, host
    ABORT   job                           PRINT    job, text
    DEFS    packet, packet, ...           MESSAGE  job, symbol, tag, text
    REPLY   call, expression              CALL     job, call, expression (SendBack)
    QUIT                                  RESULT   job, expression
                                          ABORTED  job
                                          ERROR    job, text
"""

import struct

__all__ = ["pack", "unpack", "TASK", "ABORT", "DEFS", "REPLY", "QUIT", "HELLO", "PRINT",
           "MESSAGE", "CALL", "RESULT", "ABORTED", "ERROR", "NAMES"]

TASK, ABORT, DEFS, REPLY, QUIT = 1, 2, 3, 4, 5
HELLO, PRINT, MESSAGE, CALL, RESULT, ABORTED, ERROR = 10, 11, 12, 13, 14, 15, 16

NAMES = {TASK: "TASK", ABORT: "ABORT", DEFS: "DEFS", REPLY: "REPLY", QUIT: "QUIT",
         HELLO: "HELLO", PRINT: "PRINT", MESSAGE: "MESSAGE", CALL: "CALL", RESULT: "RESULT",
         ABORTED: "ABORTED", ERROR: "ERROR"}

_INT, _STR, _BYTES = 0, 1, 2
_q = struct.Struct("<q")
_I = struct.Struct("<I")


def pack(kind, *fields):
    """One frame of ``kind`` with ``fields`` (int, str or bytes)."""
    parts = [bytes((kind, len(fields)))]
    for f in fields:
        if isinstance(f, bool) or isinstance(f, int):
            parts.append(b"\x00" + _q.pack(int(f)))
        elif isinstance(f, str):
            raw = f.encode("utf-8", "surrogatepass")
            parts.append(b"\x01" + _I.pack(len(raw)))
            parts.append(raw)
        else:
            raw = bytes(f)
            parts.append(b"\x02" + _I.pack(len(raw)))
            parts.append(raw)
    return b"".join(parts)


def unpack(data):
    """``(kind, [fields])`` of a frame (ValueError when it is malformed)."""
    try:
        kind, n = data[0], data[1]
        pos = 2
        fields = []
        for _ in range(n):
            t = data[pos]
            if t == _INT:
                fields.append(_q.unpack_from(data, pos + 1)[0])
                pos += 9
                continue
            size = _I.unpack_from(data, pos + 1)[0]
            start = pos + 5
            pos = start + size
            if pos > len(data):
                raise ValueError("truncated frame")
            raw = bytes(data[start:pos])
            if t == _STR:
                fields.append(raw.decode("utf-8", "surrogatepass"))
            elif t == _BYTES:
                fields.append(raw)
            else:
                raise ValueError("bad field type %d" % t)
    except (IndexError, struct.error) as e:
        raise ValueError("malformed frame (%s)" % e) from None
    return kind, fields
