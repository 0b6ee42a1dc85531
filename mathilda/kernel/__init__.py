"""The Jupyter kernel of Mathilda (a front end, like cli.py and repl.py: no evaluation
logic lives here).

    python -m mathilda.kernel install [--user | --sys-prefix | --prefix DIR]
    mathilda --install-kernel [--user | --sys-prefix | --prefix DIR]     (the same)
    python -m mathilda.kernel -f CONNECTION_FILE                          (what Jupyter runs)

kernel.py      the kernel (ipykernel's Kernel base class around a Session)
display.py     the MIME bundle of a result (text, TeX, pictures)
streams.py     Print output and messages as stream messages, as they happen
spec.py        the kernelspec and its installation

Importing this package imports nothing: ipykernel is imported when the kernel starts.
"""

__all__ = ["main"]


def main(argv=None):
    """``python -m mathilda.kernel``: ``install [...]`` installs the kernelspec; anything
    else starts the kernel (ipykernel's application options: ``-f CONNECTION_FILE``)."""
    import sys
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["install"]:
        from mathilda.kernel.spec import main_install
        return main_install(argv[1:], prog="python -m mathilda.kernel install")
    if argv[:1] in (["-h"], ["--help"], ["help"]):
        from mathilda.kernel.spec import INSTALL_USAGE
        sys.stdout.write("usage: python -m mathilda.kernel -f CONNECTION_FILE   (run by "
                         "Jupyter)\n\n" + INSTALL_USAGE)
        return 0
    from ipykernel.kernelapp import IPKernelApp
    from mathilda.kernel.kernel import MathildaKernel
    IPKernelApp.launch_instance(argv=argv, kernel_class=MathildaKernel)
    return 0
