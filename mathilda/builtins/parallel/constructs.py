"""The parallel versions of the iteration constructs: ParallelTable, ParallelDo, ParallelSum,
ParallelProduct, ParallelArray, ParallelMap, ParallelCombine and Parallelize.

Each cuts its items into pieces (the Method option), has each piece evaluated on a kernel
by the serial construct itself (``Table[body, {i, {values...}}, rest...]``, ``Map[f, {...}]``,
...), so that a piece means exactly what the serial construct means, and joins the results.
What cannot be cut (a symbolic iterator, a level specification reaching level 0, a head
argument) is evaluated by the serial construct, as the Wolfram Language does.  On a
parallel kernel every one of them is serial.
"""

from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.iterators import iterator_values
from mathilda.core.registry import builtin
from mathilda.builtins.parallel._options import PARALLEL_OPTIONS, METHOD_MESSAGES, \
    contexts_of, method_of


def _api():
    from mathilda.parallel import api
    return api


def _quiet(ev, fn, *args):
    """``fn(*args)`` with messages held back (the serial construct reports them)."""
    ev.quiet.append(None)
    try:
        return fn(*args)
    finally:
        ev.quiet.pop()


def _setup(ev, expr, name, automatic=None):
    """(positional args, method, contexts), or None after a message about the options;
    (args, None, None) when the construct must run serially.  ``automatic``: the method
    Automatic stands for."""
    pos, opts = ev.split_options(expr)
    if _api().on_kernel(ev):
        return pos, None, None
    method = method_of(ev, opts, name)
    if method == ("Automatic",) and automatic is not None:
        method = automatic
    if method is None:
        return None
    return pos, method, contexts_of(ev, opts, name)


def _run(ev, method, contexts, count, make, deps):
    """Cut ``count`` items for the running kernels, evaluate ``make(ranges)`` on them;
    (ranges, results) or None (serial)."""
    from mathilda.algorithms.parallel.split import pieces
    api = _api()
    if count == 0:
        return [], []
    n = api.kernel_count(ev)
    if not n:
        return None
    ranges = pieces(count, n, method)
    results = api.run(ev, make(ranges), deps, contexts)
    if results is None:
        return None
    return ranges, results


def _list_result(ev, items):
    """The List of ``items``, packed when the serial construct would give a packed array."""
    from mathilda.core.packed import pack
    lst = Expression(S.List, tuple(items))
    if len(items) >= 250:
        p = pack(lst)
        if p is not None:
            return p
    return ev.evaluate(lst)


def _iterated(ev, expr, name, serial, combine):
    """ParallelTable, ParallelDo, ParallelSum and ParallelProduct."""
    from mathilda.algorithms.parallel.split import iterator_pieces
    setup = _setup(ev, expr, name)
    if setup is None:
        return None
    pos, method, contexts = setup
    body, spec, rest = pos[0], pos[1], tuple(pos[2:])

    def serially():
        return ev.evaluate(Expression(serial, pos))
    if method is None:
        return serially()
    it = _quiet(ev, iterator_values, ev, spec, name)
    if it is None:
        return serially()
    var, values = it
    deps = [body, Expression(S.List, rest), Expression(S.List, tuple(
        v for v in values if v is not None))]
    done = _run(ev, method, contexts, len(values),
                lambda ranges: iterator_pieces(serial, body, var, values, rest, ranges),
                deps)
    if done is None:
        return serially()
    return combine(ev, done, serially)


def _join(ev, done, serially):
    from mathilda.algorithms.parallel.split import join_pieces
    ranges, results = done
    items = join_pieces(results, ranges)
    if items is None:
        return serially()
    return _list_result(ev, items)


def _nothing(ev, done, serially):
    return S.Null


def _fold(head, unit):
    def combine(ev, done, serially):
        results = done[1]
        if not results:
            return unit
        return ev.evaluate(Expression(head, tuple(results)))
    return combine


_ITER_USAGE = ("%s[expr, {i, imax}] %s, evaluating expr for the values of i on the "
               "parallel kernels; every iterator form of %s works (n, {i, imin, imax}, "
               "{i, imin, imax, di}, {i, {i1, i2, ...}}, several iterators: the outermost "
               "is shared out).  Definitions of the symbols expr uses are distributed "
               "automatically.  Options: Method (Automatic, \"CoarsestGrained\", "
               "\"FinestGrained\", \"EvaluationsPerKernel\" -> e, \"ItemsPerEvaluation\" -> "
               "m) and DistributedContexts.")


