#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How an open date field is open, as a ``FormSnapshot`` records it
/// (``FieldPosition/open(_:)``): on its wheel, or typing a draft with the hidden wheel's date.
enum DateOpenMode: FieldOpenMode {
  /// Open with its wheel on this date.
  case wheel(Date)
  /// Typing this draft, its hidden wheel on this date.
  case typing(wheel: Date, draft: String)

  /// `dateOpen` or `dateTyping`.
  var name: String {
    switch self {
    case .wheel: "dateOpen"
    case .typing: "dateTyping"
    }
  }

  /// The wheel's date, and the draft while typing.
  var wheel: Date {
    switch self {
    case .wheel(let wheel), .typing(let wheel, _): wheel
    }
  }

  /// `{"wheel":…}`, and `"draft"` after it while typing.
  func encodePayload(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PayloadKey.self)
    try container.encode(wheel, forKey: .wheel)
    if case .typing(_, let draft) = self { try container.encode(draft, forKey: .draft) }
  }

  /// `dateOpen` with its wheel, or `dateTyping` with its wheel and draft.
  static func decode(name: String, from decoder: any Decoder) throws -> Self? {
    guard name == "dateOpen" || name == "dateTyping" else { return nil }
    let container = try decoder.container(keyedBy: PayloadKey.self)
    let wheel = try container.decode(Date.self, forKey: .wheel)
    guard name == "dateTyping" else { return .wheel(wheel) }
    return .typing(wheel: wheel, draft: try container.decode(String.self, forKey: .draft))
  }

  /// The payload's keys.
  private enum PayloadKey: String, CodingKey { case wheel, draft }
}

extension FieldPosition {
  /// A date field open with its wheel on `wheel`.
  package static func dateOpen(wheel: Date) -> FieldPosition { .open(DateOpenMode.wheel(wheel)) }
  /// A date field typing `draft`, its hidden wheel on `wheel`.
  package static func dateTyping(wheel: Date, draft: String) -> FieldPosition {
    .open(DateOpenMode.typing(wheel: wheel, draft: draft))
  }
}
