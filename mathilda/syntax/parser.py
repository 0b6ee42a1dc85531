"""Text -> Expr.

    parse(text)      one expression (``Null`` for an input with none)
    parse_all(text)  the top-level expressions of a script or notebook cell: a newline ends
                     an expression when it is complete (``a = 1\\nb = 2`` is two,
                     ``f[x,\\n y]`` and ``1 +\\n 2`` are one)

Errors are ``IncompleteInput`` (more text could complete the input) or ``ParseError`` (with
``line``, ``column`` and a ``Syntax::sntxf``-style ``message``); nothing else escapes.

How it works.  grammar/mathilda.lark is the grammar: its terminals are the lexical syntax and
its rules the bracket structure; inside a bracket level an expression is a flat sequence of
elements that mathilda/syntax/pratt.py turns into a tree by precedence climbing over the
operator table.  Two drivers share the grammar's terminals and the precedence climbing:

* the fast driver (``parse``, ``parse_all``): one regular expression compiled from the
  grammar's terminals (in Lark's own priority order) tokenizes the text, and a loop with an
  explicit stack matches brackets and hands each closed level to the precedence climber;
* the Lark driver (``parse_all(text, engine="lalr")``): Lark's LALR parser runs the whole
  grammar, with the same callbacks inlined as reductions.  Its lexer is Lark's basic
  (context-free) lexer, like the fast driver's and like the Wolfram Language's own
  tokenizer: ``|>`` is one token wherever it appears.

The fast driver exists for speed: Lark's LALR driver costs ~15 µs per token in Python
(~0.25 MB/s); the fast driver parses >1 MB/s (see bench/parse.py).  The test suite runs
every parser test through both drivers, so the grammar and the fast path cannot drift apart.
"""

import gc
import os
import re
import sys

from mathilda.core.expr import NULL, Expression, S
from mathilda.syntax.errors import IncompleteInput, MathildaSyntaxError, ParseError
from mathilda.syntax.literals import named_token
from mathilda.syntax.pratt import Tok, make_call, parse_elements, parse_top

__all__ = ["parse", "parse_all", "grammar_text", "grammar_path", "get_parser", "grammar_terminals",
           "make_call"]

_lark = None          # the Lark LALR parser (built on first use)
_scanner = None       # the compiled token regex of the fast driver


# --- the grammar ---------------------------------------------------------------------------

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
    from importlib.resources import files      # zipped or otherwise unusual installs
    return files("mathilda").joinpath("grammar/mathilda.lark").read_text("utf-8")


def get_parser():
    """The Lark LALR parser for grammar/mathilda.lark (built once, on first use).

    Built without Lark's ``cache=`` option on purpose: that cache is a pickle, and loading a
    pickle from a file another user could have planted runs their code (it once lived in a
    predictable directory under the shared temporary folder).  The LALR driver is only used
    by tests and ``engine="lalr"``; building it takes ~35 ms."""
    global _lark
    if _lark is None:
        from lark import Lark
        builder = _Builder()
        _lark = Lark(grammar_text(), parser="lalr", lexer="basic",
                     transformer=builder, maybe_placeholders=True,
                     propagate_positions=False, cache=False)
        _lark._mathilda_builder = builder
    return _lark


def grammar_terminals(text=None):
    """``(terminals, ignored_names)`` of the grammar, from Lark's grammar loader alone: the
    fast driver needs only the lexical syntax, not the LALR tables (~7 ms, against ~35 ms
    for the whole parser, plus ~25 ms to import Lark)."""
    from lark.load_grammar import load_grammar
    grammar, _ = load_grammar(text or grammar_text(), "<mathilda.lark>", (), False)
    terminals, _rules, ignore = grammar.compile(["start"], "*")
    return terminals, frozenset(ignore)


# --- shared pieces of both drivers ---------------------------------------------------------

def _empty_arg(text, offset):
    raise ParseError.at(text, offset, text.rfind("\n", 0, offset) + 1)


class _Failed:
    """A slot whose parse failed: the error is raised when its bracket closes, in slot
    order, as if the slot were parsed then (so an unclosed bracket is still incomplete
    input, not a syntax error)."""
    __slots__ = ("error",)

    def __init__(self, error):
        self.error = error


def _parsed_slot(els, text, end):
    """A slot parsed as soon as it ends (the fast driver): its Expr, None when empty, or a
    _Failed.  Keeping Exprs instead of token lists until the bracket closes makes a long
    list parse in a fraction of the memory."""
    if not els:
        return None
    try:
        return parse_elements(els, text, end)
    except MathildaSyntaxError as e:
        return _Failed(e)


