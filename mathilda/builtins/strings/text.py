"""Text and angles: StringPartition, StringExtract, TextWords, TextSentences, DMSString,
FromDMS, Transliterate.

Words are runs of letters and digits, joined by an inner apostrophe, hyphen or decimal
point (``it's``, ``well-known``, ``3.5``); sentences end at ``.``, ``!`` or ``?`` (with any
closing quotes or brackets) followed by white space or the end of the text.
"""

import re

from mathilda.core.expr import Expression, Integer, Rational, Real, String, S
from mathilda.core.registry import builtin

_WORD = re.compile(r"\w+(?:['\u2019.\-]\w+)*")
_SENTENCE_END = re.compile(r"[.!?]+['\"\u2019\u201d)\]]*(?=\s|$)")


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _strings(x):
    return tuple(String(s) for s in x)


def _pos_int(x):
    return type(x) is Integer and x.value > 0


@builtin("StringPartition", nargs=(2, 3),
         messages={"ilsmp": "Single or list of non-negative machine-sized integers expected "
                            "at position `1` of `2`."},
         usage="StringPartition[\"string\", n] partitions the string into substrings of n "
               "characters (an incomplete last piece is dropped); StringPartition[\"s\", n, "
               "d] uses offset d; StringPartition[\"s\", UpTo[n]] keeps the shorter last "
               "piece. Lists of strings are partitioned one by one.",
         examples=[("StringPartition[\"abcdefg\", 3]", "{abc, def}"),
                   ("StringPartition[\"abcdefg\", UpTo[3]]", "{abc, def, g}"),
                   ("StringPartition[\"abcde\", 3, 1]", "{abc, bcd, cde}"),
                   ("StringPartition[{\"abcd\", \"xyz\"}, 2]", "{{ab, cd}, {xy}}"),
                   ("StringPartition[\"abc\", 0]", "StringPartition[abc, 0]",
                    ["StringPartition::ilsmp: Single or list of non-negative machine-sized "
                     "integers expected at position 2 of StringPartition[\"abc\", 0]."])])
def string_partition(ev, expr):
    a = expr.args
    s = a[0]
    if _is_list(s) and all(type(e) is String for e in s.args):
        return Expression(S.List, tuple(ev.evaluate(Expression(S.StringPartition,
                                                               (e,) + a[1:]))
                                        for e in s.args))
    if type(s) is not String:
        return None
    n = a[1]
    upto = isinstance(n, Expression) and n.head is S.UpTo and len(n.args) == 1
    if upto:
        n = n.args[0]
    if not _pos_int(n):
        ev.message("StringPartition", "ilsmp", Integer(2), expr)
        return None
    d = a[2] if len(a) == 3 else n
    if not _pos_int(d):
        ev.message("StringPartition", "ilsmp", Integer(3), expr)
        return None
    t, k, step = s.value, n.value, d.value
    out = []
    i = 0
    while i < len(t):
        piece = t[i:i + k]
        if len(piece) < k and not upto:
            break
        out.append(piece)
        if i + k >= len(t):
            break
        i += step
    return Expression(S.List, _strings(out))


def _pick(ev, parts, spec):
    lst = Expression(S.List, _strings(parts))
    if spec is S.All:
        return lst
    return ev.call("Part", lst, spec)


def _extract(ev, text, specs):
    spec = specs[0]
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        sep, which = spec.args
        parts = ev.call("StringSplit", String(text), sep)
    else:
        which = spec
        parts = ev.call("StringSplit", String(text))
    if not _is_list(parts):
        return None
    r = _pick(ev, [p.value for p in parts.args], which)
    if len(specs) == 1:
        return r
    if type(r) is String:
        return _extract(ev, r.value, specs[1:])
    if _is_list(r):
        return Expression(S.List, tuple(_extract(ev, p.value, specs[1:]) for p in r.args))
    return r


@builtin("StringExtract", nargs=(2, None),
         usage="StringExtract[\"string\", n] gives the n-th block of the string, blocks being "
               "separated by white space; StringExtract[\"s\", \"sep\" -> n] splits at sep; "
               "n may be negative, a list, a span or All; StringExtract[\"s\", spec1, "
               "spec2, ...] extracts again from each block.",
         examples=[("StringExtract[\"a b c d\", 2]", "b"),
                   ("StringExtract[\"a b c d\", -1]", "d"),
                   ("StringExtract[\"a b c d\", {1, 3}]", "{a, c}"),
                   ("StringExtract[\"a b c d\", 2 ;; 3]", "{b, c}"),
                   ("StringExtract[\"a:b:c\", \":\" -> 2]", "b"),
                   ("StringExtract[\"x=1;y=2\", \";\" -> All, \"=\" -> 2]", "{1, 2}")])
