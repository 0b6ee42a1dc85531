"""A Pygments lexer for the language, built from the operator table.

The operators it knows are exactly those of ``mathilda.syntax.operators.OPERATORS`` (plus
the file-name operators and the brackets), so a new operator highlights as soon as the
parser knows it.  Builtin symbols (the registry) are ``Name.Builtin``, ``$Names`` are
``Name.Variable.Global``, patterns (``x_``, ``x__Integer``, ``_.``) ``Name.Variable``, slots
and ``%`` history references ``Name.Variable.Magic``.

    from mathilda.highlight import MathildaLexer, highlight_text
    print(highlight_text('f[x_] := x^2 (* square *)'))   # ANSI-coloured text

Importing this module imports Pygments: only the REPL does so.
"""

import re

from pygments.lexer import RegexLexer, bygroups
from pygments.token import (Comment, Name, Number, Operator, Punctuation, String, Text,
                            Whitespace)

from mathilda.syntax.operators import OPERATORS

__all__ = ["MathildaLexer", "operator_regex", "highlight_text"]

_NAME = r"`?(?:[^\W\d_]|\$)(?:[^\W_]|\$)*(?:`(?:[^\W\d_]|\$)(?:[^\W_]|\$)*)*"
_PATTERN = r"(?:%s)?(?:___|__|_)(?:\.|%s)?" % (_NAME, _NAME)
_NUMBER = (r"\d+\^\^[0-9a-zA-Z]+(?:\.[0-9a-zA-Z]*)?|(?:\d+\.(?!\.)\d*|\d+|\.\d+)"
           r"(?:``?(?:\d+\.?\d*|\.\d+)?)?(?:\*\^[+-]?\d+)?")


def operator_regex():
    """One alternation of every operator spelling, longest first."""
    spellings = {op.spelling for op in OPERATORS} | {">>", ">>>", "<<", "=."}
    return "|".join(re.escape(s) for s in sorted(spellings, key=lambda s: (-len(s), s)))


def _builtin_names():
    from mathilda.core.registry import registry
    return registry()


def _symbol(lexer, match):
    name = match.group(0)
    if name in lexer.builtins:
        tok = Name.Builtin
    elif name.startswith("$"):
        tok = Name.Variable.Global
    else:
        tok = Name
    yield match.start(), tok, name


class MathildaLexer(RegexLexer):
    """Lexer for Mathilda (Wolfram-Language-style) input."""

    name = "Mathilda"
    aliases = ["mathilda"]
    filenames = ["*.m", "*.wl"]
    flags = re.MULTILINE | re.UNICODE

    tokens = {
        "root": [
            (r"\(\*", Comment.Multiline, "comment"),
            (r'"', String.Double, "string"),
            (r"^(\s*)(\?\??)(\s*)(\S*)",
             bygroups(Whitespace, Operator, Whitespace, Name.Builtin)),
            (_NUMBER, Number),
            (_PATTERN, Name.Variable),
            (r"##?\d*|#%s" % _NAME, Name.Variable.Magic),
            (r"%\d+|%+", Name.Variable.Magic),
            (_NAME, _symbol),
            (r"\[\[|\]\]|<\||\|>|[\[\]{}(),]", Punctuation),
            (operator_regex(), Operator),
            (r"\s+", Whitespace),
            (r".", Text),
        ],
        "comment": [
            (r"[^(*]+", Comment.Multiline),
            (r"\(\*", Comment.Multiline, "#push"),
            (r"\*\)", Comment.Multiline, "#pop"),
            (r"[(*]", Comment.Multiline),
        ],
        "string": [
            (r'[^"\\]+', String.Double),
            (r"\\.", String.Escape),
            (r'"', String.Double, "#pop"),
        ],
    }

    def __init__(self, **options):
        RegexLexer.__init__(self, **options)
        self.builtins = options.get("builtins") or _builtin_names()


def highlight_text(text):
    """``text`` with ANSI colours (for a terminal)."""
    from pygments import highlight
    from pygments.formatters import TerminalFormatter
    return highlight(text, MathildaLexer(), TerminalFormatter()).rstrip("\n")
