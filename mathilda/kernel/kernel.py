"""The Jupyter kernel: a ``Session`` behind ipykernel's kernel base class.

ipykernel's ``Kernel`` (the base of its "wrapper kernels") does the Jupyter protocol: the
sockets, signing, the heartbeat, busy/idle status, the control channel and the message
loop; this class fills in ``do_execute``, ``do_complete``, ``do_inspect``,
``do_is_complete``, ``do_history`` and ``do_shutdown`` with the Session and the input
handling the REPL uses (``mathilda.frontend``).

Execution.  A cell is one input line: its number is the notebook's execution count, so
``In[n]``, ``Out[n]``, ``%`` and ``$Line`` follow the numbers the notebook shows.  Every
top-level expression of the cell is evaluated in turn; ``Out[n]`` is the last result, shown
as the ``execute_result`` (nothing for ``Null``, so a cell ending in ``;`` shows nothing);
``In[n]`` is the cell (a ``CompoundExpression`` when it holds several expressions).  ``Print``
output goes to the stdout stream and messages (``Sym::tag: text``) to the stderr stream, as
they happen.  ``?Name`` / ``??Name`` print the usage as the REPL does.  A syntax error is
printed on stderr as in the REPL and the reply's status is "error" (so "Run all" stops
there); messages are not errors.  ``Exit[]`` / ``Quit[]`` give the notebook a fresh Session
(all definitions gone, as when a Wolfram kernel quits) and ask a console to leave.

Interrupts.  Jupyter interrupts a kernel with SIGINT (the kernelspec's interrupt mode
"signal"; the control channel's interrupt_request sends the same signal).  While a cell is
evaluated the handler calls ``Session.interrupt()``, the REPL's Ctrl+C: the evaluation ends
with ``$Aborted``, shown as the cell's result, and the reply's status is "error" so that the
cells queued after it are skipped, as Jupyter does for an interrupted Python cell.  While a
picture is rendered the interrupt stops the rendering (the text is shown).  At any other
time (idle, or sending a reply) SIGINT is ignored, so the kernel never dies of one.
"""

import signal
import sys

from ipykernel.kernelbase import Kernel

from mathilda import __version__
from mathilda.kernel.display import mime_bundle
from mathilda.kernel.streams import StreamSender

__all__ = ["MathildaKernel", "LANGUAGE_INFO"]

SHUTDOWN_GRACE = 5.0     # seconds an ended kernel may take to exit before os._exit

LANGUAGE_INFO = {
    "name": "mathilda",
    "version": __version__,
    "mimetype": "text/x-mathematica",
    "file_extension": ".m",
    # the Wolfram-language lexer and editor mode that ship with Pygments and CodeMirror
    # (a notebook's Jupyter need not have Mathilda installed to highlight it)
    "pygments_lexer": "mathematica",
    "codemirror_mode": "mathematica",
}


