"""The printers: text forms of expressions.

    output_form(expr)   one-line OutputForm (what the REPL, Print, ToString and str() show)
    input_form(expr)    InputForm: language syntax that reads back as the same expression
    full_form(expr)     FullForm: head[args] throughout
    short_form(expr)    the form used inside messages: InputForm, shortened with <<n>>
                        skeletons when very long

One module per form (fullform.py, inputform.py, outputform.py) over a shared core (core.py)
and number formatting (numbers.py).  Parenthesisation comes from the operator table in
mathilda/syntax/operators.py, which the parser reads too.  None of these raises.
"""

__all__ = ["output_form", "input_form", "full_form", "short_form", "tex_form", "c_form",
           "fortran_form", "mathml_form", "TEXT_FORMS"]


def _print(module, cls, expr, form=None):
    import importlib
    from mathilda.printing.core import run_printer
    printer = getattr(importlib.import_module(module), cls)
    try:
        if form is not None:
            from mathilda.printing.formatvalues import active_evaluation
            if active_evaluation() is not None:       # Format[f[x_]] := ... (a session's)
                from mathilda.printing.formatvalues import apply_format_values
                expr = apply_format_values(expr, form)
        return run_printer(printer, expr)
    except Exception:  # a printer bug must never break the caller, nor show Python's text
        if cls != "FullFormPrinter":
            return _print("mathilda.printing.fullform", "FullFormPrinter", expr)
        return "<<1>>"        # Short's skeleton for one element left out


def output_form(expr):
    """The one-line OutputForm text of ``expr``."""
    return _print("mathilda.printing.outputform", "OutputFormPrinter", expr, "OutputForm")


def input_form(expr):
    """The InputForm text of ``expr`` (``parse(input_form(e)) == e``)."""
    return _print("mathilda.printing.inputform", "InputFormPrinter", expr, "InputForm")


def full_form(expr):
    """The FullForm text of ``expr`` (``parse(full_form(e)) == e``)."""
    return _print("mathilda.printing.fullform", "FullFormPrinter", expr)


def short_form(expr, limit=160):
    """The form of an expression inside a message: OutputForm with strings in quotes
    (``1/0``, ``"abc"``); a text longer than ``limit`` characters has the middle of long
    argument lists and strings elided as ``<<n>>``, as Short does."""
    from mathilda.printing.short import shorten
    return shorten(expr, limit)


def tex_form(expr):
    """The TeXForm text of ``expr`` (printing/texform.py)."""
    return _print("mathilda.printing.texform", "TeXPrinter", expr, "TeXForm")


def c_form(expr):
    """The CForm text of ``expr`` (printing/codeforms.py)."""
    return _print("mathilda.printing.codeforms", "CFormPrinter", expr, "CForm")


def fortran_form(expr):
    """The FortranForm text of ``expr`` (printing/codeforms.py)."""
    return _print("mathilda.printing.codeforms", "FortranFormPrinter", expr, "FortranForm")


def mathml_form(expr):
    """The MathMLForm text of ``expr`` (printing/mathml.py)."""
    return _print("mathilda.printing.mathml", "MathMLPrinter", expr, "MathMLForm")


# the forms whose text is a printer of its own: ``Form[expr]`` prints as that text, and
# ``ToString[expr, Form]`` gives it
TEXT_FORMS = {"TeXForm": tex_form, "CForm": c_form, "FortranForm": fortran_form,
              "MathMLForm": mathml_form}
