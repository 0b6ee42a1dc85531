"""Strings: StringJoin (<>), StringLength, StringTake, StringDrop, StringInsert,
StringReverse, StringRepeat, StringRiffle, StringPadLeft, StringPadRight, Characters,
ToUpperCase, ToLowerCase, ToCharacterCode, FromCharacterCode, IntegerString, TextString, and
the tests StringQ, LetterQ, DigitQ, UpperCaseQ, LowerCaseQ.  (Pattern-based string functions
live in patterns.py; ToString and ToExpression in builtins/system/messages.py.)"""

from mathilda.algorithms.build import list_of
from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin
from mathilda.builtins.strings.patterns import (
    IGNORE_CASE, PATTERN_MESSAGES, argcount, count_limit, make_matcher, patterns_of,
    rhs_value, scan_setup, split_args, string_items, thread_strings, true_option)

_STRSE = {"strse": "String or list of strings expected at position `1` in `2`."}
_STRING = {"string": "String expected at position `1` in `2`."}


def _text(expr):
    from mathilda.printing import output_form
    return expr.value if type(expr) is String else output_form(expr)


# --- StringJoin, StringLength --------------------------------------------------------------

def _join_parts(x, out):
    if type(x) is String:
        out.append(x.value)
        return True
    if isinstance(x, Expression) and x.head is S.List:
        return all(_join_parts(e, out) for e in x.args)
    return False


@builtin("StringJoin", attributes=("Flat", "OneIdentity", "Protected"), messages=_STRING,
         usage="\"s1\" <> \"s2\" <> ... or StringJoin[s1, s2, ...] concatenates strings; "
               "lists of strings are flattened into the result.",
         examples=[("\"ab\" <> \"cd\" <> \"e\"", "abcde"),
                   ("StringJoin[{\"a\", {\"b\", \"c\"}}, \"d\"]", "abcd"),
                   ("StringJoin[]", ""),
                   ("\"a\" <> 1", "a <> 1",
                    ["StringJoin::string: String expected at position 2 in \"a\" <> 1."])])
def string_join(ev, expr):
    out = []
    for i, a in enumerate(expr.args):
        if not _join_parts(a, out):
            ev.message("StringJoin", "string", Integer(i + 1), expr)
            return None
    return String("".join(out))


@builtin("StringLength", nargs=1, attributes=("Listable", "Protected"), messages=_STRING,
         usage="StringLength[\"string\"] gives the number of characters in a string.",
         examples=[("StringLength[\"hello\"]", "5"), ("StringLength[{\"a\", \"\"}]", "{1, 0}"),
                   ("StringLength[x]", "StringLength[x]",
                    ["StringLength::string: String expected at position 1 in "
                     "StringLength[x]."])])
def string_length(ev, expr):
    x = expr.args[0]
    if type(x) is not String:
        ev.message("StringLength", "string", Integer(1), expr)
        return None
    return Integer(len(x.value))


# --- sequence specifications: StringTake, StringDrop -------------------------------------------

class _BadSpec(Exception):
    pass


class _OutOfRange(Exception):
    def __init__(self, a, b):
        self.a, self.b = a, b


def _spec_range(spec, n):
    """0-based indices selected by a sequence spec in a string of length n."""
    if spec is S.All:
        return range(n)
    if spec is S["None"]:
        return range(0)
    if type(spec) is Integer:
        k = spec.value
        if k >= 0:
            m, e, s, a, b = 1, k, 1, 1, k
        else:
            m, e, s, a, b = k, -1, 1, k, -1
    elif isinstance(spec, Expression) and spec.head is S.UpTo and len(spec.args) == 1 \
            and type(spec.args[0]) is Integer and spec.args[0].value >= 0:
        return range(min(spec.args[0].value, n))
    elif isinstance(spec, Expression) and spec.head is S.List and 1 <= len(spec.args) <= 3 \
            and all(type(x) is Integer for x in spec.args):
        v = [x.value for x in spec.args]
        m, e = v[0], v[1] if len(v) > 1 else v[0]
        s = v[2] if len(v) > 2 else 1
        a, b = m, e
    else:
        raise _BadSpec()
    if s == 0:
        raise _BadSpec()
    m2 = m + n + 1 if m < 0 else m
    e2 = e + n + 1 if e < 0 else e
    if s > 0:
        if not (1 <= m2 <= n + 1 and 0 <= e2 <= n and m2 <= e2 + 1):
            raise _OutOfRange(a, b)
        return range(m2 - 1, e2, s)
    if not (1 <= e2 <= n + 1 and 0 <= m2 <= n and e2 <= m2 + 1):
        raise _OutOfRange(a, b)
    return range(m2 - 1, e2 - 2, s)


