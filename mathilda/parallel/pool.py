"""The master side of parallel evaluation: a session's kernels and the loop that feeds them.

``pool_of(session)`` gives the session's ``Pool`` (made on first use).  A pool holds the
running kernels (local worker processes, Dask kernels, or both), the evaluations waiting for
a kernel, and what each kernel already holds of the master's definitions.

Evaluations (``Job``) are expressions encoded once; a job may be pinned to one kernel
(ParallelEvaluate) or go to the first free one.  Each kernel runs one job at a time.
``run(ev, jobs)`` feeds the kernels and handles what they send until the jobs are done,
on the master's evaluation thread:

* Print lines and messages are shown as they arrive, tagged ``(kernel n)``, as the Wolfram
  Language shows output of its subkernels; messages go through the master's Off, Quiet and
  Check;
* SendBack calls (shared variables and functions) are evaluated on the master and answered;
* an abort (Ctrl+C, TimeConstrained, ``Session.evaluate(timeout=)``) is noticed within
  POLL seconds: every running job is sent ABORT, the waiting ones are dropped, and the abort
  goes on unwinding the master at once.  A kernel stays busy until it reports that its job
  stopped (it is then reused as it is, definitions included); one that has not stopped
  within ABORT_GRACE seconds is killed and replaced;
* a kernel whose process dies is replaced by a new one with the same id, and its job is
  run again once (``KernelObject::rdead`` and ``Parallel`Developer`QueueRun::req``); a job
  whose kernel dies a second time gives ``$Failed``.

Definitions travel with the jobs: before a job is sent to a kernel, the packets of the
symbols it depends on that the kernel does not hold in the same version are sent first.
"""

import atexit
import itertools
import os
import threading
import time
import weakref
from collections import deque
from queue import Empty, SimpleQueue

from mathilda.core.expr import Expression, Integer, String, S
from mathilda.core.messages import Message
from mathilda.parallel import protocol as P

POLL = 0.05              # seconds between abort checks while waiting for kernels
ABORT_GRACE = 5.0        # seconds an aborted kernel may take to stop before it is replaced
START_TIMEOUT = 60.0     # seconds LaunchKernels waits for a kernel to come up
KERNELS_ENV = "MATHILDA_KERNELS"   # default kernels: a count, or a Dask scheduler address

QUEUED, RUNNING, RECEIVED, ABORTED, FAILED = "queued", "running", "received", "aborted", \
    "failed"
FINAL = (RECEIVED, ABORTED, FAILED)
QUEUE_RUN = "Parallel`Developer`QueueRun"


class KernelMessage(Message):
    """A message relayed from a kernel: ``(kernel 1) Power::infy: ...``."""

    __slots__ = ("kernel",)

    def __init__(self, kernel, symbol, tag, text):
        super().__init__(symbol, tag, text)
        self.kernel = kernel

    def __str__(self):
        return "(kernel %d) %s" % (self.kernel, Message.__str__(self))


class Kernel:
    """One kernel as the master sees it."""

    def __init__(self, kid, name, backend):
        self.id = kid
        self.name = name              # "local", or the Dask scheduler's address
        self.backend = backend
        self.handle = None            # the backend's own (process and pipe, future, ...)
        self.pid = None
        self.host = None
        self.incarnation = None
        self.alive = True
        self.ready = False            # HELLO received
        self.start_error = None       # why it could not start (set by the backend)
        self.closing = False
        self.job = None               # the job it is running
        self.abort_sent = None        # when ABORT was sent for that job
        self.pinned = deque()         # jobs only this kernel may run
        self.defs = {}                # Symbol -> packet bytes this kernel holds

    def expr(self):
        return Expression(S.KernelObject, (Integer(self.id), String(self.name)))

    def __repr__(self):
        return "<Kernel %d %s pid=%s>" % (self.id, self.name, self.pid)


class Job:
    __slots__ = ("id", "payload", "defs", "pin", "attempts", "state", "result", "kernel",
                 "expr")

    def __init__(self, jid, payload, defs, pin=None, expr=None):
        self.id = jid
        self.payload = payload        # the encoded expression
        self.defs = defs              # {Symbol: packet bytes or None}
        self.pin = pin                # a kernel id, or None: any kernel
        self.attempts = 0
        self.state = QUEUED
        self.result = None            # encoded result once RECEIVED
        self.kernel = None
        self.expr = expr              # the expression, for EvaluationObject


def processor_count():
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):      # pragma: no cover - not Linux
        return os.cpu_count() or 1


