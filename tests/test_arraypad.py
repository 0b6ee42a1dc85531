"""ArrayPad: the seed's examples, the spec's examples and rules, property tests against
numpy.pad, the spec's recursive scheme definitions against the closed forms, corners in 2-D
and 3-D for every scheme, bad input, and the NumPy path against the general path."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.algorithms.arrays.shape import dimensions
from mathilda.algorithms.arrays.pad import pad_fill, pad_scheme
from mathilda.algorithms.arrays.pad_numpy import pad_cyclic_np, pad_fill_np, pad_scheme_np
from mathilda.algorithms.arrays.pad_plans import SCHEMES, level_plan, plan_cell

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


# --- helpers: NumPy <-> nested Lists (independent of the bridges) -----------------------------

def to_expr(a):
    a = np.asarray(a)
    if a.ndim:
        return Expression(S.List, tuple(to_expr(x) for x in a))
    return Integer(int(a)) if a.dtype.kind in "iu" else Real(float(a))


def typed(e):
    if isinstance(e, Expression) and e.head is S.List:
        return [typed(x) for x in e.args]
    return (type(e).__name__, e.value)


def typed_np(a):
    if a.ndim:
        return [typed_np(x) for x in a]
    return ("Integer", int(a)) if a.dtype.kind in "iu" else ("Real", float(a))


NUMPY_MODES = {
    "Fixed": dict(mode="edge"),
    "Periodic": dict(mode="wrap"),
    "Reflected": dict(mode="reflect"),
    "Reversed": dict(mode="symmetric"),
    "ReflectedDifferences": dict(mode="reflect", reflect_type="odd"),
    "ReversedDifferences": dict(mode="symmetric", reflect_type="odd"),
}
MAX_PAD = {1: 12, 2: 7, 3: 4, 4: 3}


@st.composite
def int_arrays_and_amounts(draw, min_len=1):
    rank = draw(st.integers(1, 4))
    shape = draw(st.lists(st.integers(min_len, 4 if rank < 4 else 3), min_size=rank,
                          max_size=rank))
    flat = draw(st.lists(st.integers(-50, 50), min_size=int(np.prod(shape)),
                         max_size=int(np.prod(shape))))
    m = MAX_PAD[rank]
    amounts = draw(st.lists(st.tuples(st.integers(0, m), st.integers(0, m)), min_size=rank,
                            max_size=rank))
    return np.array(flat, dtype=np.int64).reshape(shape), amounts


# --- property tests against numpy.pad ---------------------------------------------------------

@pytest.mark.parametrize("scheme", sorted(NUMPY_MODES))
@SETTINGS
@given(data=st.data())
def test_general_path_matches_numpy_pad(scheme, data):
    min_len = 2 if scheme in ("Reflected", "ReflectedDifferences") else 1
    a, amounts = data.draw(int_arrays_and_amounts(min_len))
    e = to_expr(a)
    got = pad_scheme(e, dimensions(e), amounts, scheme)
    assert typed(got) == typed_np(np.pad(a, amounts, **NUMPY_MODES[scheme]))


@pytest.mark.parametrize("scheme", sorted(NUMPY_MODES))
@SETTINGS
@given(data=st.data())
def test_numpy_path_matches_numpy_pad(scheme, data):
    min_len = 2 if scheme in ("Reflected", "ReflectedDifferences") else 1
    a, amounts = data.draw(int_arrays_and_amounts(min_len))
    got = pad_scheme_np(a, amounts, scheme)
    expected = np.pad(a, amounts, **NUMPY_MODES[scheme])
    assert got.dtype == expected.dtype and np.array_equal(got, expected)


@SETTINGS
@given(data=st.data(), c=st.integers(-5, 5))
def test_constant_matches_numpy_pad(data, c):
    a, amounts = data.draw(int_arrays_and_amounts())
    e = to_expr(a)
    expected = np.pad(a, amounts, constant_values=c)
    assert typed(pad_fill(e, dimensions(e), amounts, Integer(c))) == typed_np(expected)
    assert np.array_equal(pad_fill_np(a, amounts, c), expected)


@SETTINGS
@given(data=st.data())
def test_cyclic_block_against_tiling(data):
    a, amounts = data.draw(int_arrays_and_amounts())
    bshape = data.draw(st.lists(st.integers(1, 3), min_size=1, max_size=a.ndim))
    block = np.arange(100, 100 + int(np.prod(bshape))).reshape(bshape)
    e = to_expr(a)
    got = typed(pad_fill(e, dimensions(e), amounts, to_expr(block)))
    # reference: every added cell takes block[[Mod[i_k, len_k] + 1, ...]]
    out_shape = [n + lo + hi for n, (lo, hi) in zip(a.shape, amounts)]
    ref = np.empty(out_shape, dtype=np.int64)
    for pos in np.ndindex(*out_shape):
        idx = tuple(p - lo for p, (lo, _) in zip(pos, amounts))
        if all(0 <= i < n for i, n in zip(idx, a.shape)):
            ref[pos] = a[idx]
        else:
            ref[pos] = block[tuple(i % n for i, n in zip(idx, block.shape))]
    assert got == typed_np(ref)
    assert np.array_equal(pad_cyclic_np(a, amounts, block), ref)


@st.composite
def arrays_any_amounts(draw):
    rank = draw(st.integers(1, 3))
    shape = draw(st.lists(st.integers(2, 4), min_size=rank, max_size=rank))
    n = int(np.prod(shape))
    if draw(st.booleans()):
        a = np.array(draw(st.lists(st.integers(-20, 20), min_size=n, max_size=n)),
                     dtype=np.int64)
    else:
        a = np.array(draw(st.lists(st.floats(-1e3, 1e3, allow_nan=False), min_size=n,
                                   max_size=n)), dtype=np.float64)
    k = draw(st.integers(1, rank))
    amounts = draw(st.lists(st.tuples(st.integers(-4, 6), st.integers(-4, 6)), min_size=k,
                            max_size=k))
    return a.reshape(shape), amounts


@pytest.mark.parametrize("scheme", SCHEMES)
@SETTINGS
@given(case=arrays_any_amounts(), order=st.sampled_from([0, 1, 2, 3, None]))
def test_numpy_path_identical_to_general_path(scheme, case, order):
    """Value and type, bit for bit (reals too), with trimming and partial levels."""
    a, amounts = case
    if not _pads_allowed(a, amounts, scheme):      # the builtin says mindimsize
        return
    e = to_expr(a)
    general = pad_scheme(e, dimensions(e), amounts, scheme, order)
    vectorised = pad_scheme_np(a, amounts, scheme, order)
    assert typed(general) == typed_np(vectorised)


# --- the spec's recursive definitions against the closed forms ------------------------------

def _spec_cell(scheme, t, L, order):
    """The spec table, literally (recursive), as a coefficient dict over v[0..L-1]."""
    def v(i):
        return {i: 1}

    def lin(*terms):
        out = {}
        for c, d in terms:
            for k, x in d.items():
                out[k] = out.get(k, 0) + c * x
        return {k: x for k, x in out.items() if x}

    if scheme == "ReflectedDifferences":
        def w(t):
            if 0 <= t < L:
                return v(t)
            if t < 0:
                return lin((2, v(0)), (-1, w(-t)))
            return lin((2, v(L - 1)), (-1, w(2 * (L - 1) - t)))
        return w(t)
    if scheme == "ReversedDifferences":
        def w(t):
            if 0 <= t < L:
                return v(t)
            if t < 0:
                return lin((2, v(0)), (-1, w(-1 - t)))
            return lin((2, v(L - 1)), (-1, w(2 * L - 1 - t)))
        return w(t)
    if scheme == "Extrapolated":
        from math import comb
        d = L - 1 if order is None else min(order, L - 1)
        known = {i: v(i) for i in range(L)}
        step = -1 if t < 0 else 1
        cur = -1 if t < 0 else L
        while True:
            nb = [known[cur - step * i] for i in range(1, d + 2)]
            known[cur] = lin(*[((-1) ** (i + 1) * comb(d + 1, i), nb[i - 1])
                               for i in range(1, d + 2)])
            if cur == t:
                return known[cur]
            cur += step
    raise ValueError(scheme)


def _as_dict(entry):
    return {entry: 1} if type(entry) is int else dict(entry)


@pytest.mark.parametrize("scheme", ["ReflectedDifferences", "ReversedDifferences"])
def test_difference_closed_forms_follow_the_spec_recursion(scheme):
    for L in range(2, 6):
        for t in list(range(-13, 0)) + list(range(L, L + 13)):
            assert _as_dict(plan_cell(scheme, t, L)) == _spec_cell(scheme, t, L, 1), (L, t)


@pytest.mark.parametrize("order", [0, 1, 2, 3, 5, None])
def test_extrapolation_closed_form_follows_the_spec_recurrence(order):
    for L in range(1, 6):
        for t in list(range(-9, 0)) + list(range(L, L + 9)):
            assert _as_dict(plan_cell("Extrapolated", t, L, order)) == \
                _spec_cell("Extrapolated", t, L, order), (L, t, order)


def test_level_plans_trim_and_pad():
    # a negative side trims first; the scheme extends the trimmed fiber v[1:4]
    assert level_plan("Periodic", 4, -1, 2) == [1, 2, 3, 1, 2]
    assert level_plan("Reflected", 4, -1, 3) == [1, 2, 3, 2, 1, 2]
    assert level_plan("Fixed", 4, 2, -3) == [0, 0, 0]
    assert level_plan("Fixed", 3, -5, 1) == []
    assert level_plan("Fixed", 0, 3, 3) is None


# --- mixed signs: trim, then pad the trimmed fiber (spec, "Padding values") -----------------

def _spec_value_cell(scheme, t, L, order):
    """Any scheme's cell at t (outside [0, L)) as a coefficient dict, from the spec table."""
    if scheme == "Fixed":
        return {0 if t < 0 else L - 1: 1}
    if scheme == "Periodic":
        return {t % L: 1}
    if scheme in ("Reversed", "ReversedNegation"):
        p = t % (2 * L)
        if p < L:
            return {p: 1}
        return {2 * L - 1 - p: 1 if scheme == "Reversed" else -1}
    if scheme == "Reflected":
        p = t % (2 * L - 2)
        return {p if p < L else 2 * L - 2 - p: 1}
    return _spec_cell(scheme, t, L, order)


