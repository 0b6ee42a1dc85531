"""Files and the world outside the session: Get (<<), Put (>>), PutAppend (>>>), FileExistsQ,
Directory, SetDirectory, ResetDirectory, FileNameJoin, FileNameSplit, FileNameTake, DirectoryName, FileBaseName, FileExtension, Exit, Quit, $ScriptCommandLine,
$InputFileName.  (Import and Export live in importexport.py, Information in information.py,
streams and ReadList, ReadString in streams.py and streamread.py, the other file operations
in fileops.py.)

The current directory is per Session (``session.directory_stack``; empty means the process's
own), so two Sessions never see each other's SetDirectory.  Relative file names are resolved
against it.  In a sandboxed Session every function that touches the file system refuses with
``General::sandbox``.
"""

import os

from mathilda.core.evaluation import ControlFlow
from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

FILE_MESSAGES = {
    "fstr": "File specification `1` is not a string of one or more characters.",
    "noopen": "Cannot open `1`.",
}


class ExitSignal(ControlFlow):
    """Exit[n] / Quit[n]: unwinds every evaluation up to the front end, which leaves with
    ``session.exit_code``."""

    def __init__(self, code):
        self.code = code


# ---------------------------------------------------------------------------------------
# helpers shared with importexport.py and the front ends
# ---------------------------------------------------------------------------------------

def sandboxed(ev, name):
    """True (after ``General::sandbox``) when the session may not touch files."""
    if getattr(ev.session, "sandbox", False):
        ev.message(name, "sandbox", Symbol(name))
        return True
    return False


def current_directory(session):
    stack = getattr(session, "directory_stack", None)
    return stack[-1] if stack else os.getcwd()


def file_name(ev, x, name, expr=None):
    """The file name given by ``x`` (a non-empty String or File["..."]), or None after
    ``name::fstr``."""
    if isinstance(x, Expression) and x.head is S.File and len(x.args) == 1:
        x = x.args[0]
    if type(x) is String and x.value:
        return os.path.expanduser(x.value)
    ev.message(name, "fstr", x)
    return None


def resolve(ev, path):
    """An absolute path for ``path``, relative to the session's current directory."""
    if os.path.isabs(path):
        return path
    return os.path.normpath(os.path.join(current_directory(ev.session), path))


def read_source(path):
    """The text of a source file, with a ``#!`` first line blanked (line numbers are kept);
    a file DumpSave wrote gives the text of its definitions."""
    with open(path, "rb") as f:
        data = f.read()
    from mathilda.algorithms.system.wxf import mx_text
    text = mx_text(data)
    if text is None:
        text = data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    if text.startswith("#!"):
        nl = text.find("\n")
        text = "" if nl < 0 else text[nl:]
    return text


def syntax_error_location(err, fname):
    """``"file", line L, column C`` for a MathildaSyntaxError."""
    return '"%s", line %d, column %d' % (fname, getattr(err, "line", 1),
                                         getattr(err, "column", 1))


# ---------------------------------------------------------------------------------------
# Get, Put, PutAppend
# ---------------------------------------------------------------------------------------

def _find_source(ev, name):
    if name.endswith("`") and not os.path.exists(resolve(ev, name)):
        # a context: Get["Pkg`Sub`"] reads Pkg/Sub.wl, Pkg/Sub.m or Pkg/Sub/init.wl (.m)
        base = resolve(ev, name[:-1].replace("`", os.sep))
        for p in (base + ".wl", base + ".m", os.path.join(base, "init.wl"),
                  os.path.join(base, "init.m")):
            if os.path.isfile(p):
                return p
        return None
    path = resolve(ev, name)
    if os.path.isfile(path):
        return path
    if not os.path.splitext(name)[1]:
        for ext in (".m", ".wl", ".mx"):
            if os.path.isfile(path + ext):
                return path + ext
    return None


@builtin("Get", nargs=1,
         messages=dict(FILE_MESSAGES, sntx="Invalid syntax in or before \"`1`\" (`2`).",
                       openx="`1` is not open."),
         usage="<<name or Get[\"name\"] reads in a file, evaluating each expression in it "
               "and returning the last one; $InputFileName is the file's name meanwhile.  "
               "Get[stream] reads the rest of an input stream.",
         examples=[("Get[StringToStream[\"a = 2\na + 1\"]]", "3"),
                   ("Get[\"no/such/file.m\"]", "$Failed",
                    ["Get::noopen: Cannot open no/such/file.m."])])
def get(ev, expr):
    x = expr.args[0]
    if isinstance(x, Expression) and x.head is S.InputStream:
        return _get_stream(ev, x)
    name = file_name(ev, x, "Get")
    if name is None or sandboxed(ev, "Get"):
        return S["$Failed"] if name is not None else None
    path = _find_source(ev, name)
    try:
        if path is None:
            raise OSError(name)
        text = read_source(path)
    except (OSError, UnicodeDecodeError):
        ev.message("Get", "noopen", name)
        return S["$Failed"]
    return _get_text(ev, text, name, path)


