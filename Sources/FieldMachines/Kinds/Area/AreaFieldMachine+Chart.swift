extension AreaFieldMachine: FieldKindMachine {
  /// ``FieldKind/area``.
  package static var kind: FieldKind { .area }

  /// What an area field is.
  package static var chartFieldDescription: String {
    "A multi-line text field that grows with its lines"
  }

  /// The text fields' probes; return types a line break.
  package static var chartProbes: [ChartProbe<Event>] {
    textFieldProbes(
      editing: [
        ChartProbe(.textEdited(.insert("\n"), allowed: true), script: "return"),
        ChartProbe(.textEdited(.deleteBackward, allowed: true), script: "backspace"),
        // Typing nothing changes no text, in every state: the `unchanged` outcome is received
        // wherever the field is editable.
        ChartProbe(.textEdited(.insert(""), allowed: true), script: "type \"\""),
        ChartProbe(.clearTapped(allowed: true), script: "clear"),
        ChartProbe(.clearTapped(allowed: false), script: "veto clear"),
        ChartProbe(.textEdited(.insert("a"), allowed: false), script: "veto type a"),
      ],
      configuring: [])
  }

  /// The text shortened to its last three characters (up to four lines; with the probes'
  /// limit of one character, longer texts meet the same guards), the helper text and the
  /// overflow message made canonical (they change heights and payloads only).
  package static func chartNormalised(_ state: State) -> State {
    state.chartNormalised(
      keeping: state.characterCount <= 3 ? state.text : String(state.text.suffix(3)))
  }

  /// 43.5 for one line, 65 for two, 86.5 for three, plus the supporting row (default metrics and
  /// measurer, no line limit).
  package static func chartHeight(of state: State) -> Double {
    FieldMetrics.materialFields.height(
      textLines: LineBreakMeasurer().lineCount(of: state.text),
      supportingLines: state.chartSupportingLines, isWheelOpen: false)
  }
}
