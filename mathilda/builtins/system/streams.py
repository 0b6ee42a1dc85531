"""Streams: OpenRead, OpenWrite, OpenAppend, OpenTemporary, Close, Streams, StreamPosition,
SetStreamPosition, StringToStream, Read, ReadLine, ReadList, ReadString, Skip, Find,
FindList, Write, WriteString, WriteLine, $Output, InputStream, OutputStream.

A stream is the expression ``InputStream[name, n]`` or ``OutputStream[name, n]``, ``n`` its
serial number in the session (mathilda/algorithms/system/streams.py keeps the table).
``OutputStream["stdout", 1]`` (also written "stdout" or ``$Output``) prints through the
session, as Print does: each write shows as one line (its final newline dropped), since the
session's output is made of lines.  "stderr" writes to the process's standard error.

A file name where a stream is expected is the open stream of that file, or a new one
(Read, ReadLine, Skip, Find open it for reading; Write, WriteString, WriteLine for writing,
replacing its contents) that stays open until Close.  ReadList, ReadString and FindList on
a file name read the file from its beginning and leave nothing open.
"""

import os
import sys
import tempfile

from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin
from mathilda.algorithms.system import streams as st
from mathilda.builtins.system.files import FILE_MESSAGES, file_name, resolve

MSG = dict(FILE_MESSAGES,
           openx="`1` is not open.",
           stream="`1` is not a string, InputStream[ ], or OutputStream[ ].",
           readn="Invalid real number found when reading from `1`.",
           readt="Invalid type specification `1`.",
           sntx="Invalid syntax in or before \"`1`\" (`2`).",
           spos="Invalid stream position `1`.",
           charcode="The character encoding `1` is not supported.")
_OPEN_OPTIONS = {"BinaryFormat": "False", "CharacterEncoding": "\"UTF8\""}


def _failed():
    return S["$Failed"]


def _is_stream_expr(x):
    return isinstance(x, Expression) and x.head in (S.InputStream, S.OutputStream)


def _by_path(ev, path, kind):
    for s in st.table(ev.session).streams.values():
        if s.kind == kind and s.path == path:
            return s
    return None


def stream_arg(ev, x, name, kind):
    """The Stream for the argument ``x`` of ``name`` that reads (kind "in") or writes
    ("out"): a stream expression, or a file name (its open stream, or a new one).  None
    after a message."""
    if _is_stream_expr(x):
        s = st.find_stream(ev.session, x)
        if s is None or s.kind != kind:
            ev.message(name, "openx", x)
            return None
        return s
    if isinstance(x, Expression) and x.head is S.File and len(x.args) == 1:
        x = x.args[0]
    if type(x) is not String or not x.value:
        ev.message(name, "stream", x)
        return None
    if kind == "out" and x.value in ("stdout", "stderr"):
        return st.table(ev.session).streams[1 if x.value == "stdout" else 2]
    path = resolve(ev, os.path.expanduser(x.value))
    s = _by_path(ev, path, kind)
    if s is not None:
        return s
    try:
        return st.open_stream(ev.session, path, "r" if kind == "in" else "w")
    except OSError:
        ev.message(name, "noopen", x.value)
        return None


def write_bytes(ev, s, data, raw=False):
    """Write UTF-8 text (``raw``: bytes as they are) to a Stream; stdout prints through
    the session."""
    if s.n == 1:
        text = data.decode("utf-8", "replace")
        ev.print_line(text[:-1] if text.endswith("\n") else text)
    elif s.n == 2:
        sys.stderr.write(data.decode("utf-8", "replace"))
        sys.stderr.flush()
    else:
        s.write(data, raw)


# ---------------------------------------------------------------------------------------
# opening and closing
# ---------------------------------------------------------------------------------------

def _open(ev, expr, name, mode):
    pos, opts = ev.split_options(expr)
    enc = opts.get("CharacterEncoding")
    enc_name = enc.value if type(enc) is String else None
    if enc_name not in st.ENCODINGS and enc is not S.Automatic:
        ev.message(name, "charcode", enc)
        return None
    codec = st.ENCODINGS.get(enc_name)
    if not pos:
        if mode == "r":
            return None
        fd, path = tempfile.mkstemp(prefix="m")
        os.close(fd)
    else:
        if len(pos) > 1:
            return None
        fname = file_name(ev, pos[0], name)
        if fname is None:
            return None
        path = resolve(ev, fname)
    try:
        return st.open_stream(ev.session, path, mode, codec).expr()
    except OSError:
        ev.message(name, "noopen", fname if pos else path)
        return _failed()