def _get_stream(ev, x):
    """Get[InputStream[...]]: the rest of an open input stream, read and evaluated."""
    from mathilda.algorithms.system.streams import find_stream
    if sandboxed(ev, "Get"):
        return S["$Failed"]
    st = find_stream(ev.session, x)
    if st is None:
        ev.message("Get", "openx", x)
        return S["$Failed"]
    st.refresh()
    text = st.data[st.pos:].decode("utf-8", "replace").replace("\r\n", "\n")
    st.pos = len(st.data)
    return _get_text(ev, text, st.name, st.path)


def _get_text(ev, text, name, path):
    from mathilda.syntax.errors import MathildaSyntaxError
    from mathilda.syntax.parser import parse_all
    try:
        exprs = parse_all(text)
    except MathildaSyntaxError as e:
        lines = text.split("\n")
        line = getattr(e, "line", 1)
        src = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        ev.message("Get", "sntx", src, "line %d, column %d of \"%s\""
                   % (line, getattr(e, "column", 1), name))
        return S["$Failed"]
    session = ev.session
    saved = session.input_file
    session.input_file = path
    try:
        from mathilda.algorithms.language.contexts import resolve_contexts
        result = S.Null
        for e in exprs:
            result = ev.evaluate(resolve_contexts(ev, e))
        return result
    finally:
        session.input_file = saved


def _put(ev, expr, name, mode):
    if not expr.args:
        return None
    fname = file_name(ev, expr.args[-1], name)
    if fname is None or sandboxed(ev, name):
        return None
    from mathilda.printing import input_form
    text = "".join(input_form(a) + "\n" for a in expr.args[:-1])
    try:
        with open(resolve(ev, fname), mode, encoding="utf-8") as f:
            f.write(text)
    except OSError:
        ev.message(name, "noopen", fname)
        return S["$Failed"]
    return S.Null


@builtin("Put", nargs=(1, None), messages=FILE_MESSAGES,
         usage="expr >> \"file\" or Put[expr1, expr2, ..., \"file\"] writes the expressions "
               "to the file in InputForm, one per line, replacing its contents.",
         examples=[("Put[1, 2]", "Put[1, 2]",
                    ["Put::fstr: File specification 2 is not a string of one or more "
                     "characters."])])
def put(ev, expr):
    return _put(ev, expr, "Put", "w")


@builtin("PutAppend", nargs=(1, None), messages=FILE_MESSAGES,
         usage="expr >>> \"file\" or PutAppend[expr1, ..., \"file\"] appends the expressions "
               "to the file in InputForm, one per line.",
         examples=[("PutAppend[1, 2]", "PutAppend[1, 2]",
                    ["PutAppend::fstr: File specification 2 is not a string of one or more "
                     "characters."])])
def put_append(ev, expr):
    return _put(ev, expr, "PutAppend", "a")


# ---------------------------------------------------------------------------------------
# ReadString, ReadList
# ---------------------------------------------------------------------------------------

def read_text(ev, x, name):
    """The whole text of the file named by ``x`` (str), or None after a message."""
    fname = file_name(ev, x, name)
    if fname is None or sandboxed(ev, name):
        return None
    try:
        with open(resolve(ev, fname), encoding="utf-8", newline="") as f:
            return f.read()
    except (OSError, UnicodeDecodeError):
        ev.message(name, "noopen", fname)
        return None


# ---------------------------------------------------------------------------------------
# directories and file names
# ---------------------------------------------------------------------------------------

@builtin("FileExistsQ", nargs=1, messages=FILE_MESSAGES,
         usage="FileExistsQ[\"name\"] gives True if a file or directory of that name exists.",
         examples=[("FileExistsQ[\"no/such/file.txt\"]", "False")])
def file_exists_q(ev, expr):
    name = file_name(ev, expr.args[0], "FileExistsQ")
    if name is None or sandboxed(ev, "FileExistsQ"):
        return None
    return TRUE if os.path.exists(resolve(ev, name)) else FALSE


@builtin("Directory", nargs=0,
         usage="Directory[] gives the current working directory of the session.",
         examples=[("StringQ[Directory[]]", "True")])
def directory(ev, expr):
    if sandboxed(ev, "Directory"):
        return None
    return String(current_directory(ev.session))


def _stack(session):
    stack = getattr(session, "directory_stack", None)
    if stack is None:
        stack = session.directory_stack = []
    return stack


