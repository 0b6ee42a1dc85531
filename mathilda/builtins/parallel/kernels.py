"""Parallel kernels: LaunchKernels, CloseKernels, Kernels, $KernelCount, $KernelID,
$ProcessorCount, $ProcessID, KernelObject and Parallel`Developer`QueueRun.

The machinery is in ``mathilda/parallel/`` (imported on first use)."""

import os

from mathilda.core.expr import Expression, Integer, String, S, TRUE, FALSE
from mathilda.core.registry import builtin, symbol_spec

_KERNEL_MESSAGES = {
    "rdead": "Subkernel connected through `1` appears dead.",
}

symbol_spec(
    "KernelObject", messages=_KERNEL_MESSAGES,
    usage="KernelObject[n, name] represents the parallel kernel with $KernelID n, launched "
          "as name (\"local\", or the address of a Dask scheduler).",
    examples=[("Head[KernelObject[1, \"local\"]]", "KernelObject")])


def _api():
    from mathilda.parallel import api
    return api


def _kernel_list(ks):
    return Expression(S.List, tuple(k.expr() for k in ks))


def _kernel_id(ev):
    return Integer(getattr(ev.session, "kernel_id", 0))


@builtin("$KernelID", attributes=("Protected",), value=_kernel_id,
         usage="$KernelID is the ID number of the parallel kernel evaluating it: 0 on the "
               "master kernel, a distinct positive integer on each parallel kernel.",
         examples=[("$KernelID", "0"),
                   ("Sort[ParallelEvaluate[$KernelID]] === Range[$KernelCount]", "True")])
def _kernel_id_builtin(ev, expr):
    return None


def _kernel_count(ev):
    return Integer(len(_api().kernels(ev)))


@builtin("$KernelCount", attributes=("Protected",), value=_kernel_count,
         usage="$KernelCount is the number of parallel kernels running (0 until one is "
               "launched, by LaunchKernels or by the first parallel computation).",
         examples=[("CloseKernels[]; $KernelCount", "0"),
                   ("LaunchKernels[2]; $KernelCount", "2")])
def _kernel_count_builtin(ev, expr):
    return None


def _processor_count(ev):
    return Integer(_api().processor_count())


@builtin("$ProcessorCount", attributes=("Protected",), value=_processor_count,
         usage="$ProcessorCount is the number of processor cores available to this process: "
               "the number of kernels launched by default.",
         examples=[("IntegerQ[$ProcessorCount] && $ProcessorCount >= 1", "True")])
def _processor_count_builtin(ev, expr):
    return None


def _process_id(ev):
    return Integer(os.getpid())


@builtin("$ProcessID", attributes=("Protected",), value=_process_id,
         usage="$ProcessID is the operating system's ID of the process running this kernel.",
         examples=[("IntegerQ[$ProcessID]", "True"),
                   ("MemberQ[ParallelEvaluate[$ProcessID], $ProcessID]", "False")])
def _process_id_builtin(ev, expr):
    return None


@builtin("Kernels", nargs=0,
         usage="Kernels[] gives the list of running parallel kernels, as KernelObject "
               "expressions.",
         examples=[("CloseKernels[]; Kernels[]", "{}"),
                   ("Length[LaunchKernels[2]] == Length[Kernels[]]", "True")])
def kernels_(ev, expr):
    return _kernel_list(_api().kernels(ev))


_LAUNCH_MESSAGES = {
    "nodef": "Some subkernels are already running. Not launching default kernels again.",
    "spec": "`1` is not a number of kernels or the address of a Dask scheduler "
            "(\"tcp://host:port\").",
    "nolaunch": "Kernel `1` could not be started: `2`.",
    "sandbox": "A sandboxed session may run at most `1` local kernels and no remote ones.",
    "sub": "A parallel kernel cannot launch kernels of its own.",
    "nodask": "Kernels on a Dask cluster need the distributed package (pip install "
              "'mathilda[distributed]'): `1`.",
}


def _launch(ev, spec):
    """The kernels launched for one spec, or None after a message."""
    api = _api()
    pool = api.pool(ev)
    sandbox = pool.sandbox
    if type(spec) is Integer and spec.value >= 1:
        n = spec.value
        if sandbox and len(pool.running()) + n > api.processor_count():
            ev.message("LaunchKernels", "sandbox", Integer(api.processor_count()))
            return None
        if n > max(64, 4 * api.processor_count()):
            ev.message("LaunchKernels", "spec", spec)
            return None
        return pool.launch(ev, n)
    if type(spec) is String and "://" in spec.value:
        if sandbox:
            ev.message("LaunchKernels", "sandbox", Integer(api.processor_count()))
            return None
        try:
            return pool.launch(ev, address=spec.value)
        except ImportError as e:
            ev.message("LaunchKernels", "nodask", String(str(e)))
        except Exception as e:        # the scheduler cannot be reached
            ev.message("LaunchKernels", "nolaunch", spec.value, "%s: %s" % (
                type(e).__name__, e))
        return None
    ev.message("LaunchKernels", "spec", spec)
    return None


