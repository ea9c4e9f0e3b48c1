/// Where a field's focus is, as a ``FormSnapshot`` records it: closed, editing, or open in a
/// way the field's kind names (``FieldOpenMode``, declared in the kind's folder).
///
/// A snapshot's JSON holds one key: `closed`, `editing` or the open mode's name (such as
/// `pickerManual`), with the mode's payload (`{"pickerManual":{"draft":"Atlan"}}`).
package enum FieldPosition: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Not editing: a text field is inactive, a field with a wheel is closed.
  case closed
  /// A text field is editing.
  case editing
  /// Open, in the mode of the field's kind.
  case open(any FieldOpenMode)

  /// Whether the field is active (editing or open).
  package var isActive: Bool { self != .closed }

  /// `closed`, `editing` or the open mode's name.
  package var description: String {
    switch self {
    case .closed: "closed"
    case .editing: "editing"
    case .open(let mode): mode.name
    }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.closed, .closed), (.editing, .editing): true
    case (.open(let mode), .open(let other)): mode.isEqual(to: other)
    case (.closed, _), (.editing, _), (.open, _): false
    }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(description)
    if case .open(let mode) = self { hasher.combine(mode) }
  }

  /// Writes the one key and its payload.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PositionKey.self)
    switch self {
    case .closed, .editing:
      _ = container.nestedContainer(keyedBy: PositionKey.self, forKey: PositionKey(description))
    case .open(let mode):
      try mode.encodePayload(to: container.superEncoder(forKey: PositionKey(mode.name)))
    }
  }

  /// Reads the one key; an open mode's is read by the kind whose mode it names.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PositionKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath, debugDescription: "a position has exactly one key"))
    }
    switch key.stringValue {
    case "closed": self = .closed
    case "editing": self = .editing
    default:
      for modes in FieldKind.allCases.compactMap(\.openModes) {
        if let mode = try modes.decode(
          name: key.stringValue, from: container.superDecoder(forKey: key))
        {
          self = .open(mode)
          return
        }
      }
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "no kind is open as \(key.stringValue)")
    }
  }

  /// A position's one key.
  private struct PositionKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
