"""A compact binary form of expressions that round-trips exactly.

``encode(expr) -> bytes`` and ``decode(data) -> Expr``.  The stream is the expression in
prefix order (an expression's header, its head, then its arguments), so both directions are
loops over an explicit stack: no recursion, whatever the depth.

    magic   b"M\\x01"
    0x01 b          Integer in [-128, 127]
    0x02 i32        Integer in 32 bits
    0x03 i64        Integer in 64 bits
    0x04 u32 bytes  any other Integer (two's complement, little-endian)
    0x05 int int    Rational numerator, denominator (each an Integer item)
    0x06 f64        machine Real
    0x07 f64 u8 int i64
                    arbitrary-precision Real: precision in digits, sign, mantissa (an
                    Integer item), binary exponent (mpmath's exact value: no rounding)
    0x08 num num    Complex: real and imaginary parts (each an Integer/Rational/Real item)
    0x09 u32 utf8   String
    0x0a u16 utf8   a Symbol seen for the first time (numbered in order of appearance)
    0x0b u32        a Symbol seen before, by number
    0x0c u32        an Expression with that many arguments: head, then the arguments
    0x0d c u8 u64*  a packed array: NumPy dtype char (l/q, d, D), rank, dimensions, then
                    the buffer's bytes (C order, native byte order)

Every other ``Expression`` subclass (associations, NDArray objects) travels as its head and
arguments; evaluation on the receiving side turns it back into the special object.  Only the
types above can come out of ``decode``: nothing is unpickled, nothing is executed.

Measured in ``bench/parallel.py`` against InputForm text (printing + parsing).
"""

import struct

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, String, Symbol

__all__ = ["encode", "decode", "DecodeError"]

MAGIC = b"M\x01"

_INT8, _INT32, _INT64, _BIGINT, _RAT, _REAL, _BIGREAL, _COMPLEX, _STR, _SYMNEW, _SYM, \
    _EXPR, _PACKED = range(1, 14)

_pack_b = struct.Struct("<Bb").pack
_pack_i = struct.Struct("<Bi").pack
_pack_q = struct.Struct("<Bq").pack
_pack_d = struct.Struct("<Bd").pack
_pack_tag_u32 = struct.Struct("<BI").pack
_pack_tag_u16 = struct.Struct("<BH").pack
_unpack_b = struct.Struct("<b").unpack_from
_unpack_i = struct.Struct("<i").unpack_from
_unpack_q = struct.Struct("<q").unpack_from
_unpack_d = struct.Struct("<d").unpack_from
_unpack_u32 = struct.Struct("<I").unpack_from
_unpack_u16 = struct.Struct("<H").unpack_from
_unpack_u64 = struct.Struct("<Q").unpack_from


class DecodeError(ValueError):
    """The bytes are not an encoded expression (truncated, or of another version)."""


