"""The Jupyter kernel: start-up and the cost of a cell.

    python bench/kernel.py [--quick]
    python bench/kernel.py --rows [--quick]

Start-up: the wall-clock time from jupyter_client's ``KernelManager.start_kernel()`` to the
``execute_result`` of the first cell ``1 + 1`` (split into "ready", when kernel_info is
answered, and the first result), median of several kernels; compared with IPython's own
kernel (``python3``, the ipykernel every Jupyter has) doing the same, and with ``mathilda -c
1`` (the command line's cold start).

Per cell: the round trip of a cell through the kernel (execute_request sent until its reply
and the kernel's idle status are received) against ``Session.evaluate`` of the same input in
this process, run alternately, median of many; the difference is what the kernel adds (the
protocol, the sockets, the streams, the MIME bundle).  Cases: ``1 + 1``, a result of 10^4
characters (``Range[2000]``), and a cell printing 100 lines; and, for scale, the round trip
of ``1 + 1`` through IPython's kernel.

The kernelspec is installed into a temporary Jupyter path; bytecode is cached outside the
tree (as an installed package has it compiled).
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

ROOT = _common.ROOT
CELLS = [("1 + 1", "2"), ("Range[2000]", None),
         ('Do[Print["line ", i], {i, 100}]', None)]


def environment(tmp):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "mathilda-pycache")
    prefix = os.path.join(tmp, "prefix")
    subprocess.run([sys.executable, "-m", "mathilda", "--install-kernel", "--prefix",
                    prefix], check=True, env=env, capture_output=True)
    env.update(JUPYTER_PATH=os.path.join(prefix, "share", "jupyter"),
               JUPYTER_RUNTIME_DIR=os.path.join(tmp, "runtime"),
               JUPYTER_DATA_DIR=os.path.join(tmp, "data"))
    return env


class Client:
    def __init__(self, name):
        from jupyter_client.manager import KernelManager
        t0 = time.perf_counter()
        self.km = KernelManager(kernel_name=name)
        self.km.start_kernel()
        self.kc = self.km.client()
        self.kc.start_channels()
        self.kc.wait_for_ready(timeout=120)
        self.ready = time.perf_counter() - t0
        self.first = self.run("1 + 1", first_result=True) and time.perf_counter() - t0

    def run(self, code, first_result=False):
        """Execute ``code``; the text/plain of its result (None if none) once the reply
        and the idle status are in (or, with first_result, as soon as the result is)."""
        kc = self.kc
        msg_id = kc.execute(code)
        result = None
        idle = replied = False
        while not (idle and replied):
            if not idle:
                m = kc.get_iopub_msg(timeout=60)
                if m["parent_header"].get("msg_id") == msg_id:
                    if m["msg_type"] == "execute_result":
                        result = m["content"]["data"]["text/plain"]
                        if first_result:
                            return result
                    elif m["msg_type"] == "status" and \
                            m["content"]["execution_state"] == "idle":
                        idle = True
            else:
                m = kc.get_shell_msg(timeout=60)
                replied = m["parent_header"].get("msg_id") == msg_id
        return result

    def close(self):
        self.kc.stop_channels()
        self.km.shutdown_kernel(now=True)


def start_up(name, runs):
    ready, first = [], []
    for _ in range(runs):
        c = Client(name)
        ready.append(c.ready)
        first.append(c.first)
        c.close()
    return statistics.median(ready), statistics.median(first)


def cli_start(env, runs):
    cmd = [sys.executable, "-m", "mathilda", "-c", "1"]
    subprocess.run(cmd, env=env, capture_output=True)
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, env=env, capture_output=True)
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def per_cell(repeat):
    """[(code, kernel round trip, Session.evaluate)] and the IPython kernel's round trip of
    ``1 + 1`` (the floor the protocol and ipykernel set), all medians."""
    from mathilda.session import Session
    s = Session(output=lambda text: None)
    c = Client("mathilda")
    py = Client("python3")
    rows = []
    try:
        for code, expected in CELLS:
            got = c.run(code)
            if expected is not None:
                assert got == expected, (code, got)
            kernel_t, session_t = _common.pair_timings(lambda: c.run(code),
                                                       lambda: s.evaluate(code), repeat)
            rows.append((code, statistics.median(kernel_t), statistics.median(session_t)))
        floor = statistics.median(_common.timings(lambda: py.run("1 + 1"), repeat))
    finally:
        c.close()
        py.close()
    return rows, floor


def main(argv=None):
    want_rows, quick, _ = _common.flags(argv)
    runs = 3 if quick else 7
    repeat = 30 if quick else 100
    with tempfile.TemporaryDirectory() as tmp:
        env = environment(tmp)
        os.environ.clear()
        os.environ.update(env)
        ready, first = start_up("mathilda", runs)
        py_ready, py_first = start_up("python3", runs)
        cli = cli_start(env, runs)
        cells, floor = per_cell(repeat)
    if want_rows:
        _common.row("kernel start to first result", first, py_first, "IPython kernel",
                    ready=ready, other_ready=py_ready, cli_start=cli, runs=runs)
        for code, k, s in cells:
            _common.row("cell %s" % code[:28], k, s, "Session.evaluate",
                        overhead=k - s, repeat=repeat)
        _common.row("IPython kernel cell 1 + 1", floor, None, repeat=repeat)
        return 0
    print("kernel start to first result (median of %d kernels):" % runs)
    print("  mathilda kernel   ready %.3f s   first result %.3f s" % (ready, first))
    print("  IPython kernel    ready %.3f s   first result %.3f s" % (py_ready, py_first))
    print("  mathilda -c 1     %.3f s" % cli)
    print("per cell (median of %d, alternating): kernel round trip vs Session.evaluate"
          % repeat)
    for code, k, s in cells:
        print("  %-34s kernel %7.2f ms   Session.evaluate %7.2f ms   overhead %6.2f ms"
              % (code, 1e3 * k, 1e3 * s, 1e3 * (k - s)))
    print("  IPython kernel, 1 + 1: round trip %.2f ms" % (1e3 * floor))
    return 0


if __name__ == "__main__":
    sys.exit(main())
