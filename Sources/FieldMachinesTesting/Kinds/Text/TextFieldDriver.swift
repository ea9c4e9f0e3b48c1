import FieldMachines

/// Drives a text field, entry or area, with its machine's events, as itself the field's delegate
/// answering each "should" question with the event's `allowed:` payload; see ``FieldDriver``.
///
/// The two text kinds share this one driver by construction: ``EntryFieldDriver`` and
/// ``AreaFieldDriver`` name it for their ``TextFieldKindDescription``.
public final class TextFieldDriver<Kind: TextFieldKindDescription>: FieldDriver {
  /// The field driven, whose delegate is this driver.
  public let field: Kind.FieldObject
  /// The delegate's did-begin calls so far.
  public private(set) var beginCalls = 0
  /// The delegate's did-end calls so far.
  public private(set) var endCalls = 0
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  /// What the delegate answers: the current event's `allowed:`.
  private(set) var answer = true

  /// Drives `field`, by default a new one, and becomes its delegate.
  public init(_ field: Kind.FieldObject = Kind.makeField()) {
    self.field = field
    Kind.attach(self, to: field)
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
    answer = Kind.allowed(event)
    Kind.apply(event, to: field)
    answer = true
    return [event]
  }

  /// ``TextFieldKindDescription/apply(_:to:)``: the kind's field call for `event`.
  @inlinable public static func apply(_ event: Kind.Machine.Event, to field: Kind.FieldObject) {
    Kind.apply(event, to: field)
  }

  /// ``TextFieldKindDescription/allowed(_:)``: what the delegate is to answer.
  @inlinable public static func allowed(_ event: Kind.Machine.Event) -> Bool {
    Kind.allowed(event)
  }

  /// Counts a did-begin call.
  func didBegin() { beginCalls += 1 }
  /// Counts a did-end call.
  func didEnd() { endCalls += 1 }
}
