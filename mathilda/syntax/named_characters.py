"""The Wolfram Language's named characters: ``\\[Name]`` -> its Unicode character.

    Greek letters        \\[Alpha] α ... \\[Omega] ω, \\[CapitalAlpha] Α ..., \\[CurlyPhi] φ,
                         \\[FinalSigma] ς, \\[Digamma] ϝ, ...
    script, double-struck and Gothic letters
                         \\[ScriptA] 𝒶, \\[ScriptCapitalL] ℒ, \\[DoubleStruckR] 𝕣,
                         \\[DoubleStruckCapitalR] ℝ, \\[GothicCapitalC] ℭ, ...; their digits
                         \\[DoubleStruckZero] 𝟘 ...
    letter-like forms    \\[Euro] €, \\[Sterling] £, \\[Yen] ¥, \\[Angstrom] Å, \\[HBar] ℏ,
                         \\[Micro] µ, \\[Aleph] ℵ, \\[Degree] °, \\[Infinity] ∞, ...
    accented letters     \\[AGrave] à, \\[EAcute] é, \\[CapitalODoubleDot] Ö, \\[SZ] ß, ...
    operators            \\[Element] ∈, \\[Cross] (private use), \\[CircleTimes] ⊗, \\[Union] ⋃,
                         \\[Implies] (private use), \\[Equivalent] ⧦, \\[Rule] ..., arrows
    spaces and others    \\[NewLine], \\[Tab], \\[SpaceIndicator] ␣, \\[Bullet] •, ...

Where the Wolfram Language uses a private-use character (``\\[Cross]`` is U+F4A0,
``\\[Rule]`` U+F522), so does this table.  ``LETTERLIKE`` holds the characters that read as
(parts of) symbols although Python does not count them as letters (€, ∞, ...).

The regular families (Greek letters, the alphabets, accented letters) are computed here; the
characters named one by one are listed in ``mathilda/data/named_characters.txt``.
"""

__all__ = ["NAMED", "LETTERLIKE", "NAME_OF"]

NAMED = {}


def _table(section):
    """Add the names of one section of data/named_characters.txt to NAMED, in order."""
    global _TABLES
    if _TABLES is None:
        import os
        path = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data",
                            "named_characters.txt")
        _TABLES = {}
        current = None
        with open(path, encoding="ascii") as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                if line.startswith("["):
                    current = _TABLES.setdefault(line[1:-1], [])
                    continue
                name, *codes = line.split()
                current.append((name, "" if codes == ["-"] else
                                "".join(chr(int(c, 16)) for c in codes)))
    NAMED.update(_TABLES[section])


_TABLES = None

_GREEK = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota",
          "Kappa", "Lambda", "Mu", "Nu", "Xi", "Omicron", "Pi", "Rho", "FinalSigma",
          "Sigma", "Tau", "Upsilon", "Phi", "Chi", "Psi", "Omega"]
for _i, _n in enumerate(_GREEK):
    NAMED[_n] = chr(0x3B1 + _i)
    if _n != "FinalSigma":
        NAMED["Capital" + _n] = chr(0x391 + _i)
# the Wolfram Language's \[Epsilon] and \[Phi] are the lunate and stroked forms
_table("greek")


def _alphabet(prefix, lower0, upper0, exceptions):
    for k in range(26):
        lo, up = chr(97 + k), chr(65 + k)
        NAMED[prefix + lo.upper()] = exceptions.get(lo) or chr(lower0 + k)
        NAMED[prefix + "Capital" + up] = exceptions.get(up) or chr(upper0 + k)


_alphabet("Script", 0x1D4B6, 0x1D49C,
          {"e": "\u212f", "g": "\u210a", "o": "\u2134", "B": "\u212c", "E": "\u2130",
           "F": "\u2131", "H": "\u210b", "I": "\u2110", "L": "\u2112", "M": "\u2133",
           "R": "\u211b"})
_alphabet("DoubleStruck", 0x1D552, 0x1D538,
          {"C": "\u2102", "H": "\u210d", "N": "\u2115", "P": "\u2119", "Q": "\u211a",
           "R": "\u211d", "Z": "\u2124"})
_alphabet("Gothic", 0x1D51E, 0x1D504,
          {"C": "\u212d", "H": "\u210c", "I": "\u2111", "R": "\u211c", "Z": "\u2128"})
for _k, _d in enumerate(["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven",
                         "Eight", "Nine"]):
    NAMED["DoubleStruck" + _d] = chr(0x1D7D8 + _k)

# accented and other Latin letters: \[AGrave] à, \[CapitalAGrave] À, ...
_ACCENTS = {"Grave": 0x300, "Acute": 0x301, "Hat": 0x302, "Tilde": 0x303, "Bar": 0x304,
            "Cup": 0x306, "DoubleDot": 0x308, "Ring": 0x30A, "DoubleAcute": 0x30B,
            "Hacek": 0x30C, "Cedilla": 0x327}


def _accented():
    import unicodedata
    for base in "aeiouycnszrgdltwAEIOUYCNSZRGDLTW":
        for acc, mark in _ACCENTS.items():
            c = unicodedata.normalize("NFC", base + chr(mark))
            if len(c) == 1:
                name = ("Capital" + base if base.isupper() else base.upper()) + acc
                NAMED[name] = c


_accented()
_table("latin")

# letter-like forms, units and constants
_table("letterlike")

# operators and relations
_table("operators")

# letter-like characters that Python does not count as letters: read as symbols
LETTERLIKE = frozenset("\u20ac\u00a3\u00a5\u00a2\u00a4\u221e\u00b0\u2118\u2205\u2127")

NAME_OF = {}
for _n, _c in NAMED.items():
    if len(_c) == 1:
        NAME_OF.setdefault(_c, _n)
