"""Pseudorandom numbers: RandomInteger, RandomReal, RandomComplex, RandomChoice, SeedRandom.

Each Session has its own generator (Python's Mersenne Twister), so ``SeedRandom[n]`` makes the
following draws reproducible in that session only (``mathilda/algorithms/arithmetic/random.py``).
Vectors of numbers are built on NumPy buffers from 250 elements on (``packed_number_list``),
and arrays of machine numbers are packed at any length (``around=random_source``), as in the
Wolfram Language.
"""

from mathilda.algorithms.arithmetic.random import (draw_array, generator, random_digits, reseed,
                                                   working_digits)
from mathilda.algorithms.packed.sources import packed_number_list as number_list
from mathilda.algorithms.packed.sources import random_source

from mathilda.core.expr import Complex, Expression, Integer, Real, S, String
from mathilda.core.registry import builtin
from mathilda.numbers.precision import to_float


def _shape(ev, name, expr, spec, pos):
    """A list of dimensions from an Integer or a List of Integers, or None (message)."""
    if type(spec) is Integer and spec.value >= 0:
        return [spec.value]
    if isinstance(spec, Expression) and spec.head is S.List and spec.args and all(
            type(a) is Integer and a.value >= 0 for a in spec.args):
        return [a.value for a in spec.args]
    ev.message(name, "array", spec, Integer(pos), expr)
    return None


def _build(ev, name, dims, draw, kind):
    """Nested lists of the given dimensions filled by ``draw(n) -> list of n numbers``."""
    return draw_array(ev, name, dims, draw, lambda flat: number_list(flat, kind))


_ARRAY = ("The array dimensions `1` given in position `2` of `3` should be a list of "
          "non-negative machine-sized integers giving the dimensions for the result.")


def _int_range(spec):
    """(lo, hi) for RandomInteger's range spec, or None."""
    if type(spec) is Integer:
        v = spec.value
        return (0, v) if v >= 0 else (v, 0)
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2 and all(
            type(a) is Integer for a in spec.args):
        lo, hi = spec.args[0].value, spec.args[1].value
        return (lo, hi) if lo <= hi else (hi, lo)
    return None


@builtin("RandomInteger", around=random_source, nargs=(0, 2),
         usage="RandomInteger[{imin, imax}] gives a pseudorandom integer in the range "
               "{imin, imax}. RandomInteger[imax] uses {0, imax}; RandomInteger[] gives 0 or "
               "1. RandomInteger[range, n] gives a list of n integers, RandomInteger[range, "
               "{n1, n2, ...}] an array.",
         messages={"unifr": "The endpoints specified by `1` for the endpoints of the "
                            "discrete uniform distribution range are not integers.",
                   "array": _ARRAY},
         examples=[("SeedRandom[1]; IntegerQ[RandomInteger[10]]", "True"),
                   ("Length[RandomInteger[{1, 6}, 5]]", "5"),
                   ("Dimensions[RandomInteger[9, {2, 3}]]", "{2, 3}"),
                   ("RandomInteger[{3, 3}]", "3")])
def random_integer(ev, expr):
    args = expr.args
    spec = args[0] if args else Expression(S.List, (Integer(0), Integer(1)))
    r = _int_range(spec)
    if r is None:
        ev.message("RandomInteger", "unifr", spec)
        return None
    lo, hi = r
    g = generator(ev)
    if len(args) < 2:
        return Integer(g.randint(lo, hi))
    dims = _shape(ev, "RandomInteger", expr, args[1], 2)
    if dims is None:
        return None
    randint = g.randint
    return _build(ev, "RandomInteger", dims, lambda n: [randint(lo, hi) for _ in range(n)],
                  "int")


def _real_range(spec):
    if spec.is_number and type(spec) is not Complex:
        v = to_float(spec)
        return (0.0, v) if v >= 0 else (v, 0.0)
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2 and all(
            a.is_number and type(a) is not Complex for a in spec.args):
        return to_float(spec.args[0]), to_float(spec.args[1])
    return None


