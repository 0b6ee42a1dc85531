"""Morphology on images and arrays: exact printed outputs (worked out by hand)."""

import pytest

from mathilda.session import Session

CASES = [
    ("Dilation[{0, 0, 1, 0, 0}, {1, 1, 0}]", "{0, 1, 1, 0, 0}"),
    ("Erosion[{3, 1, 4, 1, 5}, 1]", "{1, 1, 1, 1, 1}"),
    ("Dilation[{0.5, 0., 0.}, 1]", "{0.5, 0.5, 0.}"),
    ("Dilation[{{0, 0, 0, 0}, {0, 1, 0, 0}}, {1, 0}]",
     "{{0, 1, 0, 0}, {0, 1, 0, 0}}"),
    ("Erosion[{{1, 1, 1}, {1, 1, 1}}, {{1, 1, 1}}]", "{{1, 1, 1}, {1, 1, 1}}"),
    ("ImageData[Dilation[Image[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}, \"Bit\"], "
     "CrossMatrix[1]]]", "{{0, 1, 0}, {1, 1, 1}, {0, 1, 0}}"),
    ("ImageType[Erosion[Image[{{0, 255}}, \"Byte\"], 1]]", "Byte"),
    ("ImageData[Opening[Image[{{1, 0, 1, 1, 1}}, \"Bit\"], {{1, 1, 1}}]]",
     "{{0, 0, 1, 1, 1}}"),
    ("ImageData[Closing[Image[{{1, 0, 1, 1, 0, 0, 1}}, \"Bit\"], {{1, 1, 1}}]]",
     "{{1, 1, 1, 1, 1, 1, 1}}"),
    ("ImageData[Closing[Image[{{1, 0, 1, 1, 0, 0, 0, 1}}, \"Bit\"], {{1, 1, 1}}]]",
     "{{1, 1, 1, 1, 0, 0, 0, 1}}"),
    ("MorphologicalComponents[{{0, 0}, {0, 0}}]", "{{0, 0}, {0, 0}}"),
    ("MorphologicalComponents[{{0, 1, 0, 1}, {1, 1, 0, 1}, {0, 0, 0, 0}, {1, 0, 0, 1}}]",
     "{{0, 1, 0, 2}, {1, 1, 0, 2}, {0, 0, 0, 0}, {3, 0, 0, 4}}"),
    ("MorphologicalComponents[Image[{{{1, 0, 0}, {0, 0, 0}, {0, 0, 1}}}]]",
     "{{1, 0, 2}}"),
    ("Max[MorphologicalComponents[Binarize[Image[{{0.9, 0.1, 0.9}, {0.1, 0.1, 0.1}, "
     "{0.9, 0.9, 0.1}}]]]]", "3"),
    ("ImageData[Thinning[Image[{{1, 1, 1, 1, 1, 1, 1}}]]]", "{{1, 1, 1, 1, 1, 1, 1}}"),
    ("ImageType[Thinning[Image[{{1, 0}}]]]", "Bit"),
    ("ComponentMeasurements[{{1, 1}, {1, 0}}, \"BoundingBox\"]", "{1 -> {{0, 0}, {2, 2}}}"),
    ("ComponentMeasurements[Image[{{1, 0, 0, 1}, {1, 0, 0, 1}}], {\"Count\", \"Centroid\"}]",
     "{1 -> {2, {0.5, 1.}}, 2 -> {2, {3.5, 1.}}}"),
    ("ComponentMeasurements[{{0, 0}, {0, 0}}, \"Area\"]", "{}"),
]

MESSAGES = [
    ("Dilation[{1, 2}, x]", ["Dilation::ker: x is not a valid radius or structuring "
                             "element for data of rank 1."]),
    ("Erosion[x, 1]", ["Erosion::imginv: Expecting an image or a nonempty numerical array "
                       "instead of x."]),
    ("MorphologicalComponents[{1, 2}]", ["MorphologicalComponents::imginv: Expecting an "
                                         "image or a matrix instead of {1, 2}."]),
    ("ComponentMeasurements[{{1}}, \"Perimeter\"]",
     ["ComponentMeasurements::prop: \"Perimeter\" is not a known property (\"Count\", "
      "\"Area\", \"Centroid\", \"BoundingBox\")."]),
]


@pytest.mark.parametrize("src, out", CASES)
def test_case(src, out):
    s = Session()
    assert str(s.evaluate(src)) == out
    assert [str(m) for m in s.messages] == []


@pytest.mark.parametrize("src, msgs", MESSAGES)
def test_messages(src, msgs):
    s = Session()
    r = s.evaluate(src)
    assert [str(m) for m in s.messages] == msgs
    assert str(r).startswith(src.split("[")[0] + "[")
