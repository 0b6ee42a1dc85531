"""Reading and writing streams: Read, ReadLine, ReadList, ReadString, Skip, Find, FindList,
Write, WriteString, WriteLine (the streams themselves are in streams.py).

The types of Read and ReadList: Expression (the next complete input, evaluated),
Hold[Expression], Number (an Integer, or a Real when written with a point or an exponent,
``1.5``, ``2e3``, ``2*^3``), Real, String (the rest of the line), Record (the next
non-empty line), Word (the next run of characters other than spaces, tabs and newlines),
Character, Byte, or a list of them (one of each, as a list).  At the end of the stream
Read gives EndOfFile, and ReadList stops.
"""

from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE
from mathilda.core.registry import builtin
from mathilda.algorithms.system import streams as st
from mathilda.builtins.system.files import file_name, read_text, resolve
from mathilda.builtins.system.streams import MSG as _MSG, stream_arg, write_bytes

MSG = dict(_MSG, seps="`1` is not a valid setting for `2`: a string or a list of strings "
                      "is expected.")
_READ_OPTIONS = {"RecordSeparators": '{"\\r\\n", "\\n", "\\r"}',
                 "WordSeparators": '{" ", "\\t"}', "NullRecords": "False",
                 "NullWords": "False"}



def type_spec(x):
    """('one', kind) / ('list', [kinds]) / ('hold', None), or None."""
    if type(x) is Symbol:
        return ("one", x.name) if x.name in st.READ_TYPES else None
    if isinstance(x, Expression):
        if x.head is S.Hold and len(x.args) == 1 and x.args[0] is S.Expression:
            return ("hold", None)
        if x.head is S.List and x.args and all(type(a) is Symbol and a.name in st.READ_TYPES
                                               for a in x.args):
            return ("list", [a.name for a in x.args])
    return None


def _parse(text):
    from mathilda.syntax.parser import parse_all
    return parse_all(text)


class _Failed(Exception):
    pass


def _item(ev, reader, kind, name, shown, hold=False):
    """One item of ``kind`` (the reader is not at its end), or _Failed after a message."""
    from mathilda.syntax.errors import MathildaSyntaxError
    try:
        v = reader.read(kind)
    except MathildaSyntaxError as e:
        ev.message(name, "sntx", e.text.strip().split("\n")[-1] if e.text else "",
                   "line %d, column %d" % (e.line, e.column))
        raise _Failed() from None
    if type(v) is str:
        ev.message(name, "readn", shown)
        raise _Failed()
    if kind == "Expression" and v is not S.EndOfFile:
        from mathilda.algorithms.language.contexts import resolve_contexts
        v = resolve_contexts(ev, v)
        return Expression(S.Hold, (v,)) if hold else ev.evaluate(v)
    return v


def _read_one(ev, reader, spec, name, shown):
    """The next item of the type spec, or EndOfFile; _Failed after a message."""
    kind, kinds = spec
    if kind == "hold":
        if reader.at_end("Expression"):
            return S.EndOfFile
        return _item(ev, reader, "Expression", name, shown, hold=True)
    if kind == "one":
        if reader.at_end(kinds):
            return S.EndOfFile
        return _item(ev, reader, kinds, name, shown)
    if reader.at_end(kinds[0]):
        return S.EndOfFile
    row = []
    for k in kinds:
        row.append(S.EndOfFile if reader.at_end(k) else _item(ev, reader, k, name, shown))
    return Expression(S.List, tuple(row))


def _spec_arg(ev, args, i, name):
    if len(args) <= i:
        return ("one", "Expression")
    spec = type_spec(args[i])
    if spec is None:
        ev.message(name, "readt", args[i])
    return spec


