/// When a field's rules run by themselves; ``Form/validate()`` and ``Form/submit(isolation:)`` run them
/// whatever the timing.
public enum ValidationTiming: String, Sendable, Hashable, Codable, CaseIterable {
  /// After every change of the value, from the user or the app.
  case onChange
  /// When editing ends (a text field resigns, a picker or date field closes): MaterialFields'
  /// pattern and the default.
  case onEndEditing
  /// When editing ends, and after every change once editing has ended once (Eureka's
  /// "validates on change after blurred").
  case onChangeAfterFirstEnd
  /// Only when the app asks: ``Form/validate(_:)``, ``Form/validate()`` or ``Form/submit(isolation:)``.
  case onDemand
}
