/// How an open picker is open, as a ``FormSnapshot`` records it (``FieldPosition/open(_:)``):
/// on its list, or in manual entry with a draft typed.
enum PickerOpenMode: FieldOpenMode {
  /// Open on a list row (a focused read-only picker, without its wheel, records this too).
  case list
  /// In manual entry, with this draft typed.
  case manual(draft: String)

  /// `pickerOpen` or `pickerManual`.
  var name: String {
    switch self {
    case .list: "pickerOpen"
    case .manual: "pickerManual"
    }
  }

  /// `{}` on the list, `{"draft":…}` in manual entry.
  func encodePayload(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PayloadKey.self)
    switch self {
    case .list: break
    case .manual(let draft): try container.encode(draft, forKey: .draft)
    }
  }

  /// `pickerOpen` or `pickerManual` with its draft.
  static func decode(name: String, from decoder: any Decoder) throws -> Self? {
    switch name {
    case "pickerOpen": return .list
    case "pickerManual":
      let container = try decoder.container(keyedBy: PayloadKey.self)
      return .manual(draft: try container.decode(String.self, forKey: .draft))
    default: return nil
    }
  }

  /// The payload's keys.
  private enum PayloadKey: String, CodingKey { case draft }
}

extension FieldPosition {
  /// A picker open on a list row.
  package static var pickerOpen: FieldPosition { .open(PickerOpenMode.list) }
  /// A picker open in manual entry with `draft` typed.
  package static func pickerManual(draft: String) -> FieldPosition {
    .open(PickerOpenMode.manual(draft: draft))
  }
}
