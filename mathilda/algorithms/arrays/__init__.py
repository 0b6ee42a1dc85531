"""Array algorithms on nested Lists (and on NumPy buffers of packed arrays).

    shape.py       dimensions / array_depth / flatten / nesting of full (rectangular) arrays
    pad.py         the general ArrayPad algorithm on nested Lists (every form and scheme)
    pad_plans.py   the per-level index plans of the named padding schemes
    pad_numpy.py   the vectorised ArrayPad on NumPy arrays (packed fast path)
    reshape.py     Unsqueeze / Squeeze on nested Lists and on NumPy arrays

Everything here is plain Python on ``Expr`` (no evaluator): the builtins that expose these
algorithms live in ``mathilda.builtins.arrays.shape``.  NumPy is imported lazily.
"""
