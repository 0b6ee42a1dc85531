"""Integer matrices and lattices: HermiteDecomposition, SmithDecomposition, LatticeReduce,
FindIntegerNullVector.

The normal forms and their unimodular transforms are computed in Python integers
(algorithms/linalg/integer_forms.py); lattices are reduced with python-flint's LLL, and an
integer relation among approximate numbers is the shortest vector of the lattice of the
unit vectors beside the scaled numbers."""

from mathilda.algorithms.build import list_of, plus, times
from mathilda.algorithms.linalg.common import is_list, matrix_rows
from mathilda.algorithms.linalg.integer_forms import hermite, lll, smith
from mathilda.core.expr import TRUE, Integer, Real
from mathilda.core.registry import builtin

INTM = "Argument `1` at position `2` is not a non-empty rectangular matrix of integers."


def _int_rows(ev, name, expr, pos=1):
    x = expr.args[pos - 1]
    rows = matrix_rows(x)
    if rows is None or not all(type(v) is Integer for r in rows for v in r):
        ev.message(name, "intm", x, Integer(pos))
        return None
    return [[v.value for v in r] for r in rows]


def _mat(rows):
    return list_of(list_of(Integer(v) for v in r) for r in rows)


@builtin("HermiteDecomposition", nargs=1, messages={"intm": INTM},
         usage="HermiteDecomposition[m] gives the Hermite normal form decomposition {u, r} of "
               "the integer matrix m: u is unimodular, u . m == r, and r is upper triangular "
               "in row echelon form with positive pivots and the entries above each pivot "
               "reduced to [0, pivot).",
         examples=[("HermiteDecomposition[{{2, 3, 6, 2}, {5, 6, 1, 6}, {8, 3, 1, 1}}]",
                    "{{{9, -5, 1}, {5, -2, 0}, {11, -6, 1}}, {{1, 0, 50, -11}, {0, 3, 28, -2}, "
                    "{0, 0, 61, -13}}}"),
                   ("HermiteDecomposition[{{2, 4}, {3, 5}}]", "{{{-1, 1}, {3, -2}}, {{1, 1}, {0, 2}}}"),
                   ("m = {{4, 6, 2}, {2, 3, 1}}; {u, r} = HermiteDecomposition[m]; "
                    "{u . m == r, Abs[Det[u]]}", "{True, 1}"),
                   ("HermiteDecomposition[{{1/2}}]", "HermiteDecomposition[{{1/2}}]",
                    ("HermiteDecomposition::intm: Argument {{1/2}} at position 1 is not a "
                     "non-empty rectangular matrix of integers.",))])
def hermite_decomposition(ev, expr):
    rows = _int_rows(ev, "HermiteDecomposition", expr)
    if rows is None:
        return None
    u, r = hermite(rows)
    return list_of([_mat(u), _mat(r)])


@builtin("SmithDecomposition", nargs=1, messages={"intm": INTM},
         usage="SmithDecomposition[m] gives the Smith normal form decomposition {u, r, v} of "
               "the integer matrix m: u and v are unimodular, u . m . v == r, and r is "
               "diagonal with non-negative entries each dividing the next.",
         examples=[("SmithDecomposition[{{2, 4, 4}, {-6, 6, 12}, {10, -4, -16}}][[2]]",
                    "{{2, 0, 0}, {0, 6, 0}, {0, 0, 12}}"),
                   ("m = {{2, 4, 4}, {-6, 6, 12}, {10, -4, -16}}; {u, r, v} = "
                    "SmithDecomposition[m]; {u . m . v == r, Abs[Det[u]], Abs[Det[v]]}",
                    "{True, 1, 1}"),
                   ("SmithDecomposition[{{1, 2, 3}, {4, 5, 6}}][[2]]", "{{1, 0, 0}, {0, 3, 0}}"),
                   ("SmithDecomposition[{{0, 0}, {0, 0}}][[2]]", "{{0, 0}, {0, 0}}"),
                   ("SmithDecomposition[{1, 2}]", "SmithDecomposition[{1, 2}]",
                    ("SmithDecomposition::intm: Argument {1, 2} at position 1 is not a "
                     "non-empty rectangular matrix of integers.",))])
def smith_decomposition(ev, expr):
    rows = _int_rows(ev, "SmithDecomposition", expr)
    if rows is None:
        return None
    u, d, v = smith(rows)
    return list_of([_mat(u), _mat(d), _mat(v)])


