"""Bytes: ByteArray, ByteArrayQ, ByteArrayToString, StringToByteArray, BaseEncode, BaseDecode
and Hash.

``ByteArray[{1, 2, 3}]`` is a ``ByteArrayExpr`` (core/bytearray.py): it prints as
``ByteArray[<3>]`` in OutputForm and ``ByteArray["AQID"]`` (Base64) in InputForm; Length,
Part, First, Last, Take and Total see its bytes; Normal gives the list and Join joins byte
arrays (up-values installed in a session when its first byte array is made).
"""

from mathilda.core.bytearray import BYTEARRAY, ByteArrayExpr
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin

_INSTALLED = {}


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _bytes_of(x):
    """The bytes of a list of byte values (or of integer arguments), else None."""
    out = bytearray()
    for a in x.args:
        if type(a) is not Integer or not 0 <= a.value <= 255:
            return None
        out.append(a.value)
    return bytes(out)


def _install_rules(ev):
    defs = ev.defs
    try:
        if _INSTALLED.get(defs):
            return
        _INSTALLED[defs] = True
    except TypeError:
        return
    from mathilda.syntax.parser import parse
    d = defs.get(BYTEARRAY)
    saved = d.attributes
    d.attributes = 0
    try:
        for rule in ("ByteArray /: Normal[b_ByteArray] := Developer`ByteList[b]",
                     "ByteArray /: Join[b__ByteArray] := Developer`ByteJoin[b]"):
            ev.evaluate(parse(rule))
    finally:
        d.attributes = saved


def make_byte_array(ev, data):
    _install_rules(ev)
    return ByteArrayExpr(data)


@builtin("ByteArray", nargs=(0, None),
         messages={"batd": "Elements in `1` are not all bytes.",
                   "b64": "`1` is not a valid Base64 encoding of bytes."},
         usage="ByteArray[{b1, b2, ...}] constructs a ByteArray object containing the byte "
               "values bi (integers 0 to 255); ByteArray[\"base64\"] the bytes the Base64 "
               "text encodes. Length, Part, Normal and Join work on its bytes; it prints as "
               "ByteArray[<n>], in InputForm with its Base64 text.",
         examples=[("ByteArray[{1, 2, 3}]", "ByteArray[<3>]"),
                   ("Length[ByteArray[{1, 2, 3}]]", "3"),
                   ("Normal[ByteArray[{1, 2, 3}]]", "{1, 2, 3}"),
                   ("InputForm[ByteArray[{1, 2, 3}]]", "ByteArray[\"AQID\"]"),
                   ("Normal[ByteArray[\"AQID\"]]", "{1, 2, 3}"),
                   ("ByteArray[{1, 2, 3}][[2]]", "2"),
                   ("ByteArray[{1, 256}]", "ByteArray[{1, 256}]",
                    ["ByteArray::batd: Elements in {1, 256} are not all bytes."])])
def byte_array(ev, expr):
    a = expr.args
    if isinstance(expr, ByteArrayExpr):
        return None
    if not a:
        return make_byte_array(ev, b"")
    if len(a) == 1:
        x = a[0]
        if _is_list(x):
            data = _bytes_of(x)
            if data is None:
                ev.message("ByteArray", "batd", x)
                return None
            return make_byte_array(ev, data)
        if type(x) is String:
            from mathilda.algorithms.strings.hashing import decode
            data = decode(x.value, "Base64")
            if data is None:
                ev.message("ByteArray", "b64", x)
                return None
            return make_byte_array(ev, data)
        if isinstance(x, ByteArrayExpr):
            return x
        if type(x) is Integer and 0 <= x.value <= 255:
            return make_byte_array(ev, bytes([x.value]))
        ev.message("ByteArray", "batd", x)
        return None
    data = _bytes_of(expr)       # ByteArray[1, 2] from Take, Part spans, Reverse
    return make_byte_array(ev, data) if data is not None else None


def _printed(x):
    if isinstance(x, ByteArrayExpr):
        return Expression(S.HoldForm, (String("ByteArray[<%d>]" % len(x.data)),))
    return None


from mathilda.printing.outputform import register_form  # noqa: E402

register_form("ByteArray", _printed)


@builtin("Developer`ByteList", nargs=1,
         usage="Developer`ByteList[bytearray] gives the list of the byte values (Normal of "
               "a ByteArray).",
         examples=[("Developer`ByteList[ByteArray[{7, 8}]]", "{7, 8}")])
def byte_list(ev, expr):
    b = expr.args[0]
    if not isinstance(b, ByteArrayExpr):
        return None
    return Expression(S.List, b.args)


@builtin("Developer`ByteJoin", nargs=(0, None),
         usage="Developer`ByteJoin[b1, b2, ...] joins byte arrays (Join of ByteArrays).",
         examples=[("Normal[Developer`ByteJoin[ByteArray[{1}], ByteArray[{2, 3}]]]",
                    "{1, 2, 3}")])
