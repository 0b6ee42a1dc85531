"""A parallel kernel: a Session serving a master over a channel (the worker side).

``serve(channel, kernel_id, sandbox)`` runs until the master sends QUIT or the channel
closes.  A channel has ``recv() -> bytes`` (raising EOFError once closed) and
``send(bytes)``; the local backend gives a pipe to a worker process, the Dask backend a pair
of Dask queues.  Three threads:

* the calling thread reads the channel: tasks and definitions go to the evaluation thread in
  order; ABORT interrupts the running task (again every ABORT_REPEAT seconds until it
  stops, so that an abort arriving just before the evaluation armed its limits is not
  lost); REPLY answers a pending SendBack;
* the evaluation thread (a big-stack thread, see runtime/deep.py) installs definitions and
  evaluates tasks with ``Session.evaluate``: Print lines and messages go to the master as
  they happen, tagged with the task, and the result goes back encoded;
* the sender thread writes what the other two queued, so that an asynchronous abort landing
  in the evaluation thread can never cut a frame in half.
"""

import itertools
import os
import socket
import threading
import uuid
from queue import Empty, SimpleQueue

from mathilda.parallel import protocol as P

ABORT_REPEAT = 0.1      # seconds between repeated interrupts of a task being aborted
REPLY_POLL = 0.05       # seconds between abort checks while waiting for a SendBack reply


class KernelServer:
    """The worker side of one kernel."""

    def __init__(self, channel, kernel_id, sandbox=False, incarnation=None, host=None):
        from mathilda.session import Session
        self.channel = channel
        self.kernel_id = kernel_id
        self.outbox = SimpleQueue()
        self.work = SimpleQueue()
        self.replies = SimpleQueue()
        self.current = None          # the job being evaluated
        self.aborting = None         # the job the master asked to abort
        self.calls = itertools.count(1)
        self.incarnation = incarnation or uuid.uuid4().hex
        self.host = host or socket.gethostname()
        self.session = Session(sandbox=sandbox, output=self._print,
                               message_sink=self._message)
        self.session.kernel_id = kernel_id
        self.session.parallel_server = self

    # --- the evaluation thread's side ------------------------------------------------------
    def _send(self, kind, *fields):
        self.outbox.put(P.pack(kind, *fields))

    def _print(self, text):
        self._send(P.PRINT, self.current or 0, text)

    def _message(self, msg):
        self._send(P.MESSAGE, self.current or 0, msg.symbol, msg.tag, msg.text)

    def send_back(self, ev, expr):
        """Evaluate ``expr`` on the master (shared variables and functions) and give its
        result; an abort of the task stops the wait."""
        from mathilda.algorithms.parallel.codec import decode, encode
        call = next(self.calls)
        while True:                     # replies of calls abandoned by an abort
            try:
                self.replies.get_nowait()
            except Empty:
                break
        self._send(P.CALL, self.current or 0, call, encode(expr))
        while True:
            try:
                got, data = self.replies.get(timeout=REPLY_POLL)
            except Empty:
                ev.check_interrupt()
                continue
            if got == call:
                return decode(data)

    def send_back_nowait(self, expr):
        """Have ``expr`` evaluated on the master without waiting for its result (a release
        that must happen even while the task is being aborted)."""
        from mathilda.algorithms.parallel.codec import encode
        self._send(P.CALL, self.current or 0, next(self.calls), encode(expr))

    def _evaluate_loop(self):
        from mathilda.algorithms.parallel.codec import decode, encode
        from mathilda.algorithms.parallel.dependencies import install
        from mathilda.core.expr import S
        session = self.session
        while True:
            item = self.work.get()
            if item is None:
                return
            kind, fields = item
            try:
                if kind == P.DEFS:
                    for data in fields:
                        install(session.defs, decode(data))
                    continue
                job, data = fields
                if self.aborting == job:
                    self._send(P.ABORTED, job)
                    continue
                self.current = job
                try:
                    result = session.evaluate(decode(data), history=False)
                finally:
                    self.current = None
                if self.aborting == job:
                    self._send(P.ABORTED, job)
                    continue
                try:
                    payload = encode(result)
                except Exception as e:           # pragma: no cover - every Expr encodes
                    session.ev.message("General", "interr", "result not sendable: %s" % e)
                    payload = encode(S["$Failed"])
                self._send(P.RESULT, job, payload)
            except BaseException as e:           # never let the thread die
                job = fields[0] if kind == P.TASK and fields else 0
                self._send(P.ERROR, job, "%s: %s" % (type(e).__name__, e))

    # --- the reading thread's side ----------------------------------------------------------
    def _abort(self, job):
        self.aborting = job
        session = self.session
        stop = threading.Event()

        def repeat():
            while self.current == job and self.aborting == job:
                session.interrupt()
                if stop.wait(ABORT_REPEAT):
                    return
        if self.current == job:
            threading.Thread(target=repeat, daemon=True,
                             name="mathilda-kernel-abort").start()

    def _sender(self):
        while True:
            data = self.outbox.get()
            if data is None:
                return
            try:
                self.channel.send(data)
            except (OSError, EOFError, ValueError):
                return

    def serve(self):
        """Serve the master until QUIT or the end of the channel."""
        from mathilda.runtime.deep import run_deep
        sender = threading.Thread(target=self._sender, daemon=True,
                                  name="mathilda-kernel-send")
        sender.start()
        evaluator = threading.Thread(target=run_deep, args=(self._evaluate_loop,),
                                     daemon=True, name="mathilda-kernel-eval")
        evaluator.start()
        self._send(P.HELLO, self.kernel_id, os.getpid(), self.incarnation, self.host)
        try:
            while True:
                try:
                    data = self.channel.recv()
                except (EOFError, OSError):
                    break
                kind, fields = P.unpack(data)
                if kind == P.TASK or kind == P.DEFS:
                    self.work.put((kind, fields))
                elif kind == P.ABORT:
                    self._abort(fields[0])
                elif kind == P.REPLY:
                    self.replies.put((fields[0], fields[1]))
                elif kind == P.QUIT:
                    break
        finally:
            self.work.put(None)
            self.aborting = self.current
            if self.current is not None:
                self.session.interrupt()
            self.outbox.put(None)
            sender.join(1.0)
