"""Named matrices and tensors: LeviCivitaTensor, PauliMatrix, HadamardMatrix, FourierMatrix,
FourierDCTMatrix, FourierDSTMatrix.

Entries are built as expressions and evaluated once; the transform matrices are exact
(FourierMatrix) or machine numbers unless WorkingPrecision says otherwise (the DCT and DST
matrices, whose rows are the basis sequences of FourierDCT and FourierDST)."""

from mathilda.algorithms.build import call, list_of, plus, power, sqrt, times
from mathilda.algorithms.linalg.common import make_matrix
from mathilda.algorithms.linalg.minors import hadamard_rows, levi_civita_entries
from mathilda.core.expr import Complex, Expression, Integer, S, String, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.infinity import INFINITY

ZERO = Integer(0)
ONE = Integer(1)
INTPM = "Positive machine-sized integer expected at position `2` in `1`."


def _positive(ev, name, expr, pos=1):
    x = expr.args[pos - 1]
    if type(x) is Integer and 0 < x.value < 1 << 31:
        return x.value
    ev.message(name, "intpm", expr, Integer(pos))
    return None


def _with_precision(ev, r, opts):
    wp = opts.get("WorkingPrecision")
    if wp is None or wp == INFINITY:
        return r
    return ev.call("N", r, wp)


@builtin("LeviCivitaTensor", nargs=(1, 2), messages={"intpm": INTPM},
         usage="LeviCivitaTensor[d] gives the rank-d Levi-Civita totally antisymmetric tensor "
               "with d dimensions, as a SparseArray; LeviCivitaTensor[d, List] gives it as a "
               "nested List.",
         examples=[("LeviCivitaTensor[3]", "SparseArray[<6>, {3, 3, 3}]"),
                   ("LeviCivitaTensor[2, List]", "{{0, 1}, {-1, 0}}"),
                   ("LeviCivitaTensor[3, List][[1]]", "{{0, 0, 0}, {0, 0, 1}, {0, -1, 0}}"),
                   ("Normal[LeviCivitaTensor[3]] == LeviCivitaTensor[3, List]", "True"),
                   ("LeviCivitaTensor[3] . {a, b, c} // Normal",
                    "{{0, c, -b}, {-c, 0, a}, {b, -a, 0}}"),
                   ("LeviCivitaTensor[1, List]", "{1}"),
                   ("LeviCivitaTensor[0]", "LeviCivitaTensor[0]",
                    ("LeviCivitaTensor::intpm: Positive machine-sized integer expected at "
                     "position 1 in LeviCivitaTensor[0].",))])
def levi_civita_tensor(ev, expr):
    args = expr.args
    d = _positive(ev, "LeviCivitaTensor", expr)
    if d is None:
        return None
    as_list = False
    if len(args) == 2:
        if args[1] is S.List:
            as_list = True
        elif args[1] is not S.SparseArray:
            return None
    count = 1
    for k in range(2, d + 1):
        count *= k
    if not ev.check_size(count if not as_list else d ** d, "LeviCivitaTensor"):
        return None
    rules = list_of(Expression(S.Rule, (list_of(Integer(i) for i in pos), Integer(sign)))
                    for pos, sign in levi_civita_entries(d))
    sa = ev.evaluate(Expression(S.SparseArray, (rules, list_of([Integer(d)] * d))))
    return ev.call("Normal", sa) if as_list else sa


_PAULI = {
    0: ((1, 0), (0, 1)),
    1: ((0, 1), (1, 0)),
    2: ((0, "-I"), ("I", 0)),
    3: ((1, 0), (0, -1)),
}


def _pauli_entry(v):
    if v == "I":
        return Complex(ZERO, ONE)
    if v == "-I":
        return Complex(ZERO, Integer(-1))
    return Integer(v)


@builtin("PauliMatrix", nargs=1, attributes=("Listable", "Protected"),
         usage="PauliMatrix[k] gives the kth Pauli spin matrix sigma_k (k = 1, 2, 3; "
               "PauliMatrix[0] is the 2 x 2 identity).",
         examples=[("PauliMatrix[1]", "{{0, 1}, {1, 0}}"),
                   ("PauliMatrix[2]", "{{0, -I}, {I, 0}}"),
                   ("PauliMatrix[3]", "{{1, 0}, {0, -1}}"),
                   ("PauliMatrix[0]", "{{1, 0}, {0, 1}}"),
                   ("PauliMatrix[1] . PauliMatrix[2] == I PauliMatrix[3]", "True"),
                   ("PauliMatrix[4]", "PauliMatrix[4]")])