def byte_join(ev, expr):
    if not all(isinstance(b, ByteArrayExpr) for b in expr.args):
        return None
    return make_byte_array(ev, b"".join(b.data for b in expr.args))


@builtin("ByteArrayQ", nargs=1,
         usage="ByteArrayQ[expr] gives True if expr is a valid ByteArray object.",
         examples=[("ByteArrayQ[ByteArray[{1, 2}]]", "True"), ("ByteArrayQ[{1, 2}]", "False")])
def byte_array_q(ev, expr):
    return TRUE if isinstance(expr.args[0], ByteArrayExpr) else FALSE


_ENCODING_NAMES = {"UTF8": "utf-8", "UTF-8": "utf-8", "ASCII": "ascii",
                   "ISO8859-1": "latin-1", "ISOLatin1": "latin-1", "UTF-16": "utf-16",
                   "UTF-16LE": "utf-16-le", "UTF-16BE": "utf-16-be", "UTF-32": "utf-32",
                   "CP1252": "cp1252", "WindowsANSI": "cp1252", "ShiftJIS": "shift_jis"}
_ENC_MESSAGES = {"charcode": "The character encoding `1` is not supported.",
                 "dec": "The bytes cannot be decoded with the encoding `1`.",
                 "enc": "The string cannot be encoded with the encoding `1`."}


def _encoding(ev, sym, x):
    if x is None:
        return "utf-8"
    name = x.value if type(x) is String else None
    enc = _ENCODING_NAMES.get(name)
    if enc is None:
        ev.message(sym, "charcode", x)
    return enc


@builtin("ByteArrayToString", nargs=(1, 2), messages=_ENC_MESSAGES,
         usage="ByteArrayToString[ba] gives the string whose UTF-8 encoding is the bytes of "
               "ba; ByteArrayToString[ba, \"enc\"] decodes with the character encoding enc "
               "(\"UTF-8\", \"ASCII\", \"ISO8859-1\", \"UTF-16\", ...).",
         examples=[("ByteArrayToString[ByteArray[{104, 105}]]", "hi"),
                   ("ByteArrayToString[StringToByteArray[\"\\[Alpha]\\[Beta]\"]]", "αβ"),
                   ("ByteArrayToString[ByteArray[{233}], \"ISO8859-1\"]", "é")])
def byte_array_to_string(ev, expr):
    b = expr.args[0]
    if not isinstance(b, ByteArrayExpr):
        return None
    enc = _encoding(ev, "ByteArrayToString", expr.args[1] if len(expr.args) > 1 else None)
    if enc is None:
        return None
    try:
        return String(b.data.decode(enc))
    except UnicodeDecodeError:
        ev.message("ByteArrayToString", "dec", String(enc.upper()))
        return S["$Failed"]


@builtin("StringToByteArray", nargs=(1, 2), messages=_ENC_MESSAGES,
         usage="StringToByteArray[\"string\"] gives the ByteArray of the UTF-8 encoding of "
               "string; StringToByteArray[\"string\", \"enc\"] uses the encoding enc.",
         examples=[("Normal[StringToByteArray[\"abc\"]]", "{97, 98, 99}"),
                   ("Normal[StringToByteArray[\"\\[Euro]\"]]", "{226, 130, 172}"),
                   ("Length[StringToByteArray[\"ab\", \"UTF-16LE\"]]", "4")])
def string_to_byte_array(ev, expr):
    s = expr.args[0]
    if type(s) is not String:
        return None
    enc = _encoding(ev, "StringToByteArray", expr.args[1] if len(expr.args) > 1 else None)
    if enc is None:
        return None
    try:
        return make_byte_array(ev, s.value.encode(enc))
    except UnicodeEncodeError:
        ev.message("StringToByteArray", "enc", expr.args[1])
        return S["$Failed"]


_BASE_MESSAGES = {"fmt": "`1` is not a supported encoding; use \"Base64\", \"Base64URL\", "
                         "\"Base32\" or \"Base16\".",
                  "dec": "`1` is not valid `2` text."}


def _base_format(ev, sym, x):
    from mathilda.algorithms.strings.hashing import ENCODINGS
    if x is None:
        return "Base64"
    if type(x) is String and x.value in ENCODINGS:
        return x.value
    ev.message(sym, "fmt", x)
    return None


@builtin("BaseEncode", nargs=(1, 2), messages=_BASE_MESSAGES,
         usage="BaseEncode[ba] encodes the bytes of the ByteArray ba as a Base64 string; "
               "BaseEncode[ba, \"fmt\"] uses \"Base64\", \"Base64URL\", \"Base32\" or "
               "\"Base16\".",
         examples=[("BaseEncode[ByteArray[{1, 2, 3}]]", "AQID"),
                   ("BaseEncode[StringToByteArray[\"hello\"], \"Base32\"]", "NBSWY3DP"),
                   ("BaseEncode[ByteArray[{255, 16}], \"Base16\"]", "FF10"),
                   ("BaseEncode[ByteArray[{251, 255}], \"Base64URL\"]", "-_8=")])
