"""Letters and characters: Capitalize, Decapitalize, CharacterRange, Alphabet, LetterNumber,
FromLetterNumber, LetterCounts, CharacterCounts, CharacterName, RemoveDiacritics,
PrintableASCIIQ and WordCount.

Alphabets are those of the Wolfram Language's ``Alphabet[]``: English (the default), and
a few languages (Greek, Russian, Spanish, German, French, Italian, Portuguese, Ukrainian);
``LetterNumber`` and ``FromLetterNumber`` number the letters of one of them from 1."""

import re
import unicodedata

from mathilda.algorithms.build import list_of
from mathilda.algorithms.lists.common import is_list
from mathilda.core.association import make_association
from mathilda.core.expr import Expression, Integer, String, S, TRUE, FALSE
from mathilda.core.registry import builtin

_STRING = {"string": "String expected at position `1` in `2`.",
           "intpm": "Positive integer expected at position `2` in `1`."}

_LATIN = "abcdefghijklmnopqrstuvwxyz"
ALPHABETS = {
    "English": _LATIN,
    "French": _LATIN,
    "Italian": _LATIN,
    "Portuguese": _LATIN,
    "Latin": _LATIN,
    "German": _LATIN + "\u00e4\u00f6\u00fc\u00df",
    "Spanish": "abcdefghijklmn\u00f1opqrstuvwxyz",
    "Greek": "\u03b1\u03b2\u03b3\u03b4\u03b5\u03b6\u03b7\u03b8\u03b9\u03ba\u03bb\u03bc\u03bd"
             "\u03be\u03bf\u03c0\u03c1\u03c3\u03c4\u03c5\u03c6\u03c7\u03c8\u03c9",
    "Russian": "\u0430\u0431\u0432\u0433\u0434\u0435\u0451\u0436\u0437\u0438\u0439\u043a"
               "\u043b\u043c\u043d\u043e\u043f\u0440\u0441\u0442\u0443\u0444\u0445\u0446"
               "\u0447\u0448\u0449\u044a\u044b\u044c\u044d\u044e\u044f",
    "Ukrainian": "\u0430\u0431\u0432\u0433\u0491\u0434\u0435\u0454\u0436\u0437\u0438\u0456"
                 "\u0457\u0439\u043a\u043b\u043c\u043d\u043e\u043f\u0440\u0441\u0442\u0443"
                 "\u0444\u0445\u0446\u0447\u0448\u0449\u044c\u044e\u044f",
}
_ALPHA_MSG = {"lang": "`1` is not a known alphabet; the known ones are `2`."}


def _alphabet(ev, name, x):
    if type(x) is String and x.value in ALPHABETS:
        return ALPHABETS[x.value]
    ev.message(name, "lang", x, list_of(String(k) for k in sorted(ALPHABETS)))
    return None


def _thread(ev, name, x, fn, expr):
    """fn(str) on a string, or on each string of a (nested) list."""
    if type(x) is String:
        return fn(x.value)
    if is_list(x):
        out = []
        for e in x.args:
            r = _thread(ev, name, e, fn, expr)
            if r is None:
                return None
            out.append(r)
        return list_of(out)
    ev.message(name, "string", Integer(1), expr)
    return None


# --- Capitalize, Decapitalize --------------------------------------------------------------

_MINOR = frozenset("a an the and but or nor for so yet as at by in of off on per to up via "
                   "vs from into onto with".split())


def _title_case(s):
    words = re.split(r"(\s+)", s)
    out = []
    idx = [i for i, w in enumerate(words) if w and not w.isspace()]
    for i, w in enumerate(words):
        if not w or w.isspace():
            out.append(w)
            continue
        first, last = i == idx[0], i == idx[-1]
        if not first and not last and w.lower() in _MINOR:
            out.append(w.lower())
        else:
            out.append(w[:1].upper() + w[1:])
    return "".join(out)


@builtin("Capitalize", nargs=(1, 2), messages=dict(_STRING, capt="`1` is not a valid "
                                                   "capitalization type."),
         usage="Capitalize[\"string\"] makes the first character of the string uppercase; "
               "Capitalize[s, \"AllWords\"] the first letter of every word; Capitalize[s, "
               "\"TitleCase\"] every word but articles, conjunctions and short prepositions "
               "inside the title. Lists of strings are capitalized one by one.",
         examples=[("Capitalize[\"hello world\"]", "Hello world"),
                   ("Capitalize[\"hello world\", \"AllWords\"]", "Hello World"),
                   ("Capitalize[\"the lord of the rings\", \"TitleCase\"]",
                    "The Lord of the Rings"),
                   ("Capitalize[{\"ab\", \"cd\"}]", "{Ab, Cd}")])
