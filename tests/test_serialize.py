"""Serialization (mathilda/builtins/system/serialize.py, algorithms/system/wxf.py and
binary.py): Compress/Uncompress, ByteCount, BinarySerialize/BinaryDeserialize (WXF), and
BinaryWrite/BinaryRead/BinaryReadList."""

import base64
import struct
import zlib

import pytest

from mathilda.core.expr import NULL
from mathilda.session import Session
from mathilda.algorithms.system import wxf


@pytest.fixture
def s(tmp_path):
    session = Session()
    assert str(session.evaluate('SetDirectory["%s"]' % tmp_path)) == str(tmp_path)
    return session


def out(s, text):
    r = s.evaluate(text)
    return ("" if r is NULL else str(r)), [str(m) for m in s.messages]


ROUND_TRIPS = [
    "1", "-1", "127", "128", "-129", "40000", "-2^31", "2^40", "-2^63", "2^63", "10^30",
    "-10^30", "1.5", "-0.", "1.5*^300", "N[Pi, 30]", "1/3", "-7/2", "2 + 3 I", "1.5 - I",
    '"text"', '""', '"é\\n\\tü"', "x", "Global`y", "Pi", "f[x, g[y]]", "f[]", "{}",
    "{1, {2, {3}}}", "Range[5]", "Range[-300, 300, 100]", "N[Range[3]]", "{1, 2.5}",
    "<|a -> 1, \"b\" :> x, 3 -> {}|>", "<||>", "ByteArray[{0, 255, 7}]",
    "Hold[1 + 1]", "x_ -> x^2", "Table[i^2, {i, 50}]", "{{1, 2}, {3, 4}}",
    "a`b`c", "Sin[x] + Cos[y]^2",
]


@pytest.mark.parametrize("text", ROUND_TRIPS)
def test_round_trips(s, text):
    assert out(s, 'x0 = %s; BinaryDeserialize[BinarySerialize[x0], Hold] === (Hold @@ {x0})'
               % text) == ("True", [])
    assert out(s, 'BinaryDeserialize[BinarySerialize[x0, PerformanceGoal -> "Size"], Hold] '
                  '=== (Hold @@ {x0})') == ("True", [])
    assert out(s, 'Uncompress[Compress[x0], Hold] === (Hold @@ {x0})') == ("True", [])


@pytest.mark.parametrize("text, data", [
    ("1", [56, 58, 67, 1]),
    ("-1", [56, 58, 67, 255]),
    ("300", [56, 58, 106, 44, 1]),
    ("100000", [56, 58, 105, 160, 134, 1, 0]),
    ("2^40", [56, 58, 76, 0, 0, 0, 0, 0, 1, 0, 0]),
    ("2^70", [56, 58, 73, 22] + list(b"1180591620717411303424")),
    ("1.5", [56, 58, 114] + list(struct.pack("<d", 1.5))),
    ('"ab"', [56, 58, 83, 2, 97, 98]),
    ("Pi", [56, 58, 115, 2, 80, 105]),
    ("x", [56, 58, 115, 8] + list(b"Global`x")),
    ("{1, x}", [56, 58, 102, 2, 115, 4] + list(b"List") + [67, 1, 115, 8] + list(b"Global`x")),
    ("1/2", [56, 58, 102, 2, 115, 8] + list(b"Rational") + [67, 1, 67, 2]),
    ("<|1 -> 2|>", [56, 58, 65, 1, 45, 67, 1, 67, 2]),
    ("<|1 :> 2|>", [56, 58, 65, 1, 58, 67, 1, 67, 2]),
    ("ByteArray[{5, 6}]", [56, 58, 66, 2, 5, 6]),
    ("Range[3]", [56, 58, 193, 0, 1, 3, 1, 2, 3]),
    ("Range[1000, 1001]", [56, 58, 193, 1, 1, 2, 232, 3, 233, 3]),
    ("N[Range[2]]", [56, 58, 193, 35, 1, 2] + list(struct.pack("<dd", 1, 2))),
])
def test_wxf_bytes(s, text, data):
    """The tokens of the Wolfram Exchange Format, as the WXF description gives them."""
    assert out(s, 'Normal[BinarySerialize[%s]]' % text) == (
        "{%s}" % ", ".join(map(str, data)), [])