def _slot_value(s, text, end):
    """The Expr of a slot (None when empty): an element list (parsed here), an Expr
    already parsed, or a _Failed (raised)."""
    if s is None:
        return None
    if type(s) is list:
        return parse_elements(s, text, end) if s else None
    if type(s) is _Failed:
        raise s.error
    return s


def _arguments(slots, ends, text):
    """The Exprs of an argument list: ``slots`` are element lists (None or [] when empty)
    or what _parsed_slot made of them; ``ends[k]`` is the offset of the comma or bracket
    after slot k."""
    if len(slots) == 1:
        x = _slot_value(slots[0], text, ends[0])
        return () if x is None else (x,)
    # An empty argument between commas is Null, as in the Wolfram Language:
    # f[x, ] is f[x, Null], {1, , 2} is {1, Null, 2}, f[, ] is f[Null, Null].
    out = []
    for s, end in zip(slots, ends):
        x = _slot_value(s, text, end)
        out.append(NULL if x is None else x)
    return tuple(out)


def _group(kind, open_pos, slots, ends, close_pos, close_end, text):
    """The element for a closed bracket: GROUP (parentheses, list, association), CALL or
    PART."""
    if kind == "LPAR":
        x = _slot_value(slots[0], text, ends[0])
        if x is None:
            _empty_arg(text, ends[0])
        return Tok("GROUP", x, open_pos, close_end)
    args = _arguments(slots, ends, text)
    if kind == "LBRACKET":
        return Tok("CALL", args, open_pos, close_end)
    if kind == "LBRACE":
        return Tok("GROUP", Expression(S.List, args), open_pos, close_end)
    if kind == "LASSOC":
        return Tok("GROUP", Expression(S.Association, args), open_pos, close_end)
    if not args:                          # LPART
        _empty_arg(text, close_pos)
    return Tok("PART", args, open_pos, close_end)


_SCAN = re.compile(r'"|\(\*')
# (unrolled: an alternation repeated per character keeps a backtracking record for each
# one, over 100 bytes a character: a 20 MB string literal ran out of memory)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_COMMENT_DELIM = re.compile(r"\(\*|\*\)")
_NOT_NL = re.compile(r"[^\n]")


def _strip_comments(text):
    """Replace (nested) comments by blanks, keeping newlines so positions stay right;
    IncompleteInput for an unterminated string or comment."""
    if "(*" not in text:
        return text
    out = []
    last = i = 0
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
        out.append(_NOT_NL.sub(" ", text[m.start():j]))
        last = i = j
    out.append(text[last:])
    return "".join(out)


# --- the Lark driver -------------------------------------------------------------------------

class _Builder:
    """Rule callbacks, run by Lark's LALR parser at each reduction."""

    text = ""

    def start(self, children):
        return parse_top(children[0], self.text) if children else []

    def seq(self, children):
        out = []
        for c in children:
            if type(c) is not tuple:
                if c.type == "NAMED":
                    r = named_token(c.value)
                    if r is None:
                        raise ParseError.at(self.text, c.start_pos,
                                            self.text.rfind("\n", 0, c.start_pos) + 1,
                                            "unknown named character")
                    c = (r[0], r[1], c.start_pos, c.end_pos)
                else:
                    c = (c.type, c.value, c.start_pos, c.end_pos)
            out.append(c)
        return out

    def args(self, children):
        return children

    def _slots(self, children, closer):
        slots = []
        ends = []
        for k in range(0, len(children), 2):
            s = children[k]
            slots.append([e for e in s if e[0] != "NL"] if s else None)
            ends.append(children[k + 1].start_pos if k + 1 < len(children)
                        else closer.start_pos)
        return slots, ends

    def _make(self, kind, children, close_index=2):
        opener = children[0]
        inner = children[1]
        closer = children[close_index]
        if kind == "LPAR":
            slots, ends = [[e for e in inner if e[0] != "NL"]], [closer.start_pos]
        else:
            slots, ends = self._slots(inner, closer)
        return _group(kind, opener.start_pos, slots, ends, closer.start_pos,
                      children[-1].end_pos, self.text)

    def paren(self, children):
        return self._make("LPAR", children)

    def list(self, children):
        return self._make("LBRACE", children)

    def assoc(self, children):
        return self._make("LASSOC", children)

    def call(self, children):
        return self._make("LBRACKET", children)

    def part(self, children):
        return self._make("LPART", children)