def string_extract(ev, expr):
    s = expr.args[0]
    if _is_list(s) and all(type(e) is String for e in s.args):
        return Expression(S.List, tuple(ev.evaluate(Expression(S.StringExtract,
                                                               (e,) + expr.args[1:]))
                                        for e in s.args))
    if type(s) is not String:
        return None
    return _extract(ev, s.value, expr.args[1:])


def _limit(a):
    if len(a) < 2:
        return None
    n = a[1]
    if isinstance(n, Expression) and n.head is S.UpTo and len(n.args) == 1:
        n = n.args[0]
    return n.value if _pos_int(n) else False


@builtin("TextWords", nargs=(1, 2),
         usage="TextWords[\"string\"] gives the list of the words in string (punctuation "
               "dropped; it's, well-known and 3.5 are one word each); TextWords[\"s\", n] the "
               "first n.",
         examples=[("TextWords[\"The quick brown fox.\"]", "{The, quick, brown, fox}"),
                   ("TextWords[\"It's a well-known fact: pi is 3.14!\"]",
                    "{It's, a, well-known, fact, pi, is, 3.14}"),
                   ("TextWords[\"one two three\", 2]", "{one, two}"),
                   ("TextWords[\"\"]", "{}")])
def text_words(ev, expr):
    s = expr.args[0]
    if type(s) is not String:
        return None
    n = _limit(expr.args)
    if n is False:
        return None
    words = _WORD.findall(s.value)
    return Expression(S.List, _strings(words[:n] if n else words))


@builtin("TextSentences", nargs=(1, 2),
         usage="TextSentences[\"string\"] gives the list of the sentences in string (ending "
               "at ., ! or ? before white space or the end); TextSentences[\"s\", n] the "
               "first n.",
         examples=[("TextSentences[\"Hello there. How are you? Fine!\"]",
                    "{Hello there., How are you?, Fine!}"),
                   ("TextSentences[\"It costs 3.50 dollars. Cheap.\"]",
                    "{It costs 3.50 dollars., Cheap.}"),
                   ("TextSentences[\"One. Two. Three.\", 2]", "{One., Two.}"),
                   ("TextSentences[\"no end\"]", "{no end}")])
def text_sentences(ev, expr):
    s = expr.args[0]
    if type(s) is not String:
        return None
    n = _limit(expr.args)
    if n is False:
        return None
    text = s.value
    out = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        piece = text[start:m.end()].strip()
        if piece:
            out.append(piece)
        start = m.end()
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return Expression(S.List, _strings(out[:n] if n else out))


def _fraction(x):
    from fractions import Fraction
    t = type(x)
    if t is Integer:
        return Fraction(x.value), True
    if t is Rational:
        return Fraction(x.value.numerator, x.value.denominator), True
    if t is Real:
        return Fraction(float(x.value)), False
    return None, None


def _seconds_text(sec, exact):
    if exact and sec.denominator == 1:
        return str(sec.numerator)
    return "%.3f" % float(sec)


@builtin("DMSString", nargs=1,
         usage="DMSString[\u03b8] gives a string of the angle \u03b8 in degrees as degrees, "
               "minutes and seconds (d\u00b0m's.sss\"); DMSString[{d, m, s}] formats the "
               "given degrees, minutes and seconds.",
         examples=[("DMSString[45.5]", "45\u00b030'0.000\""),
                   ("DMSString[35.43]", "35\u00b025'48.000\""),
                   ("DMSString[{35, 42, 17.6}]", "35\u00b042'17.600\""),
                   ("DMSString[-10.25]", "-10\u00b015'0.000\""),
                   ("DMSString[30]", "30\u00b00'0\"")])
def dms_string(ev, expr):
    from fractions import Fraction
    x = expr.args[0]
    if _is_list(x) and 1 <= len(x.args) <= 3:
        vals = [_fraction(e) for e in x.args]
        if any(v[0] is None for v in vals):
            return None
        total = sum(v[0] / 60 ** i for i, v in enumerate(vals))
        exact = all(v[1] for v in vals)
    else:
        total, exact = _fraction(x)
        if total is None:
            return None
    sign = "-" if total < 0 else ""
    total = abs(total)
    d = int(total)
    rest = (total - d) * 60
    m = int(rest)
    sec = (rest - m) * 60
    if not exact:
        sec = Fraction(round(float(sec), 3)).limit_denominator(1000)
        if sec >= 60:
            sec -= 60
            m += 1
        if m >= 60:
            m -= 60
            d += 1
    return String("%s%d\u00b0%d'%s\"" % (sign, d, m, _seconds_text(sec, exact)))


