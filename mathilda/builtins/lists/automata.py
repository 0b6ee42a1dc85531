"""CellularAutomaton and SubstitutionSystem (the array evolution in
mathilda/algorithms/lists/automata.py).

Rules of CellularAutomaton: n (elementary, {n, 2, 1}), {n, k}, {n, k, r} (general: the
neighbourhood read as a base-k number indexes the base-k digits of n), {n, {k, 1}, r}
(totalistic: the sum of the neighbourhood), {n, {k, {w1, w2, ...}}, r} (weighted sums),
the same in two dimensions with r = {r1, r2} and a weight matrix, {lhs -> rhs, ...}
(explicit neighbourhood rules) and {f, {}, r} (a function of the neighbourhood).
Initial conditions: a list or matrix (cyclic), or {cells, background} (cells on an infinite
background: the result covers every cell the evolution can reach).  Step specifications
t (steps 0 .. t), {t} (a list with step t), {{t}} (step t alone), {t1, t2}, {t1, t2, dt}.
"""

from mathilda.algorithms.lists import automata as ca
from mathilda.algorithms.lists.common import is_list, machine_int, make_list
from mathilda.core.expr import Expression, Integer, String, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "rule": "`1` is not a valid cellular automaton rule specification.",
    "init": "`1` is not a valid initial condition specification.",
    "tspec": "`1` is not a valid step specification.",
    "bdy": "The values in `1` should be integers from 0 to `2`.",
}


class _Bad(Exception):
    pass


def _steps(spec):
    """(list of steps, form) with form "all", "list" or "single"; None if invalid."""
    t = machine_int(spec)
    if t is not None:
        return (list(range(t + 1)), "all") if t >= 0 else None
    if not is_list(spec):
        return None
    if len(spec.args) == 1 and is_list(spec.args[0]) and len(spec.args[0].args) == 1:
        t = machine_int(spec.args[0].args[0])
        return ([t], "single") if t is not None and t >= 0 else None
    vals = [machine_int(a) for a in spec.args]
    if None in vals or not 1 <= len(vals) <= 3 or any(v < 0 for v in vals[:2]):
        return None
    if len(vals) == 1:
        return [vals[0]], "list"
    step = vals[2] if len(vals) == 3 else 1
    if step <= 0 or vals[1] < vals[0]:
        return None
    return list(range(vals[0], vals[1] + 1, step)), "all"


def _array(x):
    """A NumPy int array of a (nested) rectangular list of non-negative integers."""
    import numpy as np
    from mathilda.core.packed import to_numpy
    arr = to_numpy(x)
    if arr is None or arr.dtype.kind not in "iu" or arr.ndim == 0:
        raise _Bad
    return arr.astype(np.int64)


def _rule(ev, rule, ndim):
    """(kind, data, radius): kind "table" with (table, weights), "explicit" with a dict,
    "function" with the function; radius a tuple per dimension."""
    import numpy as np
    n = machine_int(rule) if type(rule) is Integer else None
    if type(rule) is Integer and rule.value >= 0:
        rule = make_list([rule, Integer(2), Integer(1)])
    if not is_list(rule) or not rule.args:
        raise _Bad
    args = rule.args
    if all(isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) for a in args):
        lookup = {}
        r = None
        for a in args:
            lhs = a.args[0]
            if not is_list(lhs) or len(lhs.args) % 2 == 0:
                raise _Bad
            key = tuple(machine_int(v) for v in lhs.args)
            v = machine_int(ev.evaluate(a.args[1]))
            if None in key or v is None or (r is not None and len(key) != 2 * r + 1):
                raise _Bad
            r = len(key) // 2
            lookup[key] = v
        return "explicit", lookup, (r,)
    head = args[0]
    if len(args) >= 2 and is_list(args[1]) and not args[1].args:
        rad = args[2] if len(args) > 2 else Integer(1)
        r = machine_int(rad)
        if r is None or r < 0:
            raise _Bad
        return "function", head, (r,)
    n = machine_int(head) if type(head) is Integer else None
    if n is None or n < 0:
        raise _Bad
    kspec = args[1] if len(args) > 1 else Integer(2)
    rad = args[2] if len(args) > 2 else None
    if rad is None:
        radius = (1,) * ndim
    elif is_list(rad):
        radius = tuple(machine_int(v) for v in rad.args)
    else:
        radius = (machine_int(rad),) * (1 if ndim == 1 else ndim)
    if None in radius or any(v < 0 for v in radius):
        raise _Bad
    if len(radius) != ndim:
        raise _Bad
    shape = tuple(2 * v + 1 for v in radius)
    if is_list(kspec) and len(kspec.args) == 2:
        k = machine_int(kspec.args[0])
        w = kspec.args[1]
        if machine_int(w) == 1:
            weights = np.ones(shape, dtype=np.int64)
        else:
            try:
                weights = _array(w)
            except _Bad:
                raise
            if weights.shape != shape:
                raise _Bad
    else:
        k = machine_int(kspec)
        if ndim != 1:
            weights = np.array([k ** i for i in range(int(np.prod(shape)) - 1, -1, -1)],
                               dtype=object).reshape(shape)
        else:
            weights = ca.weights_1d(k, radius[0]) if k is not None and k >= 2 else None
    if k is None or k < 2:
        raise _Bad
    size = int(np.sum(weights)) * (k - 1) + 1
    if size > 10 ** 7:
        raise _Bad
    return "table", (ca.rule_table(n, k, size), weights, k), radius