def _reference_pad(a, amounts, scheme, order):
    """The spec's rule written directly: per level, outer first, slice away the negative
    sides, then build each added cell from the trimmed fiber (whole sub-arrays combined)."""
    for axis, (lo, hi) in enumerate(amounts):
        L = a.shape[axis]
        if L == 0:
            continue
        start = -lo if lo < 0 else 0
        stop = max(L + hi if hi < 0 else L, start)
        a = np.take(a, range(start, stop), axis=axis)
        n = stop - start
        if n == 0:
            continue
        cells = []
        for t in range(-max(lo, 0), n + max(hi, 0)):
            if 0 <= t < n:
                cells.append(np.take(a, [t], axis=axis))
            else:
                d = _spec_value_cell(scheme, t, n, order)
                cells.append(sum(c * np.take(a, [i], axis=axis) for i, c in d.items()))
        a = np.concatenate(cells, axis=axis)
    return a


@st.composite
def mixed_sign_cases(draw):
    rank = draw(st.integers(1, 3))
    shape = draw(st.lists(st.integers(1, 5), min_size=rank, max_size=rank))
    n = int(np.prod(shape))
    a = np.array(draw(st.lists(st.integers(-9, 9), min_size=n, max_size=n)),
                 dtype=np.int64).reshape(shape)
    k = draw(st.integers(1, rank))
    amounts = []
    for axis in range(k):
        lo, hi = draw(st.integers(-4, 5)), draw(st.integers(-4, 5))
        if draw(st.booleans()):              # mostly one side negative, one positive
            lo, hi = -abs(lo) - 1, abs(hi) + 1
            if draw(st.booleans()):
                lo, hi = hi, lo
        amounts.append((lo, hi))
    return a, amounts


