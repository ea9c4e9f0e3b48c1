/// The area field as `fieldchart simulate` drives it; see ``SessionVocabulary``.
extension AreaFieldVocabulary: SessionVocabulary {
  /// The initial text, the most lines and the wrapping width.
  package static let ownOptions = [
    OptionHelp("text", valueName: "text", help: "The initial text (\\n for a line break)."),
    OptionHelp("max-lines", valueName: "n", help: "The most lines shown before scrolling."),
    OptionHelp("width", valueName: "points", help: "Wrap lines at this width (9 pt a character)."),
  ]

  /// The text edits, return, clear and the settings.
  package static let actions = TextFieldSession.actions([
    OptionHelp("return", help: "Types a line break (asks should-return, then should-change)."),
    OptionHelp("clear", help: "The clear button (asks should-clear)."),
  ])

  /// A titled field with the options' line limit, width and text (escapes read).
  package static func makeField(
    options: SessionOptions, delegate: some SessionDelegate
  ) throws(ScriptLineError) -> AreaField {
    let field = AreaField(placeholder: options.values["placeholder"])
    if let text = options.values["max-lines"] {
      guard let lines = Int(text), lines > 0 else {
        throw ScriptLineError("'--max-lines' needs a positive integer, not '\(text)'")
      }
      field.maximumLineCount = lines
    }
    if let text = options.values["width"] {
      guard let width = Double(text), width > 0 else {
        throw ScriptLineError("'--width' needs a positive number, not '\(text)'")
      }
      field.textMeasurer = LineBreakMeasurer(width: width)
    }
    return TextFieldSession.configure(field, of: self, options: options, delegate: delegate) {
      ScriptLine.decode(Substring("\"\($0)\"")) ?? $0
    }
  }

  /// The shared text snapshot and the line count.
  package static func snapshot(of field: AreaField) -> SessionSnapshot {
    TextFieldSession.snapshot(of: field, details: [("lines", String(field.lineCount))])
  }

  /// `set text` and the shared settings.
  package static func perform(
    _ action: ScriptLine, on field: AreaField
  ) throws(ScriptLineError) -> Bool {
    try TextFieldSession.perform(action, on: field, of: self)
  }
}