def _evolve_function(ev, f, state, r, steps):
    import numpy as np
    out = [state]
    n = len(state)
    for _ in range(steps):
        ev.check_interrupt()
        s = state.tolist()
        new = []
        for i in range(n):
            nb = make_list([Integer(s[(i + d) % n]) for d in range(-r, r + 1)])
            v = machine_int(ev.evaluate(Expression(f, (nb,))))
            if v is None:
                return None
            new.append(v)
        state = np.array(new, dtype=np.int64)
        out.append(state)
    return out


def _pack_rows(rows):
    from mathilda.core.packed import from_numpy
    return [from_numpy(r) for r in rows]


@builtin("CellularAutomaton", nargs=(2, 3), messages=_MESSAGES,
         usage="CellularAutomaton[rule, init, t] gives the states 0 to t of the cellular "
               "automaton with the given rule started from init; CellularAutomaton[rule, "
               "init] gives the next state.  rule: n (elementary), {n, k}, {n, k, r}, "
               "{n, {k, 1}, r} (totalistic), {n, {k, weights}, r}, two-dimensional "
               "{n, {k, 1}, {1, 1}} or {n, {k, weights}, {1, 1}}, {lhs -> rhs, ...} or "
               "{f, {}, r}; init: a list or matrix (cyclic) or {cells, background}.",
         examples=[("CellularAutomaton[30, {0, 0, 0, 1, 0, 0, 0}, 2]",
                    "{{0, 0, 0, 1, 0, 0, 0}, {0, 0, 1, 1, 1, 0, 0}, {0, 1, 1, 0, 0, 1, 0}}"),
                   ("CellularAutomaton[30, {{1}, 0}, 2]",
                    "{{0, 0, 1, 0, 0}, {0, 1, 1, 1, 0}, {1, 1, 0, 0, 1}}"),
                   ("CellularAutomaton[90, {0, 0, 1, 0, 0}]", "{0, 1, 0, 1, 0}"),
                   ("CellularAutomaton[{1599, {3, 1}}, {{1}, 0}, {{2}}]",
                    "{0, 1, 2, 1, 0}"),
                   ("CellularAutomaton[{224, {2, {{2, 2, 2}, {2, 1, 2}, {2, 2, 2}}}, "
                    "{1, 1}}, {{0, 0, 0, 0, 0}, {0, 0, 1, 0, 0}, {0, 0, 1, 0, 0}, "
                    "{0, 0, 1, 0, 0}, {0, 0, 0, 0, 0}}, {{1}}]",
                    "{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 1, 1, 1, 0}, {0, 0, 0, 0, 0}, "
                    "{0, 0, 0, 0, 0}}"),
                   ("CellularAutomaton[{Mod[Total[#], 2] &, {}, 1}, {0, 1, 0, 0}, 1]",
                    "{{0, 1, 0, 0}, {1, 1, 1, 0}}")])
def cellular_automaton(ev, expr):
    import numpy as np
    rule, init = expr.args[0], expr.args[1]
    if len(expr.args) == 3:
        spec = expr.args[2]
        if is_list(spec) and len(spec.args) == 2 and spec.args[1] in (S.All, S.Automatic):
            spec = spec.args[0]
        st = _steps(spec)
        if st is None:
            ev.message("CellularAutomaton", "tspec", expr.args[2])
            return None
        steps, form = st
    else:
        steps, form = [1], "single"
    background = None
    try:
        if is_list(init) and len(init.args) == 2 and is_list(init.args[0]) and \
                not is_list(init.args[1]) and machine_int(init.args[1]) is not None and \
                not all(type(a) is Integer for a in init.args):
            cells = _array(init.args[0])
            background = machine_int(init.args[1])
        else:
            cells = _array(init)
    except _Bad:
        ev.message("CellularAutomaton", "init", init)
        return None
    ndim = cells.ndim
    try:
        kind, data, radius = _rule(ev, rule, ndim)
    except _Bad:
        ev.message("CellularAutomaton", "rule", rule)
        return None
    if kind != "table" and ndim != 1:
        ev.message("CellularAutomaton", "rule", rule)
        return None
    tmax = max(steps)
    if kind == "table" and (cells.min(initial=0) < 0 or cells.max(initial=0) >= data[2]):
        ev.message("CellularAutomaton", "bdy", init, Integer(data[2] - 1))
        return None
    cells_count = int(np.prod(cells.shape)) if background is None else int(np.prod(
        [s + 2 * r * tmax for s, r in zip(cells.shape, radius)]))
    if not ev.check_size(cells_count * len(steps), "CellularAutomaton"):
        return None
    if background is not None:
        pads = [(r * tmax + r, r * tmax + r) for r in radius]
        state = np.pad(cells, pads, constant_values=background)
    else:
        state = cells
    if kind == "table":
        table, weights, _k = data
        rows = ca.evolve(state, table, weights, tmax, ev.check_interrupt)
    elif kind == "explicit":
        rows = ca.evolve_table(state, data, radius[0], tmax, ev.check_interrupt)
    else:
        rows = _evolve_function(ev, data, state, radius[0], tmax)
    if rows is None:
        ev.message("CellularAutomaton", "rule", rule)
        return None
    if background is not None:
        cut = tuple(slice(r, s - r) for r, s in zip(radius, state.shape))
        rows = [row[cut] for row in rows]
    chosen = _pack_rows([rows[t] for t in steps])
    if form == "single":
        return chosen[0]
    return make_list(chosen)


