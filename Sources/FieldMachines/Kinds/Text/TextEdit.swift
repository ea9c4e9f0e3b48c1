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
  package func range(in text: String) -> Range<Int> {
    range(inTextOf: text.count)
  }

  /// ``range(in:)`` for a text of `count` characters, without counting them again.
  package func range(inTextOf count: Int) -> Range<Int> {
    switch self {
    case .insert: return count..<count
    case .deleteBackward: return max(count - 1, 0)..<count
    case .replaceAll: return 0..<count
    }
  }

  /// The string that replaces ``range(in:)``.
  package var replacement: String {
    switch self {
    case .insert(let typed): typed
    case .deleteBackward: ""
    case .replaceAll(let text): text
    }
  }

  /// The text after applying this edit to `text`.
  package func applied(to text: String) -> String {
    switch self {
    case .insert(let typed): return text + typed
    case .deleteBackward:
      var result = text
      if !result.isEmpty { result.removeLast() }
      return result
    case .replaceAll(let replacement): return replacement
    }
  }

  /// Applies this edit to `text` in place, as ``applied(to:)`` would: typing appends to the
  /// text's own buffer instead of building a new string.
  func apply(to text: inout String) {
    switch self {
    case .insert(let typed): text.append(typed)
    case .deleteBackward: if !text.isEmpty { text.removeLast() }
    case .replaceAll(let replacement): text = replacement
    }
  }

  /// Whether ``applied(to:)`` gives a string other than `text`, found without building it:
  /// appending or removing characters always changes a string; a replacement changes it when
  /// its Unicode scalars differ. "The text changed" means the scalars changed: a replacement
  /// that is canonically equivalent to the text (`==` in Swift) but encoded differently, such
  /// as "e" + U+0301 over "é", is a change, so the user's own characters are kept.
  func changes(_ text: String) -> Bool {
    switch self {
    case .insert(let typed): !typed.isEmpty
    case .deleteBackward: !text.isEmpty
    case .replaceAll(let replacement): !replacement.hasSameScalars(as: text)
    }
  }
}

extension TextEdit {
  /// Whether applying this edit gives a string unequal (`!=`, canonical equivalence) to `text`:
  /// typing something or deleting from a non-empty text always does (the text gains or loses
  /// Unicode scalars in every normal form), a replacement when it is not equivalent.
  func changesEquivalence(of text: String) -> Bool {
    switch self {
    case .insert(let typed): !typed.isEmpty
    case .deleteBackward: !text.isEmpty
    case .replaceAll(let replacement): replacement != text
    }
  }
}
