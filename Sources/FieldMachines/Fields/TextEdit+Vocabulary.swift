/// A keyboard edit's part of the vocabularies of every kind that takes one (a text field's
/// `textEdited`, a picker's `manualTextEdited`, a date's `draftEdited`), written once: its
/// script words, the field call it stands for and its simpler forms.
extension TextEdit {
  /// The `fieldchart simulate` line: `type …`, `backspace` or `replace …`; `veto ` first when
  /// `vetoed`.
  package func scriptLine(vetoed: Bool = false) -> ScriptLine {
    switch self {
    case .insert(let text): ScriptLine("type", text, vetoed: vetoed)
    case .deleteBackward: ScriptLine("backspace", vetoed: vetoed)
    case .replaceAll(let text): ScriptLine("replace", text, vetoed: vetoed)
    }
  }

  /// The edit of a canonical line (`type …`, `delete`, `replace …`), vetoed or not; `nil` for
  /// any other line.
  package init?(scriptLine line: ScriptLine) {
    switch (line.verb, line.payload) {
    case ("type", _): self = .insert(line.text)
    case ("delete", nil): self = .deleteBackward
    case ("replace", _): self = .replaceAll(line.text)
    default: return nil
    }
  }

  /// Performs the edit on `field` through its public API: `typeText(_:)`, `deleteBackward()`
  /// or `replaceText(with:)`.
  package func perform(on field: some Field) {
    switch self {
    case .insert(let text): field.typeText(text)
    case .deleteBackward: field.deleteBackward()
    case .replaceAll(let text): field.replaceText(with: text)
    }
  }

  /// Shorter typed or replacing texts, simplest first; a backspace has none.
  package var simplifications: [TextEdit] {
    switch self {
    case .insert(let text): Simpler.text(text).map { .insert($0) }
    case .deleteBackward: []
    case .replaceAll(let text): Simpler.text(text).map { .replaceAll($0) }
    }
  }
}
