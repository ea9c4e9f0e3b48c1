#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The date field as `fieldchart simulate` drives it, in UTC unless `--time-zone` says otherwise;
/// see ``SessionVocabulary``.
///
/// Its ``DateField/dateValidator`` asks the session's delegate, so a typed date is refused on a
/// `veto` line (`veto return`, `veto enter 2024-03-15`).
extension DateFieldVocabulary: SessionVocabulary {
  /// The date, bounds, default, clock, clear pill, time zone, pattern, years and typing.
  package static let ownOptions = [
    OptionHelp("date", valueName: "date", help: "The initial date (YYYY-MM-DD[THH:MM[:SS]], UTC)."),
    OptionHelp("min", valueName: "date", help: "minimumDate."),
    OptionHelp("max", valueName: "date", help: "maximumDate."),
    OptionHelp("default", valueName: "date", help: "defaultDate, shown when an empty field opens."),
    OptionHelp("now", valueName: "date", help: "The clock's time. (default: the real time)"),
    WheelFieldSession.clearableOption,
    OptionHelp(
      "time-zone", valueName: "id", help: "The time zone text is formatted in. (default: UTC)"),
    OptionHelp(
      "pattern", valueName: "pattern",
      help: "How dates are typed, such as dd.MM.yyyy. (default: yyyy-MM-dd)"),
    OptionHelp(
      "years", valueName: "first...last",
      help: "The years a typed date may have. (default: 1900...2100)"),
    OptionHelp("opens-for-typing", help: "A tap opens straight into typing (opensForTyping)."),
  ]
  /// The wheel, typing, range checks, bare events and the settings.
  package static let actions =
    [
      OptionHelp("scroll", valueName: "date", help: "Scrolls the wheel to a date (clamped)."),
      OptionHelp(
        "done", help: "The done pill: closes; while typing, commits the draft as return does."),
      OptionHelp("clear", help: "The clear pill (a clearable, closed field)."),
      OptionHelp("typing", help: "The keyboard toggle of the open wheel: type the date instead."),
      OptionHelp("wheel", help: "The wheel toggle while typing: the draft is dropped."),
      OptionHelp("type", valueName: "text", help: "Types text at the end of the draft."),
      OptionHelp("backspace", help: "Deletes the last character of the draft."),
      OptionHelp("replace", valueName: "text", help: "Replaces the whole draft (a paste)."),
      OptionHelp(
        "return", help: "The return key while typing: the draft is judged (asks dateValidator)."),
      OptionHelp("enter", valueName: "text", help: "replace <text>, then return."),
      OptionHelp(
        "range", valueName: "order|date",
        help: "A range check: in-order, out-of-order, or against a \"from\" date or none."),
      OptionHelp(
        "send", valueName: "event", help: "DateField.send(_:) of a bare event (see TYPED DATES)."),
      OptionHelp("set date", valueName: "date|none", help: "date (no delegate call)."),
      OptionHelp("set min", valueName: "date|none", help: "minimumDate."),
      OptionHelp("set max", valueName: "date|none", help: "maximumDate."),
      OptionHelp("set default", valueName: "date|none", help: "defaultDate."),
      WheelFieldSession.setClearable,
      OptionHelp("set pattern", valueName: "pattern", help: "entryOptions.pattern."),
      OptionHelp("set years", valueName: "first...last", help: "entryOptions.yearRange."),
      OptionHelp("set opens-for-typing", valueName: "true|false", help: "opensForTyping."),
    ] + SupportingRowSettings.actions

  /// A titled field in UTC (or `--time-zone`) reading the options' clock, with their pattern,
  /// years, bounds, default and date, whose validator asks `delegate`.
  package static func makeField(
    options: SessionOptions, delegate: some SessionDelegate
  ) throws(ScriptLineError) -> DateField {
    func date(_ name: String) throws(ScriptLineError) -> Date? {
      guard let text = options.values[name] else { return nil }
      guard let date = ScriptDate.parse(text) else {
        throw ScriptLineError(
          "'--\(name)' needs a date such as 2024-03-15 or 2024-03-15T09:30, not '\(text)'")
      }
      return date
    }
    let field: DateField
    if let now = try date("now") {
      field = DateField(placeholder: options.values["placeholder"], now: { now })
    } else {
      field = DateField(placeholder: options.values["placeholder"])
    }
    let zone = options.values["time-zone"] ?? "UTC"
    guard let timeZone = TimeZone(identifier: zone) else {
      throw ScriptLineError("Unknown time zone '\(zone)'")
    }
    field.timeZone = timeZone
    field.locale = Locale(identifier: "en_US_POSIX")
    if let text = options.values["pattern"] {
      field.entryOptions.pattern = try pattern(text, for: "'--pattern'")
    }
    if let text = options.values["years"] {
      field.entryOptions.yearRange = try years(text, for: "'--years'")
    }
    field.opensForTyping = options.flags.contains("opens-for-typing")
    field.minimumDate = try date("min")
    field.maximumDate = try date("max")
    field.defaultDate = try date("default")
    if let initial = try date("date") { field.date = initial }
    if options.flags.contains("clearable") { field.isClearable = true }
    attach(delegate, to: field)
    field.dateValidator = { [delegate] date in
      delegate.ask("dateValidator(\(ScriptDate.shortFormat(date)))")
    }
    return field
  }