def test_wxf_reads_foreign_arrays():
    # a NumericArray (0xC2) of UnsignedInteger16 and a rank-2 packed Real32 array
    d = bytes([56, 58, 0xC2, 17, 1, 2]) + struct.pack("<HH", 7, 65535)
    assert str(wxf.decode(d)) == "{7, 65535}"
    d = bytes([56, 58, 0xC1, 34, 2, 1, 2]) + struct.pack("<ff", 0.5, 2)
    assert str(wxf.decode(d)) == "{{0.5, 2.}}"
    assert str(wxf.decode(b"8C:" + zlib.compress(bytes([67, 5])))) == "5"


@pytest.mark.parametrize("data", [b"", b"8:", b"8:f", b"8:\x66\x01", b"8:S\x05ab",
                                  b"8:C\x01\x02", b"9:C\x01", b"8C:xx", b"8:-C\x01",
                                  b"8:\xff", b"8:s\x00"])
def test_wxf_rejects_malformed(data):
    with pytest.raises(wxf.WXFError):
        wxf.decode(data)


def test_deep_expressions_do_not_recurse():
    from mathilda.core.expr import Expression, Symbol, Integer
    x = Integer(0)
    for _ in range(20000):
        x = Expression(Symbol("f"), (x,))
    data = wxf.encode(x)
    assert wxf.encode(wxf.decode(data)) == data
    assert wxf.byte_count(x) == 20000 * 48 + 16


def test_compress_shape(s):
    r = s.evaluate('Compress[{1, 2, 3}]').value
    assert r.startswith("1:")
    assert zlib.decompress(base64.b64decode(r[2:])) == bytes(
        [56, 58, 193, 0, 1, 3, 1, 2, 3]) or zlib.decompress(base64.b64decode(r[2:])).startswith(
        b"8:")
    assert out(s, 'Uncompress[Compress[Unevaluated[2 + 2]]]') == ("4", [])
    assert out(s, 'Uncompress["nonsense"]') == (
        "$Failed", ['Uncompress::string: "nonsense" is not a valid compressed string.'])
    assert out(s, 'Uncompress[5]') == (
        "$Failed", ["Uncompress::string: 5 is not a valid compressed string."])


def test_binary_deserialize_errors(s):
    assert out(s, 'BinaryDeserialize[{1, 2}]') == (
        "BinaryDeserialize[{1, 2}]",
        ["BinaryDeserialize::bytes: ByteArray expected at position 1 in "
         "BinaryDeserialize[{1, 2}]."])
    assert out(s, 'BinaryDeserialize[ByteArray[{56, 58, 102, 5}]]') == (
        "$Failed", ["BinaryDeserialize::wxf: The byte array ByteArray[<4>] is not a valid WXF "
                    "serialization."])


@pytest.mark.parametrize("text, n", [
    ("x", 0), ("1", 16), ("2.5", 16), ("2^100", 32), ("1/2", 48), ("1 + I", 48),
    ('"abc"', 40), ('"abcdefghi"', 48), ("f[x]", 48), ("{1, 2, 3}", 112),
    ("Range[3]", 128), ("ByteArray[{1, 2, 3}]", 104),
])
def test_byte_count_model(s, text, n):
    assert out(s, "ByteCount[%s]" % text) == (str(n), [])


def test_binary_write_and_read(s, tmp_path):
    assert out(s, 'w = OpenWrite["b.bin"]; BinaryWrite[w, {1, 255}]; '
                  'BinaryWrite[w, -2, "Integer16"]; '
                  'BinaryWrite[w, 1.5, "Real64", ByteOrdering -> 1]; '
                  'BinaryWrite[w, "hi"]; BinaryWrite[w, "z", "TerminatedString"]; '
                  'BinaryWrite[w, {1, 2.5}, {"UnsignedInteger8", "Real32"}]; '
                  'BinaryWrite[w, ByteArray[{9}]]; Close[w]') == (str(tmp_path / "b.bin"), [])
    expected = bytes([1, 255]) + struct.pack("<h", -2) + struct.pack(">d", 1.5) + b"hi" + \
        b"z\x00" + bytes([1]) + struct.pack("<f", 2.5) + bytes([9])
    assert (tmp_path / "b.bin").read_bytes() == expected
    assert out(s, 'r = OpenRead["b.bin"]; {BinaryRead[r], BinaryRead[r], '
                  'BinaryRead[r, "Integer16"], BinaryRead[r, "Real64", ByteOrdering -> 1], '
                  'BinaryRead[r, {"Character8", "Character8"}], '
                  'BinaryRead[r, "TerminatedString"], '
                  'BinaryRead[r, {"UnsignedInteger8", "Real32"}], BinaryRead[r], '
                  'BinaryRead[r]}') == (
        "{1, 255, -2, 1.5, {h, i}, z, {1, 2.5}, 9, EndOfFile}", [])
    assert out(s, 'Length[BinaryReadList["b.bin"]]') == (str(len(expected)), [])
    assert out(s, 'BinaryReadList["b.bin", "UnsignedInteger16", 2]') == ("{65281, 65534}", [])
    assert out(s, 'BinaryReadList["b.bin", "Integer24", 1, ByteOrdering -> 1]') == (
        "{131070}", [])


