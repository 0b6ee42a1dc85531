"""Recurrences evaluated term by term: LinearRecurrence, RecurrenceTable,
FindLinearRecurrence and RecurrenceFilter (the number loops in
mathilda/algorithms/calculus/recurrence.py, the reading of equations in
mathilda/algorithms/calculus/recurrence_eqs.py).

Numeric kernels (integers, rationals, machine reals) run on Python numbers: exact terms by a
loop over ints/Fractions, a single far term by powers of the companion matrix, machine terms
by a linear filter; other kernels (symbols, exact complex numbers) are built as expressions
and evaluated term by term.  RecurrenceTable solves each recurrence for its furthest-reaching
term and evaluates it step by step from the initial values.
"""

from fractions import Fraction

from mathilda.algorithms.calculus import recurrence as rec
from mathilda.algorithms.calculus import recurrence_eqs as reqs
from mathilda.algorithms.lists.common import from_py, machine_int, numeric_kind, to_py
from mathilda.core.expr import Expression, Integer, Real, Symbol, S
from mathilda.core.registry import builtin
from mathilda.core.substitution import substitute


def _list(items):
    return Expression(S.List, tuple(items))


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


_LR_MESSAGES = {
    "kerl": "The kernel `1` should be a list.",
    "initl": "The initial values `1` should be a list with at least as many elements as the "
             "kernel `2`.",
    "spec": "`1` is not a valid term specification: a non-negative integer n, {n} or "
            "{nmin, nmax}.",
}


def _symbolic_terms(ev, ker, init, hi):
    seq = list(init)
    d = len(ker)
    for i in range(len(seq), hi):
        if i % 256 == 0:
            ev.check_interrupt()
        s = Expression(S.Plus, tuple(Expression(
            S.Dot if _is_list(c) else S.Times, (c, v))       # a matrix coefficient: Dot
            for c, v in zip(ker, reversed(seq[i - d:i]))))
        seq.append(ev.evaluate(s))
    return seq


@builtin("LinearRecurrence", nargs=3, messages=_LR_MESSAGES,
         usage="LinearRecurrence[ker, init, n] gives the first n terms of the sequence "
               "a[k] = ker[[1]] a[k-1] + ker[[2]] a[k-2] + ... that starts with init; "
               "LinearRecurrence[ker, init, {n}] the n-th term alone; "
               "LinearRecurrence[ker, init, {nmin, nmax}] the terms nmin to nmax; values may "
               "be arrays, coefficients scalars or matrices (applied with Dot).",
         examples=[("LinearRecurrence[{1, 1}, {1, 1}, 10]",
                    "{1, 1, 2, 3, 5, 8, 13, 21, 34, 55}"),
                   ("LinearRecurrence[{a, b}, {x, y}, 4]",
                    "{x, y, b x + a y, b y + a (b x + a y)}"),
                   ("LinearRecurrence[{1, 1}, {1, 1}, {100}]", "354224848179261915075"),
                   ("LinearRecurrence[{2, -1}, {1, 3}, {5, 8}]", "{9, 11, 13, 15}"),
                   ("LinearRecurrence[{0.5, 0.25}, {1., 1.}, 5]",
                    "{1., 1., 0.75, 0.625, 0.5}"),
                   ("LinearRecurrence[{1, 1}, {1}, 5]", "LinearRecurrence[{1, 1}, {1}, 5]",
                    ["LinearRecurrence::initl: The initial values {1} should be a list with "
                     "at least as many elements as the kernel {1, 1}."])])
def linear_recurrence(ev, expr):
    ker, init, spec = expr.args
    if not _is_list(ker):
        ev.message("LinearRecurrence", "kerl", ker)
        return None
    if not _is_list(init) or len(init.args) < len(ker.args) or not init.args:
        ev.message("LinearRecurrence", "initl", init, ker)
        return None
    single = False
    if _is_list(spec) and len(spec.args) == 1:
        lo = hi = machine_int(spec.args[0])
        single = True
    elif _is_list(spec) and len(spec.args) == 2:
        lo, hi = machine_int(spec.args[0]), machine_int(spec.args[1])
    else:
        lo, hi = 1, machine_int(spec)
        if hi == 0:
            return _list([])
    if lo is None or hi is None or lo < 1 or hi < lo:
        ev.message("LinearRecurrence", "spec", spec)
        return None
    if not single and not ev.check_size(hi - lo + 1, "LinearRecurrence"):
        return None
    kind = numeric_kind(list(ker.args) + list(init.args))
    if kind is None:
        seq = _symbolic_terms(ev, ker.args, init.args, hi)
        return seq[hi - 1] if single else _list(seq[lo - 1:hi])
    k = [to_py(v, kind) for v in ker.args]
    y = [to_py(v, kind) for v in init.args]
    if single and kind != "real":
        return from_py(rec.nth_term(k, y, hi, ev.check_interrupt), kind)
    if kind == "real" and not single and len(k) and hi > len(y):
        from mathilda.core.packed import from_numpy
        return from_numpy(rec.float_terms(k, y, lo, hi))
    vals = rec.terms(k, y, lo, hi, ev.check_interrupt)
    out = [from_py(v, kind) for v in vals]
    return out[0] if single else _list(out)


