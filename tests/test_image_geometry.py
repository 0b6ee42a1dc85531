"""Image geometry: exact printed outputs (worked out by hand from the pixel layout: rows
from the top, ImageTrim's y from the bottom)."""

import pytest

from mathilda.session import Session

M = "Image[{{1, 2, 3}, {4, 5, 6}}/6]"

CASES = [
    ("ImageDimensions[ImageResize[Image[ConstantArray[0, {10, 20}]], {7, 3}]]", "{7, 3}"),
    ("ImageDimensions[ImageResize[Image[ConstantArray[0, {10, 20}]], {Automatic, 5}]]",
     "{10, 5}"),
    ("ImageData[ImageResize[Image[{{0, 1}}], {2, 2}]]", "{{0., 1.}, {0., 1.}}"),
    ("ImageData[ImageResize[Image[{{0, 1, 0, 1}}], {2, 1}, Resampling -> \"Nearest\"]]",
     "{{1., 1.}}"),
    ("ImageType[ImageResize[Image[{{0, 255}}, \"Byte\"], 4]]", "Byte"),
    ("ImageData[ImageCrop[" + M + ", {1, 1}]]", "{{0.333333}}"),
    ("ImageData[ImageCrop[" + M + ", {2, 1}, {Right, Bottom}]]", "{{0.833333, 1.}}"),
    ("ImageData[ImageCrop[Image[{{1, 1, 1}, {1, 0, 1}, {1, 1, 1}}]]]", "{{0.}}"),
    ("ImageData[ImageTake[" + M + ", {2, 2}, -1]]", "{{1.}}"),
    ("ImageData[ImageTake[" + M + ", All, 2]]", "{{0.166667, 0.333333}, {0.666667, "
     "0.833333}}"),
    ("ImageData[ImagePad[Image[{{0.2, 0.8}}], 1, \"Periodic\"]]",
     "{{0.8, 0.2, 0.8, 0.2}, {0.8, 0.2, 0.8, 0.2}, {0.8, 0.2, 0.8, 0.2}}"),
    ("ImageData[ImagePad[Image[{{0.1, 0.2, 0.3}}], {{2, 0}, {0, 0}}, \"Reflected\"]]",
     "{{0.3, 0.2, 0.1, 0.2, 0.3}}"),
    ("ImageData[ImagePad[Image[{{0.1, 0.2, 0.3}}], {{2, 0}, {0, 0}}, \"Reversed\"]]",
     "{{0.2, 0.1, 0.1, 0.2, 0.3}}"),
    ("ImageData[ImagePad[Image[{{{1, 0, 0}}}], {{1, 0}, {0, 0}}, {0, 1, 0}]]",
     "{{{0., 1., 0.}, {1., 0., 0.}}}"),
    ("ImageData[ImagePad[Image[{{0, 1, 0}}], -1]]", "ImageData[ImagePad[-Image-, -1]]"),
    ("ImageData[ImageReflect[" + M + ", Bottom -> Right]]",
     "{{0.166667, 0.666667}, {0.333333, 0.833333}, {0.5, 1.}}"),
    ("ImageData[ImageReflect[" + M + ", Top -> Right]]",
     "{{1., 0.5}, {0.833333, 0.333333}, {0.666667, 0.166667}}"),
    ("ImageData[ImageRotate[" + M + ", Left]]",
     "{{0.5, 1.}, {0.333333, 0.833333}, {0.166667, 0.666667}}"),
    ("ImageData[ImageRotate[" + M + ", Bottom]]",
     "{{1., 0.833333, 0.666667}, {0.5, 0.333333, 0.166667}}"),
    ("ImageData[ImageRotate[" + M + ", Top -> Right]]",
     "{{0.666667, 0.166667}, {0.833333, 0.333333}, {1., 0.5}}"),
    ("ImageDimensions[ImageRotate[Image[ConstantArray[1, {10, 20}]], 0.3, Full]]",
     "{20, 10}"),
    ("ImageData[ImageRotate[" + M + ", -Pi/2]]",
     "{{0.666667, 0.166667}, {0.833333, 0.333333}, {1., 0.5}}"),
    ("ImageData[ImageRotate[Image[ConstantArray[1, {3, 3}]], Pi/4]]",
     "{{0., 0., 0., 0., 0.}, {0., 0., 1., 0., 0.}, {0., 1., 1., 1., 0.}, "
     "{0., 0., 1., 0., 0.}, {0., 0., 0., 0., 0.}}"),
    ("ImageData[ImageTrim[" + M + ", {{2.5, 1.5}}]]", "{{0.5}}"),
    ("ImageData[ImageTrim[" + M + ", {{0.5, 0.5}}, 1]]",
     "{{0.166667, 0.333333}, {0.666667, 0.833333}}"),
    ("ImageDimensions[ImageTranspose[" + M + "]]", "{2, 3}"),
    ("ImageData[ImageAssemble[{{Image[{{1}}]}, {Image[{{0}}]}}]]", "{{1.}, {0.}}"),
    ("ImageChannels[ImageAssemble[{Image[{{1}}], Image[{{{1, 0, 0}}}]}]]", "3"),
    ("Map[ImageData, ImagePartition[" + M + ", {2, 1}, {1, 1}], {2}]",
     "{{{{0.166667, 0.333333}}, {{0.333333, 0.5}}}, {{{0.666667, 0.833333}}, "
     "{{0.833333, 1.}}}}"),
]

MESSAGES = [
    ("ImageResize[Image[{{1}}], -2]",
     ["ImageResize::size: -2 is not a valid size specification."]),
    ("ImageTake[Image[{{1}}], {2, 3}]",
     ["ImageTake::seqs: {2, 3} is not a valid row or column specification."]),
    ("ImageReflect[Image[{{1}}], x]", ["ImageReflect::side: x is not a valid side "
                                       "specification."]),
    ("ImageRotate[x]", ["ImageRotate::imginv: Expecting an image instead of x."]),
    ("ImageAssemble[{{Image[{{1}}], Image[{{0}, {1}}]}}]",
     ["ImageAssemble::imgdim: The images in {{-Image-, -Image-}} do not fit together: the "
      "images in a row need one height and the rows one width."]),
    ("ImagePad[Image[{{1}}], 1, foo]",
     ["ImagePad::padding: foo is not a valid padding specification."]),
]


@pytest.mark.parametrize("src, out", CASES)
def test_case(src, out):
    s = Session()
    assert str(s.evaluate(src)) == out


@pytest.mark.parametrize("src, msgs", MESSAGES)
def test_messages(src, msgs):
    s = Session()
    r = s.evaluate(src)
    assert [str(m) for m in s.messages] == msgs
    assert str(r).startswith(src.split("[")[0] + "[")