def pauli_matrix(ev, expr):
    k = expr.args[0]
    if type(k) is not Integer or k.value not in _PAULI:
        return None
    return ev.evaluate(make_matrix([[_pauli_entry(v) for v in row]
                                    for row in _PAULI[k.value]]))


HADAMARD_METHODS = ("Sequency", "BitComplement", "GrayCode")


@builtin("HadamardMatrix", nargs=1, options={"Method": "Automatic"},
         messages={"pow2": "The matrix size `1` is not a positive integer power of 2.",
                   "meth": "Method -> `1` should be \"Sequency\", \"BitComplement\" or "
                           "\"GrayCode\"."},
         usage="HadamardMatrix[n] gives the n x n orthonormal Walsh-Hadamard matrix (entries "
               "+1/Sqrt[n] and -1/Sqrt[n], n a power of 2), rows in sequency order (row k "
               "changes sign k - 1 times); Method -> \"BitComplement\" gives Sylvester's "
               "natural order and \"GrayCode\" the Paley (dyadic) order.",
         examples=[("HadamardMatrix[2]",
                    "{{1/Sqrt[2], 1/Sqrt[2]}, {1/Sqrt[2], -(1/Sqrt[2])}}"),
                   ("HadamardMatrix[4]",
                    "{{1/2, 1/2, 1/2, 1/2}, {1/2, 1/2, -1/2, -1/2}, {1/2, -1/2, -1/2, 1/2}, "
                    "{1/2, -1/2, 1/2, -1/2}}"),
                   ("2 HadamardMatrix[4, Method -> \"BitComplement\"]",
                    "{{1, 1, 1, 1}, {1, -1, 1, -1}, {1, 1, -1, -1}, {1, -1, -1, 1}}"),
                   ("2 HadamardMatrix[4, Method -> \"GrayCode\"]",
                    "{{1, 1, 1, 1}, {1, 1, -1, -1}, {1, -1, 1, -1}, {1, -1, -1, 1}}"),
                   ("h = HadamardMatrix[8]; h . Transpose[h] == IdentityMatrix[8]", "True"),
                   ("HadamardMatrix[6]", "HadamardMatrix[6]",
                    ("HadamardMatrix::pow2: The matrix size 6 is not a positive integer power "
                     "of 2.",))])
