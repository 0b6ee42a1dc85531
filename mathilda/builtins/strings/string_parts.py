"""Parts of strings: StringPart, StringTakeDrop, StringRotateLeft, StringRotateRight,
StringReplacePart and StringReplaceList."""

from mathilda.algorithms.build import list_of
from mathilda.algorithms.lists.common import is_list
from mathilda.builtins.strings.patterns import (
    PATTERN_MESSAGES, _string_expression, make_matcher, rhs_value, scan_setup, string_items)
from mathilda.core.expr import Expression, Integer, String, S, TRUE
from mathilda.core.registry import builtin

_STRSE = {"strse": "String or list of strings expected at position `1` in `2`."}


def _each(ev, name, expr, fn):
    items = string_items(expr.args[0])
    if items is None:
        ev.message(name, "strse", Integer(1), expr)
        return None
    strs, listed = items
    out = []
    for t in strs:
        r = fn(t)
        if r is None:
            return None
        out.append(r)
    return list_of(out) if listed else out[0]


# --- StringPart --------------------------------------------------------------------------------

def _index(k, n):
    """0-based index of the position k (negative from the end) in a string of length n."""
    i = k - 1 if k > 0 else n + k
    return i if k != 0 and 0 <= i < n else None


def _span(spec, n):
    """0-based indices of a Span m ;; n ;; s, or None."""
    vals = list(spec.args)
    if len(vals) == 2:
        vals.append(Integer(1))
    out = []
    for v, dflt in zip(vals[:2], (1, -1)):
        if v is S.All:
            out.append(dflt)
        elif type(v) is Integer:
            out.append(v.value)
        else:
            return None
    if type(vals[2]) is not Integer or vals[2].value == 0:
        return None
    a, b, st = out[0], out[1], vals[2].value
    a = a if a > 0 else n + a + 1
    b = b if b > 0 else n + b + 1
    if not (1 <= a <= n + 1 and 0 <= b <= n):
        return None
    return list(range(a - 1, b, st)) if st > 0 else list(range(a - 1, b - 2, st))


@builtin("StringPart", nargs=2,
         messages=dict(_STRSE, partw="Part `1` of `2` does not exist.",
                       pspec="Part specification `1` is neither an integer nor a list of "
                             "integers."),
         usage="StringPart[\"string\", n] gives the n-th character of the string (a negative n "
               "counts from the end); StringPart[s, {n1, n2, ...}] the list of those "
               "characters; StringPart[s, m ;; n] characters m through n, as a list.",
         examples=[("StringPart[\"abcdef\", 2]", "b"),
                   ("StringPart[\"abcdef\", -1]", "f"),
                   ("StringPart[\"abcdef\", {1, 3, 5}]", "{a, c, e}"),
                   ("StringPart[\"abcdef\", 2 ;; 4]", "{b, c, d}"),
                   ("StringPart[{\"abc\", \"xyz\"}, 2]", "{b, y}"),
                   ("StringPart[\"abc\", 5]", "StringPart[abc, 5]",
                    ["StringPart::partw: Part 5 of \"abc\" does not exist."])])
def string_part(ev, expr):
    spec = expr.args[1]

    def part(t):
        n = len(t)
        if type(spec) is Integer:
            i = _index(spec.value, n)
            if i is None:
                ev.message("StringPart", "partw", spec, String(t))
                return None
            return String(t[i])
        if is_list(spec) and all(type(k) is Integer for k in spec.args):
            out = []
            for k in spec.args:
                i = _index(k.value, n)
                if i is None:
                    ev.message("StringPart", "partw", k, String(t))
                    return None
                out.append(String(t[i]))
            return list_of(out)
        if isinstance(spec, Expression) and spec.head is S.Span and len(spec.args) in (2, 3):
            idx = _span(spec, n)
            if idx is None:
                ev.message("StringPart", "partw", spec, String(t))
                return None
            return list_of(String(t[i]) for i in idx)
        if spec is S.All:
            return list_of(String(c) for c in t)
        ev.message("StringPart", "pspec", spec)
        return None

    return _each(ev, "StringPart", expr, part)


# --- StringTakeDrop, rotations -------------------------------------------------------------------

@builtin("StringTakeDrop", nargs=2, messages=_STRSE,
         usage="StringTakeDrop[\"string\", spec] gives {StringTake[string, spec], "
               "StringDrop[string, spec]}.",
         examples=[("StringTakeDrop[\"abcdef\", 2]", "{ab, cdef}"),
                   ("StringTakeDrop[\"abcdef\", -2]", "{ef, abcd}"),
                   ("StringTakeDrop[\"abcdef\", {2, 3}]", "{bc, adef}"),
                   ("StringTakeDrop[{\"abc\", \"xyz\"}, 1]", "{{a, bc}, {x, yz}}")])
def string_take_drop(ev, expr):
    s, spec = expr.args
    if string_items(s) is None:
        ev.message("StringTakeDrop", "strse", Integer(1), expr)
        return None
    if is_list(s):
        return list_of(ev.call("StringTakeDrop", e, spec) for e in s.args)
    take = ev.call("StringTake", s, spec)
    if type(take) is not String:
        return None
    drop = ev.call("StringDrop", s, spec)
    if type(drop) is not String:
        return None
    return list_of((take, drop))


