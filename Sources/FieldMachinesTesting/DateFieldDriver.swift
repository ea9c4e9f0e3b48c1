import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Drives a ``DateField`` with ``DateFieldMachine`` events; see ``FieldDriver``. The field's
/// clock reads ``now``, so an open request uses that time rather than the event's.
public final class DateFieldDriver: FieldDriver, DateFieldDelegate {
  /// The field driven, whose delegate is this driver.
  public let field: DateField
  /// The time the field's clock reads.
  public let now: Date
  /// The delegate's did-begin calls so far.
  public private(set) var beginCalls = 0
  /// The delegate's did-end calls so far.
  public private(set) var endCalls = 0
  private var answer = true

  /// Drives a new field whose clock reads `now` and becomes its delegate.
  public init(now: Date = DateFieldGenerators.referenceDate) {
    self.now = now
    field = DateField(now: { now })
    field.delegate = self
  }

  /// The field's machine.
  public var machine: DateFieldMachine { field.machine }
  /// The field's `isActive`.
  public var isFieldActive: Bool { field.isActive }

  /// Performs `event` with this driver answering should-begin with its `allowed:`.
  public func perform(_ event: DateFieldMachine.Event) {
    if case .openRequested(let allowed, _) = event { answer = allowed }
    Self.apply(event, to: field)
    answer = true
  }

  /// Performs `event` on `field` through its public API: taps, scrolls, the pills, resigning,
  /// keyboards, dates, limits, errors and `isEnabled`. An open request uses the field's clock and
  /// its delegate's answer.
  public static func apply(_ event: DateFieldMachine.Event, to field: DateField) {
    switch event {
    case .openRequested:
      field.tap()
    case .dateScrolled(let date): field.scrollDate(to: date)
    case .doneTapped: field.tapDone()
    case .clearTapped: field.tapClear()
    case .closeRequested: field.resignFirstResponder()
    case .keyboardWillShow: field.keyboardWillShow()
    case .dateAssigned(let date): field.date = date
    case .minimumDateChanged(let date): field.minimumDate = date
    case .maximumDateChanged(let date): field.maximumDate = date
    case .defaultDateChanged(let date): field.defaultDate = date
    case .clearableChanged(let isClearable): field.isClearable = isClearable
    case .errorSet(let message): field.setError(withText: message)
    case .errorRemoved: field.removeErrorUI()
    case .enabledChanged(let isEnabled): field.isEnabled = isEnabled
    }
  }

  /// The event with the field's clock time in an open request.
  public func reference(_ event: DateFieldMachine.Event) -> DateFieldMachine.Event {
    guard case .openRequested(let allowed, _) = event else { return event }
    return .openRequested(allowed: allowed, now: now)
  }

  /// Answers with the current event's `allowed:`.
  public func dateFieldShouldBeginEditing(_ view: DateField) -> Bool { answer }
  /// Counts the call.
  public func dateFieldDidBeginEditing(_ view: DateField) { beginCalls += 1 }
  /// Counts the call.
  public func dateFieldDidEndEditing(_ view: DateField) { endCalls += 1 }
}
