extension EntryFieldMachine: ChartableMachine {
  /// `entry`.
  public static var chartName: String { "entry" }

  /// What the entry chart shows.
  public static var chartSummary: String {
    "A single-line text field: focus (inactive or active) beside an error region (the app's"
      + " error or the length overflow) and read-only access."
  }

  /// Focus (inactive, active) × error (none, error, overflow) × access (editable, readOnly).
  /// Secure entry is not a region: the visibility toggle is a self-transition whose guard says
  /// whether the value is masked or revealed.
  public static var chartRegions: [StateChart.Region] {
    [
      StateChart.Region(name: "focus", values: ["inactive", "active"]),
      StateChart.Region(
        name: "error", values: ["none", "error", "overflow"], implicitValue: "none"),
      StateChart.Region(
        name: "access", values: ["editable", "readOnly"], implicitValue: "editable"),
    ]
  }

  /// A new, empty, enabled field.
  public static var chartInitialState: State { State() }

  /// More concrete states than the default: the limit, its policy, the reserved row and
  /// announcements multiply them.
  public static var chartStateLimit: Int { 10_000 }

  /// Every user action, programmatic call and configuration change, with allowed and vetoed
  /// delegate answers and a limit of one character.
  public static var chartProbes: [ChartProbe<Event>] {
    [
      ChartProbe(.beginRequested(allowed: true), script: "tap"),
      ChartProbe(.beginRequested(allowed: false), script: "veto tap"),
      ChartProbe(.textEdited(.insert("a"), allowed: true), script: "type a"),
      ChartProbe(.textEdited(.deleteBackward, allowed: true), script: "backspace"),
      // Typing nothing changes no text, in every state: the `unchanged` outcome is received
      // wherever the field is editable.
      ChartProbe(.textEdited(.insert(""), allowed: true), script: "type \"\""),
      ChartProbe(.textEdited(.insert("a"), allowed: false), script: "veto type a"),
      ChartProbe(.returnPressed(allowed: true), script: "return"),
      ChartProbe(.returnPressed(allowed: false), script: "veto return"),
      ChartProbe(.clearTapped(allowed: true), script: "clear"),
      ChartProbe(.clearTapped(allowed: false), script: "veto clear"),
      ChartProbe(.visibilityToggled, script: "toggle-visibility"),
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
      ChartProbe(.secureTextEntryChanged(true), script: "set secure true"),
      ChartProbe(.secureTextEntryChanged(false), script: "set secure false"),
      ChartProbe(.errorAnnouncementsChanged(false), script: "set announce-errors false"),
      ChartProbe(.errorAnnouncementsChanged(true), script: "set announce-errors true"),
    ]
  }

  /// The focus, the error shown (the app's, the overflow or none) and the access.
  public static func chartNodeValues(of state: State) -> [String] {
    [state.focus == .active ? "active" : "inactive", state.chartErrorValue, state.chartAccessValue]
  }

  /// The text shortened to its first three characters (with the probes' limit of one
  /// character, longer texts meet the same guards), the helper text and the overflow message
  /// made canonical (they change heights and payloads only).
  public static func chartNormalised(_ state: State) -> State {
    state.chartNormalised(keeping: String(state.text.prefix(3)))
  }

  /// 43.5 at rest; 63 with an error, a helper, a counter or a reserved row; 48.5 with an empty
  /// error alone (default metrics); a two-line helper adds more.
  public static func chartHeight(of state: State) -> Double {
    FieldMetrics.materialFields.height(
      textLines: 1, supportingLines: state.chartSupportingLines, isWheelOpen: false)
  }
}
