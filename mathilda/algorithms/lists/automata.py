"""Cellular automata on NumPy integer arrays (CellularAutomaton).

    rule_table(n, k, size)          the new value for each neighbourhood index 0..size-1:
                                    the base-k digits of the rule number n, lowest first
    weights_1d(k, r)                the weights k^(2r), ..., k, 1 of a general 1-D rule
    evolve(state, table, weights, steps, check)
                                    the list of states 0..steps; the neighbourhood index of a
                                    cell is the sum of its neighbours' values times the weights
                                    (an array of odd side lengths, one dimension per array
                                    dimension), the boundary is cyclic
    evolve_table(state, lookup, r, steps)
                                    the same with an explicit {neighbourhood: value} table
"""


def rule_table(n, k, size):
    import numpy as np
    out = np.zeros(size, dtype=np.int64)
    for j in range(size):
        if not n:
            break
        n, out[j] = divmod(n, k)
    return out


def weights_1d(k, r):
    import numpy as np
    return np.array([k ** (2 * r - i) for i in range(2 * r + 1)], dtype=object if
                    k ** (2 * r) > 2 ** 62 else np.int64)


def _index(state, weights):
    import numpy as np
    w = np.asarray(weights)
    idx = np.zeros(state.shape, dtype=w.dtype if w.dtype != object else object)
    centre = [s // 2 for s in w.shape]
    for pos in np.ndindex(*w.shape):
        c = w[pos]
        if not c:
            continue
        shift = [centre[d] - pos[d] for d in range(len(pos))]
        # the neighbour at offset pos - centre of each cell
        idx = idx + c * np.roll(state, shift=shift, axis=tuple(range(len(pos))))
    return idx


def evolve(state, table, weights, steps, check=None):
    import numpy as np
    out = [state]
    for t in range(steps):
        if check is not None and t % 64 == 0:
            check()
        idx = _index(state, weights)
        if idx.dtype == object:
            state = np.array([table[int(i)] for i in idx.ravel()],
                             dtype=np.int64).reshape(state.shape)
        else:
            state = table[idx]
        out.append(state)
    return out


def evolve_table(state, lookup, r, steps, check=None):
    """1-D evolution by an explicit table {tuple of 2r+1 values: new value}; None when a
    neighbourhood has no entry."""
    import numpy as np
    out = [state]
    n = len(state)
    for t in range(steps):
        if check is not None:
            check()
        s = state.tolist()
        new = []
        for i in range(n):
            key = tuple(s[(i + d) % n] for d in range(-r, r + 1))
            v = lookup.get(key)
            if v is None:
                return None
            new.append(v)
        state = np.array(new, dtype=np.int64)
        out.append(state)
    return out
