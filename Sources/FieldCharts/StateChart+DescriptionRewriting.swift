extension StateChart {
  /// ``describe(_:)``'s rewriting of `text`, a value's Swift description as characters or as
  /// ASCII bytes, appended to `result`: quoted text kept as written (with its escapes), and
  /// type qualifiers (capitalised words followed by dots) dropped down to the case name after
  /// them. `isWord` tells a letter, digit or underscore and `isCapital` a capital letter.
  static func droppingQualifiers<Result: RangeReplaceableCollection & BidirectionalCollection>(
    _ text: [Result.Element], into result: inout Result, quote: Result.Element,
    backslash: Result.Element, dot: Result.Element, isWord: (Result.Element) -> Bool,
    isCapital: (Result.Element) -> Bool
  ) where Result.Element: Equatable {
    var index = 0
    var inString = false
    while index < text.count {
      let element = text[index]
      if inString {
        result.append(element)
        if element == backslash, index + 1 < text.count {
          result.append(text[index + 1])
          index += 2
          continue
        }
        if element == quote { inString = false }
        index += 1
        continue
      }
      if element == quote {
        inString = true
        result.append(element)
        index += 1
        continue
      }
      let startsWord = result.last.map { !isWord($0) } ?? true
      if isCapital(element), startsWord {
        var end = index
        while end < text.count, isWord(text[end]) { end += 1 }
        if end < text.count, text[end] == dot {
          index = end
          while index < text.count, text[index] == dot { index += 1 }
          // Keep dropping qualifiers until a lowercase case name follows.
          if index < text.count, isCapital(text[index]) { continue }
          result.append(dot)
          continue
        }
        result.append(contentsOf: text[index..<end])
        index = end
        continue
      }
      result.append(element)
      index += 1
    }
  }
}