def capitalize(ev, expr):
    kind = expr.args[1] if len(expr.args) == 2 else None
    if kind is None:
        fn = lambda s: String(s[:1].upper() + s[1:])          # noqa: E731
    elif kind == String("AllWords"):
        fn = lambda s: String(re.sub(r"(?<![\w'])(\w)", lambda m: m.group(1).upper(), s))  # noqa: E731,E501
    elif kind == String("TitleCase"):
        fn = lambda s: String(_title_case(s))                 # noqa: E731
    else:
        ev.message("Capitalize", "capt", kind)
        return None
    return _thread(ev, "Capitalize", expr.args[0], fn, expr)


@builtin("Decapitalize", nargs=1, messages=_STRING,
         usage="Decapitalize[\"string\"] makes the first character of the string lowercase.",
         examples=[("Decapitalize[\"Hello World\"]", "hello World"),
                   ("Decapitalize[{\"AB\", \"Cd\"}]", "{aB, cd}")])
def decapitalize(ev, expr):
    return _thread(ev, "Decapitalize", expr.args[0],
                   lambda s: String(s[:1].lower() + s[1:]), expr)


# --- CharacterRange, Alphabet ---------------------------------------------------------------

def _code(x):
    if type(x) is String and len(x.value) == 1:
        return ord(x.value)
    if type(x) is Integer and 0 <= x.value < 0x110000:
        return x.value
    return None


@builtin("CharacterRange", nargs=2,
         messages={"argtype": "Arguments `1` and `2` are not both strings of length 1 or "
                              "both non-negative integers."},
         usage="CharacterRange[\"c1\", \"c2\"] gives the characters with codes from that of c1 "
               "to that of c2; CharacterRange[n1, n2] those with codes n1 through n2.",
         examples=[("CharacterRange[\"a\", \"e\"]", "{a, b, c, d, e}"),
                   ("CharacterRange[48, 52]", "{0, 1, 2, 3, 4}"),
                   ("CharacterRange[\"e\", \"a\"]", "{}"),
                   ("CharacterRange[\"ab\", \"c\"]", "CharacterRange[ab, c]",
                    ["CharacterRange::argtype: Arguments \"ab\" and \"c\" are not both strings "
                     "of length 1 or both non-negative integers."])])
def character_range(ev, expr):
    a, b = expr.args
    ca, cb = _code(a), _code(b)
    if ca is None or cb is None or type(a) is not type(b):
        ev.message("CharacterRange", "argtype", a, b)
        return None
    if not ev.check_size(max(0, cb - ca + 1), "CharacterRange"):
        return None
    return list_of(String(chr(c)) for c in range(ca, cb + 1))


@builtin("Alphabet", nargs=(0, 2), messages=_ALPHA_MSG,
         usage="Alphabet[] gives the lowercase letters of the English alphabet; "
               "Alphabet[\"lang\"] those of the language lang (\"Greek\", \"Russian\", "
               "\"Spanish\", \"German\", ...); Alphabet[lang, \"Uppercase\"] in uppercase.",
         examples=[("Alphabet[]", "{a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, "
                                  "t, u, v, w, x, y, z}"),
                   ("Length[Alphabet[\"Russian\"]]", "33"),
                   ("Take[Alphabet[\"Greek\"], 5]", "{\u03b1, \u03b2, \u03b3, \u03b4, \u03b5}"),
                   ("Take[Alphabet[\"English\", \"Uppercase\"], 3]", "{A, B, C}")])
def alphabet(ev, expr):
    args = expr.args
    letters = _LATIN if not args else _alphabet(ev, "Alphabet", args[0])
    if letters is None:
        return None
    if len(args) == 2:
        if args[1] == String("Uppercase"):
            letters = [c.upper() if c != "\u00df" else c for c in letters]
        elif args[1] != String("Lowercase"):
            return None
    return list_of(String(c) for c in letters)


# --- LetterNumber, FromLetterNumber -----------------------------------------------------------

@builtin("LetterNumber", nargs=(1, 2), messages=dict(_STRING, **_ALPHA_MSG),
         usage="LetterNumber[\"c\"] gives the position of the letter c in the English "
               "alphabet (either case; 0 for a character that is not a letter of it); "
               "LetterNumber[\"string\"] the list for each character; LetterNumber[c, "
               "\"lang\"] in the alphabet of the language lang.",
         examples=[("LetterNumber[\"c\"]", "3"),
                   ("LetterNumber[\"Hi!\"]", "{8, 9, 0}"),
                   ("LetterNumber[\"\u03b3\", \"Greek\"]", "3"),
                   ("LetterNumber[{\"a\", \"Z\"}]", "{1, 26}")])
