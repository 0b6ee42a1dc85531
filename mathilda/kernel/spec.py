"""The kernelspec ``mathilda`` and its installation (what ``mathilda --install-kernel`` and
``python -m mathilda.kernel install`` do).

    install(user=True)              # ~/.local/share/jupyter/kernels/mathilda
    install(prefix=sys.prefix)      # the environment's share/jupyter/kernels/mathilda

The installed ``kernel.json`` runs this Python (``sys.executable -m mathilda.kernel -f
{connection_file}``), so a Jupyter installed elsewhere starts the kernel with the
interpreter that has Mathilda.  The package also ships the same spec with ``python`` as the
command in ``share/jupyter/kernels/mathilda`` of the environment it is installed into (the
wheel's data files), so a Jupyter of that environment finds it after ``pip install .``
alone; jupyter_client replaces that ``python`` by its own interpreter.

Only jupyter_client is imported (for the kernel directories), not ipykernel.
"""

import json
import os
import sys
import tempfile

__all__ = ["KERNEL_NAME", "kernel_json", "install", "INSTALL_USAGE", "parse_install_args",
           "main_install"]

KERNEL_NAME = "mathilda"
DISPLAY_NAME = "Mathilda"


def kernel_json(executable=None):
    """The kernelspec as a dict; ``executable`` is the Python that runs the kernel
    (``sys.executable`` by default; ``"python"`` for the spec shipped as data files)."""
    return {
        "argv": [executable or sys.executable, "-m", "mathilda.kernel",
                 "-f", "{connection_file}"],
        "display_name": DISPLAY_NAME,
        "language": "mathilda",
        "interrupt_mode": "signal",
        "metadata": {"debugger": False},
    }


def install(user=False, prefix=None, executable=None):
    """Install the kernelspec (``user``: for this user; ``prefix``: under
    PREFIX/share/jupyter/kernels; neither: system-wide); returns the directory written."""
    from jupyter_client.kernelspec import KernelSpecManager
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, KERNEL_NAME)
        os.mkdir(src)
        with open(os.path.join(src, "kernel.json"), "w") as f:
            json.dump(kernel_json(executable), f, indent=1)
            f.write("\n")
        return KernelSpecManager().install_kernel_spec(src, KERNEL_NAME, user=user,
                                                       prefix=prefix)


INSTALL_USAGE = """\
usage: mathilda --install-kernel [--user | --sys-prefix | --prefix DIR]
       python -m mathilda.kernel install [--user | --sys-prefix | --prefix DIR]

Install the Jupyter kernelspec "mathilda" (as `jupyter kernelspec install` does):
  --user          for the current user only (~/.local/share/jupyter/kernels)
  --sys-prefix    into this Python environment (sys.prefix/share/jupyter/kernels)
  --prefix DIR    under DIR/share/jupyter/kernels
  (none)          system-wide (/usr/local/share/jupyter/kernels; needs permission)
"""


def parse_install_args(argv):
    """``[--user | --sys-prefix | --prefix DIR]`` as install()'s keywords; ValueError when
    malformed."""
    opts = {}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--user":
            opts["user"] = True
        elif a == "--sys-prefix":
            opts["prefix"] = sys.prefix
        elif a == "--prefix" or a.startswith("--prefix="):
            if a == "--prefix":
                if i + 1 >= len(argv):
                    raise ValueError("--prefix needs a directory")
                i += 1
                value = argv[i]
            else:
                value = a[len("--prefix="):]
            if not value:
                raise ValueError("--prefix needs a directory")
            opts["prefix"] = os.path.abspath(os.path.expanduser(value))
        else:
            raise ValueError("unknown option %s" % a)
        i += 1
    if opts.get("user") and "prefix" in opts:
        raise ValueError("--user cannot be combined with --sys-prefix or --prefix")
    return opts


def main_install(argv, prog="mathilda --install-kernel"):
    """The install command; returns the exit code."""
    if any(a in ("-h", "--help") for a in argv):
        sys.stdout.write(INSTALL_USAGE)
        return 0
    try:
        opts = parse_install_args(argv)
    except ValueError as e:
        sys.stderr.write("%s: %s\n%s" % (prog, e, INSTALL_USAGE))
        return 2
    try:
        where = install(**opts)
    except OSError as e:
        sys.stderr.write("%s: cannot install the kernelspec: %s\n" % (prog, e))
        if not opts:
            sys.stderr.write("(a system-wide install needs permission; try --user or "
                             "--sys-prefix)\n")
        return 1
    sys.stdout.write("Installed the Jupyter kernel %r (%s) in %s\n"
                     % (KERNEL_NAME, DISPLAY_NAME, where))
    return 0
