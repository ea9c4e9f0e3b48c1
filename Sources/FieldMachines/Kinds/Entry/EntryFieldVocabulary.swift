/// The entry field's vocabulary for the testing kit, `fieldchart` and fieldbench; see
/// ``FieldVocabulary``.
@usableFromInline package enum EntryFieldVocabulary: TextFieldVocabulary {
  /// ``EntryFieldMachine``.
  package typealias Machine = EntryFieldMachine
  /// ``EntryField``.
  package typealias FieldObject = EntryField

  /// "Name".
  package static var sampleTitle: String { "Name" }

  /// Performs `event` on `field` through its public API: the text events as
  /// ``TextFieldScript/apply(_:to:alternate:)`` does (`becomeFirstResponder()` for a begin request
  /// when `alternate`), return, and the visibility and secure entry.
  package static func apply(
    _ event: EntryFieldMachine.Event, to field: EntryField, alternate: Bool
  ) {
    switch event.part {
    case .text(let event): TextFieldScript.apply(event, to: field, alternate: alternate)
    case .returnPressed: field.pressReturn()
    case .visibilityToggled: field.togglePasswordVisibility()
    case .secureTextEntryChanged(let isSecure): field.isSecureTextEntry = isSecure
    }
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  package static func allowed(_ event: EntryFieldMachine.Event) -> Bool {
    switch event.part {
    case .text(let event): TextFieldScript.allowed(event)
    case .returnPressed(let allowed): allowed
    case .visibilityToggled, .secureTextEntryChanged: true
    }
  }

  /// ``randomEvent(using:)`` over the kit's concrete generator, specialised for it.
  package static func randomEvent(
    splitMix generator: inout SplitMixGenerator
  ) -> EntryFieldMachine.Event {
    randomEvent(using: &generator)
  }

  /// Any machine event, every case reachable, with random delegate answers: a text event
  /// (``TextFieldSamples/event(upperBounds:using:own:)``), or one of the entry's own: return
  /// (rolls 34 to 39 out of 100), the visibility toggle (45 to 48) or secure entry (97, 98).
  package static func randomEvent(
    using generator: inout some RandomNumberGenerator
  ) -> EntryFieldMachine.Event {
    TextFieldSamples.event(upperBounds: textEventBounds, using: &generator) {
      roll, allowed, generator in
      switch roll {
      case 34..<40: .returnPressed(allowed: allowed)
      case 45..<49: .visibilityToggled
      case 97..<99: .secureTextEntryChanged(Bool.random(using: &generator))
      default: nil
      }
    }
  }

  /// The text events' cumulative weights out of 100, around the entry's own.
  private static let textEventBounds = [
    12, 34, 45, 59, 65, 73, 78, 83, 86, 89, 91, 94, 96, 97, 100,
  ]
}

/// Made from its title alone, as the text kinds' vocabulary makes it.
extension EntryField: TitledTextField {}