def _pads_allowed(a, amounts, scheme):
    from mathilda.algorithms.arrays.pad import check_mindimsize
    return check_mindimsize(list(a.shape), amounts, scheme)


@pytest.mark.parametrize("scheme", SCHEMES)
@SETTINGS
@given(case=mixed_sign_cases(), order=st.sampled_from([0, 1, 2, 3, None]))
def test_mixed_signs_trim_then_pad_on_both_paths(scheme, case, order):
    a, amounts = case
    if not _pads_allowed(a, amounts, scheme):
        return
    ref = _reference_pad(a, amounts, scheme, order)
    e = to_expr(a)
    general = pad_scheme(e, dimensions(e), amounts, scheme, order)
    vectorised = pad_scheme_np(a, amounts, scheme, order)
    assert typed(general) == typed_np(ref)
    assert vectorised is not None and np.array_equal(vectorised, ref)
    assert vectorised.shape == ref.shape


def test_mindimsize_is_judged_on_the_trimmed_length():
    from mathilda.algorithms.arrays.pad import check_mindimsize
    assert not check_mindimsize([3], [(-2, 1)], "Reflected")       # one element left
    assert check_mindimsize([3], [(-1, 1)], "Reflected")
    assert check_mindimsize([1], [(0, 0)], "Reflected")
    assert not check_mindimsize([4, 3], [(1, 1), (1, -2)], "ReversedDifferences")


# --- end to end: through a Session, exact printed text and messages ---------------------------

from mathilda.session import Session  # noqa: E402


@pytest.fixture(scope="module")
def session():
    return Session()


def run(s, text):
    r = s.evaluate(text)
    return str(r), [str(m) for m in s.messages]


SEED_EXAMPLES = [
    ("ArrayPad[{1, 2, 3}, 1]", "{0, 1, 2, 3, 0}"),
    ('ArrayPad[{1, 2, 3}, 2, "Fixed"]', "{1, 1, 1, 2, 3, 3, 3}"),
    ('ArrayPad[{a, b, c}, 3, "Extrapolated"]',
     "{4 a - 3 b, 3 a - 2 b, 2 a - b, a, b, c, -b + 2 c, -2 b + 3 c, -3 b + 4 c}"),
    ("ArrayPad[Range[10], -2]", "{3, 4, 5, 6, 7, 8}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, 1]", "{{0, 0, 0, 0}, {0, 1, 2, 0}, {0, 3, 4, 0}, {0, 0, 0, 0}}"),
    ("ArrayPad[{1, 2, 3, 4}, {2, 0}]", "{0, 0, 1, 2, 3, 4}"),
    ('ArrayPad[{1, 2, 3}, 2, "Periodic"]', "{2, 3, 1, 2, 3, 1, 2}"),
    ('ArrayPad[{1, 2, 3}, 2, "Reflected"]', "{3, 2, 1, 2, 3, 2, 1}"),
]

SPEC_EXAMPLES = [
    ("ArrayPad[{{1, 2}, {3, 4}}, {{1}}]", "{0, {1, 2}, {3, 4}, 0}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, {{-1, 2}, {1, 3}}]",
     "{{0, 3, 4, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}"),
    ("ArrayPad[{1, 2, 3}, 2, x]", "{x, x, 1, 2, 3, x, x}"),
    ("ArrayPad[{1, 2, 3}, 2, {x, y}]", "{x, y, 1, 2, 3, y, x}"),
    ('ArrayPad[{{}, {}}, 1, "Fixed"]', "{{}, {}, {}, {}}"),
    ("ArrayPad[{{}, {}}, 1, x]", "{{x, x}, {x, x}, {x, x}, {x, x}}"),
    ('ArrayPad[{{1, 2, 4}}, {{0, 0}, {1, 2}}, "ReflectedDifferences"]',
     "{{0, 1, 2, 4, 6, 7}}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, {{1}, {0}}]", "{{0, 0}, {1, 2}, {3, 4}, {0, 0}}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, {{0}, {1}}]", "{{0, 1, 2, 0}, {0, 3, 4, 0}}"),
    ('ArrayPad[{a, b, c}, 4, "Periodic"]', "{c, a, b, c, a, b, c, a, b, c, a}"),
    ('ArrayPad[{a, b, c}, 4, "Reversed"]', "{c, c, b, a, a, b, c, c, b, a, a}"),
    ('ArrayPad[{a, b, c}, 4, "ReversedNegation"]', "{c, -c, -b, -a, a, b, c, -c, -b, -a, a}"),
    ('ArrayPad[{a, b, c}, 4, "Reflected"]', "{a, b, c, b, a, b, c, b, a, b, c}"),
    ('ArrayPad[{a, b, c}, 3, "ReflectedDifferences"]',
     "{2 a + b - 2 c, 2 a - c, 2 a - b, a, b, c, -b + 2 c, -a + 2 c, -2 a + b + 2 c}"),
    ('ArrayPad[{a, b, c}, 4, "ReversedDifferences"]',
     "{2 a - c, 2 a - c, 2 a - b, a, a, b, c, c, -b + 2 c, -a + 2 c, -a + 2 c}"),
    ('ArrayPad[{1, 5, 7, 8}, {0, 3}, "Extrapolated"]', "{1, 5, 7, 8, 9, 10, 11}"),
    ('ArrayPad[{1, 5, 7, 8}, {0, 3}, "Extrapolated", InterpolationOrder -> 2]',
     "{1, 5, 7, 8, 8, 7, 5}"),
    ('ArrayPad[{1, 5, 7, 8}, {0, 3}, "Extrapolated", InterpolationOrder -> Infinity]',
     "{1, 5, 7, 8, 9, 11, 15}"),
]