_SEQ = "Sequence specification (+n, -n, {+n}, {-n}, {m, n}, or {m, n, s})"


def _take_drop(ev, expr, name, take):
    x, spec = expr.args
    items = string_items(x)
    if items is None:
        ev.message(name, "strse", Integer(1), expr)
        return None
    strs, listed = items
    multi = take and isinstance(spec, Expression) and spec.head is S.List and spec.args and \
        all(isinstance(e, Expression) and e.head is S.List for e in spec.args)
    specs = spec.args if multi else (spec,)
    out = []
    for t in strs:
        res = []
        for sp in specs:
            try:
                idx = _spec_range(sp, len(t))
            except _BadSpec:
                ev.message(name, "mseqs" if take else "seqs", Integer(2), expr)
                return None
            except _OutOfRange as e:
                ev.message(name, "take" if take else "drop", Integer(e.a), Integer(e.b),
                           String(t))
                return None
            if take:
                res.append(String("".join(t[i] for i in idx) if idx.step != 1
                                  else t[idx.start:idx.stop]))
            else:
                gone = set(idx)
                res.append(String("".join(c for i, c in enumerate(t) if i not in gone)))
        out.append(list_of(res) if multi else res[0])
    return list_of(out) if listed else out[0]


@builtin("StringTake", nargs=2,
         messages=dict(_STRSE, take="Cannot take positions `1` through `2` in `3`.",
                       mseqs=_SEQ + " or a list of sequence specifications expected at "
                                    "position `1` in `2`."),
         usage="StringTake[\"s\", n] gives the first n characters, StringTake[\"s\", -n] the "
               "last n, StringTake[\"s\", {n}] the n-th, StringTake[\"s\", {m, n}] characters "
               "m through n, StringTake[\"s\", {m, n, s}] in steps of s; a list of specs "
               "gives a list; a list of strings is treated element-wise.",
         examples=[("StringTake[\"abcdefg\", 3]", "abc"),
                   ("StringTake[\"abcdefg\", -2]", "fg"),
                   ("StringTake[\"abcdefg\", {2, 4}]", "bcd"),
                   ("StringTake[\"abcdefg\", {1, -1, 2}]", "aceg"),
                   ("StringTake[\"abcdefg\", {{1, 2}, {5, 6}}]", "{ab, ef}"),
                   ("StringTake[{\"abc\", \"xyz\"}, {2}]", "{b, y}"),
                   ("StringTake[\"abc\", 5]", "StringTake[abc, 5]",
                    ["StringTake::take: Cannot take positions 1 through 5 in \"abc\"."])])
def string_take(ev, expr):
    return _take_drop(ev, expr, "StringTake", True)


@builtin("StringDrop", nargs=2,
         messages=dict(_STRSE, drop="Cannot drop positions `1` through `2` in `3`.",
                       seqs=_SEQ + " expected at position `1` in `2`."),
         usage="StringDrop[\"s\", n] drops the first n characters, StringDrop[\"s\", -n] the "
               "last n, StringDrop[\"s\", {n}] the n-th, StringDrop[\"s\", {m, n}] characters "
               "m through n.",
         examples=[("StringDrop[\"abcdefg\", 2]", "cdefg"),
                   ("StringDrop[\"abcdefg\", -2]", "abcde"),
                   ("StringDrop[\"abcdefg\", {3, 5}]", "abfg"),
                   ("StringDrop[\"abc\", {4}]", "StringDrop[abc, {4}]",
                    ["StringDrop::drop: Cannot drop positions 4 through 4 in \"abc\"."])])
