extension ChartableMachine where State: CommonFieldState {
  /// A wheel field's regions: the mode, with `modes`, beside the error (none, error) and the
  /// access (editable, readOnly).
  static func wheelChartRegions(modes: [String]) -> [ChartRegion] {
    [
      ChartRegion(name: "mode", values: modes),
      ChartRegion(name: "error", values: ["none", "error"], implicitValue: "none"),
      ChartRegion(name: "access", values: ["editable", "readOnly"], implicitValue: "editable"),
    ]
  }

  /// The node of `state` in ``wheelChartRegions(modes:)``: `mode`, whether an error is shown,
  /// and the access.
  static func wheelChartNodeValues(mode: String, of state: State) -> [String] {
    [mode, state.shownError.isShown ? "error" : "none", state.isReadOnly ? "readOnly" : "editable"]
  }

  /// The number of `state`'s node in ``wheelChartRegions(modes:)``, the mode at `mode` in its
  /// values: mode × error × access.
  static func wheelChartNodeNumber(mode: Int, of state: State) -> Int {
    (mode * 2 + (state.shownError.isShown ? 1 : 0)) * 2 + (state.isReadOnly ? 1 : 0)
  }

  /// 43.5 with the wheel hidden, 269.5 with it shown, plus the supporting row (default metrics).
  static func wheelChartHeight(of state: State, isWheelOpen: Bool) -> Double {
    FieldMetrics.materialFields.height(
      textLines: 1,
      supportingLines: state.supportingLineCount(
        measuredBy: LineBreakMeasurer(), maximumLineCount: nil),
      isWheelOpen: isWheelOpen)
  }
}

extension ChartableMachine where State: WheelFieldState {
  /// Mode (the state's ``WheelFieldMode/Name`` cases, in order) × error (none, error) ×
  /// access (editable, readOnly).
  package static var chartRegions: [ChartRegion] {
    wheelChartRegions(modes: State.Mode.Name.allCases.map(\.rawValue))
  }

  /// The mode, whether an error is shown, and the access.
  package static func chartNodeValues(of state: State) -> [String] {
    wheelChartNodeValues(mode: state.modeName.rawValue, of: state)
  }

  /// The node's number: the mode's position in ``chartRegions`` (its names' order) × error ×
  /// access.
  package static func chartNodeNumber(of state: State) -> Int? {
    wheelChartNodeNumber(mode: state.modeName.index(), of: state)
  }

  /// A wheel field's components: the reserved row, error announcements, which only
  /// `errorEvents` (the events that may show an error) read, clearing, which only the clear
  /// button and its setting read, and enabling, which only an open request, the clear button
  /// and its setting ask about.
  static func wheelChartComponents(errorEvents: Set<String>) -> [ChartComponent<State>] {
    [
      .supportingRowReservation, .errorAnnouncements(readBy: errorEvents),
      .flag(
        "isClearable", events: ["clearTapped", "clearableChanged"],
        value: { $0.isClearable }, set: { $0.isClearable = $1 }),
      .enabling(readBy: ["openRequested", "clearTapped"]),
    ]
  }
}