_FLR_MESSAGES = {"list": "`1` should be a list of numbers with at least two elements.",
                 "order": "`1` should be a positive integer."}


@builtin("FindLinearRecurrence", nargs=(1, 2), messages=_FLR_MESSAGES,
         usage="FindLinearRecurrence[list] finds the smallest kernel ker with which "
               "LinearRecurrence[ker, Take[list, Length[ker]], Length[list]] gives list; "
               "FindLinearRecurrence[list, d] looks for a kernel of length at most d.",
         examples=[("FindLinearRecurrence[{1, 1, 2, 3, 5, 8, 13, 21}]", "{1, 1}"),
                   ("FindLinearRecurrence[{1, 4, 9, 16, 25, 36, 49, 64}]", "{3, -3, 1}"),
                   ("FindLinearRecurrence[{1, 2, 4, 8, 16}]", "{2}"),
                   ("FindLinearRecurrence[{1., 2., 4., 8., 16.}]", "{2.}"),
                   ("FindLinearRecurrence[{1, 4, 9, 16, 25, 36, 49, 64}, 2]",
                    "FindLinearRecurrence[{1, 4, 9, 16, 25, 36, 49, 64}, 2]")])
def find_linear_recurrence(ev, expr):
    seq = expr.args[0]
    if not _is_list(seq) or len(seq.args) < 2:
        ev.message("FindLinearRecurrence", "list", seq)
        return None
    dmax = None
    if len(expr.args) == 2:
        dmax = machine_int(expr.args[1])
        if dmax is None or dmax < 1:
            ev.message("FindLinearRecurrence", "order", expr.args[1])
            return None
    kind = numeric_kind(seq.args)
    if kind is None:
        ev.message("FindLinearRecurrence", "list", seq)
        return None
    vals = [to_py(v, kind) for v in seq.args]
    if kind == "real":
        ker = rec.find_recurrence(vals, dmax, tol=1e-9)
        return None if ker is None else _list([Real(v) for v in ker])
    ker = rec.find_recurrence(vals, dmax)
    if ker is None:
        return None
    return _list([from_py(v, "exact") for v in ker])


@builtin("RecurrenceFilter", nargs=2,
         messages={"coef": "The coefficients `1` should be a list {alpha, beta} of two "
                           "nonempty lists of numbers, alpha[[1]] nonzero.",
                   "data": "`1` should be a list of numbers."},
         usage="RecurrenceFilter[{alpha, beta}, x] filters x with the recurrence "
               "alpha[[1]] y[n] + alpha[[2]] y[n-1] + ... == beta[[1]] x[n] + beta[[2]] "
               "x[n-1] + ..., starting from zero; RecurrenceFilter[{alpha, beta}, "
               "{x1, x2, ...}] filters each channel of a matrix.",
         examples=[("RecurrenceFilter[{{1, -1/2}, {1}}, {1, 0, 0, 0}]", "{1, 1/2, 1/4, 1/8}"),
                   ("RecurrenceFilter[{{1}, {1, 1}}, {1, 2, 3, 4}]", "{1, 3, 5, 7}"),
                   ("RecurrenceFilter[{{1, -0.5}, {1}}, {1, 1, 1}]", "{1., 1.5, 1.75}")])