@builtin("LatticeReduce", nargs=1, messages={"intm": INTM},
         usage="LatticeReduce[{v1, v2, ...}] gives an LLL-reduced basis (Lenstra-Lenstra-"
               "Lovasz) of the lattice spanned by the integer vectors vi: short, nearly "
               "orthogonal vectors; linearly dependent vectors give a smaller basis.",
         examples=[("LatticeReduce[{{1, 0, 0, 12345}, {0, 1, 0, 23456}, {0, 0, 1, 34567}}][[1]]",
                    "{1, -2, 1, 0}"),
                   ("LatticeReduce[{{1, 1}, {0, 2}}]", "{{1, 1}, {-1, 1}}"),
                   ("LatticeReduce[{{2, 4}, {1, 2}}]", "{{1, 2}}"),
                   ("Abs[Det[LatticeReduce[{{1, 5, 7}, {2, 3, 9}, {4, 4, 1}}]]] == "
                    "Abs[Det[{{1, 5, 7}, {2, 3, 9}, {4, 4, 1}}]]", "True"),
                   ("LatticeReduce[{{1.5, 2}}]", "LatticeReduce[{{1.5, 2}}]",
                    ("LatticeReduce::intm: Argument {{1.5, 2}} at position 1 is not a non-empty "
                     "rectangular matrix of integers.",))])
def lattice_reduce(ev, expr):
    rows = _int_rows(ev, "LatticeReduce", expr)
    if rows is None:
        return None
    return _mat(lll(rows))


NOREL = "There is no integer null vector for `1` with norm less than or equal to `2`."


def _relation(ev, nums, digits, bound):
    """The shortest integer vector a with a . nums nearly 0 (LLL), None if none of norm
    at most bound."""
    import mpmath
    with mpmath.workdps(digits + 10):
        vals = [mpmath.mpf(v.value) if v.prec is not None else mpmath.mpf(float(v.value))
                for v in nums]
        scale = mpmath.mpf(10) ** (digits - 3)
        rows = [[1 if i == k else 0 for i in range(len(vals))] + [int(mpmath.nint(scale * v))]
                for k, v in enumerate(vals)]
        found = []
        for r in lll(rows):
            a = r[:-1]
            norm = sum(c * c for c in a) ** 0.5
            if not any(a) or (bound is not None and norm > bound):
                continue
            if abs(mpmath.fsum(c * v for c, v in zip(a, vals))) < \
                    mpmath.mpf(10) ** (-digits + 5) * max(1, norm):
                k = next(i for i, c in enumerate(a) if c)
                found.append((norm, [-c for c in a] if a[k] < 0 else a))
    return min(found)[1] if found else None


@builtin("FindIntegerNullVector", nargs=(1, 2), messages={"norel": NOREL,
                                                           "rnfu": "`1` is not a list of real "
                                                                   "numbers."},
         usage="FindIntegerNullVector[{x1, ..., xn}] finds integers ai, not all zero, with "
               "a1 x1 + ... + an xn == 0 (an integer relation, found by lattice reduction at "
               "the precision of the xi, 50 digits for exact numbers); "
               "FindIntegerNullVector[{x1, ..., xn}, d] one of norm at most d.",
         examples=[("FindIntegerNullVector[{1, Sqrt[2], Sqrt[8]}]", "{0, 2, -1}"),
                   ("FindIntegerNullVector[{Log[2], Log[3], Log[6]}]", "{1, 1, -1}"),
                   ("FindIntegerNullVector[{3, 5, 8}]", "{1, 1, -1}"),
                   ("v = {Pi, E, Pi + 3 E}; a = FindIntegerNullVector[v]; Simplify[a . v]", "0"),
                   ("FindIntegerNullVector[{1, Pi}, 100]", "FindIntegerNullVector[{1, Pi}, 100]",
                    ("FindIntegerNullVector::norel: There is no integer null vector for {1, Pi} "
                     "with norm less than or equal to 100.",))])
def find_integer_null_vector(ev, expr):
    xs = expr.args[0]
    if not (is_list(xs) and len(xs.args) >= 2 and
            all(ev.call("NumericQ", v) is TRUE for v in xs.args)):
        ev.message("FindIntegerNullVector", "rnfu", xs)
        return None
    bound = None
    if len(expr.args) == 2:
        d = expr.args[1]
        if not d.is_number:
            return None
        bound = float(ev.call("N", d).value)
    exact = not any(type(v) is Real for v in xs.args)
    digits = 50 if exact else min((int(v.prec) if type(v) is Real and v.prec else 15)
                                  for v in xs.args if type(v) is Real)
    nums = [ev.call("N", v, Integer(digits + 10)) if exact or type(v) is not Real else v
            for v in xs.args]
    if not all(type(v) is Real or type(v) is Integer for v in nums):
        ev.message("FindIntegerNullVector", "rnfu", xs)
        return None
    nums = [Real(float(v.value)) if type(v) is Integer else v for v in nums]
    if exact:
        import mpmath
        nums = [v if v.prec is not None else Real(mpmath.mpf(v.value), digits + 10)
                for v in nums]
    a = _relation(ev, nums, digits, bound)
    if a is not None and exact:
        check = ev.call("PossibleZeroQ", plus(*[times(Integer(c), x)
                                                 for c, x in zip(a, xs.args)]))
        if check is not TRUE:
            a = None
    if a is None:
        ev.message("FindIntegerNullVector", "norel", xs,
                   expr.args[1] if len(expr.args) == 2 else Integer(10 ** 6))
        return None
    return list_of(Integer(c) for c in a)