def string_drop(ev, expr):
    return _take_drop(ev, expr, "StringDrop", False)


@builtin("StringInsert", nargs=3,
         messages=dict(_STRSE, ins="Cannot insert at position `1` in `2`."),
         usage="StringInsert[\"s\", \"t\", n] inserts t so that it begins at position n (a "
               "negative n counts from the end: -1 appends); a list of positions inserts at "
               "each (positions in the original string).",
         examples=[("StringInsert[\"abcd\", \"X\", 2]", "aXbcd"),
                   ("StringInsert[\"abcd\", \"X\", -1]", "abcdX"),
                   ("StringInsert[\"abcd\", \"-\", {2, 4}]", "a-bc-d"),
                   ("StringInsert[\"abc\", \"X\", 9]", "StringInsert[abc, X, 9]",
                    ["StringInsert::ins: Cannot insert at position 9 in \"abc\"."])])
def string_insert(ev, expr):
    x, new, pos = expr.args
    items = string_items(x)
    if items is None:
        ev.message("StringInsert", "strse", Integer(1), expr)
        return None
    if type(new) is not String:
        ev.message("StringInsert", "string", expr, Integer(2))
        return None
    if type(pos) is Integer:
        plist = [pos]
    elif isinstance(pos, Expression) and pos.head is S.List and \
            all(type(p) is Integer for p in pos.args):
        plist = list(pos.args)
    else:
        ev.message("StringInsert", "int", expr, Integer(3))
        return None
    strs, listed = items
    out = []
    for t in strs:
        n = len(t)
        cuts = []
        for p in plist:
            k = p.value
            i = k - 1 if k > 0 else n + k + 1
            if k == 0 or not 0 <= i <= n:
                ev.message("StringInsert", "ins", p, String(t))
                return None
            cuts.append(i)
        pieces = []
        last = 0
        for i in sorted(cuts):
            pieces.append(t[last:i])
            pieces.append(new.value)
            last = i
        pieces.append(t[last:])
        out.append(String("".join(pieces)))
    return list_of(out) if listed else out[0]


# --- character-wise functions ------------------------------------------------------------

def _charwise(name, fn, usage, examples):
    @builtin(name, nargs=1, attributes=("Listable", "Protected"), messages=_STRING,
             usage=usage, examples=examples)
    def f(ev, expr):
        x = expr.args[0]
        if type(x) is not String:
            ev.message(name, "string", Integer(1), expr)
            return None
        return fn(x.value)
    return f


_charwise("Characters", lambda s: list_of(String(c) for c in s),
          "Characters[\"string\"] gives the list of the characters of a string.",
          [("Characters[\"abc\"]", "{a, b, c}"), ("Characters[\"\"]", "{}"),
           ("Characters[7]", "Characters[7]",
            ["Characters::string: String expected at position 1 in Characters[7]."])])
_charwise("StringReverse", lambda s: String(s[::-1]),
          "StringReverse[\"string\"] reverses the order of the characters.",
          [("StringReverse[\"abc\"]", "cba"), ("StringReverse[{\"ab\", \"cd\"}]", "{ba, dc}")])
_charwise("ToUpperCase", lambda s: String(s.upper()),
          "ToUpperCase[\"string\"] converts every letter to uppercase.",
          [("ToUpperCase[\"Hello, World\"]", "HELLO, WORLD")])
_charwise("ToLowerCase", lambda s: String(s.lower()),
          "ToLowerCase[\"string\"] converts every letter to lowercase.",
          [("ToLowerCase[\"Hello, World\"]", "hello, world"),
           ("ToLowerCase[x]", "ToLowerCase[x]",
            ["ToLowerCase::string: String expected at position 1 in ToLowerCase[x]."])])


