"""Text -> Expr: the Lark LALR parser for grammar/mathilda.lark plus precedence climbing.

    parse(text)      one expression (Null for an empty input)
    parse_all(text)  the top-level expressions of a script or notebook cell: a newline ends
                     an expression when it is complete (``a = 1\\nb = 2`` is two,
                     ``f[x,\\n y]`` and ``1 +\\n 2`` are one)

Errors are ``IncompleteInput`` (more text could complete the input) or ``ParseError`` (with
``line``, ``column`` and a ``Syntax::sntxf``-style ``message``); nothing else escapes.

The Lark parser is built on first use (not at import), with the transformer inlined into the
LALR parser so that the parse tree is never materialised: each bracketed sequence is turned
into an Expr as soon as its closing bracket is read (see mathilda/syntax/pratt.py).
"""

import os
import re
import sys

from mathilda.core.expr import Expression, S
from mathilda.syntax.errors import IncompleteInput, MathildaSyntaxError, ParseError
from mathilda.syntax.pratt import Suffix, make_call, parse_elements, parse_top

__all__ = ["parse", "parse_all", "grammar_text", "get_parser"]

_parser = None


def grammar_path():
    """Where mathilda.lark is: inside the installed package (mathilda/grammar, shipped as
    package data) or, in a source checkout, the top-level grammar/ folder."""
    here = os.path.dirname(os.path.abspath(__file__))
    pkg = os.path.dirname(here)
    for p in (os.path.join(pkg, "grammar", "mathilda.lark"),
              os.path.join(os.path.dirname(pkg), "grammar", "mathilda.lark")):
        if os.path.isfile(p):
            return p
    return None


def grammar_text():
    p = grammar_path()
    if p is not None:
        with open(p, encoding="utf-8") as f:
            return f.read()
    try:  # zipped or otherwise unusual installs
        from importlib.resources import files
        return files("mathilda").joinpath("grammar/mathilda.lark").read_text("utf-8")
    except Exception as e:  # pragma: no cover
        raise RuntimeError("mathilda.lark not found (is the package installed with its "
                           "package data?)") from e


class _Builder:
    """Rule callbacks, run by the LALR parser at each reduction.

    ``text`` is the input currently being parsed (set by ``_run``)."""

    text = ""

    def start(self, children):
        if not children:
            return []
        return parse_top(children[0], self.text)

    def seq(self, children):
        return children

    def args(self, children):
        return children

    def _args(self, children, closer):
        """Expressions of an argument list (children of ``args``: seq lists, None for an
        empty slot, and COMMA tokens)."""
        out = []
        text = self.text
        n = len(children)
        if n == 1:
            s = children[0]
            if s is None:
                return out
            x = parse_elements(s, text, closer.start_pos)
            if x is not None:
                out.append(x)
            return out
        k = 0
        while k < n:
            s = children[k]
            end = children[k + 1].start_pos if k + 1 < n else closer.start_pos
            x = parse_elements(s, text, end) if s is not None else None
            if x is None:
                _empty_arg(text, end)
            out.append(x)
            k += 2
        return out

    def paren(self, children):
        x = parse_elements(children[1], self.text, children[2].start_pos)
        if x is None:
            _empty_arg(self.text, children[2].start_pos)
        return x

    def list(self, children):
        return Expression(S.List, tuple(self._args(children[1], children[2])))

    def assoc(self, children):
        return Expression(S.Association, tuple(self._args(children[1], children[2])))

    def call(self, children):
        return Suffix(tuple(self._args(children[1], children[2])), False,
                      children[0].start_pos)

    def part(self, children):
        args = self._args(children[1], children[2])
        if not args:
            _empty_arg(self.text, children[2].start_pos)
        return Suffix(tuple(args), True, children[0].start_pos)


def _empty_arg(text, offset):
    start = text.rfind("\n", 0, offset) + 1
    raise ParseError.at(text, offset, start)


def get_parser():
    """The Lark parser (built once, on first use)."""
    global _parser
    if _parser is None:
        from lark import Lark
        builder = _Builder()
        _parser = Lark(grammar_text(), parser="lalr", lexer="contextual",
                       transformer=builder, maybe_placeholders=True,
                       propagate_positions=False, cache=_cache_path())
        _parser._mathilda_builder = builder
    return _parser


def _cache_path():
    """A cache file for the LALR tables (saves ~0.1 s per start), or False."""
    try:
        import tempfile
        d = os.path.join(tempfile.gettempdir(), "mathilda-%s" % (
            os.getuid() if hasattr(os, "getuid") else "user"))
        os.makedirs(d, exist_ok=True)
        return os.path.join(d, "grammar.lark.cache")
    except Exception:
        return False