def base_encode(ev, expr):
    b = expr.args[0]
    if not isinstance(b, ByteArrayExpr):
        return None
    fmt = _base_format(ev, "BaseEncode", expr.args[1] if len(expr.args) > 1 else None)
    if fmt is None:
        return None
    from mathilda.algorithms.strings.hashing import encode
    return String(encode(b.data, fmt))


@builtin("BaseDecode", nargs=(1, 2), messages=_BASE_MESSAGES,
         usage="BaseDecode[\"string\"] decodes the Base64 text string into a ByteArray; "
               "BaseDecode[\"string\", \"fmt\"] uses \"Base64\", \"Base64URL\", \"Base32\" or "
               "\"Base16\".",
         examples=[("Normal[BaseDecode[\"AQID\"]]", "{1, 2, 3}"),
                   ("ByteArrayToString[BaseDecode[\"NBSWY3DP\", \"Base32\"]]", "hello"),
                   ("BaseDecode[\"A\"]", "$Failed",
                    ["BaseDecode::dec: \"A\" is not valid Base64 text."])])
def base_decode(ev, expr):
    s = expr.args[0]
    if type(s) is not String:
        return None
    fmt = _base_format(ev, "BaseDecode", expr.args[1] if len(expr.args) > 1 else None)
    if fmt is None:
        return None
    from mathilda.algorithms.strings.hashing import decode
    data = decode(s.value, fmt)
    if data is None:
        ev.message("BaseDecode", "dec", s, fmt)
        return S["$Failed"]
    return make_byte_array(ev, data)


_HASH_FORMATS = ("Integer", "DecimalString", "HexString", "Base36String", "Base64Encoding",
                 "ByteArray")


def _hash_bytes(x):
    if type(x) is String:
        return x.value.encode("utf-8")
    if isinstance(x, ByteArrayExpr):
        return x.data
    from mathilda.printing import full_form
    return full_form(x).encode("utf-8")


@builtin("Hash", nargs=(1, 3),
         messages={"type": "`1` is not a supported hash type.",
                   "format": "`1` is not a supported hash format."},
         usage="Hash[expr] gives an integer hash code for expr; Hash[expr, \"type\"] a hash "
               "of the given type (\"MD5\", \"SHA\" (SHA-1), \"SHA256\", \"SHA512\", "
               "\"SHA3-256\", \"CRC32\", \"Adler32\", \"RIPEMD160\", \"SHA256SHA256\", "
               "\"BLAKE2b-512\", ... or \"Expression\", the default) of the bytes of expr: "
               "a string's UTF-8 bytes, a ByteArray's bytes, else the bytes of "
               "ToString[FullForm[expr]]; Hash[expr, type, \"format\"] gives it as "
               "\"Integer\", \"DecimalString\", \"HexString\", \"Base36String\", "
               "\"Base64Encoding\" or \"ByteArray\". The \"Expression\" hash (64 bits of "
               "SHA-256 of the FullForm) differs from the Wolfram Language's own values.",
         examples=[("Hash[\"abc\", \"MD5\"]", "191415658344158766168031473277922803570"),
                   ("Hash[\"abc\", \"MD5\", \"HexString\"]", "900150983cd24fb0d6963f7d28e17f72"),
                   ("Hash[\"abc\", \"CRC32\"]", "891568578"),
                   ("Hash[\"abc\", \"Adler32\"]", "38600999"),
                   ("Hash[\"The quick brown fox jumps over the lazy dog\", \"SHA256\", "
                    "\"HexString\"]",
                    "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
                   ("Hash[x^2, \"MD5\"] == Hash[\"Power[x, 2]\", \"MD5\"]", "True"),
                   ("Hash[1, \"Parsnip\"]", "Hash[1, Parsnip]",
                    ["Hash::type: \"Parsnip\" is not a supported hash type."])])
def hash_(ev, expr):
    a = expr.args
    x = a[0]
    t = a[1] if len(a) > 1 else String("Expression")
    fmt = a[2] if len(a) > 2 else String("Integer")
    if type(fmt) is not String or fmt.value not in _HASH_FORMATS:
        ev.message("Hash", "format", fmt)
        return None
    from mathilda.algorithms.strings import hashing
    if type(t) is String and t.value == "Expression":
        from mathilda.printing import full_form
        d = hashing.digest(full_form(x).encode("utf-8"), "SHA256")[:8]
    else:
        d = hashing.digest(_hash_bytes(x), t.value) if type(t) is String else None
        if d is None:
            ev.message("Hash", "type", t)
            return None
    if fmt.value == "ByteArray":
        return make_byte_array(ev, d)
    v = hashing.format_digest(d, fmt.value)
    return Integer(v) if type(v) is int else String(v)
