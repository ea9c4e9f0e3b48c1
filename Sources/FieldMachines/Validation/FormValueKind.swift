/// The kinds of ``FormValue``, one per shape of value.
public enum FormValueKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// ``FormValue/text(_:)``: entry and area fields.
  case text
  /// ``FormValue/choice(_:text:)``: picker fields.
  case choice
  /// ``FormValue/date(_:)``: date fields.
  case date
}
