"""Packed-array kernels: the NumPy paths of the builtins on packed arrays.

    common.py   operands of a vectorised call, dtype rules, the int64 overflow bound
    arith.py    element-wise arithmetic and elementary functions on packed operands
    lists.py    Total, Accumulate, Differences, Dot, Transpose, Take, Drop, Reverse, Flatten,
                ArrayReshape, Max, Min, Sort on packed arrays
    stats.py    Mean, Median, Variance, StandardDeviation of packed vectors and matrices

A kernel returns None when it does not apply (a symbolic element, an integer result beyond
the machine range) and the builtin then takes its general path.  NumPy is imported inside the
functions."""