  /// Open or not, the date, the wheel and the draft while typing.
  package static func snapshot(of field: DateField) -> SessionSnapshot {
    var details = [
      ("date", field.date.map(ScriptDate.shortFormat) ?? "none"),
      ("wheel", field.wheelDate.map(ScriptDate.shortFormat) ?? "none"),
    ]
    if field.isTyping { details.append(("draft", field.draft)) }
    return WheelFieldSession.snapshot(
      of: field, isOpen: field.machine.isWheelShown, details: details)
  }

  /// `done`, `typing` and `wheel`.
  package static var bareActions: [String: (DateField) -> Void] {
    [
      "done": { $0.tapDone() }, "typing": { $0.switchToTyping() },
      "wheel": { $0.switchToWheel() },
    ]
  }

  /// Replays of computed payloads, `scroll`, `enter`, `range`, `send` and the date's `set`
  /// properties.
  package static func perform(
    _ action: ScriptLine, on field: DateField
  ) throws(ScriptLineError) -> Bool {
    if action.payload != nil, replaysComputedPayload(action.verb) {
      try replayComputed(action, on: field)
      return true
    }
    switch action.verb {
    case "scroll": field.scrollDate(to: try date(try action.requiredText("a date")))
    case "enter":
      field.replaceText(with: try action.requiredText())
      field.pressReturn()
    case "range":
      try checkRange(try action.requiredText("in-order, out-of-order, a date or none"), of: field)
    case "send": field.send(try event(named: try action.requiredText("an event")))
    case "set": return try set(action, on: field)
    default: return false
    }
    return true
  }

  /// Whether `verb` with a payload replays what the field otherwise computes (``replayComputed``):
  /// a switch, so a line builds no list of verbs to search.
  private static func replaysComputedPayload(_ verb: String) -> Bool {
    switch verb {
    case "tap", "become", "typing", "return", "resign": true
    default: false
    }
  }

  /// Replays a line the testing kit prints with a payload the field otherwise computes itself:
  /// `tap <time>` taps with the clock reading that time; `typing <draft>`,
  /// `return <date|mismatch|year-out-of-range>` and `resign <…>` send the machine the event as
  /// written.
  private static func replayComputed(
    _ action: ScriptLine, on field: DateField
  ) throws(ScriptLineError) {
    guard let event = event(scriptLine: action.description) else {
      let what =
        switch action.verb {
        case "return", "resign": "or the parse (a date, mismatch or year-out-of-range)"
        case "typing": "or a draft"
        default: "or the clock's time, such as 2024-03-15T09:30"
        }
      throw ScriptLineError("'\(action.verb)' takes no argument \(what), but got '\(action.text)'")
    }
    guard case .openRequested(_, let now) = event else {
      field.send(event)
      return
    }
    let clock = field.now
    field.now = { now }
    defer { field.now = clock }
    if action.verb == "become" { field.becomeFirstResponder() } else { field.tap() }
  }

  private static func set(_ action: ScriptLine, on field: DateField) throws(ScriptLineError) -> Bool
  {
    let (property, value) = try action.setting()
    switch property {
    case "date": field.date = try optionalDate(value, for: property)
    case "min": field.minimumDate = try optionalDate(value, for: property)
    case "max": field.maximumDate = try optionalDate(value, for: property)
    case "default": field.defaultDate = try optionalDate(value, for: property)
    case "clearable": field.isClearable = try ScriptLine.bool(value, for: property)
    case "pattern":
      field.entryOptions.pattern = try pattern(value ?? "", for: "'set pattern'")
    case "years":
      field.entryOptions.yearRange = try years(value ?? "", for: "'set years'")
    case "opens-for-typing": field.opensForTyping = try ScriptLine.bool(value, for: property)
    default: return false
    }
    return true
  }

