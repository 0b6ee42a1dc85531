"""Syntax errors, with the Wolfram Language's Syntax message wording.

``IncompleteInput``: the text could become a valid input with more text after it (``f[x``,
``"abc``, ``1 +``, ``(* comment``): a REPL reads another line.

``ParseError``: the text is wrong where it stands (``f[x,]``, ``1 + * 2``, ``f[x]]``).

Both carry ``line`` and ``column`` (1-based, where the problem was found), ``text`` (the
whole input), ``tag`` (the Syntax message tag) and ``message`` (the message text, which quotes
the input around the position, as ``Syntax::sntxf`` does).  ``pointer()`` gives the offending
line with a caret under the position.
"""

__all__ = ["MathildaSyntaxError", "IncompleteInput", "ParseError"]


def _quote(s, limit=60, left=True):
    s = s.replace("\n", " ").replace("\t", " ")
    if len(s) > limit:
        s = ("..." + s[-limit:]) if left else (s[:limit] + "...")
    return s


class MathildaSyntaxError(Exception):
    tag = "sntxf"

    def __init__(self, message, text="", line=1, column=1, offset=None):
        self.message = message
        self.text = text
        self.line = line
        self.column = column
        self.offset = offset
        Exception.__init__(self, message)

    def __str__(self):
        return "Syntax::%s: %s" % (self.tag, self.message)

    def pointer(self):
        """The offending line and a caret under the column, as two lines of text."""
        lines = self.text.split("\n")
        if not lines:
            return ""
        i = min(max(self.line, 1), len(lines)) - 1
        src = lines[i]
        return src + "\n" + " " * max(self.column - 1, 0) + "^"


class IncompleteInput(MathildaSyntaxError):
    """More input is needed."""

    tag = "sntxi"

    @classmethod
    def at_end(cls, text, what=None):
        stripped = text.rstrip()
        line = stripped.count("\n") + 1
        column = len(stripped) - (stripped.rfind("\n") + 1) + 1
        msg = '"%s" is incomplete; more input is needed.' % _quote(stripped)
        if what:
            msg = msg[:-1] + " (%s)." % what
        return cls(msg, text, line, column, len(stripped))


class ParseError(MathildaSyntaxError):
    """The input is not syntactically correct."""

    tag = "sntxf"

    @classmethod
    def at(cls, text, offset, start=0, reason=None):
        """Error at character ``offset`` of ``text``; ``start`` is where the expression
        being read began (the quoted prefix starts there)."""
        offset = max(0, min(offset, len(text)))
        line = text.count("\n", 0, offset) + 1
        column = offset - (text.rfind("\n", 0, offset) + 1) + 1
        before = text[start:offset].rstrip()
        after = text[offset:].split("\n", 1)[0].rstrip()
        if not before.strip():
            tag = "sntxb"
            msg = 'Expression cannot begin with "%s".' % _quote(after or text[offset:],
                                                              left=False)
        else:
            tag = "sntxf"
            if after:
                msg = '"%s" cannot be followed by "%s".' % (_quote(before),
                                                            _quote(after, left=False))
            else:
                msg = '"%s" cannot be followed by end of input.' % _quote(before)
        if reason:
            msg = msg[:-1] + " (%s)." % reason
        err = cls(msg, text, line, column, offset)
        err.tag = tag
        return err
