"""Unsqueeze and Squeeze: every seed example with its exact data, the spec's examples,
property tests against numpy.expand_dims / numpy.squeeze, round trips, and bad input."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.arrays.shape import dimensions, flatten_to_depth
from mathilda.arrays.reshape import (AxesError, squeeze, squeeze_axes, squeeze_np,
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