  /// Reports the range order to the field as a ``DateRangePair`` does: the order given, or the
  /// order of a "from" field holding `argument` (a date or `none`) and this field, judged by the
  /// pair's own rule (``DateRangePair/isInOrder(from:to:comparingDaysIn:)``) without making the
  /// "from" field: it would hold the date exactly as given.
  private static func checkRange(_ argument: String, of field: DateField) throws(ScriptLineError) {
    switch argument {
    case "in-order": field.handle(.rangeOrderChecked(isInOrder: true))
    case "out-of-order": field.handle(.rangeOrderChecked(isInOrder: false))
    default:
      let from = try optionalDate(argument, for: "range")
      let state = field.storedMachine.state
      let calendar: Calendar? = field.datePickerMode == .date ? field.entryCalendar : nil
      let isInOrder = DateRangePair.isInOrder(
        from: from, to: state.date, comparingDaysIn: calendar)
      field.handle(.rangeOrderChecked(isInOrder: isInOrder))
    }
  }

  private static func event(named name: String) throws(ScriptLineError) -> DateFieldMachine.Event {
    guard let found = DateFieldVocabulary.sendableEvents.first(where: { $0.name == name }) else {
      throw ScriptLineError(
        "'send' needs one of \(DateFieldVocabulary.sendableEvents.map(\.name).joined(separator: ", ")), not '\(name)'"
      )
    }
    return found.event
  }

  private static func date(_ text: String) throws(ScriptLineError) -> Date {
    guard let date = ScriptDate.parse(text) else {
      throw ScriptLineError("'\(text)' is not a date such as 2024-03-15 or 2024-03-15T09:30")
    }
    return date
  }

  private static func optionalDate(
    _ text: String?, for property: String
  ) throws(ScriptLineError)
    -> Date?
  {
    guard let text, text != "none" else {
      if text == nil { throw ScriptLineError("'set \(property)' needs a date or none") }
      return nil
    }
    return try date(text)
  }

  /// The typed-entry pattern `text` names.
  private static func pattern(
    _ text: String, for what: String
  ) throws(ScriptLineError)
    -> DateEntryPattern
  {
    guard let pattern = DateEntryPattern(text) else {
      throw ScriptLineError(
        "\(what) needs a pattern such as yyyy-MM-dd, dd.MM.yyyy or M/d/yyyy, not '\(text)'")
    }
    return pattern
  }

  /// The year range `text` names, written `first...last`.
  private static func years(
    _ text: String, for what: String
  ) throws(ScriptLineError)
    -> ClosedRange<Int>
  {
    guard let (first, last) = yearBounds(text), first <= last else {
      throw ScriptLineError("\(what) needs years such as 1900...2100, not '\(text)'")
    }
    return first...last
  }

  /// The two years of `text` written `first...last`, read at its only `...`; `nil` when it has
  /// none, or more than one, or a side is not an integer. A scan of the bytes, as splitting at a
  /// string separator is a collection search costing many times more.
  private static func yearBounds(_ text: String) -> (Int, Int)? {
    let bytes = text.utf8
    let dot = UInt8(ascii: ".")
    guard let start = bytes.firstIndex(of: dot) else { return nil }
    let rest = bytes[start...]
    guard rest.starts(with: [dot, dot, dot]) else { return nil }
    let after = bytes.index(start, offsetBy: 3)
    guard let first = Int(Substring(text.utf8[..<start])),
      let last = Int(Substring(text.utf8[after...]))
    else { return nil }
    return (first, last)
  }

  /// Typing and committing whatever the draft holds, the validator's veto on each way to commit,
  /// bare closes while typing, other patterns and year ranges, the maximum and default dates,
  /// and range checks against a "from" date; and the lines that open the keyboard and act while
  /// typing once more, so walks spend more of their steps typing.
  package static var walkScripts: [String] {
    [
      "return", "veto return", "veto done", "veto resign", "veto resign 2024-03-15", "type 0",
      "type -",
      "replace 2024-02-30", "replace 2024-09-15", "send doneTapped", "send closeRequested",
      "send keyboardWillShow", "set pattern dd.MM.yyyy", "set pattern yyyy-MM-dd",
      "set years 2000...2030", "set years 1900...2100", "set max 2024-06-01", "set max none",
      "set default 2024-06-01", "set default none", "range 2024-06-01", "range none",
      "tap", "typing", "typing", "enter 03/15/2024", "enter 1850-06-01", "wheel",
      "scroll 2024-09-15",
      "range out-of-order", "range in-order", "error Required", "remove-error",
    ]
  }
}
