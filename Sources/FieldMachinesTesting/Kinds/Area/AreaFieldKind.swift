import FieldMachines

/// The area field kind: `AreaFieldMachine`, `AreaField` and ``AreaFieldDriver``; see ``FieldKindDescription``.
public enum AreaFieldKind: FieldKindDescription, TextFieldKindDescription {
  /// `AreaFieldMachine`.
  public typealias Machine = AreaFieldMachine
  /// `AreaField`.
  public typealias FieldObject = AreaField
  /// ``AreaFieldDriver``.
  public typealias Driver = AreaFieldDriver

  /// `FieldKind.area`.
  public static var kind: FieldKind { .area }

  /// A new field.
  public static func makeField() -> AreaField { AreaField() }

  /// A driver of a new field.
  public static func makeDriver() -> AreaFieldDriver { AreaFieldDriver() }

  /// Performs `event` on `field` through its public API; the `allowed:` payloads are left to
  /// whatever delegate the field has. Taps, types, deletes, replaces, clears, resigns,
  /// sets text and errors, and sets every configuration property.
  @inlinable public static func apply(_ event: AreaFieldMachine.Event, to field: AreaField) {
    switch event {
    case .beginRequested:
      field.tap()
    case .textEdited(let edit, _):
      switch edit {
      case .insert(let text): field.typeText(text)
      case .deleteBackward: field.deleteBackward()
      case .replaceAll(let text): field.replaceText(with: text)
      }
    case .clearTapped: field.tapClear()
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
    }
  }

  /// The event's `allowed:` payload (what the delegate is to answer), `true` for events
  /// without one.
  @inlinable public static func allowed(_ event: AreaFieldMachine.Event) -> Bool {
    switch event {
    case .beginRequested(let allowed), .textEdited(_, let allowed), .clearTapped(let allowed),
      .endRequested(let allowed):
      allowed
    case .textAssigned, .errorSet, .errorRemoved, .enabledChanged, .readOnlyChanged,
      .helperTextChanged, .supportingRowReservationChanged, .maxLengthChanged,
      .lengthLimitPolicyChanged, .overflowMessageChanged, .errorAnnouncementsChanged:
      true
    }
  }

  /// The field's machine.
  public static func machine(of field: AreaField) -> AreaFieldMachine { field.machine }

  /// Makes `driver` the delegate of `field`.
  public static func attach(_ driver: AreaFieldDriver, to field: AreaField) {
    field.delegate = driver
  }
}
