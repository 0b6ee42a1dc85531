"""Cases that must scale linearly (or stay native), timed at n and 4n, against plain Python.

    python bench/scaling.py [--rows] [--quick]

These were timed assertions in the tests once; on a loaded machine such assertions flake, so
the tests now check only the values and this script prints the figures:

- ``StringReplace`` of a digit pattern over a string of 3n characters (vs ``re.sub``);
- looking up every 7th key of an n-key association (vs a dict);
- printing (OutputForm) a list of n sums (vs ``str`` of a list of n strings "a + i");
- ``Expand[(a + b + c)^20]`` natively (vs SymPy's ``expand``);
- an exact product loop ``Do[p = p k, {k, n}]`` (vs a Python loop).

Each line gives the time at n and at 4n and their ratio (about 4 when linear).
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import re  # noqa: E402


def _cases(quick):
    from mathilda.session import Session
    from mathilda.core.expr import Expression, Integer, S, Symbol
    from mathilda.printing import output_form

    s = Session()

    def replace(n):
        code = ('StringLength[StringReplace[StringRepeat["ab1", %d], '
                'DigitCharacter -> "xy"]]' % n)
        return (lambda: s.evaluate(code),
                lambda: len(re.sub(r"\d", "xy", "ab1" * n)))

    def lookup(n):
        s.evaluate("big = AssociationThread[Range[%d], Range[%d]^2];" % (n, n))
        d = {i: i * i for i in range(1, n + 1)}
        code = "Length[Table[big[i], {i, 1, %d, 7}]]" % n
        return (lambda: s.evaluate(code),
                lambda: len([d[i] for i in range(1, n + 1, 7)]))

    def printing(n):
        big = Expression(S.List, tuple(Expression(S.Plus, (Symbol("a"), Integer(i)))
                                       for i in range(n)))
        plain = ["a + %d" % i for i in range(n)]
        return (lambda: output_form(big), lambda: str(plain))

    def product(n):
        code = "p = 1; Do[p = p k, {k, %d}]; Length[IntegerDigits[p]] > 0" % n

        def py():
            p = 1
            for k in range(1, n + 1):
                p *= k
            return p
        return (lambda: s.evaluate(code), py)

    sizes = {"StringReplace 3n chars": (replace, 25000),
             "association lookup n/7": (lookup, 5000),
             "print n sums": (printing, 5000),
             "Do product of n": (product, 3000)}
    for name, (make, n) in sizes.items():
        if quick:
            n //= 4
        yield name, n, make

    def expand(_n):
        import sympy
        a, b, c = sympy.symbols("a b c")
        from sympy.core.cache import clear_cache

        def other():
            clear_cache()          # SymPy caches expand's result
            return sympy.expand((a + b + c) ** 20)
        return (lambda: s.evaluate("Length[Expand[(a + b + c)^20]]"), other)
    yield "Expand[(a + b + c)^20]", 0, expand


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 5
    for name, n, make in _cases(quick):
        ours1, other1 = make(n) if n else make(0)
        t1, o1 = _common.pair_timings(ours1, other1, repeat)
        t1, o1 = _common.median(t1), _common.median(o1)
        if n:
            ours4, other4 = make(4 * n)
            t4, o4 = _common.pair_timings(ours4, other4, repeat)
            t4, o4 = _common.median(t4), _common.median(o4)
        if rows:
            label = "%s (n=%d)" % (name, 4 * n) if n else name
            _common.row(label[:34], t4 if n else t1, o4 if n else o1, "Python")
            continue
        if n:
            print("%-26s n=%-6d %.4f s   4n: %.4f s   ratio %.1f   (Python at 4n %.4f s, "
                  "%.0fx)" % (name, n, t1, t4, t4 / t1, o4, t4 / o4))
        else:
            print("%-26s %.4f s   (SymPy %.4f s, ratio %.2fx)" % (name, t1, o1, t1 / o1))


if __name__ == "__main__":
    main()
