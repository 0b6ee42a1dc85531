"""Helpers of the kernel tests: a temporary Jupyter path with the kernelspec installed the
way a user installs it, and a client that runs cells and collects their messages."""

import contextlib
import os
import subprocess
import sys

import pytest

from support import environment


@contextlib.contextmanager
def jupyter_path(tmp):
    """Jupyter's directories inside ``tmp``, the kernelspec installed there by
    ``mathilda --install-kernel --prefix`` (the process's environment is changed while the
    block runs, as a kernel manager started inside reads it)."""
    env = environment()
    prefix = os.path.join(str(tmp), "prefix")
    p = subprocess.run([sys.executable, "-m", "mathilda", "--install-kernel", "--prefix",
                        prefix], capture_output=True, text=True, env=env, timeout=120)
    assert p.returncode == 0, p.stderr
    spec_dir = os.path.join(prefix, "share", "jupyter", "kernels", "mathilda")
    assert p.stdout.strip().endswith(spec_dir), p.stdout
    env.update(JUPYTER_PATH=os.path.join(prefix, "share", "jupyter"),
               JUPYTER_DATA_DIR=os.path.join(str(tmp), "data"),
               JUPYTER_RUNTIME_DIR=os.path.join(str(tmp), "runtime"),
               JUPYTER_CONFIG_DIR=os.path.join(str(tmp), "config"),
               JUPYTER_PLATFORM_DIRS="1",
               PYTHONFAULTHANDLER="1")      # a kernel that hangs can be made to say where
    with pytest.MonkeyPatch.context() as mp:
        for k in list(os.environ):
            if k not in env:
                mp.delenv(k)
        for k, v in env.items():
            mp.setenv(k, v)
        yield spec_dir


class Kernel:
    """A running kernel (jupyter_client's KernelManager with the installed kernelspec)
    and a blocking client."""

    def __init__(self, timeout=60):
        from jupyter_client.manager import KernelManager
        self.km = KernelManager(kernel_name="mathilda")
        self.km.start_kernel()
        self.kc = self.km.client()
        self.kc.start_channels()
        self.kc.wait_for_ready(timeout=timeout)

    def reply(self, msg_id, timeout=30):
        while True:
            m = self.kc.get_shell_msg(timeout=timeout)
            if m["parent_header"].get("msg_id") == msg_id:
                return m

    def outputs(self, msg_id, timeout=30):
        """The IOPub messages of a request, as (msg_type, content), up to its idle (status
        and execute_input left out)."""
        out = []
        while True:
            m = self.kc.get_iopub_msg(timeout=timeout)
            if m["parent_header"].get("msg_id") != msg_id:
                continue
            kind = m["msg_type"]
            if kind == "status":
                if m["content"]["execution_state"] == "idle":
                    return out
                continue
            if kind != "execute_input":
                out.append((kind, m["content"]))

    def execute(self, code, timeout=30, **kw):
        """(the execute_reply's content, the IOPub output messages)."""
        msg_id = self.kc.execute(code, **kw)
        out = self.outputs(msg_id, timeout)
        return self.reply(msg_id, timeout)["content"], out

    def request(self, method, *args, **kw):
        msg_id = getattr(self.kc, method)(*args, **kw)
        return self.reply(msg_id)["content"]

    def close(self):
        self.kc.stop_channels()
        self.km.shutdown_kernel(now=False)


def shown(out):
    """The output messages in a compact form: ("stdout"|"stderr", text), ("result", n, data)
    and (msg_type, content) for anything else.  A result's text/latex (the TeXForm of
    every result; tests/test_kernel_parts.py checks it) is left out of ``data``."""
    rows = []
    for kind, c in out:
        if kind == "stream":
            rows.append((c["name"], c["text"]))
        elif kind == "execute_result":
            data = {k: v for k, v in c["data"].items() if k != "text/latex"}
            rows.append(("result", c["execution_count"], data))
        else:
            rows.append((kind, c))
    return rows


def merged_streams(rows):
    """Consecutive stream rows of the same name joined (a stream may arrive in pieces)."""
    out = []
    for r in rows:
        if out and r[0] in ("stdout", "stderr") and out[-1][0] == r[0]:
            out[-1] = (r[0], out[-1][1] + r[1])
        else:
            out.append(r)
    return out