MORE_EXAMPLES = [
    # the forms
    ("ArrayPad[{1, 2, 3}, {2}]", "{0, 0, 1, 2, 3, 0, 0}"),
    ("ArrayPad[{1, 2, 3}, {1, 2}]", "{0, 1, 2, 3, 0, 0}"),
    ("ArrayPad[{1, 2, 3}, 0]", "{1, 2, 3}"),
    ("ArrayPad[{}, 1]", "{0, 0}"),
    ("ArrayPad[{1, 2, 3}, -5]", "{}"),
    ("ArrayPad[Range[10], {-3, 2}]", "{4, 5, 6, 7, 8, 9, 10, 0, 0}"),
    ("ArrayPad[{1, 2, 3}, {-5, 2}]", "{}"),
    # a negative side trims first, then the scheme extends the trimmed fiber
    ('ArrayPad[Range[4], {-1, 2}, "Periodic"]', "{2, 3, 4, 2, 3}"),
    ('ArrayPad[{6, -6, 5, 5}, {{-1, 3}}, "Reflected"]', "{-6, 5, 5, 5, -6, 5}"),
    ('ArrayPad[{1, 2, 3, 4, 5}, {-1, 2}, "Periodic"]', "{2, 3, 4, 5, 2, 3}"),
    ('ArrayPad[{1, 2, 3, 4, 5}, {2, -1}, "Reversed"]', "{2, 1, 1, 2, 3, 4}"),
    ('ArrayPad[{1, 2, 3, 4, 5}, {-2, 2}, "Fixed"]', "{3, 4, 5, 5, 5}"),
    ('ArrayPad[{1, 2, 4, 8}, {-1, 2}, "Extrapolated"]', "{2, 4, 8, 12, 16}"),
    ('ArrayPad[{1, 2, 4, 8}, {-1, 2}, "Extrapolated", InterpolationOrder -> 2]',
     "{2, 4, 8, 14, 22}"),
    ('ArrayPad[{a, b, c, d}, {-1, 2}, "ReflectedDifferences"]',
     "{b, c, d, -c + 2 d, -b + 2 d}"),
    ('ArrayPad[{a, b, c, d}, {2, -1}, "ReversedNegation"]', "{-b, -a, a, b, c}"),
    ('ArrayPad[{1, 2, 3, 4}, {-1, 2}, x]', "{2, 3, 4, x, x}"),
    ('ArrayPad[{1, 2, 3, 4}, {-1, 2}, {x, y}]', "{2, 3, 4, x, y}"),
    ('ArrayPad[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, {{-1, 1}, {1, -1}}, "Periodic"]',
     "{{5, 4, 5}, {8, 7, 8}, {5, 4, 5}}"),
    ('ArrayPad[{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}, {{-1, 1}, {1, -1}}, "Reflected"]',
     "{{5, 4, 5}, {8, 7, 8}, {5, 4, 5}}"),
    ('ArrayPad[Range[4], {2, -3}, "Fixed"]', "{1, 1, 1}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, {1, 0}]", "{{0, 0, 0}, {0, 1, 2}, {0, 3, 4}}"),
    ("ArrayPad[{{1, 2}, {3}}, 1]", "{0, {1, 2}, {3}, 0}"),
    ("ArrayPad[{f[1], f[2]}, 1]", "{0, f[1], f[2], 0}"),
    # constants and cyclic blocks
    ("ArrayPad[{1, 2}, 1, f[x]]", "{f[x], 1, 2, f[x]}"),
    ("ArrayPad[{1, 2}, 1, 1/2]", "{1/2, 1, 2, 1/2}"),
    ("ArrayPad[{1., 2.}, 1]", "{0, 1., 2., 0}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, 1, {x, y}]",
     "{{y, y, y, y}, {x, 1, 2, x}, {y, 3, 4, y}, {x, x, x, x}}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, 1, {{a, b}, {c, d}}]",
     "{{d, c, d, c}, {b, 1, 2, a}, {d, 3, 4, c}, {b, a, b, a}}"),
    ("ArrayPad[{1, 2, 3}, {1, 4}, {x, y, z}]", "{z, 1, 2, 3, x, y, z, x}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, {{1}}, {{a, b}, {c, d}}]",
     "{{c, d}, {1, 2}, {3, 4}, {a, b}}"),
    # several levels at once: sub-arrays are combined elementwise
    ('ArrayPad[{{1, 2}, {3, 4}}, {{1}}, "Extrapolated"]', "{{-1, 0}, {1, 2}, {3, 4}, {5, 6}}"),
    ('ArrayPad[{{1, 2}, {3, 4}}, {{1}}, "Fixed"]', "{{1, 2}, {1, 2}, {3, 4}, {3, 4}}"),
    # reals stay reals, rationals stay exact
    ('ArrayPad[{0.5, 1.5}, 2, "Extrapolated"]', "{-1.5, -0.5, 0.5, 1.5, 2.5, 3.5}"),
    ('ArrayPad[{1/2, 1}, 1, "Extrapolated"]', "{0, 1/2, 1, 3/2}"),
    ('ArrayPad[{1, 2.5}, 1, "Extrapolated"]', "{-0.5, 1, 2.5, 4.}"),
    ('ArrayPad[{1., 2.}, 1, "ReversedNegation"]', "{-1., 1., 2., -2.}"),
    ('ArrayPad[{0., 2.}, 1, "ReversedNegation"]', "{0., 0., 2., -2.}"),
    # symbolic entries that are sums are expanded
    ('ArrayPad[{x + y, z}, {1, 0}, "Extrapolated"]', "{2 x + 2 y - z, x + y, z}"),
    # empty levels: value-dependent schemes leave them
    ('ArrayPad[{}, 2, "Periodic"]', "{}"),
    ('ArrayPad[{{}, {}}, 1, "Extrapolated"]', "{{}, {}, {}, {}}"),
    # single elements
    ('ArrayPad[{a}, 2, "Periodic"]', "{a, a, a, a, a}"),
    ('ArrayPad[{a}, 2, "Extrapolated"]', "{a, a, a, a, a}"),
    ('ArrayPad[{a}, 2, "ReversedNegation"]', "{a, -a, a, -a, a}"),
    ('ArrayPad[{a}, {-1, 0}, "Reflected"]', "{}"),
]


