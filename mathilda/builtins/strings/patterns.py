"""String patterns, compiled to Python regular expressions, and the builtins that match them:
StringExpression (``~~``), RegularExpression, the character classes, StringMatchQ,
StringContainsQ, StringStartsQ, StringEndsQ, StringFreeQ, StringReplace, StringCases,
StringPosition, StringCount, StringSplit, StringTrim, StringDelete.

A string pattern is a String, a character class symbol (``DigitCharacter``, ``Whitespace``,
...), ``_`` / ``__`` / ``___``, ``x : p`` / ``x_``, ``p1 ~~ p2``, ``p1 | p2`` or a list of
alternatives, ``p..``, ``Except[c]``, ``Shortest[p]``, ``RegularExpression["re"]``,
``p /; cond`` and ``p ? test``.  ``compile_string_patterns`` turns a list of them into a
``StringMatcher``: one regex, the alternatives in order (``(?P<R0>...)|(?P<R1>...)``), so a
scan finds, at the leftmost position, the first alternative that matches: the Wolfram rule
order.  Named patterns become named groups, a repeated name a back-reference.  Conditions and
pattern tests cannot live inside a regex: a pattern that has them is matched by trying each
start and end position with ``fullmatch`` and checking the bindings (quadratic, but only for
such patterns).

The regexes run on the ``regex`` module (a superset of ``re`` with a ``timeout`` argument):
a match runs within the time left of the evaluation's time limit, so a catastrophic
regular expression (``StringMatchQ[StringRepeat["a", 30], RegularExpression["(a*)*b"]]``)
stops at the limit like any other computation (issue 27).
"""

import os
import re
import time

from mathilda.core.evaluation import substitute
from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin, symbol_spec

__all__ = ["StringPatternError", "StringMatcher", "compile_string_patterns", "string_items"]

_BAD = (re.error, OverflowError, RecursionError, ValueError)


class _Regex:
    """A compiled regex twice: ``re`` (fast) for evaluations without a time limit, ``regex``
    (compiled on first use) with its ``timeout`` argument under a limit."""

    __slots__ = ("fast", "safe", "pattern", "flags", "groups", "groupindex")

    def __init__(self, pattern, flags):
        self.fast = re.compile(pattern, flags)
        self.safe = None
        self.pattern = pattern
        self.flags = flags
        self.groups = self.fast.groups
        self.groupindex = self.fast.groupindex

    def owns(self, m):
        return m.re is self.fast or m.re is self.safe


def _cpu_share():
    """The share of a CPU this process can expect (regex's timeout counts CPU time: on a
    machine loaded 7 times over, 1 s of CPU time took 6.5 s of wall time)."""
    try:
        load = os.getloadavg()[0]
    except (OSError, AttributeError):
        return 1.0
    return min(1.0, max((os.cpu_count() or 1) / max(load, 1.0), 0.02))


def _timed(ev, rx, name, *args):
    """``rx.name(*args)`` (match, search, fullmatch), within the time left before
    ``ev.deadline`` when there is one."""
    dl = getattr(ev, "deadline", None)
    if dl is None:
        return getattr(rx.fast, name)(*args)
    if rx.safe is None:
        try:
            import regex          # (imported here: start-up does not need it)
            rx.safe = regex.compile(rx.pattern, rx.flags)
        except Exception:         # (not a pattern the regex module reads alike)
            rx.safe = rx.fast
    if rx.safe is rx.fast:
        return getattr(rx.fast, name)(*args)
    left = max(dl - time.monotonic(), 0.001) * _cpu_share()
    try:
        return getattr(rx.safe, name)(*args, timeout=left)
    except TimeoutError:
        from mathilda.core.evaluation import AbortSignal
        raise AbortSignal("timeout")


_ANY = "(?s:.)"

_CLASSES = {
    "DigitCharacter": "[0-9]",
    "LetterCharacter": r"[^\W\d_]",
    "WordCharacter": r"[^\W_]",
    "WhitespaceCharacter": r"\s",
    "HexadecimalCharacter": "[0-9a-fA-F]",
    "PunctuationCharacter": r"[!-/:-@\[-`{-~]",
    "NumberString": r"(?:-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))",
    "StartOfString": r"\A",
    "EndOfString": r"\Z",
    "StartOfLine": r"(?m:^)",
    "EndOfLine": r"(?m:$)",
    "WordBoundary": r"\b",
}
_ANCHORS = {"StartOfString", "EndOfString", "StartOfLine", "EndOfLine", "WordBoundary"}