@builtin("Read", nargs=(1, 2), messages=MSG, options=_READ_OPTIONS,
         usage="Read[stream] reads one expression from an input stream and gives its value; "
               "Read[stream, type] reads one item of type Expression, Hold[Expression], "
               "Number, Real, String, Record, Word, Character or Byte, and Read[stream, "
               "{type1, type2, ...}] a list of items.  At the end of the stream it gives "
               "EndOfFile.",
         examples=[("s = StringToStream[\"1 + 1\\nabc 2.5\"]; {Read[s], Read[s, {Word, "
                    "Number}], Read[s]}", "{2, {abc, 2.5}, EndOfFile}"),
                   ("s = StringToStream[\"x\"]; Read[s, Number]", "$Failed",
                    ["Read::readn: Invalid real number found when reading from "
                     "InputStream[\"String\", 3]."])])
def read(ev, expr):
    args, opts = ev.split_options(expr)
    if len(args) > 2:
        return None
    spec = _spec_arg(ev, args, 1, "Read")
    if spec is None:
        return None
    reader_opts = _reader_options(ev, opts, "Read")
    if reader_opts is None:
        return None
    s = stream_arg(ev, args[0], "Read", "in")
    if s is None:
        return S["$Failed"] if type(args[0]) is String else None
    s.refresh()
    try:
        return _read_one(ev, st.Reader(s, _parse, **reader_opts), spec, "Read", s.expr())
    except _Failed:
        return S["$Failed"]


@builtin("ReadLine", nargs=1, messages=MSG,
         usage="ReadLine[stream] reads the next line of an input stream and gives it as a "
               "string (EndOfFile at the end of the stream).",
         examples=[("s = StringToStream[\"one\\ntwo\"]; {ReadLine[s], ReadLine[s], "
                    "ReadLine[s]}", "{one, two, EndOfFile}")])
def read_line(ev, expr):
    s = stream_arg(ev, expr.args[0], "ReadLine", "in")
    if s is None:
        return S["$Failed"] if type(expr.args[0]) is String else None
    s.refresh()
    r = st.Reader(s)
    return S.EndOfFile if r.at_end("String") else r.read("String")


def _source(ev, x, name):
    """(Stream, shown name) to read from: an open stream, or a file read afresh; None."""
    if isinstance(x, Expression) and x.head in (S.InputStream, S.OutputStream):
        s = stream_arg(ev, x, name, "in")
        if s is None:
            return None
        s.refresh()
        return s, s.expr()
    fname = file_name(ev, x, name)
    if fname is None:
        return None
    try:
        with open(resolve(ev, fname), "rb") as f:
            data = f.read()
    except OSError:
        ev.message(name, "noopen", fname)
        return False
    return st.Stream(0, fname, "in", data=data), fname


@builtin("ReadList", nargs=(1, 3), messages=MSG,
         options=dict(_READ_OPTIONS, RecordLists="False"),
         usage="ReadList[\"file\"] reads all the expressions in a file and gives the list of "
               "their values; ReadList[\"file\", type] reads items of type Expression, "
               "Hold[Expression], Number, Real, String, Record, Word, Character or Byte "
               "(or a list of types, giving a list per record); ReadList[\"file\", type, n] "
               "reads at most n items.  A stream is read from its current point on.  Options: "
               "RecordLists -> True gives a list of the items of each record (line); "
               "RecordSeparators, WordSeparators (strings), NullRecords, NullWords.",
         examples=[("ReadList[\"no/such/file.txt\", Number]", "$Failed",
                    ["ReadList::noopen: Cannot open no/such/file.txt."]),
                   ("ReadList[StringToStream[\"1 2\\n3 4\"], {Number, Number}]",
                    "{{1, 2}, {3, 4}}"),
                   ("ReadList[StringToStream[\"a b c\"], Word, 2]", "{a, b}"),
                   ("ReadList[StringToStream[\"1 2\n3\n\n4 5 6\"], Number, RecordLists -> "
                    "True]", "{{1, 2}, {3}, {4, 5, 6}}"),
                   ("ReadList[StringToStream[\"a:b::c\"], Word, WordSeparators -> {\":\"}]",
                    "{a, b, c}")])
