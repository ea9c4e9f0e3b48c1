/// The draws the kinds' seeded event mixes (``FieldVocabulary/randomEvent(using:)``) are made of.
extension RandomNumberGenerator {
  /// One of `elements`, each equally likely; `elements` is a non-empty literal.
  package mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }

  /// `true` `percent` times in a hundred.
  package mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }
}
