"""ArrayPad: the seed's examples, the spec's examples and rules, property tests against
numpy.pad, the spec's recursive scheme definitions against the closed forms, corners in 2-D
and 3-D for every scheme, bad input, and the NumPy path against the general path."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.arrays.shape import dimensions
from mathilda.arrays.pad import pad_fill, pad_scheme
from mathilda.arrays.pad_numpy import pad_cyclic_np, pad_fill_np, pad_scheme_np
from mathilda.arrays.pad_plans import SCHEMES, level_plan, plan_cell

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
    assert level_plan("Periodic", 4, -1, 2) == [1, 2, 3, 0, 1]
    assert level_plan("Fixed", 3, -5, 1) == []
    assert level_plan("Fixed", 0, 3, 3) is None