@pytest.mark.parametrize("text,expected", SEED_EXAMPLES + SPEC_EXAMPLES + MORE_EXAMPLES)
def test_examples(session, text, expected):
    assert run(session, text) == (expected, [])


EXTRAPOLATED = [
    ("0", "{a, a, a, b, c, d, d, d}"),
    ("1", "{3 a - 2 b, 2 a - b, a, b, c, d, -c + 2 d, -2 c + 3 d}"),
    ("2", "{6 a - 8 b + 3 c, 3 a - 3 b + c, a, b, c, d, b - 3 c + 3 d, 3 b - 8 c + 6 d}"),
    ("3", "{10 a - 20 b + 15 c - 4 d, 4 a - 6 b + 4 c - d, a, b, c, d, "
          "-a + 4 b - 6 c + 4 d, -4 a + 15 b - 20 c + 10 d}"),
    ("Infinity", "{10 a - 20 b + 15 c - 4 d, 4 a - 6 b + 4 c - d, a, b, c, d, "
                 "-a + 4 b - 6 c + 4 d, -4 a + 15 b - 20 c + 10 d}"),
    ("7", "{10 a - 20 b + 15 c - 4 d, 4 a - 6 b + 4 c - d, a, b, c, d, "
          "-a + 4 b - 6 c + 4 d, -4 a + 15 b - 20 c + 10 d}"),
]


@pytest.mark.parametrize("order,expected", EXTRAPOLATED)
def test_extrapolated_symbolic_orders(session, order, expected):
    text = 'ArrayPad[{a, b, c, d}, 2, "Extrapolated", InterpolationOrder -> %s]' % order
    assert run(session, text) == (expected, [])


def test_reversed_negation_symbolic(session):
    assert run(session, 'ArrayPad[{a, b}, 5, "ReversedNegation"]') == (
        "{-a, a, b, -b, -a, a, b, -b, -a, a, b, -b}", [])


# --- corners: 2-D and 3-D, every scheme -------------------------------------------------------

CORNERS_2D = [
    ("Fixed", 1, "{{1, 1, 2, 2}, {1, 1, 2, 2}, {3, 3, 4, 4}, {3, 3, 4, 4}}"),
    ("Periodic", 1, "{{4, 3, 4, 3}, {2, 1, 2, 1}, {4, 3, 4, 3}, {2, 1, 2, 1}}"),
    ("Reversed", 2, "{{4, 3, 3, 4, 4, 3}, {2, 1, 1, 2, 2, 1}, {2, 1, 1, 2, 2, 1}, "
                    "{4, 3, 3, 4, 4, 3}, {4, 3, 3, 4, 4, 3}, {2, 1, 1, 2, 2, 1}}"),
    ("Reflected", 1, "{{4, 3, 4, 3}, {2, 1, 2, 1}, {4, 3, 4, 3}, {2, 1, 2, 1}}"),
    ("ReversedNegation", 1, "{{1, -1, -2, 2}, {-1, 1, 2, -2}, {-3, 3, 4, -4}, {3, -3, -4, 4}}"),
    ("ReflectedDifferences", 1,
     "{{-2, -1, 0, 1}, {0, 1, 2, 3}, {2, 3, 4, 5}, {4, 5, 6, 7}}"),
    ("ReversedDifferences", 2,
     "{{-2, -1, -1, 0, 0, 1}, {0, 1, 1, 2, 2, 3}, {0, 1, 1, 2, 2, 3}, {2, 3, 3, 4, 4, 5}, "
     "{2, 3, 3, 4, 4, 5}, {4, 5, 5, 6, 6, 7}}"),
    ("Extrapolated", 1, "{{-2, -1, 0, 1}, {0, 1, 2, 3}, {2, 3, 4, 5}, {4, 5, 6, 7}}"),
]


@pytest.mark.parametrize("scheme,m,expected", CORNERS_2D)
def test_corners_2d(session, scheme, m, expected):
    assert run(session, 'ArrayPad[{{1, 2}, {3, 4}}, %d, "%s"]' % (m, scheme)) == (expected, [])


def test_symbolic_corners_2d(session):
    assert run(session, 'ArrayPad[{{a, b}, {c, d}}, 1, "ReflectedDifferences"]') == (
        "{{4 a - 2 b - 2 c + d, 2 a - c, 2 b - d, -2 a + 4 b + c - 2 d}, "
        "{2 a - b, a, b, -a + 2 b}, {2 c - d, c, d, -c + 2 d}, "
        "{-2 a + b + 4 c - 2 d, -a + 2 c, -b + 2 d, a - 2 b - 2 c + 4 d}}", [])
    assert run(session, 'ArrayPad[{{a, b}, {c, d}}, 1, "ReversedNegation"]') == (
        "{{a, -a, -b, b}, {-a, a, b, -b}, {-c, c, d, -d}, {c, -c, -d, d}}", [])


