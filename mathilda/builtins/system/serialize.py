"""Serialization and binary data: Compress, Uncompress, ByteCount, BinarySerialize,
BinaryDeserialize, BinaryWrite, BinaryRead, BinaryReadList, ReadByteArray, $ByteOrdering.

BinarySerialize writes the Wolfram Exchange Format (mathilda/algorithms/system/wxf.py):
``8:`` and the expression's tokens, which the Wolfram Language reads too.  Compress gives
"1:" and the Base64 text of the zlib-compressed WXF of the expression: Uncompress reads it
back (the bytes differ from the Wolfram Language's own Compress, whose inner form is not
published).  ByteCount follows the model described in wxf.byte_count.

BinaryRead and BinaryWrite take the types "Byte", "Character8", "Character16",
"Character32", "Integer8", ..., "Integer128", "UnsignedInteger8", ...,
"UnsignedInteger128", "Real32", "Real64", "Complex64", "Complex128" and
"TerminatedString", or a list of types (used in turn); the option ByteOrdering is -1
(little-endian, this machine's $ByteOrdering) or +1.
"""

import base64

from mathilda.core.bytearray import ByteArrayExpr
from mathilda.core.expr import Expression, Integer, String, S
from mathilda.core.registry import builtin
from mathilda.algorithms.system import binary, wxf
from mathilda.algorithms.system import streams as st
from mathilda.builtins.system.files import file_name, resolve
from mathilda.builtins.system.streams import MSG, stream_arg, write_bytes

_BMSG = dict(MSG, format="`1` is not a recognized binary type.",
             nocoerce="`1` cannot be converted to type `2`.",
             bord="ByteOrdering must be -1 or 1, not `1`.")


def _deserialized(ev, x, head):
    """The value of a deserializer: x, wrapped in head when one is given.  Byte arrays
    come back as they are; making an empty one installs their rules (Normal, Join) in the
    session."""
    ev.evaluate(Expression(S.ByteArray, (Expression(S.List, ()),)))
    return x if head is None else Expression(head, (x,))


def _byte_array(ev, data):
    return ev.evaluate(Expression(S.ByteArray,
                                  (String(base64.b64encode(data).decode("ascii")),)))


@builtin("Compress", nargs=1,
         usage="Compress[expr] gives a string of the form \"1:...\" (Base64 text of the "
               "zlib-compressed binary form of expr) that Uncompress turns back into expr.",
         examples=[("StringTake[Compress[{1, 2, 3}], 2]", "1:"),
                   ("Uncompress[Compress[Table[x^i, {i, 5}]]]", "{x, x^2, x^3, x^4, x^5}")])
def compress(ev, expr):
    try:
        return String(wxf.compress_text(expr.args[0]))
    except wxf.WXFError:
        return None


@builtin("Uncompress", nargs=(1, 2),
         messages={"string": "`1` is not a valid compressed string."},
         usage="Uncompress[\"c\"] gives the expression a Compress string stands for (and "
               "evaluates it); Uncompress[\"c\", h] wraps h around it before it is "
               "evaluated.",
         examples=[("Uncompress[Compress[Unevaluated[1 + 1]], Hold]", "Hold[1 + 1]"),
                   ("Uncompress[\"1:abc\"]", "$Failed",
                    ["Uncompress::string: \"1:abc\" is not a valid compressed string."])])
def uncompress(ev, expr):
    s = expr.args[0]
    try:
        if type(s) is not String:
            raise wxf.WXFError("not a string")
        x = wxf.uncompress_text(s.value)
    except wxf.WXFError:
        ev.message("Uncompress", "string", s)
        return S["$Failed"]
    return _deserialized(ev, x, expr.args[1] if len(expr.args) > 1 else None)


