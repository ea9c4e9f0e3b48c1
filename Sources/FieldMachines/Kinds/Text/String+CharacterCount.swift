extension String {
  /// `count`, the text's length in `Character`s, counted byte by byte when the text is ASCII.
  ///
  /// In ASCII every scalar is a character of its own except that `"\r\n"` is one (no ASCII
  /// scalar is a prepend, extend, joiner or regional indicator), so the count is the bytes less
  /// the CR-LF pairs; any other text is counted by `count`'s grapheme breaking.
  var characterCount: Int {
    asciiCharacterCount ?? count
  }

  /// The count of ``characterCount`` when the text is ASCII, else `nil`.
  var asciiCharacterCount: Int? {
    let counted = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var count = bytes.count
      var previous: UInt8 = 0
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if byte == 0x0A && previous == 0x0D { count -= 1 }
        previous = byte
      }
      return count
    }
    return counted ?? nil
  }

  /// How many characters appending `typed` adds to the text, when both ends are ASCII: `typed`'s
  /// own count, less one when the text ends with `"\r"` and `typed` starts with `"\n"` (the two
  /// join into one `"\r\n"`). `nil` when the text's last scalar or `typed` is not ASCII, whose
  /// characters may join across the seam (`"e"` + U+0301, emoji sequences, flags, a prepended
  /// mark), so the caller counts them where they stand.
  func asciiCharactersAdded(byAppending typed: String) -> Int? {
    guard let last = utf8.last else { return typed.asciiCharacterCount }
    guard last < 0x80, let added = typed.asciiCharacterCount else { return nil }
    return last == 0x0D && typed.utf8.first == 0x0A ? added - 1 : added
  }

  /// Appends `typed` and returns how many characters the text holds from UTF-8 offset `offset`
  /// (a character boundary) to its new end, counted in the text's own buffer. No view of the
  /// text is held across the append: a live view would share the buffer, and appending would
  /// copy it.
  mutating func append(_ typed: String, countingFrom offset: Int) -> Int {
    append(typed)
    return self[utf8.index(startIndex, offsetBy: offset)...].count
  }
}