@builtin("ParallelTable", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options=PARALLEL_OPTIONS, messages=METHOD_MESSAGES,
         usage=_ITER_USAGE % ("ParallelTable", "gives the list Table gives", "Table"),
         examples=[("ParallelTable[i^2, {i, 10}]", "{1, 4, 9, 16, 25, 36, 49, 64, 81, 100}"),
                   ("ParallelTable[i + j, {i, 3}, {j, i}]", "{{2}, {3, 4}, {4, 5, 6}}"),
                   ("f[x_] := x^2 + 1; ParallelTable[f[k], {k, 0, 20, 5}]",
                    "{1, 26, 101, 226, 401}"),
                   ("ParallelTable[x, {3}, Method -> \"FinestGrained\"]", "{x, x, x}"),
                   ("ParallelTable[{i, $KernelID > 0}, {i, 2}]",
                    "{{1, True}, {2, True}}"),
                   ("ParallelTable[i, {i, n}]", "Table[i, {i, n}]",
                    ["Table::iterb: Iterator {i, n} does not have appropriate bounds."]),
                   ("ParallelTable[i, {i, 3}, Method -> \"Fast\"]",
                    "ParallelTable[i, {i, 3}, Method -> Fast]",
                    ["ParallelTable::meth: Value of option Method -> \"Fast\" is not "
                     "Automatic, "
                     "\"CoarsestGrained\", \"FinestGrained\", \"EvaluationsPerKernel\" -> e "
                     "or \"ItemsPerEvaluation\" -> m with a positive integer e or m."])])
def parallel_table(ev, expr):
    return _iterated(ev, expr, "ParallelTable", S.Table, _join)


@builtin("ParallelDo", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options=PARALLEL_OPTIONS, messages=METHOD_MESSAGES,
         usage=_ITER_USAGE % ("ParallelDo", "gives Null", "Do"),
         examples=[("ParallelDo[i^2, {i, 4}]", ""),
                   ("SetSharedVariable[t]; t = 0; ParallelDo[t += i, {i, 100}]; t", "5050")])
def parallel_do(ev, expr):
    return _iterated(ev, expr, "ParallelDo", S.Do, _nothing)


@builtin("ParallelSum", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options=PARALLEL_OPTIONS, messages=METHOD_MESSAGES,
         usage=_ITER_USAGE % ("ParallelSum", "gives the sum Sum gives", "Sum"),
         examples=[("ParallelSum[i^2, {i, 100}]", "338350"),
                   ("ParallelSum[1/i, {i, 10}]", "7381/2520"),
                   ("ParallelSum[x^i, {i, 0, 4}]", "1 + x + x^2 + x^3 + x^4"),
                   ("ParallelSum[i, {i, n}]", "1/2 n (1 + n)")])
def parallel_sum(ev, expr):
    return _iterated(ev, expr, "ParallelSum", S.Sum, _fold(S.Plus, Integer(0)))


@builtin("ParallelProduct", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options=PARALLEL_OPTIONS, messages=METHOD_MESSAGES,
         usage=_ITER_USAGE % ("ParallelProduct", "gives the product Product gives",
                              "Product"),
         examples=[("ParallelProduct[i, {i, 20}]", "2432902008176640000"),
                   ("ParallelProduct[x + i, {i, 3}]", "(1 + x) (2 + x) (3 + x)")])
def parallel_product(ev, expr):
    return _iterated(ev, expr, "ParallelProduct", S.Product, _fold(S.Times, Integer(1)))


def _int_list(x):
    if type(x) is Integer:
        return [x]
    if isinstance(x, Expression) and x.head is S.List and x.args and \
            all(type(a) is Integer for a in x.args):
        return list(x.args)
    return None


@builtin("ParallelArray", nargs=(2, 4), options=PARALLEL_OPTIONS, messages=METHOD_MESSAGES,
         usage="ParallelArray[f, n] gives {f[1], ..., f[n]}, ParallelArray[f, {n1, n2, ...}] "
               "the nested array of f[i1, i2, ...], ParallelArray[f, dims, origin] starts "
               "the indices at origin, as Array does, the elements being evaluated on the "
               "parallel kernels (the outermost dimension is shared out).  With a head "
               "argument h it is Array[f, dims, origin, h], evaluated serially.",
         examples=[("ParallelArray[f, 4]", "{f[1], f[2], f[3], f[4]}"),
                   ("ParallelArray[#1^#2 &, {2, 3}]", "{{1, 1, 1}, {2, 4, 8}}"),
                   ("ParallelArray[f, 3, 0]", "{f[0], f[1], f[2]}")])
