"""``examples/tour.ipynb`` executed by nbclient on the Mathilda kernel (installed in a
temporary Jupyter path as a user installs it), each cell's output checked against the
output stored in the notebook (which is what a reader sees on opening it), and the seed
builtins' cells against their values here as well.

After changing the notebook, ``python tests/test_notebook.py --update`` executes it and
stores the new outputs (text only: pictures are never stored); review the diff."""

import copy
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOUR = os.path.join(ROOT, "examples", "tour.ipynb")


def execute(path=TOUR):
    """The notebook at ``path`` executed on the installed kernel (a new notebook node)."""
    import nbclient
    import nbformat
    nb = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(nb, kernel_name="mathilda", timeout=120,
                            resources={"metadata": {"path": ROOT}}).execute()
    return nb


def text_outputs(cell):
    """A code cell's outputs as (kind, text): streams merged, results as their text/plain
    (with the execution count)."""
    rows = []
    for o in cell.outputs:
        if o.output_type == "stream":
            if rows and rows[-1][0] == o.name:
                rows[-1] = (o.name, rows[-1][1] + o.text)
            else:
                rows.append((o.name, o.text))
        elif o.output_type in ("execute_result", "display_data"):
            rows.append((o.output_type, o.get("execution_count"), o.data["text/plain"]))
        else:
            rows.append((o.output_type, o.get("ename"), o.get("evalue")))
    return rows


def stripped(nb):
    """A copy of an executed notebook with text outputs only (streams merged)."""
    import nbformat
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        outputs = []
        for row in text_outputs(cell):
            if row[0] in ("stdout", "stderr"):
                outputs.append(nbformat.v4.new_output("stream", name=row[0], text=row[1]))
            elif row[0] == "execute_result":
                outputs.append(nbformat.v4.new_output(
                    "execute_result", data={"text/plain": row[2]}, execution_count=row[1]))
            elif row[0] == "display_data":
                outputs.append(nbformat.v4.new_output(
                    "display_data", data={"text/plain": row[2]}))
        cell.outputs = outputs
        cell.metadata.pop("execution", None)
    return nb


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    pytest.importorskip("nbclient")
    from jupyter_support import jupyter_path
    with jupyter_path(tmp_path_factory.mktemp("jupyter")):
        yield execute()


def test_tour_notebook_runs_cleanly_with_the_stored_outputs(executed):
    import nbformat
    stored = nbformat.read(TOUR, as_version=4)
    code = [c for c in executed.cells if c.cell_type == "code"]
    expected = [c for c in stored.cells if c.cell_type == "code"]
    assert len(code) == len(expected)
    for n, (got, want) in enumerate(zip(code, expected), 1):
        assert got.execution_count == n
        assert text_outputs(got) == text_outputs(want), got.source
    assert not any(o.output_type == "error" for c in code for o in c.outputs)


def cell_with(nb, source):
    for c in nb.cells:
        if c.cell_type == "code" and c.source == source:
            return c
    raise AssertionError("no cell %r" % source)


@pytest.mark.parametrize("source, expected", [
    ("ArrayPad[{1, 2, 3}, 2]", "{0, 0, 1, 2, 3, 0, 0}"),
    ('ArrayPad[{a, b, c}, 3, "Extrapolated"]',
     "{4 a - 3 b, 3 a - 2 b, 2 a - b, a, b, c, -b + 2 c, -2 b + 3 c, -3 b + 4 c}"),
    ("ArrayPad[{{1, 2}, {3, 4}}, 1] // MatrixForm",
     "0   0   0   0\n\n0   1   2   0\n\n0   3   4   0\n\n0   0   0   0"),
    ("Dimensions[Unsqueeze[{{1, 2}, {3, 4}}, {0, 3}]]", "{1, 2, 2, 1}"),
    ("Unsqueeze[Range[4], {-1}]", "{{1}, {2}, {3}, {4}}"),
    ("Squeeze[%]", "{1, 2, 3, 4}"),
])
def test_seed_builtin_cells(executed, source, expected):
    assert text_outputs(cell_with(executed, source))[-1][2] == expected


def test_tour_pictures_are_shown(executed):
    """The Plot, the printed Graph and the Histogram cells carry PNG pictures (the stored
    notebook keeps their text only)."""
    import base64
    pictures = []
    for source in ("Plot[{Sin[x], Cos[x]}, {x, 0, 2 Pi}]", "Histogram[data]"):
        [out] = cell_with(executed, source).outputs
        assert out.output_type == "execute_result" and out.data["text/plain"] == "-Graphics-"
        pictures.append(out.data["image/png"])
    graph = [c for c in executed.cells if c.cell_type == "code"
             and c.source.startswith("g = Graph[")][0]
    kinds = [o.output_type for o in graph.outputs]
    assert kinds == ["stream", "display_data", "execute_result"]
    assert graph.outputs[0].text == "A graph with 4 vertices: \n"
    pictures.append(graph.outputs[1].data["image/png"])
    assert all(base64.b64decode(p).startswith(b"\x89PNG") for p in pictures)


def test_tour_streams_and_messages(executed):
    assert text_outputs(cell_with(executed, 'Do[Print[i, "! = ", i!], {i, 3, 5}]')) == \
        [("stdout", "3! = 6\n4! = 24\n5! = 120\n")]
    assert text_outputs(cell_with(executed, "Unsqueeze[{1, 2}, {5}]"))[0] == \
        ("stderr", "Unsqueeze::axrange: Axis 5 is out of range: for output rank 2 an axis "
                   "must lie between -2 and 1.\n")


def _update():      # pragma: no cover - a maintenance command
    import tempfile
    import nbformat
    sys.path.insert(0, HERE)
    from jupyter_support import jupyter_path
    with tempfile.TemporaryDirectory() as tmp, jupyter_path(tmp):
        nb = execute()
    nbformat.write(stripped(nb), TOUR)
    print("stored the outputs of %s" % TOUR)


if __name__ == "__main__" and sys.argv[1:] == ["--update"]:
    _update()
