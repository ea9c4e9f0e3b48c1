extension EntryFieldMachine: ChartableMachine {
  /// `entry`.
  public static var chartName: String { "entry" }

  /// What the entry chart shows.
  public static var chartSummary: String {
    "A single-line text field: focus (inactive or active) beside an error region."
  }

  /// Focus (inactive, active) × error (none, error).
  public static var chartRegions: [StateChart.Region] {
    [
      StateChart.Region(name: "focus", values: ["inactive", "active"]),
      StateChart.Region(name: "error", values: ["none", "error"], implicitValue: "none"),
    ]
  }

  /// A new, empty, enabled field.
  public static var chartInitialState: State { State() }

  /// Every user action and programmatic call, with allowed and vetoed delegate answers.
  public static var chartProbes: [ChartProbe<Event>] {
    [
      ChartProbe(.beginRequested(allowed: true), script: "tap"),
      ChartProbe(.beginRequested(allowed: false), script: "veto tap"),
      ChartProbe(.textEdited(.insert("a"), allowed: true), script: "type a"),
      ChartProbe(.textEdited(.deleteBackward, allowed: true), script: "backspace"),
      ChartProbe(.textEdited(.insert("a"), allowed: false), script: "veto type a"),
      ChartProbe(.returnPressed(allowed: true), script: "return"),
      ChartProbe(.returnPressed(allowed: false), script: "veto return"),
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

  /// The delegate's answer; for a begin, whether the field is enabled; for an edit, whether it
  /// changes the text; for an error, whether its message is new; for `isEnabled`, the value.
  public static func chartConditions(of event: Event, in state: State) -> [String] {
    switch event {
    case .beginRequested(let allowed):
      return allowed ? ["allowed", state.isEnabled ? "enabled" : "disabled"] : ["vetoed"]
    case .textEdited(let edit, let allowed):
      guard allowed else { return ["vetoed"] }
      return ["allowed", edit.applied(to: state.text) == state.text ? "unchanged" : "changed"]
    case .returnPressed(let allowed), .endRequested(let allowed):
      return [allowed ? "allowed" : "vetoed"]
    case .errorSet(let message):
      return [state.error == .message(message) ? "sameMessage" : "newMessage"]
    case .enabledChanged(let isEnabled):
      return [isEnabled ? "true" : "false"]
    case .textAssigned, .errorRemoved:
      return []
    }
  }

  /// The text shortened to its first character: longer texts behave the same.
  public static func chartNormalised(_ state: State) -> State {
    var state = state
    state.text = String(state.text.prefix(1))
    return state
  }

  /// 43.5 at rest, 63 with an error, 48.5 with an empty error (default metrics).
  public static func chartHeight(of state: State) -> Double {
    FieldMetrics.materialFields.height(
      textLines: 1, errorLines: state.error.layoutLineCount, isWheelOpen: false)
  }
}
