"""Unsqueeze and Squeeze: every seed example with its exact data, the spec's examples,
property tests against numpy.expand_dims / numpy.squeeze, round trips, and bad input."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.algorithms.arrays.shape import dimensions, flatten_to_depth
from mathilda.algorithms.arrays.reshape import (AxesError, squeeze, squeeze_axes, squeeze_np,
                                     unsqueeze, unsqueeze_axes, unsqueeze_np)

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def to_expr(a):
    a = np.asarray(a)
    if a.ndim:
        return Expression(S.List, tuple(to_expr(x) for x in a))
    return Integer(int(a)) if a.dtype.kind in "iu" else Real(float(a))


@st.composite
def tensors_and_unsqueeze_axes(draw):
    rank = draw(st.integers(0, 5))
    shape = tuple(draw(st.lists(st.integers(1, 3), min_size=rank, max_size=rank)))
    a = np.arange(int(np.prod(shape)), dtype=np.int64).reshape(shape)
    k = draw(st.integers(0, 3))
    r = rank + k
    positions = draw(st.lists(st.integers(0, r - 1), min_size=k, max_size=k, unique=True)) \
        if r else []
    axes = [p - r if draw(st.booleans()) else p for p in positions]
    axes = draw(st.permutations(axes))
    return a, list(axes)


@SETTINGS
@given(case=tensors_and_unsqueeze_axes())
def test_unsqueeze_matches_numpy_expand_dims(case):
    a, axes = case
    e = to_expr(a)
    norm = unsqueeze_axes(axes, len(dimensions(e)))
    got = unsqueeze(e, norm)
    expected = np.expand_dims(a, tuple(axes)) if axes else a
    assert dimensions(got) == list(expected.shape)
    assert flatten_to_depth(got, expected.ndim) == [Integer(int(x)) for x in expected.flat]
    assert got == to_expr(expected)
    view = unsqueeze_np(a, norm)
    assert view.shape == expected.shape and np.shares_memory(view, a) or a.size == 0
    # round trip
    assert squeeze(got, squeeze_axes(axes, dimensions(got))) == e


@SETTINGS
@given(case=tensors_and_unsqueeze_axes())
def test_squeeze_matches_numpy_squeeze(case):
    base, axes = case
    a = np.expand_dims(base, tuple(axes)) if axes else base
    e = to_expr(a)
    dims = dimensions(e)
    got = squeeze(e, squeeze_axes(axes, dims))
    assert got == to_expr(np.squeeze(a, axis=tuple(axes)) if axes else a)
    everything = squeeze(e, squeeze_axes(None, dims))
    assert everything == to_expr(np.squeeze(a))
    assert squeeze_np(a, squeeze_axes(None, dims)).shape == np.squeeze(a).shape


def test_axis_validation():
    assert unsqueeze_axes([5, 4, 2], 3) == [2, 4, 5]
    assert unsqueeze_axes([-2], 4) == [3]
    with pytest.raises(AxesError) as e:
        unsqueeze_axes([0, 4], 1)
    assert e.value.tag == "axrange"
    with pytest.raises(AxesError) as e:
        unsqueeze_axes([1, -4], 3)
    assert e.value.tag == "dupaxes"
    with pytest.raises(AxesError) as e:
        squeeze_axes([1], [1, 2])
    assert e.value.tag == "sqlen"


# --- shape.py: dimensions / array_depth / flatten / nest ------------------------------------

from mathilda.core.expr import E  # noqa: E402
from mathilda.algorithms.arrays.shape import array_depth, nest  # noqa: E402


@SETTINGS
@given(shape=st.lists(st.integers(0, 3), min_size=0, max_size=5))
def test_dimensions_of_full_arrays(shape):
    a = np.arange(int(np.prod(shape)), dtype=np.int64).reshape(shape)
    e = to_expr(a) if shape else Integer(7)
    # numpy keeps trailing levels below a 0; a List stops at its first empty level
    expected = []
    for d in shape:
        expected.append(d)
        if d == 0:
            break
    assert dimensions(e) == expected
    assert array_depth(e) == len(expected)
    for lim in range(len(expected) + 1):
        assert dimensions(e, lim) == expected[:lim]
    if shape and 0 not in shape:
        flat = flatten_to_depth(e, len(shape))
        assert flat == [Integer(int(x)) for x in a.flat]
        assert nest(flat, list(shape)) == e


def _L(*xs):
    return Expression(S.List, xs)


def test_dimensions_ragged_and_heads():
    one, two, three = Integer(1), Integer(2), Integer(3)
    assert dimensions(_L(_L(one, two), _L(three))) == [2]
    assert dimensions(_L(_L(_L(one)), _L(two))) == [2, 1]
    assert dimensions(_L(_L(one, two), three)) == [2]
    assert dimensions(_L(E("f", one), E("f", two))) == [2]
    assert dimensions(_L(E("f", one), E("f", two)), head=None) == [2, 1]
    assert dimensions(E("f", E("g", S.a), E("g", S.b)), head=None) == [2, 1]
    assert dimensions(E("f", E("g", S.a), E("h", S.b)), head=None) == [2]
    assert dimensions(E("f", S.a), head=None) == [1]
    assert dimensions(E("f", S.a)) == []
    assert dimensions(_L()) == [0]
    assert dimensions(_L(_L(), _L())) == [2, 0]
    assert dimensions(_L(_L(), _L(one))) == [2]
    assert nest([], [2, 0, 3]) == _L(_L(), _L())


# --- end to end: through a Session, exact printed text and messages ---------------------------

from mathilda.session import Session  # noqa: E402


@pytest.fixture(scope="module")
def session():
    return Session()


def run(s, text):
    r = s.evaluate(text)
    return str(r), [str(m) for m in s.messages]


# Every example of the seed page (ONNX Unsqueeze-13): name, data, axes, output shape, output,
# transcribed verbatim from the seed's NumPy printout into list syntax.
SEED_CASES = [
    ('test_cc_unsqueeze_axes',
     '{{0., 1., 2.}, {3., 4., 5.}}',
     '{0, 2}', (1, 2, 1, 3),
     '{{{{0., 1., 2.}}, {{3., 4., 5.}}}}'),
    ('test_unsqueeze_axis_0',
     '{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}, {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}, {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}',
     '{0}', (1, 3, 4, 5),
     '{{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}, {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}, {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}}'),
    ('test_unsqueeze_axis_1',
     '{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}, {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}, {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}',
     '{1}', (3, 1, 4, 5),
     '{{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}}, {{{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}}, {{{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}}'),
    ('test_unsqueeze_axis_2',
     '{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}, {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}, {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}',
     '{2}', (3, 4, 1, 5),
     '{{{{0., 1., 2., 3., 4.}}, {{5., 6., 7., 8., 9.}}, {{10., 11., 12., 13., 14.}}, {{15., 16., 17., 18., 19.}}}, {{{20., 21., 22., 23., 24.}}, {{25., 26., 27., 28., 29.}}, {{30., 31., 32., 33., 34.}}, {{35., 36., 37., 38., 39.}}}, {{{40., 41., 42., 43., 44.}}, {{45., 46., 47., 48., 49.}}, {{50., 51., 52., 53., 54.}}, {{55., 56., 57., 58., 59.}}}}'),
    ('test_unsqueeze_negative_axes',
     '{{{{0., 1., 2., 3., 4.}}, {{5., 6., 7., 8., 9.}}, {{10., 11., 12., 13., 14.}}}}',
     '{-2}', (1, 3, 1, 1, 5),
     '{{{{{0., 1., 2., 3., 4.}}}, {{{5., 6., 7., 8., 9.}}}, {{{10., 11., 12., 13., 14.}}}}}'),
    ('test_unsqueeze_three_axes',
     '{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}, {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}, {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}',
     '{2, 4, 5}', (3, 4, 1, 5, 1, 1),
     '{{{{{{0.}}, {{1.}}, {{2.}}, {{3.}}, {{4.}}}}, {{{{5.}}, {{6.}}, {{7.}}, {{8.}}, {{9.}}}}, {{{{10.}}, {{11.}}, {{12.}}, {{13.}}, {{14.}}}}, {{{{15.}}, {{16.}}, {{17.}}, {{18.}}, {{19.}}}}}, {{{{{20.}}, {{21.}}, {{22.}}, {{23.}}, {{24.}}}}, {{{{25.}}, {{26.}}, {{27.}}, {{28.}}, {{29.}}}}, {{{{30.}}, {{31.}}, {{32.}}, {{33.}}, {{34.}}}}, {{{{35.}}, {{36.}}, {{37.}}, {{38.}}, {{39.}}}}}, {{{{{40.}}, {{41.}}, {{42.}}, {{43.}}, {{44.}}}}, {{{{45.}}, {{46.}}, {{47.}}, {{48.}}, {{49.}}}}, {{{{50.}}, {{51.}}, {{52.}}, {{53.}}, {{54.}}}}, {{{{55.}}, {{56.}}, {{57.}}, {{58.}}, {{59.}}}}}}'),
    ('test_unsqueeze_two_axes',
     '{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}, {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}, {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}',
     '{1, 4}', (3, 1, 4, 5, 1),
     '{{{{{0.}, {1.}, {2.}, {3.}, {4.}}, {{5.}, {6.}, {7.}, {8.}, {9.}}, {{10.}, {11.}, {12.}, {13.}, {14.}}, {{15.}, {16.}, {17.}, {18.}, {19.}}}}, {{{{20.}, {21.}, {22.}, {23.}, {24.}}, {{25.}, {26.}, {27.}, {28.}, {29.}}, {{30.}, {31.}, {32.}, {33.}, {34.}}, {{35.}, {36.}, {37.}, {38.}, {39.}}}}, {{{{40.}, {41.}, {42.}, {43.}, {44.}}, {{45.}, {46.}, {47.}, {48.}, {49.}}, {{50.}, {51.}, {52.}, {53.}, {54.}}, {{55.}, {56.}, {57.}, {58.}, {59.}}}}}'),
    ('test_unsqueeze_unsorted_axes',
     '{{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.}, {15., 16., 17., 18., 19.}}, {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.}, {35., 36., 37., 38., 39.}}, {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.}, {55., 56., 57., 58., 59.}}}',
     '{5, 4, 2}', (3, 4, 1, 5, 1, 1),
     '{{{{{{0.}}, {{1.}}, {{2.}}, {{3.}}, {{4.}}}}, {{{{5.}}, {{6.}}, {{7.}}, {{8.}}, {{9.}}}}, {{{{10.}}, {{11.}}, {{12.}}, {{13.}}, {{14.}}}}, {{{{15.}}, {{16.}}, {{17.}}, {{18.}}, {{19.}}}}}, {{{{{20.}}, {{21.}}, {{22.}}, {{23.}}, {{24.}}}}, {{{{25.}}, {{26.}}, {{27.}}, {{28.}}, {{29.}}}}, {{{{30.}}, {{31.}}, {{32.}}, {{33.}}, {{34.}}}}, {{{{35.}}, {{36.}}, {{37.}}, {{38.}}, {{39.}}}}}, {{{{{40.}}, {{41.}}, {{42.}}, {{43.}}, {{44.}}}}, {{{{45.}}, {{46.}}, {{47.}}, {{48.}}, {{49.}}}}, {{{{50.}}, {{51.}}, {{52.}}, {{53.}}, {{54.}}}}, {{{{55.}}, {{56.}}, {{57.}}, {{58.}}, {{59.}}}}}}'),
]


@pytest.mark.parametrize("name,data,axes,shape,expected", SEED_CASES,
                         ids=[c[0] for c in SEED_CASES])
def test_seed_examples(session, name, data, axes, shape, expected):
    assert run(session, "Unsqueeze[%s, %s]" % (data, axes)) == (expected, [])
    assert dimensions(session.evaluate("Unsqueeze[%s, %s]" % (data, axes))) == list(shape)


def test_seed_description_example(session):
    """Shape [3, 4, 5] with axes [0, 4] gives shape [1, 3, 4, 5, 1]."""
    r = session.evaluate("Unsqueeze[%s, {0, 4}]" % SEED_CASES[1][1])
    assert dimensions(r) == [1, 3, 4, 5, 1] and session.messages == []


SPEC_EXAMPLES = [
    ("Unsqueeze[5, {0}]", "{5}"),
    ("Unsqueeze[5, {0, -1}]", "{{5}}"),
    ('Unsqueeze[{"a", "b"}, 1]', "{{a}, {b}}"),
    ("Unsqueeze[{True, False}, {0}]", "{{True, False}}"),
    ("Unsqueeze[{1, 2, 3}, {}]", "{1, 2, 3}"),
    ("Unsqueeze[x, {}]", "x"),
    ("Unsqueeze[{1, 2, 3}, -1]", "{{1}, {2}, {3}}"),
    ("Unsqueeze[{1, 2, 3}, {-1, 0}]", "{{{1}, {2}, {3}}}"),
    ("Unsqueeze[{I, 1/2, 2.5, x + y, f[x]}, 1]", "{{I}, {1/2}, {2.5}, {x + y}, {f[x]}}"),
    ("Unsqueeze[{{1, 2}, {3}}, 1]", "{{{1, 2}}, {{3}}}"),
    ("Unsqueeze[{}, 0]", "{{}}"),
    ("Unsqueeze[{}, 1]", "{}"),
    ("Squeeze[{{{1, 2, 3}}}]", "{1, 2, 3}"),
    ("Squeeze[{{{1}, {2}, {3}}}, -1]", "{{1, 2, 3}}"),
    ("Squeeze[{{{1}, {2}, {3}}}, {0, 2}]", "{1, 2, 3}"),
    ("Squeeze[{{5}}]", "5"),
    ("Squeeze[x]", "x"),
    ("Squeeze[{1, 2}]", "{1, 2}"),
    ("Squeeze[{{1, 2}}, {}]", "{{1, 2}}"),
    ('Squeeze[{{"a"}, {"b"}}, 1]', "{a, b}"),
    ("Squeeze[{{{0., 1., 2.}}, {{3., 4., 5.}}}]", "{{0., 1., 2.}, {3., 4., 5.}}"),
]


@pytest.mark.parametrize("text,expected", SPEC_EXAMPLES)
def test_spec_examples(session, text, expected):
    assert run(session, text) == (expected, [])


@pytest.mark.parametrize("case", SEED_CASES, ids=[c[0] for c in SEED_CASES])
def test_round_trip(session, case):
    _, data, axes, _, _ = case
    assert run(session, "Squeeze[Unsqueeze[%s, %s], %s] === %s" % (data, axes, axes, data)) \
        == ("True", [])


def test_usage_and_attributes(session):
    from mathilda.core.registry import load_all
    specs = load_all()
    assert specs["Unsqueeze"].usage.startswith("Unsqueeze[data, axes] inserts")
    assert specs["Squeeze"].usage.startswith("Squeeze[data, axes] removes")
    assert run(session, "Attributes[Unsqueeze]") == ("{Protected}", [])
    assert run(session, "Attributes[Squeeze]") == ("{Protected}", [])
    # every seed example is an executable usage example, with its exact data
    inputs = [e[0] for e in specs["Unsqueeze"].examples]
    for _, data, axes, _, expected in SEED_CASES:
        assert "Unsqueeze[%s, %s]" % (data, axes) in inputs


BAD = [
    ("Unsqueeze[{1, 2, 3}, {0, 4}]",
     "Unsqueeze::axrange: Axis 4 is out of range: for output rank 3 an axis must lie between "
     "-3 and 2."),
    ("Unsqueeze[{1, 2, 3}, {-4}]",
     "Unsqueeze::axrange: Axis -4 is out of range: for output rank 2 an axis must lie "
     "between -2 and 1."),
    ("Unsqueeze[{1, 2, 3}, {1, 1}]",
     "Unsqueeze::dupaxes: The axes {1, 1} normalise to {1, 1}, which has duplicate entries."),
    ("Unsqueeze[{{{1}}}, {1, -4}]",
     "Unsqueeze::dupaxes: The axes {1, -4} normalise to {1, 1}, which has duplicate "
     "entries."),
    ("Unsqueeze[{1, 2, 3}, {0.5}]",
     "Unsqueeze::axint: Axes {0.5} should be an integer or a list of integers."),
    ("Unsqueeze[{1, 2, 3}, x]",
     "Unsqueeze::axint: Axes x should be an integer or a list of integers."),
    ("Unsqueeze[{1, 2, 3}, {{0}}]",
     "Unsqueeze::axint: Axes {{0}} should be an integer or a list of integers."),
    ("Squeeze[{{1, 2}}, {1}]",
     "Squeeze::sqlen: Axis 1 cannot be squeezed: its length is 2, not 1."),
    ("Squeeze[{{1, 2}}, 2]",
     "Squeeze::axrange: Axis 2 is out of range: for an array of rank 2 an axis must lie "
     "between -2 and 1."),
    ("Squeeze[5, 0]",
     "Squeeze::axrange: Axis 0 is out of range: for an array of rank 0 an axis must lie "
     "between 0 and -1."),
    ("Squeeze[{{1}}, {0, -2}]",
     "Squeeze::dupaxes: The axes {0, -2} normalise to {0, 0}, which has duplicate entries."),
    ('Squeeze[{{1}}, "a"]',
     'Squeeze::axint: Axes "a" should be an integer or a list of integers.'),
]


@pytest.mark.parametrize("text,message", BAD)
def test_bad_input(session, text, message):
    out, messages = run(session, text)
    assert messages == [message]
    assert out == text.replace('"', "")


@pytest.mark.parametrize("text", ["Unsqueeze[]", "Unsqueeze[{1}]", "Unsqueeze[{1}, 0, 1]",
                                  "Squeeze[]", "Squeeze[{1}, 0, 1]"])
def test_wrong_argument_counts(session, text):
    out, messages = run(session, text)
    assert out == text
    assert len(messages) == 1 and messages[0].split("::")[0] == text.split("[")[0]


TOUR = [c[4] for c in SEED_CASES[:5]] + [SEED_CASES[5][4], SEED_CASES[7][4], SEED_CASES[6][4]] + [
    "{5}", "{{5}}", "{{a}, {b}}", "{{True, False}}", "True", "{1, 2, 3}", "{{1, 2, 3}}",
    "Unsqueeze[{1, 2, 3}, {0, 4}]", "Unsqueeze[{1, 2, 3}, {1, 1}]",
]


def test_example_tour():
    import os
    path = os.path.join(os.path.dirname(__file__), "..", "examples", "unsqueeze.m")
    s = Session()
    with open(path) as f:
        s.evaluate(f.read())
    assert s.printed == TOUR
    assert [str(m) for m in s.messages] == [BAD[0][1], BAD[2][1]]


# --- packed arrays: O(1) views of the same buffer ---------------------------------------------

from mathilda.core.expr import E, Real  # noqa: E402,F811
from mathilda.core.packed import PackedArray, unpack  # noqa: E402


@pytest.mark.parametrize("dtype", ["int64", "float64", "complex128"])
def test_packed_unsqueeze_and_squeeze_share_the_buffer(session, dtype):
    a = (np.arange(60) + (1j if dtype == "complex128" else 0)).astype(dtype).reshape(3, 4, 5)
    p = PackedArray(a)
    axes = PackedArray(np.array([5, 4, 2]))
    r = session.evaluate(E("Unsqueeze", p, axes))
    assert type(r) is PackedArray and r.array.dtype == a.dtype
    assert r.array.shape == (3, 4, 1, 5, 1, 1) and np.shares_memory(r.array, a)
    assert r == session.evaluate(E("Unsqueeze", unpack(p), axes))
    back = session.evaluate(E("Squeeze", r, Expression(S.List, (Integer(2), Integer(-1),
                                                                 Integer(-2)))))
    assert type(back) is PackedArray and back.array.shape == (3, 4, 5)
    assert np.shares_memory(back.array, a) and back == p
    assert session.messages == []


def test_packed_squeeze_to_a_scalar(session):
    assert session.evaluate(E("Squeeze", PackedArray(np.array([[2.5]])))) == Real(2.5)
    assert session.evaluate(E("Squeeze", PackedArray(np.array([[7]])))) == Integer(7)


def test_packed_bad_axes(session):
    r = session.evaluate(E("Unsqueeze", PackedArray(np.arange(3)),
                           PackedArray(np.array([0.5, 1.0]))))
    assert r.head is S.Unsqueeze and [m.tag for m in session.messages] == ["axint"]
    r = session.evaluate(E("Squeeze", PackedArray(np.arange(3).reshape(1, 3)), Integer(1)))
    assert r.head is S.Squeeze and [m.tag for m in session.messages] == ["sqlen"]


def test_example_tour_through_the_cli():
    """The script run by the ``mathilda`` command: stdout is what it Prints, messages go to
    stderr."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ)
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    p = subprocess.run([sys.executable, "-m", "mathilda",
                        os.path.join(root, "examples", "unsqueeze.m")],
                       capture_output=True, text=True, env=env, timeout=120)
    assert p.returncode == 0
    assert p.stdout.splitlines() == TOUR
    assert p.stderr.splitlines() == [BAD[0][1], BAD[2][1]]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(case=tensors_and_unsqueeze_axes(), packed=st.booleans())
def test_builtins_against_numpy_and_round_trip(session, case, packed):
    """Through the builtins, nested or packed: shape and content as numpy.expand_dims, and
    Squeeze[Unsqueeze[x, axes], axes] === x."""
    a, axes = case
    x = PackedArray(a) if packed and a.ndim else to_expr(a)
    ax = Expression(S.List, tuple(Integer(v) for v in axes))
    r = session.evaluate(E("Unsqueeze", x, ax))
    expected = np.expand_dims(a, tuple(axes)) if axes else a
    assert r == to_expr(expected) and session.messages == []
    assert dimensions(r) == list(expected.shape)
    assert (type(r) is PackedArray) == (packed and a.ndim > 0)
    back = session.evaluate(E("SameQ", E("Squeeze", r, ax), x))
    assert back is S["True"] and session.messages == []
