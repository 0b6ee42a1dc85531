"""Streams: the session's table of open streams, and reading typed items from their bytes.

A stream is ``InputStream[name, n]`` or ``OutputStream[name, n]``: the expressions are
plain (they print as ``InputStream[name, n]``); ``n`` is the stream's serial number in its
session, which keeps a ``Stream`` object for each open one (``table(session)``).
``OutputStream["stdout", 1]`` and ``OutputStream["stderr", 2]`` are always open; the first
stream a session opens is number 3.

An input stream holds the bytes of its source (read again when the file grew) and a byte
position; every read decodes UTF-8 from there.  An output stream holds an open binary file.
"""

import os
import re

from mathilda.core.expr import Expression, Integer, Real, String, S

__all__ = ["Stream", "table", "open_stream", "string_stream", "find_stream", "stream_expr",
           "Reader", "READ_TYPES", "NUMBER"]

READ_TYPES = ("Expression", "Number", "Real", "String", "Record", "Word", "Character",
              "Byte")


class Stream:
    def __init__(self, n, name, kind, path=None, fh=None, data=b""):
        self.n = n
        self.name = name        # what the stream expression shows
        self.kind = kind        # "in" or "out"
        self.path = path        # the file, or None (a string stream, stdout, stderr)
        self.fh = fh            # an output stream's binary file
        self.data = data        # an input stream's bytes (UTF-8)
        self.pos = 0
        self.encoding = None    # the file's character encoding when not UTF-8 (a codec)

    def expr(self):
        return stream_expr(self.kind, self.name, self.n)

    def refresh(self):
        """An input stream on a file sees what was written to it since it was opened."""
        if self.kind == "in" and self.path is not None:
            try:
                if os.path.getsize(self.path) != self.size:
                    with open(self.path, "rb") as f:
                        raw = f.read()
                    self.size = len(raw)
                    self.data = transcode(raw, self.encoding)
            except OSError:
                pass

    size = 0                    # an input file's size in bytes when it was read

    def write(self, data, raw=False):
        """Write UTF-8 bytes (in the stream's encoding), or ``raw`` bytes as they are."""
        if self.fh is not None:
            if self.encoding and not raw:
                data = data.decode("utf-8", "replace").encode(self.encoding, "replace")
            self.fh.write(data)
            self.fh.flush()

    def close(self):
        if self.fh is not None:
            self.fh.close()
            self.fh = None


def stream_expr(kind, name, n):
    head = S.InputStream if kind == "in" else S.OutputStream
    return Expression(head, (String(name), Integer(n)))


class _Table:
    def __init__(self):
        self.streams = {1: Stream(1, "stdout", "out"), 2: Stream(2, "stderr", "out")}
        self.next = 3

    def add(self, name, kind, path=None, fh=None, data=b""):
        s = Stream(self.next, name, kind, path, fh, data)
        self.streams[s.n] = s
        self.next += 1
        return s


def table(session):
    t = getattr(session, "stream_table", None)
    if t is None:
        t = session.stream_table = _Table()
    return t


ENCODINGS = {"UTF8": None, "UTF-8": None, "ASCII": "ascii", "ISO8859-1": "latin-1",
             "ISOLatin1": "latin-1", "ISO8859-15": "iso8859-15", "WindowsANSI": "cp1252",
             "CP1252": "cp1252", "UTF-16": "utf-16", "Unicode": "utf-16",
             "UTF-16LE": "utf-16-le", "UTF-16BE": "utf-16-be", "ShiftJIS": "shift_jis",
             "EUC-JP": "euc_jp", "GB2312": "gb2312", "MacintoshRoman": "mac_roman"}
"""The CharacterEncoding names streams take, and their Python codecs (None: UTF-8)."""


def transcode(raw, encoding):
    """Bytes in ``encoding`` as UTF-8 bytes (what a Reader reads)."""
    if not encoding:
        return raw
    return raw.decode(encoding, "replace").encode("utf-8")


def open_stream(session, path, mode, encoding=None):
    """A new Stream on the file ``path`` (absolute): mode "r", "w" or "a"; ``encoding`` a
    codec of ENCODINGS for a file not in UTF-8.  OSError when the file cannot be opened."""
    t = table(session)
    if mode == "r":
        with open(path, "rb") as f:
            raw = f.read()
        s = t.add(path, "in", path=path, data=transcode(raw, encoding))
        s.size = len(raw)
    else:
        s = t.add(path, "out", path=path, fh=open(path, "wb" if mode == "w" else "ab"))
    s.encoding = encoding
    return s


def string_stream(session, text):
    return table(session).add("String", "in", data=text.encode("utf-8"))


def find_stream(session, x):
    """The open Stream that the expression ``x`` (InputStream[name, n] or
    OutputStream[name, n]) denotes, or None."""
    if not (isinstance(x, Expression) and x.head in (S.InputStream, S.OutputStream)
            and len(x.args) == 2 and type(x.args[1]) is Integer):
        return None
    s = table(session).streams.get(x.args[1].value)
    if s is None or (s.kind == "in") != (x.head is S.InputStream):
        return None
    return s


NUMBER = re.compile(rb"[+-]?(?:\d+\.?\d*|\.\d+)(?:(?:[eE]|\*\^)[+-]?\d+)?")
_SPACE = b" \t\r\n"
_NUMBER_SPACE = b" \t\r\n,"      # numbers may also be separated by commas
_NUMBER_WORD = re.compile(rb"[^ \t\r\n,]+")
_INTEGER = re.compile(r"[+-]?\d+")
RECORD_SEPARATORS = (b"\r\n", b"\n", b"\r")
WORD_SEPARATORS = (b" ", b"\t")