# single-character and sequence tests that are character classes
_TEST_CLASSES = {"DigitQ": "[0-9]", "LetterQ": r"[^\W\d_]"}


class StringPatternError(Exception):
    """Raised with the offending element when a pattern cannot be used on strings."""

    def __init__(self, element):
        Exception.__init__(self, "invalid string pattern element")
        self.element = element


class _Part:
    """One alternative: its regex text, named groups, checks, and RegularExpression info."""

    __slots__ = ("regex", "names", "checks", "anchor", "re_offset", "ngroups", "lazy",
                 "prefix", "anon", "rx")

    def __init__(self, prefix):
        self.prefix = prefix
        self.names = {}         # Symbol -> group name
        self.checks = []        # ("cond", test) or ("test", group, test)
        self.anchor = False     # contains a zero-width anchor: empty matches count
        self.re_offset = None   # groups opened before the first RegularExpression
        self.ngroups = 0
        self.lazy = False
        self.anon = 0
        self.rx = None


def _quant(base, q, lazy):
    return "(?:%s)%s%s" % (base, q, "?" if lazy else "")


def _tr(p, c):
    """The regex text of string pattern ``p`` (context ``c``, a _Part)."""
    t = type(p)
    if t is String:
        return re.escape(p.value)
    if t is Symbol:
        r = _CLASSES.get(p.name)
        if r is not None:
            if p.name in _ANCHORS:
                c.anchor = True
            return r
        if p.name == "Whitespace":
            return r"\s+?" if c.lazy else r"\s+"
        raise StringPatternError(p)
    if not isinstance(p, Expression):
        raise StringPatternError(p)
    h, a, n = p.head, p.args, len(p.args)
    if h is S.StringExpression:
        return "".join(_tr(x, c) for x in a)
    if h is S.Alternatives or h is S.List:
        if not a:
            raise StringPatternError(p)
        return "(?:%s)" % "|".join(_tr(x, c) for x in a)
    if n == 0 and h is S.Blank:
        return _ANY
    if n == 0 and h is S.BlankSequence:
        return _ANY + ("+?" if c.lazy else "+")
    if n == 0 and h is S.BlankNullSequence:
        return _ANY + ("*?" if c.lazy else "*")
    if h is S.Pattern and n == 2 and type(a[0]) is Symbol:
        old = c.names.get(a[0])
        if old is not None:
            return "(?P=%s)" % old
        c.ngroups += 1
        inner = _tr(a[1], c)
        g = "%s%d" % (c.prefix, len(c.names))
        c.names[a[0]] = g
        return "(?P<%s>%s)" % (g, inner)
    if h in (S.Repeated, S.RepeatedNull) and n in (1, 2):
        lo = 1 if h is S.Repeated else 0
        hi = ""
        if n == 2:
            spec = a[1]
            if type(spec) is Integer:
                hi = str(spec.value)
            elif isinstance(spec, Expression) and spec.head is S.List and \
                    all(type(x) is Integer for x in spec.args) and 1 <= len(spec.args) <= 2:
                lo = spec.args[0].value
                hi = str(spec.args[-1].value)
            else:
                raise StringPatternError(p)
        q = "+" if (lo, hi) == (1, "") else "*" if (lo, hi) == (0, "") else \
            "{%d,%s}" % (lo, hi)
        return _quant(_tr(a[0], c), q, c.lazy)
    if h in (S.Shortest, S.Longest) and n == 1:
        old = c.lazy
        c.lazy = h is S.Shortest
        try:
            return _tr(a[0], c)
        finally:
            c.lazy = old
    if h is S.HoldPattern and n == 1:
        return _tr(a[0], c)
    if h is S.Except and n in (1, 2):
        excl = _tr(a[0], c)
        rest = _tr(a[1], c) if n == 2 else _ANY
        return "(?:(?!%s)%s)" % (excl, rest)
    if h is S.Condition and n == 2:
        r = _tr(a[0], c)
        c.checks.append(("cond", a[1]))
        return r
    if h is S.PatternTest and n == 2:
        return _pattern_test(a[0], a[1], c)
    if h is S.RegularExpression and n == 1 and type(a[0]) is String:
        text = re.sub(r"\(\?<(?=[A-Za-z_])", "(?P<", a[0].value)
        try:
            groups = re.compile(text).groups
        except _BAD:    # a{99999999999}: too large
            raise StringPatternError(p)
        if c.re_offset is None:
            c.re_offset = c.ngroups
        c.ngroups += groups
        c.anchor = True
        return "(?:%s)" % text
    raise StringPatternError(p)