def hadamard_matrix(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    n = pos[0]
    if type(n) is not Integer or n.value < 1 or n.value & (n.value - 1) or n.value >= 1 << 31:
        ev.message("HadamardMatrix", "pow2", n)
        return None
    n = n.value
    meth = opts.get("Method")
    order = "Sequency"
    if meth is not None and meth is not S.Automatic:
        if type(meth) is not String or meth.value not in HADAMARD_METHODS:
            ev.message("HadamardMatrix", "meth", meth)
            return None
        order = meth.value
    if not ev.check_size(n * n, "HadamardMatrix"):
        return None
    scale = power(Integer(n), make_rational(-1, 2))
    rows = [[times(Integer(v), scale) for v in r] for r in hadamard_rows(n, order)]
    return ev.evaluate(make_matrix(rows))


@builtin("FourierMatrix", nargs=1, options={"FourierParameters": "{0, 1}",
                                             "WorkingPrecision": "Infinity"},
         messages={"intpm": INTPM},
         usage="FourierMatrix[n] gives the n x n Fourier matrix, whose (r, s) entry is "
               "E^(2 Pi I (r - 1) (s - 1)/n)/Sqrt[n] (FourierMatrix[n] . list is "
               "Fourier[list]); FourierParameters -> {a, b} gives n^((a - 1)/2) "
               "E^(2 Pi I b (r - 1) (s - 1)/n).",
         examples=[("FourierMatrix[2]",
                    "{{1/Sqrt[2], 1/Sqrt[2]}, {1/Sqrt[2], -(1/Sqrt[2])}}"),
                   ("FourierMatrix[4]",
                    "{{1/2, 1/2, 1/2, 1/2}, {1/2, I/2, -1/2, -I/2}, {1/2, -1/2, 1/2, -1/2}, "
                    "{1/2, -I/2, -1/2, I/2}}"),
                   ("FourierMatrix[3][[2]]",
                    "{1/Sqrt[3], E^((2 I Pi)/3)/Sqrt[3], E^((-2 I Pi)/3)/Sqrt[3]}"),
                   ("FourierMatrix[2, FourierParameters -> {1, -1}]", "{{1, 1}, {1, -1}}"),
                   ("FourierMatrix[2, WorkingPrecision -> MachinePrecision]",
                    "{{0.707107, 0.707107}, {0.707107, -0.707107}}"),
                   ("FourierMatrix[0]", "FourierMatrix[0]",
                    ("FourierMatrix::intpm: Positive machine-sized integer expected at "
                     "position 1 in FourierMatrix[0].",))])
def fourier_matrix(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    n = _positive(ev, "FourierMatrix", expr)
    if n is None:
        return None
    fp = opts.get("FourierParameters")
    if not (isinstance(fp, Expression) and fp.head is S.List and len(fp.args) == 2):
        return None
    a, b = fp.args
    if not ev.check_size(n * n, "FourierMatrix"):
        return None
    nn = Integer(n)
    scale = power(nn, times(plus(a, Integer(-1)), make_rational(1, 2)))
    twopi_i = times(Integer(2), S.Pi, Complex(ZERO, ONE), b)

    def turn(k):                 # k/n of a turn, as the fraction in (-1/2, 1/2]
        k %= n
        return make_rational(k - n if 2 * k > n else k, n)

    rows = [[times(scale, power(S.E, times(twopi_i, turn(r * s)))) for s in range(n)]
            for r in range(n)]
    return _with_precision(ev, ev.evaluate(make_matrix(rows)), opts)


def _type_arg(ev, name, expr, pos):
    if len(pos) == 1:
        return 2
    m = pos[1]
    if type(m) is Integer and m.value in (1, 2, 3, 4):
        return m.value
    ev.message(name, "type", m)
    return None


def _cos(x):
    return call("Cos", x)


def _sin(x):
    return call("Sin", x)


def _dct_entry(m, n, r, s):
    """The coefficient of u_r in the sth value of FourierDCT[u, m] (r, s from 1)."""
    pi = S.Pi
    if m == 1:
        w = make_rational(1, 2) if r in (1, n) else ONE
        return times(sqrt(make_rational(2, n - 1)), w,
                     _cos(times(pi, make_rational((r - 1) * (s - 1), n - 1))))
    if m == 2:
        return times(power(Integer(n), make_rational(-1, 2)),
                     _cos(times(pi, make_rational((2 * r - 1) * (s - 1), 2 * n))))
    if m == 3:
        w = ONE if r == 1 else Integer(2)
        return times(power(Integer(n), make_rational(-1, 2)), w,
                     _cos(times(pi, make_rational((r - 1) * (2 * s - 1), 2 * n))))
    return times(sqrt(make_rational(2, n)),
                 _cos(times(pi, make_rational((2 * r - 1) * (2 * s - 1), 4 * n))))


def _dst_entry(m, n, r, s):
    """The coefficient of u_r in the sth value of FourierDST[u, m] (r, s from 1)."""
    pi = S.Pi
    if m == 1:
        return times(sqrt(make_rational(2, n + 1)), _sin(times(pi, make_rational(r * s, n + 1))))
    if m == 2:
        return times(power(Integer(n), make_rational(-1, 2)),
                     _sin(times(pi, make_rational((2 * r - 1) * s, 2 * n))))
    if m == 3:
        if r == n:
            return times(power(Integer(n), make_rational(-1, 2)), Integer((-1) ** (s - 1)))
        return times(power(Integer(n), make_rational(-1, 2)), Integer(2),
                     _sin(times(pi, make_rational(r * (2 * s - 1), 2 * n))))
    return times(sqrt(make_rational(2, n)),
                 _sin(times(pi, make_rational((2 * r - 1) * (2 * s - 1), 4 * n))))


def _transform_matrix(ev, expr, name, entry):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (1, 2):
        return None
    n = _positive(ev, name, expr)
    if n is None:
        return None
    m = _type_arg(ev, name, expr, pos)
    if m is None:
        return None
    if m == 1 and n == 1 and entry is _dct_entry:
        ev.message(name, "dct1", expr)      # DCT-I needs at least two points
        return None
    if not ev.check_size(n * n, name):
        return None
    rows = [[entry(m, n, r, s) for r in range(1, n + 1)] for s in range(1, n + 1)]
    return _with_precision(ev, ev.evaluate(make_matrix(rows)), opts)


TYPE = "`1` is not a valid discrete transform type: 1, 2, 3 or 4 expected."


@builtin("FourierDCTMatrix", nargs=(1, 2), options={"WorkingPrecision": "MachinePrecision"},
         messages={"intpm": INTPM, "type": TYPE,
                   "dct1": "The type 1 transform matrix `1` needs a size of at least 2."},
         usage="FourierDCTMatrix[n] gives the n x n discrete cosine transform matrix of type "
               "2, FourierDCTMatrix[n, m] that of type m (1 to 4): FourierDCTMatrix[n, m] . "
               "list is FourierDCT[list, m]. Entries are machine numbers unless "
               "WorkingPrecision says otherwise (Infinity: exact).",
         examples=[("FourierDCTMatrix[2]", "{{0.707107, 0.707107}, {0.5, -0.5}}"),
                   ("FourierDCTMatrix[3, 2, WorkingPrecision -> Infinity]",
                    "{{1/Sqrt[3], 1/Sqrt[3], 1/Sqrt[3]}, {1/2, 0, -1/2}, "
                    "{1/(2 Sqrt[3]), -(1/Sqrt[3]), 1/(2 Sqrt[3])}}"),
                   ("FourierDCTMatrix[3, 1, WorkingPrecision -> Infinity]",
                    "{{1/2, 1, 1/2}, {1/2, 0, -1/2}, {1/2, -1, 1/2}}"),
                   ("Chop[FourierDCTMatrix[4, 3] . FourierDCTMatrix[4, 2] - IdentityMatrix[4]]"
                    " == ConstantArray[0, {4, 4}]", "True"),
                   ("Chop[FourierDCTMatrix[5, 4] . FourierDCTMatrix[5, 4]] == IdentityMatrix[5]",
                    "True"),
                   ("FourierDCTMatrix[3, 5]", "FourierDCTMatrix[3, 5]",
                    ("FourierDCTMatrix::type: 5 is not a valid discrete transform type: 1, 2, "
                     "3 or 4 expected.",))])
def fourier_dct_matrix(ev, expr):
    return _transform_matrix(ev, expr, "FourierDCTMatrix", _dct_entry)


@builtin("FourierDSTMatrix", nargs=(1, 2), options={"WorkingPrecision": "MachinePrecision"},
         messages={"intpm": INTPM, "type": TYPE},
         usage="FourierDSTMatrix[n] gives the n x n discrete sine transform matrix of type 2, "
               "FourierDSTMatrix[n, m] that of type m (1 to 4): FourierDSTMatrix[n, m] . list "
               "is FourierDST[list, m]. Entries are machine numbers unless WorkingPrecision "
               "says otherwise (Infinity: exact).",
         examples=[("FourierDSTMatrix[2]", "{{0.5, 0.5}, {0.707107, -0.707107}}"),
                   ("FourierDSTMatrix[3, 1, WorkingPrecision -> Infinity]",
                    "{{1/2, 1/Sqrt[2], 1/2}, {1/Sqrt[2], 0, -(1/Sqrt[2])}, "
                    "{1/2, -(1/Sqrt[2]), 1/2}}"),
                   ("Chop[FourierDSTMatrix[4, 3] . FourierDSTMatrix[4, 2] - IdentityMatrix[4]]"
                    " == ConstantArray[0, {4, 4}]", "True"),
                   ("Chop[FourierDSTMatrix[5, 1] . FourierDSTMatrix[5, 1]] == IdentityMatrix[5]",
                    "True"),
                   ("FourierDSTMatrix[x]", "FourierDSTMatrix[x]",
                    ("FourierDSTMatrix::intpm: Positive machine-sized integer expected at "
                     "position 1 in FourierDSTMatrix[x].",))])
def fourier_dst_matrix(ev, expr):
    return _transform_matrix(ev, expr, "FourierDSTMatrix", _dst_entry)

