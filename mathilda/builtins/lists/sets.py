"""Lists as sets, the rest of the guide: DisjointQ, IntersectingQ, SymmetricDifference,
UniqueElements, PalindromeQ, and the set-relation operators Subset, SubsetEqual, Superset,
SupersetEqual, NotSubset (notation only, as in the Wolfram Language).

Elements are compared with SameQ (hashing) unless a SameTest is given, when the test is
called on pairs."""

from mathilda.algorithms.lists.common import (HEADS_MESSAGE, make_list, same_heads,
                                              split_opts)
from mathilda.core.expr import Expression, Integer, String, S, TRUE, FALSE
from mathilda.core.ordering import sort_key
from mathilda.core.registry import builtin, symbol_spec

_MESSAGES = {"heads": HEADS_MESSAGE}


def _lists(ev, expr, name, nargs):
    """(the lists, their head, the SameTest or None), or None after a message."""
    pos, opts = split_opts(ev, expr, 0, ("SameTest",), nargs=nargs)
    if pos is None:
        return None
    head = same_heads(ev, name, expr, pos)
    if head is None and pos:
        return None
    test = opts.get("SameTest", S.Automatic)
    return pos, head, (None if test is S.Automatic else test)


def _same(ev, test, a, b):
    return ev.evaluate(Expression(test, (a, b))) is TRUE


def _member(ev, test, x, items, index=None):
    if test is None:
        return x in index
    return any(_same(ev, test, x, y) for y in items)


def _distinct(ev, test, items):
    if test is None:
        return list(dict.fromkeys(items))
    out = []
    for x in items:
        if not any(_same(ev, test, y, x) for y in out):
            out.append(x)
    return out


def _share(ev, expr, name):
    got = _lists(ev, expr, name, (2, 2))
    if got is None:
        return None
    (a, b), head, test = got
    index = set(b.args) if test is None else None
    return any(_member(ev, test, x, b.args, index) for x in a.args)


@builtin("DisjointQ", options={"SameTest": "Automatic"}, messages=_MESSAGES,
         usage="DisjointQ[list1, list2] yields True if list1 and list2 have no element in "
               "common, and False otherwise.",
         examples=[("DisjointQ[{a, b}, {c, d}]", "True"),
                   ("DisjointQ[{a, b, c}, {c, d}]", "False"),
                   ("DisjointQ[{}, {a}]", "True"),
                   ("DisjointQ[{1, 2}, {2.}]", "True"),
                   ("DisjointQ[{1, 2}, {2.}, SameTest -> Equal]", "False"),
                   ("DisjointQ[{a}, f[b]]", "DisjointQ[{a}, f[b]]",
                    ["DisjointQ::heads: Heads List and f at positions 1 and 2 are expected "
                     "to be the same."]),
                   ("DisjointQ[{a}]", "DisjointQ[{a}]",
                    ["DisjointQ::argr: DisjointQ called with 1 argument; 2 arguments are "
                     "expected."])])
def disjoint_q(ev, expr):
    r = _share(ev, expr, "DisjointQ")
    return None if r is None else FALSE if r else TRUE


@builtin("IntersectingQ", options={"SameTest": "Automatic"}, messages=_MESSAGES,
         usage="IntersectingQ[list1, list2] yields True if list1 and list2 have at least "
               "one element in common, and False otherwise.",
         examples=[("IntersectingQ[{a, b, c}, {c, d}]", "True"),
                   ("IntersectingQ[{a, b}, {c, d}]", "False"),
                   ("IntersectingQ[f[a, b], f[b]]", "True"),
                   ("IntersectingQ[{1, 2}, {2.}, SameTest -> Equal]", "True"),
                   ("IntersectingQ[x, {a}]", "IntersectingQ[x, {a}]",
                    ["IntersectingQ::normal: Nonatomic expression expected at position 1 "
                     "in IntersectingQ[x, {a}]."])])
def intersecting_q(ev, expr):
    r = _share(ev, expr, "IntersectingQ")
    return None if r is None else TRUE if r else FALSE


@builtin("SymmetricDifference", options={"SameTest": "Automatic"}, messages=_MESSAGES,
         usage="SymmetricDifference[list1, list2, ...] gives the sorted list of the "
               "elements that appear in an odd number of the listi (for two lists: in one "
               "but not both).",
         examples=[("SymmetricDifference[{a, b, c}, {b, c, d}]", "{a, d}"),
                   ("SymmetricDifference[{1, 2}, {2, 3}, {3, 4}]", "{1, 4}"),
                   ("SymmetricDifference[{1, 2}, {2, 3}, {2, 4}]", "{1, 2, 3, 4}"),
                   ("SymmetricDifference[{c, a, a}, {}]", "{a, c}"),
                   ("SymmetricDifference[]", "{}"),
                   ("SymmetricDifference[f[a, b], f[b, c]]", "f[a, c]"),
                   ("SymmetricDifference[{1, 2}, {2., 3}]", "{1, 2, 2., 3}"),
                   ("SymmetricDifference[{1, 2}, {2., 3}, SameTest -> Equal]", "{1, 3}"),
                   ("SymmetricDifference[{a}, b]", "SymmetricDifference[{a}, b]",
                    ["SymmetricDifference::normal: Nonatomic expression expected at "
                     "position 2 in SymmetricDifference[{a}, b]."])])
