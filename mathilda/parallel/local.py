"""Local kernels: worker processes on this machine, one Session each.

Start method.  The master evaluates on a big-stack thread while its main thread waits and
the limits' watchdog thread sleeps: ``fork`` from such a process copies locks other threads
may hold (the watchdog's, the import lock's users, NumPy's) into a child that has none of
those threads, and Python 3.12 warns about it.  ``spawn`` is safe but every kernel pays a
fresh interpreter and the import of Mathilda.  ``forkserver`` (the default here) spawns one
clean single-threaded server that imports Mathilda (and NumPy) once, then forks each kernel
from it: safe, and a kernel starts in milliseconds after the first.  ``bench/parallel.py``
measures the three (``MATHILDA_PARALLEL_START`` chooses another one).

One I/O thread per backend moves bytes between the pipes and the pool's inbox, and writes
what the pool queued: the master's evaluation thread, where asynchronous aborts land, never
reads or writes a pipe itself, so no frame is ever cut in half.
"""

import os
import signal
import threading
from queue import Empty, SimpleQueue

START_METHOD_ENV = "MATHILDA_PARALLEL_START"

# what the fork server imports once, before it forks kernels
PRELOAD = ["mathilda.parallel._preload"]


def start_method():
    """The start method of kernel processes: MATHILDA_PARALLEL_START if it names one this
    platform has, else forkserver where there is one (not on Windows), else spawn."""
    import multiprocessing
    have = multiprocessing.get_all_start_methods()
    method = os.environ.get(START_METHOD_ENV, "forkserver")
    if method in have:
        return method
    return "forkserver" if "forkserver" in have else "spawn"


_main_lock = threading.Lock()


class _without_main:
    """While a kernel process starts: multiprocessing would have the child (spawn,
    forkserver) import the parent's main module again (a user's script, bench/*.py,
    pytest), which a kernel never needs: its target lives in this module.  The
    preparation data are taken without it."""

    def __enter__(self):
        from multiprocessing import spawn
        _main_lock.acquire()
        self.spawn = spawn
        self.orig = orig = spawn.get_preparation_data

        def preparation_data(name):
            d = orig(name)
            d.pop("init_main_from_path", None)
            d.pop("init_main_from_name", None)
            return d
        spawn.get_preparation_data = preparation_data

    def __exit__(self, *exc):
        self.spawn.get_preparation_data = self.orig
        _main_lock.release()


class PipeChannel:
    def __init__(self, conn):
        self.conn = conn

    def recv(self):
        return self.conn.recv_bytes()

    def send(self, data):
        self.conn.send_bytes(data)


def kernel_main(conn, kernel_id, sandbox):
    """The body of a worker process."""
    # Ctrl+C reaches the whole process group: the master handles it and sends ABORT
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from mathilda.parallel.kernel import KernelServer
    try:
        KernelServer(PipeChannel(conn), kernel_id, sandbox).serve()
    finally:
        # the master is gone or asked us to quit: do not wait for the evaluation thread
        os._exit(0)