@builtin("SetDirectory", nargs=(0, 1),
         messages=dict(FILE_MESSAGES, cdir="Cannot set current directory to `1`."),
         usage="SetDirectory[\"dir\"] makes dir the current directory of the session (a "
               "relative name is taken from the current one) and gives its full name; "
               "SetDirectory[] goes to the home directory.  ResetDirectory[] goes back.",
         examples=[("SetDirectory[\"no/such/dir\"]", "$Failed",
                    ["SetDirectory::cdir: Cannot set current directory to no/such/dir."])])
def set_directory(ev, expr):
    if expr.args:
        name = file_name(ev, expr.args[0], "SetDirectory")
        if name is None:
            return None
    else:
        name = os.path.expanduser("~")
    if sandboxed(ev, "SetDirectory"):
        return None
    path = resolve(ev, name)
    if not os.path.isdir(path):
        ev.message("SetDirectory", "cdir", name)
        return S["$Failed"]
    _stack(ev.session).append(path)
    return String(path)


@builtin("ResetDirectory", nargs=0,
         messages={"dtop": "Directory stack is empty."},
         usage="ResetDirectory[] restores the directory that was current before the last "
               "SetDirectory and gives its name.",
         examples=[("ResetDirectory[]", "ResetDirectory[]",
                    ["ResetDirectory::dtop: Directory stack is empty."])])
def reset_directory(ev, expr):
    if sandboxed(ev, "ResetDirectory"):
        return None
    stack = _stack(ev.session)
    if not stack:
        ev.message("ResetDirectory", "dtop")
        return None
    stack.pop()
    return String(current_directory(ev.session))


def _name_arg(ev, x, name):
    if isinstance(x, Expression) and x.head is S.File and len(x.args) == 1:
        x = x.args[0]
    if type(x) is String:
        return x.value
    ev.message(name, "string", Expression(Symbol(name), (x,)), Integer(1))
    return None


def split_file_name(s):
    """FileNameSplit: the components of a file name; an absolute name starts with ""."""
    parts = [p for p in s.split("/") if p]
    if s.startswith("/"):
        parts.insert(0, "")
    return parts


def join_file_name(parts):
    out = ""
    for i, p in enumerate(parts):
        if not p:
            if i == 0:
                out = "/"
            continue
        if out and not out.endswith("/"):
            out += "/"
        out += p.rstrip("/") or "/"
    return out


@builtin("FileNameSplit", nargs=1,
         usage="FileNameSplit[\"name\"] splits a file name into its directory and file name "
               "parts.",
         examples=[("FileNameSplit[\"a/b/c.txt\"]", "{a, b, c.txt}")])
def file_name_split(ev, expr):
    s = _name_arg(ev, expr.args[0], "FileNameSplit")
    if s is None:
        return None
    return Expression(S.List, tuple(String(p) for p in split_file_name(s)))


@builtin("FileNameJoin", nargs=1,
         usage="FileNameJoin[{\"name1\", \"name2\", ...}] joins the parts into one file "
               "name.",
         examples=[("FileNameJoin[{\"a\", \"b\", \"c.txt\"}]", "a/b/c.txt"),
                   ("FileNameJoin[{\"/\", \"usr\", \"lib/\"}]", "/usr/lib")])
def file_name_join(ev, expr):
    x = expr.args[0]
    if type(x) is String:
        return x
    if not (isinstance(x, Expression) and x.head is S.List
            and all(type(a) is String for a in x.args)):
        ev.message("FileNameJoin", "strs", expr, Integer(1))
        return None
    parts = []
    for a in x.args:
        v = a.value
        if v == "/" or (v.startswith("/") and not parts):
            parts.append("")
        parts.extend(p for p in v.split("/") if p)
    return String(join_file_name(parts))


@builtin("FileNameTake", nargs=(1, 2),
         messages={"take": "Cannot take elements `1` of the file name `2`."},
         usage="FileNameTake[\"name\"] gives the last element of a file name; "
               "FileNameTake[\"name\", n] the first n elements, -n the last n, {m, n} "
               "elements m through n.",
         examples=[("FileNameTake[\"a/b/c.txt\"]", "c.txt"),
                   ("FileNameTake[\"a/b/c.txt\", 2]", "a/b"),
                   ("FileNameTake[\"a/b/c.txt\", -2]", "b/c.txt")])
def file_name_take(ev, expr):
    s = _name_arg(ev, expr.args[0], "FileNameTake")
    if s is None:
        return None
    parts = split_file_name(s)
    n = len(parts)
    spec = expr.args[1] if len(expr.args) > 1 else Integer(-1)
    span = element_span(ev, "FileNameTake", spec, n, s)
    if span is None:
        return None
    return String(join_file_name(parts[span[0]:span[1]]))


