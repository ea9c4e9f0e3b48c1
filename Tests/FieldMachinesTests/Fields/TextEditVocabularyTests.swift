import FieldMachines
import Testing

/// A keyboard edit is described once (`TextEdit`'s script words, field call and simpler forms),
/// and every kind that takes one (the text fields' `textEdited`, the picker's
/// `manualTextEdited`, the date's `draftEdited`) says it that way.
@Suite struct TextEditVocabularyTests {
  static let edits: [TextEdit] = [
    .insert("ab"), .insert(""), .insert("two\nlines"), .deleteBackward, .replaceAll("x y"),
    .replaceAll(""),
  ]

  @Test(arguments: edits)
  func anEditReadsBackFromItsLine(edit: TextEdit) {
    for vetoed in [false, true] {
      let line = ScriptLine(parsing: edit.scriptLine(vetoed: vetoed).description)?.canonical
      #expect(line.flatMap(TextEdit.init(scriptLine:)) == edit)
      #expect(line?.isVetoed == vetoed)
    }
  }

  @Test func theWordsAreTheOnesScriptsAlwaysUsed() {
    #expect(TextEdit.insert("hi").scriptLine().description == "type hi")
    #expect(TextEdit.deleteBackward.scriptLine(vetoed: true).description == "veto backspace")
    #expect(TextEdit.replaceAll("a b").scriptLine().description == "replace a b")
    #expect(TextEdit(scriptLine: ScriptLine("delete", "x")) == nil)
    #expect(TextEdit(scriptLine: ScriptLine("tap")) == nil)
    #expect(TextEdit.insert("abc").simplifications == [.insert(""), .insert("a"), .insert("ab")])
    #expect(TextEdit.replaceAll("b").simplifications == [.replaceAll(""), .replaceAll("a")])
    #expect(TextEdit.deleteBackward.simplifications.isEmpty)
  }

  @Test(arguments: edits)
  func everyKindSaysAnEditTheSameWay(edit: TextEdit) {
    let line = edit.scriptLine().description
    let vetoed = edit.scriptLine(vetoed: true).description
    #expect(PickerFieldVocabulary.scriptLine(for: .manualTextEdited(edit)) == line)
    #expect(PickerFieldVocabulary.event(scriptLine: line) == .manualTextEdited(edit))
    #expect(
      PickerFieldVocabulary.simplifications(of: .manualTextEdited(edit))
        == edit.simplifications.map { .manualTextEdited($0) })
    #expect(DateFieldVocabulary.scriptLine(for: .draftEdited(edit)) == line)
    #expect(DateFieldVocabulary.event(scriptLine: line) == .draftEdited(edit))
    #expect(
      DateFieldVocabulary.simplifications(of: .draftEdited(edit))
        == edit.simplifications.map { .draftEdited($0) })
    #expect(AreaFieldVocabulary.scriptLine(for: .textEdited(edit, allowed: false)) == vetoed)
    #expect(AreaFieldVocabulary.event(scriptLine: vetoed) == .textEdited(edit, allowed: false))
    #expect(EntryFieldVocabulary.scriptLine(for: .textEdited(edit, allowed: true)) == line)
    #expect(EntryFieldVocabulary.event(scriptLine: line) == .textEdited(edit, allowed: true))
  }

  @Test func anEditIsPerformedWithTheFieldsKeyboardCalls() {
    let field = EntryField()
    field.tap()
    TextEdit.insert("abc").perform(on: field)
    #expect(field.text == "abc")
    TextEdit.deleteBackward.perform(on: field)
    #expect(field.text == "ab")
    TextEdit.replaceAll("xyz").perform(on: field)
    #expect(field.text == "xyz")
  }
}
