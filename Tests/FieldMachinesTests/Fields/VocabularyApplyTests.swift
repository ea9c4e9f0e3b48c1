import FieldMachines
import Testing

/// A kind's vocabulary writes one apply, `apply(_:to:alternate:)`, and `apply(_:to:)` is
/// derived from it with each call's first spelling: for an area, a typed line break is typed,
/// not `pressReturn()` (which asks should-return).
@Suite struct VocabularyApplyTests {
  /// Refuses should-return; allows everything else.
  final class RefusesReturn: AreaFieldDelegate {
    func areaFieldShouldReturn(_ view: AreaField) -> Bool { false }
  }

  /// A line break performed on an editing area whose delegate refuses should-return.
  static func lineBreak(alternate: Bool?) -> String? {
    let delegate = RefusesReturn()
    let field = AreaField()
    field.delegate = delegate
    field.tap()
    let event = AreaFieldMachine.Event.textEdited(.insert("\n"), allowed: true)
    if let alternate {
      AreaFieldVocabulary.apply(event, to: field, alternate: alternate)
    } else {
      AreaFieldVocabulary.apply(event, to: field)
    }
    return field.text
  }

  @Test func applyTakesTheFirstSpelling() {
    #expect(Self.lineBreak(alternate: nil) == "\n")
    #expect(Self.lineBreak(alternate: false) == "\n")
    #expect(Self.lineBreak(alternate: true) == "")
  }
}