def parallel_array(ev, expr):
    from mathilda.algorithms.parallel.split import array_pieces
    setup = _setup(ev, expr, "ParallelArray")
    if setup is None:
        return None
    pos, method, contexts = setup

    def serially():
        return ev.evaluate(Expression(S.Array, pos))
    if method is None or len(pos) == 4:
        return serially()
    dims = _int_list(pos[1])
    if dims is None or any(d.value < 0 for d in dims):
        return serially()
    origins = [Integer(1)] * len(dims)
    if len(pos) == 3:
        origins = _int_list(pos[2])
        if origins is not None and type(pos[2]) is Integer:
            origins = origins * len(dims)        # one origin for every dimension
        if origins is None or len(origins) != len(dims):
            return serially()
    f = pos[0]
    done = _run(ev, method, contexts, dims[0].value,
                lambda ranges: array_pieces(f, dims, origins, ranges), [f])
    if done is None:
        return serially()
    return _join(ev, done, serially)


def _level_ok(level):
    """Can Map at ``level`` be cut at the first level (level 0 never included)?"""
    if level is None:
        return True
    if type(level) is Integer:
        return level.value >= 1
    if level is S.Infinity:
        return True
    if isinstance(level, Expression) and level.head is S.List and 1 <= len(level) <= 2:
        lo = level.args[0]
        return type(lo) is Integer and lo.value >= 1 and all(
            (type(x) is Integer and x.value >= lo.value) or x is S.Infinity
            for x in level.args[1:])
    return False


@builtin("ParallelMap", nargs=(2, 3), options=PARALLEL_OPTIONS, messages=METHOD_MESSAGES,
         usage="ParallelMap[f, expr] applies f to each element of expr on the parallel "
               "kernels, giving what Map[f, expr] gives; ParallelMap[f, expr, levelspec] "
               "maps at those levels (the elements at level 1 are shared out).  A level "
               "specification including level 0 is evaluated serially.",
         examples=[("ParallelMap[f, {a, b, c}]", "{f[a], f[b], f[c]}"),
                   ("ParallelMap[#^2 &, Range[8]]", "{1, 4, 9, 16, 25, 36, 49, 64}"),
                   ("g[x_] := 2 x; ParallelMap[g, h[1, 2, 3]]", "h[2, 4, 6]"),
                   ("ParallelMap[f, {{a, b}, {c}}, {2}]", "{{f[a], f[b]}, {f[c]}}"),
                   ("ParallelMap[PrimeQ, {2, 4, 7, 9}]", "{True, False, True, False}")])
def parallel_map(ev, expr):
    from mathilda.algorithms.parallel.split import map_pieces, join_pieces
    setup = _setup(ev, expr, "ParallelMap")
    if setup is None:
        return None
    pos, method, contexts = setup

    def serially():
        return ev.evaluate(Expression(S.Map, pos))
    f, x = pos[0], pos[1]
    level = pos[2] if len(pos) == 3 else None
    if method is None or not _level_ok(level) or type(x) is Symbol or \
            not isinstance(x, Expression) or type(x).__name__ not in (
                "Expression", "PackedArray") or not x.args:
        return serially()
    done = _run(ev, method, contexts, len(x.args),
                lambda ranges: map_pieces(f, x, level, ranges), [f, x])
    if done is None:
        return serially()
    ranges, results = done
    items = join_pieces(results, ranges)
    if items is None:
        return serially()
    if x.head is S.List:
        return _list_result(ev, items)
    return ev.evaluate(Expression(x.head, tuple(items)))


@builtin("ParallelCombine", nargs=(2, 3), options=PARALLEL_OPTIONS,
         messages=METHOD_MESSAGES,
         usage="ParallelCombine[f, h[e1, e2, ...], comb] evaluates f[h[ei, ...]] for pieces "
               "of the elements on the parallel kernels and combines the results with comb; "
               "the default comb is h when h is Flat, Join otherwise.  By default there are "
               "as many pieces as kernels (Method -> \"CoarsestGrained\").",
         examples=[("ParallelCombine[Map[f], {a, b, c, d}]", "{f[a], f[b], f[c], f[d]}"),
                   ("ParallelCombine[Total, Range[100], Plus]", "5050"),
                   ("ParallelCombine[Select[#, PrimeQ] &, Range[20]]",
                    "{2, 3, 5, 7, 11, 13, 17, 19}"),
                   ("ParallelCombine[Apply[Times], Plus[a, b, c, d], "
                    "Method -> \"ItemsPerEvaluation\" -> 2]", "a b + c d")])
