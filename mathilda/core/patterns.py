"""The pattern matcher.

A pattern is compiled once into a tree of matcher objects.  Each matcher's
``match(expr, b, ev)`` is a generator yielding every extension of the bindings dict ``b``
(name Symbol -> Expr) under which ``expr`` matches; backtracking is resuming the generator.
Bindings dicts are never mutated: an extension is a new dict.

Sequence patterns (``__``, ``___``, ``..``, ``x_.``, ``OptionsPattern[]``) are matched by
``match_seq(args, b, ev)`` against a slice of arguments; ``_match_args`` distributes the
arguments of a normal expression over its argument patterns, shortest sequences first,
modulo the head's Flat and Orderless attributes.
"""

from itertools import combinations

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Symbol, S, TRUE, FALSE
from mathilda.core.fastmatch import NOT_SIMPLE, compile_args, match_condition, match_normal, \
    truth
from mathilda.core.substitution import _subst

__all__ = ["compile_pattern", "is_pattern_free", "specificity", "match_q", "first_match",
           "PATTERN_HEADS"]

PATTERN_HEADS = frozenset(
    Symbol(n) for n in ("Pattern", "Blank", "BlankSequence", "BlankNullSequence",
                        "Alternatives", "Condition", "PatternTest", "Optional", "Repeated",
                        "RepeatedNull", "Except", "Verbatim", "HoldPattern",
                        "OptionsPattern", "Longest", "Shortest", "KeyValuePattern",
                        "PatternSequence", "OrderlessPatternSequence"))

_free_cache = {}


def is_pattern_free(expr):
    """True when ``expr`` contains no pattern object (it can be matched by SameQ)."""
    if expr.is_atom:
        return True
    if type(expr.head) is Symbol and expr.head not in PATTERN_HEADS:
        for a in expr.args:
            if not a.is_atom:
                break
        else:
            return True         # f[1], f[x, "s"]: atoms under a symbol, no walk needed
    key = id(expr)
    hit = _free_cache.get(key)
    if hit is not None and hit[0] is expr:
        return hit[1]
    if expr.head in PATTERN_HEADS:
        r = False
    else:
        r = is_pattern_free(expr.head) and all(is_pattern_free(a) for a in expr.args)
    if len(_free_cache) > 50000:
        _free_cache.clear()
    _free_cache[key] = (expr, r)
    return r


# --- specificity: the order of definitions ---------------------------------------------------

def _elem_key(p):
    if p.is_atom:
        return 0.0
    h = p.head
    if h is S.Pattern and len(p.args) == 2:
        return _elem_key(p.args[1])
    if h is S.Blank:
        return 1.0 if p.args else 2.0
    if h is S.BlankSequence:
        return 3.0 if p.args else 3.5
    if h is S.BlankNullSequence:
        return 4.0 if p.args else 4.5
    if h in (S.Condition, S.PatternTest) and p.args:
        return _elem_key(p.args[0]) - 0.25
    if h is S.HoldPattern and p.args:
        return _elem_key(p.args[0])
    if h is S.Optional and p.args:
        return _elem_key(p.args[0]) + 0.5
    if h is S.Alternatives:
        return max((_elem_key(a) for a in p.args), default=0.0)
    if h in (S.Repeated, S.RepeatedNull):
        return 3.0
    if h in (S.PatternSequence, S.OrderlessPatternSequence):
        return max((_elem_key(a) for a in p.args), default=4.5)
    if h in (S.Longest, S.Shortest) and p.args:
        return _elem_key(p.args[0])
    if h is S.OptionsPattern:
        return 5.0
    if h is S.Except:
        return 2.0
    if h is S.Verbatim:
        return 0.0
    if is_pattern_free(p):
        return 0.0
    return 0.5


def specificity(lhs):
    """Sort key of a definition's left side: more specific definitions sort first."""
    cond = 0.0
    while not lhs.is_atom and lhs.head in (S.HoldPattern, S.Condition) and lhs.args:
        if lhs.head is S.Condition:
            cond = -0.25
        lhs = lhs.args[0]
    if lhs.is_atom:
        return (cond,)
    return tuple(_elem_key(a) for a in lhs.args) + (cond,)


# --- matchers ------------------------------------------------------------------------------

class Matcher:
    simple = None           # see Normal._simple_spec
    is_seq = False          # matches a run of arguments rather than one
    min_len = 1
    max_len = 1
    optional = False        # may match nothing, binding defaults
    longest = None          # Longest (True) or Shortest (False) set by a Greedy wrapper

    def match(self, expr, b, ev):
        raise NotImplementedError

    def match_seq(self, args, b, ev):
        if len(args) == 1:
            return self.match(args[0], b, ev)
        return iter(())