@builtin("ByteCount", nargs=1,
         usage="ByteCount[expr] gives the number of bytes used to store expr, in the model "
               "of a 64-bit Wolfram Language kernel: symbols 0 (shared), machine numbers "
               "16, strings 32 + their UTF-8 bytes rounded up to 8, packed arrays 104 + 8 "
               "per element, normal expressions 40 + 8 per part + their parts.",
         examples=[("ByteCount[1]", "16"), ("ByteCount[x]", "0"),
                   ("ByteCount[f[1, 2.5]]", "88"), ("ByteCount[Range[10]]", "184")])
def byte_count(ev, expr):
    return Integer(wxf.byte_count(expr.args[0]))


@builtin("BinarySerialize", nargs=(1, None), options={"PerformanceGoal": "Automatic"},
         usage="BinarySerialize[expr] gives the ByteArray of expr in the Wolfram Exchange "
               "Format (WXF); with PerformanceGoal -> \"Size\" the WXF body is "
               "zlib-compressed.",
         examples=[("Normal[BinarySerialize[1]]", "{56, 58, 67, 1}"),
                   ("Normal[BinarySerialize[f[x]]]",
                    "{56, 58, 102, 1, 115, 8, 71, 108, 111, 98, 97, 108, 96, 102, 115, 8, 71, "
                    "108, 111, 98, 97, 108, 96, 120}"),
                   ("BinaryDeserialize[BinarySerialize[{1/2, \"a\", <|1 -> 2.5|>}]]",
                    "{1/2, a, <|1 -> 2.5|>}")])
