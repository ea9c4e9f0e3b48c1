/// A field machine's event type that says which of its values are the common events, so the
/// code the kinds share (their field objects, charts and vocabularies) can read them: every
/// kind's `Event` conforms, in its `+Common.swift` file.
package protocol CommonEventCarrying: FieldMachineEvent {
  /// The common event this is (its ``FieldMachineEvent/common(_:)`` case's payload); `nil` for
  /// the kind's own events.
  var common: CommonFieldEvent? { get }
}