def _rotation(name, left):
    @builtin(name, nargs=(1, 2), messages=_STRSE,
             usage="%s[\"string\", n] cycles the characters of the string n places to the "
                   "%s; %s[\"string\"] one place." % (name, "left" if left else "right", name),
             examples=[("%s[\"abcde\", 2]" % name, "cdeab" if left else "deabc"),
                       ("%s[\"abcde\"]" % name, "bcdea" if left else "eabcd"),
                       ("%s[{\"abc\", \"xy\"}, 1]" % name,
                        "{bca, yx}" if left else "{cab, yx}")])
    def rotate(ev, expr):
        k = expr.args[1] if len(expr.args) == 2 else Integer(1)
        if type(k) is not Integer:
            ev.message(name, "int", expr, Integer(2))
            return None
        shift = k.value if left else -k.value

        def rot(t):
            if not t:
                return String(t)
            j = shift % len(t)
            return String(t[j:] + t[:j])

        return _each(ev, name, expr, rot)
    return rotate


_rotation("StringRotateLeft", True)
_rotation("StringRotateRight", False)


# --- StringReplacePart, StringReplaceList -------------------------------------------------------

def _ranges(spec, n):
    """The (start, end) 0-based half-open ranges of {m, n} or a list of them, or None."""
    def one(p):
        if is_list(p) and len(p.args) == 2 and all(type(x) is Integer for x in p.args):
            a, b = p.args[0].value, p.args[1].value
            a = a if a > 0 else n + a + 1
            b = b if b > 0 else n + b + 1
            if 1 <= a <= n + 1 and 0 <= b <= n and a <= b + 1:
                return a - 1, b
        return None
    r = one(spec)
    if r is not None:
        return [r], False
    if is_list(spec) and spec.args:
        out = [one(p) for p in spec.args]
        if all(o is not None for o in out):
            return out, True
    return None


@builtin("StringReplacePart", nargs=3,
         messages=dict(_STRSE, psl="Position specification `1` in `2` is not a pair of "
                                   "integers or a list of pairs of integers within the "
                                   "string."),
         usage="StringReplacePart[\"s\", \"snew\", {m, n}] replaces the characters m through "
               "n of s with snew; StringReplacePart[s, snew, {{m1, n1}, {m2, n2}, ...}] "
               "replaces each range with snew; StringReplacePart[s, {snew1, snew2, ...}, "
               "{{m1, n1}, ...}] range i with snewi.",
         examples=[("StringReplacePart[\"abcde\", \"X\", {2, 3}]", "aXde"),
                   ("StringReplacePart[\"abcde\", \"X\", {{1, 1}, {4, 5}}]", "XbcX"),
                   ("StringReplacePart[\"abcde\", {\"X\", \"YY\"}, {{1, 1}, {-1, -1}}]",
                    "XbcdYY"),
                   ("StringReplacePart[\"abc\", \"X\", {2, 7}]",
                    "StringReplacePart[abc, X, {2, 7}]",
                    ["StringReplacePart::psl: Position specification {2, 7} in "
                     "StringReplacePart[\"abc\", \"X\", {2, 7}] is not a pair of integers "
                     "or a list of pairs of integers within the string."])])
def string_replace_part(ev, expr):
    s, new, spec = expr.args
    if is_list(new) and all(type(x) is String for x in new.args):
        news = [x.value for x in new.args]
    elif type(new) is String:
        news = None
    else:
        ev.message("StringReplacePart", "string", expr, Integer(2))
        return None

    def rep(t):
        r = _ranges(spec, len(t))
        if r is None or (news is not None and len(news) != len(r[0])):
            ev.message("StringReplacePart", "psl", spec, expr)
            return None
        ranges = r[0]
        reps = news if news is not None else [new.value] * len(ranges)
        order = sorted(range(len(ranges)), key=lambda i: ranges[i])
        out, last = [], 0
        for i in order:
            a, b = ranges[i]
            if a < last:
                continue
            out.append(t[last:a])
            out.append(reps[i])
            last = b
        out.append(t[last:])
        return String("".join(out))

    return _each(ev, "StringReplacePart", expr, rep)


@builtin("StringReplaceList", options={"IgnoreCase": "False"}, messages=PATTERN_MESSAGES,
         usage="StringReplaceList[\"s\", patt -> rep] gives the list of the strings obtained "
               "by replacing one occurrence of patt (at each position where it matches) with "
               "rep; StringReplaceList[s, {rules}] tries each rule; StringReplaceList[s, "
               "rules, n] gives at most n results.",
         examples=[("StringReplaceList[\"abcabc\", \"a\" -> \"X\"]", "{Xbcabc, abcXbc}"),
                   ("StringReplaceList[\"aaa\", \"aa\" -> \"X\"]", "{Xa, aX}"),
                   ("StringReplaceList[\"abc\", {\"a\" -> \"1\", \"c\" -> \"3\"}]",
                    "{1bc, ab3}"),
                   ("StringReplaceList[\"abcabc\", \"b\" -> \"\", 1]", "{acabc}"),
                   ("StringReplaceList[\"xyz\", \"a\" -> \"b\"]", "{}")])
def string_replace_list(ev, expr):
    setup = scan_setup(ev, expr, "StringReplaceList", 2, 3, rules_needed=True)
    if setup is None:
        return None
    _, rhs, limit, _ = setup
    ignore = ev.split_options(expr)[1].get("IgnoreCase") is TRUE
    single = []
    for r in rhs:
        mi = make_matcher(ev, [r.args[0]], ignore)
        if mi is None:
            return None
        single.append((mi, [r]))

    def each(text):
        out = []
        for start in range(len(text) + 1):
            ev.check_interrupt()
            for mi, rules in single:
                found = mi.match_at(ev, text, start, allow_empty=False)
                if found is None:
                    continue
                e, _, mm = found
                r = rhs_value(ev, mi, rules, 0, mm)
                out.append(_string_expression([String(text[:start]), r, String(text[e:])]))
                if limit is not None and len(out) >= limit:
                    return list_of(out)
        return list_of(out)

    return _each(ev, "StringReplaceList", expr, each)