class ConnectionIO:
    """Carries frames between kernels' connections and ``inbox``, which gets
    ``(kernel, bytes)`` for each frame and ``(kernel, None)`` when a kernel's connection
    broke or its process ended.  A kernel's ``handle`` is ``(process or None,
    connection)``; ``register`` adds one."""

    name = "connections"

    def __init__(self, inbox):
        self.inbox = inbox
        self.outq = SimpleQueue()
        self.wake_r, self.wake_w = os.pipe()
        self.lock = threading.Lock()
        self.conns = {}              # Connection -> kernel
        self.sentinels = {}          # process sentinel fd -> kernel
        self.backlog = {}            # kernel -> frames sent before it connected
        self.stopping = False
        self.thread = threading.Thread(target=self._loop, daemon=True,
                                       name="mathilda-parallel-io")
        self.thread.start()

    def register(self, kernel, conn, process=None):
        kernel.handle = (process, conn)
        with self.lock:
            self.conns[conn] = kernel
            if process is not None:
                self.sentinels[process.sentinel] = kernel
        self._wake()

    def send(self, kernel, data):
        self.outq.put((kernel, data))
        self._wake()

    def stop(self):
        self.stopping = True
        self._wake()

    # --- the I/O thread -------------------------------------------------------------------------
    def _wake(self):
        fd = self.wake_w
        if fd is None:            # stopped
            return
        try:
            os.write(fd, b"\0")
        except OSError:           # pragma: no cover - pipe full: the thread is awake anyway
            pass

    def _dead(self, kernel):
        with self.lock:
            p, conn = kernel.handle
            if self.conns.pop(conn, None) is None:
                return
            if p is not None:
                self.sentinels.pop(p.sentinel, None)
        try:
            conn.close()
        except OSError:           # pragma: no cover
            pass
        self.inbox.put((kernel, None))

    def _read(self, conn, kernel):
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            self._dead(kernel)
            return False
        self.inbox.put((kernel, data))
        return True

    def _flush(self):
        for kernel in [k for k in self.backlog if k.handle is not None or not k.alive]:
            for data in self.backlog.pop(kernel):
                self._write(kernel, data)
        while True:
            try:
                kernel, data = self.outq.get_nowait()
            except Empty:
                return
            if kernel.handle is None:
                if kernel.alive:         # not connected yet (a Dask kernel being placed)
                    self.backlog.setdefault(kernel, []).append(data)
                continue
            self._write(kernel, data)

    def _write(self, kernel, data):
        conn = kernel.handle[1] if kernel.handle else None
        if conn is None or conn not in self.conns:
            return
        try:
            conn.send_bytes(data)
        except (OSError, ValueError):
            self._dead(kernel)

    def _loop(self):
        from multiprocessing.connection import wait
        while not self.stopping:
            with self.lock:
                objs = list(self.conns) + list(self.sentinels) + [self.wake_r]
            try:
                ready = wait(objs, timeout=1.0)
            except OSError:           # a connection closed under us: look again
                continue
            for o in ready:
                if o == self.wake_r:
                    try:
                        os.read(self.wake_r, 4096)
                    except OSError:   # pragma: no cover
                        pass
                    self._flush()
                elif o in self.conns:
                    self._read(o, self.conns[o])
                elif o in self.sentinels:
                    kernel = self.sentinels[o]
                    conn = kernel.handle[1]
                    # what the process wrote before it ended comes first
                    try:
                        while conn.poll(0) and self._read(conn, kernel):
                            pass
                    except (OSError, EOFError, ValueError):
                        pass
                    self._dead(kernel)
            self._flush()
        with self.lock:
            conns, self.conns = list(self.conns), {}
            self.sentinels = {}
        for c in conns:
            c.close()
        fds, self.wake_w = (self.wake_r, self.wake_w), None
        for fd in fds:
            try:
                os.close(fd)
            except OSError:       # pragma: no cover
                pass


class LocalBackend(ConnectionIO):
    """Starts worker processes on this machine (see the module's docstring)."""

    name = "local"

    def __init__(self, inbox, method=None):
        import multiprocessing
        self.method = method or start_method()
        self.ctx = multiprocessing.get_context(self.method)
        if self.method == "forkserver":
            self.ctx.set_forkserver_preload(PRELOAD)
        super().__init__(inbox)

    # --- used by the pool (on the master's evaluation thread) --------------------------------
    def start(self, kernel, sandbox):
        """Start a worker process for ``kernel`` on a starter thread: the first start
        launches the fork server (seconds on a loaded machine), and the master must stay
        abortable meanwhile.  Frames sent to the kernel before its process runs wait."""
        threading.Thread(target=self._start, args=(kernel, sandbox), daemon=True,
                         name="mathilda-kernel-start").start()

    def _start(self, kernel, sandbox):
        try:
            parent, child = self.ctx.Pipe(duplex=True)
            p = self.ctx.Process(target=kernel_main, args=(child, kernel.id, sandbox),
                                 daemon=True, name="mathilda-kernel-%d" % kernel.id)
            with _without_main():
                p.start()
            child.close()
        except Exception as e:
            kernel.start_error = "%s: %s" % (type(e).__name__, e)
            self.inbox.put((kernel, None))
            return
        kernel.pid = p.pid
        if kernel.closing:             # closed while it was starting
            p.kill()
            parent.close()
            return
        self.register(kernel, parent, p)

    def kill(self, kernel):
        p = kernel.handle[0] if kernel.handle else None
        if p is not None and p.is_alive():
            try:
                p.kill()
            except OSError:       # pragma: no cover - already gone
                pass

    def alive(self, kernel):
        p = kernel.handle[0] if kernel.handle else None
        return p is not None and p.is_alive()

    def shutdown(self, kernels, timeout=1.0):
        """Ask ``kernels`` to quit, wait up to ``timeout`` seconds, kill the rest."""
        import time
        from mathilda.parallel import protocol as P
        for k in kernels:
            self.send(k, P.pack(P.QUIT))
        end = time.monotonic() + timeout
        for k in kernels:
            p = k.handle[0] if k.handle else None
            if p is None:              # still starting: _start kills it
                continue
            p.join(max(0.0, end - time.monotonic()))
            if p.is_alive():
                self.kill(k)
                p.join(0.5)