def _grid_function(f, n, m):
    """Text of the n x n x n array of f over indices 0..n-1, and of f over -m..n-1+m."""
    def text(rng):
        return "{" + ", ".join("{" + ", ".join("{" + ", ".join(str(f(i, j, k)) for k in rng)
                                               + "}" for j in rng) + "}" for i in rng) + "}"
    return text(range(n)), text(range(-m, n + m))


@pytest.mark.parametrize("order", [1, 2])
def test_corners_3d_extrapolated_reproduce_polynomials(session, order):
    """Extrapolation of order k reproduces a polynomial of degree k in each index,
    corners included."""
    def f(i, j, k):
        return 1 + 4 * i + 2 * j + k if order == 1 else i * i + 2 * j * k - k * k + 1
    arr, expected = _grid_function(f, 3, 2)
    got = run(session, 'ArrayPad[%s, 2, "Extrapolated", InterpolationOrder -> %d]'
              % (arr, order))
    assert got == (expected, [])


def test_corners_3d_reversed_negation(session):
    a = np.arange(1, 9).reshape(2, 2, 2)
    ext = np.pad(a, 1, mode="edge")
    sign = np.array([-1, 1, 1, -1])
    expected = ext * sign[:, None, None] * sign[None, :, None] * sign[None, None, :]
    got = run(session, 'ArrayPad[%s, 1, "ReversedNegation"]' % _np_text(a))
    assert got == (_np_text(expected), [])


def _np_text(a):
    if a.ndim == 0:
        return str(a.item())
    return "{" + ", ".join(_np_text(x) for x in a) + "}"


@pytest.mark.parametrize("scheme", sorted(NUMPY_MODES))
def test_corners_3d_against_numpy(session, scheme):
    a = np.array([[[3, 1, 4], [1, 5, 9], [2, 6, 5]], [[3, 5, 8], [9, 7, 9], [3, 2, 3]],
                  [[8, 4, 6], [2, 6, 4], [3, 3, 8]]])
    got = run(session, 'ArrayPad[%s, {{2, 4}, {5, 1}, {3, 3}}, "%s"]' % (_np_text(a), scheme))
    expected = np.pad(a, [(2, 4), (5, 1), (3, 3)], **NUMPY_MODES[scheme])
    assert got == (_np_text(expected), [])


# --- attributes, options, usage ---------------------------------------------------------------

def test_attributes_and_options(session):
    assert run(session, "Attributes[ArrayPad]") == ("{Protected}", [])
    assert run(session, "Options[ArrayPad]") == ("{InterpolationOrder -> 1}", [])


def test_usage_text(session):
    from mathilda.core.registry import load_all
    spec = load_all()["ArrayPad"]
    assert spec.usage.startswith("ArrayPad[array, m] pads array with m elements of 0")
    assert [e[0] for e in spec.examples] == [t for t, _ in SEED_EXAMPLES]
    # how to keep a packed result packed (issue 15)
    assert "ArrayPad[m, 10, 0.]" in spec.usage


def test_packed_result_with_a_pad_value_of_its_own_type(session):
    assert run(session, "Developer`PackedArrayQ[ArrayPad[N[Range[300]], 1, 0.]]") == ("True", [])
    assert run(session, "Developer`PackedArrayQ[ArrayPad[N[Range[300]], 1]]") == ("False", [])
    assert run(session, "ArrayPad[{1., 2.}, 1]") == ("{0, 1., 2., 0}", [])
    assert run(session, "ArrayPad[N[Range[300]], 1][[{1, 2, -1}]]") == ("{0, 1., 0}", [])


# --- bad input: a message, the call unevaluated -----------------------------------------------

