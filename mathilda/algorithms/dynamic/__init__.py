"""Dynamic interfaces without a front end: the control specifications of Manipulate and
Animate (``specs``), their frames evaluated and drawn (``frames``), the HTML a notebook
shows for them (``html``) and animated GIFs (``gif``)."""
