"""File operations: DeleteFile, CopyFile, RenameFile, CreateFile, CreateTemporary, SetFileDate,
DeleteDirectory, RenameDirectory, CopyDirectory, FileNames, FileType, FileByteCount,
FileSize, FileDate, ParentDirectory, ExpandFileName, AbsoluteFileName, FileNameDepth,
FileNameDrop, HomeDirectory, $HomeDirectory, FilePrint, FileHash, Save.

Relative names are taken from the session's current directory (SetDirectory).  Every one
of these but FileNameDepth and FileNameDrop (operations on names as strings) is refused in a
sandboxed session (mathilda/data/sandbox_forbidden.txt).
"""

import os
import re
import shutil
import tempfile

from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin
from mathilda.builtins.system.files import (FILE_MESSAGES, current_directory, element_span,
                                            file_name, join_file_name, resolve,
                                            split_file_name)

MSG = dict(FILE_MESSAGES,
           fdnfnd="Directory or file `1` not found.",
           nodir="Directory `1` not found.",
           dirne="Directory `1` not empty.",
           filex="Cannot overwrite existing file `1`.",
           fdir="`1` is a directory, not a file.",
           nffil="File `1` not found during `2`.")


def _failed():
    return S["$Failed"]


def _names(ev, x, name):
    """The file names of ``x`` (a name or a list of names), or None after a message."""
    xs = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    out = []
    for a in xs:
        n = file_name(ev, a, name)
        if n is None:
            return None
        out.append(n)
    return out


def _overwrite(opts):
    return opts.get("OverwriteTarget") is TRUE


# ---------------------------------------------------------------------------------------
# files
# ---------------------------------------------------------------------------------------

@builtin("DeleteFile", nargs=1, messages=MSG,
         usage="DeleteFile[\"file\"] deletes a file; DeleteFile[{\"file1\", ...}] deletes "
               "several.",
         examples=[("f = CreateFile[]; DeleteFile[f]; FileExistsQ[f]", "False"),
                   ("DeleteFile[\"no/such/file\"]", "$Failed",
                    ["DeleteFile::fdnfnd: Directory or file no/such/file not found."])])
def delete_file(ev, expr):
    names = _names(ev, expr.args[0], "DeleteFile")
    if names is None:
        return None
    for n in names:
        p = resolve(ev, n)
        if os.path.isdir(p) and not os.path.islink(p):
            ev.message("DeleteFile", "fdir", n)
            return _failed()
        try:
            os.remove(p)
        except FileNotFoundError:
            ev.message("DeleteFile", "fdnfnd", n)
            return _failed()
        except OSError:
            ev.message("DeleteFile", "noopen", n)
            return _failed()
    return S.Null


def _two(ev, expr, name):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    a = file_name(ev, pos[0], name)
    b = file_name(ev, pos[1], name) if a is not None else None
    if b is None:
        return None
    return a, b, resolve(ev, a), resolve(ev, b), opts


_OVERWRITE = {"OverwriteTarget": "False"}


def _move(ev, expr, name, want_dir, act):
    r = _two(ev, expr, name)
    if r is None:
        return None
    a, b, src, dst, opts = r
    if not (os.path.isdir(src) if want_dir else os.path.isfile(src)):
        ev.message(name, "nodir" if want_dir else "fdnfnd", a)
        return _failed()
    if os.path.exists(dst):
        if not _overwrite(opts) or os.path.isdir(dst) != want_dir:
            ev.message(name, "filex", b)
            return _failed()
        if want_dir:
            shutil.rmtree(dst)
    try:
        act(src, dst)
    except OSError:
        ev.message(name, "noopen", b)
        return _failed()
    return String(dst)


@builtin("CopyFile", nargs=(2, None), messages=MSG, options=_OVERWRITE,
         usage="CopyFile[\"file1\", \"file2\"] copies file1 to file2 and gives file2's full "
               "name; an existing file2 is kept (CopyFile::filex) unless OverwriteTarget -> "
               "True.",
         examples=[("f = CreateFile[]; g = f <> \"c\"; {CopyFile[f, g] == g, FileExistsQ[g]}",
                    "{True, True}"),
                   ("f = CreateFile[]; Quiet[CopyFile[f, f]]", "$Failed")])