class Literal(Matcher):
    __slots__ = ("expr",)

    def __init__(self, expr):
        self.expr = expr

    def match(self, expr, b, ev):
        if expr == self.expr:
            yield b


class AnyBlank(Matcher):
    def match(self, expr, b, ev):
        yield b


class HeadBlank(Matcher):
    __slots__ = ("head",)

    def __init__(self, head):
        self.head = head

    def match(self, expr, b, ev):
        if expr.head == self.head:
            yield b


class SeqBlank(Matcher):
    is_seq = True
    __slots__ = ("head", "min_len", "max_len")

    def __init__(self, head, min_len):
        self.head = head
        self.min_len = min_len
        self.max_len = None

    def match(self, expr, b, ev):
        if self.head is None or expr.head == self.head:
            yield b

    def match_seq(self, args, b, ev):
        if len(args) < self.min_len:
            return
        h = self.head
        if h is not None:
            for a in args:
                if a.head != h:
                    return
        yield b


class Named(Matcher):
    __slots__ = ("name", "inner", "is_seq", "min_len", "max_len", "optional", "longest")

    def __init__(self, name, inner):
        self.name = name
        self.inner = inner
        self.is_seq = inner.is_seq
        self.min_len = inner.min_len
        self.max_len = inner.max_len
        self.optional = inner.optional
        self.longest = inner.longest

    def _bind(self, value, b):
        old = b.get(self.name)
        if old is None:
            nb = dict(b)
            nb[self.name] = value
            return nb
        return b if old == value else None

    def match(self, expr, b, ev):
        name = self.name
        old = b.get(name)
        if old is not None and old != expr:
            return
        for b2 in self.inner.match(expr, b, ev):
            if old is None:
                b2 = dict(b2)
                b2[name] = expr
            yield b2

    def match_seq(self, args, b, ev):
        old = b.get(self.name)
        value = None
        if old is not None:
            value = args[0] if (len(args) == 1 and not self.is_seq) else \
                Expression(S.Sequence, tuple(args))
            if old != value:
                return
        for b2 in self.inner.match_seq(args, b, ev):
            if old is None:
                if value is None:
                    value = args[0] if (len(args) == 1 and not self.is_seq) else \
                        Expression(S.Sequence, tuple(args))
                b2 = dict(b2)
                b2[self.name] = value
            yield b2

    def bind_default(self, value, b):
        return self._bind(value, b)


class Alternatives(Matcher):
    __slots__ = ("alts", "is_seq", "min_len", "max_len")

    def __init__(self, alts):
        self.alts = alts
        self.is_seq = any(a.is_seq for a in alts)
        self.min_len = min(a.min_len for a in alts) if alts else 1
        mx = [a.max_len for a in alts]
        self.max_len = None if None in mx else max(mx, default=1)

    def match(self, expr, b, ev):
        for a in self.alts:
            yield from a.match(expr, b, ev)

    def match_seq(self, args, b, ev):
        for a in self.alts:
            yield from a.match_seq(args, b, ev)


class Condition(Matcher):
    __slots__ = ("inner", "test", "is_seq", "min_len", "max_len", "optional", "simple",
                 "normal", "tests", "fast", "uses", "longest")

    def __init__(self, inner, test):
        self.inner = inner
        self.test = test
        self.is_seq = inner.is_seq
        self.min_len = inner.min_len
        self.max_len = inner.max_len
        self.optional = inner.optional
        self.longest = inner.longest
        # lhs /; test with a directly matched lhs (see core.fastmatch)
        self.simple = inner.simple
        self.fast = None
        self.uses = 0
        if type(inner) is Normal:
            self.normal, self.tests = inner, (test,)
        elif type(inner) is Condition and inner.simple is not None:
            self.normal, self.tests = inner.normal, inner.tests + (test,)
        else:
            self.simple = None

    def match_simple(self, expr, ev):
        f = self.fast
        if f is not None:
            return f(expr, ev)
        return match_condition(self, self.normal, self.tests, expr, ev)

    def _ok(self, b, ev):
        if "__opts__" in b:
            return ev.condition_true(self.test, b)
        return truth(ev, _subst(self.test, b) if b else self.test)

    def match(self, expr, b, ev):
        for b2 in self.inner.match(expr, b, ev):
            if self._ok(b2, ev):
                yield b2

    def match_seq(self, args, b, ev):
        for b2 in self.inner.match_seq(args, b, ev):
            if self._ok(b2, ev):
                yield b2


