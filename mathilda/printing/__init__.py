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


def _print(module, cls, expr):
    import importlib
    from mathilda.printing.core import run_printer
    printer = getattr(importlib.import_module(module), cls)
    try:
        return run_printer(printer, expr)
    except Exception:  # a printer bug must never break the caller, nor show Python's text
        if cls != "FullFormPrinter":
            return _print("mathilda.printing.fullform", "FullFormPrinter", expr)
        return "<<1>>"        # Short's skeleton for one element left out


def output_form(expr):
    """The one-line OutputForm text of ``expr``."""
    return _print("mathilda.printing.outputform", "OutputFormPrinter", expr)


def input_form(expr):
    """The InputForm text of ``expr`` (``parse(input_form(e)) == e``)."""
    return _print("mathilda.printing.inputform", "InputFormPrinter", expr)


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
    return _print("mathilda.printing.texform", "TeXPrinter", expr)


def c_form(expr):
    """The CForm text of ``expr`` (printing/codeforms.py)."""
    return _print("mathilda.printing.codeforms", "CFormPrinter", expr)


def fortran_form(expr):
    """The FortranForm text of ``expr`` (printing/codeforms.py)."""
    return _print("mathilda.printing.codeforms", "FortranFormPrinter", expr)


def mathml_form(expr):
    """The MathMLForm text of ``expr`` (printing/mathml.py)."""
    return _print("mathilda.printing.mathml", "MathMLPrinter", expr)


# the forms whose text is a printer of its own: ``Form[expr]`` prints as that text, and
# ``ToString[expr, Form]`` gives it
TEXT_FORMS = {"TeXForm": tex_form, "CForm": c_form, "FortranForm": fortran_form,
              "MathMLForm": mathml_form}
