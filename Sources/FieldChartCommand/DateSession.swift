import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ``DateField`` driven by script lines, in UTC unless `--time-zone` says otherwise.
final class DateSession: FieldSession {
  static let kind = "date"
  static let options = [
    OptionHelp("placeholder", valueName: "text", help: "The title."),
    OptionHelp("optional", help: "Add \" (Optional)\" to the title."),
    OptionHelp("date", valueName: "date", help: "The initial date (YYYY-MM-DD[THH:MM[:SS]], UTC)."),
    OptionHelp("min", valueName: "date", help: "minimumDate."),
    OptionHelp("max", valueName: "date", help: "maximumDate."),
    OptionHelp("default", valueName: "date", help: "defaultDate, shown when an empty field opens."),
    OptionHelp("now", valueName: "date", help: "The clock's time. (default: the real time)"),
    OptionHelp("clearable", help: "Show the clear pill while closed."),
    OptionHelp(
      "time-zone", valueName: "id", help: "The time zone text is formatted in. (default: UTC)"),
  ]
  static let actions = kindActions + SupportingRowSettings.actions
  private static let kindActions = [
    OptionHelp("scroll", valueName: "date", help: "Scrolls the wheel to a date (clamped)."),
    OptionHelp("done", help: "The done pill: closes."),
    OptionHelp("clear", help: "The clear pill (a clearable, closed field)."),
    OptionHelp("set date", valueName: "date|none", help: "date (no delegate call)."),
    OptionHelp("set min", valueName: "date|none", help: "minimumDate."),
    OptionHelp("set max", valueName: "date|none", help: "maximumDate."),
    OptionHelp("set default", valueName: "date|none", help: "defaultDate."),
    OptionHelp("set clearable", valueName: "true|false", help: "isClearable."),
  ]
  static let activationCalls = (begin: "dateFieldDidBeginEditing", end: "dateFieldDidEndEditing")

  let field: DateField
  private let delegate = DateDelegateRecorder()

  init(options: ParsedArguments) throws(CommandError) {
    func date(_ name: String) throws(CommandError) -> Date? {
      guard let text = options.values[name] else { return nil }
      guard let date = ScriptDate.parse(text) else {
        throw .usage(
          "'--\(name)' needs a date such as 2024-03-15 or 2024-03-15T09:30, not '\(text)'",
          subcommand: "simulate")
      }
      return date
    }
    if let now = try date("now") {
      field = DateField(placeholder: options.values["placeholder"], now: { now })
    } else {
      field = DateField(placeholder: options.values["placeholder"])
    }
    let zone = options.values["time-zone"] ?? "UTC"
    guard let timeZone = TimeZone(identifier: zone) else {
      throw .usage("Unknown time zone '\(zone)'", subcommand: "simulate")
    }
    field.timeZone = timeZone
    field.locale = Locale(identifier: "en_US_POSIX")
    field.isOptional = options.flags.contains("optional")
    field.minimumDate = try date("min")
    field.maximumDate = try date("max")
    field.defaultDate = try date("default")
    if let initial = try date("date") { field.date = initial }
    if options.flags.contains("clearable") { field.isClearable = true }
    field.delegate = delegate
  }

  var machine: DateFieldMachine { field.machine }
  var recorder: DelegateRecorder { delegate }

  var snapshot: FieldSnapshot {
    FieldSnapshot(
      isActive: field.isActive, isOpen: field.isActive, error: field.errorMessage,
      value: field.text, height: field.height,
      details: [
        ("date", field.date.map(ScriptDate.format) ?? "none"),
        ("wheel", field.wheelDate.map(ScriptDate.format) ?? "none"),
      ])
  }

  func perform(_ action: ScriptAction) throws(ScriptError) -> Bool {
    switch action.verb {
    case "scroll": field.scrollDate(to: try DateSession.date(try action.text("a date")))
    case "done":
      try action.noArgument()
      field.tapDone()
    case "clear":
      try action.noArgument()
      field.tapClear()
    case "set":
      let (property, value) = try action.setting()
      switch property {
      case "date": field.date = try DateSession.optionalDate(value, for: property)
      case "min": field.minimumDate = try DateSession.optionalDate(value, for: property)
      case "max": field.maximumDate = try DateSession.optionalDate(value, for: property)
      case "default": field.defaultDate = try DateSession.optionalDate(value, for: property)
      case "clearable": field.isClearable = try ScriptAction.bool(value, for: property)
      default: return try SupportingRowSettings.set(property, to: value, onField: field)
      }
    default: return false
    }
    return true
  }

  private static func date(_ text: String) throws(ScriptError) -> Date {
    guard let date = ScriptDate.parse(text) else {
      throw ScriptError("'\(text)' is not a date such as 2024-03-15 or 2024-03-15T09:30")
    }
    return date
  }

  private static func optionalDate(
    _ text: String?, for property: String
  ) throws(ScriptError)
    -> Date?
  {
    guard let text, text != "none" else {
      if text == nil { throw ScriptError("'set \(property)' needs a date or none") }
      return nil
    }
    return try date(text)
  }

  func observe(
    _ handler: @escaping (TransitionRecord<DateFieldMachine>) -> Void
  ) -> TransitionObservation {
    field.observeTransitions(handler)
  }
}
