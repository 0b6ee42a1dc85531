"""The ``mathilda`` command: REPL, script runner, ``-c CODE`` and piped transcripts.

    mathilda                      interactive REPL on a terminal (mathilda.repl)
    ... | mathilda                non-interactive: each input's result as "Out[n]= ..."
    mathilda FILE.m [ARGS...]     run a script: output is what it Prints
    mathilda -file FILE.m [ARGS]  the same (wolframscript spelling; also -script)
    mathilda -c CODE              evaluate CODE, print the last result in OutputForm
    mathilda -code CODE           the same
    -print                        (scripts) also print the result of the last expression
    -print all                    (scripts, -c) print the result of every expression
    --display DIR                 write every picture a top-level input gives to DIR
    --sandbox                     run in a sandboxed Session (no file system access)
    mathilda --install-kernel [--user | --sys-prefix | --prefix DIR]
                                  install the Jupyter kernelspec (mathilda/kernel/)

Messages always go to stderr as ``Sym::tag: text``; a script keeps running after one.  A
syntax error anywhere in a script is reported as ``FILE:LINE:COLUMN: Syntax::tag: text`` and
nothing runs (exit code 1).  ``Exit[n]`` / ``Quit[n]`` end with exit code n; Ctrl+C ends a
script or transcript with 130 (in the REPL it aborts the evaluation with $Aborted).

Nothing heavy is imported here: the Session, the parser and the printers are imported on
first use, prompt_toolkit and Pygments only for the REPL.
"""

import os
import sys

USAGE = """\
usage: mathilda [options] [FILE.m [ARGS...]]

  mathilda                    start the interactive REPL (when stdin is a terminal);
                              with piped input, print "Out[n]= ..." for each input
  mathilda FILE.m [ARGS...]   run a script; $ScriptCommandLine is {FILE.m, ARGS...}
  mathilda -file FILE.m       the same ("-" reads the script from stdin)
  mathilda -c CODE            evaluate CODE and print its last result (also -code)

options:
  -print                      print the result of the script's last expression
  -print all                  print the result of every top-level expression
  --display DIR               write each picture an input gives to DIR/out-N.png and say
                              where (sets $DisplayFunction)
  --sandbox                   evaluate in a sandboxed session
  --install-kernel [--user | --sys-prefix | --prefix DIR]
                              install the Jupyter kernel "mathilda" and leave
  -h, --help                  show this help
  --version                   show the version
"""



def _labelled(label, width, text):
    """``Out[n]= `` before a result: on the baseline of a picture of several lines (the line
    of ``x`` in Subscript[x, 1]), the other lines indented under it, as the Wolfram Language's
    terminal prints them."""
    lines = text.split("\n")
    if len(lines) == 1:
        return label + text
    base = getattr(text, "baseline", 0)
    if not 0 <= base < len(lines):
        base = 0
    pad = " " * width
    return "\n".join((label if i == base else pad) + line if line or i == base else line
                     for i, line in enumerate(lines))

class UsageError(Exception):
    pass


def parse_args(argv):
    """The command line as a dict: mode (repl/code/file), code, file, args, print, sandbox."""
    o = {"mode": "repl", "code": None, "file": None, "args": [], "print": None,
         "sandbox": False, "display": None}
    i = 0
    n = len(argv)

    def value(flag):
        if i + 1 >= n:
            raise UsageError("%s needs an argument" % flag)
        return argv[i + 1]

    while i < n:
        a = argv[i]
        if a in ("-c", "-code", "--code"):
            o["code"] = value(a)
            i += 2
        elif a in ("-file", "--file", "-f", "-script", "--script"):
            o["file"] = value(a)
            o["args"] = argv[i + 2:]
            break
        elif a in ("-print", "--print"):
            if i + 1 < n and argv[i + 1] == "all":
                o["print"] = "all"
                i += 2
            else:
                o["print"] = "last"
                i += 1
        elif a in ("--display", "-display"):
            o["display"] = value(a)
            i += 2
        elif a in ("--sandbox", "-sandbox"):
            o["sandbox"] = True
            i += 1
        elif a in ("-h", "-help", "--help"):
            o["mode"] = "help"
            return o
        elif a in ("--version", "-version"):
            o["mode"] = "version"
            return o
        elif a == "--install-kernel":
            o["mode"] = "install-kernel"
            o["args"] = argv[i + 1:]
            return o
        elif a == "--":
            if i + 1 < n:
                o["file"] = argv[i + 1]
                o["args"] = argv[i + 2:]
            break
        elif a.startswith("-") and a != "-":
            raise UsageError("unknown option %s" % a)
        else:
            o["file"] = a
            o["args"] = argv[i + 1:]
            break
    if o["code"] is not None and o["file"] is not None:
        raise UsageError("-c CODE and a script file cannot be combined")
    if o["code"] is not None:
        o["mode"] = "code"
    elif o["file"] is not None:
        o["mode"] = "file"
    return o