def copy_file(ev, expr):
    return _move(ev, expr, "CopyFile", False, shutil.copyfile)


@builtin("RenameFile", nargs=(2, None), messages=MSG, options=_OVERWRITE,
         usage="RenameFile[\"file1\", \"file2\"] renames (moves) file1 to file2 and gives "
               "file2's full name; an existing file2 is kept (RenameFile::filex) unless "
               "OverwriteTarget -> True.",
         examples=[("f = CreateFile[]; g = f <> \"r\"; RenameFile[f, g]; {FileExistsQ[f], "
                    "FileExistsQ[g]}", "{False, True}")])
def rename_file(ev, expr):
    return _move(ev, expr, "RenameFile", False, os.replace)


@builtin("CreateFile", nargs=(0, None), messages=MSG,
         options={"OverwriteTarget": "False", "CreateIntermediateDirectories": "True"},
         usage="CreateFile[\"file\"] creates an empty file (and the directories above it) and "
               "gives its full name; CreateFile[] creates one in $TemporaryDirectory.  An "
               "existing file gives CreateFile::filex unless OverwriteTarget -> True.",
         examples=[("FileByteCount[CreateFile[]]", "0"),
                   ("f = CreateFile[]; Quiet[CreateFile[f]]", "$Failed")])
def create_file(ev, expr):
    pos, opts = ev.split_options(expr)
    if not pos:
        fd, path = tempfile.mkstemp(prefix="m")
        os.close(fd)
        return String(path)
    if len(pos) > 1:
        return None
    n = file_name(ev, pos[0], "CreateFile")
    if n is None:
        return None
    path = resolve(ev, n)
    if os.path.exists(path) and not _overwrite(opts):
        ev.message("CreateFile", "filex", n)
        return _failed()
    try:
        if opts.get("CreateIntermediateDirectories") is not FALSE:
            os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb"):
            pass
    except OSError:
        ev.message("CreateFile", "noopen", n)
        return _failed()
    return String(path)


@builtin("CreateTemporary", nargs=0,
         usage="CreateTemporary[] creates a new empty file in $TemporaryDirectory and gives "
               "its name.",
         examples=[("FileType[CreateTemporary[]]", "File")])
def create_temporary(ev, expr):
    fd, path = tempfile.mkstemp(prefix="m")
    os.close(fd)
    return String(path)


# ---------------------------------------------------------------------------------------
# directories
# ---------------------------------------------------------------------------------------

@builtin("DeleteDirectory", nargs=(1, None), messages=MSG,
         options={"DeleteContents": "False"},
         usage="DeleteDirectory[\"dir\"] deletes an empty directory; with DeleteContents -> "
               "True it deletes the directory and everything in it.",
         examples=[("d = CreateDirectory[]; DeleteDirectory[d]; DirectoryQ[d]", "False"),
                   ("d = CreateDirectory[]; CreateFile[FileNameJoin[{d, \"a\"}]]; "
                    "{Quiet[DeleteDirectory[d]], DeleteDirectory[d, DeleteContents -> True], "
                    "DirectoryQ[d]}", "{$Failed, Null, False}")])
