import FieldMachines

/// Drives an `EntryField` with `EntryFieldMachine` events; see ``FieldDriver``.
public final class EntryFieldDriver: FieldDriver, EntryFieldDelegate {
  /// The field driven, whose delegate is this driver.
  public let field: EntryField
  /// The delegate's did-begin calls so far.
  public private(set) var beginCalls = 0
  /// The delegate's did-end calls so far.
  public private(set) var endCalls = 0
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  private var answer = true

  /// Drives `field`, by default a new one, and becomes its delegate.
  public init(_ field: EntryField = EntryField()) {
    self.field = field
    field.delegate = self
    field.announcementHandler = { [weak self] _ in self?.countAnnouncement() }
  }

  private func countAnnouncement() {
    announcements = (announcements ?? 0) + 1
  }

  /// The field's machine.
  public var machine: EntryFieldMachine { field.machine }
  /// The field's `isActive`.
  public var isFieldActive: Bool { field.isActive }

  /// Performs `event` with this driver answering the field's questions with its `allowed:`.
  public func perform(_ event: EntryFieldMachine.Event) -> [EntryFieldMachine.Event] {
    answer = Self.allowed(event)
    Self.apply(event, to: field)
    answer = true
    return [event]
  }

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

  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldBeginEditing(_ view: EntryField) -> Bool { answer }
  /// Counts the call.
  public func entryFieldDidBeginEditing(_ view: EntryField) { beginCalls += 1 }
  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldEndEditing(_ view: EntryField) -> Bool { answer }
  /// Counts the call.
  public func entryFieldDidEndEditing(_ view: EntryField) { endCalls += 1 }
  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldReturn(_ view: EntryField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func entryFieldShouldClear(_ view: EntryField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func entryField(
    _ view: EntryField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { answer }
}