def _run_lark(text):
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, \
        UnexpectedToken
    src = _strip_comments(text)
    parser = get_parser()
    builder = parser._mathilda_builder
    saved = builder.text
    builder.text = src
    try:
        return parser.parse(src)
    except MathildaSyntaxError:
        raise
    except UnexpectedEOF:
        raise IncompleteInput.at_end(text) from None
    except UnexpectedToken as e:
        if e.token.type == "$END":
            raise IncompleteInput.at_end(text) from None
        off = e.token.start_pos or 0
        raise ParseError.at(text, off, text.rfind("\n", 0, off) + 1) from None
    except UnexpectedCharacters as e:
        off = e.pos_in_stream
        if src.startswith('"', off) and not _STRING.match(src, off):
            raise IncompleteInput.at_end(text, "unterminated string") from None
        raise ParseError.at(text, off, text.rfind("\n", 0, off) + 1) from None
    except UnexpectedInput as e:  # pragma: no cover - other lark errors
        off = getattr(e, "pos_in_stream", None) or 0
        raise ParseError.at(text, off, text.rfind("\n", 0, off) + 1) from None
    finally:
        builder.text = saved


# --- the fast driver ---------------------------------------------------------------------------

_OPENERS = {"LPAR": "RPAR", "LBRACKET": "RBRACKET", "LPART": "RBRACKET", "LBRACE": "RBRACE",
            "LASSOC": "RASSOC"}
_CLOSERS = frozenset(("RPAR", "RBRACKET", "RBRACE", "RASSOC"))


SCANNER_CACHE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                             "data", "scanner.txt")
"""The fast driver's token regex as made from the grammar, after a line with the CRC-32 of
the grammar text it was made from: a process that parses need not import Lark.  The cache is
plain text, never code or a pickle; when its CRC is not the grammar's (the grammar was
edited), the regex is made from the grammar as before.  ``write_scanner_cache()`` (run by
``python -m mathilda.builtin_index``) rewrites it; a test checks that it is current."""


def _grammar_key(text):
    import zlib
    return "%08x" % zlib.crc32(text.encode("utf-8"))


def _cached_scanner_source(text):
    try:
        with open(SCANNER_CACHE, encoding="utf-8", newline="") as f:
            key, _, pattern = f.read().partition("\n")
    except OSError:
        return None
    return pattern if key == _grammar_key(text) and pattern else None


def write_scanner_cache():
    """Rewrite SCANNER_CACHE from the grammar; True when it changed."""
    text = grammar_text()
    data = _grammar_key(text) + "\n" + scanner_source(text)
    try:
        with open(SCANNER_CACHE, encoding="utf-8", newline="") as f:
            if f.read() == data:
                return False
    except OSError:
        pass
    with open(SCANNER_CACHE, "w", encoding="utf-8", newline="") as f:
        f.write(data)
    return True


def _build_scanner():
    text = grammar_text()
    return re.compile(_cached_scanner_source(text) or scanner_source(text), re.S)


def scanner_source(text=None):
    """One regex for all the grammar's terminals, tried in Lark's priority order, each
    preceded by the ignored whitespace; a comment opener and a catch-all come first/last."""
    terminals, ignore_names = grammar_terminals(text)
    terms = [t for t in terminals if t.name not in ignore_names]
    terms.sort(key=lambda t: (-t.priority, -t.pattern.max_width, -len(t.pattern.value),
                              t.name))
    ignored = sorted(t.pattern.to_regexp() for t in terminals if t.name in ignore_names)
    ignore = "|".join(ignored)
    # Brackets, commas and symbols first (they are two thirds of all tokens): no other
    # terminal matches text beginning with a bracket or comma (except "(*", a comment, and
    # "[[", which precede "(" and "[" here), and SYMBOL only matches a whole name that is
    # not followed by "_" (where PATTERN would match), so trying them first changes no match.
    first = ("LPART", "LBRACKET", "RBRACKET", "COMMA", "LBRACE", "RBRACE", "LPAR", "RPAR",
             "SYMBOL")
    terms.sort(key=lambda t: first.index(t.name) if t.name in first else len(first))
    alts = ["(?P<COMMENT>\\(\\*)"]
    for t in terms:
        alts.append("(?P<%s>%s)" % (t.name, t.pattern.to_regexp()))
        if t.name == "STRING":
            alts.append('(?P<BADSTRING>")')
    alts.append("(?P<ERROR>[^ \\t\\f\\r])")
    if ignored == ["[ \t\f\r]+", "\\\\\r?\n"]:    # the usual blanks: a faster equivalent
        lead = r"[ \t\f\r]*(?:\\\r?\n[ \t\f\r]*)*"
    else:
        lead = "(?:%s)*" % ignore
    return "%s(?:%s)" % (lead, "|".join(alts))