def letter_number(ev, expr):
    letters = _LATIN if len(expr.args) == 1 else _alphabet(ev, "LetterNumber", expr.args[1])
    if letters is None:
        return None
    index = {c: i + 1 for i, c in enumerate(letters)}

    def num(s):
        vals = [Integer(index.get(c.lower(), index.get(c, 0))) for c in s]
        return vals[0] if len(vals) == 1 else list_of(vals)

    return _thread(ev, "LetterNumber", expr.args[0], num, expr)


@builtin("FromLetterNumber", nargs=(1, 2), messages=dict(_ALPHA_MSG, lnum="`1` is not a "
                                                         "valid letter number."),
         usage="FromLetterNumber[n] gives the n-th letter of the English alphabet (a "
               "negative n counts from the end); FromLetterNumber[{n1, n2, ...}] the list; "
               "FromLetterNumber[n, \"lang\"] in the alphabet of the language lang.",
         examples=[("FromLetterNumber[3]", "c"),
                   ("FromLetterNumber[{8, 9}]", "{h, i}"),
                   ("FromLetterNumber[-1]", "z"),
                   ("FromLetterNumber[2, \"Greek\"]", "\u03b2")])
def from_letter_number(ev, expr):
    letters = _LATIN if len(expr.args) == 1 else \
        _alphabet(ev, "FromLetterNumber", expr.args[1])
    if letters is None:
        return None
    n = len(letters)

    def one(x):
        if type(x) is Integer and 1 <= abs(x.value) <= n:
            k = x.value
            return String(letters[k - 1] if k > 0 else letters[n + k])
        if is_list(x):
            out = [one(e) for e in x.args]
            return None if any(o is None for o in out) else list_of(out)
        ev.message("FromLetterNumber", "lnum", x)
        return None

    return one(expr.args[0])


# --- LetterCounts, CharacterCounts ------------------------------------------------------------

def _counts(pieces):
    order = {}
    for p in pieces:
        order[p] = order.get(p, 0) + 1
    first = {p: i for i, p in reversed(list(enumerate(pieces)))}
    keys = sorted(order, key=lambda p: (-order[p], first[p]))
    return make_association([Expression(S.Rule, (String(k), Integer(order[k])))
                             for k in keys])


def _count_args(ev, name, expr, pick):
    pos, opts = ev.split_options(expr)
    s = pos[0]
    if type(s) is not String:
        ev.message(name, "string", Integer(1), expr)
        return None
    text = s.value
    if opts.get("IgnoreCase") is TRUE:
        text = text.lower()
    chars = [c for c in text if pick(c)]
    if len(pos) == 2:
        n = pos[1]
        if type(n) is not Integer or n.value < 1:
            ev.message(name, "intpm", expr, Integer(2))
            return None
        k = n.value
        if pick is str.isalpha:      # n-grams of letters within words
            pieces = []
            for w in re.findall(r"[^\W\d_]+", text):
                pieces.extend(w[i:i + k] for i in range(len(w) - k + 1))
        else:
            pieces = [text[i:i + k] for i in range(len(text) - k + 1)]
        return _counts(pieces)
    return _counts(chars)


@builtin("LetterCounts", nargs=(1, 2), options={"IgnoreCase": "False"}, messages=_STRING,
         usage="LetterCounts[\"string\"] gives an association of the letters of the string "
               "and how many times each occurs, most common first; LetterCounts[s, n] counts "
               "the runs of n letters inside words; IgnoreCase -> True counts in lowercase.",
         examples=[("LetterCounts[\"banana!\"]", "<|a -> 3, n -> 2, b -> 1|>"),
                   ("LetterCounts[\"AaB\", IgnoreCase -> True]", "<|a -> 2, b -> 1|>"),
                   ("LetterCounts[\"anna\", 2]", "<|an -> 1, nn -> 1, na -> 1|>")])
def letter_counts(ev, expr):
    return _count_args(ev, "LetterCounts", expr, str.isalpha)


@builtin("CharacterCounts", nargs=(1, 2), options={"IgnoreCase": "False"}, messages=_STRING,
         usage="CharacterCounts[\"string\"] gives an association of the characters of the "
               "string and how many times each occurs, most common first; CharacterCounts[s, "
               "n] counts the runs of n characters.",
         examples=[("CharacterCounts[\"a b a\"]", "<|a -> 2,   -> 2, b -> 1|>"),
                   ("CharacterCounts[\"aaab\", 2]", "<|aa -> 2, ab -> 1|>")])