def _pattern_test(inner, test, c):
    # _?DigitQ, __?LetterQ, x_?DigitQ ...: a character class, no check needed
    if type(test) is Symbol and test.name in _TEST_CLASSES:
        cls = _TEST_CLASSES[test.name]
        target = inner
        name = None
        if isinstance(inner, Expression) and inner.head is S.Pattern and len(inner.args) == 2 \
                and type(inner.args[0]) is Symbol and inner.args[0] not in c.names:
            name, target = inner.args
        if isinstance(target, Expression) and not target.args and target.head in (
                S.Blank, S.BlankSequence, S.BlankNullSequence):
            q = {"Blank": "", "BlankSequence": "+", "BlankNullSequence": "*"}[
                target.head.name]
            body = cls + q + ("?" if q and c.lazy else "")
            if name is None:
                return body
            c.ngroups += 1
            g = "%s%d" % (c.prefix, len(c.names))
            c.names[name] = g
            return "(?P<%s>%s)" % (g, body)
    c.ngroups += 1
    c.anon += 1
    g = "%st%d" % (c.prefix, c.anon)
    body = _tr(inner, c)
    c.checks.append(("test", g, test))
    return "(?P<%s>%s)" % (g, body)


def _wildcard(s):
    """StringMatchQ's abbreviated patterns: * is any characters, @ any characters but
    uppercase letters, \\* and \\@ are literal."""
    out = []
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == "\\" and i + 1 < len(s) and s[i + 1] in "*@":
            out.append(re.escape(s[i + 1]))
            i += 2
            continue
        if ch == "*":
            out.append(_ANY + "*")
        elif ch == "@":
            out.append("(?-i:[^A-Z])+")
        else:
            out.append(re.escape(ch))
        i += 1
    return "".join(out)


