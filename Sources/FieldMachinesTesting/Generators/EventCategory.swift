/// Where an event comes from, so generators can weight the three sources.
public enum EventCategory: Sendable, Hashable, CaseIterable {
  /// Something the user did: a tap, typing, a scroll of the wheel, done, clear, return.
  case userAction
  /// Something the app called: setting the value or an error, resigning focus.
  case programmaticCall
  /// A change to what the field is: enabled, rows, manual entry, limits, clearable.
  case configurationChange
}