class PatternTest(Matcher):
    __slots__ = ("inner", "test", "is_seq", "min_len", "max_len", "longest")

    def __init__(self, inner, test):
        self.inner = inner
        self.test = test
        self.is_seq = inner.is_seq
        self.min_len = inner.min_len
        self.max_len = inner.max_len
        self.longest = inner.longest

    def match(self, expr, b, ev):
        for b2 in self.inner.match(expr, b, ev):
            if truth(ev, Expression(self.test, (expr,))):
                yield b2

    def match_seq(self, args, b, ev):
        for b2 in self.inner.match_seq(args, b, ev):
            if all(truth(ev, Expression(self.test, (a,))) for a in args):
                yield b2


class Optional(Matcher):
    __slots__ = ("inner", "default", "is_seq", "min_len", "max_len")
    optional = True

    def __init__(self, inner, default):
        self.inner = inner
        self.default = default      # Expr, or None: use Default[head]
        self.is_seq = inner.is_seq
        self.min_len = inner.min_len
        self.max_len = inner.max_len

    def match(self, expr, b, ev):
        return self.inner.match(expr, b, ev)

    def match_seq(self, args, b, ev):
        return self.inner.match_seq(args, b, ev)

    def bind_default(self, b, ev, head, pos):
        d = self.default
        if d is None:
            d = ev.default_value(head, pos)
            if d is None:
                return None
        inner = self.inner
        while isinstance(inner, (Condition, PatternTest)):
            inner = inner.inner
        if isinstance(inner, Named):
            return inner._bind(d, b)
        return b


class Repeated(Matcher):
    is_seq = True
    __slots__ = ("inner", "min_len", "max_len", "lo", "hi")

    def __init__(self, inner, lo, hi):
        self.inner = inner
        self.lo = lo                # bounds on the number of repetitions
        self.hi = hi
        # bounds on the length of the run matched
        self.min_len = lo * inner.min_len if inner.is_seq else lo
        if not inner.is_seq:
            self.max_len = hi
        else:
            self.max_len = None if hi is None or inner.max_len is None else hi * inner.max_len

    def match(self, expr, b, ev):
        if self.lo <= 1:
            if self.inner.is_seq:
                yield from self.match_seq((expr,), b, ev)
            else:
                yield from self.inner.match(expr, b, ev)

    def match_seq(self, args, b, ev):
        n = len(args)
        if self.inner.is_seq:
            # each repetition is itself a run (PatternSequence[...].. , (x__)..)
            yield from self._runs(tuple(args), 0, 0, b, ev)
            return
        if n < self.min_len or (self.max_len is not None and n > self.max_len):
            return
        yield from self._rec(args, 0, b, ev)

    def _rec(self, args, i, b, ev):
        if i == len(args):
            yield b
            return
        for b2 in self.inner.match(args[i], b, ev):
            yield from self._rec(args, i + 1, b2, ev)

    def _runs(self, args, i, count, b, ev):
        """Cover ``args[i:]`` with runs that each match the inner sequence pattern, with
        ``count`` repetitions so far within the repetition bounds."""
        n = len(args)
        if i == n:
            if count >= self.lo:
                yield b
            return
        if self.hi is not None and count >= self.hi:
            return
        inner = self.inner
        lo = max(1, inner.min_len)
        hi = n - i if inner.max_len is None else min(n - i, inner.max_len)
        for k in range(lo, hi + 1):
            for b2 in inner.match_seq(args[i:i + k], b, ev):
                yield from self._runs(args, i + k, count + 1, b2, ev)


class PatternSeq(Matcher):
    """PatternSequence[p1, p2, ...]: a run of arguments matching p1, p2, ... in turn."""
    is_seq = True
    __slots__ = ("pats", "min_len", "max_len")

    def __init__(self, pats):
        self.pats = pats
        self.min_len = _min_needed(pats, 0)
        mx = [p.max_len for p in pats]
        self.max_len = None if None in mx else sum(mx)

    def match(self, expr, b, ev):
        return self.match_seq((expr,), b, ev)

    def match_seq(self, args, b, ev):
        return _match_args(self.pats, 0, tuple(args), 0, b, ev, None, False)