def _run_fast(text):
    global _scanner
    if _scanner is None:
        _scanner = _build_scanner()
    src = _strip_comments(text)
    structural = _STRUCTURAL
    stack = []              # open brackets: [kind, open_pos, slots, ends, parent_elements]
    cur = []
    append = cur.append
    part_close = None       # (frame, pos) after the first ] of a [[ ... ]]
    for m in _scanner.finditer(src):
        t = m.lastgroup
        if part_close is None and t not in structural:
            s, e = m.span(t)
            append((t, src[s:e], s, e))
            continue
        s, e = m.span(t)
        if part_close is not None:
            frame, first = part_close
            part_close = None
            if t != "RBRACKET":
                raise ParseError.at(text, s, text.rfind("\n", 0, s) + 1)
            kind, open_pos, slots, ends, parent = frame
            el = _group(kind, open_pos, slots, ends, first, e, src)
            cur = parent
            append = cur.append
            append(el)
            continue
        if t in _OPENERS:
            stack.append([t, s, [], [], cur])
            cur = []
            append = cur.append
        elif t in _CLOSERS:
            if not stack or _OPENERS[stack[-1][0]] != t:
                raise ParseError.at(text, s, text.rfind("\n", 0, s) + 1)
            frame = stack.pop()
            frame[2].append(_parsed_slot(cur, src, s))
            frame[3].append(s)
            if frame[0] == "LPART":
                part_close = (frame, s)
                continue
            kind, open_pos, slots, ends, parent = frame
            el = _group(kind, open_pos, slots, ends, s, e, src)
            cur = parent
            append = cur.append
            append(el)
        elif t == "COMMA":
            if not stack or stack[-1][0] == "LPAR":
                raise ParseError.at(text, s, text.rfind("\n", 0, s) + 1)
            frame = stack[-1]
            frame[2].append(_parsed_slot(cur, src, s))
            frame[3].append(s)
            cur = []
            append = cur.append
        elif t == "NL":
            if not stack:
                append(("NL", "\n", s, e))
        elif t == "NAMED":
            r = named_token(src[s:e])
            if r is None:
                raise ParseError.at(text, s, text.rfind("\n", 0, s) + 1,
                                    "unknown named character")
            append((r[0], r[1], s, e))
        elif t == "BADSTRING":
            raise IncompleteInput.at_end(text, "unterminated string")
        else:                       # ERROR, or a comment opener left over
            raise ParseError.at(text, s, text.rfind("\n", 0, s) + 1)
    if stack or part_close is not None:
        raise IncompleteInput.at_end(text)
    return parse_top(cur, src)


_STRUCTURAL = frozenset(("LPAR", "RPAR", "LBRACKET", "RBRACKET", "LPART", "LBRACE",
                         "RBRACE", "LASSOC", "RASSOC", "COMMA", "NL", "ERROR", "COMMENT",
                         "BADSTRING", "NAMED"))


# --- entry points ----------------------------------------------------------------------

def _guarded(text, run):
    if not isinstance(text, str):
        raise ParseError("input is not a string", repr(text), 1, 1, 0)
    gc_was_enabled = gc.isenabled()
    if gc_was_enabled and len(text) > 2000:
        gc.disable()        # the parser makes no reference cycles; collections only cost
    try:
        return run(text)
    except MathildaSyntaxError as e:
        e.text = text
        raise
    except RecursionError:
        return _deep(text, run)
    except Exception as e:  # never let an internal error escape as anything else
        raise ParseError("internal parser error: %s: %s" % (type(e).__name__, e),
                         text, 1, 1, 0) from None
    finally:
        if gc_was_enabled:
            gc.enable()


def _deep(text, run):
    """Parse very deeply nested input on a thread with a large stack."""
    from mathilda.runtime.deep import run_deep
    try:
        return run_deep(run, text)
    except MathildaSyntaxError:
        raise
    except RecursionError:
        raise ParseError("input nested too deeply to parse", text, 1, 1, 0) from None


def parse_all(text, engine="fast"):
    """The list of top-level expressions in ``text`` (empty for blank input).

    ``engine="lalr"`` runs Lark's LALR parser over the full grammar instead of the fast
    driver; both give the same results."""
    return _guarded(text, _run_lark if engine == "lalr" else _run_fast)


def parse(text, engine="fast"):
    """The one expression in ``text`` (``Null`` if there is none); a ParseError if the
    text holds several top-level expressions (use parse_all)."""
    exprs = parse_all(text, engine)
    if not exprs:
        return S.Null
    if len(exprs) > 1:
        second = _second_start(text, engine)
        raise ParseError.at(text, second, text.rfind("\n", 0, second) + 1,
                            "more than one expression; use parse_all")
    return exprs[0]


def _second_start(text, engine):
    """Offset where the second top-level expression starts (error path only)."""
    i = text.find("\n")
    while i >= 0:
        try:
            if parse_all(text[:i], engine):
                j = i + 1
                while j < len(text) and text[j] in " \t\r\n":
                    j += 1
                return j
        except MathildaSyntaxError:
            pass
        i = text.find("\n", i + 1)
    return len(text)
