"""Kernels on a Dask cluster (the optional ``distributed`` extra).

``LaunchKernels["tcp://host:8786"]`` connects a Dask client to that scheduler and starts one
kernel on each of its workers: a long-running Dask task (pinned to its worker) that holds a
Session and serves this master exactly as a local worker process does (``kernel.py``).
Dask places the kernels, runs them in its worker processes (on as many machines as the
cluster has) and restarts a worker that dies (its nanny); the kernel's frames travel on a
direct TCP connection from the task back to the master (authenticated with a random key
that travels with the task), not through the scheduler: one round trip costs what a local
pipe costs plus the network, and a worker that dies is noticed at once (its connection
breaks), then replaced on a free worker (the restarted one) by the pool.

The master listens on the address it uses to reach the scheduler (override with
``MATHILDA_PARALLEL_LISTEN=host`` or ``host:port``): the workers must be able to connect to
it, as they connect to the scheduler.  A kernel is a thread of its worker: start workers
with one thread each (``dask worker tcp://host:8786 --nthreads 1 --nworkers N``) so that
every kernel has a core and a process of its own.
"""

import os
import secrets
import socket
import threading
import time

from mathilda.parallel.local import ConnectionIO, PipeChannel

LISTEN_ENV = "MATHILDA_PARALLEL_LISTEN"
CONNECT_TIMEOUT = 20        # seconds to reach the scheduler
MONITOR = 0.25              # seconds between looks at the cluster
PLACE_WAIT = 30.0           # seconds a replacement waits for a worker without a kernel
HELLO_WAIT = 30.0           # seconds a connected kernel has to say HELLO


def dask_kernel_main(kernel_id, token, address, authkey, sandbox):
    """The body of a kernel task on a Dask worker: connect back to the master and serve."""
    from multiprocessing.connection import Client
    from mathilda.parallel.kernel import KernelServer
    try:
        from distributed import get_worker
        where = get_worker().address
    except (ImportError, ValueError):        # pragma: no cover - run outside a worker
        where = socket.gethostname()
    # the Session first (the first one in a worker process imports Mathilda: seconds on a
    # loaded machine), then the connection, so that HELLO follows the connection at once
    server = KernelServer(None, kernel_id, sandbox, incarnation=token, host=where)
    conn = Client(tuple(address), authkey=authkey)
    try:
        server.channel = PipeChannel(conn)
        server.serve()
    finally:
        conn.close()
    return kernel_id


