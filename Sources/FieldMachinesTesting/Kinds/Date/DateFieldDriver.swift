import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Drives a `DateField` with `DateFieldMachine` events; see ``FieldDriver``. The field's
/// clock reads ``now``; its own draft, parse and clock fill in the payloads of open requests,
/// typing and committed drafts, which the pure machine then receives as the field sent them.
public final class DateFieldDriver: FieldDriver {
  /// The field driven, whose delegate is the driver's.
  public let field: DateField
  /// The time the field's clock reads.
  public let now: Date
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  /// The field's delegate, which answers should-begin with the current event's `allowed:`.
  private let delegate = DriverDelegate()
  private let sent = SentEvents<DateFieldMachine>()

  /// The delegate's did-begin calls so far.
  public var beginCalls: Int { delegate.beginCalls }
  /// The delegate's did-end calls so far.
  public var endCalls: Int { delegate.endCalls }

  /// Drives a new field whose clock reads `now`, with the driver's delegate.
  public init(now: Date = DateFieldGenerators.referenceDate) {
    self.now = now
    field = DateField(now: { now })
    field.attach(delegate)
    field.announcementHandler = { [weak self] _ in self?.countAnnouncement() }
    sent.observation = field.observeTransitions { [sent] in sent.record($0) }
  }

  private func countAnnouncement() {
    announcements = (announcements ?? 0) + 1
  }

  /// The field's machine.
  public var machine: DateFieldMachine { field.machine }
  /// The field's `isActive`.
  public var isFieldActive: Bool { field.isActive }

  /// Performs `event` with this driver answering should-begin with its `allowed:`.
  public func perform(_ event: DateFieldMachine.Event) -> [DateFieldMachine.Event] {
    delegate.answer = DateFieldKind.allowed(event)
    Self.apply(event, to: field)
    delegate.answer = true
    guard case .openRequested(let allowed, _) = event else { return sent.take() }
    return sent.take().map { sentEvent in
      guard case .openRequested(_, let now) = sentEvent else { return sentEvent }
      return .openRequested(allowed: allowed, now: now)
    }
  }

  /// ``DateFieldKind/apply(_:to:)``: the kind's field call for `event`.
  public static func apply(_ event: DateFieldMachine.Event, to field: DateField) {
    DateFieldKind.apply(event, to: field)
  }

}
