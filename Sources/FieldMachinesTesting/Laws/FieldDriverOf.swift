import FieldMachines

/// Drives the field of a catalogued machine (``CataloguedFieldMachine``), such as
/// ``PickerFieldDriver``, with the machine's events; see ``FieldDriver``.
///
/// Where the field has two spellings of a call (`tap()` and `becomeFirstResponder()`), the
/// driver alternates between them. Where the field fills in payloads itself (the date field's
/// clock, draft and parse), the driver reports the events the field sent.
public final class FieldDriverOf<Machine: CataloguedFieldMachine>: FieldDriver {
  /// The field driven, whose delegate is the driver's.
  public let field: Machine.FieldObject
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  /// The field's delegate, which answers with the current event's `allowed:`.
  private let delegate = DriverDelegate()
  private var alternate = false
  /// The events the field sent, when it fills in payloads.
  private let sent: SentEvents<Machine>?
  /// The step's work, specialised for the kind (``FieldDriving``), looked up once.
  private let driving: FieldDriving<Machine, Machine.FieldObject>

  /// The delegate's did-begin calls so far.
  public var beginCalls: Int { delegate.beginCalls }
  /// The delegate's did-end calls so far.
  public var endCalls: Int { delegate.endCalls }

  /// Drives a new field (reading a fixed clock where the kind reads one).
  public convenience init() {
    self.init(Machine.vocabulary.makeDrivenField())
  }

  /// Drives `field` and gives it the driver's delegate.
  public init(_ field: Machine.FieldObject) {
    self.field = field
    let entry = Machine.catalogueEntry
    driving = entry.driving
    sent = entry.vocabulary.reportsSentEvents ? SentEvents() : nil
    field.attach(delegate)
    field.announcementHandler = { [weak self] _ in self?.countAnnouncement() }
    if let sent { driving.recordSent(field, sent) }
  }

  private func countAnnouncement() {
    announcements = (announcements ?? 0) + 1
  }

  /// The field's machine.
  public var machine: Machine { driving.machine(field) }
  /// The field's `isActive`.
  public var isFieldActive: Bool { field.isActive }

  /// Performs `event` with this driver answering the field's questions with its `allowed:`,
  /// alternating the two spellings of a call.
  public func perform(_ event: Machine.Event) -> [Machine.Event] {
    defer { alternate.toggle() }
    return driving.perform(event, field, delegate, alternate, sent)
  }

  /// Performs `event` as ``perform(_:)`` does and hands `body` the events it would return, with
  /// no array made: the event itself, or those the field sent with the answers put back.
  public func perform(
    _ event: Machine.Event, each body: (Machine.Event) throws -> Void
  ) throws {
    defer { alternate.toggle() }
    try driving.performEach(event, field, delegate, alternate, sent, body)
  }
}