def _all_chars(pred):
    def test(ev, expr):
        x = expr.args[0]
        return TRUE if type(x) is String and all(pred(c) for c in x.value) else FALSE
    return test


for _name, _pred, _what, _ex in (
        ("LetterQ", str.isalpha, "letters", [("LetterQ[\"abc\"]", "True"),
                                             ("LetterQ[\"ab1\"]", "False")]),
        ("DigitQ", lambda c: "0" <= c <= "9", "digits 0-9", [("DigitQ[\"0123\"]", "True"),
                                                              ("DigitQ[\"1.5\"]", "False")]),
        ("UpperCaseQ", str.isupper, "uppercase letters", [("UpperCaseQ[\"ABC\"]", "True"),
                                                          ("UpperCaseQ[\"AbC\"]", "False")]),
        ("LowerCaseQ", str.islower, "lowercase letters", [("LowerCaseQ[\"abc\"]", "True"),
                                                          ("LowerCaseQ[\"a c\"]", "False")])):
    builtin(_name, nargs=1,
            usage="%s[\"string\"] gives True if every character of the string is one of the "
                  "%s, and False otherwise (also for a non-string)." % (_name, _what),
            examples=_ex + [("%s[1]" % _name, "False")])(_all_chars(_pred))


@builtin("StringQ", nargs=1, usage="StringQ[expr] gives True if expr is a string.",
         examples=[("StringQ[\"a\"]", "True"), ("StringQ[a]", "False")])
def string_q(ev, expr):
    return TRUE if type(expr.args[0]) is String else FALSE


# --- StringRepeat, StringRiffle, padding ---------------------------------------------------

@builtin("StringRepeat", nargs=(2, 3), messages=_STRING,
         usage="StringRepeat[\"s\", n] gives s repeated n times; StringRepeat[\"s\", n, max] "
               "keeps at most max characters.",
         examples=[("StringRepeat[\"ab\", 3]", "ababab"),
                   ("StringRepeat[\"ab\", 3, 5]", "ababa"),
                   ("StringRepeat[\"ab\", 10^12]", "StringRepeat[ab, 1000000000000]",
                    ["StringRepeat::rsize: The result would have 2000000000000 elements, more "
                     "than $MaxResultSize (1000000000)."])])