def delete_directory(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    names = _names(ev, pos[0], "DeleteDirectory")
    if names is None:
        return None
    for n in names:
        p = resolve(ev, n)
        if not os.path.isdir(p):
            ev.message("DeleteDirectory", "nodir", n)
            return _failed()
        try:
            if opts.get("DeleteContents") is TRUE:
                shutil.rmtree(p)
            elif os.listdir(p):
                ev.message("DeleteDirectory", "dirne", n)
                return _failed()
            else:
                os.rmdir(p)
        except OSError:
            ev.message("DeleteDirectory", "noopen", n)
            return _failed()
    return S.Null


@builtin("RenameDirectory", nargs=(2, None), messages=MSG, options=_OVERWRITE,
         usage="RenameDirectory[\"dir1\", \"dir2\"] renames a directory and gives the new "
               "full name.",
         examples=[("d = CreateDirectory[]; e = d <> \"r\"; RenameDirectory[d, e]; "
                    "{DirectoryQ[d], DirectoryQ[e]}", "{False, True}")])
def rename_directory(ev, expr):
    return _move(ev, expr, "RenameDirectory", True, os.replace)


@builtin("CopyDirectory", nargs=(2, None), messages=MSG, options=_OVERWRITE,
         usage="CopyDirectory[\"dir1\", \"dir2\"] copies a directory and everything in it "
               "to dir2 (which must not exist) and gives dir2's full name.",
         examples=[("d = CreateDirectory[]; CreateFile[FileNameJoin[{d, \"a\"}]]; "
                    "e = d <> \"c\"; CopyDirectory[d, e]; FileNames[\"*\", e] == "
                    "{FileNameJoin[{e, \"a\"}]}", "True")])
def copy_directory(ev, expr):
    return _move(ev, expr, "CopyDirectory", True, shutil.copytree)


# ---------------------------------------------------------------------------------------
# FileNames
# ---------------------------------------------------------------------------------------

def _wildcard(text, ignore_case):
    """A regular expression for a FileNames string form: * any characters, @ any
    characters but upper-case letters."""
    out = []
    for c in text:
        out.append(".*" if c == "*" else "[^A-Z]*" if c == "@" else re.escape(c))
    return re.compile("".join(out) + r"\Z", re.S | (re.I if ignore_case else 0))


def _matchers(ev, forms, ignore_case):
    out = []
    for f in forms:
        if type(f) is String:
            rx = _wildcard(f.value, ignore_case)
            out.append(lambda n, rx=rx: rx.match(n) is not None)
        else:
            def m(n, f=f):
                call = Expression(S.StringMatchQ, (String(n), f))
                if ignore_case:
                    call = Expression(S.StringMatchQ, (String(n), f, Expression(
                        S.Rule, (S.IgnoreCase, TRUE))))
                return ev.evaluate(call) is TRUE
            out.append(m)
    return out


def _depth(ev, x):
    if x is S.Infinity or x == Expression(S.DirectedInfinity, (Integer(1),)):
        return None
    if type(x) is Integer and x.value >= 1:
        return x.value
    return False


@builtin("FileNames", nargs=(0, None), messages=MSG, options={"IgnoreCase": "Automatic"},
         usage="FileNames[] lists the files and directories in the current directory; "
               "FileNames[form] those whose names match form (a string with the wildcards * "
               "and @, a string pattern, or a list of them; a string with directories in it, "
               "\"src/*.m\", matches level by level); FileNames[form, {\"dir1\", ...}] "
               "those in the given directories; FileNames[form, dirs, n] also in their "
               "subdirectories, n levels down (Infinity: all).  The names are sorted.",
         examples=[("d = CreateDirectory[]; CreateFile[FileNameJoin[{d, \"a.m\"}]]; "
                    "CreateFile[FileNameJoin[{d, \"b.txt\"}]]; "
                    "FileNameTake /@ FileNames[\"*.m\", d]", "{a.m}"),
                   ("d = CreateDirectory[]; CreateFile[FileNameJoin[{d, \"x\", \"y.m\"}]]; "
                    "StringReplace[FileNames[\"*\", d, Infinity], d <> \"/\" -> \"\"]", "{x, x/y.m}"),
                   ("FileNames[\"*\", \"no/such/dir\"]", "{}")])
def file_names(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) > 3:
        return None
    forms = pos[0] if pos else String("*")
    forms = forms.args if isinstance(forms, Expression) and forms.head is S.List else (forms,)
    if len(pos) > 1:
        dirs = _names(ev, pos[1], "FileNames")
        if dirs is None:
            return None
        shown = dirs
    else:
        dirs, shown = [current_directory(ev.session)], [None]
    depth = 1
    if len(pos) > 2:
        depth = _depth(ev, pos[2])
        if depth is False:
            ev.message("FileNames", "intp", expr, Integer(3))
            return None
    ignore = opts.get("IgnoreCase") is TRUE
    out = []
    paths = [f.value for f in forms if type(f) is String and "/" in f.value]
    forms = [f for f in forms if not (type(f) is String and "/" in f.value)]
    for form in paths:
        for d, label in zip(dirs, shown):
            out.extend(_path_matches(ev, form, resolve(ev, d), label, ignore))
    match = _matchers(ev, forms, ignore)
    for d, label in ([] if not forms else zip(dirs, shown)):
        root = resolve(ev, d)
        if not os.path.isdir(root):
            continue
        stack = [(root, label, 1)]
        while stack:
            ev.check_interrupt()
            here, lab, level = stack.pop()
            try:
                entries = sorted(os.listdir(here))
            except OSError:
                continue
            for e in entries:
                full = os.path.join(here, e)
                name = e if lab is None else join_file_name(split_file_name(lab) + [e])
                if any(m(e) for m in match):
                    out.append(name)
                if os.path.isdir(full) and (depth is None or level < depth):
                    stack.append((full, name, level + 1))
    return Expression(S.List, tuple(String(n) for n in sorted(set(out))))


def _path_matches(ev, form, root, label, ignore):
    """The names a form with directories in it ("src/*.m", "*/*.txt", "/tmp/*") matches:
    each of its parts is matched against the entries of one level."""
    parts = form.split("/")
    if form.startswith("/"):
        here = [("/", "/")]
        parts = parts[1:]
    else:
        here = [(root, label)]
    parts = [p for p in parts if p]
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        nxt = []
        for path, lab in here:
            if part in (".", ".."):
                entries = [part]
            elif "*" not in part and "@" not in part:
                entries = [part] if os.path.exists(os.path.join(path, part)) else []
            else:
                rx = _wildcard(part, ignore)
                try:
                    entries = [e for e in sorted(os.listdir(path)) if rx.match(e)]
                except OSError:
                    entries = []
            for e in entries:
                full = os.path.join(path, e)
                if not last and not os.path.isdir(full):
                    continue
                name = e if lab is None else join_file_name(split_file_name(lab) + [e])
                nxt.append((full, name))
        here = nxt
        ev.check_interrupt()
    return [lab for _, lab in here]


# ---------------------------------------------------------------------------------------
# information about files
# ---------------------------------------------------------------------------------------

@builtin("FileType", nargs=1, messages=MSG,
         usage="FileType[\"name\"] gives File, Directory or None (no such file).",
         examples=[("FileType[$TemporaryDirectory]", "Directory"),
                   ("FileType[\"no/such/file\"]", "None")])
def file_type(ev, expr):
    n = file_name(ev, expr.args[0], "FileType")
    if n is None:
        return None
    p = resolve(ev, n)
    if os.path.isdir(p):
        return S.Directory
    if os.path.exists(p):
        return S.File
    return S["None"]


def _existing(ev, x, name):
    n = file_name(ev, x, name)
    if n is None:
        return None, None
    p = resolve(ev, n)
    if not os.path.exists(p):
        ev.message(name, "fdnfnd", n)
        return n, False
    return n, p


@builtin("FileByteCount", nargs=1, messages=MSG,
         usage="FileByteCount[\"file\"] gives the number of bytes in a file.",
         examples=[("f = Close[OpenWrite[]]; WriteString[f, \"abc\"]; Close[f]; "
                    "FileByteCount[f]", "3"),
                   ("FileByteCount[\"no/such/file\"]", "$Failed",
                    ["FileByteCount::fdnfnd: Directory or file no/such/file not found."])])
def file_byte_count(ev, expr):
    n, p = _existing(ev, expr.args[0], "FileByteCount")
    if p is None:
        return None
    if p is False:
        return _failed()
    if os.path.isdir(p):
        ev.message("FileByteCount", "fdir", n)
        return _failed()
    return Integer(os.path.getsize(p))


@builtin("FileSize", nargs=1, messages=MSG,
         usage="FileSize[\"file\"] gives the size of a file as a Quantity in bytes.",
         examples=[("FileSize[CreateFile[]]", "0 B")])
def file_size(ev, expr):
    n = file_byte_count(ev, Expression(S.FileByteCount, expr.args))
    if type(n) is not Integer:
        return n
    return Expression(S.Quantity, (n, String("Bytes")))


_DATE_TYPES = {"Modification": "st_mtime", "Access": "st_atime", "Change": "st_ctime",
               "Creation": "st_ctime"}


@builtin("FileDate", nargs=(1, 2), messages=dict(MSG, type="Unknown date type `1`."),
         usage="FileDate[\"file\"] gives the date and time of the file's last modification "
               "as a DateObject; FileDate[\"file\", \"type\"] that of its \"Modification\", "
               "\"Access\", \"Change\" or \"Creation\" (the change time on Unix).",
         examples=[("DateObjectQ[FileDate[CreateFile[]]]", "True"),
                   ("FileDate[\"x\", \"Birth\"]", "FileDate[x, Birth]",
                    ["FileDate::type: Unknown date type \"Birth\"."])])
def file_date(ev, expr):
    kind = "Modification"
    if len(expr.args) > 1:
        t = expr.args[1]
        if type(t) is not String or t.value not in _DATE_TYPES:
            ev.message("FileDate", "type", t)
            return None
        kind = t.value
    n, p = _existing(ev, expr.args[0], "FileDate")
    if p is None:
        return None
    if p is False:
        return _failed()
    from mathilda.core.expr import Real
    t = getattr(os.stat(p), _DATE_TYPES[kind])
    return Expression(S.FromUnixTime, (Real(float(t)),))


@builtin("SetFileDate", nargs=(1, 3), messages=dict(MSG, type="Unknown date type `1`.",
                                                   date="`1` is not a valid date."),
         usage="SetFileDate[\"file\"] sets the modification and access dates of a file to "
               "now; SetFileDate[\"file\", date] to the date (a DateObject, a date list or "
               "an absolute time); SetFileDate[\"file\", date, \"Modification\" | "
               "\"Access\"] only one of them.",
         examples=[("f = CreateFile[]; SetFileDate[f, DateObject[{2001, 2, 3, 4, 5, 6}]]; "
                    "DateList[FileDate[f]]", "{2001, 2, 3, 4, 5, 6.}")])
def set_file_date(ev, expr):
    a = expr.args
    kinds = ("Modification", "Access")
    if len(a) > 2:
        if type(a[2]) is not String or a[2].value not in kinds:
            ev.message("SetFileDate", "type", a[2])
            return None
        kinds = (a[2].value,)
    from mathilda.core.expr import Real
    if len(a) > 1:
        d = a[1]
        if type(d) in (Integer, Real):
            d = Expression(S.FromAbsoluteTime, (d,))
        t = ev.evaluate(Expression(S.Quiet, (Expression(S.UnixTime, (d,)),)))
        if type(t) not in (Integer, Real):
            ev.message("SetFileDate", "date", a[1])
            return None
        t = float(t.value)
    else:
        import time
        t = time.time()
    n, p = _existing(ev, a[0], "SetFileDate")
    if p is None:
        return None
    if p is False:
        return _failed()
    st = os.stat(p)
    try:
        os.utime(p, (t if "Access" in kinds else st.st_atime,
                     t if "Modification" in kinds else st.st_mtime))
    except OSError:
        ev.message("SetFileDate", "noopen", n)
        return _failed()
    return S.Null


# ---------------------------------------------------------------------------------------
# names of files and directories
# ---------------------------------------------------------------------------------------

def _name_text(ev, x, name, pos=1, expr=None):
    if isinstance(x, Expression) and x.head is S.File and len(x.args) == 1:
        x = x.args[0]
    if type(x) is String:
        return x.value
    ev.message(name, "string", expr if expr is not None else Expression(Symbol(name), (x,)),
               Integer(pos))
    return None


@builtin("ParentDirectory", nargs=(0, 2), messages=MSG,
         usage="ParentDirectory[] gives the parent of the current directory; "
               "ParentDirectory[\"dir\"] the parent of dir; ParentDirectory[\"dir\", n] goes "
               "up n levels.",
         examples=[("ParentDirectory[\"/usr/lib/python\"]", "/usr/lib"),
                   ("ParentDirectory[\"/usr/lib/python\", 2]", "/usr"),
                   ("ParentDirectory[\"/\"]", "/")])
def parent_directory(ev, expr):
    a = expr.args
    if a:
        s = _name_text(ev, a[0], "ParentDirectory", 1, expr)
        if s is None:
            return None
    else:
        s = current_directory(ev.session)
    n = 1
    if len(a) > 1:
        if type(a[1]) is not Integer or a[1].value < 0:
            ev.message("ParentDirectory", "intnn", expr, Integer(2))
            return None
        n = a[1].value
    parts = split_file_name(resolve(ev, os.path.expanduser(s)) if not a or
                            s.startswith("/") or s.startswith("~") else s)
    for _ in range(n):
        if len(parts) > (1 if parts and parts[0] == "" else 0):
            parts = parts[:-1]
    if parts == [""]:
        return String("/")
    return String(join_file_name(parts) or ".")


@builtin("ExpandFileName", nargs=1, messages=MSG,
         usage="ExpandFileName[\"name\"] gives the full name of a file, taken from the "
               "current directory (~ is the home directory); the file need not exist.",
         examples=[("ExpandFileName[\"/usr/./lib/../bin\"]", "/usr/bin"),
                   ("ExpandFileName[\"a/b\"] == FileNameJoin[{Directory[], \"a\", \"b\"}]",
                    "True")])
def expand_file_name(ev, expr):
    s = _name_text(ev, expr.args[0], "ExpandFileName", 1, expr)
    if s is None:
        return None
    return String(os.path.normpath(resolve(ev, os.path.expanduser(s))))


@builtin("AbsoluteFileName", nargs=1, messages=MSG,
         usage="AbsoluteFileName[\"name\"] gives the full name of an existing file or "
               "directory ($Failed with a message when there is none).",
         examples=[("AbsoluteFileName[\"/usr/./lib/..\"]", "/usr"),
                   ("AbsoluteFileName[\"no/such/file\"]", "$Failed",
                    ["AbsoluteFileName::nffil: File no/such/file not found during "
                     "AbsoluteFileName."])])
def absolute_file_name(ev, expr):
    s = _name_text(ev, expr.args[0], "AbsoluteFileName", 1, expr)
    if s is None:
        return None
    p = os.path.normpath(resolve(ev, os.path.expanduser(s)))
    if not os.path.exists(p):
        ev.message("AbsoluteFileName", "nffil", s, "AbsoluteFileName")
        return _failed()
    return String(p)


@builtin("FileNameDepth", nargs=1,
         usage="FileNameDepth[\"name\"] gives the number of path elements in a file name.",
         examples=[("FileNameDepth[\"a/b/c.txt\"]", "3"), ("FileNameDepth[\"/usr/lib\"]", "2")])
def file_name_depth(ev, expr):
    s = _name_text(ev, expr.args[0], "FileNameDepth", 1, expr)
    if s is None:
        return None
    return Integer(len([p for p in split_file_name(s) if p]))


@builtin("FileNameDrop", nargs=(1, 2),
         messages={"drop": "Cannot drop elements `1` of the file name `2`."},
         usage="FileNameDrop[\"name\", n] drops the first n elements of a file name, "
               "FileNameDrop[\"name\", -n] the last n, FileNameDrop[\"name\", {m, n}] elements "
               "m through n; FileNameDrop[\"name\"] drops the last element.",
         examples=[("FileNameDrop[\"a/b/c/d\", 2]", "c/d"),
                   ("FileNameDrop[\"a/b/c/d\", -1]", "a/b/c"),
                   ("FileNameDrop[\"a/b/c/d\", {2, 3}]", "a/d"),
                   ("FileNameDrop[\"/usr/lib/x\", 1]", "lib/x")])
def file_name_drop(ev, expr):
    s = _name_text(ev, expr.args[0], "FileNameDrop", 1, expr)
    if s is None:
        return None
    parts = split_file_name(s)
    absolute = bool(parts) and parts[0] == ""
    elems = parts[1:] if absolute else parts
    n = len(elems)
    spec = expr.args[1] if len(expr.args) > 1 else Integer(-1)
    span = element_span(ev, "FileNameDrop", spec, n, s)
    if span is None:
        return None
    lo, hi = span
    keep = elems[:lo] + elems[hi:]
    if absolute and lo > 0:
        keep = [""] + keep
    return String(join_file_name(keep))


def _home(ev=None):
    return String(os.path.expanduser("~"))


@builtin("HomeDirectory", nargs=0,
         usage="HomeDirectory[] gives the user's home directory.",
         examples=[("HomeDirectory[] == $HomeDirectory", "True")])
def home_directory(ev, expr):
    return _home()


builtin("$HomeDirectory", attributes=("Protected",), value=_home,
        usage="$HomeDirectory is the user's home directory.",
        examples=[("StringQ[$HomeDirectory]", "True")])(lambda ev, e: None)
