"""Directories: DirectoryQ, CreateDirectory, $TemporaryDirectory (added with the graphics
gallery, which exports its pictures into a new folder).  Like every file function they
refuse in a sandboxed Session (General::sandbox)."""

import os
import tempfile

from mathilda.core.expr import Expression, String, S, TRUE, FALSE
from mathilda.core.registry import builtin
from mathilda.builtins.system.files import FILE_MESSAGES, file_name, resolve, sandboxed

_MSG = dict(FILE_MESSAGES, filex="Cannot overwrite existing file `1`.",
            nffil="File `1` not found during `2`.")


@builtin("DirectoryQ", nargs=1, messages=_MSG,
         usage="DirectoryQ[\"name\"] gives True if name is an existing directory, and False "
               "otherwise.",
         examples=[("DirectoryQ[\"no/such/dir\"]", "False"),
                   ("DirectoryQ[Directory[]]", "True")])
def directory_q(ev, expr):
    name = file_name(ev, expr.args[0], "DirectoryQ")
    if name is None or sandboxed(ev, "DirectoryQ"):
        return None
    return TRUE if os.path.isdir(resolve(ev, name)) else FALSE


@builtin("CreateDirectory", nargs=(0, 1), messages=_MSG,
         usage="CreateDirectory[\"dir\"] creates the directory (and the directories above "
               "it that are missing) and gives its full name; CreateDirectory[] creates a "
               "new directory in $TemporaryDirectory. An existing directory gives "
               "CreateDirectory::filex and $Failed.",
         examples=[("DirectoryQ[CreateDirectory[]]", "True")])
def create_directory(ev, expr):
    if sandboxed(ev, "CreateDirectory"):
        return None
    if not expr.args:
        return String(tempfile.mkdtemp(prefix="m"))
    name = file_name(ev, expr.args[0], "CreateDirectory")
    if name is None:
        return None
    path = resolve(ev, name)
    if os.path.exists(path):
        ev.message("CreateDirectory", "filex", expr.args[0])
        return S["$Failed"]
    try:
        os.makedirs(path)
    except OSError:
        ev.message("CreateDirectory", "noopen", expr.args[0])
        return S["$Failed"]
    return String(os.path.abspath(path))


def _temporary(ev):
    return String(tempfile.gettempdir())


builtin("$TemporaryDirectory", attributes=("Protected",), value=_temporary,
        usage="$TemporaryDirectory is the directory for temporary files.",
        examples=[("StringQ[$TemporaryDirectory]", "True")])(lambda ev, e: None)

__all__ = ["Expression"]
