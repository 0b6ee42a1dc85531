"""Classify, Predict and their measurements (builtins/learning, algorithms/learning)."""
import pytest

from mathilda.session import Session

TRAIN = '{1 -> "A", 2 -> "A", 3.5 -> "B", 4 -> "B", 5 -> "B", 1.5 -> "A"}'
POINTS = ('{{0., 0.} -> "red", {1., 0.} -> "red", {0., 1.} -> "red", {10., 10.} -> "blue", '
          '{11., 10.} -> "blue", {10., 11.} -> "blue"}')
LINE = "{1 -> 1.3, 2 -> 2.4, 3 -> 3.1, 4 -> 4.6, 5 -> 5.2, 6 -> 5.9}"


@pytest.fixture
def s():
    return Session()


@pytest.mark.parametrize("method", ["LogisticRegression", "NaiveBayes", "NearestNeighbors",
                                    "DecisionTree", "RandomForest"])
def test_every_classifier_separates_the_classes(s, method):
    code = 'c = Classify[%s, Method -> "%s"]; {c[{1.1, 4.8, 0, 9}], ' \
           'ClassifierInformation[c, "Method"]}' % (TRAIN, method)
    assert str(s.evaluate(code)) == "{{A, B, A, B}, %s}" % method


@pytest.mark.parametrize("code, expected", [
    # logistic regression: the boundary is near 2.79; the probabilities are deterministic
    ('c = Classify[%s, Method -> "LogisticRegression"]; c[{1.2, 2.8, 4.4}, "Probability" -> "A"]'
     % TRAIN, "{0.870483, 0.498405, 0.128085}"),
    ('c = Classify[%s, Method -> "LogisticRegression"]; c[1.2, "TopProbabilities"]' % TRAIN,
     "{A -> 0.870483, B -> 0.129517}"),
    ('c = Classify[%s, Method -> "LogisticRegression"]; c[1.2, "TopProbabilities" -> 1]' % TRAIN,
     "{A -> 0.870483}"),
    ('Classify[{1 -> a, 2 -> b}, Method -> "LogisticRegression"][1.4, "LogProbabilities"]',
     "<|a -> -0.594312, b -> -0.802833|>"),
    ('Classify[%s, Method -> "NearestNeighbors"][{0.5, 0.5}, "Probabilities"]' % POINTS,
     "<|blue -> 0., red -> 1.|>"),
    # data forms: rules of lists, a column, keyed associations, classes -> examples
    ('Classify[{1, 2, 10, 11} -> {x, x, y, y}, 9]', "y"),
    ('Classify[{{"u", 1.}, {"u", 1.2}, {"v", 5.}, {"v", 5.5}} -> 1, 5.2]', "v"),
    ('Classify[{<|"a" -> 1, "c" -> "lo"|>, <|"a" -> 9, "c" -> "hi"|>, <|"a" -> 2, "c" -> '
     '"lo"|>, <|"a" -> 8, "c" -> "hi"|>} -> "c", <|"a" -> 7.5|>]', "hi"),
    ('Classify[<|"small" -> {1, 2, 3}, "large" -> {10, 11, 12}|>, {2.5, 11.5}]',
     "{small, large}"),
    # nominal and missing features
    ('Classify[{{1, "x"} -> True, {2, "y"} -> False, {1, "x"} -> True, {3, "y"} -> False}, '
     '{Missing[], "y"}]', "False"),
    ('Classify[{{1, 2}, {3, 4}} -> {a, b}][{1, Missing[]}]', "a"),
    ('ClassifierInformation[Classify[{{1, "x"} -> a, {2, "y"} -> b}], {"FeatureTypes", '
     '"InputType", "Classes"}]', "{{Numerical, Nominal}, Mixed (number: 2), {a, b}}"),
    ('Classify[%s, Method -> "NaiveBayes"]' % TRAIN,
     "ClassifierFunction[<<Input type: Numerical, Classes: A, B>>]"),
    # measurements
    ('c = Classify[%s, Method -> "LogisticRegression"]; ClassifierMeasurements[c, {1.2 -> "A", '
     '2.2 -> "A", 1.8 -> "B", 4.4 -> "B"}, {"Accuracy", "ConfusionMatrix", "Precision", '
     '"F1Score"}]' % TRAIN, "{0.75, {{2, 0}, {1, 1}}, <|A -> 0.666667, B -> 1.|>, "
     "<|A -> 0.8, B -> 0.666667|>}"),
    ('c = Classify[%s, Method -> "LogisticRegression"]; ClassifierMeasurements[c, {1.2 -> "A", '
     '4.4 -> "B"}]' % TRAIN, "ClassifierMeasurementsObject[<<Classifier measurements>>]"),
])
def test_classify(s, code, expected):
    assert str(s.evaluate(code)) == expected