# --- comments and unterminated strings ----------------------------------------------------

_SCAN = re.compile(r'"|\(\*')
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_COMMENT_DELIM = re.compile(r"\(\*|\*\)")


def _strip_comments(text):
    """Replace (nested) comments by blanks (keeping newlines, so positions stay right);
    IncompleteInput for an unterminated string or comment."""
    if '"' not in text and "(*" not in text:
        return text
    out = []
    last = 0
    i = 0
    n = len(text)
    while i < n:
        m = _SCAN.search(text, i)
        if m is None:
            break
        if m.group() == '"':
            s = _STRING.match(text, m.start())
            if s is None:
                raise IncompleteInput.at_end(text, "unterminated string")
            i = s.end()
            continue
        depth = 1
        j = m.end()
        while depth:
            d = _COMMENT_DELIM.search(text, j)
            if d is None:
                raise IncompleteInput.at_end(text, "unterminated comment")
            depth += 1 if d.group() == "(*" else -1
            j = d.end()
        out.append(text[last:m.start()])
        out.append(re.sub(r"[^\n]", " ", text[m.start():j]))
        last = i = j
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)


# --- entry points ----------------------------------------------------------------------

def _run(text):
    from lark.exceptions import (UnexpectedCharacters, UnexpectedEOF, UnexpectedInput,
                                 UnexpectedToken)
    if not isinstance(text, str):
        raise ParseError("input is not a string", str(text), 1, 1, 0)
    src = _strip_comments(text)
    parser = get_parser()
    builder = parser._mathilda_builder
    saved = builder.text
    builder.text = src
    try:
        return parser.parse(src)
    except MathildaSyntaxError as e:
        e.text = text
        raise
    except UnexpectedEOF:
        raise IncompleteInput.at_end(text) from None
    except UnexpectedToken as e:
        tok = e.token
        if tok.type == "$END":
            raise IncompleteInput.at_end(text) from None
        off = tok.start_pos if tok.start_pos is not None else len(src)
        raise ParseError.at(text, off, text.rfind("\n", 0, off) + 1) from None
    except UnexpectedCharacters as e:
        off = e.pos_in_stream
        raise ParseError.at(text, off, text.rfind("\n", 0, off) + 1) from None
    except UnexpectedInput as e:  # pragma: no cover - other lark errors
        off = getattr(e, "pos_in_stream", None) or 0
        raise ParseError.at(text, off, text.rfind("\n", 0, off) + 1) from None
    finally:
        builder.text = saved


def _guarded(text):
    try:
        return _run(text)
    except MathildaSyntaxError:
        raise
    except RecursionError:
        return _deep(text)
    except Exception as e:  # never let an internal error escape as anything else
        err = ParseError("internal parser error: %s: %s" % (type(e).__name__, e),
                         text if isinstance(text, str) else "", 1, 1, 0)
        raise err from None


def _deep(text):
    """Parse very deeply nested input on a thread with a large stack."""
    import threading
    result = {}

    def work():
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, 200000))
        try:
            result["v"] = _run(text)
        except BaseException as e:  # noqa: B902 - handed back to the caller
            result["e"] = e
        finally:
            sys.setrecursionlimit(old)

    old_size = threading.stack_size()
    try:
        threading.stack_size(512 * 1024 * 1024)
        t = threading.Thread(target=work)
        t.start()
    finally:
        threading.stack_size(old_size)
    t.join()
    if "e" in result:
        e = result["e"]
        if isinstance(e, MathildaSyntaxError):
            raise e
        raise ParseError("input nested too deeply to parse", text, 1, 1, 0) from None
    return result["v"]


def parse_all(text):
    """The list of top-level expressions in ``text`` (empty for blank input)."""
    return _guarded(text)


def parse(text):
    """The one expression in ``text`` (``Null`` if there is none)."""
    exprs = _guarded(text)
    if not exprs:
        return S.Null
    if len(exprs) > 1:
        # Report at the start of the second expression.
        src = text
        second = _second_start(src)
        raise ParseError.at(src, second, src.rfind("\n", 0, second) + 1,
                            "more than one expression; use parse_all")
    return exprs[0]


def _second_start(text):
    """Offset of the first newline that ends a complete expression (approximate: the
    first newline after which the remaining text parses on its own)."""
    i = text.find("\n")
    while i >= 0:
        try:
            if _guarded(text[:i]):
                return i + 1
        except MathildaSyntaxError:
            pass
        i = text.find("\n", i + 1)
    return len(text)


# Re-exported for callers that build calls the way the parser does.
__all__.append("make_call")