# ---------------------------------------------------------------------------------------
# the console: a Session wired to stdout / stderr
# ---------------------------------------------------------------------------------------

class Console:
    """A Session whose Print output goes to ``out`` and whose messages go to ``err``, as
    they happen, and the input handling the REPL and transcripts share."""

    def __init__(self, sandbox=False, out=None, err=None, color=False):
        self.out = out if out is not None else sys.stdout
        self.err = err if err is not None else sys.stderr
        self.color = color
        self.sandbox = sandbox
        self.interrupted = 0          # Ctrl+C presses during the current evaluation
        self.hard_exit_after = 2      # presses after which an unresponsive process quits
        self.broken_pipe = False
        self.blank_before_out = False  # the REPL sets off Out[n]= with blank lines
        self._session = None

    @property
    def session(self):
        if self._session is None:
            from mathilda.session import Session
            s = Session(sandbox=self.sandbox, output=self.write_print,
                        message_sink=self.write_message)
            plain = s.interrupt

            def interrupt():
                self.interrupted += 1
                if self.interrupted >= self.hard_exit_after:
                    self._write(self.err, "\nmathilda: not responding to Ctrl+C; "
                                          "quitting\n")
                    os._exit(130)
                plain()
            s.interrupt = interrupt
            self._session = s
        return self._session

    # --- output -------------------------------------------------------------------------
    def _write(self, stream, text):
        if self.broken_pipe:
            return
        try:
            stream.write(text)
            stream.flush()
        except BrokenPipeError:
            self.broken_pipe = True
            if self._session is not None:
                self._session.interrupt()

    def write_print(self, text):
        self._write(self.out, text + "\n")

    def write_message(self, msg):
        text = str(msg)
        if self.color:
            text = "\x1b[31m%s\x1b[0m" % text
        try:
            self.out.flush()
        except (BrokenPipeError, ValueError):
            pass
        self._write(self.err, text + "\n")

    def write_result(self, n, result, transcript=True):
        """``Out[n]= result`` (or the bare result); nothing for Null."""
        from mathilda.core.expr import NULL
        if result is NULL:
            return
        # printed within the limits of the evaluate call that made it (issue 27)
        text = self.session.format(result)
        if transcript:
            from mathilda.session import output_form_of
            form = output_form_of(result)
            plain = "Out[%d]//%s= " % (n, form) if form else "Out[%d]= " % n
            label = "\x1b[1;94m%s\x1b[0m" % plain if self.color else plain
            text = _labelled(label, len(plain), text)
            if self.blank_before_out:
                text = "\n" + text
        self._write(self.out, text + "\n")

    def write_syntax_error(self, err, where=None):
        from mathilda.frontend import syntax_error_text
        text = syntax_error_text(err, where)
        if self.color:
            text = "\x1b[31m%s\x1b[0m" % text
        self._write(self.err, text + "\n")

    # --- inputs ---------------------------------------------------------------------------
    # the input handling every front end shares (mathilda/frontend.py)
    @staticmethod
    def info_request(text):
        from mathilda.frontend import info_request
        return info_request(text)

    @staticmethod
    def classify(text):
        from mathilda.frontend import classify
        return classify(text)

    @staticmethod
    def info_expr(name, long_form):
        from mathilda.frontend import info_expr
        return info_expr(name, long_form)

    def run_input(self, text, transcript=True, payload=None):
        """Evaluate one input (all its top-level expressions), printing results as
        ``Out[n]= ...``.  Returns False when the session should end (Exit/Quit, broken
        pipe)."""
        if payload is None:
            kind, payload = self.classify(text)
        else:
            kind = "ok"
        if kind == "empty":
            return True
        if kind in ("incomplete", "error"):
            self.write_syntax_error(payload)
            return True
        s = self.session
        exprs = [self.info_expr(*payload)] if kind == "info" else payload
        for e in exprs:
            n = s.line
            r = s.evaluate(e)
            if s.exit_code is not None or self.broken_pipe:
                return False
            self.write_result(n, r, transcript)
        return True


# ---------------------------------------------------------------------------------------
# modes
# ---------------------------------------------------------------------------------------

def run_code(console, code, print_mode):
    s = console.session
    parsed = s.limited(console.classify, code)     # parsing is bounded like evaluation
    if parsed is None:
        return 1
    kind, payload = parsed
    if kind in ("incomplete", "error"):
        console.write_syntax_error(payload)
        return 1
    if kind == "info":
        payload = [console.info_expr(*payload)]
    elif kind == "empty":
        payload = []
    result = None
    for e in payload:
        result = s.evaluate(e)
        if s.exit_code is not None:
            return s.exit_code
        if console.interrupted:
            return 130
        if print_mode == "all":
            console.write_result(0, result, transcript=False)
    if result is not None and print_mode != "all":
        console.write_result(0, result, transcript=False)
    return 0