@builtin("OpenRead", nargs=(1, None), messages=MSG, options=_OPEN_OPTIONS,
         usage="OpenRead[\"file\"] opens a file to read data from, and returns "
               "InputStream[\"file\", n] (the file's full name, n the stream's serial "
               "number).  CharacterEncoding -> \"ISO8859-1\" (\"ASCII\", \"CP1252\", "
               "\"UTF-16\", ...) reads a file not in UTF-8 (OpenWrite and OpenAppend write "
               "in it); stream positions then count the bytes of the text in UTF-8.",
         examples=[("OpenRead[\"no/such/file\"]", "$Failed",
                    ["OpenRead::noopen: Cannot open no/such/file."]),
                   ("s = OpenRead[OpenWrite[][[1]]]; Head[s]", "InputStream")])
def open_read(ev, expr):
    return _open(ev, expr, "OpenRead", "r")


@builtin("OpenWrite", nargs=(0, None), messages=MSG, options=_OPEN_OPTIONS,
         usage="OpenWrite[\"file\"] opens a file to write output to (replacing its contents) "
               "and returns OutputStream[\"file\", n]; OpenWrite[] opens a new file in "
               "$TemporaryDirectory.",
         examples=[("s = OpenWrite[]; WriteString[s, \"hi\"]; ReadString[Close[s]]", "hi"),
                   ("OpenWrite[\"no/such/dir/f\"]", "$Failed",
                    ["OpenWrite::noopen: Cannot open no/such/dir/f."])])
def open_write(ev, expr):
    return _open(ev, expr, "OpenWrite", "w")


@builtin("OpenAppend", nargs=(1, None), messages=MSG, options=_OPEN_OPTIONS,
         usage="OpenAppend[\"file\"] opens a file to append output to, and returns "
               "OutputStream[\"file\", n].",
         examples=[("f = Close[OpenWrite[]]; Put[1, f]; s = OpenAppend[f]; Write[s, 2]; "
                    "Close[s]; ReadList[f]", "{1, 2}")])
def open_append(ev, expr):
    return _open(ev, expr, "OpenAppend", "a")


@builtin("OpenTemporary", nargs=(0, None), messages=MSG, options=_OPEN_OPTIONS,
         usage="OpenTemporary[] opens a new temporary file in $TemporaryDirectory to write "
               "output to, and returns its OutputStream.",
         examples=[("Head[s = OpenTemporary[]]", "OutputStream"),
                   ("s = OpenTemporary[]; FileExistsQ[Close[s]]", "True")])
def open_temporary(ev, expr):
    pos, _ = ev.split_options(expr)
    if pos:
        return None
    return _open(ev, Expression(S.OpenWrite, ()), "OpenTemporary", "w")


@builtin("Close", nargs=1, messages=MSG,
         usage="Close[stream] closes a stream and gives its name (\"String\" for a "
               "StringToStream stream); Close[\"file\"] closes the streams open on that "
               "file.",
         examples=[("Close[StringToStream[\"abc\"]]", "String"),
                   ("s = StringToStream[\"a\"]; Close[s]; Close[s]",
                    "Close[InputStream[String, 3]]",
                    ["Close::openx: InputStream[\"String\", 3] is not open."])])
def close(ev, expr):
    x = expr.args[0]
    t = st.table(ev.session)
    if _is_stream_expr(x):
        s = st.find_stream(ev.session, x)
        if s is None:
            ev.message("Close", "openx", x)
            return None
        found = [s]
    elif type(x) is String and x.value:
        path = resolve(ev, os.path.expanduser(x.value))
        found = [s for s in t.streams.values() if s.path == path or s.name == x.value]
        if not found:
            ev.message("Close", "openx", x)
            return None
    else:
        ev.message("Close", "stream", x)
        return None
    for s in found:
        if s.n > 2:
            s.close()
            del t.streams[s.n]
    return String(found[0].name)


@builtin("Streams", nargs=(0, 1),
         usage="Streams[] gives the list of the open streams (stdout and stderr first); "
               "Streams[\"name\"] those with the given name.",
         examples=[("Streams[]", "{OutputStream[stdout, 1], OutputStream[stderr, 2]}"),
                   ("StringToStream[\"x\"]; Streams[\"String\"]", "{InputStream[String, 3]}")])
def streams(ev, expr):
    want = None
    if expr.args:
        if type(expr.args[0]) is not String:
            ev.message("Streams", "string", expr, Integer(1))
            return None
        want = expr.args[0].value
    out = [s.expr() for n, s in sorted(st.table(ev.session).streams.items())
           if want is None or s.name == want]
    return Expression(S.List, tuple(out))