BAD = [
    ('ArrayPad[{{1, 2, 4}}, {1, 2}, "ReflectedDifferences"]',
     "ArrayPad::mindimsize: With padding ReflectedDifferences, the padding amount {1, 2} "
     "should specify positive padding only in dimensions of length at least 2 in array "
     "{{1, 2, 4}}."),
    ('ArrayPad[{5}, 1, "Reflected"]',
     "ArrayPad::mindimsize: With padding Reflected, the padding amount 1 should specify "
     "positive padding only in dimensions of length at least 2 in array {5}."),
    ('ArrayPad[{5}, {0, 1}, "ReversedDifferences"]',
     "ArrayPad::mindimsize: With padding ReversedDifferences, the padding amount {0, 1} "
     "should specify positive padding only in dimensions of length at least 2 in array {5}."),
    ("ArrayPad[x, 1]", "ArrayPad::list: List expected at position 1 in ArrayPad[x, 1]."),
    ("ArrayPad[{1, 2, 3}, 1.5]",
     "ArrayPad::padspec: The padding amount 1.5 should be a machine-size integer n, a list "
     "{m} or {m, n} of such integers, or a list {{m1, n1}, {m2, n2}, ...} of such lists for "
     "successive levels."),
    ("ArrayPad[{1, 2, 3}, {1, 2, 3}]",
     "ArrayPad::padspec: The padding amount {1, 2, 3} should be a machine-size integer n, a "
     "list {m} or {m, n} of such integers, or a list {{m1, n1}, {m2, n2}, ...} of such lists "
     "for successive levels."),
    ("ArrayPad[{1, 2, 3}, 10^20]",
     "ArrayPad::padspec: The padding amount 100000000000000000000 should be a machine-size "
     "integer n, a list {m} or {m, n} of such integers, or a list {{m1, n1}, {m2, n2}, ...} "
     "of such lists for successive levels."),
    ("ArrayPad[{1, 2, 3}, {{1}, 2}]",
     "ArrayPad::padspec: The padding amount {{1}, 2} should be a machine-size integer n, a "
     "list {m} or {m, n} of such integers, or a list {{m1, n1}, {m2, n2}, ...} of such lists "
     "for successive levels."),
    ("ArrayPad[{1, 2, 3}, {}]",
     "ArrayPad::padspec: The padding amount {} should be a machine-size integer n, a list "
     "{m} or {m, n} of such integers, or a list {{m1, n1}, {m2, n2}, ...} of such lists for "
     "successive levels."),
    ("ArrayPad[{1, 2, 3}, {{1}, {1}}]",
     "ArrayPad::depth: The padding amount {{1}, {1}} specifies 2 levels, more than the "
     "depth 1 of the array {1, 2, 3}."),
    ("ArrayPad[{{1, 2}, {3}}, {{1}, {1}}]",
     "ArrayPad::ragged: The array {{1, 2}, {3}} is not a full array at level 2, where the "
     "padding amount {{1}, {1}} asks for padding."),
    ('ArrayPad[{1, 2, 3}, 1, "Mirror"]',
     'ArrayPad::pad: "Mirror" is not a valid padding: use a constant, a cyclic list of '
     'values, or one of "Fixed", "Periodic", "Reflected", "Reversed", "ReversedNegation", '
     '"ReflectedDifferences", "ReversedDifferences" or "Extrapolated".'),
    ("ArrayPad[{1, 2, 3}, 1, {}]",
     "ArrayPad::cycempty: The cyclic padding {} contains an empty list."),
    ("ArrayPad[{{1, 2}, {3, 4}}, 1, {{}, {a}}]",
     "ArrayPad::cycempty: The cyclic padding {{}, {a}} contains an empty list."),
    ('ArrayPad[{1, 2, 3}, 1, "Extrapolated", InterpolationOrder -> -1]',
     "ArrayPad::intord: Value of option InterpolationOrder -> -1 should be a non-negative "
     "machine-size integer or Infinity."),
    ('ArrayPad[{1, 2, 3}, 1, "Extrapolated", InterpolationOrder -> x]',
     "ArrayPad::intord: Value of option InterpolationOrder -> x should be a non-negative "
     "machine-size integer or Infinity."),
    ("ArrayPad[{1, 2, 3}, 1, Method -> 2]",
     "ArrayPad::optx: Unknown option Method in ArrayPad[{1, 2, 3}, 1, Method -> 2]."),
]


@pytest.mark.parametrize("text,message", BAD)
def test_bad_input(session, text, message):
    out, messages = run(session, text)
    assert messages == [message]
    assert out == text.replace('"', "").replace("10^20", "100000000000000000000")


def test_wrong_argument_counts(session):
    out, messages = run(session, "ArrayPad[]")
    assert out == "ArrayPad[]" and len(messages) == 1 and messages[0].startswith("ArrayPad::arg")
    out, messages = run(session, "ArrayPad[{1, 2, 3}]")
    assert out == "ArrayPad[{1, 2, 3}]" and len(messages) == 1
    assert messages[0].startswith("ArrayPad::arg")
    out, messages = run(session, "ArrayPad[{1}, 1, 2, 3]")
    assert out == "ArrayPad[{1}, 1, 2, 3]" and len(messages) == 1


def test_result_too_large_is_refused_before_allocation(session):
    out, messages = run(session, "ArrayPad[{1, 2, 3}, 2000000000000]")
    assert out == "ArrayPad[{1, 2, 3}, 2000000000000]"
    assert messages == ["ArrayPad::rsize: The result would have 4000000000003 elements, "
                        "more than $MaxResultSize (%d)." % session.ev.max_result_size]
    out, messages = run(session, 'ArrayPad[{{1, 2}, {3, 4}}, 3000000, "Extrapolated"]')
    assert messages and messages[0].startswith("ArrayPad::rsize:")
    # an empty outer level: nothing is built below it, however large the inner amount
    assert run(session, 'ArrayPad[{{1}}, {{-1, 0}, {100000000000, 0}}, "Fixed"]') == ("{}", [])


# --- example tour ------------------------------------------------------------------------------