class Pool:
    """The kernels of one master session."""

    def __init__(self, sandbox=False):
        self.sandbox = sandbox
        self.kernels = []             # running kernels, in the order of Kernels[]
        self.kernel_ids = itertools.count(1)
        self.job_ids = itertools.count(1)
        self.inbox = SimpleQueue()    # (kernel, frame bytes or None: dead) from the backends
        self.queue = deque()          # jobs for any kernel
        self.jobs = {}                # id -> Job not yet collected
        self.local = None
        self.dask = {}                # scheduler address -> DaskBackend
        self.registered = set()       # symbols given to DistributeDefinitions
        self.distributed = []         # $DistributedDefinitions, in order
        self.shared = {}              # Symbol -> stub packet Expr (shared variables/functions)
        self.shared_kind = {}         # Symbol -> "variable" / "function"
        self.in_call = 0              # > 0 while evaluating a kernel's SendBack
        self.locks = {}               # CriticalSection: lock expression -> holder's $KernelID
        _POOLS.add(self)

    # --- kernels -------------------------------------------------------------------------
    def running(self):
        return [k for k in self.kernels if k.alive]

    def ensure(self, ev):
        """The running kernels, launching the default ones when there are none."""
        ks = self.running()
        if ks:
            return ks
        spec = os.environ.get(KERNELS_ENV, "").strip()
        if spec and not spec.isdigit():
            return self.launch(ev, address=spec, wait=False)
        n = int(spec) if spec.isdigit() and int(spec) > 0 else processor_count()
        return self.launch(ev, n, wait=False)

    def _backend_local(self):
        if self.local is None:
            from mathilda.parallel.local import LocalBackend
            self.local = LocalBackend(self.inbox)
        return self.local

    def _backend_dask(self, address):
        b = self.dask.get(address)
        if b is None:
            from mathilda.parallel.dask_backend import DaskBackend
            b = DaskBackend(self.inbox, address)
            self.dask[address] = b
        return b

    def launch(self, ev, count=None, address=None, wait=True):
        """Start ``count`` local kernels, or one kernel per worker of the Dask scheduler at
        ``address``; with ``wait``, until each has said HELLO.  Gives the new kernels."""
        _collect_orphans(self)
        new = []
        if address is not None:
            backend = self._backend_dask(address)
            for _ in range(backend.worker_count()):
                k = Kernel(next(self.kernel_ids), address, backend)
                backend.start(k, self.sandbox)
                new.append(k)
        else:
            backend = self._backend_local()
            for _ in range(count):
                k = Kernel(next(self.kernel_ids), "local", backend)
                backend.start(k, self.sandbox)
                new.append(k)
        self.kernels.extend(new)
        if wait:
            self._wait_ready(ev, new)
        return [k for k in new if k.alive]

    def _replace(self, ev, old):
        """A new kernel with the id of ``old`` (dead), in its place."""
        k = Kernel(old.id, old.name, old.backend)
        try:
            old.backend.start(k, self.sandbox)
        except Exception as e:                   # the backend is gone (scheduler down)
            ev.message("LaunchKernels", "nolaunch", str(old.expr()), str(e))
            self.kernels.remove(old)
            return None
        self.kernels[self.kernels.index(old)] = k
        return k

    def _wait_ready(self, ev, kernels, timeout=START_TIMEOUT):
        end = time.monotonic() + timeout
        try:
            while any(k.alive and not k.ready for k in kernels):
                if time.monotonic() > end:
                    for k in kernels:
                        if k.alive and not k.ready:
                            ev.message("LaunchKernels", "nolaunch", str(k.expr()),
                                       "no answer in %g seconds" % timeout)
                            self._close_kernels([k])
                    break
                self._step(ev, POLL)
                ev.check_interrupt()
        except BaseException:
            self._close_kernels([k for k in kernels if not k.ready])
            raise

    def close(self, kernels=None):
        """Close ``kernels`` (default: all); gives those closed."""
        ks = [k for k in (self.running() if kernels is None else kernels) if k.alive]
        self._close_kernels(ks)
        return ks

    def _close_kernels(self, ks):
        for k in ks:
            k.closing = True
            k.alive = False
            if k.job is not None:
                k.job.state = ABORTED
                k.job = None
            for j in k.pinned:
                j.state = ABORTED
            k.pinned.clear()
        by_backend = {}
        for k in ks:
            by_backend.setdefault(k.backend, []).append(k)
        for backend, group in by_backend.items():
            backend.shutdown(group)
        self.kernels = [k for k in self.kernels if k.alive]
        # a Dask client without kernels is let go (LaunchKernels connects again)
        for address, backend in list(self.dask.items()):
            if not any(k.backend is backend for k in self.kernels):
                backend.stop()
                del self.dask[address]

    def shutdown(self):
        """Close every kernel and stop the backends (at exit, or when the session goes)."""
        try:
            self.close()
        finally:
            if self.local is not None:
                self.local.stop()
            for b in self.dask.values():
                b.stop()
            _POOLS.discard(self)

    # --- jobs ------------------------------------------------------------------------------
    def job(self, payload, defs, pin=None, expr=None):
        """Queue an evaluation of the encoded expression ``payload``."""
        j = Job(next(self.job_ids), payload, defs, pin, expr)
        self.jobs[j.id] = j
        if pin is None:
            self.queue.append(j)
        else:
            for k in self.kernels:
                if k.alive and k.id == pin:
                    k.pinned.append(j)
                    break
            else:
                j.state = FAILED
        return j

    def run(self, ev, jobs):
        """Run ``jobs`` to their end; their results decoded (``$Failed`` for failed ones).
        An abort stops them all and is raised again."""
        from mathilda.algorithms.parallel.codec import decode
        self.pump(ev, jobs)
        out = []
        for j in jobs:
            self.jobs.pop(j.id, None)
            out.append(decode(j.result) if j.state == RECEIVED else S["$Failed"])
        return out

    def pump(self, ev, jobs, any_=False):
        """Feed the kernels and handle what they send until all of ``jobs`` (with
        ``any_``: one of them) are done; gives the done ones."""
        try:
            while True:
                self._schedule(ev)
                if not self.running():         # no kernel left (none could start)
                    for j in jobs:
                        if j.state not in FINAL:
                            j.state = FAILED
                done = [j for j in jobs if j.state in FINAL]
                if done and (any_ or len(done) == len(jobs)):
                    return done
                if not jobs:
                    return []
                self._step(ev, POLL)
                ev.check_interrupt()
        except BaseException:
            self.abort_all()
            raise

    def abort_all(self):
        """Stop every running job (ABORT) and drop the waiting ones; returns at once (the
        kernels stay busy until they report)."""
        self.abort_jobs(None)

    def abort_jobs(self, jobs):
        """Stop ``jobs`` (None: all of them): ABORT to the kernels running them, the
        waiting ones dropped; returns at once."""
        now = time.monotonic()
        chosen = None if jobs is None else {j.id for j in jobs}

        def hit(j):
            return chosen is None or j.id in chosen
        for k in self.kernels:
            j = k.job
            if k.alive and j is not None and k.abort_sent is None and hit(j):
                j.state = ABORTED
                k.abort_sent = now
                k.backend.send(k, P.pack(P.ABORT, j.id))
            kept = deque()
            for p in k.pinned:
                if hit(p):
                    p.state = ABORTED
                    self.jobs.pop(p.id, None)
                else:
                    kept.append(p)
            k.pinned = kept
        kept = deque()
        for j in self.queue:
            if hit(j):
                j.state = ABORTED
                self.jobs.pop(j.id, None)
            else:
                kept.append(j)
        self.queue = kept

    def abort_and_settle(self, ev):
        """AbortKernels: abort every job and wait until each kernel has stopped (one that
        does not within ABORT_GRACE seconds is killed and replaced).  The submitted
        evaluations (ParallelSubmit) not finished stay, aborted: WaitAll gives $Aborted."""
        submitted = [j for j in self.jobs.values()
                     if j.expr is not None and j.state in (QUEUED, RUNNING)]
        self.abort_all()
        while any(k.alive and k.job is not None for k in self.kernels):
            self._schedule(ev)            # replaces the kernels that do not stop
            self._step(ev, POLL)
            ev.check_interrupt()
        for j in submitted:
            j.state = ABORTED
            self.jobs[j.id] = j

    def queue_run(self, ev):
        """Send what can be sent and handle what arrived, without waiting; True if anything
        was sent or received."""
        return bool(self._schedule(ev) + self._step(ev, None))

    def _schedule(self, ev):
        """Send waiting jobs to free kernels; gives how many were sent."""
        sent = 0
        now = time.monotonic()
        # a kernel still starting gets work only while none has started (a replacement
        # waiting for a Dask worker must not hold up the items)
        any_ready = any(k.ready for k in self.kernels if k.alive)
        for k in list(self.kernels):
            if not k.alive or (any_ready and not k.ready and k.job is None):
                continue
            if k.job is not None:
                if k.abort_sent is not None and now - k.abort_sent > ABORT_GRACE:
                    self._stuck(ev, k)
                continue
            job = None
            while k.pinned:
                j = k.pinned.popleft()
                if j.state == QUEUED:
                    job = j
                    break
            while job is None and self.queue:
                j = self.queue.popleft()
                if j.state == QUEUED:
                    job = j
            if job is None:
                continue
            self._sync(k, job.defs)
            k.job = job
            job.kernel = k
            job.state = RUNNING
            k.backend.send(k, P.pack(P.TASK, job.id, job.payload))
            sent += 1
        return sent

    def _stuck(self, ev, k):
        """A kernel that did not stop an aborted job: kill it and start another."""
        k.closing = True
        k.alive = False
        job, k.job = k.job, None
        if job is not None:
            self.jobs.pop(job.id, None)
        k.backend.kill(k)
        new = self._replace(ev, k)
        if new is not None:
            new.pinned.extend(k.pinned)
        k.pinned.clear()

    # --- CriticalSection's locks ---------------------------------------------------------------
    def acquire_locks(self, ev, locks, holder):
        """Take all of ``locks`` (lock expressions) for ``holder`` (a $KernelID) if none is
        held and none has a value on the master: the holder's id is written into each, as
        in the Wolfram Language.  True when taken."""
        for lock in locks:
            if lock in self.locks or ev.evaluate(lock) != lock:
                return False
        for lock in locks:
            ev.evaluate(Expression(S.Set, (lock, Integer(holder))))
            self.locks[lock] = holder
        return True

    def release_locks(self, ev, locks, holder):
        """Give back those of ``locks`` (None: all) that ``holder`` holds."""
        for lock in list(self.locks if locks is None else locks):
            if self.locks.get(lock) == holder:
                del self.locks[lock]
                ev.evaluate(Expression(S.Unset, (lock,)))

    # --- definitions -------------------------------------------------------------------------
    def gather(self, ev, exprs, contexts=("Global`",)):
        """``{Symbol: packet bytes or None}`` for the definitions ``exprs`` depend on (with
        those given to DistributeDefinitions and the shared symbols' stubs)."""
        from mathilda.algorithms.parallel.codec import encode
        from mathilda.algorithms.parallel.dependencies import gather
        roots = list(exprs) + list(self.registered)
        found = gather(ev.defs, roots, contexts, self.shared) if contexts != () else \
            gather(ev.defs, list(self.registered), None, self.shared)
        out = {}
        for sym, pkt in found.items():
            out[sym] = encode(pkt) if pkt is not None else None
            if pkt is not None and sym not in self._distributed_set():
                self.distributed.append(sym)
        return out

    def _distributed_set(self):
        s = getattr(self, "_dset", None)
        if s is None or len(s) != len(self.distributed):
            s = self._dset = set(self.distributed)
        return s

    def _sync(self, k, defs):
        """Send ``k`` the packets of ``defs`` it does not hold; gives their symbols."""
        from mathilda.algorithms.parallel.codec import encode
        send = []
        syms = []
        for sym, data in defs.items():
            have = k.defs.get(sym)
            if data is None:
                if have is not None:         # it holds what we sent before: forget it
                    send.append(encode(Expression(S.List, (sym,))))
                    del k.defs[sym]
                    syms.append(sym)
            elif have != data:
                send.append(data)
                k.defs[sym] = data
                syms.append(sym)
        if send:
            k.backend.send(k, P.pack(P.DEFS, *send))
        return syms

    def distribute(self, ev, defs):
        """Send ``defs`` to every running kernel now; gives the symbols some kernel did not
        hold in this version."""
        changed = []
        seen = set()
        for k in self.running():
            for sym in self._sync(k, defs):
                if sym not in seen:
                    seen.add(sym)
                    changed.append(sym)
        return changed

    # --- what the kernels send ---------------------------------------------------------------
    def _step(self, ev, timeout):
        """Handle what the kernels sent, waiting up to ``timeout`` seconds (None: not at
        all) for the first frame; gives how many were handled."""
        try:
            item = self.inbox.get(timeout=timeout) if timeout else self.inbox.get_nowait()
        except Empty:
            return 0
        n = 0
        while True:
            self._handle(ev, *item)
            n += 1
            if n >= 10000:
                return n
            try:
                item = self.inbox.get_nowait()
            except Empty:
                return n

    def _handle(self, ev, k, data):
        if data is None:
            self._died(ev, k)
            return
        kind, f = P.unpack(data)
        if kind == P.PRINT:
            if self._live_job(f[0]):
                ev.print_line("(kernel %d) %s" % (k.id, f[1]))
        elif kind == P.MESSAGE:
            if self._live_job(f[0]):
                ev.relay(KernelMessage(k.id, f[1], f[2], f[3]))
        elif kind == P.CALL:
            self._call(ev, k, f[0], f[1], f[2])
        elif kind in (P.RESULT, P.ABORTED, P.ERROR):
            job = self.jobs.get(f[0])
            if k.job is not None and k.job.id == f[0]:    # the kernel is free again (also
                k.job = None                              # when nobody keeps the job)
                k.abort_sent = None
            if job is None:
                return
            if job.state != RUNNING:           # aborted meanwhile: nobody waits for it
                if job.state == ABORTED:
                    self.jobs.pop(job.id, None)
                return
            if kind == P.RESULT:
                job.result = f[1]
                job.state = RECEIVED
            elif kind == P.ABORTED:
                job.state = ABORTED
            else:
                ev.relay(KernelMessage(k.id, "General", "interr", "Internal error: %s."
                                       % f[1]))
                job.state = FAILED
        elif kind == P.HELLO:
            k.incarnation = f[2]
            k.pid = f[1]
            k.host = f[3]
            k.ready = True

    def _live_job(self, jid):
        if jid == 0:
            return True
        j = self.jobs.get(jid)
        return j is not None and j.state == RUNNING

    def _call(self, ev, k, jid, call, payload):
        from mathilda.algorithms.parallel.codec import decode, encode
        self.in_call += 1       # parallel constructs in here are serial: the kernel that
        try:                    # asked waits, and a nested wait for it would never end
            result = ev.evaluate(decode(payload))
        except Exception as e:     # AbortSignal passes: the master is being aborted
            from mathilda.core.evaluation import ControlFlow
            if isinstance(e, ControlFlow):
                raise
            ev.message("General", "interr", "%s: %s" % (type(e).__name__, e))
            result = S["$Failed"]
        finally:
            self.in_call -= 1
        if k.alive:
            k.backend.send(k, P.pack(P.REPLY, call, encode(result)))

    def _died(self, ev, k):
        if not k.alive or k.closing:
            k.alive = False
            return
        k.alive = False
        if not k.ready:       # it never came up: not replaced (that would fail again)
            ev.message("LaunchKernels", "nolaunch", str(k.expr()),
                       k.start_error or "it ended before it answered")
            self.kernels.remove(k)
            new = None
        else:
            ev.message("KernelObject", "rdead", str(k.expr()))
            new = self._replace(ev, k)
        self.release_locks(ev, None, k.id)      # its job runs again and takes them again
        job, k.job = k.job, None
        if job is not None and job.state == RUNNING:
            job.attempts += 1
            job.kernel = None
            if job.attempts > 1:
                job.state = FAILED
                ev.message(QUEUE_RUN, "fail", Integer(job.id))
            elif job.pin is not None and new is None:
                job.state = FAILED
            else:
                if k.ready:
                    ev.message(QUEUE_RUN, "req", Expression(S.List, (Integer(job.id),)),
                               str(k.expr()))
                job.state = QUEUED
                if job.pin is not None:
                    new.pinned.appendleft(job)
                else:
                    self.queue.appendleft(job)
        elif job is not None:
            self.jobs.pop(job.id, None)
        for j in k.pinned:
            if new is not None:
                new.pinned.append(j)
            else:
                j.state = FAILED
        k.pinned.clear()


