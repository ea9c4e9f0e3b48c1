import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateFieldMachine: TestableFieldMachine {
  /// `date`.
  public static var scriptName: String { "date" }

  /// An empty, enabled, closed date field without limits.
  public static var initialState: State { State() }

  /// ``DateFieldGenerators/event(using:)``.
  public static var anyEvent: Gen<Event> { Gen { rng in DateFieldGenerators.event(using: &rng) } }

  /// Scrolling, the pills and keyboards are the user's; values, errors and resigning are the
  /// app's; limits, the default date, clearable and enabled are configuration.
  public static func category(of event: Event) -> EventCategory {
    switch event {
    case .openRequested, .dateScrolled, .doneTapped, .clearTapped, .keyboardWillShow: .userAction
    case .closeRequested, .dateAssigned, .errorSet, .errorRemoved: .programmaticCall
    case .minimumDateChanged, .maximumDateChanged, .defaultDateChanged, .clearableChanged,
      .enabledChanged:
      .configurationChange
    }
  }

  /// `tap <now>`, `scroll <date>`, `done`, `clear`, `resign`, `keyboard`, `set-date <date>`
  /// (none: `nil`), `set-minimum …`, `set-maximum …`, `set-default …`, `set-clearable true`,
  /// `set-error …`, `remove-error`, `enable`, `disable`. Dates are ISO 8601 in UTC
  /// (``ScriptDate``); `tap` carries the clock's time, which opening an empty field shows.
  public static func scriptLine(for event: Event) -> String {
    let line: ScriptLine
    switch event {
    case .openRequested(let allowed, let now):
      line = ScriptLine("tap", ScriptDate.format(now), vetoed: !allowed)
    case .dateScrolled(let date): line = ScriptLine("scroll", ScriptDate.format(date))
    case .doneTapped: line = ScriptLine("done")
    case .clearTapped: line = ScriptLine("clear")
    case .closeRequested: line = ScriptLine("resign")
    case .keyboardWillShow: line = ScriptLine("keyboard")
    case .dateAssigned(let date): line = ScriptLine("set-date", date.map(ScriptDate.format))
    case .minimumDateChanged(let date):
      line = ScriptLine("set-minimum", date.map(ScriptDate.format))
    case .maximumDateChanged(let date):
      line = ScriptLine("set-maximum", date.map(ScriptDate.format))
    case .defaultDateChanged(let date):
      line = ScriptLine("set-default", date.map(ScriptDate.format))
    case .clearableChanged(let isClearable): line = ScriptLine("set-clearable", String(isClearable))
    case .errorSet(let message): line = ScriptLine("set-error", message)
    case .errorRemoved: line = ScriptLine("remove-error")
    case .enabledChanged(let isEnabled): line = ScriptLine(isEnabled ? "enable" : "disable")
    }
    return line.description
  }

  /// The event of a line ``scriptLine(for:)`` prints; `tap` needs its time.
  public static func event(scriptLine: String) -> Event? {
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    let date = line.payload.flatMap(ScriptDate.parse)
    let dateOrNil: Date?? = line.payload == nil ? .some(nil) : date.map { .some($0) }
    if line.isVetoed {
      guard line.verb == "tap" || line.verb == "become", let date else { return nil }
      return .openRequested(allowed: false, now: date)
    }
    switch (line.verb, line.payload) {
    case ("tap", _), ("become", _): return date.map { .openRequested(allowed: true, now: $0) }
    case ("scroll", _): return date.map { .dateScrolled($0) }
    case ("done", nil): return .doneTapped
    case ("clear", nil): return .clearTapped
    case ("resign", nil): return .closeRequested
    case ("keyboard", nil): return .keyboardWillShow
    case ("set-date", _): return dateOrNil.map { .dateAssigned($0) }
    case ("set-minimum", _): return dateOrNil.map { .minimumDateChanged($0) }
    case ("set-maximum", _): return dateOrNil.map { .maximumDateChanged($0) }
    case ("set-default", _): return dateOrNil.map { .defaultDateChanged($0) }
    case ("set-clearable", _): return line.boolean.map { .clearableChanged($0) }
    case ("set-error", _): return .errorSet(line.text)
    case ("remove-error", nil): return .errorRemoved
    case ("enable", nil): return .enabledChanged(true)
    case ("disable", nil): return .enabledChanged(false)
    default: return nil
    }
  }

  /// Allowed instead of vetoed, `nil` limits and values, the generators' reference date,
  /// shorter messages.
  public static func simplifications(of event: Event) -> [Event] {
    switch event {
    case .openRequested(let allowed, let now):
      Simpler.allowed(allowed).map { .openRequested(allowed: $0, now: now) }
        + simpler(now).map { .openRequested(allowed: allowed, now: $0) }
    case .dateScrolled(let date): simpler(date).map { .dateScrolled($0) }
    case .dateAssigned(let date): simpler(date).map { .dateAssigned($0) }
    case .minimumDateChanged(let date): simpler(date).map { .minimumDateChanged($0) }
    case .maximumDateChanged(let date): simpler(date).map { .maximumDateChanged($0) }
    case .defaultDateChanged(let date): simpler(date).map { .defaultDateChanged($0) }
    case .errorSet(let message): Simpler.text(message).map { .errorSet($0) }
    case .doneTapped, .clearTapped, .closeRequested, .keyboardWillShow, .clearableChanged,
      .errorRemoved, .enabledChanged:
      []
    }
  }

  /// Active means open.
  public static func isActive(_ state: State) -> Bool { state.mode == .open }

  /// `didBeginEditing` and `didEndEditing`.
  public static func activation(of effect: Effect) -> Activation? {
    switch effect {
    case .didBeginEditing: .began
    case .didEndEditing: .ended
    case .dateChanged, .cleared, .errorCleared, .errorShown: nil
    }
  }

  private static func simpler(_ date: Date) -> [Date] {
    date == DateFieldGenerators.referenceDate ? [] : [DateFieldGenerators.referenceDate]
  }

  private static func simpler(_ date: Date?) -> [Date?] {
    guard let date else { return [] }
    return [nil] + simpler(date).map { .some($0) }
  }
}