class MathildaKernel(Kernel):
    implementation = "mathilda"
    implementation_version = __version__
    language = "mathilda"
    language_version = __version__
    language_info = LANGUAGE_INFO
    banner = ("Mathilda %s: a Wolfram-Language-style interpreter (Python %d.%d)\n"
              "?Name shows the usage of a symbol, Tab completes, Shift+Tab inspects."
              % ((__version__,) + sys.version_info[:2]))

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._phase = None           # "evaluate" / "render" while a cell runs
        self._interrupted = False
        self._parent = None          # the execute_request whose output is being sent
        self._quiet = False          # silent execution or inspection: no output sent
        self._captured = None        # list collecting Print output (inspection)
        self._sources = {}           # execution count -> cell text (history)
        self._streams = StreamSender(self._send_stream)
        self.interpreter = None
        self._new_interpreter()

    def _new_interpreter(self):
        from mathilda.session import Session
        self.interpreter = Session(output=self._on_print, message_sink=self._on_message)
        self.interpreter.ev.display = self._on_display

    def start(self):
        super().start()
        # the parser builds its tables on first use (a few tenths of a second): do it now,
        # while the notebook is opening, rather than in the first cell
        self.io_loop.add_callback(self._warm_up)

    def _warm_up(self):
        from mathilda.frontend import classify
        try:
            classify("1")
        except Exception:  # pragma: no cover - the first cell reports any real problem
            pass

    @property
    def kernel_info(self):
        # ipykernel's own kernel_info imports debugpy (most of a second) to announce its
        # Python debugger, of no use here; and no kernel subshells are announced: cells of
        # a subshell would run on another thread, at the same time, in the same Session
        from ipykernel.kernelbase import kernel_protocol_version
        return {"protocol_version": kernel_protocol_version,
                "implementation": self.implementation,
                "implementation_version": self.implementation_version,
                "language_info": self.language_info,
                "banner": self.banner,
                "help_links": self.help_links,
                "supported_features": []}

    # --- interrupts -------------------------------------------------------------------
    def pre_handler_hook(self):
        self.saved_sigint_handler = signal.signal(signal.SIGINT, self._on_sigint)

    def post_handler_hook(self):
        signal.signal(signal.SIGINT, self.saved_sigint_handler)

    def _on_sigint(self, signum, frame):
        if self._phase == "evaluate":
            self._interrupted = True
            self.interpreter.interrupt()
        elif self._phase == "render":
            raise KeyboardInterrupt
        # otherwise ignored: nothing is running that could be stopped

    # --- output (called on the evaluation thread) -------------------------------------
    def _send_stream(self, name, text):
        self.session.send(self.iopub_socket, "stream", {"name": name, "text": text},
                          parent=self._parent, ident=self._topic("stream"))

    def _on_print(self, text):
        if self._captured is not None:
            self._captured.append(text)
        elif not self._quiet:
            self._streams.write("stdout", text + "\n")

    def _on_display(self, expr):
        """Print[picture]: the picture as display_data, in order with the text around it."""
        if self._captured is not None:
            self._captured.append(str(expr))
            return
        if self._quiet:
            return
        data, metadata, errors = mime_bundle(expr, latex=False)
        for method, e in errors:
            self._internal_error("%s: %s: %s" % (method, type(e).__name__, e))
        self._streams.flush()
        self.session.send(self.iopub_socket, "display_data",
                          {"data": data, "metadata": metadata, "transient": {}},
                          parent=self._parent, ident=self._topic("display_data"))

    def _on_message(self, msg):
        if not self._quiet:
            self._streams.write("stderr", str(msg) + "\n")

    def _internal_error(self, text):
        """``General::interr`` with the Session's wording, for a failure of the kernel."""
        from mathilda.core.messages import GENERAL, Message
        self._on_message(Message("General", "interr", GENERAL["interr"].replace("`1`", text)))

    # --- execution --------------------------------------------------------------------
    async def do_execute(self, code, silent, store_history=True, user_expressions=None,
                         allow_stdin=False, *, cell_meta=None, cell_id=None):
        self._parent = self.get_parent("shell")
        self._quiet = silent
        self._interrupted = False
        try:
            reply = self._execute(code, store_history and not silent)
            if user_expressions:
                reply["user_expressions"] = self._user_expressions(user_expressions)
        except Exception as e:        # a bug of the kernel: reported, never fatal
            text = "%s: %s" % (type(e).__name__, e)
            self._internal_error(text)
            reply = {"status": "error", "ename": "General::interr", "evalue": text,
                     "traceback": []}
        finally:
            self._phase = None
            self._streams.flush()
            self._quiet = False
        reply["execution_count"] = self.execution_count
        return reply

    def _execute(self, code, history):
        from mathilda.core.evaluation import AbortSignal
        from mathilda.core.expr import Expression, S
        from mathilda.frontend import classify, info_expr
        kind, payload = classify(code)
        if kind == "empty":
            return {"status": "ok", "payload": [], "user_expressions": {}}
        if kind in ("incomplete", "error"):
            return self._syntax_error(payload)
        s = self.interpreter
        exprs = [info_expr(*payload)] if kind == "info" else payload
        n = self.execution_count
        if history:
            s.line = n
            self._sources[n] = code
        result = None
        self._phase = "evaluate"
        for i, e in enumerate(exprs):
            last = i == len(exprs) - 1
            try:
                result = s.evaluate(e, history=history and last)
            except AbortSignal:
                # an asynchronous abort (interrupt, time limit) that landed just as the
                # evaluation was being wound up: the evaluation was aborted all the same
                result = S["$Aborted"]
            if s.exit_code is not None or self._interrupted:
                break
        self._phase = None
        if history:
            if len(exprs) > 1:
                s.in_history[n] = Expression(S.CompoundExpression, tuple(exprs))
            s.out_history[n] = result
            s.line = n + 1
        if s.exit_code is not None:
            return self._quit()
        self._streams.flush()
        if not self._quiet:
            self._show(result, n)
        if self._interrupted:
            return {"status": "error", "ename": "$Aborted",
                    "evalue": "the evaluation was interrupted", "traceback": []}
        return {"status": "ok", "payload": [], "user_expressions": {}}

    def _show(self, result, n):
        """Send ``result`` as the execute_result of line ``n`` (nothing for Null)."""
        from mathilda.core.expr import NULL
        if result is NULL:
            return
        self._phase = "render"
        try:
            # the text and TeX of what the session shows (its Format values applied)
            # the text as the REPL prints it (within the session: Dynamic[x] shows x's
            # value), the rest from what the session shows (format values, rich displays)
            text = self.interpreter.format(result)
            data, metadata, errors = mime_bundle(self.interpreter.displayed(result),
                                                 text=text)
        except KeyboardInterrupt:         # interrupted outside a picture's drawing
            data, metadata, errors = {"text/plain": str(result)}, {}, []
        finally:
            self._phase = None
        for method, e in errors:
            self._internal_error("%s: %s: %s" % (method, type(e).__name__, e))
        self._streams.flush()
        self.session.send(self.iopub_socket, "execute_result",
                          {"execution_count": n, "data": data, "metadata": metadata},
                          parent=self._parent, ident=self._topic("execute_result"))

    def _syntax_error(self, err):
        from mathilda.frontend import syntax_error_text
        text = syntax_error_text(err)
        if not self._quiet:
            self._streams.write("stderr", text + "\n")
        tag = getattr(err, "tag", None) or "sntx"
        return {"status": "error", "ename": "Syntax::%s" % tag,
                "evalue": getattr(err, "message", str(err)), "traceback": []}

    def _quit(self):
        """Exit[] / Quit[]: a fresh Session; a console is asked to leave."""
        self._new_interpreter()
        return {"status": "ok", "user_expressions": {},
                "payload": [{"source": "ask_exit", "keepkernel": False}]}

    def _user_expressions(self, expressions):
        out = {}
        quiet, self._quiet = self._quiet, True
        try:
            for name, text in expressions.items():
                r = self.interpreter.evaluate(text, history=False)
                data, metadata, _ = mime_bundle(r, latex=False)
                out[name] = {"status": "ok", "data": data, "metadata": metadata}
        finally:
            self._quiet = quiet
        return out

    # --- completion, inspection, is_complete --------------------------------------------
    async def do_complete(self, code, cursor_pos):
        from mathilda.frontend import complete
        if cursor_pos is None:
            cursor_pos = len(code)
        start, end, names = complete(self.interpreter, code, cursor_pos)
        return {"status": "ok", "matches": names, "cursor_start": start,
                "cursor_end": end, "metadata": {}}

    async def do_inspect(self, code, cursor_pos, detail_level=0, omit_sections=()):
        from mathilda.frontend import info_expr, symbol_at
        found = symbol_at(code, len(code) if cursor_pos is None else cursor_pos)
        if found is None:
            return {"status": "ok", "found": False, "data": {}, "metadata": {}}
        s = self.interpreter
        self._captured = []
        quiet, self._quiet = self._quiet, True
        try:
            s.evaluate(info_expr(found[2], detail_level > 0), history=False)
            text = "\n".join(self._captured)
            missing = any(m.tag == "notfound" for m in s.messages)
        finally:
            self._captured = None
            self._quiet = quiet
        if missing or not text:
            return {"status": "ok", "found": False, "data": {}, "metadata": {}}
        return {"status": "ok", "found": True, "data": {"text/plain": text},
                "metadata": {}}

    async def do_is_complete(self, code):
        from mathilda.frontend import classify
        kind, _ = classify(code)
        if kind == "incomplete":
            return {"status": "incomplete", "indent": ""}
        if kind == "error":
            return {"status": "invalid"}
        return {"status": "complete"}

    # --- history, shutdown ----------------------------------------------------------------
    async def do_history(self, hist_access_type, output, raw, session=None, start=None,
                         stop=None, n=None, pattern=None, unique=False):
        items = sorted(self._sources.items())
        if hist_access_type == "tail" and n:
            items = items[-n:]
        elif hist_access_type == "range":
            lo = start or 0
            hi = stop if stop is not None else float("inf")
            items = [(k, v) for k, v in items if lo <= k < hi]
        elif hist_access_type == "search" and pattern:
            import fnmatch
            items = [(k, v) for k, v in items if fnmatch.fnmatch(v, pattern)]
            if unique:
                seen, kept = set(), []
                for k, v in reversed(items):
                    if v not in seen:
                        seen.add(v)
                        kept.append((k, v))
                items = kept[::-1]
            if n:
                items = items[-n:]
        out = self.interpreter.out_history
        history = []
        for k, v in items:
            history.append((0, k, (v, str(out[k]) if k in out else None) if output else v))
        return {"status": "ok", "history": history}

    async def do_shutdown(self, restart):
        if restart:
            self._sources = {}
            self._new_interpreter()
        else:
            # ipykernel flushes sys.stdout/stderr on the control thread after this reply,
            # through the IOPub thread that the application is stopping at the same moment:
            # the flush's zmq send could then block for ever and the kernel never exit (seen
            # in CI).  Nothing is forwarded after a shutdown: write to the real streams.
            if sys.__stdout__ is not None and sys.__stderr__ is not None:
                sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
            # The idle status ipykernel publishes after the reply goes through the same
            # stopping IOPub thread and can block the same way (the stack in CI: the control
            # thread in _publish_status_and_flush, the main thread joining in close).  The
            # process is ending: if the orderly exit has not happened in a few seconds, end it.
            import os
            import threading
            t = threading.Timer(SHUTDOWN_GRACE, os._exit, (0,))
            t.daemon = True
            t.start()
        return {"status": "ok", "restart": restart}