def symmetric_difference(ev, expr):
    got = _lists(ev, expr, "SymmetricDifference", None)
    if got is None:
        return None
    lists, head, test = got
    if not lists:
        return make_list(())
    classes = []            # [representative, number of lists it appears in]
    where = {}
    for x in lists:
        for e in _distinct(ev, test, x.args):
            if test is None:
                c = where.get(e)
                if c is None:
                    c = where[e] = [e, 0]
                    classes.append(c)
            else:
                for c in classes:
                    if _same(ev, test, c[0], e):
                        break
                else:
                    c = [e, 0]
                    classes.append(c)
            c[1] += 1
    items = sorted((c[0] for c in classes if c[1] % 2), key=sort_key)
    return Expression(head, tuple(items))


@builtin("UniqueElements", nargs=(1, 2), messages=_MESSAGES,
         usage="UniqueElements[{list1, list2, ...}] gives, for each listi, the elements "
               "that are in no other list (in their first order, without repetitions); "
               "UniqueElements[lists, test] uses test to decide whether two elements are "
               "the same.",
         examples=[("UniqueElements[{{1, 2, 3}, {2, 3, 4}, {3, 5}}]", "{{1}, {4}, {5}}"),
                   ("UniqueElements[{{b, a, b, c}, {c, d}}]", "{{b, a}, {d}}"),
                   ("UniqueElements[{}]", "{}"),
                   ("UniqueElements[{{1, 2}, {2., 3}}]", "{{1, 2}, {2., 3}}"),
                   ("UniqueElements[{{1, 2}, {2., 3}}, Equal]", "{{1}, {3}}"),
                   ("UniqueElements[{f[a, b], f[b, c]}]", "{f[a], f[c]}"),
                   ("UniqueElements[x]", "UniqueElements[x]",
                    ["UniqueElements::list: List expected at position 1 in "
                     "UniqueElements[x]."])])
def unique_elements(ev, expr):
    lists = expr.args[0]
    test = expr.args[1] if len(expr.args) == 2 else None
    if lists.is_atom or lists.head is not S.List:
        ev.message("UniqueElements", "list", expr, Integer(1))
        return None
    if same_heads(ev, "UniqueElements", lists, lists.args) is None and lists.args:
        return None
    if test is None:
        counts = {}
        for x in lists.args:
            for e in set(x.args):
                counts[e] = counts.get(e, 0) + 1
        out = [Expression(x.head, tuple(e for e in dict.fromkeys(x.args) if counts[e] == 1))
               for x in lists.args]
        return make_list(out)
    out = []
    for i, x in enumerate(lists.args):
        others = [e for j, y in enumerate(lists.args) if j != i for e in y.args]
        keep = [e for e in _distinct(ev, test, x.args)
                if not any(_same(ev, test, e, o) for o in others)]
        out.append(Expression(x.head, tuple(keep)))
    return make_list(out)


def _palindrome(ev, x):
    if type(x) is String:
        return x.value == x.value[::-1]
    if type(x) is Integer:
        d = str(abs(x.value))
        return d == d[::-1]
    if x.is_atom:
        return False
    args = x.args
    return all(args[i] == args[-1 - i] for i in range(len(args) // 2))


@builtin("PalindromeQ", nargs=1,
         usage="PalindromeQ[list] returns True if list is the same read backwards; "
               "PalindromeQ[\"string\"] tests the characters of a string and "
               "PalindromeQ[n] the decimal digits of an integer.",
         examples=[("PalindromeQ[{1, 2, 3, 2, 1}]", "True"),
                   ("PalindromeQ[{1, 2, 3}]", "False"),
                   ("PalindromeQ[\"level\"]", "True"), ("PalindromeQ[\"Level\"]", "False"),
                   ("PalindromeQ[12321]", "True"), ("PalindromeQ[-121]", "True"),
                   ("PalindromeQ[123]", "False"), ("PalindromeQ[f[a, b, a]]", "True"),
                   ("PalindromeQ[{}]", "True"), ("PalindromeQ[x]", "False"),
                   ("PalindromeQ[1.1]", "False")])
def palindrome_q(ev, expr):
    return TRUE if _palindrome(ev, expr.args[0]) else FALSE


for _name, _sign, _what in (("Subset", "\u2282", "a subset of"),
                            ("SubsetEqual", "\u2286", "a subset of or equal to"),
                            ("Superset", "\u2283", "a superset of"),
                            ("SupersetEqual", "\u2287", "a superset of or equal to"),
                            ("NotSubset", "\u2284", "not a subset of")):
    symbol_spec(_name, usage="%s[x, y] displays as x %s y: x is %s y, as notation; it "
                             "has no built-in meaning (SubsetQ tests lists)."
                             % (_name, _sign, _what),
                examples=[("%s[a, b]" % _name, "a %s b" % _sign),
                          ("FullForm[%s[a, b]]" % _name, "%s[a, b]" % _name)])
