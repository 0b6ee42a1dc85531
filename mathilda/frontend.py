"""What the front ends (the REPL, piped transcripts, the Jupyter kernel) share about inputs:
telling a complete input from an incomplete one, ``?Name`` requests, and the symbol at the
cursor for completion and inspection.

    classify("f[1,")               # ("incomplete", IncompleteInput(...))
    classify("?ArrayPad")          # ("info", ("ArrayPad", False))
    complete(session, "ArrayP", 6) # (0, 6, ["ArrayPad"])
    symbol_at("ArrayPad[{1}, ", 13)   # (0, 8, "ArrayPad"): the head of the open call

Nothing heavy is imported here; the parser is imported on first use.
"""

import re

__all__ = ["info_request", "classify", "info_expr", "syntax_error_text", "symbol_before",
           "symbol_at", "completions", "complete", "summary"]

# a symbol name ending at the cursor: a letter or $ first, then letters, digits, $ and the
# context mark `
_WORD = re.compile(r"(?:[^\W\d_]|\$)(?:[^\W_]|[$`])*\Z")
_NAME_CHAR = re.compile(r"[^\W_]|[$`]")
_TEMPORARY = re.compile(r".+\$\d+\Z")     # Module's x$123: never offered


def info_request(text):
    """``?Name`` / ``??Name`` (also with * wildcards) as (name, long_form), or None."""
    t = text.strip()
    if not t.startswith("?"):
        return None
    long_form = t.startswith("??")
    name = t[2:].strip() if long_form else t[1:].strip()
    if not name or any(c.isspace() for c in name):
        return None     # not a name: the parser reports the syntax error
    return name, long_form


def classify(text):
    """("empty"|"info"|"ok"|"incomplete"|"error", payload) for an input text: "ok" carries
    the list of its top-level expressions, "info" (name, long_form), the two errors the
    syntax error."""
    if not text.strip():
        return "empty", None
    info = info_request(text)
    if info is not None:
        return "info", info
    from mathilda.syntax.errors import IncompleteInput, MathildaSyntaxError
    from mathilda.syntax.parser import parse_all
    try:
        return "ok", parse_all(text)
    except IncompleteInput as e:
        return "incomplete", e
    except MathildaSyntaxError as e:
        return "error", e


def info_expr(name, long_form):
    """The expression ``?name`` (``??name``) evaluates: Information[name, LongForm -> ...]."""
    from mathilda.core.expr import Expression, String, S, TRUE, FALSE
    return Expression(S.Information, (String(name), Expression(
        S.Rule, (S.LongForm, TRUE if long_form else FALSE))))


def syntax_error_text(err, where=None):
    """A syntax error as the front ends show it: ``Syntax::tag: text`` (after
    ``WHERE:LINE:COLUMN:`` when ``where`` names a file), then the line with a caret."""
    from mathilda.core.messages import escape_controls
    text = escape_controls(str(err))
    if where:
        text = "%s:%d:%d: %s" % (where, err.line, err.column, text)
    pointer = err.pointer() if hasattr(err, "pointer") else ""
    if pointer != escape_controls(pointer):      # no raw escape bytes to the terminal
        lines = pointer.split("\n")
        if len(lines) == 2 and "^" in lines[1]:
            col = lines[1].index("^")
            lines[1] = " " * len(escape_controls(lines[0][:col])) + lines[1][col:]
        lines[0] = escape_controls(lines[0])
        pointer = "\n".join(lines)
    if pointer.strip():
        text += "\n" + "\n".join("    " + ln for ln in pointer.split("\n"))
    return text


def symbol_before(text):
    """(start, word) of the symbol name that ends ``text`` (the text before the cursor), or
    None.  A name glued to a preceding letter or digit (``2x`` is not ``x``) or a slot
    (``#name``) is not a symbol; after ``_`` it is a pattern's head (``x_Int``)."""
    m = _WORD.search(text)
    if m is None:
        return None
    start = m.start()
    if start and (text[start - 1].isalnum() or text[start - 1] == "#"):
        return None
    return start, m.group(0)


def symbol_at(text, pos):
    """(start, end, name) of the symbol under the cursor at ``pos`` (in it or just after
    it); when there is none, the head of the innermost call still open before the cursor
    (``ArrayPad[{1, 2}, |``), as a notebook's inspector expects.  None when neither."""
    pos = max(0, min(pos, len(text)))
    end = pos
    while end < len(text) and _NAME_CHAR.match(text[end]):
        end += 1
    found = symbol_before(text[:end])
    if found is not None and found[0] <= pos:
        return found[0], end, found[1]
    head = _open_call(text[:pos])
    if head is not None:
        found = symbol_before(text[:head])
        if found is not None:
            return found[0], head, found[1]
    return None


def _open_call(text):
    """The index of the ``[`` of the innermost call left open in ``text`` (strings and
    comments skipped), or None."""
    stack = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif text.startswith("(*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("(*", i):
                    depth, i = depth + 1, i + 1
                elif text.startswith("*)", i):
                    depth, i = depth - 1, i + 1
                i += 1
            continue
        elif c in "[({":
            stack.append(i if c == "[" and not text.startswith("[[", i)
                         and not (i and text[i - 1] == "[") else None)
        elif c in "])}":
            if stack:
                stack.pop()
        i += 1
    for j in reversed(stack):
        if j is not None:
            return j
    return None


def completions(session, word):
    """The builtin and user symbol names of ``session`` that start with ``word``, sorted
    (Module's temporaries left out)."""
    return [name for name in session.names()
            if name.startswith(word) and not _TEMPORARY.match(name)]


def complete(session, text, pos):
    """(start, end, names): the names completing the symbol that ends at ``pos``; they
    replace ``text[start:end]``.  No names when the cursor is not after a symbol."""
    pos = max(0, min(pos, len(text)))
    found = symbol_before(text[:pos])
    if found is None:
        return pos, pos, []
    start, word = found
    return start, pos, completions(session, word)


def summary(session, name, width=60):
    """The first sentence of ``name``'s usage, at most ``width`` characters ("" if none)."""
    usage = session.usage(name)
    return usage.split(". ")[0][:width] if usage else ""