def recurrence_filter(ev, expr):
    coef, x = expr.args
    if not (_is_list(coef) and len(coef.args) == 2 and all(
            _is_list(c) and c.args for c in coef.args)):
        ev.message("RecurrenceFilter", "coef", coef)
        return None
    alpha, beta = coef.args
    if not _is_list(x):
        ev.message("RecurrenceFilter", "data", x)
        return None
    if x.args and all(_is_list(r) for r in x.args):
        out = [recurrence_filter(ev, Expression(expr.head, (coef, r))) for r in x.args]
        return None if any(o is None for o in out) else _list(out)
    kind = numeric_kind(list(alpha.args) + list(beta.args) + list(x.args))
    if kind is None:
        ev.message("RecurrenceFilter", "data", x)
        return None
    a = [to_py(v, kind) for v in alpha.args]
    if a[0] == 0:
        ev.message("RecurrenceFilter", "coef", coef)
        return None
    b = [to_py(v, kind) for v in beta.args]
    kind = "exact" if kind == "int" else kind
    y = rec.filter_ab(a, b, [to_py(v, kind) for v in x.args])
    return _list([from_py(Fraction(v) if kind == "exact" else v, kind) for v in y])


# --- RecurrenceTable ---------------------------------------------------------------------------

_RT_MESSAGES = {
    "deqx": "Supplied equations are not difference equations of the given functions.",
    "dvlen": "The initial values do not determine `1` at `2`.",
    "nsolv": "The equation `1` cannot be solved for `2`.",
    "itform": "Argument `1` at position `2` does not have the correct form for an iterator.",
}


class _Fail(Exception):
    pass


def _range(ev, spec):
    """(n, [indices]) of a Table-style iterator, or None."""
    if not (_is_list(spec) and 2 <= len(spec.args) <= 4 and type(spec.args[0]) is Symbol):
        return None
    n = spec.args[0]
    rest = [ev.evaluate(a) for a in spec.args[1:]]
    if len(rest) == 1 and _is_list(rest[0]):
        idx = [machine_int(a) for a in rest[0].args]
        return None if None in idx else (n, idx)
    vals = [machine_int(a) for a in rest]
    if None in vals:
        return None
    if len(vals) == 1:
        lo, hi, step = 1, vals[0], 1
    else:
        lo, hi = vals[0], vals[1]
        step = vals[2] if len(vals) == 3 else 1
    if step == 0:
        return None
    return n, list(range(lo, hi + (1 if step > 0 else -1), step))


class _Table:
    """Values of the unknown functions, computed on demand from their recurrences."""

    def __init__(self, ev, rules, init, n):
        self.ev, self.rules, self.known, self.n = ev, rules, dict(init), n
        self.busy = set()
        self.low = {}
        for (h, i) in init:
            self.low[h] = min(self.low.get(h, i.value), i.value)
        if init:        # a function without initial values starts where its rule can
            first = min(i.value for (_h, i) in init)
            for h, rule in rules.items():
                self.low.setdefault(h, first + rule[0])

    def get(self, h, m):
        key = (h, Integer(m))
        v = self.known.get(key)
        if v is not None:
            return v
        rule = self.rules.get(h)
        low = self.low.get(h)
        if rule is None or key in self.busy or low is None or m < low:
            raise _Fail(h, m)
        k, template, calls = rule
        self.busy.add(key)
        try:
            b = {self.n: Integer(m - k)}
            for ph, g, j in calls:
                b[ph] = self.get(g, m - k + j)
            v = self.ev.evaluate(substitute(template, b))
        finally:
            self.busy.discard(key)
        self.known[key] = v
        return v


def _template(ev, e, heads, n):
    """e with each h[n + j] replaced by a placeholder symbol: (template, [(ph, h, j)])."""
    calls = []
    cache = {}

    def walk(x):
        if isinstance(x, Expression):
            if x.head in heads and len(x.args) == 1:
                k = reqs._shift(ev, x.args[0], n)
                if k is not None:
                    key = (x.head, k)
                    ph = cache.get(key)
                    if ph is None:
                        ph = cache[key] = Symbol("RecurrenceTable$%d" % len(cache))
                        calls.append((ph, x.head, k))
                    return ph
            return Expression(walk(x.head), tuple(walk(a) for a in x.args))
        return x
    return walk(e), calls


def _solve_for(ev, q, target):
    lhs, rhs = q.args
    if lhs == target:
        return rhs
    if rhs == target:
        return lhs
    sol = ev.call("Solve", q, target)
    if _is_list(sol) and sol.args and _is_list(sol.args[0]) and sol.args[0].args:
        r = sol.args[0].args[0]
        if r.head is S.Rule and r.args[0] == target:
            return r.args[1]
    return None