def parallel_combine(ev, expr):
    from mathilda.core import attributes as A
    from mathilda.algorithms.parallel.split import combine_pieces
    setup = _setup(ev, expr, "ParallelCombine", ("CoarsestGrained",))
    if setup is None:
        return None
    pos, method, contexts = setup
    f, x = pos[0], pos[1]
    if len(pos) == 3:
        comb = pos[2]
    elif isinstance(x, Expression) and type(x.head) is Symbol and \
            ev.defs.attributes(x.head) & A.FLAT:
        comb = x.head
    else:
        comb = S.Join
    if method is None or not isinstance(x, Expression) or not x.args or \
            type(x).__name__ not in ("Expression", "PackedArray"):
        return ev.evaluate(Expression(f, (x,)))
    done = _run(ev, method, contexts, len(x.args),
                lambda ranges: combine_pieces(f, x, ranges), [f, x])
    if done is None:
        return ev.evaluate(Expression(f, (x,)))
    return ev.evaluate(Expression(comb, tuple(done[1])))


_PARALLELIZE = {"Table": "ParallelTable", "Do": "ParallelDo", "Sum": "ParallelSum",
                "Product": "ParallelProduct", "Array": "ParallelArray", "Map": "ParallelMap"}

# functions of a list whose results on pieces of the list combine into the whole's
_COMBINED = {"Select": S.Join, "Cases": S.Join, "Count": S.Plus, "MemberQ": S.Or,
             "FreeQ": S.And}
_PIECE = Symbol("Parallel`Developer`piece")


def _combined(ev, body, rest_opts):
    """Parallelize[Select[list, crit]] and the like, as a ParallelCombine, or None."""
    args = tuple(ev.evaluate(a) for a in body.args)
    x = args[0]
    if not (isinstance(x, Expression) and x.head is S.List and x.args):
        return None
    f = Expression(S.Function, (Expression(S.List, (_PIECE,)),
                                Expression(body.head, (_PIECE,) + args[1:])))
    return ev.evaluate(Expression(S.ParallelCombine,
                                  (f, x, _COMBINED[body.head.name]) + rest_opts))


@builtin("Parallelize", nargs=1, attributes=("HoldFirst", "Protected"),
         options=PARALLEL_OPTIONS,
         messages={"nopar1": "`1` cannot be parallelized; proceeding with sequential "
                             "evaluation."},
         usage="Parallelize[expr] evaluates expr using the parallel kernels: Table, Do, Sum, "
               "Product, Array and Map become their parallel versions; Select, Cases, Count, "
               "MemberQ and FreeQ of a list work on pieces of it in parallel; the elements "
               "of a list {e1, e2, ...} are evaluated in parallel.  Anything else is "
               "evaluated sequentially, with a message.",
         examples=[("Parallelize[Table[i^3, {i, 5}]]", "{1, 8, 27, 64, 125}"),
                   ("Parallelize[{1 + 1, 2 + 2, Prime[10]}]", "{2, 4, 29}"),
                   ("Parallelize[f /@ {1, 2}]", "{f[1], f[2]}"),
                   ("Parallelize[Select[Range[30], PrimeQ]]",
                    "{2, 3, 5, 7, 11, 13, 17, 19, 23, 29}"),
                   ("Parallelize[Count[Range[100], _?EvenQ]]", "50"),
                   ("Parallelize[MemberQ[Range[10], 7]]", "True"),
                   ("Parallelize[1 + 1]", "2",
                    ["Parallelize::nopar1: 1 + 1 cannot be parallelized; proceeding with "
                     "sequential evaluation."])])
def parallelize(ev, expr):
    from mathilda.algorithms.parallel.split import join_pieces, slice_items
    pos, opts = ev.split_options(expr)
    body = pos[0]
    h = body.head if isinstance(body, Expression) else None
    if type(h) is Symbol and h.name in _PARALLELIZE and body.args:
        return ev.evaluate(Expression(Symbol(_PARALLELIZE[h.name]),
                                      body.args + tuple(expr.args[1:])))
    if type(h) is Symbol and h.name in _COMBINED and body.args and \
            not _api().on_kernel(ev):
        r = _combined(ev, body, tuple(expr.args[1:]))
        if r is not None:
            return r
    if h is S.List and body.args and not _api().on_kernel(ev):
        method = method_of(ev, opts, "Parallelize")
        if method is None:
            return None
        contexts = contexts_of(ev, opts, "Parallelize")
        done = _run(ev, method, contexts, len(body.args),
                    lambda ranges: [slice_items(body, a, b) for a, b in ranges], [body])
        if done is not None:
            items = join_pieces(done[1], done[0])
            if items is not None:
                return _list_result(ev, items)
        return ev.evaluate(body)
    if not _api().on_kernel(ev):
        ev.message("Parallelize", "nopar1", body)
    return ev.evaluate(body)
