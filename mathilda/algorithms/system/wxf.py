"""The Wolfram Exchange Format (WXF), which BinarySerialize writes and Compress packs.

A WXF byte string is the header ``8:`` (``8C:`` when the body is zlib-compressed) and one
expression, written as tokens:

    f n head part1 ... partn     a normal expression (n: a varint, 7 bits a byte, low first)
    C j i L                      Integer8/16/32/64 (little-endian two's complement)
    I n digits                   an integer beyond 64 bits, in decimal
    r                            a machine real (IEEE double, little-endian)
    R n text                     an arbitrary-precision real in InputForm ("1.5`20.")
    S n utf8 / s n name          a string / a symbol (System` symbols without context)
    B n bytes                    a ByteArray
    A n (- key value | : key value)...   an association of n rules
    0xC1 / 0xC2 type rank dims data      a packed array / a numeric array

Rationals and complex numbers are ``Rational[n, d]`` and ``Complex[re, im]``.  ``decode``
reads what ``encode`` writes and the packed and numeric arrays of other writers (as lists).
"""

import struct
import zlib

from mathilda.core.expr import (Complex, Expression, Integer, Rational, Real, String,
                                Symbol, S)

__all__ = ["encode", "decode", "WXFError", "byte_count", "compress_text",
           "uncompress_text", "MX_MAGIC", "mx_bytes", "mx_text"]


class WXFError(ValueError):
    """Malformed WXF data."""


def _varint(n, out):
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return


_INT = ((-(1 << 7), (1 << 7) - 1, b"C", "<b"), (-(1 << 15), (1 << 15) - 1, b"j", "<h"),
        (-(1 << 31), (1 << 31) - 1, b"i", "<i"), (-(1 << 63), (1 << 63) - 1, b"L", "<q"))

_ARRAY_INT = ((0, "<i1", -(1 << 7), (1 << 7) - 1), (1, "<i2", -(1 << 15), (1 << 15) - 1),
              (2, "<i4", -(1 << 31), (1 << 31) - 1), (3, "<i8", -(1 << 63), (1 << 63) - 1))
_ARRAY_TYPES = {0: "<i1", 1: "<i2", 2: "<i4", 3: "<i8", 16: "<u1", 17: "<u2", 18: "<u4",
                19: "<u8", 34: "<f4", 35: "<f8", 51: "<c8", 52: "<c16"}


def _symbol_name(sym):
    name = sym.name
    if "`" in name:
        return name
    from mathilda.core.system_symbols import system_names
    from mathilda.core.registry import BUILTINS
    if name in BUILTINS or name in system_names():
        return name
    return "Global`" + name


def _text(tag, data, out):
    out += tag
    _varint(len(data), out)
    out += data


def _packed(x, out):
    """A PackedArray as a 0xC1 token; False when its buffer is of no WXF type."""
    a = x.array
    kind = a.dtype.kind
    if kind in "iu":
        if a.size:
            lo, hi = int(a.min()), int(a.max())
        else:
            lo = hi = 0
        for code, dt, mn, mx in _ARRAY_INT:
            if mn <= lo and hi <= mx:
                break
        else:
            return False
    elif kind == "f":
        code, dt = 35, "<f8"
    elif kind == "c":
        code, dt = 52, "<c16"
    else:
        return False
    out.append(0xC1)
    out.append(code)
    _varint(a.ndim, out)
    for d in a.shape:
        _varint(d, out)
    out += a.astype(dt).tobytes()
    return True


def _write(x, out):
    from mathilda.core.bytearray import ByteArrayExpr
    from mathilda.core.association import AssociationExpr
    from mathilda.core.packed import PackedArray
    stack = [x]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Integer:
            v = x.value
            for lo, hi, tag, fmt in _INT:
                if lo <= v <= hi:
                    out += tag
                    out += struct.pack(fmt, v)
                    break
            else:
                _text(b"I", str(v).encode("ascii"), out)
        elif t is Real:
            if x.prec is None:
                out += b"r"
                out += struct.pack("<d", x.value)
            else:
                from mathilda.printing import input_form
                _text(b"R", input_form(x).encode("ascii"), out)
        elif t is String:
            _text(b"S", x.value.encode("utf-8", "surrogatepass"), out)
        elif t is Symbol:
            _text(b"s", _symbol_name(x).encode("utf-8"), out)
        elif t is Rational:
            stack.append(Expression(S.Rational, (Integer(x.value.numerator),
                                                 Integer(x.value.denominator))))
        elif t is Complex:
            stack.append(Expression(S.Complex, (x.re, x.im)))
        elif isinstance(x, ByteArrayExpr):
            _text(b"B", x.data, out)
        elif isinstance(x, AssociationExpr):
            out += b"A"
            _varint(len(x.args), out)
            for r in reversed(x.args):
                stack.append(r.args[1])
                stack.append(r.args[0])
                stack.append(b"-" if r.head is S.Rule else b":")
        elif t is bytes:                     # an association rule's marker
            out += x
        elif isinstance(x, PackedArray) and _packed(x, out):
            pass
        elif isinstance(x, Expression):
            out += b"f"
            args = x.args
            _varint(len(args), out)
            stack.extend(reversed(args))
            stack.append(x.head)
        else:
            raise WXFError("cannot serialize %r" % (x,))