def _int_bytes(v):
    if -128 <= v <= 127:
        return _pack_b(_INT8, v)
    if -2147483648 <= v <= 2147483647:
        return _pack_i(_INT32, v)
    if -9223372036854775808 <= v <= 9223372036854775807:
        return _pack_q(_INT64, v)
    raw = v.to_bytes((v.bit_length() + 8) // 8, "little", signed=True)
    return _pack_tag_u32(_BIGINT, len(raw)) + raw


def _number_bytes(x):
    """An Integer, Rational or Real item (the parts of a Complex)."""
    t = type(x)
    if t is Integer:
        return _int_bytes(x.value)
    if t is Rational:
        return bytes((_RAT,)) + _int_bytes(x.value.numerator) + _int_bytes(x.value.denominator)
    if t is Real:
        if x.prec is None:
            return _pack_d(_REAL, x.value)
        sign, man, exp, _bc = x.value._mpf_
        return (_pack_d(_BIGREAL, float(x.prec)) + bytes((sign,)) + _int_bytes(int(man))
                + struct.pack("<q", int(exp)))
    raise TypeError("not a real number: %r" % (x,))


def encode(expr):
    """The bytes of ``expr`` (any Expr)."""
    out = bytearray(MAGIC)
    syms = {}
    stack = [expr]
    pop = stack.pop
    push = stack.append
    extend = stack.extend
    while stack:
        e = pop()
        t = type(e)
        if t is Symbol:
            n = syms.get(e)
            if n is None:
                syms[e] = len(syms)
                raw = e.name.encode("utf-8", "surrogatepass")
                out += _pack_tag_u16(_SYMNEW, len(raw))
                out += raw
            else:
                out += _pack_tag_u32(_SYM, n)
        elif t is Expression:
            args = e.args
            out += _pack_tag_u32(_EXPR, len(args))
            if args:
                extend(reversed(args))
            push(e.head)
        elif t is Integer:
            v = e.value
            if -128 <= v <= 127:
                out += _pack_b(_INT8, v)
            else:
                out += _int_bytes(v)
        elif t is String:
            raw = e.value.encode("utf-8", "surrogatepass")
            out += _pack_tag_u32(_STR, len(raw))
            out += raw
        elif t is Real or t is Rational:
            out += _number_bytes(e)
        elif t is Complex:
            out.append(_COMPLEX)
            out += _number_bytes(e.re)
            out += _number_bytes(e.im)
        elif isinstance(e, Expression):
            arr = getattr(e, "array", None)
            if arr is not None and type(e).__name__ == "PackedArray":
                _encode_packed(out, arr)
            else:             # other special expressions: as head[args]
                args = e.args
                out += _pack_tag_u32(_EXPR, len(args))
                if args:
                    extend(reversed(args))
                push(e.head)
        else:
            raise TypeError("cannot encode %r" % (e,))
    return bytes(out)


def _encode_packed(out, arr):
    import numpy as np
    arr = np.ascontiguousarray(arr)
    out += bytes((_PACKED, ord(arr.dtype.char), arr.ndim))
    for n in arr.shape:
        out += struct.pack("<Q", n)
    out += arr.data.cast("B") if arr.flags.c_contiguous else arr.tobytes()


def _read_int(data, pos):
    """(value, new position) of an Integer item at ``pos``."""
    tag = data[pos]
    if tag == _INT8:
        return _unpack_b(data, pos + 1)[0], pos + 2
    if tag == _INT32:
        return _unpack_i(data, pos + 1)[0], pos + 5
    if tag == _INT64:
        return _unpack_q(data, pos + 1)[0], pos + 9
    if tag == _BIGINT:
        n = _unpack_u32(data, pos + 1)[0]
        start = pos + 5
        if start + n > len(data):
            raise DecodeError("truncated integer")
        return int.from_bytes(data[start:start + n], "little", signed=True), start + n
    raise DecodeError("integer expected at byte %d" % pos)


def _read_number(data, pos):
    """(Integer/Rational/Real, new position) of a number item at ``pos``."""
    tag = data[pos]
    if tag <= _BIGINT:
        v, pos = _read_int(data, pos)
        return Integer(v), pos
    if tag == _RAT:
        from fractions import Fraction
        num, pos = _read_int(data, pos + 1)
        den, pos = _read_int(data, pos)
        if den <= 0:
            raise DecodeError("bad rational")
        return Rational(Fraction(num, den)), pos
    if tag == _REAL:
        return Real(_unpack_d(data, pos + 1)[0]), pos + 9
    if tag == _BIGREAL:
        prec = _unpack_d(data, pos + 1)[0]
        sign = data[pos + 9]
        man, pos = _read_int(data, pos + 10)
        exp = _unpack_q(data, pos)[0]
        return Real(_mpf(sign, man, exp), prec=prec), pos + 8
    raise DecodeError("number expected at byte %d" % pos)


def _mpf(sign, man, exp):
    """The mpmath mpf of exactly (-1)^sign man 2^exp (no rounding to the working precision)."""
    import mpmath
    from mpmath.libmp import MPZ
    x = object.__new__(mpmath.mpf)
    if man == 0:
        x._mpf_ = mpmath.libmp.fzero
    else:
        x._mpf_ = (sign, MPZ(man), exp, man.bit_length())
    return x


_DTYPES = {ord("l"): "l", ord("q"): "q", ord("d"): "d", ord("D"): "D"}


def _read_packed(data, pos):
    import numpy as np
    from mathilda.core.packed import PackedArray
    code = data[pos + 1]
    ndim = data[pos + 2]
    pos += 3
    shape = []
    for _ in range(ndim):
        shape.append(_unpack_u64(data, pos)[0])
        pos += 8
    char = _DTYPES.get(code)
    if char is None or ndim == 0:
        raise DecodeError("bad packed array")
    dtype = np.dtype(char)
    count = 1
    for n in shape:
        count *= n
    nbytes = count * dtype.itemsize
    if pos + nbytes > len(data) or count == 0:
        raise DecodeError("truncated packed array")
    arr = np.frombuffer(data, dtype=dtype, count=count, offset=pos).reshape(shape).copy()
    return PackedArray(arr), pos + nbytes


def decode(data):
    """The expression encoded in ``data`` (bytes, bytearray or memoryview)."""
    if bytes(data[:2]) != MAGIC:
        raise DecodeError("not an encoded expression")
    syms = []
    frames = []          # [items still to come, [head, arguments...]]
    pos = 2
    end = len(data)
    result = None
    try:
        while True:
            tag = data[pos]
            if tag == _EXPR:
                n = _unpack_u32(data, pos + 1)[0]
                pos += 5
                frames.append([n + 1, []])
                continue
            if tag == _SYM:
                v = syms[_unpack_u32(data, pos + 1)[0]]
                pos += 5
            elif tag == _SYMNEW:
                text, pos = _read_text(data, pos + 3, _unpack_u16(data, pos + 1)[0])
                v = Symbol(text)
                syms.append(v)
            elif tag == _INT8:
                v = Integer(_unpack_b(data, pos + 1)[0])
                pos += 2
            elif tag == _STR:
                text, pos = _read_text(data, pos + 5, _unpack_u32(data, pos + 1)[0])
                v = String(text)
            elif tag == _COMPLEX:
                re, pos = _read_number(data, pos + 1)
                im, pos = _read_number(data, pos)
                v = Complex(re, im)
            elif tag == _PACKED:
                v, pos = _read_packed(data, pos)
            else:
                v, pos = _read_number(data, pos)
            # attach v to the innermost open expression; close the finished ones
            while frames:
                f = frames[-1]
                f[1].append(v)
                f[0] -= 1
                if f[0]:
                    break
                frames.pop()
                items = f[1]
                v = Expression(items[0], tuple(items[1:]))
            else:
                result = v
                break
    except (IndexError, struct.error) as e:
        raise DecodeError("truncated data (%s)" % e) from None
    if pos != end:
        raise DecodeError("%d bytes left over" % (end - pos))
    return result



def _read_text(data, start, n):
    """(the UTF-8 text of the n bytes at ``start``, the position after them)."""
    stop = start + n
    if stop > len(data):
        raise DecodeError("truncated text")
    return bytes(data[start:stop]).decode("utf-8", "surrogatepass"), stop
