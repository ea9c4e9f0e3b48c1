import FieldMachines

/// The entry field kind: `EntryFieldMachine`, `EntryField` and ``EntryFieldDriver``; see ``FieldKindDescription``.
public enum EntryFieldKind: FieldKindDescription, TextFieldKindDescription {
  /// `EntryFieldMachine`.
  public typealias Machine = EntryFieldMachine
  /// `EntryField`.
  public typealias FieldObject = EntryField
  /// ``EntryFieldDriver``.
  public typealias Driver = EntryFieldDriver

  /// `FieldKind.entry`.
  public static var kind: FieldKind { .entry }

  /// A new field.
  public static func makeField() -> EntryField { EntryField() }

  /// A driver of a new field.
  public static func makeDriver() -> EntryFieldDriver { EntryFieldDriver() }

  /// Performs `event` on `field` through its public API; the `allowed:` payloads are left to
  /// whatever delegate the field has. Taps, types, deletes, replaces, presses return, clears, toggles the visibility, resigns,
  /// sets text and errors, and sets every configuration property.
  @inlinable public static func apply(_ event: EntryFieldMachine.Event, to field: EntryField) {
    switch event {
    case .beginRequested:
      field.tap()
    case .textEdited(let edit, _):
      switch edit {
      case .insert(let text): field.typeText(text)
      case .deleteBackward: field.deleteBackward()
      case .replaceAll(let text): field.replaceText(with: text)
      }
    case .returnPressed:
      field.pressReturn()
    case .clearTapped: field.tapClear()
    case .visibilityToggled: field.togglePasswordVisibility()
    case .endRequested:
      field.resignFirstResponder()
    case .textAssigned(let text): field.text = text
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    case .readOnlyChanged(let isReadOnly): field.isReadOnly = isReadOnly
    case .helperTextChanged(let text): field.helperText = text
    case .supportingRowReservationChanged(let reserves): field.reservesSupportingRow = reserves
    case .maxLengthChanged(let limit): field.maxLength = limit
    case .lengthLimitPolicyChanged(let policy): field.lengthLimitPolicy = policy
    case .overflowMessageChanged(let message): field.overflowMessage = message
    case .errorAnnouncementsChanged(let announces): field.announcesErrors = announces
    case .secureTextEntryChanged(let isSecure): field.isSecureTextEntry = isSecure
    }
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  @inlinable public static func allowed(_ event: EntryFieldMachine.Event) -> Bool {
    switch event {
    case .beginRequested(let allowed), .textEdited(_, let allowed), .returnPressed(let allowed),
      .clearTapped(let allowed), .endRequested(let allowed):
      allowed
    case .visibilityToggled, .textAssigned, .errorSet, .errorRemoved, .enabledChanged,
      .readOnlyChanged, .helperTextChanged, .supportingRowReservationChanged, .maxLengthChanged,
      .lengthLimitPolicyChanged, .overflowMessageChanged, .secureTextEntryChanged,
      .errorAnnouncementsChanged:
      true
    }
  }

  /// The field's machine.
  public static func machine(of field: EntryField) -> EntryFieldMachine { field.machine }

  /// Makes `driver` the delegate of `field`.
  public static func attach(_ driver: EntryFieldDriver, to field: EntryField) {
    field.delegate = driver
  }
}