def character_counts(ev, expr):
    return _count_args(ev, "CharacterCounts", expr, lambda c: True)


# --- CharacterName, RemoveDiacritics, PrintableASCIIQ, WordCount ------------------------------

@builtin("CharacterName", nargs=(1, 2), messages=_STRING,
         usage="CharacterName[\"c\"] gives the Wolfram Language name of the character c (as "
               "in \\[Name]; the character itself if it has none); CharacterName[c, "
               "\"Unicode\"] its Unicode name; a string of several characters gives the list.",
         examples=[("CharacterName[\"\\[Alpha]\"]", "Alpha"),
                   ("CharacterName[\"\u00e9\"]", "EAcute"),
                   ("CharacterName[\"a\", \"Unicode\"]", "LATIN SMALL LETTER A"),
                   ("CharacterName[\"a\\[Beta]\"]", "{a, Beta}")])
def character_name(ev, expr):
    from mathilda.syntax.named_characters import NAME_OF
    unicode_names = len(expr.args) == 2 and expr.args[1] == String("Unicode")
    if len(expr.args) == 2 and not unicode_names:
        return None

    def name(c):
        if unicode_names:
            return String(unicodedata.name(c, ""))
        return String(NAME_OF.get(c, c))

    def fn(s):
        names = [name(c) for c in s]
        return names[0] if len(names) == 1 else list_of(names)

    return _thread(ev, "CharacterName", expr.args[0], fn, expr)


_STROKES = str.maketrans("\u00f8\u00d8\u0142\u0141\u0111\u0110\u0127\u0126\u0131\u0180"
                         "\u0167\u0166\u01b6\u01b5",
                         "oOlLdDhHibtTzZ")


def remove_marks(s):
    """s without its combining marks (after canonical decomposition), and the letters with a
    stroke or bar (ø, ł, đ, ħ, ...) as their base letters; ligatures and ß stay."""
    out = []
    for c in unicodedata.normalize("NFD", s):
        if not unicodedata.combining(c):
            out.append(c)
    return unicodedata.normalize("NFC", "".join(out)).translate(_STROKES)


@builtin("RemoveDiacritics", nargs=1, messages=_STRING,
         usage="RemoveDiacritics[\"string\"] removes the accents and other diacritical marks "
               "of the letters of the string.",
         examples=[("RemoveDiacritics[\"caf\u00e9 na\u00efve\"]", "cafe naive"),
                   ("RemoveDiacritics[\"\u00c5ngstr\u00f6m\"]", "Angstrom"),
                   ("RemoveDiacritics[{\"\u00fc\", \"\u00f1\"}]", "{u, n}"),
                   ("RemoveDiacritics[\"\u0141\u00f3d\u017a, K\u00f8benhavn\"]",
                    "Lodz, Kobenhavn")])
def remove_diacritics(ev, expr):
    return _thread(ev, "RemoveDiacritics", expr.args[0], lambda s: String(remove_marks(s)),
                   expr)


@builtin("PrintableASCIIQ", nargs=1,
         usage="PrintableASCIIQ[\"string\"] gives True if every character of the string is a "
               "printable ASCII character (codes 32 through 126), and False otherwise.",
         examples=[("PrintableASCIIQ[\"Hello, World!\"]", "True"),
                   ("PrintableASCIIQ[\"tab\\there\"]", "False"),
                   ("PrintableASCIIQ[\"caf\u00e9\"]", "False"),
                   ("PrintableASCIIQ[{\"a\", \"\u00e9\"}]", "{True, False}")])
def printable_ascii_q(ev, expr):
    x = expr.args[0]
    if is_list(x):
        return list_of(ev.call("PrintableASCIIQ", e) for e in x.args)
    return TRUE if type(x) is String and all(" " <= c <= "~" for c in x.value) else FALSE


_WORD = re.compile(r"[^\W_]+(?:['\u2019\-][^\W_]+)*")


@builtin("WordCount", nargs=1, messages=_STRING,
         usage="WordCount[\"string\"] gives the number of words in the string (runs of letters "
               "and digits, joined by an inner apostrophe or hyphen).",
         examples=[("WordCount[\"The quick brown fox.\"]", "4"),
                   ("WordCount[\"it's a well-known fact\"]", "4"),
                   ("WordCount[\"\"]", "0")])
def word_count(ev, expr):
    return _thread(ev, "WordCount", expr.args[0], lambda s: Integer(len(_WORD.findall(s))),
                   expr)
