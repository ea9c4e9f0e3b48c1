import FieldMachines

/// Drives an `AreaField` with `AreaFieldMachine` events; see ``FieldDriver``.
public final class AreaFieldDriver: FieldDriver, AreaFieldDelegate {
  /// The field driven, whose delegate is this driver.
  public let field: AreaField
  /// The delegate's did-begin calls so far.
  public private(set) var beginCalls = 0
  /// The delegate's did-end calls so far.
  public private(set) var endCalls = 0
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  private var answer = true

  /// Drives `field`, by default a new one, and becomes its delegate.
  public init(_ field: AreaField = AreaField()) {
    self.field = field
    field.delegate = self
    field.announcementHandler = { [weak self] _ in self?.countAnnouncement() }
  }

  private func countAnnouncement() {
    announcements = (announcements ?? 0) + 1
  }

  /// The field's machine.
  public var machine: AreaFieldMachine { field.machine }
  /// The field's `isActive`.
  public var isFieldActive: Bool { field.isActive }

  /// Performs `event` with this driver answering the field's questions with its `allowed:`.
  public func perform(_ event: AreaFieldMachine.Event) -> [AreaFieldMachine.Event] {
    answer = Self.allowed(event)
    Self.apply(event, to: field)
    answer = true
    return [event]
  }

  /// ``AreaFieldKind/apply(_:to:)``: the kind's field call for `event`.
  @inlinable public static func apply(_ event: AreaFieldMachine.Event, to field: AreaField) {
    AreaFieldKind.apply(event, to: field)
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

  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool { answer }
  /// Counts the call.
  public func areaFieldDidBeginEditing(_ view: AreaField) { beginCalls += 1 }
  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldEndEditing(_ view: AreaField) -> Bool { answer }
  /// Counts the call.
  public func areaFieldDidEndEditing(_ view: AreaField) { endCalls += 1 }
  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldReturn(_ view: AreaField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldClear(_ view: AreaField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { answer }
}