@pytest.mark.parametrize("code, expected", [
    # linear regression agrees with LinearModelFit (fit and residual standard error)
    ('p = Predict[%s, Method -> "LinearRegression"]; {p[7], p[3.5, "StandardDeviation"]}'
     % LINE, "{7.04, 0.240832}"),
    ('lm = LinearModelFit[List @@@ %s, x, x]; {lm[7], Sqrt[lm["EstimatedVariance"]]}' % LINE,
     "{7.04, 0.240832}"),
    ('Predict[%s, 3.5, "Distribution", Method -> "LinearRegression"]' % LINE,
     "NormalDistribution[3.75, 0.240832]"),
    ('Predict[{<|"x" -> 1, "y" -> 10|>, <|"x" -> 2, "y" -> 20|>, <|"x" -> 3, "y" -> 30|>} -> '
     '"y", <|"x" -> 4|>, Method -> "LinearRegression"]', "40."),
    ('Round[Predict[Table[x -> Sin[x], {x, 0., 6., 0.25}], 1., Method -> "GaussianProcess"], '
     '0.001]', "0.841"),
    ('Predict[{1 -> 2., 2 -> 4.1, 3 -> 5.9, 4 -> 8.2}, Method -> "NearestNeighbors"][{2.5, 10}]',
     "{4.1, 8.2}"),
    ('p = Predict[%s, Method -> "LinearRegression"]; PredictorMeasurements[p, {1.5 -> 1.9, '
     '2.5 -> 2.6, 4.5 -> 4.8}, {"Residuals", "MeanSquare", "StandardDeviation"}]' % LINE,
     "{{0.03, -0.21, 0.11}, 0.0190333, 0.137961}"),
    ('PredictorInformation[Predict[%s, Method -> "RandomForest"], "Method"]' % LINE,
     "RandomForest"),
])
def test_predict(s, code, expected):
    assert str(s.evaluate(code)) == expected


def test_automatic_method_is_chosen_and_deterministic(s):
    code = ('c = Classify[Table[{Cos[k], Sin[k]} -> If[k < 3, "L", "R"], {k, 0., 6., 0.2}]]; '
            '{ClassifierInformation[c, "Method"], c[{{1., 0.2}, {-0.9, -0.4}}]}')
    first = str(s.evaluate(code))
    assert first == str(Session().evaluate(code))
    assert first.endswith("{L, R}}")
    p = 'PredictorInformation[Predict[%s], "Method"]' % LINE
    assert str(s.evaluate(p)) == "LinearRegression"


@pytest.mark.parametrize("code, message", [
    ("Classify[5]", "Classify::bdfmt: Argument 5 should be a rule, a list of rules, or an "
                    "association."),
    ("Classify[{1, 2, 3} -> {a, a}]", "Classify::bdfmt: Argument {1, 2, 3} -> {a, a} should "
                                      "be a rule, a list of rules, or an association."),
    ('Classify[{1 -> a}, Method -> "Foo"]',
     'Classify::bdmtd: Value of option Method -> "Foo" is not Automatic or one of '
     '{"DecisionTree", "LogisticRegression", "NaiveBayes", "NearestNeighbors", '
     '"RandomForest"}.'),
    ('Classify[{1 -> a, 2 -> b}][1, "Bogus"]',
     'ClassifierFunction::nprop: "Bogus" is not a known property.'),
    ('Classify[{1 -> a, 2 -> b}]["x"]', 'ClassifierFunction::mlincfttp: Incompatible variable '
                                        'type (Numerical) and variable value ("x").'),
    ("Predict[{1 -> a}]", "Predict::mlbddata: The data is not formatted correctly."),
    ("ClassifierMeasurements[Classify[{1 -> a, 2 -> b}], {x -> a}]",
     "ClassifierMeasurements::mlbddata: The data is not formatted correctly."),
])
def test_bad_input_gives_a_message_and_stays_unevaluated(s, code, message):
    r = s.evaluate(code)
    assert [str(m) for m in s.messages] == [message]
    head = str(r).split("[")[0]
    assert head in code or head == "ClassifierFunction"     # the call, unevaluated
    assert str(r).endswith("]")