def encode(x, compress=False):
    """The WXF bytes of the expression ``x`` (``8C:`` and a zlib body with ``compress``)."""
    body = bytearray()
    _write(x, body)
    if compress:
        return b"8C:" + zlib.compress(bytes(body))
    return b"8:" + bytes(body)


class _Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def take(self, n):
        p = self.pos
        if n < 0 or p + n > len(self.data):
            raise WXFError("truncated")
        self.pos = p + n
        return self.data[p:p + n]

    def varint(self):
        n = shift = 0
        while True:
            b = self.take(1)[0]
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return n
            if shift > 63:
                raise WXFError("varint too long")


def _array(r, numeric):
    import numpy as np
    code = r.take(1)[0]
    dt = _ARRAY_TYPES.get(code)
    if dt is None:
        raise WXFError("array type %d" % code)
    rank = r.varint()
    dims = [r.varint() for _ in range(rank)]
    count = 1
    for d in dims:
        count *= d
    a = np.frombuffer(r.take(count * np.dtype(dt).itemsize), dtype=dt).reshape(dims)
    from mathilda.core.packed import from_numpy
    return from_numpy(a)


def _read(r):
    """One expression, iteratively: frames of (head-or-None, n, parts)."""
    from mathilda.core.association import make_association
    frames = []
    while True:
        tag = r.take(1)
        t = tag[0]
        value = None
        if tag == b"f":
            frames.append(["f", r.varint(), None, []])
            continue
        if tag == b"A":
            n = r.varint()
            frames.append(["A", 2 * n, None, []])
            if n:
                continue
            value = None
        elif tag in (b"-", b":"):
            f = frames[-1] if frames else None
            if f is None or f[0] != "A":
                raise WXFError("rule outside an association")
            f[2] = (f[2] or []) + [tag]
            continue
        elif tag == b"C":
            value = Integer(struct.unpack("<b", r.take(1))[0])
        elif tag == b"j":
            value = Integer(struct.unpack("<h", r.take(2))[0])
        elif tag == b"i":
            value = Integer(struct.unpack("<i", r.take(4))[0])
        elif tag == b"L":
            value = Integer(struct.unpack("<q", r.take(8))[0])
        elif tag == b"I":
            try:
                value = Integer(int(r.take(r.varint()).decode("ascii")))
            except ValueError:
                raise WXFError("big integer") from None
        elif tag == b"r":
            value = Real(struct.unpack("<d", r.take(8))[0])
        elif tag == b"R":
            from mathilda.syntax.parser import parse
            try:
                value = parse(r.take(r.varint()).decode("ascii"))
            except Exception:
                raise WXFError("big real") from None
        elif tag == b"S":
            value = String(r.take(r.varint()).decode("utf-8", "surrogatepass"))
        elif tag == b"s":
            name = r.take(r.varint()).decode("utf-8")
            if not name:
                raise WXFError("empty symbol")
            value = Symbol(name)
        elif tag == b"B":
            from mathilda.core.bytearray import ByteArrayExpr
            value = ByteArrayExpr(r.take(r.varint()))
        elif t in (0xC1, 0xC2):
            value = _array(r, t == 0xC2)
        else:
            raise WXFError("token %r" % tag)
        while True:
            if value is None and frames and frames[-1][0] == "A" and frames[-1][1] == 0:
                f = frames.pop()
                value = make_association(())
            if not frames:
                return value
            f = frames[-1]
            if f[0] == "f" and f[2] is None:
                f[2] = value
                if f[1]:
                    break
            else:
                f[3].append(value)
                if len(f[3]) < f[1]:
                    break
            frames.pop()
            if f[0] == "f":
                value = _make(f[2], f[3])
            else:
                marks, parts = f[2] or [], f[3]
                if len(marks) != len(parts) // 2:
                    raise WXFError("association")
                value = make_association(tuple(
                    Expression(S.Rule if m == b"-" else S.RuleDelayed,
                               (parts[2 * i], parts[2 * i + 1]))
                    for i, m in enumerate(marks)))
        continue


