"""Filters on lists, arrays and images, and the structure matrices: exact printed outputs.
GaussianMatrix[1] is the Wolfram Language's own printed value; the others follow from the
reference pages' definitions (the Bessel kernel, Padding -> "Fixed", shrinking
neighbourhoods) and were checked by hand where short."""

import pytest

from mathilda.session import Session

CASES = [
    # kernels
    ("GaussianMatrix[1]", "{{0.00987648, 0.0796275, 0.00987648}, {0.0796275, 0.641984, "
     "0.0796275}, {0.00987648, 0.0796275, 0.00987648}}"),
    ("Total[GaussianMatrix[{3, 2}], 2]", "1."),
    ("Dimensions[GaussianMatrix[{{1, 2, 3}, 1}]]", "{3, 5, 7}"),
    ("Total[GaussianMatrix[2, {0, 1}], 2] // Chop", "0"),
    ("Total[GaussianMatrix[2, {2, 0}], 2] // Chop", "0"),
    # a first-derivative kernel takes x to 1 under convolution
    ("Chop[ListConvolve[GaussianMatrix[{{3}, 1}, {1}], Range[10]] - 1]", "{0, 0, 0, 0}"),
    ("GaussianMatrix[{{1}, 1/2}, Method -> \"Gaussian\", Standardized -> False]",
     "{0.135335, 1., 0.135335}"),
    ("BoxMatrix[{1, 0}]", "{{1}, {1}, {1}}"),
    ("CrossMatrix[1, 5]", "{{0, 0, 0, 0, 0}, {0, 0, 1, 0, 0}, {0, 1, 1, 1, 0}, "
     "{0, 0, 1, 0, 0}, {0, 0, 0, 0, 0}}"),
    ("DiskMatrix[3][[1]]", "{0, 0, 1, 1, 1, 0, 0}"),
    ("DiamondMatrix[1]", "{{0, 1, 0}, {1, 1, 1}, {0, 1, 0}}"),
    # GaussianFilter
    ("GaussianFilter[{1, 2, 3, 4, 5}, 1]", "{1.09938, 2., 3., 4., 4.90062}"),
    ("GaussianFilter[{5, 5, 5}, 3]", "{5., 5., 5.}"),
    ("GaussianFilter[{0, 0, 1, 0, 0}, 1, Padding -> 0]",
     "{0., 0.0993805, 0.801239, 0.0993805, 0.}"),
    ("GaussianFilter[{1, 0, 0}, 1, Padding -> \"Periodic\"]",
     "{0.801239, 0.0993805, 0.0993805}"),
    ("GaussianFilter[{1, 2, 3}, 1, Padding -> None]", "{2.}"),
    ("GaussianFilter[{{1, 1}, {1, 1}}, 1]", "{{1., 1.}, {1., 1.}}"),
    ("GaussianFilter[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}, {{1, 0}}]",
     "{{0., 0.0993805, 0.}, {0., 0.801239, 0.}, {0., 0.0993805, 0.}}"),
    ("Chop[GaussianFilter[Range[9], 2, 1][[3 ;; 7]] - 1]", "{0, 0, 0, 0, 0}"),
    ("GaussianFilter[{1, 2}, -1]", "GaussianFilter[{1, 2}, -1]"),
    ("ImageType[GaussianFilter[Image[{{0, 255}}, \"Byte\"], 1]]", "Byte"),
    ("ImageData[GaussianFilter[Image[{{0, 255, 0}}, \"Byte\"], {{0, 1}}], \"Byte\"]",
     "{{25, 204, 25}}"),
    ("ImageType[GaussianFilter[Image[{{0, 255}}, \"Byte\"], 1, {0, 1}]]", "Real32"),
    ("ImageDimensions[GaussianFilter[Image[{{0, 1, 0, 1}, {1, 0, 1, 0}, {0, 0, 0, 0}}], 1, "
     "Padding -> None]]", "{2, 1}"),
    # derivative filters
    ("LaplacianFilter[{0, 0, 0, 1, 0, 0, 0}, 2]", "{0., 0.25, 0., -0.5, 0., 0.25, 0.}"),
    ("LaplacianFilter[{{1, 2}, {3, 4}}, {1, 0}]", "{{2., 2.}, {-2., -2.}}"),
    ("GradientFilter[{0, 0, 1, 1}, 1]", "{0., 0.5, 0.5, 0.}"),
    ("Chop[LaplacianGaussianFilter[Range[10]^2, {3, 1}][[4 ;; 7]] - 2]", "{0, 0, 0, 0}"),
    ("DerivativeFilter[{1, 1, 1, 1}, {1}]", "{0., 0., 0., 0.}"),
    ("DerivativeFilter[{0, 0, 1, 0, 0}, {2}]",
     "{-0.746134, 2.78461, -4.3923, 2.78461, -0.746134}"),
    # neighbourhood statistics
    ("MeanFilter[{1, 2, 3}, 0]", "{1, 2, 3}"),
    ("ImageData[MeanFilter[Image[{{0, 1}, {1, 0}}], 1]]", "{{0.5, 0.5}, {0.5, 0.5}}"),
    ("ImageData[MedianFilter[Image[{{0, 1, 1, 0, 1}}], {0, 1}]]",
     "{{0.5, 1., 1., 1., 0.5}}"),
    ("ImageData[MinFilter[Image[{{1, 0.5, 0.25}}], 1]]", "{{0.5, 0.25, 0.25}}"),
    ("ImageType[MaxFilter[Image[{{0, 1}}, \"Bit\"], 1]]", "Bit"),
    ("CommonestFilter[{3, 3, 1, 1, 2}, 2]", "{3, 1, 1, 1, 1}"),
    ("CommonestFilter[{a, b, b}, 1]", "{a, b, b}"),
    ("StandardDeviationFilter[{1, 2., 3}, 0]", "{0, 0., 0}"),
    ("ImageType[StandardDeviationFilter[Image[{{0, 255}}, \"Byte\"], 1]]", "Real32"),
    ("ImageData[StandardDeviationFilter[Image[{{0, 1}}], 1]]",
     "{{0.707107, 0.707107}}"),
    ("RangeFilter[{{1, 2}, {3, 9}}, 1]", "{{8, 8}, {8, 8}}"),
    ("ImageData[RangeFilter[Image[{{0, 51, 255}}, \"Byte\"], 1], \"Byte\"]",
     "{{51, 255, 204}}"),
    # convolution and correlation
    ("ImageData[ImageConvolve[Image[{{0, 1, 0}}], {{1, 2, 3}}]]", "{{1., 2., 3.}}"),
    ("ImageData[ImageCorrelate[Image[{{0, 1, 0}}], {{1, 2, 3}}]]", "{{3., 2., 1.}}"),
    ("ImageData[ImageConvolve[Image[{{1, 0, 0}}], {{1, 1, 1}}/3, Padding -> 0]]",
     "{{0.333333, 0.333333, 0.}}"),
    ("ImageData[ImageConvolve[Image[{{1, 0, 0}}], {{1, 1, 1}}/3, "
     "Padding -> \"Periodic\"]]", "{{0.333333, 0.333333, 0.333333}}"),
    ("ImageData[ImageConvolve[Image[{{1, 0, 0, 0}}], {{1, 1, 1}}, "
     "Padding -> \"Reflected\"]]", "{{1., 1., 0., 0.}}"),
    ("ImageData[ImageConvolve[Image[{{1, 0, 0, 0}}], {{1, 1, 1}}, "
     "Padding -> \"Reversed\"]]", "{{2., 1., 0., 0.}}"),
    ("ImageData[ImageConvolve[Image[{{1, 0, 0, 0}}], {{1, 1, 1}}, Padding -> None]]",
     "{{1., 0.}}"),
    ("ImageData[ImageConvolve[Image[{{{1, 0, 0}, {0, 0, 1}}}], {{1, 1}}/2, "
     "Padding -> 0]]", "{{{0.5, 0., 0.}, {0.5, 0., 0.5}}}"),
]

