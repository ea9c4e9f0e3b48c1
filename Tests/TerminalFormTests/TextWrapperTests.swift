import Testing

@testable import terminal_form

@Suite struct TextWrapperTests {
  @Test(arguments: [
    ("", 5, [""]),
    ("abc", 5, ["abc"]),
    ("abcde", 5, ["abcde"]),
    ("ab cd ef", 5, ["ab cd", "ef"]),
    ("abcde fg", 5, ["abcde", "fg"]),
    ("abcde ", 5, ["abcde", ""]),
    ("abcdefghijk", 5, ["abcde", "fghij", "k"]),
    ("a bcdefgh", 5, ["a", "bcdef", "gh"]),
    (" abcdefg", 5, [" abcd", "efg"]),
    ("one\n\ntwo three four", 9, ["one", "", "two three", "four"]),
    ("xy\r\nz", 5, ["xy", "z"]),
    ("abc", 0, ["a", "b", "c"]),
  ])
  func rows(text: String, columns: Int, expected: [String]) {
    let wrapper = TextWrapper(columns: columns)
    let rows = wrapper.rows(of: text)
    #expect(rows == expected)
    #expect(wrapper.lineCount(of: text) == expected.count)
    #expect(rows.allSatisfy { $0.count <= wrapper.columns })
  }

  /// No character is lost but the spaces rows break at, and once a row fits the longest word
  /// ("afternoon") no word is cut.
  @Test func wrappingKeepsEveryCharacterAndWholeWords() {
    let text = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."
    let words = text.split(separator: " ")
    for columns in 1...30 {
      let rows = TextWrapper(columns: columns).rows(of: text)
      #expect(rows.allSatisfy { $0.count <= columns })
      #expect(rows.joined().filter { $0 != " " } == text.filter { $0 != " " })
      if columns >= 9 {
        #expect(rows.flatMap { $0.split(separator: " ") } == words, "\(columns) columns")
        #expect(rows.count > 1)
      }
    }
  }
}
