/// Where an event comes from, as a kind's ``ScriptedFieldVocabulary`` sorts its events (the
/// testing kit weights its generators by it).
package enum FieldEventSource: Sendable, Hashable, CaseIterable {
  /// Something the user did: a tap, typing, a scroll of the wheel, done, clear, return.
  case userAction
  /// Something the app called: setting the value or an error, resigning focus.
  case programmaticCall
  /// A change to what the field is: enabled, rows, manual entry, limits, clearable.
  case configurationChange
}