def _make(head, parts):
    from mathilda.core.expr import make_rational
    if head is S.Rational and len(parts) == 2 and all(type(p) is Integer for p in parts) \
            and parts[1].value:
        return make_rational(parts[0].value, parts[1].value)
    if head is S.Complex and len(parts) == 2 and all(
            type(p) in (Integer, Rational, Real) for p in parts):
        return Complex(parts[0], parts[1])
    return Expression(head, tuple(parts))


def decode(data):
    """The expression of WXF bytes (with the ``8:`` or ``8C:`` header); WXFError when
    they are not valid WXF."""
    data = bytes(data)
    if data.startswith(b"8C:"):
        try:
            body = zlib.decompress(data[3:])
        except zlib.error:
            raise WXFError("zlib") from None
    elif data.startswith(b"8:"):
        body = data[2:]
    else:
        raise WXFError("header")
    r = _Reader(body)
    x = _read(r)
    if r.pos != len(body):
        raise WXFError("trailing bytes")
    return x


def compress_text(x):
    """Compress[x]: "1:" and the Base64 text of the zlib-compressed WXF of x."""
    import base64
    return "1:" + base64.b64encode(zlib.compress(encode(x))).decode("ascii")


def uncompress_text(text):
    """The expression of a Compress string; WXFError when it is not one."""
    import base64
    import binascii
    if not text.startswith("1:"):
        raise WXFError("header")
    try:
        data = zlib.decompress(base64.b64decode("".join(text[2:].split()), validate=True))
    except (binascii.Error, zlib.error, ValueError):
        raise WXFError("data") from None
    return decode(data)


MX_MAGIC = b"(* Mathilda DumpSave *)\n"
"""The first bytes of a file DumpSave writes: a comment, then the WXF of the definitions'
text (the Wolfram Language's .mx files are a binary memory image no other program reads;
these are Mathilda's own, read by Get)."""


def mx_bytes(text):
    return MX_MAGIC + encode(String(text), compress=True)


def mx_text(data):
    """The definitions' text of a DumpSave file's bytes, or None when they are not one."""
    if not data.startswith(MX_MAGIC):
        return None
    try:
        x = decode(data[len(MX_MAGIC):])
    except WXFError:
        return None
    return x.value if type(x) is String else None


# ---------------------------------------------------------------------------------------
# ByteCount: a model of the memory of an expression on a 64-bit machine
# ---------------------------------------------------------------------------------------

def byte_count(x):
    """Bytes of ``x`` in this model (that of the Wolfram Language's 64-bit kernels, as
    documented): symbols 0 (they are shared), machine integers and reals 16, a big integer
    16 + 8 per 64-bit word, an arbitrary-precision real 48 + 8 per 64 bits of mantissa, a
    rational or complex number 16 + its two parts, a string 32 + its UTF-8 bytes rounded up
    to 8, a ByteArray 96 + its bytes rounded up to 8, a packed array 104 + 8 per element
    (16 complex), a normal expression 40 + 8 per part + its head and parts, each counted
    wherever it appears."""
    from mathilda.core.bytearray import ByteArrayExpr
    from mathilda.core.packed import PackedArray
    total = 0
    stack = [x]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Symbol:
            continue
        if t is Integer:
            v = abs(x.value)
            total += 16 if v < (1 << 62) else 16 + 8 * ((v.bit_length() + 63) // 64)
        elif t is Real:
            if x.prec is None:
                total += 16
            else:
                bits = int(x.prec * 3.321928094887362) + 1
                total += 48 + 8 * ((bits + 63) // 64)
        elif t is Rational:
            total += 16
            stack.append(Integer(x.value.numerator))
            stack.append(Integer(x.value.denominator))
        elif t is Complex:
            total += 16
            stack.append(x.re)
            stack.append(x.im)
        elif t is String:
            total += 32 + (len(x.value.encode("utf-8", "surrogatepass")) + 7) // 8 * 8
        elif isinstance(x, ByteArrayExpr):
            total += 96 + (len(x.data) + 7) // 8 * 8
        elif isinstance(x, PackedArray):
            n = 1
            for d in x.shape:
                n *= d
            total += 104 + (16 if x.array.dtype.kind == "c" else 8) * n
        elif isinstance(x, Expression):
            total += 40 + 8 * len(x.args)
            stack.append(x.head)
            stack.extend(x.args)
    return total