class StringMatcher:
    """Alternatives compiled together; ``finditer`` yields (start, end, index, match)."""

    def __init__(self, parts, flags):
        self.parts = parts
        self.flags = flags
        self.has_checks = any(p.checks for p in parts)
        self.combined = None
        self._suffix = None
        if not self.has_checks:
            try:
                self.combined = _Regex("|".join(
                    "(?P<R%d>%s)" % (i, p.regex) for i, p in enumerate(parts)), flags)
            except _BAD:
                self.combined = None
        for p in parts:
            if p.rx is None:
                p.rx = _Regex(p.regex, flags)

    # --- bindings ---------------------------------------------------------------------------
    def _which(self, m):
        for i in range(len(self.parts)):
            if m.start("R%d" % i) >= 0:
                return i
        return 0

    def bindings(self, i, m):
        b = {}
        for sym, g in self.parts[i].names.items():
            v = m.group(g)
            if v is not None:
                b[sym] = String(v)
        return b

    def re_group(self, i, m, k):
        """Group ``$k`` of the RegularExpression in alternative i (``$0``: the match)."""
        if k == 0:
            return m.group(0)
        p = self.parts[i]
        if p.re_offset is None:
            return None
        base = m.re.groupindex.get("R%d" % i, 0) if self.combined is not None and \
            self.combined.owns(m) else 0
        idx = base + p.re_offset + k
        if idx > m.re.groups:
            return None
        return m.group(idx) or ""

    def _ok(self, ev, i, m):
        p = self.parts[i]
        if not p.checks:
            return True
        b = self.bindings(i, m)
        for chk in p.checks:
            if chk[0] == "cond":
                if not ev.condition_true(chk[1], b):
                    return False
            else:
                v = m.group(chk[1])
                if v is None or ev.evaluate(Expression(chk[2], (String(v),))) is not TRUE:
                    return False
        return True

    # --- matching at a position ---------------------------------------------------------------
    def match_at(self, ev, text, s, allow_empty=True, shortest=False):
        """(end, index, match) of the first alternative matching at ``s``, or None."""
        if self.combined is not None:
            m = _timed(ev, self.combined, "match", text, s)
            if m is None:
                return None
            i = self._which(m)
            if m.end() == s and not (allow_empty or self.parts[i].anchor):
                return None
            return m.end(), i, m
        n = len(text)
        for i, p in enumerate(self.parts):
            m = _timed(ev, p.rx, "match", text, s)
            if m is None:
                continue
            empty_ok = allow_empty or p.anchor
            if (m.end() > s or empty_ok) and self._ok(ev, i, m):
                return m.end(), i, m
            ends = range(s, n + 1) if shortest else range(n, s - 1, -1)
            for e in ends:
                if e == m.end() or (e == s and not empty_ok):
                    continue
                ev.check_interrupt()
                m2 = _timed(ev, p.rx, "fullmatch", text, s, e)
                if m2 is not None and self._ok(ev, i, m2):
                    return e, i, m2
        return None

    def finditer(self, ev, text, overlaps=False):
        """Non-overlapping (or, with overlaps, one per start) matches, leftmost first;
        empty matches only for patterns with anchors."""
        n = len(text)
        pos = 0
        combined = self.combined
        while pos <= n:
            if combined is not None:
                m = _timed(ev, combined, "search", text, pos)
                if m is None:
                    return
                s, e = m.span()
                i = self._which(m)
                if s == e and not self.parts[i].anchor:
                    pos = s + 1
                    continue
            else:
                found = None
                for s in range(pos, n + 1):
                    ev.check_interrupt()
                    found = self.match_at(ev, text, s, allow_empty=False)
                    if found is not None:
                        break
                if found is None:
                    return
                e, i, m = found
            yield s, e, i, m
            pos = s + 1 if (overlaps or e == s) else e

    def full(self, ev, text):
        if self.combined is not None:
            return _timed(ev, self.combined, "fullmatch", text) is not None
        for i, p in enumerate(self.parts):
            m = _timed(ev, p.rx, "fullmatch", text)
            if m is not None and self._ok(ev, i, m):
                return True
        return False

    def contains(self, ev, text):
        if self.combined is not None:
            return _timed(ev, self.combined, "search", text) is not None
        return any(self.match_at(ev, text, s) is not None for s in range(len(text) + 1))

    def suffix_start(self, ev, text):
        """The smallest s such that text[s:] matches, or None."""
        n = len(text)
        if self.combined is not None:
            if self._suffix is None:
                self._suffix = _Regex("(?:%s)\\Z" % self.combined.pattern, self.flags)
            m = _timed(ev, self._suffix, "search", text)
            return None if m is None else m.start()
        for s in range(n + 1):
            for i, p in enumerate(self.parts):
                m = _timed(ev, p.rx, "fullmatch", text, s, n)
                if m is not None and self._ok(ev, i, m):
                    return s
        return None


def compile_string_patterns(patterns, ignore_case=False, wildcards=False):
    """A StringMatcher for the list of string patterns (alternatives, in order); raises
    StringPatternError for an element that is not a string pattern."""
    parts = []
    if not patterns:                    # an empty list of alternatives matches nothing
        c = _Part("p0_")
        c.regex = "(?!)"
        parts.append(c)
    for k, pat in enumerate(patterns):
        c = _Part("p%d_" % k)
        if wildcards and type(pat) is String:
            c.regex = _wildcard(pat.value)
        else:
            c.regex = _tr(pat, c)
        parts.append(c)
    flags = re.IGNORECASE if ignore_case else 0
    try:
        return StringMatcher(parts, flags)
    except _BAD:
        raise StringPatternError(patterns[0] if len(patterns) == 1 else
                                 Expression(S.List, tuple(patterns)))


# --- helpers shared by the builtins ------------------------------------------------------

PATTERN_MESSAGES = {
    "strse": "String or list of strings expected at position `1` in `2`.",
    "srep": "`1` is not a valid string replacement rule.",
    "innf": "Non-negative integer or Infinity expected at position `1` in `2`.",
}


def _is_rule(x):
    return isinstance(x, Expression) and (x.head is S.Rule or x.head is S.RuleDelayed) \
        and len(x.args) == 2


def split_args(ev, expr, option_names):
    """(positional args, options dict): trailing rules whose left side is one of
    ``option_names`` are options; every other rule is an argument (string rules)."""
    args = expr.args
    n = len(args)
    while n and _is_rule(args[n - 1]) and type(args[n - 1].args[0]) is Symbol and \
            args[n - 1].args[0].name in option_names:
        n -= 1
    pos, opts = ev.split_options(expr, npos=n)
    return pos, opts


