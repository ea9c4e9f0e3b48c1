/// The parts of a field a form compares after each transition to see what changed.
struct FormFieldSighting: Equatable {
  var isActive: Bool
  var value: FormValue
  var isEnabled: Bool
  var errorMessage: String?

  init(_ adapter: any FormFieldAdapter) {
    isActive = adapter.field.isActive
    value = adapter.value
    isEnabled = adapter.field.isEnabled
    errorMessage = adapter.field.errorMessage
  }
}
