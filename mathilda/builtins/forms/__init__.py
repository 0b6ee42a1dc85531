"""Forms: how results are shown.

Number formatting wrappers (``NumberForm``, ``ScientificForm``, ``EngineeringForm``,
``PaddedForm``, ``BaseForm``), echoing (``Echo``, ``EchoFunction``) and display wrappers
(``MatrixForm``, ``TableForm``, ``Row``, ``Column``).  A wrapper evaluates its argument and
stays as an expression; the printers (``mathilda.printing``) draw it."""