def string_repeat(ev, expr):
    args = expr.args
    s = args[0]
    if type(s) is not String:
        ev.message("StringRepeat", "string", Integer(1), expr)
        return None
    n = args[1]
    if type(n) is not Integer or n.value < 0:
        ev.message("StringRepeat", "intnn", expr, Integer(2))
        return None
    if not s.value:
        return s
    total = len(s.value) * n.value
    if len(args) == 3:
        mx = args[2]
        if type(mx) is not Integer or mx.value < 0:
            ev.message("StringRepeat", "intnn", expr, Integer(3))
            return None
        if total > mx.value:
            total = mx.value
            reps = -(-mx.value // max(len(s.value), 1))
            if not ev.check_size(reps * len(s.value), "StringRepeat"):
                return None
            return String((s.value * reps)[:total])
    if not ev.check_size(total, "StringRepeat"):
        return None
    return String(s.value * n.value)


def _riffle(x, seps):
    sep = seps[0]
    if isinstance(x, Expression) and x.head is S.List:
        inner = [_riffle(e, seps[1:] or (" ",)) for e in x.args]
        if isinstance(sep, tuple):
            return sep[0] + sep[1].join(inner) + sep[2]
        return sep.join(inner)
    return _text(x)


def _sep(x):
    if type(x) is String:
        return x.value
    if isinstance(x, Expression) and x.head is S.List and len(x.args) == 3 and \
            all(type(e) is String for e in x.args):
        return tuple(e.value for e in x.args)
    return None


@builtin("StringRiffle", nargs=(1, None),
         usage="StringRiffle[{s1, s2, ...}] joins the elements (as text) with spaces; "
               "StringRiffle[list, sep] with sep; StringRiffle[list, {left, sep, right}] adds "
               "left and right; StringRiffle[list, sep1, sep2, ...] uses sepi at level i (a "
               "matrix: newlines between rows and spaces by default).",
         examples=[("StringRiffle[{\"a\", \"b\", \"c\"}]", "a b c"),
                   ("StringRiffle[{1, 2, 3}, \", \"]", "1, 2, 3"),
                   ("InputForm[StringRiffle[{a, b}, {\"(\", \"|\", \")\"}]]", "\"(a|b)\""),
                   ("InputForm[StringRiffle[{{1, 2}, {3, 4}}]]", "\"1 2\\n3 4\""),
                   ("StringRiffle[x]", "StringRiffle[x]",
                    ["StringRiffle::list: List expected at position 1 in StringRiffle[x]."])])
def string_riffle(ev, expr):
    x = expr.args[0]
    if not (isinstance(x, Expression) and x.head is S.List):
        ev.message("StringRiffle", "list", expr, Integer(1))
        return None
    seps = []
    for i, a in enumerate(expr.args[1:]):
        s = _sep(a)
        if s is None:
            ev.message("StringRiffle", "string", expr, Integer(i + 2))
            return None
        seps.append(s)
    if not seps:
        nested = any(isinstance(e, Expression) and e.head is S.List for e in x.args)
        seps = ["\n", " "] if nested else [" "]
    return String(_riffle(x, tuple(seps)))


def _pad(ev, expr, name, left):
    args = expr.args
    items = string_items(args[0])
    if items is None:
        ev.message(name, "strse", Integer(1), expr)
        return None
    strs, listed = items
    if len(args) > 1:
        n = args[1]
        if type(n) is not Integer or n.value < 0:
            ev.message(name, "intnn", expr, Integer(2))
            return None
        width = n.value
    else:
        if not listed:
            return None
        width = max((len(t) for t in strs), default=0)
    pad = " "
    if len(args) > 2:
        if type(args[2]) is not String or not args[2].value:
            ev.message(name, "string", expr, Integer(3))
            return None
        pad = args[2].value
    if not ev.check_size(width * len(strs), name):
        return None
    out = []
    for t in strs:
        k = width - len(t)
        if k <= 0:
            r = t[len(t) - width:] if left else t[:width]
        else:
            fill = pad * (k // len(pad) + 1)
            r = fill[len(fill) - k:] + t if left else t + fill[:k]
        out.append(String(r))
    return list_of(out) if listed else out[0]


@builtin("StringPadLeft", nargs=(1, 3), messages=_STRSE,
         usage="StringPadLeft[\"s\", n] pads s on the left with spaces to length n "
               "(dropping characters on the left if it is longer); StringPadLeft[\"s\", n, "
               "\"p\"] pads with repeats of p; StringPadLeft[{s1, s2, ...}] pads to the "
               "longest.",
         examples=[("InputForm[StringPadLeft[\"ab\", 5]]", "\"   ab\""),
                   ("StringPadLeft[\"7\", 3, \"0\"]", "007"),
                   ("StringPadLeft[\"abcdef\", 3]", "def"),
                   ("InputForm[StringPadLeft[{\"a\", \"abc\"}]]", "{\"  a\", \"abc\"}"),
                   ("StringPadLeft[1, 3]", "StringPadLeft[1, 3]",
                    ["StringPadLeft::strse: String or list of strings expected at position 1 "
                     "in StringPadLeft[1, 3]."])])
def string_pad_left(ev, expr):
    return _pad(ev, expr, "StringPadLeft", True)


@builtin("StringPadRight", nargs=(1, 3), messages=_STRSE,
         usage="StringPadRight[\"s\", n] pads s on the right with spaces to length n "
               "(dropping characters on the right if it is longer); StringPadRight[\"s\", "
               "n, \"p\"] pads with repeats of p.",
         examples=[("InputForm[StringPadRight[\"ab\", 4]]", "\"ab  \""),
                   ("StringPadRight[\"ab\", 6, \"xy\"]", "abxyxy"),
                   ("StringPadRight[\"abcdef\", 2]", "ab")])
def string_pad_right(ev, expr):
    return _pad(ev, expr, "StringPadRight", False)


# --- character codes, IntegerString, TextString ------------------------------------------

@builtin("ToCharacterCode", nargs=(1, 2), messages=_STRSE,
         usage="ToCharacterCode[\"string\"] gives the list of the character codes (Unicode "
               "code points) of the string; ToCharacterCode[\"s\", \"UTF8\"] gives its UTF-8 "
               "bytes.",
         examples=[("ToCharacterCode[\"aB\"]", "{97, 66}"),
                   ("ToCharacterCode[{\"a\", \"bc\"}]", "{{97}, {98, 99}}"),
                   ("ToCharacterCode[\"\\[Alpha]\", \"UTF8\"]", "{206, 177}")])
def to_character_code(ev, expr):
    items = string_items(expr.args[0])
    if items is None:
        ev.message("ToCharacterCode", "strse", Integer(1), expr)
        return None
    utf8 = False
    if len(expr.args) == 2:
        enc = expr.args[1]
        if not (type(enc) is String and enc.value.replace("-", "").upper() in ("UTF8",
                                                                             "UNICODE")):
            return None
        utf8 = enc.value.replace("-", "").upper() == "UTF8"
    strs, listed = items

    def codes(t):
        vals = t.encode("utf-8") if utf8 else (ord(c) for c in t)
        return list_of(Integer(v) for v in vals)

    out = [codes(t) for t in strs]
    return list_of(out) if listed else out[0]


def _from_codes(ev, x, whole):
    vals = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    chars = []
    for i, v in enumerate(vals):
        if type(v) is not Integer or not 0 <= v.value < 0x110000:
            ev.message("FromCharacterCode", "notunicode", whole, Integer(i + 1))
            return None
        chars.append(chr(v.value))
    return String("".join(chars))


@builtin("FromCharacterCode", nargs=(1, 2),
         messages={"notunicode": "A character code, which should be a non-negative integer "
                                 "less than 1114112, is expected at position `2` in `1`."},
         usage="FromCharacterCode[n] gives the character with code n; FromCharacterCode[{n1, "
               "n2, ...}] the string of those characters; a list of lists gives a list of "
               "strings.",
         examples=[("FromCharacterCode[97]", "a"),
                   ("FromCharacterCode[{72, 105}]", "Hi"),
                   ("FromCharacterCode[{{97}, {98, 99}}]", "{a, bc}"),
                   ("FromCharacterCode[{97, -1}]", "FromCharacterCode[{97, -1}]",
                    ["FromCharacterCode::notunicode: A character code, which should be a "
                     "non-negative integer less than 1114112, is expected at position 2 in "
                     "{97, -1}."])])
def from_character_code(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is S.List and x.args and \
            all(isinstance(e, Expression) and e.head is S.List for e in x.args):
        out = []
        for e in x.args:
            r = _from_codes(ev, e, e)
            if r is None:
                return None
            out.append(r)
        return list_of(out)
    return _from_codes(ev, x, x)


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def integer_digits_text(n, base):
    """The digits of abs(n) in base (2..36), lowercase letters for digits above 9."""
    n = abs(n)
    if base == 10:
        from mathilda.numbers.intstr import int_to_str
        return int_to_str(n)
    if base in (2, 8, 16):
        return format(n, "b" if base == 2 else "o" if base == 8 else "x")
    if n == 0:
        return "0"
    out = []
    while n:
        n, d = divmod(n, base)
        out.append(_DIGITS[d])
    return "".join(reversed(out))


@builtin("IntegerString", nargs=(1, 3), attributes=("Listable", "Protected"),
         messages={"ibase": "Base `1` is not an integer greater than 1.",
                   "base36": "Base `1` is greater than 36; IntegerString uses the digits 0-9 "
                             "and the letters a-z."},
         usage="IntegerString[n] gives the decimal digits of the integer n as a string (the "
               "sign is dropped); IntegerString[n, b] in base b (up to 36); "
               "IntegerString[n, b, len] pads with zeros on the left, or keeps the last len "
               "digits.",
         examples=[("IntegerString[-1234]", "1234"),
                   ("IntegerString[255, 16]", "ff"),
                   ("IntegerString[5, 2, 8]", "00000101"),
                   ("IntegerString[12345, 10, 3]", "345"),
                   ("IntegerString[1.5]", "IntegerString[1.5]",
                    ["IntegerString::int: Integer expected at position 1 in "
                     "IntegerString[1.5]."])])
def integer_string(ev, expr):
    args = expr.args
    n = args[0]
    if type(n) is not Integer:
        ev.message("IntegerString", "int", expr, Integer(1))
        return None
    base = 10
    if len(args) > 1:
        b = args[1]
        if type(b) is not Integer or b.value < 2:
            ev.message("IntegerString", "ibase", b)
            return None
        if b.value > 36:
            ev.message("IntegerString", "base36", b)
            return None
        base = b.value
    digits = integer_digits_text(n.value, base)
    if len(args) > 2:
        ln = args[2]
        if type(ln) is not Integer or ln.value < 0:
            ev.message("IntegerString", "intnn", expr, Integer(3))
            return None
        k = ln.value
        if not ev.check_size(k, "IntegerString"):
            return None
        digits = digits[len(digits) - k:] if len(digits) >= k else \
            "0" * (k - len(digits)) + digits
        if k == 0:
            digits = ""
    return String(digits)


@builtin("TextString", nargs=1,
         usage="TextString[expr] gives a string with the text (OutputForm) of expr.",
         examples=[("InputForm[TextString[{1, x^2}]]", "\"{1, x^2}\""),
                   ("TextString[\"abc\"]", "abc")])
def text_string(ev, expr):
    x = expr.args[0]
    return x if type(x) is String else String(_text(x))


# --- pattern-based: StringPosition, StringCount, StringSplit, StringTrim ---------------------

@builtin("StringPosition", options=dict(IGNORE_CASE, Overlaps=TRUE), messages=PATTERN_MESSAGES,
         usage="StringPosition[\"s\", patt] gives the {start, end} positions of the "
               "substrings matching patt (overlapping ones included unless Overlaps -> "
               "False); StringPosition[\"s\", patt, n] gives at most n.",
         examples=[("StringPosition[\"abcbc\", \"bc\"]", "{{2, 3}, {4, 5}}"),
                   ("StringPosition[\"aaa\", \"aa\"]", "{{1, 2}, {2, 3}}"),
                   ("StringPosition[\"aaa\", \"aa\", Overlaps -> False]", "{{1, 2}}")])
def string_position(ev, expr):
    setup = scan_setup(ev, expr, "StringPosition", 2, 3, operator=False,
                       overlaps_default=True)
    if setup is None:
        return None
    m, rhs, limit, overlaps = setup

    def positions(text):
        out = []
        for s, e, i, mm in m.finditer(ev, text, overlaps):
            if limit is not None and len(out) >= limit:
                break
            out.append(Expression(S.List, (Integer(s + 1), Integer(e))))
        return Expression(S.List, tuple(out))

    return thread_strings(ev, expr, "StringPosition", positions)


@builtin("StringCount", options=dict(IGNORE_CASE, Overlaps=FALSE), messages=PATTERN_MESSAGES,
         usage="StringCount[\"s\", patt] counts the substrings matching patt (not "
               "overlapping unless Overlaps -> True).",
         examples=[("StringCount[\"banana\", \"an\"]", "2"),
                   ("StringCount[\"aaa\", \"aa\", Overlaps -> True]", "2"),
                   ("StringCount[{\"ab\", \"bb\"}, \"b\"]", "{1, 2}")])
def string_count(ev, expr):
    setup = scan_setup(ev, expr, "StringCount", 2, 2, operator=False)
    if setup is None:
        return None
    m, rhs, limit, overlaps = setup
    return thread_strings(ev, expr, "StringCount", lambda t: Integer(
        sum(1 for _ in m.finditer(ev, t, overlaps))))


# --- StringSplit, StringTrim ------------------------------------------------------------------

@builtin("StringSplit", options=IGNORE_CASE, messages=PATTERN_MESSAGES,
         usage="StringSplit[\"s\"] splits the string at whitespace; StringSplit[\"s\", patt] at "
               "the substrings matching patt (patt -> v keeps v in their place); empty "
               "strings at the ends are dropped unless the third argument is All; "
               "StringSplit[\"s\", patt, n] gives at most n pieces.",
         examples=[("StringSplit[\" a b  c \"]", "{a, b, c}"),
                   ("StringSplit[\"a,b,,c,\", \",\"]", "{a, b, , c}"),
                   ("StringSplit[\",a,b\", \",\", All]", "{, a, b}"),
                   ("StringSplit[\"a1b22c\", DigitCharacter ..]", "{a, b, c}"),
                   ("StringSplit[\"a-b\", \"-\" -> x]", "{a, x, b}"),
                   ("StringSplit[\"a b c d\", \" \", 2]", "{a, b c d}"),
                   ("StringSplit[5]", "StringSplit[5]",
                    ["StringSplit::strse: String or list of strings expected at position 1 "
                     "in StringSplit[5]."])])
def string_split(ev, expr):
    pos, opts = split_args(ev, expr, ("IgnoreCase",))
    if not 1 <= len(pos) <= 3:
        argcount(ev, "StringSplit", len(pos), 1, 3)
        return None
    if string_items(pos[0]) is None:
        ev.message("StringSplit", "strse", Integer(1), expr)
        return None
    spec = pos[1] if len(pos) > 1 else S.Whitespace
    keep_all = False
    maxn = None
    if len(pos) == 3:
        if pos[2] is S.All:
            keep_all = True
        else:
            maxn = count_limit(ev, pos[2], "StringSplit", expr, 3)
            if maxn is False:
                return None
    if type(spec) is String and not spec.value:
        return thread_strings(ev, expr, "StringSplit", lambda t: Expression(
            S.List, tuple(String(ch) for ch in t)))
    lhs, rhs = patterns_of(spec)
    m = make_matcher(ev, lhs, true_option(opts, "IgnoreCase"))
    if m is None:
        return None

    def split(text):
        pieces = []
        last = 0
        count = 0
        for s, e, i, mm in m.finditer(ev, text):
            if maxn is not None and count >= maxn - 1:
                break
            pieces.append(String(text[last:s]))
            if rhs[i] is not None:
                pieces.append(rhs_value(ev, m, rhs, i, mm))
            last = e
            count += 1
        pieces.append(String(text[last:]))
        if not keep_all:
            while pieces and pieces[0] == String(""):
                pieces.pop(0)
            while pieces and pieces[-1] == String(""):
                pieces.pop()
        return Expression(S.List, tuple(pieces))

    return thread_strings(ev, expr, "StringSplit", split)


@builtin("StringTrim", nargs=(1, 2), messages=PATTERN_MESSAGES,
         usage="StringTrim[\"s\"] removes whitespace from the beginning and end of the "
               "string; StringTrim[\"s\", patt] removes substrings matching patt there.",
         examples=[("StringTrim[\"  a b  \"]", "a b"),
                   ("InputForm[StringTrim[\"xxaxx\", \"x\" ..]]", "\"a\""),
                   ("StringTrim[{\" a\", \"b \"}]", "{a, b}")])
def string_trim(ev, expr):
    if string_items(expr.args[0]) is None:
        ev.message("StringTrim", "strse", Integer(1), expr)
        return None
    p = expr.args[1] if len(expr.args) == 2 else S.Whitespace
    m = make_matcher(ev, patterns_of(p, rules_ok=False)[0], False)
    if m is None:
        return None

    def trim(text):
        r = m.match_at(ev, text, 0, allow_empty=False)
        if r is not None:
            text = text[r[0]:]
        s = m.suffix_start(ev, text)
        if s is not None:
            text = text[:s]
        return String(text)

    return thread_strings(ev, expr, "StringTrim", trim)
