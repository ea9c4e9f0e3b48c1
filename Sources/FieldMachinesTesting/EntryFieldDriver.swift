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

  /// ``EntryFieldKind/apply(_:to:)``: the kind's field call for `event`.
  @inlinable public static func apply(_ event: EntryFieldMachine.Event, to field: EntryField) {
    EntryFieldKind.apply(event, to: field)
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
