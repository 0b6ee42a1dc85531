"""Random variates: a NumPy Generator seeded from the session's random state.

The session's generator (the one ``SeedRandom`` resets, behind ``RandomInteger``) is asked
for a 62-bit seed through the evaluator, and a NumPy ``Generator`` (PCG64) built from it
draws the whole array in one call: ``SeedRandom[n]`` makes ``RandomVariate`` reproducible,
and draws interleave with ``RandomInteger``/``RandomReal`` as one stream.  Results are
packed arrays (machine reals; machine integers for a discrete distribution).
"""

from mathilda.algorithms.probability.dist import DISCRETE
from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.core.packed import from_numpy

__all__ = ["generator", "variates"]


def generator(ev):
    """A NumPy Generator seeded from the session's random state."""
    import numpy as np
    seed = ev.call("RandomInteger", Expression(S.List, (Integer(0), Integer(2 ** 62))))
    return np.random.default_rng(seed.value if type(seed) is Integer else None)


def _nest(items, dims):
    """A nested List of the given dimensions from a flat list of expressions."""
    if len(dims) == 1:
        return Expression(S.List, tuple(items))
    step = len(items) // dims[0]
    return Expression(S.List, tuple(_nest(items[k * step:(k + 1) * step], dims[1:])
                                    for k in range(dims[0])))


def variates(ev, d, dims):
    """``dims`` None: one variate (an atom, or a List for a multivariate distribution);
    else an array of those dimensions.  None when the distribution cannot be sampled (its
    parameters are not numeric)."""
    import numpy as np
    n = 1
    for k in dims or ():
        n *= k
    if dims is not None and not ev.check_size(n * max(getattr(d, "dim", 1), 1), "RandomVariate"):
        return None
    rng = generator(ev)
    arr = d.sample(rng, n if dims is not None else 1)
    if arr is None:
        return None
    arr = np.asarray(arr)
    cats = getattr(d, "categories", None)
    if cats is not None:            # indices of non-numeric outcomes
        picked = [cats[int(i)] for i in arr.reshape(-1)]
        if dims is None:
            return picked[0]
        return _nest(picked, list(dims))
    if d.kind is DISCRETE and arr.dtype.kind == "f" and np.all(np.isfinite(arr)) and \
            np.all(arr == np.round(arr)):
        arr = arr.astype(np.int64)
    dim = getattr(d, "dim", 1)
    if dims is None:
        if dim == 1 and arr.ndim <= 1:
            v = arr.reshape(-1)[0].item()
            return Integer(int(v)) if isinstance(v, int) else Real(float(v))
        return from_numpy(arr.reshape(arr.shape[1:]) if arr.ndim > 1 else arr)
    shape = tuple(dims) + ((dim,) if dim > 1 else ()) + tuple(
        getattr(d, "value_shape", ()))
    return ev.final(from_numpy(arr.reshape(shape)))
