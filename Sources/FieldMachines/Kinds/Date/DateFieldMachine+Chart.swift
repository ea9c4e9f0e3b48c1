#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DateFieldMachine: FieldKindMachine {
  /// ``FieldKind/date``.
  package static var kind: FieldKind { .date }

  /// What the date chart shows.
  package static var chartSummary: String {
    "A date wheel with limits and typed entry: closed, focused (read-only), open on the wheel or"
      + " typing a date, beside an error region and read-only access."
  }

  /// The reserved row, which only heights read; error announcements, which only the events
  /// that may show an error read; and clearing, which only the clear button reads.
  package static var chartComponents: [ChartComponent<State>] {
    wheelChartComponents(
      errorEvents: ["errorSet", "typedDateCommitted", "typedDateResigned", "rangeOrderChecked"])
  }

  /// A new, empty date field.
  package static var chartInitialState: State { State() }

  /// More concrete states than the default: typing, read-only, the reserved row and
  /// announcements multiply them.
  package static var chartStateLimit: Int { 5_000 }

  /// User actions, programmatic calls and configuration changes on two dates of 2024 (UTC):
  /// the clock, a scroll target outside it and a minimum date, so the wheel clamps and a typed
  /// date can fall outside the limits.
  ///
  /// The clock reads 15 March 2024; the wheel scrolls to 15 September 2024, which is also the
  /// minimum date. Typed entry is probed with the parse a ``DateField`` sends for each `enter`
  /// line under the default ``DateEntryOptions`` (`yyyy-MM-dd`, 1900...2100): 15 March 2024
  /// (allowed or vetoed by the validator, inside or outside the limits), a pattern mismatch and
  /// a year out of range; `resign` lines probe the same parses on `resignFirstResponder()`. Draft edits change only the draft, so the chart shows no transition for
  /// them. Left out, because each would double the states explored and add no transition: the
  /// entry options (they word later errors and change what an `enter` line parses to), the
  /// maximum date (the minimum already clamps) and the default date (it only picks the date an
  /// empty wheel opens on). `fieldchart check date` drives those too.
  package static var chartProbes: [ChartProbe<Event>] {
    let march = Date(timeIntervalSince1970: 1_710_460_800)  // 2024-03-15
    let september = Date(timeIntervalSince1970: 1_726_358_400)  // 2024-09-15
    let probes: [ChartProbe<Event>] = [
      ChartProbe(.openRequested(allowed: true, now: march), script: "tap"),
      ChartProbe(.openRequested(allowed: false, now: march), script: "veto tap"),
      ChartProbe(.dateScrolled(september), script: "scroll 2024-09-15"),
      ChartProbe(.typingRequested(draft: ""), script: "typing"),
      ChartProbe(.draftEdited(.insert("1")), script: "type 1"),
      ChartProbe(.draftEdited(.deleteBackward), script: "backspace"),
      ChartProbe(.typedDateCommitted(.date(march), allowed: true), script: "enter 2024-03-15"),
      ChartProbe(
        .typedDateCommitted(.date(march), allowed: false), script: "veto enter 2024-03-15"),
      ChartProbe(.typedDateCommitted(.patternMismatch, allowed: true), script: "enter 03/15/2024"),
      ChartProbe(.typedDateCommitted(.yearOutOfRange, allowed: true), script: "enter 1850-06-01"),
      ChartProbe(
        .typedDateResigned(.date(march), allowed: true), script: "resign 2024-03-15"),
      ChartProbe(
        .typedDateResigned(.date(march), allowed: false), script: "veto resign 2024-03-15"),
      ChartProbe(.typedDateResigned(.patternMismatch, allowed: true), script: "resign mismatch"),
      ChartProbe(
        .typedDateResigned(.yearOutOfRange, allowed: true), script: "resign year-out-of-range"),
      ChartProbe(.wheelRequested, script: "wheel"),
      ChartProbe(.doneTapped, script: "done"),
      ChartProbe(.closeRequested, script: "resign"),
      ChartProbe(.keyboardWillShow, script: "keyboard"),
      ChartProbe(.clearTapped, script: "clear"),
      ChartProbe(.dateAssigned(march), script: "set date 2024-03-15"),
      ChartProbe(.dateAssigned(nil), script: "set date none"),
      ChartProbe(.minimumDateChanged(september), script: "set min 2024-09-15"),
      ChartProbe(.minimumDateChanged(nil), script: "set min none"),
      ChartProbe(.clearableChanged(true), script: "set clearable true"),
      ChartProbe(.clearableChanged(false), script: "set clearable false"),
      ChartProbe(.rangeOrderChecked(isInOrder: false), script: "range out-of-order"),
      ChartProbe(.rangeOrderChecked(isInOrder: true), script: "range in-order"),
      ChartProbe(.errorSet("Required"), script: "error Required"),
      ChartProbe(.errorRemoved, script: "remove-error"),
    ]
    return probes + Event.settingProbes + Event.announcementProbes
  }

  /// While typing, a ``DateField``'s done is Return, and its `resignFirstResponder()` and another
  /// keyboard send ``Event/typedDateResigned(_:allowed:)`` (probed as `resign <parse>`), so a
  /// script sends the bare machine event with `send` there.
  package static func chartScript(for probe: ChartProbe<Event>, in state: State) -> String {
    guard state.mode.draft != nil else { return probe.script }
    switch probe.event {
    case .doneTapped: return "send doneTapped"
    case .closeRequested: return "send closeRequested"
    case .keyboardWillShow: return "send keyboardWillShow"
    default: return probe.script
    }
  }

  /// The helper text removed: it changes only the height, which a reserved row gives too. The
  /// draft emptied: it only words a later "not allowed" error, and the chart's `sameMessage` /
  /// `newMessage` guards already compare messages. On a read-only field, an error a draft
  /// caused (pattern, year or "not allowed") is made the pattern error: no event tells the
  /// three apart outside typing, and a read-only field never types. An editable closed field
  /// keeps the kind, so a resign that closes with it is an exact step that a path can replay.
  package static func chartNormalised(_ state: State) -> State {
    var state = state
    state.helperText = nil
    if case .typing(_, let wheel) = state.mode { state.mode = .typing(draft: "", wheel: wheel) }
    if state.isReadOnly, state.entryError?.concernsDraft == true,
      state.entryOptions == defaultEntryOptions, let message = defaultMessages[.patternMismatch]
    {
      state.entryError = .patternMismatch
      state.error = .message(message)
    }
    return state
  }

  /// The mode, the error, the dates, the entry error and the flags, without the entry options
  /// and the helper text.
  package static func chartHash(of state: State, into hasher: inout Hasher) {
    hasher.combine(state.mode)
    hasher.combine(state.error)
    hasher.combine(state.date)
    hasher.combine(state.minimumDate)
    hasher.combine(state.entryError)
    hasher.combine(state.isClearable)
    state.hashWheelSettings(into: &hasher)
  }

  /// 43.5 closed, focused or typing, 269.5 open on the wheel, plus the supporting row (default
  /// metrics).
  package static func chartHeight(of state: State) -> Double {
    wheelChartHeight(of: state, isWheelOpen: state.mode.name == .open)
  }

  private static let defaultEntryOptions = DateEntryOptions()

  /// Each kind's message under the default entry options with no input, worked out once:
  /// formatting a message is the dearest part of a step.
  private static let defaultMessages = Dictionary(
    uniqueKeysWithValues: DateEntryError.allCases.map {
      ($0, defaultEntryOptions.message(for: $0, input: ""))
    })
}
