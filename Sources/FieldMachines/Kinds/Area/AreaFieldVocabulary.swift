/// The area field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``. An area has the text events and nothing of its own, so each member is
/// the shared text vocabulary's (``TextFieldScript``, ``TextFieldSamples``).
@usableFromInline package enum AreaFieldVocabulary: TextFieldVocabulary {
  /// ``AreaFieldMachine``.
  package typealias Machine = AreaFieldMachine
  /// ``AreaField``.
  package typealias FieldObject = AreaField

  /// "Notes".
  package static var sampleTitle: String { "Notes" }

  /// Performs `event` on `field` through its public API
  /// (``TextFieldScript/apply(_:to:alternate:)``), with the other spelling when `alternate`:
  /// `becomeFirstResponder()` for a begin request, and `pressReturn()` (which also asks
  /// should-return) for typing a line break.
  package static func apply(_ event: AreaFieldMachine.Event, to field: AreaField, alternate: Bool) {
    if alternate, case .textEdited(.insert("\n"), _) = event {
      field.pressReturn()
    } else {
      TextFieldScript.apply(event, to: field, alternate: alternate)
    }
  }

  /// The event's `allowed:` payload (``TextFieldScript/allowed(_:)``).
  package static func allowed(_ event: AreaFieldMachine.Event) -> Bool {
    TextFieldScript.allowed(event)
  }

  /// ``randomEvent(using:)`` over the kit's concrete generator, specialised for it.
  package static func randomEvent(
    splitMix generator: inout SplitMixGenerator
  ) -> AreaFieldMachine.Event {
    randomEvent(using: &generator)
  }

  /// Any machine event (``TextFieldSamples/event(upperBounds:using:own:)``).
  package static func randomEvent(
    using generator: inout some RandomNumberGenerator
  ) -> AreaFieldMachine.Event {
    TextFieldSamples.event(upperBounds: eventBounds, using: &generator)
  }

  /// The text events' cumulative weights out of 100.
  private static let eventBounds = [13, 42, 47, 58, 64, 72, 77, 82, 85, 88, 90, 94, 96, 98, 100]
}

/// Made from its title alone, as the text kinds' vocabulary makes it.
extension AreaField: TitledTextField {}