# --- SubstitutionSystem -------------------------------------------------------------------------

def _substitute_list(ev, rules, state):
    out = []
    for a in state.args:
        v = rules.get(a)
        if v is None:
            out.append(a)
        elif is_list(v):
            out.extend(v.args)
        else:
            out.append(v)
    return make_list(out)


def _substitute_matrix(ev, rules, state):
    rows = []
    for row in state.args:
        blocks = [rules.get(a, make_list([make_list([a])])) for a in row.args]
        if not all(is_list(b) and all(is_list(r) for r in b.args) for b in blocks):
            return None
        h = len(blocks[0].args)
        if any(len(b.args) != h for b in blocks):
            return None
        for i in range(h):
            rows.append(make_list([x for b in blocks for x in b.args[i].args]))
    if len({len(r.args) for r in rows}) > 1:
        return None
    return make_list(rows)


@builtin("SubstitutionSystem", nargs=(2, 3),
         messages={"rule": "`1` is not a valid substitution rule.",
                   "init": "`1` is not a valid initial condition.",
                   "tspec": "`1` is not a valid step specification."},
         usage="SubstitutionSystem[{a -> {b, c, ...}, ...}, init, t] gives the results of t "
               "steps of the substitution system that replaces each element of the list "
               "init by the list its rule gives; string rules act on a string init (each "
               "step a StringReplace), matrix rules on a matrix init (each cell replaced by "
               "a block).  SubstitutionSystem[rule, init] gives one step.",
         examples=[("SubstitutionSystem[{0 -> {0, 1}, 1 -> {1, 0}}, {0}, 3]",
                    "{{0}, {0, 1}, {0, 1, 1, 0}, {0, 1, 1, 0, 1, 0, 0, 1}}"),
                   ("SubstitutionSystem[{\"A\" -> \"AB\", \"B\" -> \"A\"}, \"A\", 4]",
                    "{A, AB, ABA, ABAAB, ABAABABA}"),
                   ("SubstitutionSystem[{1 -> {{1, 1}, {1, 0}}, 0 -> {{0, 0}, {0, 0}}}, "
                    "{{1}}, {{2}}]", "{{1, 1, 1, 1}, {1, 0, 1, 0}, {1, 1, 0, 0}, "
                    "{1, 0, 0, 0}}"),
                   ("SubstitutionSystem[{a -> {a, b}, b -> {a}}, {a}]", "{a, b}")])
def substitution_system(ev, expr):
    rule, init = expr.args[0], expr.args[1]
    if len(expr.args) == 3:
        st = _steps(expr.args[2])
        if st is None:
            ev.message("SubstitutionSystem", "tspec", expr.args[2])
            return None
        steps, form = st
    else:
        steps, form = [1], "single"
    items = rule.args if is_list(rule) else (rule,)
    if not items or not all(isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)
                            for r in items):
        ev.message("SubstitutionSystem", "rule", rule)
        return None
    tmax = max(steps)
    states = [init]
    if isinstance(init, String):
        rl = make_list(list(items))
        for _ in range(tmax):
            ev.check_interrupt()
            s = ev.call("StringReplace", states[-1], rl)
            if not isinstance(s, String):
                return None
            if not ev.check_size(len(s.value), "SubstitutionSystem"):
                return None
            states.append(s)
    elif is_list(init):
        rules = {r.args[0]: ev.evaluate(r.args[1]) for r in items}
        matrix = bool(init.args) and all(is_list(r) for r in init.args)
        for _ in range(tmax):
            ev.check_interrupt()
            cur = states[-1]
            nxt = _substitute_matrix(ev, rules, cur) if matrix else \
                _substitute_list(ev, rules, cur)
            if nxt is None:
                ev.message("SubstitutionSystem", "rule", rule)
                return None
            size = sum(len(r.args) for r in nxt.args) if matrix else len(nxt.args)
            if not ev.check_size(size, "SubstitutionSystem"):
                return None
            states.append(nxt)
    else:
        ev.message("SubstitutionSystem", "init", init)
        return None
    chosen = [states[t] for t in steps]
    return chosen[0] if form == "single" else make_list(chosen)