class OrderlessPatternSeq(PatternSeq):
    """OrderlessPatternSequence[p1, p2, ...]: a run of arguments that match p1, p2, ...
    in some order."""
    __slots__ = ()

    def match_seq(self, args, b, ev):
        return _match_orderless(self.pats, list(args), b, ev, None, False)


class Greedy(Matcher):
    """Longest[p] (``longest`` true) or Shortest[p]: ``p`` with the order in which the run
    lengths (and, for an optional ``p``, the default) are tried set."""
    __slots__ = ("inner", "longest", "is_seq", "min_len", "max_len", "optional")

    def __init__(self, inner, longest):
        self.inner = inner
        self.longest = longest
        self.is_seq = inner.is_seq
        self.min_len = inner.min_len
        self.max_len = inner.max_len
        self.optional = inner.optional

    def match(self, expr, b, ev):
        return self.inner.match(expr, b, ev)

    def match_seq(self, args, b, ev):
        return self.inner.match_seq(args, b, ev)

    def bind_default(self, b, ev, head, pos):
        return self.inner.bind_default(b, ev, head, pos)


class Except(Matcher):
    __slots__ = ("exclude", "inner")

    def __init__(self, exclude, inner):
        self.exclude = exclude
        self.inner = inner

    def match(self, expr, b, ev):
        for _ in self.exclude.match(expr, b, ev):
            return
        if self.inner is None:
            yield b
        else:
            yield from self.inner.match(expr, b, ev)


class OptionsPat(Matcher):
    is_seq = True
    min_len = 0
    max_len = None
    __slots__ = ("fn",)

    def __init__(self, fn):
        self.fn = fn

    @staticmethod
    def _is_opt(a):
        if a.head is S.Rule or a.head is S.RuleDelayed:
            return len(a.args) == 2
        if a.head is S.List:
            return all(OptionsPat._is_opt(x) for x in a.args)
        return False

    def match(self, expr, b, ev):
        if self._is_opt(expr):
            yield self._record((expr,), b)

    def match_seq(self, args, b, ev):
        if all(self._is_opt(a) for a in args):
            yield self._record(args, b)

    def _record(self, args, b):
        nb = dict(b)
        nb["__opts__"] = (self.fn, tuple(args))
        return nb


class KeyValuePat(Matcher):
    """KeyValuePattern[{p1, p2, ...}]: an association or list of rules with, for each pi, a
    distinct element (rule) that matches it, in any order."""
    __slots__ = ("parts",)

    def __init__(self, parts):
        self.parts = parts

    def match(self, expr, b, ev):
        if expr.is_atom:
            return
        h = expr.head
        if h is S.Association:
            items = expr.args
        elif h is S.List:
            items = expr.args
            if not all(not a.is_atom and (a.head is S.Rule or a.head is S.RuleDelayed)
                       for a in items):
                return
        else:
            return
        yield from self._assign(0, items, set(), b, ev)

    def _assign(self, k, items, used, b, ev):
        if k == len(self.parts):
            yield b
            return
        m = self.parts[k]
        for i, item in enumerate(items):
            if i in used:
                continue
            for nb in m.match(item, b, ev):
                used.add(i)
                yield from self._assign(k + 1, items, used, nb, ev)
                used.discard(i)




class Normal(Matcher):
    """A normal expression pattern ``h[p1, p2, ...]``."""

    __slots__ = ("head", "head_literal", "pats", "all_plain", "nargs", "simple", "heads",
                 "fast", "uses")

    def __init__(self, head, pats):
        self.head = head
        self.head_literal = head.expr if isinstance(head, Literal) else None
        self.pats = pats
        self.all_plain = all(not p.is_seq and not p.optional for p in pats)
        self.nargs = len(pats)
        self.heads = ()
        self.fast = None            # the generated matcher (core.fastmatch)
        self.uses = 0
        self.simple = compile_args(self)

    def match_simple(self, expr, ev):
        """Direct (non-generator) matching when ``self.simple`` (see core.fastmatch): the
        bindings dict, None for no match, or NOT_SIMPLE when the general matcher must
        decide."""
        f = self.fast
        if f is not None:
            return f(expr, ev)
        return match_normal(self, expr, None, ev)

    def match(self, expr, b, ev):
        if self.simple is not None:
            r = match_normal(self, expr, b, ev)
            if r is not NOT_SIMPLE:
                if r is not None:
                    yield r
                return
        if expr.is_atom:
            if self.head_literal is not None:
                yield from self._match_one_identity(expr, b, ev)
            return
        hl = self.head_literal
        if hl is not None:
            if expr.head is not hl and expr.head != hl:
                yield from self._match_one_identity(expr, b, ev)
                return
            heads = (b,)
        else:
            heads = self.head.match(expr.head, b, ev)
        attrs = ev.defs.attributes(hl) if type(hl) is Symbol else 0
        args = expr.args
        for b1 in heads:
            if self.all_plain and not (attrs & (A.ORDERLESS | A.FLAT)):
                if len(args) != self.nargs:
                    return
                yield from _match_plain(self.pats, args, 0, b1, ev)
            elif attrs & A.ORDERLESS:
                yield from _match_orderless(self.pats, list(args), b1, ev, hl,
                                            bool(attrs & A.FLAT))
            else:
                yield from _match_args(self.pats, 0, args, 0, b1, ev, hl,
                                       bool(attrs & A.FLAT))

    def _match_one_identity(self, expr, b, ev):
        """``f[x_., y_]`` can match a non-``f`` expression with defaults filled in."""
        pats = self.pats
        required = [i for i, p in enumerate(pats) if not p.optional]
        if len(required) != 1 or len(pats) < 2:
            return
        hl = self.head_literal
        for i, p in enumerate(pats):
            if p.optional:
                b = p.bind_default(b, ev, hl, i + 1)
                if b is None:
                    return
        yield from pats[required[0]].match(expr, b, ev)


