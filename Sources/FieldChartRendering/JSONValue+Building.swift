extension JSONValue {
  /// An array of the strings `texts`.
  static func strings(_ texts: [String]) -> JSONValue {
    .array(texts.map(JSONValue.string))
  }

  /// An array of one object per element of `elements`, with the members `members` gives it.
  static func objects<Element>(
    _ elements: [Element], _ members: (Element) -> [(String, JSONValue)]
  ) -> JSONValue {
    .array(elements.map { .object(members($0)) })
  }
}
