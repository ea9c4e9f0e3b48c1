import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Drives a `DateField` with `DateFieldMachine` events; see ``FieldDriver``. The field's
/// clock reads ``now``; its own draft, parse and clock fill in the payloads of open requests,
/// typing and committed drafts, which the pure machine then receives as the field sent them.
public final class DateFieldDriver: FieldDriver, DateFieldDelegate {
  /// The field driven, whose delegate is this driver.
  public let field: DateField
  /// The time the field's clock reads.
  public let now: Date
  /// The delegate's did-begin calls so far.
  public private(set) var beginCalls = 0
  /// The delegate's did-end calls so far.
  public private(set) var endCalls = 0
  /// The announcements the field's `announcementHandler` received so far.
  public private(set) var announcements: Int? = 0
  private var answer = true
  private let sent = SentEvents<DateFieldMachine>()

  /// Drives a new field whose clock reads `now` and becomes its delegate.
  public init(now: Date = DateFieldGenerators.referenceDate) {
    self.now = now
    field = DateField(now: { now })
    field.delegate = self
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
    if case .openRequested(let allowed, _) = event { answer = allowed }
    Self.apply(event, to: field)
    answer = true
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

  /// Answers with the current event's `allowed:`.
  public func dateFieldShouldBeginEditing(_ view: DateField) -> Bool { answer }
  /// Counts the call.
  public func dateFieldDidBeginEditing(_ view: DateField) { beginCalls += 1 }
  /// Counts the call.
  public func dateFieldDidEndEditing(_ view: DateField) { endCalls += 1 }
}
