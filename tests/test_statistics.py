"""Statistics and data builtins (builtins/statistics/descriptive.py, builtins/statistics/correlation.py, builtins/statistics/nearest.py, builtins/statistics/binning.py,
builtins/statistics/filters.py, builtins/statistics/fitting.py): exact printed results, messages and unevaluated fallbacks."""

import pytest

from support import run

ROWS = [
    # --- Commonest
    ("Commonest[{b, a, c, 2, a, b, 1, 2}]", "{b, a, 2}"),
    ("Commonest[{b, a, c, 2, a, b, 1, 2}, 4]", "{b, a, 2, c}"),
    ("Commonest[{1, 2, 2, 3, 3, 3}]", "{3}"),
    ("Commonest[{1, 1., 1}]", "{1}"),
    ("Commonest[{x, y, x, y}, UpTo[5]]", "{x, y}"),
    ("Commonest[{}]", "{}"),
    ("Commonest[{a, b}, 3]", "{a, b}",
     ["Commonest::dstlms: The requested number of elements 3 is greater than the number of "
      "distinct elements 2. Only 2 elements will be returned."]),
    ("Commonest[{a, b}, -1]", "Commonest[{a, b}, -1]",
     ["Commonest::intnm: Non-negative machine-sized integer expected at position 2 in "
      "Commonest[{a, b}, -1]."]),
    ("Commonest[x]", "Commonest[x]",
     ["Commonest::list: List expected at position 1 in Commonest[x]."]),
    # --- Quantile, Quartiles, InterquartileRange
    ("Quantile[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 1/4]", "3"),
    ("Quantile[Range[11], 1/3]", "4"),
    ("Quantile[Range[16], 1/4]", "4"),
    ("Quantile[{1, 2, 3, 4, 5, 6, 7}, {1/4, 3/4}]", "{2, 6}"),
    ("Quantile[{1, 2, 3, 4}, 0.5]", "2"),
    ("Quantile[{5, 1, 3}, 0]", "1"),
    ("Quantile[{5, 1, 3}, 1]", "5"),
    ("Quantile[{1.5, 0.5, 2.5}, 1/2]", "1.5"),
    ("Quantile[{1, 2, 3, 4}, 1/2, {{1/2, 0}, {0, 1}}]", "5/2"),
    ("Quantile[{{1, 10}, {2, 20}, {3, 30}}, {1/4, 3/4}]", "{{1, 10}, {3, 30}}"),
    ("Quantile[{a, b}, 1/2]", "Quantile[{a, b}, 1/2]"),
    ("Quantile[{Pi, E, 1}, 1/2]", "E"),
    ("TrimmedMean[{Pi, 1, 2, 100}, 1/4]", "(2 + Pi)/2"),
    ("Quantile[{1, 2, 3}, 2]", "Quantile[{1, 2, 3}, 2]",
     ["Quantile::nquan: The Quantile specification 2 should be a number or a list of numbers "
      "between 0 and 1."]),
    ("Quantile[{1, 2, 3}, {1/2, x}]", "Quantile[{1, 2, 3}, {1/2, x}]",
     ["Quantile::nquan: The Quantile specification {1/2, x} should be a number or a list of "
      "numbers between 0 and 1."]),
    ("Quantile[x, 1/2]", "Quantile[x, 1/2]",
     ["Quantile::rectn: Rectangular array with at least one element expected at position 1 "
      "in Quantile[x, 1/2]."]),
    ("Quartiles[{1, 2, 3, 4, 5}]", "{7/4, 3, 17/4}"),
    ("Quartiles[{1, 2, 3, 4, 5, 6, 7, 8}]", "{5/2, 9/2, 13/2}"),
    ("Quartiles[{1., 2., 4., 8.}]", "{1.5, 3., 6.}"),
    ("Quartiles[{{1, 2}, {3, 5}, {4, 9}}]", "{{3/2, 3, 15/4}, {11/4, 5, 8}}"),
    ("Quartiles[{1, 2, 3, 4}, {{0, 0}, {1, 0}}]", "{1, 2, 3}"),
    ("Quartiles[{{1, 2}, {3}}]", "Quartiles[{{1, 2}, {3}}]",
     ["Quartiles::rectn: Rectangular array with at least one element expected at position 1 "
      "in Quartiles[{{1, 2}, {3}}]."]),
    ("InterquartileRange[{1, 2, 3, 4, 5}]", "5/2"),
    ("InterquartileRange[{1, 3, 4, 6, 10, 12}]", "7"),
    ("InterquartileRange[{{1, 2}, {3, 5}, {4, 9}}]", "{9/4, 21/4}"),
    # --- Covariance, Correlation, Standardize
    ("Covariance[{1, 2, 3}, {1, 2, 4}]", "3/2"),
    ("Covariance[{1., 2., 3.}, {2., 4., 7.}]", "2.5"),
    ("Covariance[{1, 2, 3}, {1., 2., 4.}]", "1.5"),
    ("Covariance[{{1, 2}, {2, 4}, {3, 9}}]", "{{1, 7/2}, {7/2, 13}}"),
    ("Covariance[{{1, 2}, {3, 4}}, {{1}, {5}}]", "{{4}, {4}}"),
    ("Covariance[{1, 2}, {1, 2, 3}]", "Covariance[{1, 2}, {1, 2, 3}]",
     ["Covariance::vctmat: The arguments to Covariance must be a pair of vectors of equal "
      "length or a pair of matrices with an equal number of rows."]),
    ("Covariance[{1}, {2}]", "Covariance[{1}, {2}]",
     ["Covariance::shlen: The argument {1} should have at least 2 elements."]),
    ("Covariance[{1, 2, 3}]", "Covariance[{1, 2, 3}]",
     ["Covariance::matrix: Argument {1, 2, 3} at position 1 is not a non-empty rectangular "
      "matrix."]),
    ("Correlation[{1, 2, 3}, {1, 2, 4}]", "(3 Sqrt[3/7])/2"),
    ("Correlation[{1, 2, 3}, {3, 2, 1}]", "-1"),
    ("Correlation[{1., 2., 3.}, {2., 4., 6.}]", "1."),
    ("Correlation[{{1, 2}, {2, 4}, {3, 7}}]",
     "{{1, (5 Sqrt[3/19])/2}, {(5 Sqrt[3/19])/2, 1}}"),
    ("Correlation[{1, 1, 1}, {1, 2, 3}]", "Indeterminate",
     ["Power::infy: Infinite expression 1/Sqrt[0] encountered.",
      "Infinity::indet: Indeterminate expression 0 ComplexInfinity encountered."]),
    ("Standardize[{1, 2, 3}]", "{-1, 0, 1}"),
    ("Standardize[{6, 8, 10}, Mean, 1 &]", "{-2, 0, 2}"),
    ("Standardize[{1., 2., 4.}]", "{-0.872872, -0.218218, 1.09109}"),
    ("Standardize[{1, 2, 3, 4}]", "{(-3 Sqrt[3/5])/2, -Sqrt[3/5]/2, Sqrt[3/5]/2, "
                                  "(3 Sqrt[3/5])/2}"),
    ("Standardize[{{1, 10}, {3, 30}}]", "{{-(1/Sqrt[2]), -(1/Sqrt[2])}, {1/Sqrt[2], "
                                        "1/Sqrt[2]}}"),
    ("Standardize[{5}]", "Standardize[{5}]",
     ["Standardize::shlen: The argument {5} should have at least 2 elements."]),
    # --- moments
    ("Skewness[{1, 2, 3, 10}]", "(18 Sqrt[2])/25"),
    ("Skewness[{1, 2, 3}]", "0"),
    ("Skewness[{1., 2., 4., 10.}]", "0.848321"),
    ("Skewness[{{1, 2}, {2, 4}, {3, 6}}]", "{0, 0}"),
    ("Skewness[{}]", "Skewness[{}]",
     ["Skewness::rectn: Rectangular array with at least one element expected at position 1 "
      "in Skewness[{}]."]),
    ("Kurtosis[{1, 2, 3, 10}]", "1394/625"),
    ("Kurtosis[{1, 2, 3, 4}]", "41/25"),
    ("Kurtosis[{1., 2., 4., 10.}]", "2.07077"),
    ("Kurtosis[{{1, 5}, {2, 5}, {3, 6}}]", "{3/2, 3/2}"),
    # --- means and deviations
    ("GeometricMean[{2, 8}]", "4"),
    ("GeometricMean[{1, 2, 3}]", "6^(1/3)"),
    ("GeometricMean[{1., 2., 4.}]", "2."),
    ("GeometricMean[{a, b, c}]", "(a b c)^(1/3)"),
    ("GeometricMean[{{1, 4}, {4, 9}}]", "{2, 6}"),
    ("HarmonicMean[{1, 2, 4}]", "12/7"),
    ("HarmonicMean[{1., 3.}]", "1.5"),
    ("HarmonicMean[{a, b}]", "2/(1/a + 1/b)"),
    ("HarmonicMean[{-1, 1}]", "ComplexInfinity",
     ["Power::infy: Infinite expression 1/0 encountered."]),
    ("RootMeanSquare[{1, 2, 3}]", "Sqrt[14/3]"),
    ("RootMeanSquare[{1, 7}]", "5"),
    ("RootMeanSquare[{3., 4.}]", "3.53553"),
    ("RootMeanSquare[{a, b}]", "Sqrt[a^2 + b^2]/Sqrt[2]"),
    ("RootMeanSquare[{3 I, 4}]", "5/Sqrt[2]"),
    ("MeanDeviation[{1, 2, 3, 4}]", "1"),
    ("MeanDeviation[{1, 2, 6}]", "2"),
    ("MeanDeviation[{1., 2., 6.}]", "2."),
    ("MedianDeviation[{1, 2, 3, 4, 10}]", "1"),
    ("MedianDeviation[{1, 2, 4, 7}]", "3/2"),
    ("MedianDeviation[{1., 2., 4., 7.}]", "1.5"),
    ("TrimmedMean[{1, 2, 3, 4, 100}, 1/5]", "3"),
    ("TrimmedMean[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {0.1, 0.3}]", "9/2"),
    ("TrimmedMean[{1, 2, 3, 6}]", "3"),
    ("TrimmedMean[{1., 2., 3., 4., 50.}, 0.2]", "3."),
    ("TrimmedMean[{1, 2, 3}, 1/2]", "TrimmedMean[{1, 2, 3}, 1/2]",
     ["TrimmedMean::trim: The trimming specification 1/2 should be a number or a pair of "
      "numbers between 0 and 1 whose sum is less than 1."]),
    # --- RandomSample
    ("SeedRandom[3]; a = RandomSample[Range[10]]; SeedRandom[3]; a == RandomSample[Range[10]]",
     "True"),
    ("SeedRandom[5]; Sort[RandomSample[Range[20], 20]] == Range[20]", "True"),
    ("Length[Union[RandomSample[Range[50], 30]]]", "30"),
    ("Sort[RandomSample[{1, 2, 3}, 10]]", "{1, 2, 3}"),
    ("RandomSample[{0, 0, 1} -> {a, b, c}, 1]", "{c}"),
    ("Sort[RandomSample[{1, 1, 0} -> {a, b, c}, 2]]", "{a, b}"),
    ("RandomSample[{a}, 0]", "{}"),
    ("RandomSample[x]", "RandomSample[x]",
     ["RandomSample::lrwl: The items for choice x should be a list or a rule weights -> "
      "choices."]),
    ("RandomSample[{1, 2}, -2]", "RandomSample[{1, 2}, -2]",
     ["RandomSample::intnm: Non-negative machine-sized integer expected at position 2 in "
      "RandomSample[{1, 2}, -2]."]),
    # --- Nearest
    ("Nearest[{1, 2, 4, 8}, 3]", "{2, 4}"),
    ("Nearest[{1, 2, 4, 8}, 5, 2]", "{4, 2}"),
    ("Nearest[{1, 2, 4, 8}, 100, 10]", "{8, 4, 2, 1}"),
    ("Nearest[{{0, 0}, {1, 1}, {2, 3}}, {1.4, 2}]", "{{1, 1}}"),
    ("Nearest[{\"cat\", \"dog\", \"cot\"}, \"cut\"]", "{cat, cot}"),
    ("Nearest[{1 -> a, 5 -> b, 9 -> c}, 6]", "{b}"),
    ("Nearest[{10, 20, 30} -> {x, y, z}, 26]", "{z}"),
    ("Nearest[{10, 20, 30} -> Automatic, 21]", "{2}"),
    ("Nearest[{1, 2, 3, 10}, 2, {All, 1}]", "{2, 1, 3}"),
    ("Nearest[{1, 2, 3, 10}, 2, {2, 5}]", "{2, 1}"),
    ("Nearest[{1, 2, 3}, {1.1, 2.9}]", "{{1}, {3}}"),
    ("Nearest[{1 + I, 3}, 1]", "{1 + I}"),
    ("Nearest[{1, 2}, a]", "Nearest[{1, 2}, a]",
     ["Nearest::neard: The default distance function does not give a real numeric distance "
      "when applied to the point pair a and 1."]),
    # --- BinCounts, HistogramList
    ("BinCounts[{1, 3, 2, 1, 4, 5, 6, 2}]", "{2, 2, 1, 1, 1, 1}"),
    ("BinCounts[{1, 3, 2, 1, 4, 5, 6, 2}, {0, 10, 2}]", "{2, 3, 2, 1, 0}"),
    ("BinCounts[{0.5, 1.5, 2.5}, {{0, 1, 3}}]", "{1, 2}"),
    ("BinCounts[{1, 2, 12}, 5]", "{2, 0, 1}"),
    ("BinCounts[{-1, 5, 100}, {{-Infinity, 0, Infinity}}]", "{1, 2}"),
    ("BinCounts[{1, a, 2.5}, 1]", "{1, 1}"),
    ("BinCounts[{{1, 1}, {2, 3}, {2, 4}}, {0, 4, 2}, {0, 6, 3}]", "{{1, 0}, {0, 2}}"),
    ("BinCounts[{1, 2}, -1]", "BinCounts[{1, 2}, -1]",
     ["BinCounts::bspec: -1 is not a valid bin specification."]),
    ("BinCounts[x]", "BinCounts[x]", ["BinCounts::list: List expected at position 1 in "
                                      "BinCounts[x]."]),
    ("HistogramList[{1, 2, 2, 3, 3, 3, 4, 4, 4, 4}]", "{{0, 2, 4, 6}, {1, 5, 4}}"),
    ("HistogramList[Range[10]]", "{{0, 5, 10, 15}, {4, 5, 1}}"),
    ("HistogramList[{1, 3, 7}, {{0, 5, 10}}]", "{{0, 5, 10}, {2, 1}}"),
    ("HistogramList[{1, 2, 2, 5}, {2}, \"Probability\"]", "{{0, 2, 4, 6}, {1/4, 1/2, 1/4}}"),
    ("HistogramList[{1.5, 2.5, 2.7}, {0, 4, 1}, \"CDF\"]", "{{0, 1, 2, 3, 4}, {0, 1/3, 1, 1}}"),
    ("HistogramList[{1, 2, 3}, {1}, \"CumulativeCount\"]", "{{0.5, 1.5, 2.5, 3.5}, {1, 2, 3}}"),
    ("HistogramList[{1, 2, 3}, {2}, \"PDF\"]", "{{0, 2, 4}, {1/6, 1/3}}"),
    ("HistogramList[{1.5, 2.5, 2.7}]", "{{1, 2, 3}, {1, 2}}"),
    ("HistogramList[{1, 2, 3}, x]", "HistogramList[{1, 2, 3}, x]",
     ["HistogramList::bspec: x is not a valid bin specification."]),
    # --- MovingAverage, MovingMedian, ListConvolve, ListCorrelate, Ratios
    ("MovingAverage[{1, 2, 3, 4, 5}, 2]", "{3/2, 5/2, 7/2, 9/2}"),
    ("MovingAverage[{a, b, c}, 2]", "{(a + b)/2, (b + c)/2}"),
    ("MovingAverage[{1., 2., 4., 8.}, 3]", "{2.33333, 4.66667}"),
    ("MovingAverage[{1, 2, 3, 4}, {1, 2}]", "{5/3, 8/3, 11/3}"),
    ("MovingAverage[{{1, 2}, {3, 4}, {5, 6}}, 2]", "{{2, 3}, {4, 5}}"),
    ("MovingAverage[{1, 2}, 3]", "MovingAverage[{1, 2}, 3]",
     ["MovingAverage::wind: The window specification 3 should be a positive integer or a "
      "non-empty list of weights, no longer than the list {1, 2}."]),
    ("MovingMedian[{1, 5, 2, 8, 3}, 3]", "{2, 5, 3}"),
    ("MovingMedian[{1, 2, 4, 7}, 2]", "{3/2, 3, 11/2}"),
    ("MovingMedian[{1., 9., 2., 3.}, 3]", "{2., 3.}"),
    ("MovingMedian[{1, 2}, 0]", "MovingMedian[{1, 2}, 0]",
     ["MovingMedian::wind: The window specification 0 should be a positive integer or a "
      "non-empty list of weights, no longer than the list {1, 2}."]),
    ("ListConvolve[{x, y}, {a, b, c}]", "{b x + a y, c x + b y}"),
    ("ListConvolve[{1, 1}, {1, 2, 3, 4}]", "{3, 5, 7}"),
    ("ListConvolve[{x, y}, {a, b, c}, 1]", "{a x + c y, b x + a y, c x + b y}"),
    ("ListConvolve[{1, 2}, {1, 0, 0}, {1, -1}, 0]", "{1, 2, 0, 0}"),
    ("ListConvolve[{1/2, 1/2}, {1., 3., 5.}]", "{2., 4.}"),
    ("ListCorrelate[{x, y}, {a, b, c}]", "{a x + b y, b x + c y}"),
    ("ListCorrelate[{1, -1}, {1, 4, 9, 16}]", "{-3, -5, -7}"),
    ("ListCorrelate[{x, y}, {a, b, c}, 1]", "{a x + b y, b x + c y, c x + a y}"),
    ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, 0]", "{a y, a x + b y, b x + c y, c x}"),
    ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, {}]", "{a y, a x + b y, b x + c y, c x}"),
    ("ListCorrelate[{1, 2}, {1, 2, 3}, 3]", "ListCorrelate[{1, 2}, {1, 2, 3}, 3]",
     ["ListCorrelate::kspec: Alignment specification 3 for the kernel {1, 2} should be a "
      "nonzero integer or a pair of nonzero integers no larger than the length of the "
      "kernel."]),
    ("ListConvolve[x, {1, 2}]", "ListConvolve[x, {1, 2}]"),
    ("Ratios[{1, 2, 4, 8}]", "{2, 2, 2}"),
    ("Ratios[{a, b, c}]", "{b/a, c/b}"),
    ("Ratios[{1, 2, 6, 24}, 2]", "{3/2, 4/3}"),
    ("Ratios[{2., 3.}]", "{1.5}"),
    ("Ratios[{1}]", "{}"),
    ("Ratios[{0, 1}]", "{ComplexInfinity}", ["Power::infy: Infinite expression 1/0 "
                                             "encountered."]),
    ("Ratios[x]", "Ratios[x]", ["Ratios::list: List expected at position 1 in Ratios[x]."]),
    # --- Fit, FindFit, LeastSquares
    ("Fit[{{0, 1}, {1, 3}, {2, 5}}, {1, x}, x]", "1. + 2. x"),
    ("Fit[{1, 4, 9, 16}, {1, x, x^2}, x]", "0. + 1. x^2"),
    ("Fit[{{0, 1}, {1, 0}, {2, 2}}, {1, x}, x]", "0.5 + 0.5 x"),
    ("Fit[{{0., 1.1}, {1., 2.9}, {2., 5.2}, {3., 6.8}}, {1, x}, x]", "1.09 + 1.94 x"),
    ("Fit[{{0, 0, 1}, {1, 0, 3}, {0, 1, 4}, {1, 1, 6}}, {1, x, y}, {x, y}]",
     "1. + 2. x + 3. y"),
    ("Fit[{2, 4, 6}, {1, x}, x, \"BestFitParameters\"]", "{0., 2.}"),
    ("Fit[{2, 4, 7}, {1, x}, x, \"FitResiduals\"]", "{0.166667, -0.333333, 0.166667}"),
    ("Fit[{{1, 2}}, {1, x}, {x, y}]", "Fit[{{1, 2}}, {1, x}, {x, y}]",
     ["Fit::fitc: Number of coordinates (1) is not equal to the number of variables (2)."]),
    ("Fit[x, {1, x}, x]", "Fit[x, {1, x}, x]",
     ["Fit::fitd: First argument x in Fit is not a list or a rectangular array."]),
    ("FindFit[{{0, 2}, {1, 2 E}, {2, 2 E^2}}, a Exp[b x], {a, b}, x]", "{a -> 2., b -> 1.}"),
    ("FindFit[{{1, 3}, {2, 5}, {3, 7}}, m x + c, {m, c}, x]", "{m -> 2., c -> 1.}"),
    ("FindFit[{{0, 1.}, {1, 0.5}, {2, 0.25}}, Exp[-k x], {{k, 0.1}}, x]", "{k -> 0.693147}"),
    ("FindFit[{{1, 1}, {2, 4}, {3, 9}, {4, 16}}, a x^b, {a, b}, x]", "{a -> 1., b -> 2.}"),
    ("FindFit[{1.2, 1.9, 3.1, 3.9}, a + b x, {a, b}, x]", "{a -> 0.2, b -> 0.93}"),
    ("FindFit[{{0, 0, 1}, {1, 0, 3}, {0, 1, 4}}, a + b x + c y, {a, b, c}, {x, y}]",
     "{a -> 1., b -> 2., c -> 3.}"),
    ("FindFit[x, a y, a, y]", "FindFit[x, a y, a, y]",
     ["FindFit::fitd: First argument x in FindFit is not a list or a rectangular array."]),
    ("FindFit[{{1, 2}, {2, 3}}, f[a x], a, x]", "FindFit[{{1, 2}, {2, 3}}, f[a x], a, x]",
     ["FindFit::nrlnum: The function value {-2. + f[1.], -3. + f[2.]} is not a list of real "
      "numbers with dimensions {2} at {a} = {1.}."]),
    # --- Entropy (the counts of the distinct values)
    ("Entropy[{0, 1, 1, 4, 1, 1}]", "(2 Log[3/2])/3 + Log[6]/3"),
    ("Entropy[2, {0, 1, 1, 0}]", "1"),
    ("Entropy[\"aabb\"]", "Log[2]"),
    ("Entropy[{{1, 2}, {1, 2}, {3, 4}}]", "(2 Log[3/2])/3 + Log[3]/3"),
    ("Entropy[{x, x}]", "0"),
    ("N[Entropy[{1, 2, 2, 3, 3, 3}]]", "1.0114"),
    ("Entropy[3]", "Entropy[3]"),
    ("LeastSquares[{{1, 2}, {3, 4}, {5, 6}}, {1, 2, 3}]", "{0, 1/2}"),
    ("LeastSquares[{{1, 0}, {1, 1}, {1, 2}}, {1, 0, 2}]", "{1/2, 1/2}"),
    ("LeastSquares[{{1, 1}, {1, 1}}, {1, 3}]", "{1, 1}"),
    ("LeastSquares[{{1., 1.}, {1., 1.}}, {1., 3.}]", "{1., 1.}"),
    ("LeastSquares[{{1, 0}, {0, 1}, {1, 1}}, {{1, 0}, {0, 1}, {1, 1}}]", "{{1, 0}, {0, 1}}"),
    ("LeastSquares[{{a, 0}, {0, 1}}, {1, 2}]", "{1/a, 2}"),
    ("LeastSquares[{{1, 2}, {3, 4}}, {1, 2, 3}]", "LeastSquares[{{1, 2}, {3, 4}}, {1, 2, 3}]",
     ["LeastSquares::lslc: Coefficient matrix and target vector or matrix do not have the "
      "same dimensions."]),
    ("LeastSquares[x, {1}]", "LeastSquares[x, {1}]",
     ["LeastSquares::matrix: Argument x at position 1 is not a non-empty rectangular "
      "matrix."]),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0][:60] for r in ROWS])
def test_row(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


def test_random_sample_is_reproducible_and_a_permutation():
    from mathilda.session import Session
    s = Session()
    first = str(s.evaluate("SeedRandom[11]; RandomSample[Range[8], 5]"))
    again = str(s.evaluate("SeedRandom[11]; RandomSample[Range[8], 5]"))
    assert first == again
    assert str(s.evaluate("SeedRandom[11]; Length[Union[RandomSample[Range[8], 5]]]")) == "5"


def test_large_machine_data_is_fast_and_exact_where_it_should_be():
    from mathilda.session import Session
    s = Session()
    s.evaluate("d = N[Range[2000]]")
    assert str(s.evaluate("Quantile[d, 1/2]")) == "1000."
    assert str(s.evaluate("Quartiles[Range[2000]]")) == "{1001/2, 2001/2, 3001/2}"
    assert str(s.evaluate("BinCounts[d, 500]")) == "{499, 500, 500, 500, 1}"
    assert str(s.evaluate("MovingAverage[Range[2000], 1000][[1]]")) == "1001/2"
    assert str(s.evaluate("Nearest[d, 10.4]")) == "{10.}"