def run_file(console, path, args, print_mode):
    from mathilda.builtins.system.files import read_source
    from mathilda.syntax.errors import MathildaSyntaxError
    from mathilda.syntax.parser import parse_all
    if path == "-":
        text = sys.stdin.read()
        if text.startswith("#!"):
            text = text[text.find("\n"):] if "\n" in text else ""
        full = ""
    else:
        try:
            text = read_source(path)
        except (OSError, UnicodeDecodeError) as e:
            reason = getattr(e, "strerror", None) or str(e)
            console._write(console.err, "mathilda: cannot open %s: %s\n" % (path, reason))
            return 1
        full = os.path.abspath(path)
    s = console.session

    def parse(t):
        try:
            return parse_all(t)
        except MathildaSyntaxError as e:
            return e
    exprs = s.limited(parse, text)          # parsing is bounded like evaluation
    del text
    if exprs is None:
        return 1
    if isinstance(exprs, MathildaSyntaxError):
        console.write_syntax_error(exprs, where=path if path != "-" else "<stdin>")
        return 1
    s.input_file = full or None
    s.script_args = [path] + list(args)
    result = None
    for e in exprs:
        result = s.evaluate(e)
        if s.exit_code is not None:
            return s.exit_code
        if console.interrupted:
            return 130
        if console.broken_pipe:
            return 1
        if print_mode == "all":
            console.write_result(0, result, transcript=False)
    if print_mode == "last" and result is not None:
        console.write_result(0, result, transcript=False)
    return 0


def run_transcript(console, stream):
    """Piped input: read inputs (an input goes on while brackets or a string are open),
    evaluate each and print ``Out[n]= result`` lines; inputs are not echoed."""
    buf = ""
    for line in stream:
        buf += line
        kind, payload = console.classify(buf)
        if kind == "incomplete":
            continue
        text, buf = buf, ""
        if kind == "empty":
            continue
        if kind == "error":
            console.write_syntax_error(payload)
            continue
        if not console.run_input(text, payload=payload if kind == "ok" else None):
            return console.session.exit_code or 0
        if console.interrupted:
            return 130
    if buf.strip():
        console.run_input(buf)
    if console._session is not None and console._session.exit_code is not None:
        return console._session.exit_code
    return 0


def _use_color(stream):
    return (hasattr(stream, "isatty") and stream.isatty() and "NO_COLOR" not in os.environ
            and os.environ.get("TERM") != "dumb")


def main(argv=None):
    """Entry point of the ``mathilda`` console script; returns the exit code."""
    if argv is None:
        argv = sys.argv[1:]
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):
            pass
    try:
        opts = parse_args(argv)
    except UsageError as e:
        sys.stderr.write("mathilda: %s\n%s" % (e, USAGE))
        return 2
    mode = opts["mode"]
    if mode == "help":
        sys.stdout.write(USAGE)
        return 0
    if mode == "version":
        from mathilda import __version__
        sys.stdout.write("mathilda %s\n" % __version__)
        return 0
    if mode == "install-kernel":
        from mathilda.kernel.spec import main_install
        return main_install(opts["args"])
    console = Console(sandbox=opts["sandbox"])
    if opts["display"]:
        set_display_directory(console, opts["display"])
    try:
        if mode == "code":
            return run_code(console, opts["code"], opts["print"])
        if mode == "file":
            return run_file(console, opts["file"], opts["args"], opts["print"])
        if sys.stdin.isatty() and sys.stdout.isatty():
            from mathilda.repl import run_repl
            console.color = _use_color(sys.stderr)
            return run_repl(console)
        return run_transcript(console, sys.stdin)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        console.broken_pipe = True
        return 1
    finally:
        if console.broken_pipe:
            try:
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, sys.stdout.fileno())
            except (OSError, ValueError):
                pass


def set_display_directory(console, directory):
    """$DisplayFunction writing each picture to DIRECTORY/out-N.png (the folder made when
    it does not exist) and printing where."""
    from mathilda.core.expr import Expression, String, S
    from mathilda.syntax.parser import parse
    f = parse('(Print["-- picture: ", Export[FileNameJoin[{dir, "out-" <> ToString[$Line] '
              '<> ".png"}], #]]; #) &')
    from mathilda.core.substitution import substitute
    directory = os.path.abspath(directory)
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError:
        pass        # Export says Export::noopen for each picture
    f = substitute(f, {S.dir: String(directory)}, console.session.ev)
    console.session.evaluate(Expression(S.Set, (S["$DisplayFunction"], f)), history=False)


def entry():
    sys.exit(main())