def read_list(ev, expr):
    args, opts = ev.split_options(expr)
    if len(args) > 3:
        return None
    spec = _spec_arg(ev, args, 1, "ReadList")
    if spec is None:
        return None
    limit = None
    if len(args) > 2:
        if type(args[2]) is not Integer or args[2].value < 0:
            ev.message("ReadList", "intnn", expr, Integer(3))
            return None
        limit = args[2].value
    reader_opts = _reader_options(ev, opts, "ReadList")
    if reader_opts is None:
        return None
    src = _source(ev, args[0], "ReadList")
    if not src:
        return S["$Failed"] if src is False else None
    s, shown = src
    reader = st.Reader(s, _parse, **reader_opts)
    out = []
    try:
        if opts.get("RecordLists") is TRUE:
            while limit is None or len(out) < limit:
                if reader.at_end("Record"):
                    break
                rec = reader.read("Record").value.encode("utf-8")
                sub = st.Reader(st.Stream(0, "", "in", data=rec), _parse, **reader_opts)
                out.append(Expression(S.List, tuple(_read_all(ev, sub, spec, shown, None))))
        else:
            out = _read_all(ev, reader, spec, shown, limit)
    except _Failed:
        return S["$Failed"]
    return Expression(S.List, tuple(out))


def _read_all(ev, reader, spec, shown, limit):
    if spec[0] == "one" and spec[1] in ("Number", "Real") and reader.default_separators:
        out = reader.numbers(spec[1], limit)          # the fast path, same results
        if type(out) is str:
            ev.message("ReadList", "readn", shown)
            raise _Failed()
        return out
    out = []
    while limit is None or len(out) < limit:
        ev.check_interrupt()
        v = _read_one(ev, reader, spec, "ReadList", shown)
        if v is S.EndOfFile:
            break
        out.append(v)
    return out


def _separators(x):
    xs = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    if all(type(a) is String for a in xs):
        return tuple(a.value.encode("utf-8") for a in xs)
    return None


def _reader_options(ev, opts, name):
    """The Reader's keyword arguments from RecordSeparators, WordSeparators, NullRecords
    and NullWords; None after a message."""
    out = {}
    for opt, key in (("RecordSeparators", "records"), ("WordSeparators", "words")):
        if opt in opts:
            seps = _separators(opts[opt])
            if seps is None:
                ev.message(name, "seps", opts[opt], Symbol(opt))
                return None
            out[key] = seps
    out["null_records"] = opts.get("NullRecords") is TRUE
    out["null_words"] = opts.get("NullWords") is TRUE
    return out


def _terminators(x):
    if type(x) is String and x.value:
        return [x.value.encode("utf-8")]
    if isinstance(x, Expression) and x.head is S.List and x.args and all(
            type(a) is String and a.value for a in x.args):
        return [a.value.encode("utf-8") for a in x.args]
    return None


@builtin("ReadString", nargs=(1, 2), messages=dict(MSG, term="Invalid terminator `1`."),
         usage="ReadString[\"file\"] gives the whole contents of the file as a string; "
               "ReadString[stream] the rest of an input stream (EndOfFile at its end); "
               "ReadString[src, \"term\"] reads up to the terminator (a string or a list "
               "of strings), which is passed over.",
         examples=[("ReadString[\"no/such/file.txt\"]", "$Failed",
                    ["ReadString::noopen: Cannot open no/such/file.txt."]),
                   ("s = StringToStream[\"ab;cd\"]; {ReadString[s, \";\"], ReadString[s]}",
                    "{ab, cd}")])
def read_string(ev, expr):
    x = expr.args[0]
    terms = None
    if len(expr.args) > 1:
        terms = _terminators(expr.args[1])
        if terms is None and expr.args[1] is not S.EndOfFile:
            ev.message("ReadString", "term", expr.args[1])
            return None
    if not _is_stream(x) and terms is None:
        text = read_text(ev, x, "ReadString")
        return S["$Failed"] if text is None else String(text)
    src = _source(ev, x, "ReadString")
    if not src:
        return S["$Failed"] if src is False else None
    s = src[0]
    if s.pos >= len(s.data):
        return S.EndOfFile
    end, skip = len(s.data), 0
    for t in terms or ():
        i = s.data.find(t, s.pos)
        if 0 <= i < end:
            end, skip = i, len(t)
    text = s.data[s.pos:end].decode("utf-8", "replace")
    s.pos = end + skip
    return String(text)


