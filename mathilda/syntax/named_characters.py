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
"""

__all__ = ["NAMED", "LETTERLIKE", "NAME_OF"]

NAMED = {}

_GREEK = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota",
          "Kappa", "Lambda", "Mu", "Nu", "Xi", "Omicron", "Pi", "Rho", "FinalSigma",
          "Sigma", "Tau", "Upsilon", "Phi", "Chi", "Psi", "Omega"]
for _i, _n in enumerate(_GREEK):
    NAMED[_n] = chr(0x3B1 + _i)
    if _n != "FinalSigma":
        NAMED["Capital" + _n] = chr(0x391 + _i)
# the Wolfram Language's \[Epsilon] and \[Phi] are the lunate and stroked forms
NAMED.update({"Epsilon": "\u03f5", "CurlyEpsilon": "\u03b5", "Phi": "\u03d5",
              "CurlyPhi": "\u03c6", "CurlyTheta": "\u03d1", "CurlyPi": "\u03d6",
              "CurlyRho": "\u03f1", "CurlyKappa": "\u03f0", "CapitalUpsilon": "\u03d2",
              "CurlyCapitalUpsilon": "\u03d2", "Digamma": "\u03dd",
              "CapitalDigamma": "\u03dc", "Koppa": "\u03df", "CapitalKoppa": "\u03de",
              "Stigma": "\u03db", "CapitalStigma": "\u03da", "Sampi": "\u03e1",
              "CapitalSampi": "\u03e0"})


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
NAMED.update({"SZ": "\u00df", "AE": "\u00e6", "CapitalAE": "\u00c6", "OSlash": "\u00f8",
              "CapitalOSlash": "\u00d8", "Eth": "\u00f0", "CapitalEth": "\u00d0",
              "Thorn": "\u00fe", "CapitalThorn": "\u00de", "DotlessI": "\u0131",
              "DotlessJ": "\u0237", "LSlash": "\u0142", "CapitalLSlash": "\u0141"})

# letter-like forms, units and constants
NAMED.update({
    "Euro": "\u20ac", "Sterling": "\u00a3", "Yen": "\u00a5", "Cent": "\u00a2",
    "Currency": "\u00a4", "Angstrom": "\u00c5", "HBar": "\u210f", "Micro": "\u00b5",
    "Mho": "\u2127", "Aleph": "\u2135", "Bet": "\u2136", "Gimel": "\u2137",
    "Dalet": "\u2138", "Degree": "\u00b0", "Infinity": "\u221e", "Copyright": "\u00a9",
    "RegisteredTrademark": "\u00ae", "Trademark": "\u2122", "Section": "\u00a7",
    "Paragraph": "\u00b6", "Dagger": "\u2020", "DoubleDagger": "\u2021",
    "EmptySet": "\u2205", "Ell": "\u2113", "WeierstrassP": "\u2118",
    "Prime": "\u2032", "DoublePrime": "\u2033", "ReversePrime": "\u2035",
    "Ellipsis": "\u2026", "CenterEllipsis": "\u22ef", "VerticalEllipsis": "\u22ee",
    "Bullet": "\u2022", "SpaceIndicator": "\u2423", "Null": "", "NewLine": "\n",
    "Tab": "\t", "Space": " ", "NonBreakingSpace": "\u00a0", "ThinSpace": "\u2009",
    "InvisibleSpace": "\u200b", "InvisibleComma": "\u2063", "InvisibleTimes": "\u2062",
    "InvisibleApplication": "\u2061", "Checkmark": "\u2713", "Flat": "\u266d",
    "Natural": "\u266e", "Sharp": "\u266f", "Female": "\u2640", "Male": "\u2642",
    "HappySmiley": "\u263a", "SadSmiley": "\u2639", "WarningSign": "\u26a0",
    "FilledSquare": "\u25a0", "EmptySquare": "\u25a1", "FilledCircle": "\u25cf",
    "EmptyCircle": "\u25cb", "FilledUpTriangle": "\u25b2", "EmptyUpTriangle": "\u25b3",
    "FivePointedStar": "\u2605", "SpadeSuit": "\u2660", "HeartSuit": "\u2661",
    "DiamondSuit": "\u2662", "ClubSuit": "\u2663", "Sun": "\u2609",
    "Moon": "\u263e", "Mercury": "\u263f", "Venus": "\u2640", "Earth": "\u2641",
    "Mars": "\u2642", "Jupiter": "\u2643", "Saturn": "\u2644", "Uranus": "\u2645",
    "Neptune": "\u2646", "Pluto": "\u2647", "LeftGuillemet": "\u00ab",
    "RightGuillemet": "\u00bb", "OpenCurlyQuote": "\u2018", "CloseCurlyQuote": "\u2019",
    "OpenCurlyDoubleQuote": "\u201c", "CloseCurlyDoubleQuote": "\u201d",
    "InvertedExclamationMark": "\u00a1", "InvertedQuestionMark": "\u00bf",
    "Dash": "\u2013", "LongDash": "\u2014", "Hyphen": "\u2010",
    "LeftAngleBracket": "\u2329", "RightAngleBracket": "\u232a",
    "LeftFloor": "\u230a", "RightFloor": "\u230b", "LeftCeiling": "\u2308",
    "RightCeiling": "\u2309", "LeftDoubleBracket": "\u301a", "RightDoubleBracket": "\u301b",
    "LeftAssociation": "\uf113", "RightAssociation": "\uf114",
    "ImaginaryI": "\uf74e", "ImaginaryJ": "\uf74f", "ExponentialE": "\uf74d",
    "DifferentialD": "\uf74c", "CapitalDifferentialD": "\uf74b", "PartialD": "\u2202",
    "Del": "\u2207", "Square": "\uf520", "Sqrt": "\u221a",
})

# operators and relations
NAMED.update({
    "Rule": "\uf522", "RuleDelayed": "\uf51f", "TwoWayRule": "\uf120",
    "UndirectedEdge": "\uf3d4", "DirectedEdge": "\uf3d5", "Distributed": "\uf3d2",
    "Conditioned": "\uf3d3", "Function": "\uf4a1", "Transpose": "\uf3c7",
    "Conjugate": "\uf3c8", "ConjugateTranspose": "\uf3c9", "HermitianConjugate": "\uf3ce",
    "Piecewise": "\uf361", "Cross": "\uf4a0", "TensorProduct": "\uf3da",
    "TensorWedge": "\uf3db", "Implies": "\uf523", "Equal": "\uf431", "LongEqual": "\uf7d9",
    "Element": "\u2208", "NotElement": "\u2209", "ReverseElement": "\u220b",
    "NotReverseElement": "\u220c", "Subset": "\u2282", "Superset": "\u2283",
    "SubsetEqual": "\u2286", "SupersetEqual": "\u2287", "NotSubset": "\u2284",
    "NotSuperset": "\u2285", "NotSubsetEqual": "\u2288", "NotSupersetEqual": "\u2289",
    "Union": "\u22c3", "Intersection": "\u22c2", "SquareUnion": "\u2294",
    "SquareIntersection": "\u2293", "CircleTimes": "\u2297", "CirclePlus": "\u2295",
    "CircleMinus": "\u2296", "CircleDot": "\u2299", "CenterDot": "\u00b7",
    "Times": "\u00d7", "Divide": "\u00f7", "Star": "\u22c6", "SmallCircle": "\u2218",
    "Diamond": "\u22c4", "Wedge": "\u22c0", "Vee": "\u22c1", "Backslash": "\u2216",
    "Colon": "\u2236", "And": "\u2227", "Or": "\u2228", "Not": "\u00ac", "Xor": "\u22bb",
    "Nand": "\u22bc", "Nor": "\u22bd", "Equivalent": "\u29e6", "ForAll": "\u2200",
    "Exists": "\u2203", "NotExists": "\u2204", "Therefore": "\u2234", "Because": "\u2235",
    "PlusMinus": "\u00b1", "MinusPlus": "\u2213", "Congruent": "\u2261",
    "NotCongruent": "\u2262", "Proportional": "\u221d", "Tilde": "\u223c",
    "TildeTilde": "\u2248", "TildeEqual": "\u2243", "TildeFullEqual": "\u2245",
    "NotTilde": "\u2241", "NotEqual": "\u2260", "LessEqual": "\u2264",
    "GreaterEqual": "\u2265", "LessLess": "\u226a", "GreaterGreater": "\u226b",
    "NotLess": "\u226e", "NotGreater": "\u226f", "Precedes": "\u227a",
    "Succeeds": "\u227b", "Divides": "\u2223", "VerticalBar": "\u2223",
    "NotVerticalBar": "\u2224", "DoubleVerticalBar": "\u2225", "Perpendicular": "\u27c2",
    "RightTee": "\u22a2", "LeftTee": "\u22a3", "DoubleRightTee": "\u22a8",
    "Cap": "\u2322", "Cup": "\u2323", "Sum": "\u2211", "Product": "\u220f",
    "Coproduct": "\u2210", "Integral": "\u222b", "ContourIntegral": "\u222e",
    "RightArrow": "\u2192", "LeftArrow": "\u2190", "UpArrow": "\u2191",
    "DownArrow": "\u2193", "LeftRightArrow": "\u2194", "DoubleRightArrow": "\u21d2",
    "DoubleLeftArrow": "\u21d0", "DoubleLeftRightArrow": "\u21d4",
    "LongRightArrow": "\u27f6", "LongLeftArrow": "\u27f5", "RightVector": "\u21c0",
    "LeftVector": "\u21bc", "UpperRightArrow": "\u2197", "LowerRightArrow": "\u2198",
    "MapsTo": "\u21a6", "RightArrowBar": "\u21e5", "Angle": "\u2220",
    "MeasuredAngle": "\u2221", "SphericalAngle": "\u2222",
})

# letter-like characters that Python does not count as letters: read as symbols
LETTERLIKE = frozenset("\u20ac\u00a3\u00a5\u00a2\u00a4\u221e\u00b0\u2118\u2205\u2127")

NAME_OF = {}
for _n, _c in NAMED.items():
    if len(_c) == 1:
        NAME_OF.setdefault(_c, _n)
