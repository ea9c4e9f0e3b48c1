extension AreaFieldMachine: ChartableMachine {
  /// `area`.
  public static var chartName: String { "area" }

  /// What the area chart shows.
  public static var chartSummary: String {
    "A multi-line text field that grows with its lines: focus (inactive or active) beside an"
      + " error region."
  }

  /// Focus (inactive, active) × error (none, error).
  public static var chartRegions: [StateChart.Region] { EntryFieldMachine.chartRegions }

  /// A new, empty, enabled field.
  public static var chartInitialState: State { State() }

  /// Every user action and programmatic call; return types a line break, clear empties the text.
  public static var chartProbes: [ChartProbe<Event>] {
    [
      ChartProbe(.beginRequested(allowed: true), script: "tap"),
      ChartProbe(.beginRequested(allowed: false), script: "veto tap"),
      ChartProbe(.textEdited(.insert("a"), allowed: true), script: "type a"),
      ChartProbe(.textEdited(.insert("\n"), allowed: true), script: "return"),
      ChartProbe(.textEdited(.deleteBackward, allowed: true), script: "backspace"),
      ChartProbe(.textEdited(.replaceAll(""), allowed: true), script: "clear"),
      ChartProbe(.textEdited(.insert("a"), allowed: false), script: "veto type a"),
      ChartProbe(.endRequested(allowed: true), script: "resign"),
      ChartProbe(.endRequested(allowed: false), script: "veto resign"),
      ChartProbe(.textAssigned("a"), script: "set text a"),
      ChartProbe(.textAssigned(""), script: "set text \"\""),
      ChartProbe(.errorSet("Required"), script: "error Required"),
      ChartProbe(.errorSet(""), script: "error"),
      ChartProbe(.errorRemoved, script: "remove-error"),
      ChartProbe(.enabledChanged(false), script: "set enabled false"),
      ChartProbe(.enabledChanged(true), script: "set enabled true"),
    ]
  }

  /// The focus and whether an error is shown.
  public static func chartNodeValues(of state: State) -> [String] {
    [state.focus == .active ? "active" : "inactive", state.error.isShown ? "error" : "none"]
  }

  /// As ``EntryFieldMachine/chartConditions(of:in:)``.
  public static func chartConditions(of event: Event, in state: State) -> [String] {
    switch event {
    case .beginRequested(let allowed):
      return allowed ? ["allowed", state.isEnabled ? "enabled" : "disabled"] : ["vetoed"]
    case .textEdited(let edit, let allowed):
      guard allowed else { return ["vetoed"] }
      return ["allowed", edit.applied(to: state.text) == state.text ? "unchanged" : "changed"]
    case .endRequested(let allowed):
      return [allowed ? "allowed" : "vetoed"]
    case .errorSet(let message):
      return [state.error == .message(message) ? "sameMessage" : "newMessage"]
    case .enabledChanged(let isEnabled):
      return [isEnabled ? "true" : "false"]
    case .textAssigned, .errorRemoved:
      return []
    }
  }

  /// The text shortened to its last two characters (up to three lines): longer texts behave
  /// the same.
  public static func chartNormalised(_ state: State) -> State {
    var state = state
    state.text = String(state.text.suffix(2))
    return state
  }

  /// 43.5 for one line, 65 for two, 86.5 for three, plus the error row (default metrics and
  /// measurer, no line limit).
  public static func chartHeight(of state: State) -> Double {
    FieldMetrics.materialFields.height(
      textLines: LineBreakMeasurer().lineCount(of: state.text),
      errorLines: state.error.layoutLineCount, isWheelOpen: false)
  }
}