def _is_stream(x):
    return isinstance(x, Expression) and x.head in (S.InputStream, S.OutputStream)


@builtin("Skip", nargs=(2, 3), messages=MSG,
         usage="Skip[stream, type] skips one item of the given type; Skip[stream, type, n] "
               "skips n items.  It gives Null, or EndOfFile when the stream ended first.",
         examples=[("s = StringToStream[\"a b c\"]; Skip[s, Word, 2]; Read[s, Word]", "c")])
def skip(ev, expr):
    spec = _spec_arg(ev, expr.args, 1, "Skip")
    if spec is None:
        return None
    n = 1
    if len(expr.args) > 2:
        if type(expr.args[2]) is not Integer or expr.args[2].value < 0:
            ev.message("Skip", "intnn", expr, Integer(3))
            return None
        n = expr.args[2].value
    s = stream_arg(ev, expr.args[0], "Skip", "in")
    if s is None:
        return S["$Failed"] if type(expr.args[0]) is String else None
    s.refresh()
    reader = st.Reader(s, _parse)
    if spec[0] == "one" and spec[1] == "Expression":
        spec = ("hold", None)          # skipped expressions are not evaluated
    try:
        for _ in range(n):
            if _read_one(ev, reader, spec, "Skip", s.expr()) is S.EndOfFile:
                return S.EndOfFile
    except _Failed:
        return S["$Failed"]
    return S.Null


def _texts(ev, x, name):
    if type(x) is String:
        return [x.value]
    if isinstance(x, Expression) and x.head is S.List and all(type(a) is String
                                                              for a in x.args):
        return [a.value for a in x.args]
    ev.message(name, "strs", Expression(Symbol(name), (x,)), Integer(2))
    return None


def _matcher(texts, opts):
    import re
    flags = re.IGNORECASE if opts.get("IgnoreCase") is TRUE else 0
    pats = [re.escape(t) for t in texts]
    if opts.get("WordSearch") is TRUE:
        pats = [r"(?<![^\s])" + p + r"(?![^\s])" for p in pats]
    rx = re.compile("|".join(pats), flags)
    if opts.get("AnchoredSearch") is TRUE:
        return lambda line: rx.match(line) is not None
    return lambda line: rx.search(line) is not None


_FIND_OPTIONS = {"IgnoreCase": "False", "WordSearch": "False", "AnchoredSearch": "False"}


@builtin("Find", nargs=(2, None), messages=MSG, options=_FIND_OPTIONS,
         usage="Find[stream, \"text\"] reads lines from the stream until one contains the "
               "text, and gives that line (EndOfFile if none does); Find[stream, {\"t1\", "
               "\"t2\", ...}] finds any of the texts.  Options IgnoreCase, WordSearch, "
               "AnchoredSearch.",
         examples=[("s = StringToStream[\"apple\\nbanana\\ncherry\"]; {Find[s, \"an\"], "
                    "ReadLine[s]}", "{banana, cherry}")])
