"""Statistics and data: summaries of lists of numbers.

Location and dispersion (``Mean``, ``Median``, ``Variance``, ``StandardDeviation``),
descriptive statistics (``Quantile``, ``Quartiles``, ``Skewness``, ``Kurtosis``,
``GeometricMean``, ``TrimmedMean``, ``Commonest``, ``RandomSample``), ``Covariance``,
``Correlation`` and ``Standardize``, counting in bins (``BinCounts``, ``HistogramList``),
least-squares fitting (``Fit``, ``FindFit``, ``LeastSquares``), filters
(``MovingAverage``, ``Ratios``), ``Nearest`` and ``NearestFunction``, distances
(distances.py: ``EuclideanDistance``, ``CosineDistance``, the Boolean dissimilarities, ...)
and clustering (clustering.py: ``DistanceMatrix``, ``FindClusters``,
``ClusteringComponents``, ``NearestNeighborGraph``).  Exact data give exact
results; vectors and matrices of machine numbers are computed on their packed buffers."""
