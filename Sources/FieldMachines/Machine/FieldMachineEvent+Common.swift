extension FieldMachineEvent {
  /// The common event this is (the payload of its ``common(_:)`` case); `nil` for the kind's
  /// own events.
  ///
  /// Read once for every kind by reflection (the case's payload), as the charts read case names
  /// (`EnumCase`): only charts, `fieldchart simulate` and tests ask, never a step, which
  /// matches `.common(…)` in its own switch.
  package var common: CommonFieldEvent? {
    Mirror(reflecting: self).children.first?.value as? CommonFieldEvent
  }
}