def _match_plain(pats, args, i, b, ev):
    if i == len(pats):
        yield b
        return
    p = pats[i]
    if i == len(pats) - 1:
        yield from p.match(args[i], b, ev)
        return
    for b2 in p.match(args[i], b, ev):
        yield from _match_plain(pats, args, i + 1, b2, ev)


def _min_needed(pats, i):
    return sum(0 if p.optional else p.min_len for p in pats[i:])


def _match_args(pats, i, args, j, b, ev, head, flat):
    n = len(args)
    if i == len(pats):
        if j == n:
            yield b
        return
    p = pats[i]
    rest_min = _min_needed(pats, i + 1)
    avail = n - j - rest_min
    longest = p.longest
    if longest is False and p.optional:
        # Shortest[patt:def] tries the default first
        b2 = p.bind_default(b, ev, head, i + 1)
        if b2 is not None:
            yield from _match_args(pats, i + 1, args, j, b2, ev, head, flat)
    if p.is_seq:
        lo = p.min_len
        hi = avail if p.max_len is None else min(avail, p.max_len)
        if i == len(pats) - 1:
            lo = max(lo, n - j)      # the last pattern must take everything that is left
        lengths = range(hi, lo - 1, -1) if longest else range(lo, hi + 1)
        for k in lengths:
            for b2 in p.match_seq(args[j:j + k], b, ev):
                yield from _match_args(pats, i + 1, args, j + k, b2, ev, head, flat)
    else:
        if avail >= 1:
            for b2 in p.match(args[j], b, ev):
                yield from _match_args(pats, i + 1, args, j + 1, b2, ev, head, flat)
            if flat and head is not None:
                for k in range(2, avail + 1):
                    sub = Expression(head, tuple(args[j:j + k]))
                    for b2 in p.match(sub, b, ev):
                        yield from _match_args(pats, i + 1, args, j + k, b2, ev, head, flat)
    if p.optional and longest is not False:
        b2 = p.bind_default(b, ev, head, i + 1)
        if b2 is not None:
            yield from _match_args(pats, i + 1, args, j, b2, ev, head, flat)


def _match_orderless(pats, args, b, ev, head, flat):
    # literal patterns first: they remove their argument deterministically
    order = sorted(range(len(pats)), key=lambda k: (not isinstance(pats[k], Literal),
                                                     pats[k].is_seq, pats[k].optional))
    yield from _orderless_rec([pats[k] for k in order], 0, args, b, ev, head, flat)


def _orderless_rec(pats, i, args, b, ev, head, flat):
    if i == len(pats):
        if not args:
            yield b
        return
    p = pats[i]
    rest_min = _min_needed(pats, i + 1)
    avail = len(args) - rest_min
    if p.is_seq or (flat and head is not None):
        lo = p.min_len if p.is_seq else 1
        hi = avail if (p.max_len is None or (flat and not p.is_seq)) else min(avail, p.max_len)
        if not p.is_seq:
            hi = avail
        for k in range(lo, hi + 1):
            for idx in combinations(range(len(args)), k):
                chosen = [args[t] for t in idx]
                rest = [a for t, a in enumerate(args) if t not in idx]
                if p.is_seq:
                    gen = p.match_seq(chosen, b, ev)
                else:
                    gen = p.match(chosen[0] if k == 1 else Expression(head, tuple(chosen)),
                                  b, ev)
                for b2 in gen:
                    yield from _orderless_rec(pats, i + 1, rest, b2, ev, head, flat)
    else:
        if avail >= 1:
            for t in range(len(args)):
                for b2 in p.match(args[t], b, ev):
                    yield from _orderless_rec(pats, i + 1, args[:t] + args[t + 1:], b2, ev,
                                              head, flat)
    if p.optional:
        b2 = p.bind_default(b, ev, head, i + 1)
        if b2 is not None:
            yield from _orderless_rec(pats, i + 1, args, b2, ev, head, flat)


