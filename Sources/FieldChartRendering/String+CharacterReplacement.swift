extension String {
  /// The string with each character for which `replacement` gives a text replaced by that
  /// text, and every other character kept: the escaping every renderer does. `replacement` also
  /// sees what is written so far, so a character can be escaped after another.
  func replacingCharacters(_ replacement: (Character, _ written: String) -> String?) -> String {
    var result = ""
    for character in self {
      if let text = replacement(character, result) {
        result += text
      } else {
        result.append(character)
      }
    }
    return result
  }
}
