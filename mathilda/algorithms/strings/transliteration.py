"""Transliteration between writing scripts, after the Unicode (CLDR) transforms the Wolfram
Language's Transliterate uses: Cyrillic-Latin (ISO 9), Greek-Latin (UNGEGN) and Latin-ASCII
(letters without their marks, ligatures spelled out).

    to_latin(text)            Cyrillic and Greek letters in Latin letters (with marks)
    to_ascii(text)            to_latin, then plain ASCII
    from_latin(text, script)  Latin letters to "Cyrillic" or "Greek"
    script_of(text)           the first non-Latin script of text ("Cyrillic", "Greek") or
                              "Latin"
"""

import unicodedata

__all__ = ["to_latin", "to_ascii", "from_latin", "script_of", "SCRIPTS"]

SCRIPTS = ("Latin", "Cyrillic", "Greek", "ASCII")

_CYRILLIC = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґўђјљњћџѓќѕ",
    ["a", "b", "v", "g", "d", "e", "ë", "ž", "z", "i", "j", "k", "l", "m", "n", "o", "p", "r",
     "s", "t", "u", "f", "h", "c", "č", "š", "ŝ", "ʺ", "y", "ʹ", "è", "û", "â", "ì", "ï", "ê",
     "g̀", "ŭ", "đ", "ǰ", "lj", "nj", "ć", "dž", "ǵ", "ḱ", "ẑ"]))

_GREEK = dict(zip(
    "αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ",
    ["a", "v", "g", "d", "e", "z", "ē", "th", "i", "k", "l", "m", "n", "x", "o", "p", "r",
     "s", "s", "t", "y", "ph", "ch", "ps", "ō", "á", "é", "ḗ", "í", "ó", "ý", "ṓ", "ï", "ÿ",
     "ḯ", "ÿ́"]))
_GREEK_PAIRS = {"γγ": "ng", "γκ": "nk", "γξ": "nx", "γχ": "nch", "ου": "ou", "ού": "oú",
                "αυ": "au", "αύ": "aú", "ευ": "eu", "εύ": "eú", "ηυ": "ēu", "ηύ": "ēú",
                "μπ": "mp"}

# Latin-ASCII: what NFKD does not take apart
_ASCII = {"ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
          "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "TH",
          "ı": "i", "ħ": "h", "Ħ": "H", "ŋ": "n", "Ŋ": "N", "ʹ": "'", "ʺ": "\"", "ſ": "s",
          "\u2018": "'", "\u2019": "'", "\u201c": "\"", "\u201d": "\"", "\u2013": "-",
          "\u2014": "-", "\u2026": "...", "\u00a0": " ", "«": "<<", "»": ">>", "€": "EUR",
          "\u00b7": "."}


def _case(src, out):
    """``out`` in the case of the source letter(s): Ж -> Ž, Щи -> Ŝi, ЩИ (all upper) ->
    ŜI."""
    if not src[:1].isupper():
        return out
    if len(out) > 1 and (len(src) > 1 and src.isupper()):
        return out.upper()
    return out[:1].upper() + out[1:]


def to_latin(text):
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        lc = c.lower()
        pair = text[i:i + 2].lower()
        if pair in _GREEK_PAIRS:
            out.append(_case(text[i:i + 2], _GREEK_PAIRS[pair]))
            i += 2
            continue
        t = _CYRILLIC.get(lc) or _GREEK.get(lc)
        if t is None:
            out.append(c)
        else:
            nxt = text[i + 1:i + 2]
            whole = c.isupper() and (nxt.isupper() or (not nxt.isalpha() and i > 0 and
                                                       text[i - 1].isupper()))
            out.append(t.upper() if whole else _case(c, t))
        i += 1
    return unicodedata.normalize("NFC", "".join(out))


def to_ascii(text):
    out = []
    for c in to_latin(text):
        if ord(c) < 128:
            out.append(c)
            continue
        if c in _ASCII:
            out.append(_ASCII[c])
            continue
        d = unicodedata.normalize("NFKD", c)
        base = "".join(ch for ch in d if not unicodedata.combining(ch))
        out.append(base if base and all(ord(ch) < 128 for ch in base) else c)
    return "".join(out)


def _reverse(table, pairs=None):
    rev = {}
    for k, v in table.items():
        if v.isascii() and v not in rev:
            rev[v] = k
    for k, v in (pairs or {}).items():
        if v.isascii():
            rev.setdefault(v, k)
    return rev


_TO = {"Cyrillic": _reverse({k: v for k, v in _CYRILLIC.items() if k in
                             "абвгдежзийклмнопрстуфхцчшщъыьэюя"},
                            {"ж": "zh", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
                             "щ": "shch", "ю": "yu", "я": "ya", "ё": "yo", "й": "y"}),
       "Greek": _reverse({k: v for k, v in _GREEK.items() if k in "αβγδεζηθικλμνξοπρστυφχψω"},
                         {"ου": "ou", "η": "e", "ω": "o", "β": "b", "υ": "u", "φ": "f",
                          "χ": "h"})}
# Latin letters with no letter of their own in the script
_TO["Cyrillic"].update({"w": "в", "x": "кс", "q": "к", "h": "х", "c": "к", "y": "ы"})
_TO["Greek"].update({"c": "κ", "q": "κ", "w": "ω", "j": "ι", "y": "υ"})


def from_latin(text, script):
    table = _TO[script]
    longest = max(len(k) for k in table)
    out = []
    i, n = 0, len(text)
    src = unicodedata.normalize("NFC", to_ascii(text))
    n = len(src)
    while i < n:
        for k in range(min(longest, n - i), 0, -1):
            piece = src[i:i + k]
            t = table.get(piece.lower())
            if t is not None:
                out.append(t.upper() if piece.isupper() and k == 1 or
                           (piece[:1].isupper() and k == 1) else
                           (t[:1].upper() + t[1:] if piece[:1].isupper() else t))
                i += k
                break
        else:
            out.append(src[i])
            i += 1
    s = "".join(out)
    if script == "Greek":       # a final sigma at the end of a word
        s = "".join("ς" if ch == "σ" and (j + 1 == len(s) or not s[j + 1].isalpha()) else ch
                    for j, ch in enumerate(s))
    return s


def script_of(text):
    for c in text:
        lc = c.lower()
        if lc in _CYRILLIC:
            return "Cyrillic"
        if lc in _GREEK:
            return "Greek"
    return "Latin"