TOUR = [
    "{0, 1, 2, 3, 0}",
    "{0, 0, 1, 2, 3, 4}",
    "{0, 0, 1, 2, 3, 0, 0}",
    "{{0, 0, 0, 0}, {0, 1, 2, 0}, {0, 3, 4, 0}, {0, 0, 0, 0}}",
    "{{0, 0}, {1, 2}, {3, 4}, {0, 0}}",
    "{{0, 1, 2, 0}, {0, 3, 4, 0}}",
    "{0, {1, 2}, {3, 4}, 0}",
    "{3, 4, 5, 6, 7, 8}",
    "{4, 5, 6, 7, 8, 9, 10, 0, 0}",
    "{{0, 3, 4, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}}",
    "{x, x, 1, 2, 3, x, x}",
    "{x, y, 1, 2, 3, y, x}",
    "{{d, c, d, c}, {b, 1, 2, a}, {d, 3, 4, c}, {b, a, b, a}}",
    "{a, a, a, a, a, b, c, c, c, c, c}",
    "{c, a, b, c, a, b, c, a, b, c, a}",
    "{a, b, c, b, a, b, c, b, a, b, c}",
    "{c, c, b, a, a, b, c, c, b, a, a}",
    "{c, -c, -b, -a, a, b, c, -c, -b, -a, a}",
    "{2 a + b - 2 c, 2 a - c, 2 a - b, a, b, c, -b + 2 c, -a + 2 c, -2 a + b + 2 c}",
    "{2 a - c, 2 a - c, 2 a - b, a, a, b, c, c, -b + 2 c, -a + 2 c, -a + 2 c}",
    "{4 a - 3 b, 3 a - 2 b, 2 a - b, a, b, c, -b + 2 c, -2 b + 3 c, -3 b + 4 c}",
    "{1, 5, 7, 8, 9, 10, 11}",
    "{1, 5, 7, 8, 8, 7, 5}",
    "{1, 5, 7, 8, 9, 11, 15}",
    "{{1, 1, 2, 2}, {1, 1, 2, 2}, {3, 3, 4, 4}, {3, 3, 4, 4}}",
    "{{1, -1, -2, 2}, {-1, 1, 2, -2}, {-3, 3, 4, -4}, {3, -3, -4, 4}}",
    "{{4 a - 2 b - 2 c + d, 2 a - c, 2 b - d, -2 a + 4 b + c - 2 d}, "
    "{2 a - b, a, b, -a + 2 b}, {2 c - d, c, d, -c + 2 d}, "
    "{-2 a + b + 4 c - 2 d, -a + 2 c, -b + 2 d, a - 2 b - 2 c + 4 d}}",
    "{-1.5, -0.5, 0.5, 1.5, 2.5, 3.5}",
    "{{}, {}, {}, {}}",
    "{{x, x}, {x, x}, {x, x}, {x, x}}",
    "ArrayPad[{{1, 2, 4}}, {1, 2}, ReflectedDifferences]",
    "{{0, 1, 2, 4, 6, 7}}",
]


def test_example_tour():
    import os
    path = os.path.join(os.path.dirname(__file__), "..", "examples", "arraypad.m")
    s = Session()
    with open(path) as f:
        s.evaluate(f.read())
    assert s.printed == TOUR
    assert [str(m) for m in s.messages] == [BAD[0][1]]


# --- packed arrays: the vectorised path gives the general path's result, packed -------------

from mathilda.core.expr import E, String  # noqa: E402
from mathilda.core.packed import PackedArray, unpack  # noqa: E402

PADDINGS = [Integer(0), Integer(-3), Real(0.5), String("Fixed"), String("Periodic"),
            String("Reflected"), String("Reversed"), String("ReversedNegation"),
            String("ReflectedDifferences"), String("ReversedDifferences"),
            String("Extrapolated"), Expression(S.List, (Integer(7), Integer(8))),
            Expression(S.List, (Real(7.0), Real(8.0)))]


def _amount(x):
    if isinstance(x, int):
        return Integer(x)
    return Expression(S.List, tuple(_amount(y) for y in x))


@pytest.mark.parametrize("dtype", ["int64", "float64", "complex128"])
@pytest.mark.parametrize("padding", PADDINGS, ids=[str(p.value) if hasattr(p, "value")
                                                   else "block%d" % i
                                                   for i, p in enumerate(PADDINGS)])
def test_packed_path_identical_to_general_path(session, dtype, padding):
    rng = np.random.default_rng(5)
    a = rng.integers(-9, 10, size=(3, 4)).astype(dtype)
    if dtype == "float64":
        a = a + rng.random((3, 4))
    if dtype == "complex128":
        a = a + 1j * rng.integers(-9, 10, size=(3, 4))
    packed = PackedArray(a)
    plain = unpack(packed)
    for amount in (2, [-1, 3], [[1, 2]], [[0, 5], [2, -1]], 7):
        call_p = E("ArrayPad", packed, _amount(amount), padding)
        call_u = E("ArrayPad", plain, _amount(amount), padding)
        rp, ru = session.evaluate(call_p), session.evaluate(call_u)
        assert typed(unpack(rp)) == typed(unpack(ru)) if dtype != "complex128" else rp == ru
        assert (type(rp) is PackedArray) == _expect_packed(padding, dtype, amount)
        if type(rp) is PackedArray:
            assert rp.array.dtype == a.dtype


def _expect_packed(padding, dtype, amount):
    if isinstance(padding, String):
        return dtype != "complex128" or padding.value in ("Fixed", "Periodic", "Reflected",
                                                          "Reversed")
    if isinstance(amount, list) and len(amount) == 1 and isinstance(amount[0], list):
        return False                  # one level of two: scalar padding cells
    kind = padding.args[0] if padding.head is S.List else padding
    return {"Integer": "int64", "Real": "float64"}[type(kind).__name__] == dtype


def test_packed_reals_with_integer_padding_stay_exact(session):
    r = session.evaluate(E("ArrayPad", PackedArray(np.array([1.0, 2.0])), Integer(1)))
    assert type(r) is not PackedArray
    assert typed(r) == [("Integer", 0), ("Real", 1.0), ("Real", 2.0), ("Integer", 0)]


def test_packed_extrapolation_overflow_falls_back(session):
    r = session.evaluate(E("ArrayPad", PackedArray(np.array([-1e308, 1e308])), Integer(1),
                           String("Extrapolated")))
    assert type(r) is not PackedArray and session.messages == []


def test_packed_integer_overflow_falls_back_to_exact_integers(session):
    big = 2 ** 62
    r = session.evaluate(E("ArrayPad", PackedArray(np.array([-big, big])), Integer(1),
                           String("Extrapolated")))
    assert typed(r) == [("Integer", -3 * big), ("Integer", -big), ("Integer", big),
                        ("Integer", 3 * big)]


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
                        os.path.join(root, "examples", "arraypad.m")],
                       capture_output=True, text=True, env=env, timeout=120)
    assert p.returncode == 0
    assert p.stdout.splitlines() == TOUR
    assert p.stderr.splitlines() == [BAD[0][1]]
