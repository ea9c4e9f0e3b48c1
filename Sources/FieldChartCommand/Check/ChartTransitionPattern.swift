/// A chart transition's target and effect pattern, as integers.
struct ChartTransitionPattern {
  var target: Int
  /// The pattern's effects by name code, each required or optional.
  var effects: [(code: Int, isOptional: Bool)]
}