@builtin("RandomReal", around=random_source, nargs=(0, 2),
         options={"WorkingPrecision": "MachinePrecision"},
         usage="RandomReal[] gives a pseudorandom real number in the range 0 to 1. "
               "RandomReal[{xmin, xmax}] gives one in the range xmin to xmax; RandomReal[xmax] "
               "uses 0 to xmax. RandomReal[range, n] gives a list of n reals, "
               "RandomReal[range, {n1, n2, ...}] an array. With WorkingPrecision -> p the "
               "numbers have p digits of precision.",
         messages={"unifr": "The endpoints specified by `1` for the endpoints of the uniform "
                            "distribution range are not real valued.",
                   "array": _ARRAY,
                   "precbd": "Requested precision `1` is not a machine-sized real number "
                             "between $MinPrecision and $MaxPrecision."},
         examples=[("SeedRandom[7]; 0 <= RandomReal[] < 1", "True"),
                   ("Length[RandomReal[1, 1000]]", "1000"),
                   ("Dimensions[RandomReal[{-1, 1}, {3, 2}]]", "{3, 2}"),
                   ("RandomReal[{2, 2}]", "2."),
                   ("SeedRandom[3]; Precision[RandomReal[{1, 2}, WorkingPrecision -> 30]]",
                    "30."),
                   ("SeedRandom[3]; Union[Precision /@ RandomReal[1, 4, "
                    "WorkingPrecision -> 25]]", "{25.}")])
def random_real(ev, expr):
    args, opts = ev.split_options(expr)
    spec = args[0] if args else Expression(S.List, (Integer(0), Integer(1)))
    r = _real_range(spec)
    if r is None:
        ev.message("RandomReal", "unifr", spec)
        return None
    digits = working_digits(ev, "RandomReal", expr, opts)
    if digits is False:
        return None
    if digits is not None:
        return _precise_reals(ev, expr, args, spec, digits)
    lo, hi = r
    width = hi - lo
    g = generator(ev)
    if len(args) < 2:
        return Real(lo + width * g.random())
    dims = _shape(ev, "RandomReal", expr, args[1], 2)
    if dims is None:
        return None
    rnd = g.random
    return _build(ev, "RandomReal", dims, lambda n: [lo + width * rnd() for _ in range(n)],
                  "real")


def _precise_reals(ev, expr, args, spec, digits):
    """RandomReal with WorkingPrecision -> digits: arbitrary-precision numbers."""
    if isinstance(spec, Expression):
        lo, hi = spec.args
    else:
        lo, hi = (Integer(0), spec) if to_float(spec) >= 0 else (spec, Integer(0))
    g = generator(ev)
    if len(args) < 2:
        return random_digits(g, lo, hi, digits)
    dims = _shape(ev, "RandomReal", expr, args[1], 2)
    if dims is None:
        return None
    return draw_array(ev, "RandomReal", dims,
                      lambda n: [random_digits(g, lo, hi, digits) for _ in range(n)])


def _complex_corners(spec):
    """(re_lo, im_lo, re_hi, im_hi) of RandomComplex's rectangle, or None."""
    def parts(z):
        if not z.is_number:
            return None
        if type(z) is Complex:
            if not (z.re.is_number and z.im.is_number):
                return None
            return to_float(z.re), to_float(z.im)
        return to_float(z), 0.0
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2:
        a, b = parts(spec.args[0]), parts(spec.args[1])
    else:
        a, b = (0.0, 0.0), parts(spec)
    if a is None or b is None:
        return None
    return a[0], a[1], b[0], b[1]


@builtin("RandomComplex", around=random_source, nargs=(0, 2),
         options={"WorkingPrecision": "MachinePrecision"},
         usage="RandomComplex[] gives a pseudorandom complex number with real and imaginary "
               "parts in the range 0 to 1. RandomComplex[{zmin, zmax}] gives one in the "
               "rectangle with corners zmin and zmax; RandomComplex[zmax] uses the rectangle "
               "from 0 to zmax. RandomComplex[range, n] gives a list of n numbers, "
               "RandomComplex[range, {n1, n2, ...}] an array (packed).",
         messages={"unifr": "The endpoints specified by `1` for the endpoints of the uniform "
                            "distribution range are not complex valued.",
                   "array": _ARRAY},
         examples=[("SeedRandom[5]; z = RandomComplex[]; {0 <= Re[z] <= 1, 0 <= Im[z] <= 1}",
                    "{True, True}"),
                   ("Dimensions[RandomComplex[1 + I, {2, 3}]]", "{2, 3}"),
                   ("Developer`PackedArrayQ[RandomComplex[{-1 - I, 1 + I}, 4]]", "True"),
                   ("RandomComplex[{2 + 3 I, 2 + 3 I}]", "2. + 3. I"),
                   ("SeedRandom[1]; Precision[RandomComplex[1 + I, "
                    "WorkingPrecision -> 20]]", "20."),
                   ("RandomComplex[x]", "RandomComplex[x]",
                    ["RandomComplex::unifr: The endpoints specified by x for the endpoints "
                     "of the uniform distribution range are not complex valued."])])
