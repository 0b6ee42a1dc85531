"""Pixel values and arithmetic on images: exact printed outputs (worked out by hand)."""

import pytest

from mathilda.session import Session

CASES = [
    ("PixelValue[Image[{{0.1, 0.2}, {0.3, 0.4}}], {2, 1}]", "0.4"),
    ("PixelValue[Image[{{0.1, 0.2}}], {5, 1}]", "0."),
    ("PixelValue[Image[{{{1, 0.5, 0}}}], {1, 1}]", "{1., 0.5, 0.}"),
    ("PixelValue[Image[{{0, 128}}, \"Byte\"], {2, 1}, \"Byte\"]", "128"),
    ("ImageValue[Image[{{{1, 0, 0}, {0, 0, 1}}}], {1, 0.5}]", "{0.5, 0., 0.5}"),
    ("ImageValue[Image[{{0, 1}}], {1.5, 0.5}, Resampling -> \"Nearest\"]", "1."),
    ("ImageValue[Image[{{0, 1}}], {5, 5}]", "1."),
    ("ImageData[ImageAdjust[Image[{{0, 128}}, \"Byte\"]], \"Byte\"]", "{{0, 255}}"),
    ("ImageData[ImageAdjust[Image[{{0.2, 0.4}}], {0, 0, 1}, {0.2, 0.4}]]", "{{0., 1.}}"),
    ("ImageData[ImageAdjust[Image[{{0.5, 0.75}}], 1]]", "{{0.5, 1.}}"),
    ("ImageData[ImageAdjust[Image[{{{0.2, 0.4, 0.6, 1}}}]]]", "{{{0., 0.5, 1., 1.}}}"),
    ("ImageData[ColorNegate[Image[{{{1, 0, 0, 0.5}}}]]]", "{{{0., 1., 1., 0.5}}}"),
    ("ColorNegate[Red]", "RGBColor[0, 1, 1]"),
    ("ImageData[Binarize[Image[{{0.1, 0.15, 0.2, 0.7, 0.75, 0.8}}]]]",
     "{{0, 0, 0, 1, 1, 1}}"),
    ("ImageData[Binarize[Image[{{{1, 1, 1}, {0, 0, 0.2}}}]]]", "{{1, 0}}"),
    ("ImageData[Binarize[Image[{{0, 51, 255}}, \"Byte\"], 0.2]]", "{{0, 0, 1}}"),
    ("ImageData[ImageAdd[Image[{{0.5}}], Image[{{0.25}}], 0.125]]", "{{0.875}}"),
    ("ImageData[ImageAdd[Image[{{{1, 0, 0}}}], Image[{{0.5}}]]]", "{{{1.5, 0.5, 0.5}}}"),
    ("ImageData[ImageSubtract[Image[{{0.5}}], 1]]", "{{-0.5}}"),
    ("ImageData[ImageSubtract[Image[{{128}}, \"Byte\"], 1], \"Byte\"]", "{{0}}"),
    ("ImageData[ImageMultiply[Image[{{1, 0}}, \"Bit\"], 0.5]]", "{{1, 0}}"),
    ("ImageData[ImageDifference[Image[{{0.25}}], 0.75]]", "{{0.5}}"),
    ("ImageData[ImageClip[Image[{{-1, 2}}], {0, 0.5}, {0.25, 0.75}]]", "{{0.25, 0.75}}"),
    ("ImageLevels[Image[{{{1, 0, 0}}}], 2]",
     "{{{0., 0}, {1., 1}}, {{0., 1}, {1., 0}}, {{0., 1}, {1., 0}}}"),
    ("ImageLevels[Image[{{0, 0.5, 1}}], 3]", "{{0., 1}, {0.5, 1}, {1., 1}}"),
    ("ImageLevels[Image[{{0, 255, 255}}, \"Byte\"]][[{1, 256}]]",
     "{{0., 1}, {1., 2}}"),
    ("ImageData[ImageApply[Total, Image[{{{0.25, 0.5, 0.125}}}]]]", "{{0.875}}"),
    ("ImageChannels[ImageApply[{#, #, #} &, Image[{{0.5}}]]]", "3"),
    ("ImageData[ImageApply[Max[#, 0.5] &, Image[{{0.25, 0.75}}]]]", "{{0.5, 0.75}}"),
    ("ImageData[Threshold[Image[{{-0.1, 0.5}}], {\"Soft\", 0.3}]]", "{{0., 0.2}}"),
    ("ImageType[Threshold[Image[{{0, 255}}, \"Byte\"], 0.5]]", "Byte"),
    ("Head[ImageHistogram[Image[{{{1, 0.5, 0}}}], 8]]", "Graphics"),
]

MESSAGES = [
    ("PixelValue[Image[{{0.1}}], y]",
     ["PixelValue::pos: y is not a valid pixel position or list of positions."]),
    ("ImageAdd[Image[{{1}}], Image[{{1, 1}}]]",
     ["ImageAdd::imgdim: The image -Image- does not have the dimensions and channels of "
      "the first image."]),
    ("ImageClip[Image[{{1}}], x]", ["ImageClip::rng: x is not a valid range {min, max}."]),
    ("Binarize[Image[{{1}}], x]", ["Binarize::thr: x is not a valid threshold."]),
    ("ColorNegate[5]", ["ColorNegate::imginv: Expecting an image instead of 5."]),
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