MESSAGES = [
    ("GaussianFilter[{1, 2}, -1]", ["GaussianFilter::rspec: The radius specification -1 "
                                    "should be a non-negative number, a pair {r, \u03c3} or "
                                    "a list of non-negative numbers."]),
    ("GaussianFilter[{1, 2}, 1, Padding -> x]",
     ["GaussianFilter::padding: x is not a valid padding specification."]),
    ("ImageConvolve[{1, 2}, {1}]", ["ImageConvolve::imginv: Expecting an image instead of "
                                    "{1, 2}."]),
    ("MedianFilter[Image[{{1}}], -2]",
     ["MedianFilter::rad: The radius -2 should be a non-negative integer or a list of as "
      "many non-negative integers as the data have dimensions."]),
    ("LaplacianFilter[{a, b}, 1]", ["LaplacianFilter::imginv: Expecting an image or a "
                                    "nonempty numerical array instead of {a, b}."]),
]


@pytest.mark.parametrize("src, out", CASES)
def test_case(src, out):
    s = Session()
    assert str(s.evaluate(src)) == out
    if "-1]" not in src:
        assert [str(m) for m in s.messages] == []


@pytest.mark.parametrize("src, msgs", MESSAGES)
def test_messages(src, msgs):
    s = Session()
    r = s.evaluate(src)
    assert [str(m) for m in s.messages] == msgs
    assert str(r).startswith(src.split("[")[0] + "[")


def test_png_of_a_filtered_image(tmp_path):
    s = Session()
    f = tmp_path / "blur.png"
    s.evaluate('img = Image[Table[If[Abs[i - 16] + Abs[j - 16] < 8, 1., 0.], {i, 32}, '
               '{j, 32}]]; Export["%s", GaussianFilter[img, 3]]' % f)
    import numpy as np
    from PIL import Image as PILImage
    a = np.asarray(PILImage.open(f).convert("L"))
    assert a.shape == (32, 32)
    assert a[15, 15] == 255 and a[0, 0] == 0 and 0 < a[15, 8] < 255