def argcount(ev, name, n, lo, hi):
    """Emit the General::arg* message for a call with n arguments (lo..hi expected)."""
    ev._argcount_message(name, n, lo, hi)


def string_items(x):
    """(list of Python strings, is_list) for a String or a List of Strings, else None."""
    if type(x) is String:
        return [x.value], False
    if isinstance(x, Expression) and x.head is S.List and \
            all(type(e) is String for e in x.args):
        return [e.value for e in x.args], True
    return None


def patterns_of(spec, rules_ok=True):
    """(lhs list, rhs list with None for plain patterns) of a pattern/rule or a list."""
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    lhs, rhs = [], []
    for it in items:
        if rules_ok and _is_rule(it):
            lhs.append(it.args[0])
            rhs.append(it)
        else:
            lhs.append(it)
            rhs.append(None)
    return lhs, rhs


def make_matcher(ev, pats, ignore_case, wildcards=False):
    try:
        return compile_string_patterns(pats, ignore_case, wildcards)
    except StringPatternError as e:
        whole = pats[0] if len(pats) == 1 else Expression(S.List, tuple(pats))
        ev.message("StringExpression", "invld", e.element, whole)
        return None


def true_option(opts, name):
    return opts.get(name) is TRUE


_DOLLAR = re.compile(r"\$(\d+)")


def _fill_dollars(expr, matcher, i, m):
    """Replace "$n" inside the strings of a rule's right side (RegularExpression rules)."""
    if type(expr) is String:
        if "$" not in expr.value:
            return expr
        return String(_DOLLAR.sub(lambda d: matcher.re_group(i, m, int(d.group(1))) or "",
                                  expr.value))
    if isinstance(expr, Expression) and not hasattr(type(expr), "array"):
        new = tuple(_fill_dollars(a, matcher, i, m) for a in expr.args)
        if any(x is not y for x, y in zip(new, expr.args)):
            return Expression(expr.head, new)
    return expr


def rhs_value(ev, matcher, rules, i, m):
    """The evaluated right side of rule i for the match m (named patterns bound)."""
    rule = rules[i]
    rhs = rule.args[1]
    part = matcher.parts[i]
    if type(rhs) is String and part.re_offset is None:
        return rhs
    if part.re_offset is not None:
        rhs = _fill_dollars(rhs, matcher, i, m)
    b = matcher.bindings(i, m) if part.names else None
    if b:
        rhs = substitute(rhs, b, ev)
    return ev.evaluate(rhs)


def _string_expression(pieces):
    """A String when every piece is a string, else StringExpression[...] (adjacent strings
    joined, empty strings dropped)."""
    out = []
    run = []
    for p in pieces:
        if type(p) is String:
            if p.value:
                run.append(p.value)
            continue
        if run:
            out.append(String("".join(run)))
            run = []
        out.append(p)
    if run:
        out.append(String("".join(run)))
    if not out:
        return String("")
    if len(out) == 1 and type(out[0]) is String:
        return out[0]
    return Expression(S.StringExpression, tuple(out))


def thread_strings(ev, expr, name, fn):
    """Apply fn(text) -> Expr to a string first argument, or to each of a list of them."""
    x = expr.args[0]
    items = string_items(x)
    if items is None:
        ev.message(name, "strse", Integer(1), expr)
        return None
    strs, listed = items
    out = []
    for s in strs:
        r = fn(s)
        if r is None:
            return None
        out.append(r)
    return Expression(S.List, tuple(out)) if listed else out[0]


def count_limit(ev, x, name, expr, pos):
    """A max-count argument: a non-negative int, None for Infinity; False after a message."""
    if x is S.Infinity or (isinstance(x, Expression) and x.head is S.DirectedInfinity):
        return None
    if type(x) is Integer and x.value >= 0:
        return x.value
    ev.message(name, "innf", Integer(pos), expr)
    return False


def _operator(name):
    @builtin(name, sub=True)
    def op(ev, expr):
        h = expr.head
        if len(h.args) != 1 or len(expr.args) != 1:
            return None
        return Expression(h.head, (expr.args[0], h.args[0]))
    return op


# --- StringExpression, RegularExpression and the character classes ---------------------------

