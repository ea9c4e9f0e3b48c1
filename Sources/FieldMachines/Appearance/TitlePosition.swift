/// Where a field's floating title sits.
public enum TitlePosition: Sendable, Hashable, CaseIterable {
  /// Resting inside the field, in 18-pt type: the field is inactive and empty.
  case down
  /// Floated above the value, in 12-pt type: the field is active or has a value.
  case up
}
