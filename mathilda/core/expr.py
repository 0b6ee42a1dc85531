"""The expression model: atoms and normal expressions.

Every value the interpreter handles is an ``Expr``.  Expressions are immutable and
hashable; equality (``==``) is structural and is exactly ``SameQ``.

Atoms:
    Symbol    interned by name: ``Symbol("x") is Symbol("x")``
    Integer   unbounded Python int
    Rational  fractions.Fraction, always reduced and never integral
    Real      machine float (``prec is None``) or arbitrary precision (mpmath mpf + precision)
    Complex   a pair of real numbers (Integer, Rational or Real parts)
    String    Python str

Normal expressions: ``Expression(head, args)`` with ``args`` a tuple.
``PackedArray`` is an ``Expression`` with head ``List`` whose elements live in a NumPy
array; it behaves exactly like the List it stands for (see ``mathilda.core.packed``).
"""

import sys
from fractions import Fraction

# The picture renderer (an object with is_graphics(expr) and render(expr, fmt, size,
# resolution=)): None until the graphics area registers one with register_pictures.
PICTURES = None


def register_pictures(renderer):
    """Make ``renderer`` the one Expr.to_svg/to_png/_repr_png_ use (the graphics area)."""
    global PICTURES
    PICTURES = renderer


__all__ = [
    "Expr", "Atom", "Symbol", "Integer", "Rational", "Real", "Complex", "String",
    "Expression", "S", "E", "make_rational", "coprime_rational", "Number", "new_integer",
]