@builtin("StringExpression", attributes=("Flat", "OneIdentity", "Protected"),
         messages={"invld": "Element `1` is not a valid string or pattern element in `2`."},
         usage="s1 ~~ s2 ~~ ... or StringExpression[s1, s2, ...] is a string pattern that "
               "matches the concatenation of its parts; with strings only it is their "
               "concatenation.",
         examples=[("\"ab\" ~~ \"cd\"", "abcd"),
                   ("StringMatchQ[\"abc123\", __ ~~ DigitCharacter]", "True"),
                   ("StringCases[\"abc\", 1]", "StringCases[abc, 1]",
                    ["StringExpression::invld: Element 1 is not a valid string or pattern "
                     "element in 1."])])
def string_expression(ev, expr):
    args = expr.args
    if not args:
        return String("")
    if not any(type(a) is String for a in args):
        return None
    r = _string_expression(args)
    if isinstance(r, Expression) and r.args == args:
        return None
    return r


symbol_spec("RegularExpression",
            usage="RegularExpression[\"regex\"] is a string pattern given by a regular "
                  "expression; in a replacement, \"$n\" stands for its n-th group.",
            examples=[("StringReplace[\"a1b22\", RegularExpression[\"[0-9]+\"] -> \"#\"]",
                       "a#b#"),
                      ("StringReplace[\"ab\", RegularExpression[\"(a)(b)\"] -> \"$2$1\"]",
                       "ba")])

_CLASS_DOCS = {
    "DigitCharacter": ("a digit 0-9", "StringCases[\"a1b23\", DigitCharacter]", "{1, 2, 3}"),
    "LetterCharacter": ("a letter", "StringCases[\"a1b23\", LetterCharacter]", "{a, b}"),
    "WordCharacter": ("a letter or digit", "StringCount[\"a1 b-2\", WordCharacter]", "4"),
    "WhitespaceCharacter": ("a space, tab or newline",
                            "StringCount[\"a b\\tc\", WhitespaceCharacter]", "2"),
    "Whitespace": ("a run of one or more whitespace characters",
                   "StringReplace[\"a   b \\n c\", Whitespace -> \" \"]", "a b c"),
    "NumberString": ("the characters of a number (digits, an optional minus sign and "
                     "decimal point)", "StringCases[\"x=-1.5, y=20\", NumberString]",
                     "{-1.5, 20}"),
    "HexadecimalCharacter": ("a hexadecimal digit",
                             "StringMatchQ[\"1fA\", HexadecimalCharacter ..]", "True"),
    "PunctuationCharacter": ("a punctuation character",
                             "StringCases[\"a, b!\", PunctuationCharacter]", "{,, !}"),
    "StartOfString": ("the start of the string",
                      "StringReplace[\"ab\", StartOfString -> \">\"]", ">ab"),
    "EndOfString": ("the end of the string",
                    "StringReplace[\"ab\", EndOfString -> \"<\"]", "ab<"),
    "StartOfLine": ("the start of a line",
                    "StringCount[\"a\\nb\", StartOfLine ~~ LetterCharacter]", "2"),
    "EndOfLine": ("the end of a line",
                  "StringCount[\"a\\nb\", LetterCharacter ~~ EndOfLine]", "2"),
    "WordBoundary": ("a boundary between a word character and another character",
                     "StringCount[\"to be or\", WordBoundary ~~ LetterCharacter]", "3"),
}
for _n, (_what, _in, _out) in _CLASS_DOCS.items():
    symbol_spec(_n, usage="%s is a string pattern that represents %s." % (_n, _what),
                examples=[(_in, _out)])


# --- tests: StringMatchQ, StringContainsQ, StringStartsQ, StringEndsQ, StringFreeQ -----------

def _string_test(ev, expr, name, test, wildcards=False):
    pos, opts = split_args(ev, expr, ("IgnoreCase", "SpellingCorrection", "Overlaps"))
    if len(pos) == 1 and len(expr.args) == 1:
        return None                     # operator form, applied later
    if len(pos) != 2:
        argcount(ev, name, len(pos), 1, 2)
        return None
    s, p = pos
    if string_items(s) is None:
        ev.message(name, "strse", Integer(1), expr)
        return None
    m = make_matcher(ev, patterns_of(p, rules_ok=False)[0], true_option(opts, "IgnoreCase"),
                 wildcards)
    if m is None:
        return None
    return thread_strings(ev, expr, name, lambda t: TRUE if test(m, t) else FALSE)


IGNORE_CASE = {"IgnoreCase": FALSE}

