"""The system's identity and packages: $Version, $VersionNumber, $ReleaseNumber,
$HistoryLength, Needs.

Mathilda follows the Wolfram Language 13.3; $Version says so and names the interpreter.
Needs of a standard package context that the interpreter already provides (or that has no
counterpart to load) does nothing and gives Null; an unknown context gives Get::noopen and
Needs::nocont, as a missing package does in the Wolfram Language.
"""

from mathilda.core.expr import Integer, Real, String, S
from mathilda.core.registry import builtin

_VERSION_NUMBER = 13.3

# contexts of the standard packages and system contexts: loading them is a no-op here
STANDARD_CONTEXTS = frozenset("""
System` Global` Developer` Internal` Experimental` GeneralUtilities` PacletManager`
Parallel` ComputerArithmetic` FiniteFields` FunctionApproximations` NumericalCalculus`
NumericalDifferentialEquationAnalysis` Quaternions` VariationalMethods` Combinatorica`
GraphUtilities` PolyhedronOperations` MultivariateStatistics` HypothesisTesting`
ErrorBarPlots` PlotLegends` BarCharts` Histograms` PieCharts` VectorAnalysis` Units`
PhysicalConstants` Calendar` Notation` LinearAlgebra`MatrixManipulation` JLink` NETLink`
DatabaseLink` Utilities`CleanSlate` Benchmarking` ResourceFunctionHelpers`
""".split())


@builtin("$Version", attributes=("Protected",),
         value=lambda ev: String("13.3.0 for Linux x86 (64-bit) (Mathilda %s)" % _mathilda()),
         usage="$Version is a string giving the version of the Wolfram Language this "
               "interpreter follows, and the interpreter's own version.",
         examples=[("StringTake[$Version, 4]", "13.3"),
                   ("StringContainsQ[$Version, \"Mathilda\"]", "True")])
def _version(ev, expr):
    return None


def _mathilda():
    import sys
    # the package itself is always imported before its builtins (no import here: an area
    # does not import the top of the package)
    return getattr(sys.modules.get("mathilda"), "__version__", "")


@builtin("$VersionNumber", attributes=("Protected",),
         value=lambda ev: Real(_VERSION_NUMBER),
         usage="$VersionNumber is the version number of the Wolfram Language followed, as a "
               "real number.",
         examples=[("$VersionNumber", "13.3"), ("$VersionNumber >= 12", "True")])
def _version_number(ev, expr):
    return None


@builtin("$ReleaseNumber", attributes=("Protected",), value=lambda ev: Integer(0),
         usage="$ReleaseNumber is the release number of the version followed.",
         examples=[("$ReleaseNumber", "0")])
def _release_number(ev, expr):
    return None


@builtin("$HistoryLength", attributes=(), value=lambda ev: S.Infinity,
         usage="$HistoryLength is the number of previous input and output lines kept "
               "(In[n], Out[n], %): all of them.",
         examples=[("$HistoryLength", "Infinity")])
def _history_length(ev, expr):
    return None


@builtin("Needs", nargs=(1, 2),
         messages={"nocont": "Context `1` was not created when Needs was evaluated.",
                   "ctx": "Invalid context specified at position `1` in `2`. A context must "
                          "consist of valid symbol names separated by and ending with `."},
         usage="Needs[\"context`\"] loads the package for the context unless it is already "
               "loaded (Get[\"context`\"]: the file context.wl, context.m or context/init.wl "
               "in the current directory); the standard package contexts are built in "
               "(Null); Needs[\"context`\", \"file\"] reads the file.",
         examples=[("Needs[\"Developer`\"]", ""), ("Needs[\"Combinatorica`\"]", ""),
                   ("Needs[\"NoSuchPackage`\"]", "$Failed",
                    ["Get::noopen: Cannot open NoSuchPackage`.",
                     "Needs::nocont: Context NoSuchPackage` was not created when Needs was "
                     "evaluated."]),
                   ("Needs[\"bad\"]", "Needs[bad]",
                    ["Needs::ctx: Invalid context specified at position 1 in Needs[\"bad\"]. "
                     "A context must consist of valid symbol names separated by and ending "
                     "with `."]),
                   ("Foo`x = 1; Needs[\"Foo`\"]", "")])
def needs(ev, expr):
    ctx = expr.args[0]
    if type(ctx) is not String or not _valid_context(ctx.value):
        ev.message("Needs", "ctx", Integer(1), expr)
        return None
    name = ctx.value
    if name in STANDARD_CONTEXTS or name in ev.defs.context_path or _context_exists(ev, name):
        return S.Null
    if len(expr.args) == 2:
        r = ev.call("Get", expr.args[1])
        if r is S["$Failed"]:
            ev.message("Needs", "nocont", name)
            return S["$Failed"]
        if not _context_exists(ev, name):
            ev.message("Needs", "nocont", name)
            return S["$Failed"]
        return S.Null
    r = ev.call("Get", ctx)          # Pkg` is read from Pkg.wl, Pkg.m or Pkg/init.wl
    if r is S["$Failed"] or not _context_exists(ev, name):
        ev.message("Needs", "nocont", name)
        return S["$Failed"]
    return S.Null


def _valid_context(name):
    if not name.endswith("`"):
        return False
    parts = name[:-1].split("`")
    return all(p and (p[0].isalpha() or p[0] == "$") and
               all(c.isalnum() or c == "$" for c in p) for p in parts)


def _context_exists(ev, name):
    return any(s.name.startswith(name) for s in ev.defs.table)
