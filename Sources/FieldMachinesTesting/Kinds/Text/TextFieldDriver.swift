import FieldMachines

/// Drives a text field, entry or area, with its machine's events, giving the field a delegate
/// that answers each "should" question with the event's `allowed:` payload; see ``FieldDriver``.
///
/// The two text kinds share this one driver by construction: ``EntryFieldDriver`` and
/// ``AreaFieldDriver`` name it for their ``TextFieldKindDescription``.
public final class TextFieldDriver<Kind: TextFieldKindDescription>: FieldDriver {
  /// The field driven, whose delegate is the driver's.
  public let field: Kind.FieldObject
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  /// The field's delegate, which answers with the current event's `allowed:`.
  private let delegate = DriverDelegate()

  /// The delegate's did-begin calls so far.
  public var beginCalls: Int { delegate.beginCalls }
  /// The delegate's did-end calls so far.
  public var endCalls: Int { delegate.endCalls }

  /// Drives `field`, by default a new one, and gives it the driver's delegate.
  public init(_ field: Kind.FieldObject = Kind.makeField()) {
    self.field = field
    field.attach(delegate)
    field.announcementHandler = { [weak self] _ in self?.countAnnouncement() }
  }

  private func countAnnouncement() {
    announcements = (announcements ?? 0) + 1
  }

  /// The field's machine.
  public var machine: Kind.Machine { Kind.machine(of: field) }
  /// The field's `isActive`.
  public var isFieldActive: Bool { field.isActive }

  /// Performs `event` with this driver answering the field's questions with its `allowed:`.
  public func perform(_ event: Kind.Machine.Event) -> [Kind.Machine.Event] {
    delegate.answer = Kind.allowed(event)
    Kind.apply(event, to: field)
    delegate.answer = true
    return [event]
  }

  /// ``FieldKindDescription/apply(_:to:)``: the kind's field call for `event`.
  @inlinable public static func apply(_ event: Kind.Machine.Event, to field: Kind.FieldObject) {
    Kind.apply(event, to: field)
  }

  /// ``FieldKindDescription/allowed(_:)``: what the delegate is to answer.
  @inlinable public static func allowed(_ event: Kind.Machine.Event) -> Bool {
    Kind.allowed(event)
  }
}
