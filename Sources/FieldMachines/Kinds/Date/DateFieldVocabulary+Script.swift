#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The date field's script words, the one codec `fieldchart simulate` and the testing kit read
/// and write date scripts with, and how the kit reads its events and effects.
extension DateFieldVocabulary {
  /// Scrolling, the pills, keyboards and typing are the user's; values, errors, resigning and
  /// range checks are the app's; limits, the default date, clearable, enabled, entry options,
  /// read-only, the supporting row and announcements are configuration.
  package static func source(of event: DateFieldMachine.Event) -> FieldEventSource {
    switch event {
    case .openRequested, .dateScrolled, .doneTapped, .clearTapped, .keyboardWillShow,
      .typingRequested, .draftEdited, .typedDateCommitted, .wheelRequested:
      .userAction
    case .closeRequested, .typedDateResigned, .dateAssigned, .rangeOrderChecked:
      .programmaticCall
    case .minimumDateChanged, .maximumDateChanged, .defaultDateChanged, .clearableChanged,
      .entryOptionsChanged:
      .configurationChange
    case .common(let common): common.source
    }
  }

  /// The `fieldchart simulate date` line: `tap <now>`, `scroll <date>`, `done`, `clear`,
  /// `resign`, `keyboard`, `set date <date>` (none: `none`), `set min …`, `set max …`,
  /// `set default …`, `set clearable|enabled|read-only|reserve-row|announce-errors true|false`,
  /// `set helper …` (alone: none), `error …`, `remove-error`; typed entry: `typing <draft>`,
  /// `type …`, `backspace`, `replace …`, `return <date|mismatch|year-out-of-range>`
  /// (`veto return` when the date validator refuses), `resign <date|mismatch|year-out-of-range>`
  /// (a resign or another keyboard while typing; `veto resign` likewise), `wheel`, `range in-order|out-of-order`
  /// and `set-entry-options <pattern>|<first year>|<last year>[|<4 messages>]`. Dates are ISO
  /// 8601 in UTC (``ScriptDate``).
  ///
  /// Three lines carry what a `DateField` computes itself, so a machine replays them exactly:
  /// `tap` the clock's time (which opening an empty field shows), `typing` the draft and
  /// `return` the parse of the draft. `fieldchart simulate` and ``events(script:)`` also take
  /// them bare, as the field fills them in.
  package static func scriptLine(for event: DateFieldMachine.Event) -> String {
    let line: ScriptLine
    switch event {
    case .openRequested(let allowed, let now):
      line = ScriptLine("tap", ScriptDate.format(now), vetoed: !allowed)
    case .dateScrolled(let date): line = ScriptLine("scroll", ScriptDate.format(date))
    case .doneTapped, .clearTapped, .closeRequested, .keyboardWillShow, .clearableChanged:
      return event.wheel?.scriptLine ?? ""
    case .dateAssigned(let date): return ScriptLine.setting("date", scriptText(of: date))
    case .minimumDateChanged(let date): return ScriptLine.setting("min", scriptText(of: date))
    case .maximumDateChanged(let date): return ScriptLine.setting("max", scriptText(of: date))
    case .defaultDateChanged(let date): return ScriptLine.setting("default", scriptText(of: date))
    case .typingRequested(let draft): line = ScriptLine("typing", draft)
    case .draftEdited(let edit): line = edit.scriptLine()
    case .typedDateCommitted(let parse, let allowed):
      line = ScriptLine("return", scriptText(of: parse), vetoed: !allowed)
    case .typedDateResigned(let parse, let allowed):
      line = ScriptLine("resign", scriptText(of: parse), vetoed: !allowed)
    case .wheelRequested: line = ScriptLine("wheel")
    case .rangeOrderChecked(let isInOrder):
      line = ScriptLine("range", isInOrder ? "in-order" : "out-of-order")
    case .entryOptionsChanged(let options):
      line = ScriptLine("set-entry-options", scriptText(of: options))
    case .common(let common): return common.scriptLine
    }
    return line.description
  }

  /// The events `send <name>` names, as `fieldchart simulate date` spells them: the machine's
  /// events without a payload.
  package static let sendableEvents: [(name: String, event: DateFieldMachine.Event)] = [
    ("doneTapped", .doneTapped), ("closeRequested", .closeRequested),
    ("keyboardWillShow", .keyboardWillShow), ("wheelRequested", .wheelRequested),
    ("clearTapped", .clearTapped), ("errorRemoved", .errorRemoved),
  ]