# --- compilation ---------------------------------------------------------------------------

_ANY = AnyBlank()
_compiled = {}


def compile_pattern(p):
    """The matcher for pattern expression ``p`` (cached)."""
    key = id(p)
    hit = _compiled.get(key)
    if hit is not None and hit[0] is p:
        return hit[1]
    m = _compile(p)
    if len(_compiled) > 20000:
        _compiled.clear()
    _compiled[key] = (p, m)
    return m


def _flat_head(h):
    if type(h) is not Symbol:
        return False
    from mathilda.core.registry import BUILTINS
    spec = BUILTINS.get(h.name)
    return spec is not None and bool(spec.attributes & A.FLAT)


def _compile(p):
    if p.is_atom:
        return Literal(p)
    if is_pattern_free(p):
        if p.args and _flat_head(p.head):
            # a + b must match b + a and, inside ReplaceAll, part of a + b + c
            return Normal(Literal(p.head), [Literal(a) for a in p.args])
        return Literal(p)
    h = p.head
    args = p.args
    n = len(args)
    if h is S.Blank and n <= 1:
        return HeadBlank(args[0]) if n else _ANY
    if h is S.BlankSequence and n <= 1:
        return SeqBlank(args[0] if n else None, 1)
    if h is S.BlankNullSequence and n <= 1:
        return SeqBlank(args[0] if n else None, 0)
    if h is S.Pattern and n == 2 and type(args[0]) is Symbol:
        return Named(args[0], _compile(args[1]))
    if h is S.Alternatives:
        return Alternatives([_compile(a) for a in args])
    if h is S.Condition and n == 2:
        return Condition(_compile(args[0]), args[1])
    if h is S.PatternTest and n == 2:
        return PatternTest(_compile(args[0]), args[1])
    if h is S.Optional and n in (1, 2):
        return Optional(_compile(args[0]), args[1] if n == 2 else None)
    if h in (S.Repeated, S.RepeatedNull) and n in (1, 2):
        lo = 1 if h is S.Repeated else 0
        hi = None
        if n == 2:
            spec = args[1]
            from mathilda.core.expr import Integer
            if type(spec) is Integer:
                hi = spec.value
            elif spec.head is S.List and all(type(x) is Integer for x in spec.args):
                vals = [x.value for x in spec.args]
                if len(vals) == 1:
                    lo = hi = vals[0]
                elif len(vals) == 2:
                    lo, hi = vals
        return Repeated(_compile(args[0]), lo, hi)
    if h is S.Except and n in (1, 2):
        return Except(_compile(args[0]), _compile(args[1]) if n == 2 else None)
    if h is S.Verbatim and n == 1:
        return Literal(args[0])
    if h is S.HoldPattern and n == 1:
        return _compile(args[0])
    if h in (S.Longest, S.Shortest) and n in (1, 2):
        return Greedy(_compile(args[0]), h is S.Longest)
    if h is S.PatternSequence:
        return PatternSeq([_compile(a) for a in args])
    if h is S.OrderlessPatternSequence:
        return OrderlessPatternSeq([_compile(a) for a in args])
    if h is S.OptionsPattern:
        return OptionsPat(args[0] if n else None)
    if h is S.KeyValuePattern and n == 1:
        parts = args[0].args if args[0].head is S.List else (args[0],)
        return KeyValuePat([_compile(a) for a in parts])
    return Normal(_compile(h), [_compile(a) for a in args])


# --- convenience -----------------------------------------------------------------------------

def first_match(pattern, expr, ev, b=None):
    """The first bindings dict under which ``expr`` matches ``pattern``, or None."""
    m = compile_pattern(pattern)
    for bb in m.match(expr, {} if b is None else b, ev):
        return bb
    return None


def match_q(pattern, expr, ev):
    return first_match(pattern, expr, ev) is not None