@builtin("LaunchKernels", nargs=(0, 1), messages=_LAUNCH_MESSAGES,
         usage="LaunchKernels[] launches the default parallel kernels ($ProcessorCount "
               "local ones, or what the environment variable MATHILDA_KERNELS says: a count, "
               "or the address of a Dask scheduler); LaunchKernels[n] launches n local "
               "kernels; LaunchKernels[\"tcp://host:port\"] launches one kernel on each "
               "worker of the Dask scheduler at that address.  Gives the new kernels.",
         examples=[("LaunchKernels[2]", "{KernelObject[1, local], KernelObject[2, local]}"),
                   ("LaunchKernels[1]; CloseKernels[]; LaunchKernels[1]",
                    "{KernelObject[2, local]}"),
                   ("LaunchKernels[1]; LaunchKernels[]", "$Failed",
                    ["LaunchKernels::nodef: Some subkernels are already running. Not "
                     "launching default kernels again."]),
                   ("LaunchKernels[x]", "LaunchKernels[x]",
                    ["LaunchKernels::spec: x is not a number of kernels or the address of "
                     "a Dask scheduler (\"tcp://host:port\")."])])
def launch_kernels(ev, expr):
    api = _api()
    if getattr(ev.session, "kernel_id", 0):
        ev.message("LaunchKernels", "sub")
        return S["$Failed"]
    if not expr.args:
        if api.kernels(ev):
            ev.message("LaunchKernels", "nodef")
            return S["$Failed"]
        pool = api.pool(ev)
        new = pool.ensure(ev)
        pool._wait_ready(ev, new)
        return _kernel_list(pool.running())
    spec = expr.args[0]
    specs = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    new = []
    for s in specs:
        ks = _launch(ev, s)
        if ks is None:
            return None if not new else _kernel_list(new)
        new.extend(ks)
    return _kernel_list(new)


def _targets(ev, spec, name):
    """The running kernels a spec (All, a KernelObject, an ID, or a list of them) names, or
    None after a message."""
    running = _api().kernels(ev)
    if spec is S.All:
        return running
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    out = []
    for it in items:
        kid = None
        if type(it) is Integer:
            kid = it.value
        elif isinstance(it, Expression) and it.head is S.KernelObject and it.args and \
                type(it.args[0]) is Integer:
            kid = it.args[0].value
        match = [k for k in running if k.id == kid]
        if not match:
            ev.message(name, "nokern", it)
            return None
        out.extend(match)
    return out


@builtin("CloseKernels", nargs=(0, 1),
         messages={"nokern": "`1` is not a running parallel kernel."},
         usage="CloseKernels[] closes every running parallel kernel; CloseKernels[k] closes "
               "the kernel k (a KernelObject or an ID), CloseKernels[{k1, k2, ...}] those "
               "kernels.  Gives the kernels closed.  The next parallel computation launches "
               "kernels again.",
         examples=[("LaunchKernels[2]; Length[CloseKernels[]]", "2"),
                   ("CloseKernels[]", "{}"),
                   ("CloseKernels[7]", "CloseKernels[7]",
                    ["CloseKernels::nokern: 7 is not a running parallel kernel."])])
def close_kernels(ev, expr):
    api = _api()
    pool = api.pool(ev, create=False)
    if not expr.args:
        return _kernel_list(pool.close() if pool is not None else [])
    ks = _targets(ev, expr.args[0], "CloseKernels")
    if ks is None:
        return None
    return _kernel_list(pool.close(ks) if ks else [])


@builtin("AbortKernels", nargs=0,
         usage="AbortKernels[] aborts the evaluations running on the parallel kernels and "
               "drops those waiting for one (ParallelSubmit), then waits until every kernel "
               "is ready for new work (a kernel that does not stop within 5 seconds is "
               "replaced); gives the running kernels.",
         examples=[("CloseKernels[]; AbortKernels[]", "{}"),
                   ("LaunchKernels[2]; e = ParallelSubmit[Pause[30]]; "
                    "Parallel`Developer`QueueRun[]; AbortKernels[]; e[\"State\"]",
                    "aborted")])
def abort_kernels(ev, expr):
    pool = _api().pool(ev, create=False)
    if pool is None:
        return _kernel_list([])
    pool.abort_and_settle(ev)
    return _kernel_list(pool.running())


@builtin("Parallel`Developer`QueueRun", nargs=0,
         messages={"req": "Requeueing evaluations `1` assigned to `2`.",
                   "fail": "Evaluation `1` was given up: its kernel died twice while "
                           "running it."},
         usage="Parallel`Developer`QueueRun[] sends waiting evaluations (ParallelSubmit) to "
               "free kernels and collects what the kernels sent, without waiting; True if "
               "anything was sent or received.  Its messages report evaluations that are "
               "run again because their kernel died.",
         examples=[("Parallel`Developer`QueueRun[]", "False")])
def queue_run(ev, expr):
    pool = _api().pool(ev, create=False)
    if pool is None:
        return FALSE
    return TRUE if pool.queue_run(ev) else FALSE