class Expr:
    """Base of every expression."""

    __slots__ = ()
    is_atom = True
    is_number = False

    # --- printing (implemented in mathilda.printing, imported lazily) ---------------
    def __str__(self):
        from mathilda.printing import output_form
        return _print_deep(output_form, self)

    def input_form(self):
        from mathilda.printing import input_form
        return _print_deep(input_form, self)

    def full_form(self):
        from mathilda.printing import full_form
        return _print_deep(full_form, self)

    def __repr__(self):
        try:
            return "<%s>" % self.full_form()
        except Exception:  # printing must never break repr
            return "<%s object>" % type(self).__name__

    def to_python(self):
        from mathilda.bridges.python import to_python
        return to_python(self)

    def to_sympy(self):
        from mathilda.bridges.sympy import to_sympy
        return to_sympy(self)

    # --- pictures: a Graphics, Graphics3D, Legended or Image result draws itself (issue 16;
    # the renderer, mathilda.algorithms.graphics, registers itself with register_pictures
    # when the graphics area loads; matplotlib is imported on the first picture) -----------
    def is_graphics(self):
        """True when this expression is a picture the renderer draws."""
        if PICTURES is None:
            from mathilda.core.registry import load_name
            load_name("Graphics")       # the graphics area registers the renderer
        return PICTURES is not None and PICTURES.is_graphics(self)

    def to_svg(self, width=None, height=None):
        """The picture as SVG bytes (TypeError for an expression that is no picture)."""
        return self._render("svg", width, height)

    def to_png(self, width=None, height=None, resolution=72):
        """The picture as PNG bytes (one pixel per point at the default resolution)."""
        return self._render("png", width, height, resolution)

    def _render(self, fmt, width, height, resolution=72):
        if not self.is_graphics():
            raise TypeError("%s is not a graphics expression" % type(self).__name__)
        size = (width, height) if width is not None or height is not None else None
        return PICTURES.render(self, fmt, size, resolution=resolution)

    def _repr_svg_(self):
        """IPython/Jupyter display: SVG text for pictures, None (not available) otherwise."""
        if not self.is_graphics():
            return None
        return self.to_svg().decode("utf-8")

    def _repr_png_(self):
        """PNG at twice the resolution, with its size in points as metadata (sharp on
        high-density screens); None for an expression that is no picture."""
        if not self.is_graphics():
            return None
        data = self.to_png(resolution=144)
        import struct
        w, h = struct.unpack(">II", data[16:24])
        return data, {"width": w // 2, "height": h // 2}

    # --- structure helpers ---------------------------------------------------------------
    def has_head(self, sym):
        return False

    @property
    def head_symbol(self):
        """The innermost symbol of the head (for ``f[x][y]`` that is ``f``); atoms: None."""
        return None


def _print_deep(printer, expr):
    """Print ``expr``; a very deep expression is printed again on a big-stack thread."""
    try:
        return printer(expr)
    except RecursionError:
        from mathilda.runtime.deep import run_deep
        return run_deep(printer, expr)


class Atom(Expr):
    __slots__ = ()


class Symbol(Atom):
    """A symbol, interned by its name."""

    # Symbols are interned, so equality is identity: object's own (C-level) __eq__ and
    # __hash__ serve, which keeps every dict lookup keyed by a symbol (definitions,
    # attributes, bindings) free of Python-level calls.
    __slots__ = ("name", "__weakref__")
    _table = {}

    def __new__(cls, name):
        try:
            return cls._table[name]
        except KeyError:
            pass
        if name.startswith("System`") or name.startswith("Global`"):
            short = name.split("`", 1)[1]
            if "`" not in short:
                sym = cls(short)
                cls._table[name] = sym
                return sym
        self = object.__new__(cls)
        self.name = name
        table = cls._table
        table[name] = self
        if len(table) > cls._sweep_limit:
            cls.sweep()
            cls._sweep_limit = max(2 * len(table), 250000)
        return self

    _swept_at = 0           # the table's size after the last sweep
    _sweep_limit = 250000   # sweep when a new symbol makes the table larger than this

    @classmethod
    def sweep(cls, growth=0):
        """Drop the symbols nothing refers to but this table (and return how many went).

        The table interns symbols for the whole process; without a sweep, the symbols of
        discarded sessions would stay forever.  A symbol nothing else refers to has no
        definitions and no identity anyone could compare, so dropping it is invisible: the
        next ``Symbol(name)`` makes an equal one.  With ``growth``, nothing happens unless the
        table grew by that many names since the last sweep (amortised cost).

        A symbol another thread picks up while it is being dropped is put back."""
        table = cls._table
        if growth and len(table) - cls._swept_at < growth:
            return 0
        refcount = sys.getrefcount
        dropped = 0
        for name in list(table):
            sym = table.get(name)
            if sym is None or sym.name != name:
                continue                    # an alias (System`x): handled with its symbol
            aliases = [a for a in ("System`" + name, "Global`" + name)
                       if table.get(a) is sym]
            # references: the table's entries, ``sym`` here and the call's argument
            if refcount(sym) > 2 + 1 + len(aliases):
                continue
            del table[name]
            for a in aliases:
                del table[a]
            if refcount(sym) > 2:           # picked up meanwhile: put it back
                table.setdefault(name, sym)
                for a in aliases:
                    table.setdefault(a, sym)
                continue
            dropped += 1
        cls._swept_at = len(table)
        return dropped

    @classmethod
    def exists(cls, name):
        """True if a symbol of this name has been made (without making it)."""
        return name in cls._table

    def __reduce__(self):
        return (Symbol, (self.name,))

    @property
    def head(self):
        return S.Symbol

    @property
    def context(self):
        if "`" in self.name:
            return self.name.rsplit("`", 1)[0] + "`"
        return "Global`"

    @property
    def short_name(self):
        return self.name.rsplit("`", 1)[-1]


class Number(Atom):
    __slots__ = ()
    is_number = True


_SMALL_INTEGERS = {}     # -5 .. 256: one object each


class Integer(Number):
    __slots__ = ("value",)
    _small = _SMALL_INTEGERS

    def __new__(cls, value):
        if -5 <= value <= 256:
            self = _SMALL_INTEGERS.get(value)
            if self is not None:
                return self
            self = object.__new__(cls)
            self.value = int(value)
            if cls is Integer and type(value) is int:
                _SMALL_INTEGERS[value] = self
            return self
        self = object.__new__(cls)
        self.value = value if type(value) is int else int(value)
        return self

    def __reduce__(self):
        return (Integer, (self.value,))

    head = property(lambda self: S.Integer)

    def __hash__(self):
        return hash(self.value)

    def __eq__(self, other):
        return self is other or (type(other) is Integer and other.value == self.value)



for _v in range(-5, 257):
    Integer(_v)
del _v


def new_integer(value, _small=_SMALL_INTEGERS, _new=object.__new__):
    """``Integer(value)`` for a Python int ``value``, without the class call (about twice
    as fast: the evaluator's folds and the iterators make one per step)."""
    if -5 <= value <= 256:
        return _small[value]
    self = _new(Integer)
    self.value = value
    return self


class Rational(Number):
    """A reduced, non-integral fraction.  Build through ``make_rational``."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    head = property(lambda self: S.Rational)

    def __hash__(self):
        return hash(("Rational", self.value))

    def __eq__(self, other):
        return self is other or (type(other) is Rational and other.value == self.value)



_new = object.__new__


def coprime_rational(num, den, _new=_new, _Fraction=Fraction, _Rational=Rational):
    """The Integer or Rational ``num/den`` of two ints already in lowest terms with
    ``den > 0`` (no gcd taken: the Fraction is built directly)."""
    if den == 1:
        return new_integer(num)
    f = _new(_Fraction)
    f._numerator = num
    f._denominator = den
    r = _new(_Rational)
    r.value = f
    return r


def make_rational(num, den=1):
    """An Integer or Rational for ``num/den`` (a Fraction or two ints), reduced."""
    if den == 1:
        t = type(num)
        if t is int:
            return Integer(num)
        if t is Fraction:            # a Fraction is always in lowest terms
            if num._denominator == 1:
                return Integer(num._numerator)
            return Rational(num)
    f = Fraction(num, den) if den != 1 else Fraction(num)
    if f.denominator == 1:
        return Integer(f.numerator)
    return Rational(f)


# $MinPrecision/$MaxPrecision: None while they are 0 and Infinity, else a function
# (value, prec) -> (value, prec) applied to every arbitrary-precision Real made
# (mathilda.numbers.precision.set_precision_bounds installs it)
_precision_bounds = None


def set_real_bounds(fn):
    global _precision_bounds
    _precision_bounds = fn


class Real(Number):
    """A real number.

    ``prec is None``: a machine real, ``value`` is a Python float.
    Otherwise ``value`` is an ``mpmath.mpf`` and ``prec`` its precision in decimal digits.
    """

    __slots__ = ("value", "prec")

    def __init__(self, value, prec=None):
        if prec is not None and _precision_bounds is not None:
            value, prec = _precision_bounds(value, prec)
        self.value = value
        self.prec = prec

    head = property(lambda self: S.Real)

    @property
    def is_machine(self):
        return self.prec is None

    def __hash__(self):
        return hash(("Real", float(self.value)))

    def __eq__(self, other):
        return self is other or (type(other) is Real and other.prec == self.prec
                                 and other.value == self.value)



class Complex(Number):
    """A complex number with real parts ``re`` and ``im`` (Integer, Rational or Real)."""

    __slots__ = ("re", "im")

    def __init__(self, re, im):
        self.re = re
        self.im = im

    head = property(lambda self: S.Complex)

    def __hash__(self):
        return hash(("Complex", self.re, self.im))

    def __eq__(self, other):
        return self is other or (type(other) is Complex and other.re == self.re
                                 and other.im == self.im)



class String(Atom):
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    head = property(lambda self: S.String)

    def __hash__(self):
        return hash(("String", self.value))

    def __eq__(self, other):
        return self is other or (type(other) is String and other.value == self.value)



class Expression(Expr):
    """A normal expression ``head[args...]``; ``args`` is a tuple of Expr.

    ``_ev`` is owned by the evaluator: it holds the definitions-version token under
    which this expression was found to be at a fixed point (see core.evaluation).
    """

    __slots__ = ("head", "args", "_hash", "_ev")
    is_atom = False

    def __init__(self, head, args=()):
        self.head = head
        self.args = args if type(args) is tuple else tuple(args)
        self._hash = None
        self._ev = None

    def __reduce__(self):
        return (Expression, (self.head, self.args))

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash((self.head, self.args))
        return h

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Expression):
            return False
        if self._hash is not None and other._hash is not None and self._hash != other._hash:
            return False
        return self.head == other.head and self.args == other.args


    def __len__(self):
        return len(self.args)

    def has_head(self, sym):
        return self.head is sym

    @property
    def head_symbol(self):
        h = self.head
        while type(h) is not Symbol:
            if isinstance(h, Expression):
                h = h.head
            else:
                return None
        return h

    def with_args(self, args):
        return Expression(self.head, args)


class _SymbolNamespace:
    """``S.List`` is ``Symbol("List")``; ``S["$Failed"]`` for names that are not identifiers."""

    def __getattr__(self, name):
        sym = Symbol(name)
        setattr(self, name, sym)
        return sym

    def __getitem__(self, name):
        return Symbol(name)


S = _SymbolNamespace()


def E(head, *args):
    """Build ``head[args...]``; a string head is taken as a symbol name."""
    if isinstance(head, str):
        head = Symbol(head)
    return Expression(head, args)


# ``S.True`` is not valid Python (True is a keyword): use these.
TRUE = Symbol("True")
FALSE = Symbol("False")
NULL = Symbol("Null")
