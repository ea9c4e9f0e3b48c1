/// A common event (``FieldMachineEvent/common(_:)``) is charted, simulated and described as
/// the ``CommonFieldEvent`` it carries, as every chart has always named it: `errorSet`, with the
/// probe `errorSet("Required")`.
extension ChartableMachine where Event: FieldMachineEvent {
  /// The enum case name, read from the event's description; a common event's is its own case's,
  /// such as `errorSet`.
  package static func chartEventName(of event: Event) -> String {
    event.common.map(caseName(of:)) ?? caseName(of: event)
  }

  /// The event itself, or the common event it carries.
  package static func chartDescribedEvent(_ event: Event) -> Any {
    event.common.map { $0 as Any } ?? event
  }
}