def find(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    texts = _texts(ev, pos[1], "Find")
    if texts is None:
        return None
    s = stream_arg(ev, pos[0], "Find", "in")
    if s is None:
        return S["$Failed"] if type(pos[0]) is String else None
    s.refresh()
    hit = _matcher(texts, opts)
    r = st.Reader(s)
    while not r.at_end("String"):
        ev.check_interrupt()
        line = r.read("String")
        if hit(line.value):
            return line
    return S.EndOfFile


@builtin("FindList", nargs=(2, None), messages=MSG, options=_FIND_OPTIONS,
         usage="FindList[\"file\", \"text\"] gives the list of the lines of the file that "
               "contain the text; FindList[{\"file1\", ...}, {\"t1\", ...}, n] the first n "
               "lines of the files that contain any of the texts.  A stream is searched "
               "from its current point.  Options IgnoreCase, WordSearch, AnchoredSearch.",
         examples=[("FindList[StringToStream[\"apple\\nbanana\\ncherry\"], \"a\"]",
                    "{apple, banana}"),
                   ("FindList[StringToStream[\"Apple\\nbanana\"], \"apple\", IgnoreCase -> "
                    "True]", "{Apple}")])
def find_list(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) not in (2, 3):
        return None
    texts = _texts(ev, pos[1], "FindList")
    if texts is None:
        return None
    limit = None
    if len(pos) == 3:
        if type(pos[2]) is not Integer or pos[2].value < 0:
            ev.message("FindList", "intnn", expr, Integer(3))
            return None
        limit = pos[2].value
    srcs = pos[0].args if isinstance(pos[0], Expression) and pos[0].head is S.List \
        else (pos[0],)
    hit = _matcher(texts, opts)
    out = []
    for x in srcs:
        src = _source(ev, x, "FindList")
        if not src:
            return S["$Failed"] if src is False else None
        r = st.Reader(src[0])
        while not r.at_end("String") and (limit is None or len(out) < limit):
            ev.check_interrupt()
            line = r.read("String")
            if hit(line.value):
                out.append(line)
    return Expression(S.List, tuple(out))


# ---------------------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------------------

def _emit(ev, expr, name, data):
    """Write ``data`` to the stream(s) of the first argument (a list: $Output); the value
    of the call."""
    x = expr.args[0]
    targets = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    for t in targets:
        s = stream_arg(ev, t, name, "out")
        if s is None:
            return S["$Failed"] if type(t) is String else None
        write_bytes(ev, s, data)
    return S.Null


@builtin("Write", nargs=(1, None), messages=MSG,
         usage="Write[stream, e1, e2, ...] writes the expressions one after the other in "
               "InputForm, then a newline, to an output stream (or file, or \"stdout\").",
         examples=[("s = OpenWrite[]; Write[s, x^2, \"a\"]; ReadString[Close[s]]",
                    "x^2\"a\"\n"),
                   ("Write[\"stdout\", 1 + x]", "")])
def write(ev, expr):
    from mathilda.printing import input_form
    text = "".join(input_form(a) for a in expr.args[1:]) + "\n"
    return _emit(ev, expr, "Write", text.encode("utf-8"))


def _plain(x):
    if type(x) is String:
        return x.value
    from mathilda.printing import output_form
    return output_form(x)


@builtin("WriteString", nargs=(1, None), messages=MSG,
         usage="WriteString[stream, e1, e2, ...] writes the strings (other expressions as "
               "ToString gives them) to an output stream (or file, \"stdout\", $Output), "
               "with no newline added.",
         examples=[("s = OpenWrite[]; WriteString[s, \"a\", 1 + 2]; ReadString[Close[s]]",
                    "a3"),
                   ("WriteString[$Output, \"shown\\n\"]", "")])
def write_string(ev, expr):
    text = "".join(_plain(x) for x in expr.args[1:])
    return _emit(ev, expr, "WriteString", text.encode("utf-8"))


@builtin("WriteLine", nargs=2, messages=MSG,
         usage="WriteLine[stream, \"string\"] writes the string and a newline to an output "
               "stream (or file, or \"stdout\").",
         examples=[("s = OpenWrite[]; WriteLine[s, \"one\"]; WriteLine[s, \"two\"]; "
                    "ReadList[Close[s], String]", "{one, two}"),
                   ("WriteLine[\"stdout\", 3]", "WriteLine[stdout, 3]",
                    ["WriteLine::string: String expected at position 2 in "
                     "WriteLine[\"stdout\", 3]."])])
def write_line(ev, expr):
    if type(expr.args[1]) is not String:
        ev.message("WriteLine", "string", expr, Integer(2))
        return None
    return _emit(ev, expr, "WriteLine", (expr.args[1].value + "\n").encode("utf-8"))

