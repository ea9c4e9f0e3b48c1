/// A field session with script lines for `check`'s random walks besides its chart's probes:
/// actions whose machine events depend on the field's state (such as a date field's `return`,
/// which sends what the draft means) or configuration the chart leaves out, so the walks show
/// that the chart predicts them too.
protocol WalkScriptProviding {
  /// The extra lines, drawn as often as each probe's line.
  static var walkScripts: [String] { get }
}
