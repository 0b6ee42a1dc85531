"""The binary types of BinaryRead, BinaryReadList and BinaryWrite.

``TYPES`` maps a type name to (size in bytes, kind): "Byte" and "UnsignedIntegerN" are
unsigned, "IntegerN" signed two's complement, "RealN" IEEE floats, "ComplexN" two floats,
"CharacterN" one character of an N-bit code, "TerminatedString" characters up to a NUL
byte.  ``order`` is -1 (little-endian) or +1 (big-endian), as the ByteOrdering option gives.
"""

import struct

from mathilda.core.expr import Complex, Integer, Real, String

__all__ = ["TYPES", "pack_value", "unpack_value", "BYTE_ORDERING"]

BYTE_ORDERING = -1 if struct.pack("=H", 1) == b"\x01\x00" else 1
"""$ByteOrdering of this machine: -1 little-endian, +1 big-endian."""

TYPES = {"Byte": (1, "u"), "Character8": (1, "c"), "Character16": (2, "c"),
         "Character32": (4, "c"), "TerminatedString": (None, "t"),
         "Real32": (4, "f"), "Real64": (8, "f"), "Complex64": (8, "z"),
         "Complex128": (16, "z")}
for _n in (8, 16, 24, 32, 64, 128):
    TYPES["Integer%d" % _n] = (_n // 8, "i")
    TYPES["UnsignedInteger%d" % _n] = (_n // 8, "u")


def _endian(order):
    return "little" if order < 0 else "big"


def _float(v):
    import math
    if math.isnan(v):
        from mathilda.core.expr import S
        return S.Indeterminate
    if math.isinf(v):
        from mathilda.core.expr import Expression, S
        return Expression(S.DirectedInfinity, (Integer(1 if v > 0 else -1),))
    return Real(float(v))


def pack_value(x, type_name, order):
    """The bytes of the value ``x`` (an Expr) as ``type_name``, or None when it does not
    fit the type."""
    size, kind = TYPES[type_name]
    e = _endian(order)
    if kind in "iu":
        if type(x) is not Integer:
            return None
        v = x.value
        if kind == "u":
            if not 0 <= v < 1 << (8 * size):
                return None
        elif not -(1 << (8 * size - 1)) <= v < 1 << (8 * size - 1):
            return None
        return v.to_bytes(size, e, signed=kind == "i")
    if kind == "c":
        if type(x) is String:
            if len(x.value) != 1:
                return None
            v = ord(x.value)
        elif type(x) is Integer:
            v = x.value
        else:
            return None
        if not 0 <= v < 1 << (8 * size):
            return None
        return v.to_bytes(size, e)
    if kind == "t":
        if type(x) is not String:
            return None
        return x.value.encode("utf-8") + b"\x00"
    part = size if kind == "f" else size // 2
    fmt = ("<" if order < 0 else ">") + ("f" if part == 4 else "d") * (1 if kind == "f" else 2)
    n = _real_parts(x)
    if n is None:
        return None
    try:
        if kind == "f":
            if n[1] != 0:
                return None
            return struct.pack(fmt, n[0])
        return struct.pack(fmt, n[0], n[1])
    except (OverflowError, struct.error):
        return None


def _real_parts(x):
    from mathilda.core.expr import Rational
    t = type(x)
    if t in (Integer, Rational):
        return float(x.value), 0.0
    if t is Real:
        return float(x.value), 0.0
    if t is Complex:
        a = _real_parts(x.re)
        b = _real_parts(x.im)
        if a is None or b is None:
            return None
        return a[0], b[0]
    return None


def unpack_value(data, pos, type_name, order):
    """(value, new position) of one item at ``pos``, or None when the data end first."""
    size, kind = TYPES[type_name]
    if kind == "t":
        end = data.find(b"\x00", pos)
        if end < 0:
            return None
        return String(data[pos:end].decode("utf-8", "replace")), end + 1
    if pos + size > len(data):
        return None
    chunk = data[pos:pos + size]
    e = _endian(order)
    if kind in "iu":
        return Integer(int.from_bytes(chunk, e, signed=kind == "i")), pos + size
    if kind == "c":
        v = int.from_bytes(chunk, e)
        try:
            return String(chr(v)), pos + size
        except (ValueError, OverflowError):
            return String("\ufffd"), pos + size
    fmt = ("<" if order < 0 else ">") + {4: "f", 8: "d"}[size if kind == "f" else size // 2]
    if kind == "f":
        return _float(struct.unpack(fmt, chunk)[0]), pos + size
    half = size // 2
    re = struct.unpack(fmt, chunk[:half])[0]
    im = struct.unpack(fmt, chunk[half:])[0]
    return Complex(_float(re), _float(im)), pos + size