@builtin("StringToStream", nargs=1,
         usage="StringToStream[\"string\"] opens a string as an input stream, "
               "InputStream[\"String\", n], that Read, ReadLine, ReadList, Skip and Find read "
               "from.",
         examples=[("StringToStream[\"1 2 3\"]", "InputStream[String, 3]"),
                   ("s = StringToStream[\"1 2 3\"]; {Read[s, Number], ReadList[s, Number]}",
                    "{1, {2, 3}}")])
def string_to_stream(ev, expr):
    x = expr.args[0]
    if type(x) is not String:
        ev.message("StringToStream", "string", expr, Integer(1))
        return None
    return st.string_stream(ev.session, x.value).expr()


def _any_stream(ev, x, name):
    s = st.find_stream(ev.session, x) if _is_stream_expr(x) else None
    if s is None:
        if _is_stream_expr(x):
            ev.message(name, "openx", x)
        else:
            ev.message(name, "stream", x)
    return s


@builtin("StreamPosition", nargs=1, messages=MSG,
         usage="StreamPosition[stream] gives the position in bytes of the stream's current "
               "point from its beginning.",
         examples=[("s = StringToStream[\"abc def\"]; Read[s, Word]; StreamPosition[s]",
                    "3")])
def stream_position(ev, expr):
    s = _any_stream(ev, expr.args[0], "StreamPosition")
    if s is None:
        return None
    if s.kind == "out":
        return Integer(s.fh.tell() if s.fh is not None else 0)
    return Integer(s.pos)


@builtin("SetStreamPosition", nargs=2, messages=MSG,
         usage="SetStreamPosition[stream, n] moves the stream's current point to byte n "
               "(Infinity: its end) and gives the new position.",
         examples=[("s = StringToStream[\"abc def\"]; Read[s, Word]; SetStreamPosition[s, 0]; "
                    "Read[s, Word]", "abc"),
                   ("s = StringToStream[\"abc\"]; SetStreamPosition[s, Infinity]", "3")])
def set_stream_position(ev, expr):
    s = _any_stream(ev, expr.args[0], "SetStreamPosition")
    if s is None:
        return None
    n = expr.args[1]
    inf = n == Expression(S.DirectedInfinity, (Integer(1),)) or n is S.Infinity
    if not inf and (type(n) is not Integer or n.value < 0):
        ev.message("SetStreamPosition", "spos", n)
        return None
    if s.kind == "out":
        if s.fh is None:
            return Integer(0)
        if inf:
            s.fh.seek(0, 2)
        else:
            s.fh.seek(n.value)
        return Integer(s.fh.tell())
    s.refresh()
    s.pos = len(s.data) if inf else min(n.value, len(s.data))
    return Integer(s.pos)


def redirected_output(ev):
    """The Streams Print writes to when $Output was given a value (``Block[{$Output =
    {stream}}, ...]``, ``$Output = {}`` to print nothing), or None for the usual output.
    A target that is not an open output stream is left out."""
    d = ev.defs.table.get(S["$Output"])
    if d is None or d.own is None:
        return None
    v = d.own.rhs
    targets = v.args if isinstance(v, Expression) and v.head is S.List else (v,)
    out = []
    for t in targets:
        if type(t) is String and t.value in ("stdout", "stderr"):
            out.append(st.table(ev.session).streams[1 if t.value == "stdout" else 2])
        else:
            s = st.find_stream(ev.session, t)
            if s is not None and s.kind == "out":
                out.append(s)
    return out


@builtin("$Output", attributes=(),
         value=lambda ev: Expression(S.List, (st.stream_expr("out", "stdout", 1),)),
         usage="$Output is the list of streams where standard output (Print) goes: "
               "{OutputStream[\"stdout\", 1]}; Block[{$Output = {stream}}, ...] sends what "
               "Print prints there, and $Output = {} prints nothing.",
         examples=[("$Output", "{OutputStream[stdout, 1]}"),
                   ("s = OpenWrite[]; Block[{$Output = {s}}, Print[\"to a file\"]]; "
                    "ReadString[Close[s]]", "to a file\n")])
def _output(ev, expr):
    return None


for _head, _kind in (("InputStream", "input"), ("OutputStream", "output")):
    builtin(_head, nargs=2,
            usage="%s[\"name\", n] is an %s stream, as Open%s gives it." % (
                _head, _kind, "Read" if _kind == "input" else "Write"),
            examples=[("Head[%s]" % ("StringToStream[\"\"]" if _kind == "input" else
                                     "First[$Output]"), _head)])(lambda ev, e: None)

