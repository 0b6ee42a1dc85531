"""The pure parts of parallel evaluation, without processes: the expression codec, the
frames, dependency gathering and installation, and the Method's pieces."""

import pytest

from mathilda.algorithms.parallel.codec import DecodeError, decode, encode
from mathilda.algorithms.parallel.dependencies import gather, install
from mathilda.algorithms.parallel.split import join_pieces, parse_method, pieces
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.parallel import protocol as P
from mathilda.session import Session


@pytest.fixture(scope="module")
def s():
    return Session()


ROUND_TRIP = [
    "0", "-128", "127", "-129", "2^31", "-2^63", "2^63", "-3^200", "1/3", "-7/2^90",
    "1.5", "-0.", "1.*^-300", "N[Pi, 50]", "N[-1/3, 25]", "3 + 4 I", "1.5 - 2.5 I",
    "1/2 + I/3", "N[1 + I, 30]", "\"\"", "\"h\\u00e9llo \\n \\\"q\\\"\"", "x", "ctx`y",
    "f[x][y, z]", "g[]", "{}", "Range[300]", "N[Range[300]] / 7", "Range[300] + 0. I",
    "Table[i j, {i, 30}, {j, 40}]", "Table[{i, 1.5}, {i, 300}]",
    "Hold[1 + 1, x = 3, f[x_] := x^2]", "<|a -> 1, \"b\" -> {2}|>",
    "Nest[h, x, 3000]", "Nest[{#} &, 0, 2000]",
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_codec_round_trip(s, text):
    e = s.evaluate(text)
    d = decode(encode(e))
    assert d == e
    assert d.full_form() == e.full_form()
    if hasattr(e, "array"):
        assert type(d).__name__ == "PackedArray" and d.array.dtype == e.array.dtype


def test_codec_keeps_precision_and_types(s):
    e = s.evaluate("{N[Pi, 40], 1.5, 2, 1/2}")
    d = decode(encode(e))
    assert [type(a).__name__ for a in d.args] == ["Real", "Real", "Integer", "Rational"]
    assert d.args[0].prec == e.args[0].prec and d.args[0].value == e.args[0].value
    assert d.args[1].prec is None


@pytest.mark.parametrize("data", [b"", b"M", b"X\x01\x01\x00", b"M\x01", b"M\x01\x0c\x05\x00",
                                  b"M\x01\x09\xff\xff\x00\x00ab", b"M\x01\x01\x00\x00",
                                  b"M\x01\x0b\x07\x00\x00\x00", b"M\x01\x63"])
def test_codec_rejects_bad_data(data):
    with pytest.raises(DecodeError):
        decode(data)


def test_frames():
    data = P.pack(P.MESSAGE, 7, "Power", "infy", "Infinite expression 1/0 encountered.")
    assert P.unpack(data) == (P.MESSAGE, [7, "Power", "infy",
                                          "Infinite expression 1/0 encountered."])
    assert P.unpack(P.pack(P.RESULT, -1, b"\x00\xff")) == (P.RESULT, [-1, b"\x00\xff"])
    with pytest.raises(ValueError):
        P.unpack(data[:-3])


def test_gather_is_transitive_and_contextual(s):
    s.evaluate("gf[x_] := gg[x] + gk; gg[x_] /; x > 0 := gh[x]; gh[x_] := 2 x; gk = 5; "
               "SetAttributes[gl, Listable]; other`q = 1; unused[x_] := x")
    found = gather(s.defs, [s.evaluate("Hold[gf[1] + gl[2] + other`q + gnone]")])
    names = {k.name for k, v in found.items() if v is not None}
    assert names == {"gf", "gg", "gh", "gk", "gl"}
    assert found[Symbol("gnone")] is None               # known not to have definitions
    assert Symbol("other`q") not in found                # another context: not distributed
    allctx = gather(s.defs, [s.evaluate("Hold[other`q]")], contexts=None)
    assert allctx[Symbol("other`q")] is not None


def test_install_replaces_definitions(s):
    s.evaluate("iv[x_] := x + 1; iv[0] = zero; iv /: up[iv] = u; Options[iv] = {o -> 1}; "
               "iv::m = \"msg\"; SetAttributes[iv, Orderless]; ivo = 3")
    packets = gather(s.defs, [s.evaluate("Hold[iv, ivo]")])
    other = Session()
    other.evaluate("iv[x_] := old; iv[5] = five")
    for p in packets.values():
        if p is not None:
            install(other.defs, decode(encode(p)))
    for t in ("iv[1]", "iv[0]", "iv[5]", "up[iv]", "Options[iv]", "Attributes[iv]", "ivo"):
        assert str(other.evaluate(t)) == str(s.evaluate(t)), t
    install(other.defs, Expression(S.List, (Symbol("ivo"),)))
    assert str(other.evaluate("ivo")) == "ivo"


@pytest.mark.parametrize("n,k,method,expected", [
    (10, 2, ("CoarsestGrained",), [(0, 5), (5, 10)]),
    (5, 2, ("FinestGrained",), [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]),
    (7, 2, ("ItemsPerEvaluation", 3), [(0, 3), (3, 5), (5, 7)]),
    (10, 2, ("EvaluationsPerKernel", 2), [(0, 3), (3, 6), (6, 8), (8, 10)]),
    (3, 4, ("CoarsestGrained",), [(0, 1), (1, 2), (2, 3)]),
    (16, 2, ("Automatic",), [(i, i + 1) for i in range(16)]),
    (0, 2, ("Automatic",), []),
])
def test_pieces(n, k, method, expected):
    assert pieces(n, k, method) == expected


def test_pieces_automatic_shares_many_items():
    ps = pieces(10 ** 4, 2)
    assert len(ps) == 16 and ps[0] == (0, 625) and ps[-1][1] == 10 ** 4


def test_parse_method_and_join():
    assert parse_method("Automatic") == ("Automatic",)
    assert parse_method("ItemsPerEvaluation", 0) is None
    assert parse_method("Fast") is None
    lst = Expression(S.List, (Integer(1), Integer(2)))
    assert join_pieces([lst, Expression(S.List, (Integer(3),))], [(0, 2), (2, 3)]) == \
        [Integer(1), Integer(2), Integer(3)]
    assert join_pieces([lst, Integer(3)], [(0, 2), (2, 3)]) is None
    assert join_pieces([S["$Failed"], lst], [(0, 1), (1, 3)]) == \
        [S["$Failed"], Integer(1), Integer(2)]
