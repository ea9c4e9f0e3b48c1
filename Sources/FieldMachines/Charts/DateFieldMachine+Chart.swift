#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateFieldMachine: ChartableMachine {
  /// `date`.
  public static var chartName: String { "date" }

  /// What the date chart shows.
  public static var chartSummary: String {
    "A date wheel with a minimum date: closed, focused (read-only) or open, beside an error"
      + " region and read-only access."
  }

  /// Mode (closed, focused, open) × error (none, error) × access (editable, readOnly).
  public static var chartRegions: [StateChart.Region] {
    [
      StateChart.Region(name: "mode", values: ["closed", "focused", "open"]),
      StateChart.Region(name: "error", values: ["none", "error"], implicitValue: "none"),
      StateChart.Region(
        name: "access", values: ["editable", "readOnly"], implicitValue: "editable"),
    ]
  }

  /// A new, empty date field.
  public static var chartInitialState: State { State() }

  /// More concrete states than the default: read-only, the reserved row and announcements
  /// multiply them.
  public static var chartStateLimit: Int { 5_000 }

  /// User actions, programmatic calls and configuration changes on fixed dates of 2024 (UTC);
  /// the clock reads 1 January 2024.
  public static var chartProbes: [ChartProbe<Event>] {
    let now = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
    let march = Date(timeIntervalSince1970: 1_710_460_800)  // 2024-03-15
    let june = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01
    let september = Date(timeIntervalSince1970: 1_726_358_400)  // 2024-09-15
    return [
      ChartProbe(.openRequested(allowed: true, now: now), script: "tap"),
      ChartProbe(.openRequested(allowed: false, now: now), script: "veto tap"),
      ChartProbe(.dateScrolled(march), script: "scroll 2024-03-15"),
      ChartProbe(.dateScrolled(september), script: "scroll 2024-09-15"),
      ChartProbe(.doneTapped, script: "done"),
      ChartProbe(.closeRequested, script: "resign"),
      ChartProbe(.keyboardWillShow, script: "keyboard"),
      ChartProbe(.clearTapped, script: "clear"),
      ChartProbe(.dateAssigned(march), script: "set date 2024-03-15"),
      ChartProbe(.dateAssigned(nil), script: "set date none"),
      ChartProbe(.minimumDateChanged(june), script: "set min 2024-06-01"),
      ChartProbe(.minimumDateChanged(nil), script: "set min none"),
      ChartProbe(.clearableChanged(true), script: "set clearable true"),
      ChartProbe(.clearableChanged(false), script: "set clearable false"),
      ChartProbe(.errorSet("Required"), script: "error Required"),
      ChartProbe(.errorRemoved, script: "remove-error"),
      ChartProbe(.enabledChanged(false), script: "set enabled false"),
      ChartProbe(.enabledChanged(true), script: "set enabled true"),
      ChartProbe(.readOnlyChanged(true), script: "set read-only true"),
      ChartProbe(.readOnlyChanged(false), script: "set read-only false"),
      ChartProbe(.helperTextChanged("Hint"), script: "set helper Hint"),
      ChartProbe(.helperTextChanged(""), script: "set helper \"\""),
      ChartProbe(.supportingRowReservationChanged(true), script: "set reserve-row true"),
      ChartProbe(.supportingRowReservationChanged(false), script: "set reserve-row false"),
      ChartProbe(.errorAnnouncementsChanged(false), script: "set announce-errors false"),
      ChartProbe(.errorAnnouncementsChanged(true), script: "set announce-errors true"),
    ]
  }

  /// The mode, whether an error is shown, and the access.
  public static func chartNodeValues(of state: State) -> [String] {
    let mode =
      switch state.mode {
      case .open: "open"
      case .focused: "focused"
      case .closed, .typing: "closed"
      }
    return [
      mode, state.error.isShown ? "error" : "none", state.isReadOnly ? "readOnly" : "editable",
    ]
  }

  /// The delegate's answer and whether the field is enabled; for a scroll, whether the picked
  /// date (clamped) differs from the date; for clear, whether the pill is shown and there is
  /// something to clear.
  public static func chartConditions(of event: Event, in state: State) -> [String] {
    switch event {
    case .openRequested(let allowed, _):
      return allowed ? ["allowed", state.isEnabled ? "enabled" : "disabled"] : ["vetoed"]
    case .dateScrolled(let date):
      return [state.clamped(date) == state.date ? "sameDate" : "newDate"]
    case .clearTapped:
      guard state.isClearable else { return ["notClearable"] }
      guard state.isEnabled else { return ["disabled"] }
      return [state.date != nil || state.error.isShown ? "hasValue" : "empty"]
    case .errorSet(let message):
      return [state.error == .message(message) ? "sameMessage" : "newMessage"]
    case .enabledChanged(let flag), .readOnlyChanged(let flag):
      return [flag ? "true" : "false"]
    case .helperTextChanged, .supportingRowReservationChanged, .errorAnnouncementsChanged:
      return []
    case .doneTapped, .closeRequested, .keyboardWillShow, .dateAssigned, .minimumDateChanged,
      .maximumDateChanged, .defaultDateChanged, .clearableChanged, .errorRemoved:
      return []
    case .typingRequested, .draftEdited, .typedDateCommitted, .wheelRequested, .rangeOrderChecked,
      .entryOptionsChanged:
      // Typed entry is not probed yet (issue 7 item 8 adds it to the chart).
      return []
    }
  }

  /// The helper text removed: it changes only the height, which a reserved row gives too.
  public static func chartNormalised(_ state: State) -> State {
    var state = state
    state.helperText = nil
    return state
  }

  /// 43.5 closed or focused, 269.5 open, plus the supporting row (default metrics).
  public static func chartHeight(of state: State) -> Double {
    FieldMetrics.materialFields.height(
      textLines: 1,
      supportingLines: state.supportingRow.lineCount(
        measuredBy: LineBreakMeasurer(), maximumLineCount: nil),
      isWheelOpen: state.mode == .open)
  }
}
