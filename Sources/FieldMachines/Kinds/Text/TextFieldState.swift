/// Everything a text field's transitions read and write: the state of ``EntryFieldMachine`` and
/// ``AreaFieldMachine`` (both name it `State`).
///
/// The two text machines behave alike, so they share this state and one set of transitions; each
/// keeps its own `Event` and `Effect` types. Beside focus, error and text it holds the supporting
/// row (helper text, reserved space, the length limit and its counter), read-only, secure entry
/// and whether errors are announced; the derived parts (the error shown, the counter) are in
/// `TextFieldState+SupportingRow.swift`.
///
/// **Text is kept scalar for scalar.** The state stores exactly the Unicode scalars the user
/// typed or the app assigned; nothing is normalised. Two states are equal only when their texts
/// have the same scalars, so replacing "é" (U+00E9) with the canonically equivalent "e" + U+0301
/// is a change: it is stored, reported with `didChangeText`, and seen by a form, although Swift's
/// `String ==` calls the two texts equal.
public struct TextFieldState: Sendable, Hashable, CommonFieldState {
  // The stored properties are declared widest first (the four strings, then the two integers,
  // then the one-byte values), so none is padded to the next word: the state is 87 bytes where
  // the order of the documentation below took 114, and every field's hub, which stores its
  // machine inline, is a size class smaller.

  /// The error the app set: none, or a message. The field shows it, else the length overflow.
  public var error: ErrorState
  private var storedText: String
  /// The helper (supporting) text shown below the field while there is no error; `nil` for
  /// none (`""` is stored as `nil`).
  package var helperText: String?
  /// The error shown while the text is longer than ``maxLength`` and the app set no error.
  package var overflowMessage: String
  /// `storedText.count`, kept current by every change of the text.
  private var storedCharacterCount: Int
  /// ``maxLength`` in one word (see ``StoredLengthLimit``).
  private var storedMaxLength: StoredLengthLimit
  /// Whether the field has focus: editing, or selecting a read-only value.
  public var focus: TextFocus
  /// Whether the field accepts focus; a disabled field is never active.
  package var isEnabled: Bool
  /// Whether the text can be focused and selected but not changed: typing and clear are refused.
  package var isReadOnly: Bool
  /// Whether the supporting row keeps at least one line of space even when it is empty, so the
  /// height does not jump when an error or helper appears.
  package var reservesSupportingRow: Bool
  /// What user input past ``maxLength`` does: kept and flagged (the default) or refused.
  package var lengthLimitPolicy: LengthLimitPolicy
  /// Whether the field is a secure field, and whether its value is masked or revealed.
  public var security: TextSecurity
  /// Whether an error that appears or changes is announced with an `announceError` effect; a
  /// form that announces a summary itself turns this off.
  package var announcesErrors: Bool

  /// The text; an empty field holds `""`. Assigning counts its characters once; typing and
  /// backspace keep the count current without counting the whole text again.
  ///
  /// An assigned text is copied into the state's own buffer when the state holds one with room
  /// (unshared), instead of sharing the assigned string's: the next keystroke then edits the
  /// buffer in place where it would copy a shared one, and a long text assigned, edited and
  /// replaced again and again allocates only when it outgrows the buffer. A state that shares
  /// its buffer (a copy of the machine is alive) or has none shares the assigned string's, as
  /// plain assignment does; its first keystroke makes the buffer it then keeps.
  public var text: String {
    get { storedText }
    set {
      storedText.removeAll(keepingCapacity: true)
      storedText.append(newValue)
      storedCharacterCount = newValue.characterCount
    }
  }

  /// The most characters the text should hold, with a counter such as "12/40"; `nil` for no
  /// limit. Counted in `Character`s; negative values count as 0 (see ``StoredLengthLimit``).
  package var maxLength: Int? {
    get { storedMaxLength.value }
    set { storedMaxLength = StoredLengthLimit(newValue) }
  }

  /// The overflow message used unless the app gives its own.
  package static let defaultOverflowMessage = "Too many characters"

  /// The state of a new field: empty, enabled, editable and inactive, without error, helper,
  /// limit or secure entry, announcing its errors.
  public init() {
    self.init(focus: .inactive)
  }

  /// Creates a state; the default is an empty, enabled, editable, inactive field without error,
  /// helper, limit or secure entry, which announces its errors.
  package init(
    focus: TextFocus = .inactive, error: ErrorState = .none, text: String = "",
    isEnabled: Bool = true, isReadOnly: Bool = false, helperText: String? = nil,
    reservesSupportingRow: Bool = false, maxLength: Int? = nil,
    lengthLimitPolicy: LengthLimitPolicy = .keepAndFlag,
    overflowMessage: String = TextFieldState.defaultOverflowMessage,
    security: TextSecurity = .plain, announcesErrors: Bool = true
  ) {
    self.focus = focus
    self.error = error
    self.storedText = text
    self.storedCharacterCount = text.characterCount
    self.isEnabled = isEnabled
    self.isReadOnly = isReadOnly
    self.helperText = helperText
    self.reservesSupportingRow = reservesSupportingRow
    self.storedMaxLength = StoredLengthLimit(nil)
    self.lengthLimitPolicy = lengthLimitPolicy
    self.overflowMessage = overflowMessage
    self.security = security
    self.announcesErrors = announcesErrors
    self.maxLength = maxLength
  }
}

