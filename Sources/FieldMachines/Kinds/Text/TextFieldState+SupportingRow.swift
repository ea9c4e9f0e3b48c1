extension TextFieldState {
  /// Whether the text is longer than ``maxLength``.
  package var isOverMaxLength: Bool {
    guard let maxLength else { return false }
    return characterCount > maxLength
  }

  /// The error the field shows: the app's ``error`` if there is one, else the
  /// ``overflowMessage`` while the text is over ``maxLength``, else none.
  ///
  /// The overflow error is derived from the text, so it comes and goes with the text; the app's
  /// `removeErrorUI()` removes only the app's error.
  package var shownError: ErrorState {
    if error.isShown { return error }
    return isOverMaxLength ? .message(overflowMessage) : .none
  }

  /// The counter, such as "12/40", or `nil` without a limit.
  package var counterText: String? {
    guard let maxLength else { return nil }
    return "\(characterCount)/\(maxLength)"
  }

  /// What the row below the field shows: the shown error or the helper, and the counter.
  ///
  /// Without a limit the text is not counted, so a long text costs nothing here.
  package var supportingRow: SupportingRow {
    guard let maxLength else {
      return SupportingRow(
        error: error, helperText: helperText, isReserved: reservesSupportingRow)
    }
    let count = characterCount
    return SupportingRow(
      error: error.isShown ? error : count > maxLength ? .message(overflowMessage) : .none,
      helperText: helperText, counterText: "\(count)/\(maxLength)",
      isCounterOverflowing: count > maxLength, isReserved: reservesSupportingRow)
  }

  /// ``supportingRow``'s line count, found from the parts that count: the shown error's message,
  /// else the helper, and whether a counter or a reservation keeps a line. No row is built, so
  /// no counter string ("12/40") is made.
  package func supportingLineCount(
    measuredBy measurer: any TextMeasurer, maximumLineCount: Int?
  ) -> Int? {
    let leadingText: String?
    if case .message(let message) = error {
      leadingText = message
    } else if isOverMaxLength {
      leadingText = overflowMessage
    } else {
      leadingText = helperText?.isEmpty == false ? helperText : nil
    }
    return SupportingRow.lineCount(
      leadingText: leadingText, keepsALine: maxLength != nil || reservesSupportingRow,
      measuredBy: measurer, maximumLineCount: maximumLineCount)
  }

  /// Whether typing, deleting and clear change the text now: focused, enabled and not read-only.
  package var isEditable: Bool {
    focus == .active && isEnabled && !isReadOnly
  }

  /// Whether the clear-text button shows and acts: editable with text.
  package var canClearText: Bool {
    isEditable && !text.isEmpty
  }

  /// Whether the visibility toggle shows and acts: a secure, enabled field.
  var canToggleVisibility: Bool {
    security.isSecure && isEnabled
  }

  /// Whether `edit` would be refused by ``maxLength`` under ``LengthLimitPolicy/refuse``: it
  /// makes the text longer and over the limit. Typing is judged from the typed characters, not
  /// by counting the whole edited text; where it meets non-ASCII, the text's last character and
  /// the typed text are counted joined in a new string (on the heap past 15 UTF-8 bytes), which
  /// ``refusesByLengthInPlace(_:)`` avoids.
  func refusesByLength(_ edit: TextEdit) -> Bool {
    guard let maxLength = refusingMaxLength else { return false }
    guard let count = characterCountAtASCIISeam(after: edit) else {
      guard case .insert(let typed) = edit, let last = text.last else { return false }
      var joined = String(last)
      return refuses(characterCount - 1 + joined.append(typed, countingFrom: 0), maxLength)
    }
    return refuses(count, maxLength)
  }

  /// The limit under ``LengthLimitPolicy/refuse``; `nil` when nothing is refused.
  var refusingMaxLength: Int? {
    lengthLimitPolicy == .refuse ? maxLength : nil
  }

  /// Whether a text of `count` characters is refused under `maxLength`: longer than the limit
  /// and than the text now.
  func refuses(_ count: Int, _ maxLength: Int) -> Bool {
    count > maxLength && count > characterCount
  }

  /// The text's length in `Character`s once `edit` is applied, found without copying the state
  /// or the text; `nil` for typing where the text's last scalar or the typed text is not ASCII,
  /// whose characters may join (as "e" and U+0301 do), so they must be counted together.
  func characterCountAtASCIISeam(after edit: TextEdit) -> Int? {
    switch edit {
    case .insert(let typed):
      if let added = text.asciiCharactersAdded(byAppending: typed) {
        return characterCount + added
      }
      return text.isEmpty ? typed.count : nil
    case .deleteBackward: return max(characterCount - 1, 0)
    case .replaceAll(let replacement): return replacement.characterCount
    }
  }
}
