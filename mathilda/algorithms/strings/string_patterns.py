"""The string-pattern compiler: Wolfram string patterns translated to Python regular
expressions (``compile_string_patterns`` -> ``StringMatcher``), used by the string builtins
(builtins/strings/patterns.py holds the builtins and their shared argument helpers).

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

from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE

__all__ = ["StringPatternError", "StringMatcher", "compile_string_patterns"]

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
