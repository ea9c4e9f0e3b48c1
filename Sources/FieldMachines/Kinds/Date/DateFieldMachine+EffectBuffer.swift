extension DateFieldMachine {
  /// The effects of one step of a date field, held for its field to perform: four slots, then the
  /// overflow (see ``InlineEffectBuffer``), non-generic so a step pays no metadata look-up.
  package struct EffectBuffer: InlineEffectBuffer {
    package typealias Effect = DateFieldMachine.Effect
    package var first, second, third, fourth: Effect?
    package var overflow: [Effect]?
    package var count = 0
    package init() {}
  }
}