# --- pools of sessions ------------------------------------------------------------------------

_POOLS = weakref.WeakSet()
_lock = threading.Lock()


def pool_of(session, create=True):
    """The Pool of ``session`` (None when it has none and ``create`` is false)."""
    pool = session.__dict__.get("_parallel_pool")
    if pool is None and create:
        with _lock:
            pool = session.__dict__.get("_parallel_pool")
            if pool is None:
                pool = Pool(sandbox=bool(getattr(session, "sandbox", False)))
                session._parallel_pool = pool
                # the session holds the pool; the pool never holds the session
                weakref.finalize(session, pool.shutdown)
    return pool


def _collect_orphans(current):
    """Before starting kernels: let sessions nobody refers to any more (a Session and its
    evaluation context refer to each other, so only the cyclic collector frees them) close
    their kernels, so that short-lived sessions do not leave processes behind."""
    import gc

    def orphans():
        return sum(1 for p in list(_POOLS) if p is not current and p.running())
    if not orphans():
        return
    # the young generations first: a full collection walks the whole heap (seconds in a
    # process holding a gigabyte, as a test run that makes thousands of sessions does), and a
    # short-lived session is almost always still young
    gc.collect(1)
    if orphans() > _ORPHANS_KEPT:
        gc.collect()


# running pools of other sessions tolerated before a full collection looks for dead ones
_ORPHANS_KEPT = 2


@atexit.register
def _shutdown_all():
    for p in list(_POOLS):
        try:
            p.shutdown()
        except Exception:      # pragma: no cover - at exit, nothing more to do
            pass