def _char_len(b):
    if b < 0x80:
        return 1
    if b >= 0xF0:
        return 4
    if b >= 0xE0:
        return 3
    if b >= 0xC0:
        return 2
    return 1


def _text(b):
    return b.decode("utf-8", "replace")


class Reader:
    """Reads typed items from ``stream.data`` at ``stream.pos`` (advancing it).

    ``records`` and ``words`` are the separators (bytes) of records and words (the
    options RecordSeparators and WordSeparators); ``null_records`` / ``null_words``
    (NullRecords, NullWords) keep the empty records and words between two separators."""

    def __init__(self, stream, parse_expr=None, records=RECORD_SEPARATORS,
                 words=WORD_SEPARATORS, null_records=False, null_words=False):
        self.s = stream
        self.parse_expr = parse_expr     # text -> Expr (raises the parser's errors)
        self.records = sorted((t for t in records if t), key=len, reverse=True)
        self.words = sorted((t for t in set(words) | set(records) if t), key=len,
                            reverse=True)
        self._rx = {}
        self.default_separators = (tuple(records) == RECORD_SEPARATORS
                                   and tuple(words) == WORD_SEPARATORS)
        self.null_records = null_records
        self.null_words = null_words

    @staticmethod
    def _sep_at(d, p, seps):
        for t in seps:
            if t and d.startswith(t, p):
                return len(t)
        return 0

    def _skip_seps(self, p, seps, once=False):
        d = self.s.data
        while p < len(d):
            k = self._sep_at(d, p, seps)
            if not k:
                break
            p += k
            if once:
                break
        return p

    def _next_sep(self, p, seps):
        """(start, length) of the first separator at or after p, or (len, 0)."""
        d = self.s.data
        key = tuple(seps)
        rx = self._rx.get(key)
        if rx is None:
            rx = self._rx[key] = re.compile(b"|".join(re.escape(t) for t in seps)) \
                if seps else None
        m = rx.search(d, p) if rx is not None else None
        return (m.start(), m.end() - m.start()) if m else (len(d), 0)

    def numbers(self, kind, limit):
        """ReadList[src, Number | Real, n] at once: the list of numbers, or "readn" when a
        word is not a number (the separators must be the default ones)."""
        s = self.s
        out = []
        for m in _NUMBER_WORD.finditer(s.data, s.pos):
            if limit is not None and len(out) >= limit:
                break
            w = m.group(0)
            if not NUMBER.fullmatch(w):
                return "readn"
            s.pos = m.end()
            t = w.decode("ascii").replace("*^", "e")
            out.append(Integer(int(t)) if kind == "Number" and _INTEGER.fullmatch(t)
                       else Real(float(t)))
        return out

    def at_end(self, kind):
        s = self.s
        d, p = s.data, s.pos
        if kind in ("Byte", "Character", "String"):
            return p >= len(d)
        if kind == "Record":
            if not self.null_records:
                p = self._skip_seps(p, self.records)
            return p >= len(d)
        if kind == "Word":
            if not self.null_words:
                p = self._skip_seps(p, self.words)
            return p >= len(d)
        if kind == "Expression":
            return self._skip_blank(p) >= len(d)
        return self._skip_blank(p, _NUMBER_SPACE) >= len(d)

    def _skip_blank(self, p, space=_SPACE):
        d = self.s.data
        while p < len(d):
            if d[p] in space:
                p += 1
                continue
            k = self._sep_at(d, p, self.words)
            if not k:
                break
            p += k
        return p

    def read(self, kind):
        """The next item: an Expr, ``"readn"`` for a malformed number, or an exception of
        the parser for a malformed expression.  Call ``at_end`` first."""
        s = self.s
        d = s.data
        if kind == "Byte":
            s.pos += 1
            return Integer(d[s.pos - 1])
        if kind == "Character":
            n = _char_len(d[s.pos])
            c = _text(d[s.pos:s.pos + n])
            s.pos += n
            return String(c)
        if kind == "String":
            nl = d.find(b"\n", s.pos)
            end = len(d) if nl < 0 else nl
            line = d[s.pos:end]
            s.pos = end + 1 if nl >= 0 else end
            return String(_text(line.rstrip(b"\r")))
        if kind in ("Record", "Word"):
            seps = self.records if kind == "Record" else self.words
            null = self.null_records if kind == "Record" else self.null_words
            p = s.pos if null else self._skip_seps(s.pos, seps)
            e, k = self._next_sep(p, seps)
            s.pos = e + k if kind == "Record" or null else e
            return String(_text(d[p:e]))
        if kind == "Expression":
            return self._expression()
        p = self._skip_blank(s.pos, _NUMBER_SPACE)
        m = NUMBER.match(d, p)
        if m is None or (m.end() < len(d) and d[m.end()] not in _SPACE + b",;"
                         and not self._sep_at(d, m.end(), self.words)):
            return "readn"
        s.pos = m.end()
        t = m.group(0).decode("ascii").replace("*^", "e")
        if kind == "Number" and re.fullmatch(r"[+-]?\d+", t):
            return Integer(int(t))
        return Real(float(t))

    def _expression(self):
        """One expression: lines are taken until they make a complete input."""
        from mathilda.syntax.errors import IncompleteInput
        s = self.s
        d = s.data
        start = self._skip_blank(s.pos)
        end = start
        while True:
            nl = d.find(b"\n", end)
            end = len(d) if nl < 0 else nl + 1
            text = _text(d[start:end])
            try:
                exprs = self.parse_expr(text)
            except IncompleteInput:
                if end >= len(d):
                    raise
                continue
            if not exprs:
                if end >= len(d):
                    s.pos = end
                    return S.EndOfFile
                continue
            s.pos = end
            return exprs[0]