def binary_serialize(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    goal = opts.get("PerformanceGoal")
    try:
        data = wxf.encode(pos[0], compress=type(goal) is String and goal.value == "Size")
    except wxf.WXFError:
        return None
    return _byte_array(ev, data)


@builtin("BinaryDeserialize", nargs=(1, 2),
         messages={"wxf": "The byte array `1` is not a valid WXF serialization.",
                   "bytes": "ByteArray expected at position 1 in `1`."},
         usage="BinaryDeserialize[bytes] gives the expression a WXF ByteArray stands for "
               "(and evaluates it); BinaryDeserialize[bytes, h] wraps h around it first.",
         examples=[("BinaryDeserialize[ByteArray[{56, 58, 67, 1}]]", "1"),
                   ("BinaryDeserialize[BinarySerialize[Unevaluated[1 + 1]], Hold]",
                    "Hold[1 + 1]"),
                   ("BinaryDeserialize[ByteArray[{1, 2}]]", "$Failed",
                    ["BinaryDeserialize::wxf: The byte array ByteArray[<2>] is not a valid "
                     "WXF serialization."])])
def binary_deserialize(ev, expr):
    b = expr.args[0]
    if not isinstance(b, ByteArrayExpr):
        ev.message("BinaryDeserialize", "bytes", expr)
        return None
    try:
        x = wxf.decode(b.data)
    except (wxf.WXFError, RecursionError):
        ev.message("BinaryDeserialize", "wxf", b)
        return S["$Failed"]
    return _deserialized(ev, x, expr.args[1] if len(expr.args) > 1 else None)


# ---------------------------------------------------------------------------------------
# binary files and streams
# ---------------------------------------------------------------------------------------

builtin("$ByteOrdering", attributes=("Protected",),
        value=lambda ev: Integer(binary.BYTE_ORDERING),
        usage="$ByteOrdering is the native byte order of this machine: -1 little-endian "
              "(least significant byte first), +1 big-endian.",
        examples=[("MemberQ[{-1, 1}, $ByteOrdering]", "True")])(lambda ev, e: None)


def _types(ev, x, name):
    xs = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    if not xs or not all(type(t) is String and t.value in binary.TYPES for t in xs):
        ev.message(name, "format", x)
        return None
    return [t.value for t in xs]


def _order(ev, opts, name):
    o = opts.get("ByteOrdering")
    if type(o) is Integer and o.value in (-1, 1):
        return o.value
    ev.message(name, "bord", o)
    return None


_BOPTS = {"ByteOrdering": "$ByteOrdering"}


@builtin("BinaryWrite", nargs=(2, None), messages=_BMSG, options=_BOPTS,
         usage="BinaryWrite[channel, b] writes a byte (or a list of bytes, a ByteArray, or "
               "the characters of a string) to an output stream or file; BinaryWrite["
               "channel, x, \"type\"] writes x (or a list) as binary data of the type; a "
               "list of types is used in turn.  It gives the channel.",
         examples=[("s = OpenWrite[]; BinaryWrite[s, {1, 2}, \"Integer16\"]; "
                    "BinaryReadList[Close[s]]", "{1, 0, 2, 0}"),
                   ("s = OpenWrite[]; BinaryWrite[s, 258, \"Integer16\", ByteOrdering -> 1]; "
                    "BinaryReadList[Close[s]]", "{1, 2}"),
                   ("BinaryWrite[OpenWrite[], 300]", "$Failed",
                    ["BinaryWrite::nocoerce: 300 cannot be converted to type \"Byte\"."])])
def binary_write(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (2, 3):
        return None
    order = _order(ev, opts, "BinaryWrite")
    if order is None:
        return None
    x = pos[1]
    if len(pos) == 3:
        types = _types(ev, pos[2], "BinaryWrite")
        if types is None:
            return None
    else:
        types = ["Character8" if type(x) is String else "Byte"]
    if isinstance(x, ByteArrayExpr) and types == ["Byte"]:
        data = x.data
    else:
        if type(x) is String and types != ["TerminatedString"]:
            items = [String(c) for c in x.value]
        elif isinstance(x, Expression) and x.head is S.List:
            items = list(x.args)
        else:
            items = [x]
        out = bytearray()
        for i, v in enumerate(items):
            t = types[i % len(types)]
            b = binary.pack_value(v, t, order)
            if b is None:
                ev.message("BinaryWrite", "nocoerce", v, String(t))
                return S["$Failed"]
            out += b
        data = bytes(out)
    s = stream_arg(ev, pos[0], "BinaryWrite", "out")
    if s is None:
        return S["$Failed"] if type(pos[0]) is String else None
    write_bytes(ev, s, data, raw=True)
    return pos[0]


def _read_items(s, types, order, limit, rows):
    """Up to ``limit`` items read from the Stream (a list of rows when ``rows``: one item
    of each type, EndOfFile for those past the end)."""
    out = []
    while limit is None or len(out) < limit:
        row = []
        for t in types:
            r = binary.unpack_value(s.data, s.pos, t, order)
            if r is None:
                if not row:
                    break
                row.append(S.EndOfFile)
                continue
            row.append(r[0])
            s.pos = r[1]
        if not row:
            break
        out.append(Expression(S.List, tuple(row)) if rows else row[0])
    return out


@builtin("BinaryRead", nargs=(1, None), messages=_BMSG, options=_BOPTS,
         usage="BinaryRead[stream] reads one byte from an input stream (or file); "
               "BinaryRead[stream, \"type\"] one item of the binary type, BinaryRead[stream, "
               "{\"t1\", \"t2\", ...}] a list of items.  At the end it gives EndOfFile.",
         examples=[("s = StringToStream[\"AB\"]; {BinaryRead[s], BinaryRead[s, "
                    "\"Character8\"], BinaryRead[s]}", "{65, B, EndOfFile}")])
def binary_read(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (1, 2):
        return None
    order = _order(ev, opts, "BinaryRead")
    if order is None:
        return None
    spec = pos[1] if len(pos) > 1 else String("Byte")
    types = _types(ev, spec, "BinaryRead")
    if types is None:
        return None
    s = stream_arg(ev, pos[0], "BinaryRead", "in")
    if s is None:
        return S["$Failed"] if type(pos[0]) is String else None
    s.refresh()
    got = _read_items(s, types, order, 1, isinstance(spec, Expression) and spec.head is S.List)
    return got[0] if got else S.EndOfFile


@builtin("BinaryReadList", nargs=(1, None), messages=_BMSG, options=_BOPTS,
         usage="BinaryReadList[\"file\"] gives the list of the bytes of a file (or of the "
               "rest of an input stream); BinaryReadList[src, \"type\"] the items of a binary "
               "type, BinaryReadList[src, {\"t1\", ...}] lists of items, BinaryReadList[src, "
               "types, n] at most n of them.",
         examples=[("s = StringToStream[\"\\.01\\.00\\.02\\.00\"]; BinaryReadList[s, "
                    "\"UnsignedInteger16\"]", "{1, 2}"),
                   ("s = OpenWrite[]; BinaryWrite[s, {1.5, -2}, \"Real32\"]; "
                    "BinaryReadList[Close[s], \"Real32\"]", "{1.5, -2.}"),
                   ("BinaryReadList[StringToStream[\"abc\"], {\"Byte\", \"Character8\"}]",
                    "{{97, b}, {99, EndOfFile}}")])
def binary_read_list(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (1, 2, 3):
        return None
    order = _order(ev, opts, "BinaryReadList")
    if order is None:
        return None
    spec = pos[1] if len(pos) > 1 else String("Byte")
    types = _types(ev, spec, "BinaryReadList")
    if types is None:
        return None
    limit = None
    if len(pos) > 2:
        if type(pos[2]) is not Integer or pos[2].value < 0:
            ev.message("BinaryReadList", "intnn", expr, Integer(3))
            return None
        limit = pos[2].value
    x = pos[0]
    if isinstance(x, Expression) and x.head in (S.InputStream, S.OutputStream):
        s = stream_arg(ev, x, "BinaryReadList", "in")
        if s is None:
            return None
        s.refresh()
    else:
        n = file_name(ev, x, "BinaryReadList")
        if n is None:
            return None
        try:
            with open(resolve(ev, n), "rb") as f:
                s = st.Stream(0, n, "in", data=f.read())
        except OSError:
            ev.message("BinaryReadList", "noopen", n)
            return S["$Failed"]
    rows = isinstance(spec, Expression) and spec.head is S.List
    return Expression(S.List, tuple(_read_items(s, types, order, limit, rows)))


@builtin("ReadByteArray", nargs=(1, 2), messages=_BMSG,
         usage="ReadByteArray[\"file\"] gives the bytes of a file as a ByteArray; "
               "ReadByteArray[stream] the rest of an input stream (EndOfFile at its end); "
               "ReadByteArray[src, n] at most n bytes.",
         examples=[("Normal[ReadByteArray[StringToStream[\"abc\"], 2]]", "{97, 98}"),
                   ("s = StringToStream[\"\"]; ReadByteArray[s]", "EndOfFile")])
def read_byte_array(ev, expr):
    n = None
    if len(expr.args) > 1:
        if type(expr.args[1]) is not Integer or expr.args[1].value < 0:
            ev.message("ReadByteArray", "intnn", expr, Integer(2))
            return None
        n = expr.args[1].value
    x = expr.args[0]
    if isinstance(x, Expression) and x.head in (S.InputStream, S.OutputStream):
        s = stream_arg(ev, x, "ReadByteArray", "in")
        if s is None:
            return None
        s.refresh()
        if s.pos >= len(s.data):
            return S.EndOfFile
        end = len(s.data) if n is None else min(len(s.data), s.pos + n)
        data, s.pos = s.data[s.pos:end], end
        return _byte_array(ev, data)
    name = file_name(ev, x, "ReadByteArray")
    if name is None:
        return None
    try:
        with open(resolve(ev, name), "rb") as f:
            data = f.read() if n is None else f.read(n)
    except OSError:
        ev.message("ReadByteArray", "noopen", name)
        return S["$Failed"]
    return _byte_array(ev, data)
