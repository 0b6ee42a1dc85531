"""Image and its structure functions: exact printed outputs (values worked out by hand)."""

import pytest

from mathilda.session import Session

CASES = [
    ("ImageData[Image[{{0, 1/2}}]]", "{{0., 0.5}}"),
    ("ImageType[Image[{{0, 1}}]]", "Real32"),
    ("ImageType[Image[{{0, 300}}, \"Byte\"]]", "Byte"),
    ("ImageData[Image[{{0, 300}}, \"Byte\"], \"Byte\"]", "{{0, 255}}"),
    ("ImageData[Image[{{0.2, 0.7}}], \"Bit\"]", "{{0, 1}}"),
    ("ImageData[Image[{{0., 0.5, 1.}}], \"Bit16\"]", "{{0, 32768, 65535}}"),
    ("ImageData[Image[Image[{{0., 0.5, 1.}}], \"Byte\"], \"Byte\"]", "{{0, 128, 255}}"),
    ("ImageType[Image[Image[{{0., 1.}}], \"Real64\"]]", "Real64"),
    ("ImageChannels[Image[{{{1, 0, 0, 1}}}]]", "4"),
    ("ImageColorSpace[Image[{{{1, 0, 0, 1}}}]]", "RGB"),
    ("ImageColorSpace[Image[{{{1, 0, 0, 1, 1}}}]]", "Automatic"),
    ("ImageDimensions[Image[{{0, 1, 0}, {1, 0, 1}}]]", "{3, 2}"),
    ("ImageAspectRatio[Image[{{0, 1, 0}, {1, 0, 1}}]]", "2/3"),
    ("ImageAspectRatio[Image[{{0, 1}, {1, 0}}]]", "1"),
    ("ImageQ[Image[{{{1, 0, 0}}}, \"Byte\"]]", "True"),
    ("InputForm[Image[{{1, 0}}, \"Bit\"]]", "Image[{{1, 0}}, \"Bit\"]"),
    ("InputForm[Image[{{{0.5, 1, 1}}}, ColorSpace -> \"HSB\"]]",
     "Image[{{{0.5, 1., 1.}}}, \"Real32\", ColorSpace -> \"HSB\"]"),
    ("ImageData /@ ColorSeparate[Image[{{{1, 0.5, 0}}}]]", "{{{1.}}, {{0.5}}, {{0.}}}"),
    ("ImageData[ColorSeparate[Image[{{{1, 0.5, 0}}}], \"B\"]]", "{{0.}}"),
    ("ImageData /@ ColorSeparate[Image[{{{1, 0, 0}}}], \"HSB\"]", "{{{0.}}, {{1.}}, {{1.}}}"),
    ("ImageData[ColorCombine[{Image[{{1}}], Image[{{0.5}}], Image[{{0}}]}]]",
     "{{{1., 0.5, 0.}}}"),
    ("Image[{{0, 1}}]", "-Image-"),
]


@pytest.mark.parametrize("src, out", CASES)
def test_case(src, out):
    s = Session()
    assert str(s.evaluate(src)) == out
    assert [str(m) for m in s.messages] == []


MESSAGES = [
    ("ImageQ[Image[x]]", "False", "Image::imgarray: The specified argument x should be an "
     "array of rank 2 or 3 with machine-sized numbers."),
    ("ImageType[3]", "ImageType[3]", "ImageType::imginv: Expecting an image instead of 3."),
    ("Image[{{1}}, \"Byte8\"]", "Image[{{1}}, Byte8]", "Image::imgtype: \"Byte8\" is not a valid image type."),
    ("ImageData[Image[{{1}}], \"Int\"]", "ImageData[-Image-, Int]",
     "ImageData::imgtype: \"Int\" is not a valid image type."),
    ("ColorCombine[{Image[{{1}}], Image[{{1, 0}}]}]", "ColorCombine[{-Image-, -Image-}]",
     "ColorCombine::imgdim: The images in {-Image-, -Image-} do not all have the same "
     "dimensions."),
]


@pytest.mark.parametrize("src, out, msg", MESSAGES)
def test_messages(src, out, msg):
    s = Session()
    assert str(s.evaluate(src)) == out
    assert [str(m) for m in s.messages] == [msg]