@builtin("RecurrenceTable", nargs=(3, None), messages=_RT_MESSAGES,
         options={"DependentVariables": "Automatic", "Method": "Automatic",
                  "WorkingPrecision": "Automatic"},
         usage="RecurrenceTable[eqns, expr, {n, nmax}] gives the values of expr for n = 1, "
               "..., nmax computed from the recurrence equations eqns and their initial "
               "values; {n, nmin, nmax}, {n, nmin, nmax, dn} and {n, {n1, n2, ...}} as in "
               "Table; expr may be a function a, a list of them, or any expression in a[n], "
               "b[n], ...",
         examples=[("RecurrenceTable[{a[n + 1] == 3 a[n], a[1] == 7}, a, {n, 1, 5}]",
                    "{7, 21, 63, 189, 567}"),
                   ("RecurrenceTable[{a[n] == a[n - 1] + a[n - 2], a[1] == 1, a[2] == 1}, "
                    "a[n], {n, 10}]", "{1, 1, 2, 3, 5, 8, 13, 21, 34, 55}"),
                   ("RecurrenceTable[{x[n + 1] == y[n], y[n + 1] == x[n] + y[n], x[0] == 0, "
                    "y[0] == 1}, {x, y}, {n, 0, 4}]",
                    "{{0, 1}, {1, 1}, {1, 2}, {2, 3}, {3, 5}}"),
                   ("RecurrenceTable[{a[n + 1] == 3.5 a[n] (1 - a[n]), a[0] == 0.2}, a, "
                    "{n, 0, 3}]", "{0.2, 0.56, 0.8624, 0.415332}"),
                   ("RecurrenceTable[{a[n + 1] == (n + 1) a[n], a[0] == 1}, a[n]^2, "
                    "{n, 0, 4}]", "{1, 1, 4, 36, 576}")])
def recurrence_table(ev, expr):
    args, opts = ev.split_options(expr)
    if len(args) != 3:
        return None
    eqs_in, target, spec = args
    rng = _range(ev, spec)
    if rng is None:
        ev.message("RecurrenceTable", "itform", spec, Integer(3))
        return None
    n, idx = rng
    eqs = reqs.equations(ev.evaluate(eqs_in) if not _is_list(eqs_in) else eqs_in)
    if eqs is None:
        ev.message("RecurrenceTable", "deqx")
        return None
    dv = opts.get("DependentVariables")
    if _is_list(dv):
        heads = [h for h in dv.args if type(h) is Symbol]
    else:
        heads = reqs.dependents(ev, eqs, n)
    parts = reqs.split(ev, eqs, heads, n) if heads else None
    if parts is None:
        ev.message("RecurrenceTable", "deqx")
        return None
    recs, init = parts
    rules = {}
    for q in recs:
        offs = reqs.offsets(ev, q, heads, n)
        if not offs:
            ev.message("RecurrenceTable", "deqx")
            return None
        k = max(o[1] for o in offs)
        tops = [o for o in offs if o[1] == k]
        h = next((o[0] for o in tops if o[0] not in rules), tops[0][0])
        target_call = next(o[2] for o in tops if o[0] is h)
        rhs = _solve_for(ev, q, target_call)
        if rhs is None:
            ev.message("RecurrenceTable", "nsolv", q, target_call)
            return None
        rules[h] = (k,) + _template(ev, rhs, heads, n)
    table = _Table(ev, rules, init, n)
    if _is_list(target) and all(t in heads for t in target.args):
        body = _list([Expression(t, (n,)) for t in target.args])
    elif target in heads:
        body = Expression(target, (n,))
    else:
        body = target
    tmpl, calls = _template(ev, body, heads, n)
    if not ev.check_size(len(idx), "RecurrenceTable"):
        return None
    # fill from the bottom up, so that the on-demand recursion stays shallow
    top = max(idx) if idx else 0
    start = min([i.value for (_h, i) in init] + [top])
    out = []
    try:
        for m in range(start, top + 1):
            if m % 256 == 0:
                ev.check_interrupt()
            for h in rules:
                if m >= table.low.get(h, start):
                    try:
                        table.get(h, m)
                    except _Fail:
                        pass
        for m in idx:
            b = {n: Integer(m)}
            for ph, g, j in calls:
                b[ph] = table.get(g, m + j)
            out.append(ev.evaluate(substitute(tmpl, b)))
    except _Fail as f:
        ev.message("RecurrenceTable", "dvlen", Expression(f.args[0], (n,)),
                   Expression(S.Rule, (n, Integer(f.args[1]))))
        return None
    return _list(out)
