import FieldMachines

/// A field with the supporting row, read-only and announcement settings of issue 7, which the
/// entry, area and picker sessions set through the same `set` properties.
protocol SupportingRowSettable: AnyObject {
  var isReadOnly: Bool { get set }
  var helperText: String? { get set }
  var reservesSupportingRow: Bool { get set }
  var announcesErrors: Bool { get set }
}

/// A text field that also has a length limit.
protocol LengthLimitSettable: SupportingRowSettable {
  var maxLength: Int? { get set }
  var lengthLimitPolicy: LengthLimitPolicy { get set }
  var overflowMessage: String { get set }
}

extension EntryField: LengthLimitSettable {}
extension AreaField: LengthLimitSettable {}
extension PickerField: SupportingRowSettable {}

/// The `set` properties of ``SupportingRowSettable`` and ``LengthLimitSettable``.
enum SupportingRowSettings {
  /// The help lines of the properties every settable field has.
  static let actions = [
    OptionHelp("set read-only", valueName: "true|false", help: "isReadOnly."),
    OptionHelp("set helper", valueName: "text", help: "helperText (\"\" for none)."),
    OptionHelp("set reserve-row", valueName: "true|false", help: "reservesSupportingRow."),
    OptionHelp("set announce-errors", valueName: "true|false", help: "announcesErrors."),
  ]

  /// The help lines of the length-limit properties.
  static let lengthActions = [
    OptionHelp("set max-length", valueName: "n|none", help: "maxLength, with a counter."),
    OptionHelp(
      "set length-policy", valueName: "keep|refuse", help: "What input past the limit does."),
    OptionHelp("set overflow-message", valueName: "text", help: "The overflow error message."),
  ]

  /// Sets `property` on `field`; `false` when it is not one of these properties.
  static func set(
    _ property: String, to value: String?, onPicker field: PickerField
  ) throws(ScriptError) -> Bool {
    try setShared(property, to: value, on: field)
  }

  /// Sets one of the shared properties on `field`; `false` when it is none of them.
  private static func setShared(
    _ property: String, to value: String?, on field: some SupportingRowSettable
  ) throws(ScriptError) -> Bool {
    switch property {
    case "read-only": field.isReadOnly = try ScriptAction.bool(value, for: property)
    case "helper": field.helperText = value
    case "reserve-row": field.reservesSupportingRow = try ScriptAction.bool(value, for: property)
    case "announce-errors": field.announcesErrors = try ScriptAction.bool(value, for: property)
    default: return false
    }
    return true
  }

  /// Sets `property` on `field`, length-limit properties included; `false` when it is none of
  /// them.
  static func set(
    _ property: String, to value: String?, on field: some LengthLimitSettable
  ) throws(ScriptError) -> Bool {
    switch property {
    case "max-length":
      field.maxLength =
        value == "none" ? nil : try ScriptAction.int(value, for: "'set max-length'")
    case "length-policy":
      switch value {
      case "keep": field.lengthLimitPolicy = .keepAndFlag
      case "refuse": field.lengthLimitPolicy = .refuse
      default:
        throw ScriptError("'set length-policy' needs keep or refuse, but got '\(value ?? "")'")
      }
    case "overflow-message": field.overflowMessage = value ?? ""
    default:
      return try setShared(property, to: value, on: field)
    }
    return true
  }
}