def random_complex(ev, expr):
    args, opts = ev.split_options(expr)
    spec = args[0] if args else Complex(Integer(1), Integer(1))
    c = _complex_corners(spec)
    if c is None:
        ev.message("RandomComplex", "unifr", spec)
        return None
    digits = working_digits(ev, "RandomComplex", expr, opts)
    if digits is False:
        return None
    x0, y0, x1, y1 = c
    g = generator(ev)
    if digits is not None:
        lo = spec.args[0] if isinstance(spec, Expression) and spec.head is S.List \
            else Integer(0)
        hi = spec.args[1] if isinstance(spec, Expression) and spec.head is S.List else spec
        re_lo, im_lo = ev.call("Re", lo), ev.call("Im", lo)
        re_hi, im_hi = ev.call("Re", hi), ev.call("Im", hi)

        def one():
            return Complex(random_digits(g, re_lo, re_hi, digits),
                           random_digits(g, im_lo, im_hi, digits))
    else:
        rnd = g.random

        def one():
            return Complex(Real(x0 + (x1 - x0) * rnd()), Real(y0 + (y1 - y0) * rnd()))
    if len(args) < 2:
        return one()
    dims = _shape(ev, "RandomComplex", expr, args[1], 2)
    if dims is None:
        return None
    return draw_array(ev, "RandomComplex", dims, lambda n: [one() for _ in range(n)])


def _choice_items(spec):
    """(weights or None, items) from RandomChoice's first argument, or None."""
    if isinstance(spec, Expression) and spec.head is S.List:
        return None, spec.args
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        w, items = spec.args
        if isinstance(w, Expression) and w.head is S.List and isinstance(items, Expression) \
                and items.head is S.List and len(w.args) == len(items.args) and all(
                    a.is_number and type(a) is not Complex and to_float(a) >= 0
                    for a in w.args):
            ws = [to_float(a) for a in w.args]
            if sum(ws) > 0:
                return ws, items.args
    return None


@builtin("RandomChoice", nargs=(1, 2),
         usage="RandomChoice[{e1, e2, ...}] gives a pseudorandom choice of one of the ei. "
               "RandomChoice[list, n] gives a list of n choices; RandomChoice[{w1, w2, ...} "
               "-> {e1, e2, ...}] chooses with weights wi.",
         messages={"lrwl": "The items for choice `1` should be a list or a rule weights -> "
                           "choices.",
                   "array": _ARRAY},
         examples=[("MemberQ[{a, b, c}, RandomChoice[{a, b, c}]]", "True"),
                   ("Length[RandomChoice[{1, 2}, 10]]", "10"),
                   ("RandomChoice[{0, 1} -> {x, y}, 3]", "{y, y, y}")])
def random_choice(ev, expr):
    args = expr.args
    c = _choice_items(args[0])
    if c is None or not c[1]:
        ev.message("RandomChoice", "lrwl", args[0])
        return None
    weights, items = c
    g = generator(ev)

    def draw(n):
        if weights is None:
            return [items[int(g.random() * len(items))] for _ in range(n)]
        return g.choices(items, weights=weights, k=n)

    if len(args) == 1:
        return draw(1)[0]
    dims = _shape(ev, "RandomChoice", expr, args[1], 2)
    if dims is None:
        return None
    return draw_array(ev, "RandomChoice", dims, draw)


@builtin("SeedRandom", nargs=(0, 1),
         usage="SeedRandom[n] resets the pseudorandom generator, using n as a seed. "
               "SeedRandom[] resets the generator using as a seed the time of day and other "
               "attributes of your computer.",
         examples=[("SeedRandom[42]; a = RandomInteger[1000]; SeedRandom[42]; "
                    "a == RandomInteger[1000]", "True")])
def seed_random(ev, expr):
    if not expr.args:
        reseed(ev, None)
        return S.Null
    s = expr.args[0]
    if type(s) is Integer or type(s) is String:
        reseed(ev, s.value)
    else:
        return None
    return S.Null
