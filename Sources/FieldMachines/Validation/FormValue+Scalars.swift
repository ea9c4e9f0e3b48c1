extension FormValue {
  /// Whether `other` is the same value with texts equal scalar for scalar: unlike `==`, which
  /// compares texts by canonical equivalence, "é" and "e" + U+0301 differ here. This is what
  /// "the value changed" means to a form.
  func hasSameScalars(as other: FormValue) -> Bool {
    switch (self, other) {
    case (.text(let text), .text(let otherText)): text.hasSameScalars(as: otherText)
    case (.choice(let selection, let text), .choice(let otherSelection, let otherText)):
      selection == otherSelection && text.hasSameScalars(as: otherText)
    default: self == other
    }
  }
}
