extension AreaFieldMachine: ChartableMachine {
  /// `area`.
  public static var chartName: String { "area" }

  /// What the area chart shows.
  public static var chartSummary: String {
    "A multi-line text field that grows with its lines: focus (inactive or active) beside an"
      + " error region (the app's error or the length overflow) and read-only access."
  }

  /// Focus (inactive, active) × error (none, error, overflow) × access (editable, readOnly).
  public static var chartRegions: [StateChart.Region] {
    Array(EntryFieldMachine.chartRegions.prefix(3))
  }

  /// A new, empty, enabled field.
  public static var chartInitialState: State { State() }

  /// More concrete states than the default: the limit, its policy, the reserved row and
  /// announcements multiply them.
  public static var chartStateLimit: Int { 10_000 }

  /// Every user action, programmatic call and configuration change; return types a line break.
  public static var chartProbes: [ChartProbe<Event>] {
    [
      ChartProbe(.beginRequested(allowed: true), script: "tap"),
      ChartProbe(.beginRequested(allowed: false), script: "veto tap"),
      ChartProbe(.textEdited(.insert("a"), allowed: true), script: "type a"),
      ChartProbe(.textEdited(.insert("\n"), allowed: true), script: "return"),
      ChartProbe(.textEdited(.deleteBackward, allowed: true), script: "backspace"),
      // Typing nothing changes no text, in every state: the `unchanged` outcome is received
      // wherever the field is editable.
      ChartProbe(.textEdited(.insert(""), allowed: true), script: "type \"\""),
      ChartProbe(.clearTapped(allowed: true), script: "clear"),
      ChartProbe(.clearTapped(allowed: false), script: "veto clear"),
      ChartProbe(.textEdited(.insert("a"), allowed: false), script: "veto type a"),
      ChartProbe(.endRequested(allowed: true), script: "resign"),
      ChartProbe(.endRequested(allowed: false), script: "veto resign"),
      ChartProbe(.textAssigned("a"), script: "set text a"),
      ChartProbe(.textAssigned(""), script: "set text \"\""),
      // Over the probes' limit of one character, so an assigned text meets `overLimit` too.
      ChartProbe(.textAssigned("ab"), script: "set text ab"),
      ChartProbe(.errorSet("Required"), script: "error Required"),
      ChartProbe(.errorSet(""), script: "error"),
      // The default overflow message as the app's error: the shown error keeps its message.
      ChartProbe(
        .errorSet(TextFieldState.defaultOverflowMessage),
        script: "error \(TextFieldState.defaultOverflowMessage)"),
      ChartProbe(.errorRemoved, script: "remove-error"),
      ChartProbe(.enabledChanged(false), script: "set enabled false"),
      ChartProbe(.enabledChanged(true), script: "set enabled true"),
      ChartProbe(.readOnlyChanged(true), script: "set read-only true"),
      ChartProbe(.readOnlyChanged(false), script: "set read-only false"),
      ChartProbe(.helperTextChanged("Hint"), script: "set helper Hint"),
      ChartProbe(.helperTextChanged(""), script: "set helper \"\""),
      ChartProbe(.supportingRowReservationChanged(true), script: "set reserve-row true"),
      ChartProbe(.supportingRowReservationChanged(false), script: "set reserve-row false"),
      ChartProbe(.maxLengthChanged(1), script: "set max-length 1"),
      ChartProbe(.maxLengthChanged(nil), script: "set max-length none"),
      ChartProbe(.lengthLimitPolicyChanged(.refuse), script: "set length-policy refuse"),
      ChartProbe(.lengthLimitPolicyChanged(.keepAndFlag), script: "set length-policy keep"),
      ChartProbe(.overflowMessageChanged("Shorter"), script: "set overflow-message Shorter"),
      ChartProbe(.errorAnnouncementsChanged(false), script: "set announce-errors false"),
      ChartProbe(.errorAnnouncementsChanged(true), script: "set announce-errors true"),
    ]
  }

  /// The focus, the error shown (the app's, the overflow or none) and the access.
  public static func chartNodeValues(of state: State) -> [String] {
    [state.focus == .active ? "active" : "inactive", state.chartErrorValue, state.chartAccessValue]
  }

  /// The text shortened to its last three characters (up to four lines; with the probes'
  /// limit of one character, longer texts meet the same guards), the helper text and the
  /// overflow message made canonical (they change heights and payloads only).
  public static func chartNormalised(_ state: State) -> State {
    state.chartNormalised(keeping: String(state.text.suffix(3)))
  }

  /// 43.5 for one line, 65 for two, 86.5 for three, plus the supporting row (default metrics and
  /// measurer, no line limit).
  public static func chartHeight(of state: State) -> Double {
    FieldMetrics.materialFields.height(
      textLines: LineBreakMeasurer().lineCount(of: state.text),
      supportingLines: state.chartSupportingLines, isWheelOpen: false)
  }
}