  /// The event of a line ``scriptLine(for:)`` prints; `tap` needs its time.
  package static func event(scriptLine: String) -> DateFieldMachine.Event? {
    guard let line = ScriptLine(parsing: scriptLine)?.canonical else { return nil }
    if let common = DateFieldMachine.Event.common(of: line) { return common }
    if let wheel = WheelEventCase(scriptLine: line) { return wheel.event() }
    let date = line.payload.flatMap(ScriptDate.parse)
    let dateOrNil: Date?? = line.payload == nil ? .some(nil) : date.map { .some($0) }
    if line.isVetoed {
      switch line.verb {
      case "tap", "become": return date.map { .openRequested(allowed: false, now: $0) }
      case "return": return parse(line.payload).map { .typedDateCommitted($0, allowed: false) }
      case "resign": return parse(line.payload).map { .typedDateResigned($0, allowed: false) }
      default: return nil
      }
    }
    if let edit = TextEdit(scriptLine: line) { return .draftEdited(edit) }
    switch (line.verb, line.payload) {
    case ("tap", _), ("become", _): return date.map { .openRequested(allowed: true, now: $0) }
    case ("scroll", _): return date.map { .dateScrolled($0) }
    case ("resign", _): return parse(line.payload).map { .typedDateResigned($0, allowed: true) }
    case ("set-date", _): return dateOrNil.map { .dateAssigned($0) }
    case ("set-minimum", _): return dateOrNil.map { .minimumDateChanged($0) }
    case ("set-maximum", _): return dateOrNil.map { .maximumDateChanged($0) }
    case ("set-default", _): return dateOrNil.map { .defaultDateChanged($0) }
    case ("typing", let draft?): return .typingRequested(draft: draft)
    case ("return", _): return parse(line.payload).map { .typedDateCommitted($0, allowed: true) }
    case ("wheel", nil): return .wheelRequested
    case ("range", "in-order"): return .rangeOrderChecked(isInOrder: true)
    case ("range", "out-of-order"): return .rangeOrderChecked(isInOrder: false)
    case ("range-order", _): return line.boolean.map { .rangeOrderChecked(isInOrder: $0) }
    case ("send", let name?): return sendableEvents.first { $0.name == name }?.event
    case ("set-entry-options", _):
      return entryOptions(line.payload).map { .entryOptionsChanged($0) }
    default: return nil
    }
  }

  /// Allowed instead of vetoed, `nil` limits and values, the generators' reference date,
  /// shorter messages.
  package static func simplifications(of event: DateFieldMachine.Event) -> [DateFieldMachine.Event]
  {
    switch event {
    case .openRequested(let allowed, let now):
      Simpler.allowed(allowed).map { .openRequested(allowed: $0, now: now) }
        + simpler(now).map { .openRequested(allowed: allowed, now: $0) }
    case .dateScrolled(let date): simpler(date).map { .dateScrolled($0) }
    case .dateAssigned(let date): simpler(date).map { .dateAssigned($0) }
    case .minimumDateChanged(let date): simpler(date).map { .minimumDateChanged($0) }
    case .maximumDateChanged(let date): simpler(date).map { .maximumDateChanged($0) }
    case .defaultDateChanged(let date): simpler(date).map { .defaultDateChanged($0) }
    case .typingRequested(let draft): Simpler.text(draft).map { .typingRequested(draft: $0) }
    case .draftEdited(let edit): edit.simplifications.map { .draftEdited($0) }
    case .typedDateCommitted(let parse, let allowed):
      Simpler.allowed(allowed).map { .typedDateCommitted(parse, allowed: $0) }
        + simpler(parse).map { .typedDateCommitted($0, allowed: allowed) }
    case .typedDateResigned(let parse, let allowed):
      Simpler.allowed(allowed).map { .typedDateResigned(parse, allowed: $0) }
        + simpler(parse).map { .typedDateResigned($0, allowed: allowed) }
    case .entryOptionsChanged(let options):
      options == DateEntryOptions() ? [] : [.entryOptionsChanged(DateEntryOptions())]
    case .doneTapped, .clearTapped, .closeRequested, .keyboardWillShow, .clearableChanged,
      .wheelRequested, .rangeOrderChecked:
      []
    case .common(let common): common.simplifications.map { .common($0) }
    }
  }

  /// The message of `announceError`.
  package static func announcement(of effect: DateFieldMachine.Effect) -> String? {
    guard case .announceError(let message) = effect else { return nil }
    return message
  }

  private static func simpler(_ parse: TypedDateParse) -> [TypedDateParse] {
    switch parse {
    case .date(let date): simpler(date).map { .date($0) }
    case .patternMismatch, .yearOutOfRange: [.date(referenceDate)]
    }
  }

  private static func scriptText(of date: Date?) -> String {
    date.map(ScriptDate.format) ?? "none"
  }

  private static func scriptText(of parse: TypedDateParse) -> String {
    switch parse {
    case .date(let date): ScriptDate.format(date)
    case .patternMismatch: "mismatch"
    case .yearOutOfRange: "year-out-of-range"
    }
  }

  private static func parse(_ payload: String?) -> TypedDateParse? {
    switch payload {
    case "mismatch": .patternMismatch
    case "year-out-of-range": .yearOutOfRange
    default: payload.flatMap(ScriptDate.parse).map { .date($0) }
    }
  }

  private static func scriptText(of options: DateEntryOptions) -> String? {
    var parts = [
      options.pattern.description, String(options.yearRange.lowerBound),
      String(options.yearRange.upperBound),
    ]
    let messages = options.messages
    if messages != .english {
      parts += [
        messages.patternMismatch, messages.yearOutOfRange, messages.dateNotAllowed,
        messages.rangeOutOfOrder,
      ]
    }
    return ScriptLine.encodeList(parts)
  }

  private static func entryOptions(_ payload: String?) -> DateEntryOptions? {
    let parts = ScriptLine.decodeList(payload)
    guard parts.count == 3 || parts.count == 7, let pattern = DateEntryPattern(parts[0]),
      let first = Int(parts[1]), let last = Int(parts[2]), first <= last
    else { return nil }
    var messages = DateEntryMessages.english
    if parts.count == 7 {
      messages = DateEntryMessages(
        patternMismatch: parts[3], yearOutOfRange: parts[4], dateNotAllowed: parts[5],
        rangeOutOfOrder: parts[6])
    }
    return DateEntryOptions(pattern: pattern, yearRange: first...last, messages: messages)
  }

  private static func simpler(_ date: Date) -> [Date] {
    date == referenceDate ? [] : [referenceDate]
  }

  private static func simpler(_ date: Date?) -> [Date?] {
    guard let date else { return [] }
    return [nil] + simpler(date).map { .some($0) }
  }
}