class DaskBackend(ConnectionIO):
    """The kernels of one master on one Dask scheduler."""

    def __init__(self, inbox, address):
        import distributed
        from multiprocessing.connection import Listener
        self.address = address
        self.name = address
        self.client = distributed.Client(address, set_as_default=False,
                                         timeout=CONNECT_TIMEOUT)
        super().__init__(inbox)
        self.authkey = secrets.token_bytes(32)
        self.listener = Listener(self._listen_address(), authkey=self.authkey, backlog=64)
        self.tokens = {}             # token -> kernel (submitted, not yet connected)
        self.futures = {}            # kernel -> its task's future
        self.placed = {}             # kernel -> worker address
        self.pending = []            # (kernel, sandbox, since): waiting for a free worker
        self.plock = threading.Lock()
        threading.Thread(target=self._accept_loop, daemon=True,
                         name="mathilda-dask-accept").start()
        threading.Thread(target=self._monitor_loop, daemon=True,
                         name="mathilda-dask-monitor").start()

    def _listen_address(self):
        spec = os.environ.get(LISTEN_ENV, "").strip()
        if spec:
            host, _, port = spec.partition(":")
            return host, int(port or 0)
        rest = self.address.split("://", 1)[-1]
        host, _, port = rest.rpartition(":")
        host = host.strip("[]") or "127.0.0.1"
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((host, int(port or 8786)))
                return s.getsockname()[0], 0
        except OSError:
            return "127.0.0.1", 0

    # --- used by the pool ---------------------------------------------------------------------
    def workers(self):
        return list(self.client.scheduler_info()["workers"])

    def worker_count(self):
        return len(self.workers())

    def start(self, kernel, sandbox):
        with self.plock:
            self.pending.append((kernel, sandbox, time.monotonic()))
        self._place()

    def kill(self, kernel):
        """A kernel that does not stop: restart its worker (the nanny starts a new one)."""
        addr = self.placed.get(kernel)
        fut = self.futures.get(kernel)
        try:
            if addr is not None:
                self.client.restart_workers([addr])
        except Exception:
            if fut is not None:
                fut.cancel()

    def shutdown(self, kernels, timeout=1.0):
        from mathilda.parallel import protocol as P
        for k in kernels:
            self.send(k, P.pack(P.QUIT))
        with self.plock:
            self.pending = [p for p in self.pending if p[0] not in kernels]
        end = time.monotonic() + timeout
        for k in kernels:
            fut = self.futures.pop(k, None)
            self.placed.pop(k, None)
            if fut is None:
                continue
            try:
                fut.result(timeout=max(0.05, end - time.monotonic()))
            except Exception:
                fut.cancel()

    def stop(self):
        super().stop()
        try:
            self.listener.close()
        except OSError:        # pragma: no cover
            pass
        try:
            self.client.close()
        except Exception:      # pragma: no cover
            pass

    # --- placing kernels on workers -------------------------------------------------------------
    def _place(self):
        """Submit the pending kernels that have a worker without a kernel of ours (or, after
        PLACE_WAIT seconds, the least busy worker)."""
        with self.plock:
            if not self.pending:
                return
            try:
                workers = self.workers()
            except Exception:
                return
            busy = {}
            for k, w in self.placed.items():
                if k.alive and w in workers:
                    busy[w] = busy.get(w, 0) + 1
            still = []
            now = time.monotonic()
            for kernel, sandbox, since in self.pending:
                if kernel.closing:
                    continue
                free = [w for w in workers if not busy.get(w)]
                if not free and workers and now - since > PLACE_WAIT:
                    free = sorted(workers, key=lambda w: busy.get(w, 0))
                if not free:
                    still.append((kernel, sandbox, since))
                    continue
                w = free[0]
                busy[w] = busy.get(w, 0) + 1
                self._submit(kernel, sandbox, w)
            self.pending = still

    def _submit(self, kernel, sandbox, worker):
        token = secrets.token_hex(16)
        self.tokens[token] = kernel
        self.placed[kernel] = worker
        kernel.host = worker
        self.futures[kernel] = self.client.submit(
            dask_kernel_main, kernel.id, token, self.listener.address, self.authkey,
            sandbox, key="mathilda-kernel-%d-%s" % (kernel.id, token), pure=False,
            workers=[worker], allow_other_workers=False, retries=0)

    def _accept_loop(self):
        from mathilda.parallel import protocol as P
        while not self.stopping:
            try:
                conn = self.listener.accept()
            except OSError:
                if self.stopping:
                    return
                continue
            except Exception:          # a connection that failed to authenticate
                continue
            try:
                if not conn.poll(HELLO_WAIT):
                    conn.close()
                    continue
                data = conn.recv_bytes()
                kind, f = P.unpack(data)
                kernel = self.tokens.pop(f[2], None) if kind == P.HELLO else None
            except (OSError, EOFError, ValueError, IndexError):
                conn.close()
                continue
            if kernel is None or kernel.closing or not kernel.alive:
                conn.close()
                continue
            self.register(kernel, conn)
            self.inbox.put((kernel, data))

    def _monitor_loop(self):
        while not self.stopping:
            time.sleep(MONITOR)
            try:
                self._place()
                for kernel, fut in list(self.futures.items()):
                    if kernel.handle is None and fut.status in ("error", "cancelled",
                                                                "lost", "finished"):
                        # the task ended before it connected
                        self.futures.pop(kernel, None)
                        if not kernel.closing:
                            kernel.start_error = _error_text(fut)
                            self.inbox.put((kernel, None))
            except Exception:          # the scheduler went away: the connections tell
                continue


def _error_text(fut):
    try:
        e = fut.exception(timeout=1)
    except Exception as x:             # pragma: no cover
        e = x
    text = "%s: %s" % (type(e).__name__, e) if e is not None else fut.status
    return " ".join(text.split())