_DMS = re.compile(r"\s*(-)?\s*(\d+(?:\.\d*)?)\s*[\u00b0d]\s*(?:(\d+(?:\.\d*)?)\s*['\u2032m]\s*"
                  r"(?:(\d+(?:\.\d*)?)\s*(?:\"|\u2033|''|s)?)?)?\s*([NSEW])?\s*$")


@builtin("FromDMS", nargs=1, messages={"str": "`1` is not a degrees-minutes-seconds string."},
         usage="FromDMS[{d, m, s}] converts degrees, minutes and seconds to degrees (exact for "
               "exact input); FromDMS[{d, m}], FromDMS[d]; FromDMS[\"d\u00b0m's\\\"\"] reads a "
               "DMS string.",
         examples=[("FromDMS[{35, 25, 48}]", "3543/100"),
                   ("FromDMS[{10, 30}]", "21/2"),
                   ("FromDMS[{35, 25, 48.}]", "35.43"),
                   ("FromDMS[\"35\u00b025'48\\\"\"]", "3543/100"),
                   ("FromDMS[\"12 degrees\"]", "FromDMS[12 degrees]",
                    ["FromDMS::str: \"12 degrees\" is not a degrees-minutes-seconds string."])])
def from_dms(ev, expr):
    x = expr.args[0]
    if type(x) is String:
        m = _DMS.match(x.value)
        if m is None:
            ev.message("FromDMS", "str", x)
            return None
        sign, d, mi, s, hemi = m.groups()
        nums = []
        from mathilda.syntax.literals import number_value
        for v in (d, mi, s):
            if v is not None:
                nums.append(number_value(v))
        r = ev.evaluate(Expression(S.FromDMS, (Expression(S.List, tuple(nums)),)))
        if sign or hemi in ("S", "W"):
            r = ev.call("Times", Integer(-1), r)
        return r
    if _is_list(x) and 1 <= len(x.args) <= 3:
        terms = [Expression(S.Times, (e, _inverse_power(60 ** i))) for i, e in enumerate(x.args)]
        return ev.evaluate(Expression(S.Plus, tuple(terms)))
    if type(x) in (Integer, Rational, Real):
        return x
    return None


def _inverse_power(k):
    from mathilda.core.expr import make_rational
    return make_rational(1, k)


def _script_name(x):
    if x is S.Automatic:
        return "Automatic"
    if type(x) is String:
        from mathilda.algorithms.strings.transliteration import SCRIPTS
        name = x.value.capitalize() if x.value.lower() in ("latin", "cyrillic", "greek") \
            else x.value
        return name if name in SCRIPTS else None
    return None


@builtin("Transliterate", nargs=(1, 2), attributes=("Listable", "Protected"),
         messages={"script": "`1` is not a writing script with transliteration rules "
                             "(\"Latin\", \"Cyrillic\", \"Greek\", \"ASCII\").",
                   "string": "String expected at position 1 in `1`."},
         usage="Transliterate[\"string\"] attempts to transliterate string into plain ASCII. "
               "Transliterate[\"string\", script] transliterates into the writing script "
               "(\"Latin\", \"Cyrillic\", \"Greek\"); Transliterate[\"string\", script1 -> "
               "script2] from script1 to script2. The rules are the Unicode transforms "
               "Cyrillic-Latin (ISO 9), Greek-Latin and Latin-ASCII.",
         examples=[("Transliterate[\"Лев Николаевич Толстой\"]", "Lev Nikolaevic Tolstoj"),
                   ("Transliterate[\"Ελληνικά\"]", "Ellenika"),
                   ("Transliterate[\"Straße in Köln\"]", "Strasse in Koln"),
                   ("Transliterate[\"Чайковский\", \"Latin\"]", "Čajkovskij"),
                   ("Transliterate[\"privet\", \"Cyrillic\"]", "привет"),
                   ("Transliterate[\"Москва\", \"Cyrillic\" -> \"Latin\"]", "Moskva"),
                   ("Transliterate[{\"α\", \"ж\"}]", "{a, z}")])
def transliterate(ev, expr):
    from mathilda.algorithms.strings import transliteration as tr
    a = expr.args
    if type(a[0]) is not String:
        ev.message("Transliterate", "string", expr)
        return None
    text = a[0].value
    if len(a) == 1:
        return String(tr.to_ascii(text))
    spec = a[1]
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        source, target = _script_name(spec.args[0]), _script_name(spec.args[1])
        bad = spec.args[0] if source is None else spec.args[1]
    else:
        source, target = "Automatic", _script_name(spec)
        bad = spec
    if source is None or target is None or target == "Automatic":
        ev.message("Transliterate", "script", bad)
        return None
    if target == "ASCII":
        return String(tr.to_ascii(text))
    if target == "Latin":
        return String(tr.to_latin(text))
    return String(tr.from_latin(tr.to_latin(text), target))
