/// Why a form validates a field now; it decides whether asynchronous rules wait for a debounce.
package enum ValidationTrigger: Sendable, Hashable {
  /// The value changed: asynchronous rules are debounced.
  case change
  /// Editing ended: asynchronous rules start at once.
  case endOfEditing
  /// A field this one's rules read changed: debounced like a change.
  case dependency
  /// ``Form/validate(_:)`` or ``Form/validate()``: at once.
  case demand
  /// ``Form/submit(isolation:)``: at once.
  case submit

  var isDebounced: Bool {
    switch self {
    case .change, .dependency: true
    case .endOfEditing, .demand, .submit: false
    }
  }
}
