/// How a field of one kind is open, as a ``FormSnapshot`` records it in a
/// ``FieldPosition/open(_:)``: declared in the kind's folder, made and read back by the kind's
/// form adapter, and written in a snapshot's JSON under its own name with its own payload.
package protocol FieldOpenMode: Sendable, Hashable {
  /// The mode's name, its key in a snapshot's JSON, such as `pickerManual`; unique among every
  /// kind's modes.
  var name: String { get }
  /// Writes the mode's payload, a keyed container (empty when the mode has none).
  func encodePayload(to encoder: any Encoder) throws
  /// The mode named `name`, its payload read from `decoder`; `nil` when the kind has no mode of
  /// that name.
  static func decode(name: String, from decoder: any Decoder) throws -> Self?
}

extension FieldOpenMode {
  /// Whether `other` is this mode.
  func isEqual(to other: any FieldOpenMode) -> Bool { (other as? Self) == self }
}
