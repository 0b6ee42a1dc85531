"""The builtins that match string patterns: StringExpression (``~~``), RegularExpression,
the character classes, StringMatchQ, StringContainsQ, StringStartsQ, StringEndsQ,
StringFreeQ, StringReplace, StringCases, StringPosition, StringCount, StringSplit, StringTrim,
StringDelete, and the argument helpers the string builtins share.  The patterns are compiled
to regular expressions by mathilda/algorithms/strings/string_patterns.py (its docstring says
how, and how a time limit stops a catastrophic regex)."""

import re

from mathilda.algorithms.strings.string_patterns import (
    StringMatcher, StringPatternError, compile_string_patterns)
from mathilda.core.evaluation import substitute
from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin, symbol_spec

__all__ = ["StringPatternError", "StringMatcher", "compile_string_patterns", "string_items"]

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
