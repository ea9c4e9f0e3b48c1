extension AreaFieldMachine {
  /// The effects of one step of an area field, held for its field to perform (see
  /// ``InlineEffectBuffer``): its own type, so a step copies and destroys it without metadata.
  package struct EffectBuffer: InlineEffectBuffer {
    package typealias Effect = AreaFieldMachine.Effect
    package var slots = EffectSlots<Effect>()
    package init() {}
  }
}