@pytest.mark.parametrize("typ, value, pack", [
    ("Integer8", -128, "<b"), ("Integer32", -5, "<i"), ("Integer64", -2 ** 62, "<q"),
    ("UnsignedInteger32", 2 ** 32 - 1, "<I"), ("UnsignedInteger64", 2 ** 64 - 1, "<Q"),
    ("Real32", 0.25, "<f"), ("Character16", 0x263A, "<H"),
])
def test_binary_types(s, typ, value, pack):
    v = "FromCharacterCode[%d]" % value if typ.startswith("Character") else str(value)
    s.evaluate('w = OpenWrite[]; BinaryWrite[w, %s, "%s"]; f = Close[w]' % (v, typ))
    got = s.evaluate('BinaryReadList[f]')
    assert [a.value for a in got.args] == list(struct.pack(pack, value))
    shown = s.evaluate('First[BinaryReadList[f, "%s"]]' % typ)
    assert str(shown) == (chr(value) if typ.startswith("Character") else
                          "0.25" if typ == "Real32" else str(value))
    assert s.messages == []


def test_binary_write_complex_and_int128(s):
    assert out(s, 'w = OpenWrite[]; BinaryWrite[w, {1 + 2 I, -3}, "Complex64"]; '
                  'BinaryWrite[w, -2^100, "Integer128"]; f = Close[w]; '
                  '{BinaryReadList[f, "Complex64", 2], BinaryReadList[f, "Integer128"][[2]]}') \
        == ("{{1. + 2. I, -3. + 0. I}, %d}" % (-2 ** 100), [])


def test_binary_errors(s):
    assert out(s, 'BinaryWrite[OpenWrite[], 1, "Int"]') == (
        'BinaryWrite[OutputStream[%s, 3], 1, Int]' % s.evaluate('Streams[][[3, 1]]').value,
        ['BinaryWrite::format: "Int" is not a recognized binary type.'])
    assert out(s, 'BinaryWrite[Streams[][[3]], 1.5, "Integer8"]') == (
        "$Failed", ['BinaryWrite::nocoerce: 1.5 cannot be converted to type "Integer8".'])
    assert out(s, 'BinaryWrite[Streams[][[3]], 128, "Integer8"]') == (
        "$Failed", ['BinaryWrite::nocoerce: 128 cannot be converted to type "Integer8".'])
    assert out(s, 'BinaryRead[StringToStream["a"], "Byte", ByteOrdering -> 2]')[1] == [
        "BinaryRead::bord: ByteOrdering must be -1 or 1, not 2."]
    assert out(s, 'BinaryReadList["none.bin"]') == (
        "$Failed", ["BinaryReadList::noopen: Cannot open none.bin."])
    assert out(s, 'BinaryRead[StringToStream[""]]') == ("EndOfFile", [])


def test_sandbox():
    s = Session(sandbox=True)
    assert out(s, 'Normal[BinarySerialize[1]]') == ("{56, 58, 67, 1}", [])
    assert out(s, 'StringTake[Compress[x], 2]') == ("1:", [])
    assert out(s, 'ByteCount[1]') == ("16", [])
    for call in ['Uncompress[Compress[1]]', 'BinaryDeserialize[BinarySerialize[1]]',
                 'BinaryWrite["x", 1]', 'BinaryRead["x"]', 'BinaryReadList["/etc/passwd"]']:
        name = call.split("[")[0]
        assert out(s, call) == (
            "$Failed", ["%s::sandbox: %s is not allowed in a sandboxed session." % (name, name)])
