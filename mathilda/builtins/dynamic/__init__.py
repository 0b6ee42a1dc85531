"""Dynamic interactivity without a front end: Manipulate, Animate, ListAnimate, Dynamic,
DynamicModule and the controls (Slider, Checkbox, Setter, Button, ...).

There is no front end: in the terminal and in scripts these evaluate and print as the
Wolfram kernel prints them without one.  Manipulate, Animate and ListAnimate keep their
form; Dynamic[expr] prints the current value of expr; the controls print as themselves
and do nothing (a Button's action never runs); DynamicModule localizes its variables as
Module does and evaluates its body once.  The Jupyter kernel shows a Manipulate, Animate
or ListAnimate as one HTML output of precomputed frames with sliders, buttons and a play
button (mathilda/algorithms/dynamic/), and Export writes them as animated GIFs."""