def element_span(ev, name, spec, n, s):
    """(lo, hi): the elements a FileNameTake / FileNameDrop spec n, -n or {m, n} names among
    n elements of the file name s; None after ``name::spec`` or ``name::take``/``drop``."""
    if type(spec) is Integer:
        k = spec.value
        lo, hi = (0, k) if k >= 0 else (n + k, n)
    elif (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2
          and all(type(a) is Integer and a.value != 0 for a in spec.args)):
        a, b = (v.value for v in spec.args)
        lo = a - 1 if a > 0 else n + a
        hi = b if b > 0 else n + b + 1
    else:
        ev.message(name, "spec", spec)
        return None
    if lo < 0 or hi > n or lo > hi:
        ev.message(name, "take" if name == "FileNameTake" else "drop", spec, String(s))
        return None
    return lo, hi


@builtin("DirectoryName", nargs=(1, 2),
         usage="DirectoryName[\"name\"] gives the directory part of a file name (\"\" if it "
               "has none); DirectoryName[\"name\", n] goes up n levels.",
         examples=[("DirectoryName[\"a/b/c.txt\"]", "a/b"),
                   ("DirectoryName[\"/usr/lib/x.so\", 2]", "/usr"),
                   ("DirectoryName[\"c.txt\"]", "")])
def directory_name(ev, expr):
    s = _name_arg(ev, expr.args[0], "DirectoryName")
    if s is None:
        return None
    n = 1
    if len(expr.args) > 1:
        if type(expr.args[1]) is not Integer or expr.args[1].value < 1:
            ev.message("DirectoryName", "intp", expr, Integer(2))
            return None
        n = expr.args[1].value
    for _ in range(n):
        t = s.rstrip("/")
        i = t.rfind("/")
        if i < 0:
            s = ""
            break
        s = t[:i] or "/"
    return String(s)


@builtin("FileBaseName", nargs=1,
         usage="FileBaseName[\"name\"] gives the file name without its directory and "
               "extension.",
         examples=[("FileBaseName[\"a/b/c.tar.gz\"]", "c.tar")])
def file_base_name(ev, expr):
    s = _name_arg(ev, expr.args[0], "FileBaseName")
    if s is None:
        return None
    base = s.rstrip("/").rsplit("/", 1)[-1]
    i = base.rfind(".")
    return String(base[:i] if i > 0 else base)


@builtin("FileExtension", nargs=1,
         usage="FileExtension[\"name\"] gives the file extension (without the dot), or \"\".",
         examples=[("FileExtension[\"a/b/c.tar.gz\"]", "gz")])
def file_extension(ev, expr):
    s = _name_arg(ev, expr.args[0], "FileExtension")
    if s is None:
        return None
    base = s.rsplit("/", 1)[-1]
    i = base.rfind(".")
    return String(base[i + 1:] if i > 0 else "")


# ---------------------------------------------------------------------------------------
# leaving, and what the front end knows
# ---------------------------------------------------------------------------------------

def _exit(ev, expr, name):
    code = 0
    if expr.args:
        a = expr.args[0]
        if type(a) is not Integer or a.value < 0:
            ev.message(name, "intnn", expr, Integer(1))
            return None
        code = a.value
    ev.session.exit_code = code
    raise ExitSignal(code)


@builtin("Exit", nargs=(0, 1),
         usage="Exit[] ends the session (the REPL or script leaves); Exit[n] gives the exit "
               "code n.",
         examples=[("Exit[-1]", "Exit[-1]",
                    ["Exit::intnn: Non-negative integer expected at position 1 in "
                     "Exit[-1]."])])
def exit_(ev, expr):
    return _exit(ev, expr, "Exit")


@builtin("Quit", nargs=(0, 1),
         usage="Quit[] ends the session (the REPL or script leaves); Quit[n] gives the exit "
               "code n.",
         examples=[("Quit[x]", "Quit[x]",
                    ["Quit::intnn: Non-negative integer expected at position 1 in "
                     "Quit[x]."])])
def quit_(ev, expr):
    return _exit(ev, expr, "Quit")


def _script_command_line(ev):
    return Expression(S.List, tuple(String(a) for a in ev.session.script_args))


@builtin("$ScriptCommandLine", attributes=("Protected",), value=_script_command_line,
         usage="$ScriptCommandLine is the command line of a script run as mathilda "
               "file.m args...: {\"file.m\", \"args\", ...}; {} otherwise.",
         examples=[("$ScriptCommandLine", "{}")])
def _script_command_line_builtin(ev, expr):
    return None


def _input_file_name(ev):
    return String(ev.session.input_file or "")


@builtin("$InputFileName", attributes=("Protected",), value=_input_file_name,
         usage="$InputFileName is the full name of the file being read by Get or run as a "
               "script, and \"\" otherwise.",
         examples=[("$InputFileName", "")])
def _input_file_name_builtin(ev, expr):
    return None
