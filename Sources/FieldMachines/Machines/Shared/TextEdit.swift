/// One edit of a text value, as a keyboard makes it: the caret is always at the end.
///
/// Headless fields have no selection model; typing appends, backspace deletes the last
/// character and replace-all swaps the whole text (a paste over a selection of everything, or
/// dictation). Offsets are counted in `Character`s.
public enum TextEdit: Sendable, Hashable {
  /// Characters typed at the end of the text.
  case insert(String)
  /// The backspace key: the last character is removed. On empty text it changes nothing.
  case deleteBackward
  /// The whole text replaced by this string.
  case replaceAll(String)

  /// The range of `text` this edit replaces, in `Character` offsets.
  public func range(in text: String) -> Range<Int> {
    let count = text.count
    switch self {
    case .insert: return count..<count
    case .deleteBackward: return max(count - 1, 0)..<count
    case .replaceAll: return 0..<count
    }
  }

  /// The string that replaces ``range(in:)``.
  public var replacement: String {
    switch self {
    case .insert(let typed): typed
    case .deleteBackward: ""
    case .replaceAll(let text): text
    }
  }

  /// The text after applying this edit to `text`.
  public func applied(to text: String) -> String {
    switch self {
    case .insert(let typed): return text + typed
    case .deleteBackward:
      var result = text
      if !result.isEmpty { result.removeLast() }
      return result
    case .replaceAll(let replacement): return replacement
    }
  }
}