for _name in ("StringMatchQ", "StringContainsQ", "StringStartsQ", "StringEndsQ",
              "StringFreeQ", "StringReplace", "StringCases", "StringDelete"):
    _operator(_name)


@builtin("StringMatchQ", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringMatchQ[\"s\", patt] tests whether the whole string matches the string "
               "pattern (in a plain string pattern * stands for any characters and @ for "
               "characters that are not uppercase letters); StringMatchQ[patt] is the "
               "operator form.",
         examples=[("StringMatchQ[\"apple\", \"a*e\"]", "True"),
                   ("StringMatchQ[\"abc\", \"ab\"]", "False"),
                   ("StringMatchQ[{\"a1\", \"bb\"}, LetterCharacter ~~ DigitCharacter]",
                    "{True, False}"),
                   ("StringMatchQ[\"ABC\", \"abc\", IgnoreCase -> True]", "True"),
                   ("StringMatchQ[1, \"a\"]", "StringMatchQ[1, a]",
                    ["StringMatchQ::strse: String or list of strings expected at position 1 "
                     "in StringMatchQ[1, \"a\"]."])])
def string_match_q(ev, expr):
    return _string_test(ev, expr, "StringMatchQ", lambda m, t: m.full(ev, t), True)


@builtin("StringContainsQ", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringContainsQ[\"s\", patt] tests whether a substring matches patt.",
         examples=[("StringContainsQ[\"abcd\", \"bc\"]", "True"),
                   ("StringContainsQ[\"abcd\", DigitCharacter]", "False"),
                   ("StringContainsQ[\"bc\"][\"abc\"]", "True")])
def string_contains_q(ev, expr):
    return _string_test(ev, expr, "StringContainsQ", lambda m, t: m.contains(ev, t))


@builtin("StringFreeQ", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringFreeQ[\"s\", patt] tests whether no substring matches patt.",
         examples=[("StringFreeQ[\"abcd\", \"x\" | \"y\"]", "True"),
                   ("StringFreeQ[\"abcd\", \"b\"]", "False")])
def string_free_q(ev, expr):
    return _string_test(ev, expr, "StringFreeQ", lambda m, t: not m.contains(ev, t))


@builtin("StringStartsQ", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringStartsQ[\"s\", patt] tests whether the string starts with patt.",
         examples=[("StringStartsQ[\"abcd\", \"ab\"]", "True"),
                   ("StringStartsQ[\"abcd\", \"b\"]", "False")])
def string_starts_q(ev, expr):
    return _string_test(ev, expr, "StringStartsQ",
                        lambda m, t: m.match_at(ev, t, 0) is not None)


@builtin("StringEndsQ", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringEndsQ[\"s\", patt] tests whether the string ends with patt.",
         examples=[("StringEndsQ[\"abcd\", \"cd\"]", "True"),
                   ("StringEndsQ[\"file.txt\", \".m\"]", "False")])
def string_ends_q(ev, expr):
    return _string_test(ev, expr, "StringEndsQ",
                        lambda m, t: m.suffix_start(ev, t) is not None)


# --- StringReplace, StringDelete, StringCases, StringPosition, StringCount -------------------

def scan_setup(ev, expr, name, lo, hi, operator=True, rules_needed=False,
               overlaps_default=False):
    """Common argument handling of the scanning builtins: (matcher, rules, limit,
    overlaps), or None (operator form, or after a message)."""
    pos, opts = split_args(ev, expr, ("IgnoreCase", "Overlaps", "MetaCharacters"))
    if operator and len(pos) == 1 and len(expr.args) == 1:
        return None                     # operator form, applied later
    if not lo <= len(pos) <= hi:
        argcount(ev, name, len(pos), 1 if operator else lo, hi)
        return None
    if string_items(pos[0]) is None:
        ev.message(name, "strse", Integer(1), expr)
        return None
    lhs, rhs = patterns_of(pos[1])
    if rules_needed:
        for it, r in zip(lhs, rhs):
            if r is None:
                ev.message(name, "srep", it)
                return None
    limit = None
    if len(pos) == 3:
        limit = count_limit(ev, pos[2], name, expr, 3)
        if limit is False:
            return None
    m = make_matcher(ev, lhs, true_option(opts, "IgnoreCase"))
    if m is None:
        return None
    ov = opts.get("Overlaps", TRUE if overlaps_default else FALSE)
    return m, rhs, limit, ov is TRUE or ov is S.All


class _TooLarge(Exception):
    """The replaced string would exceed $MaxResultSize (the message is out)."""


def _replace(ev, m, rhs, limit, text, delete=False):
    pieces = []
    last = 0
    count = 0
    size = len(text)            # the result's length so far, checked before joining
    cap = ev.max_result_size
    for s, e, i, mm in m.finditer(ev, text):
        if limit is not None and count >= limit:
            break
        pieces.append(String(text[last:s]))
        size -= e - s
        if not delete:
            r = rhs_value(ev, m, rhs, i, mm)
            pieces.append(r)
            if type(r) is String:
                size += len(r.value)
                if size > cap:
                    ev.check_size(size, "StringReplace")
                    raise _TooLarge()
        last = e
        count += 1
    pieces.append(String(text[last:]))
    return _string_expression(pieces)


@builtin("StringReplace", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringReplace[\"s\", patt -> rep] replaces every non-overlapping substring "
               "matching patt (leftmost first; at one position the first rule that "
               "matches); StringReplace[\"s\", {rules}, n] makes at most n replacements; "
               "named patterns can be used on the right of :>.",
         examples=[("StringReplace[\"abcabc\", \"b\" -> \"X\"]", "aXcaXc"),
                   ("StringReplace[\"abc\", {\"a\" -> \"b\", \"b\" -> \"a\"}]", "bac"),
                   ("StringReplace[\"a1b22\", x : DigitCharacter .. :> \"<\" <> x <> \">\"]",
                    "a<1>b<22>"),
                   ("StringReplace[\"aaa\", \"a\" -> \"b\", 2]", "bba"),
                   ("StringReplace[\"abc\", \"b\" -> 1]", "a ~~ 1 ~~ c"),
                   ("StringReplace[\"abc\", \"b\"]", "StringReplace[abc, b]",
                    ["StringReplace::srep: \"b\" is not a valid string replacement rule."])])
def string_replace(ev, expr):
    setup = scan_setup(ev, expr, "StringReplace", 2, 3, rules_needed=True)
    if setup is None:
        return None
    m, rhs, limit, _ = setup
    try:
        return thread_strings(ev, expr, "StringReplace",
                              lambda t: _replace(ev, m, rhs, limit, t))
    except _TooLarge:
        return None


@builtin("StringDelete", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringDelete[\"s\", patt] deletes every substring matching patt.",
         examples=[("StringDelete[\"a1b22c\", DigitCharacter]", "abc"),
                   ("StringDelete[{\"ab\", \"ba\"}, \"a\"]", "{b, b}")])
def string_delete(ev, expr):
    setup = scan_setup(ev, expr, "StringDelete", 2, 2)
    if setup is None:
        return None
    m, rhs, limit, _ = setup
    return thread_strings(ev, expr, "StringDelete", lambda t: _replace(ev, m, rhs, None, t, True))


@builtin("StringCases", options=dict(IGNORE_CASE, Overlaps=FALSE), messages=PATTERN_MESSAGES,
         usage="StringCases[\"s\", patt] gives the substrings matching patt; StringCases[\"s\", "
               "lhs -> rhs] gives rhs for each match; StringCases[\"s\", patt, n] gives at "
               "most n; Overlaps -> True includes overlapping matches.",
         examples=[("StringCases[\"a1b22c333\", DigitCharacter ..]", "{1, 22, 333}"),
                   ("StringCases[\"a=1, b=2\", x_ ~~ \"=\" ~~ y_ :> {x, y}]",
                    "{{a, 1}, {b, 2}}"),
                   ("StringCases[\"abcd\", __, Overlaps -> True]",
                    "{abcd, bcd, cd, d}"),
                   ("StringCases[\"aXbXc\", Shortest[__ ~~ \"X\"]]", "{aX, bX}")])
def string_cases(ev, expr):
    setup = scan_setup(ev, expr, "StringCases", 2, 3)
    if setup is None:
        return None
    m, rhs, limit, overlaps = setup

    def cases(text):
        out = []
        for s, e, i, mm in m.finditer(ev, text, overlaps):
            if limit is not None and len(out) >= limit:
                break
            out.append(String(text[s:e]) if rhs[i] is None else
                       rhs_value(ev, m, rhs, i, mm))
        return Expression(S.List, tuple(out))

    return thread_strings(ev, expr, "StringCases", cases)