extension TextFieldState {
  /// The text's length in `Character`s, as the limit and the counter count it; kept with the
  /// text, so reading it costs nothing however long the text is.
  package var characterCount: Int { storedCharacterCount }

  /// Whether the field has focus: editing, or a focused read-only field.
  package var isActive: Bool { focus == .active }

  /// `false`: a text field has no wheel.
  package var isWheelShown: Bool { false }

  /// Applies `edit` to the text in place, as ``TextEdit/applied(to:)`` would, updating the
  /// character count from the characters that changed: typing counts the typed text with the
  /// text's last character (they may join into one, as "e" and U+0301 do), backspace removes
  /// one character. ASCII at the seam is counted byte by byte (`"\r"` + `"\n"` join) and an
  /// ASCII last character removed as its one or two scalars, without grapheme breaking.
  mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .insert(let typed):
      if let added = storedText.asciiCharactersAdded(byAppending: typed) {
        storedText.append(typed)
        storedCharacterCount += added
      } else if !storedText.isEmpty {
        // The old last character and the typed text are counted where they now stand, in the
        // text's own buffer: appending moves no boundary before the old last character.
        storedCharacterCount += storedText.append(typed, countingFrom: lastCharacterOffset) - 1
      } else {
        storedText.append(typed)
        storedCharacterCount = typed.count
      }
    case .deleteBackward:
      guard !storedText.isEmpty else { return }
      if let bytes = asciiLastCharacterBytes {
        // Cut by UTF-8 offset, which is scalar-aligned: `unicodeScalars.removeLast()` would
        // rebuild a small string on the heap every time.
        let cut = storedText.utf8.index(storedText.endIndex, offsetBy: -bytes)
        storedText.removeSubrange(cut...)
      } else {
        // Cut the range, not `removeLast()`, which also builds the removed character: a string
        // on the heap for a cluster longer than 15 UTF-8 bytes (a family emoji, say).
        storedText.removeSubrange(storedText.index(before: storedText.endIndex)...)
      }
      storedCharacterCount -= 1
    case .replaceAll(let replacement):
      text = replacement
    }
  }

  /// ``refusesByLength(_:)`` counting typing that meets non-ASCII in the text's own buffer: the
  /// typed text is appended, counted with the old last character and cut off again, so the text
  /// is left byte for byte as it was and nothing is allocated unless the buffer must grow (as
  /// accepting the typing would make it).
  mutating func refusesByLengthInPlace(_ edit: TextEdit) -> Bool {
    guard let maxLength = refusingMaxLength else { return false }
    guard let count = characterCountAtASCIISeam(after: edit) else {
      guard case .insert(let typed) = edit, !storedText.isEmpty else { return false }
      let end = storedText.utf8.count
      let joined = storedText.append(typed, countingFrom: lastCharacterOffset)
      storedText.removeSubrange(storedText.utf8.index(storedText.startIndex, offsetBy: end)...)
      return refuses(characterCount - 1 + joined, maxLength)
    }
    return refuses(count, maxLength)
  }

  /// The UTF-8 offset at which the text's last character starts (0 for an empty text).
  private var lastCharacterOffset: Int {
    guard !storedText.isEmpty else { return 0 }
    return storedText.utf8.distance(
      from: storedText.startIndex, to: storedText.index(before: storedText.endIndex))
  }

  /// The UTF-8 bytes (each an ASCII scalar) of the text's last character when it and the scalar
  /// before it are ASCII: one, or two for `"\r\n"`. `nil` for an empty text or non-ASCII at the
  /// end, where a character may hold any number of scalars (a prepended mark before an ASCII
  /// letter included).
  private var asciiLastCharacterBytes: Int? {
    let utf8 = storedText.utf8
    guard let last = utf8.last, last < 0x80 else { return nil }
    let end = utf8.index(before: utf8.endIndex)
    guard end != utf8.startIndex else { return 1 }
    let previous = utf8[utf8.index(before: end)]
    guard previous < 0x80 else { return nil }
    return last == 0x0A && previous == 0x0D ? 2 : 1
  }

  /// Equal states: every property equal, the texts scalar for scalar (see the type's
  /// discussion).
  public static func == (lhs: TextFieldState, rhs: TextFieldState) -> Bool {
    lhs.storedCharacterCount == rhs.storedCharacterCount && lhs.focus == rhs.focus
      && lhs.error == rhs.error && lhs.isEnabled == rhs.isEnabled
      && lhs.isReadOnly == rhs.isReadOnly && lhs.helperText == rhs.helperText
      && lhs.reservesSupportingRow == rhs.reservesSupportingRow
      && lhs.storedMaxLength == rhs.storedMaxLength
      && lhs.lengthLimitPolicy == rhs.lengthLimitPolicy
      && lhs.overflowMessage == rhs.overflowMessage && lhs.security == rhs.security
      && lhs.announcesErrors == rhs.announcesErrors
      && lhs.storedText.hasSameScalars(as: rhs.storedText)
  }

  /// Hashes every property; the text by its scalars.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(focus)
    hasher.combine(error)
    hasher.combine(storedText.utf8.count)
    for byte in storedText.utf8.prefix(64) { hasher.combine(byte) }
    hasher.combine(isEnabled)
    hasher.combine(isReadOnly)
    hasher.combine(helperText)
    hasher.combine(reservesSupportingRow)
    hasher.combine(maxLength)
    hasher.combine(lengthLimitPolicy)
    hasher.combine(overflowMessage)
    hasher.combine(security)
    hasher.combine(announcesErrors)
  }
}
