extension PickerFieldMachine: FieldKindMachine {
  /// ``FieldKind/picker``.
  package static var kind: FieldKind { .picker }

  /// What the picker chart shows.
  package static var chartSummary: String {
    "A one-column picker with an optional manual-entry row: closed, focused (read-only), open on"
      + " a list row or open on the manual row, beside an error region and read-only access."
  }

  /// More concrete states than the default: read-only, the reserved row and announcements
  /// multiply them.
  package static var chartStateLimit: Int { 10_000 }

  /// The reserved row, which only heights read; error announcements, which only the events
  /// that may show an error read; and clearing, which only the clear button reads.
  package static var chartComponents: [ChartComponent<State>] {
    wheelChartComponents(errorEvents: ["errorSet"])
  }

  /// A new picker without rows.
  package static var chartInitialState: State { State() }

  /// User actions, programmatic calls and configuration changes, with two rows or none.
  package static var chartProbes: [ChartProbe<Event>] {
    let probes: [ChartProbe<Event>] = [
      ChartProbe(.openRequested(allowed: true), script: "tap"),
      ChartProbe(.openRequested(allowed: false), script: "veto tap"),
      ChartProbe(.rowSelected(0), script: "select 0"),
      ChartProbe(.rowSelected(1), script: "select 1"),
      ChartProbe(.rowSelected(2), script: "select 2"),
      ChartProbe(.manualTextEdited(.insert("a")), script: "type a"),
      ChartProbe(.returnPressed, script: "return"),
      ChartProbe(.doneTapped, script: "done"),
      ChartProbe(.closeRequested, script: "resign"),
      ChartProbe(.keyboardWillShow, script: "keyboard"),
      ChartProbe(.clearTapped, script: "clear"),
      ChartProbe(.indexAssigned(0), script: "set index 0"),
      // Past the two list rows: the manual row when the picker has one.
      ChartProbe(.indexAssigned(2), script: "set index 2"),
      ChartProbe(.manualIndexAssigned, script: "set index manual"),
      ChartProbe(.textAssigned("B"), script: "set text B"),
      ChartProbe(.dataAssigned(["A", "B"]), script: "set data A,B"),
      ChartProbe(.dataAssigned([]), script: "set data \"\""),
      // The first row's value gone: a pick of it is lost (a pick whose value stays follows it).
      ChartProbe(.dataAssigned(["B"]), script: "set data B"),
      ChartProbe(.manualEntryCapabilityChanged(true), script: "set manual-entry true"),
      ChartProbe(.manualEntryCapabilityChanged(false), script: "set manual-entry false"),
      ChartProbe(.manualEntryOptionNameChanged("Other"), script: "set option-name Other"),
      ChartProbe(.clearableChanged(true), script: "set clearable true"),
      ChartProbe(.clearableChanged(false), script: "set clearable false"),
      ChartProbe(.errorSet("Required"), script: "error Required"),
      // A second message, so an error replaces another one.
      ChartProbe(.errorSet("Other"), script: "error Other"),
      ChartProbe(.errorRemoved, script: "remove-error"),
    ]
    return probes + Event.settingProbes + Event.announcementProbes
  }

  /// The manual draft shortened to one character, the option name made the default and the
  /// helper text removed: longer drafts and other names behave the same, and a helper changes
  /// only the height, which a reserved row gives too.
  package static func chartNormalised(_ state: State) -> State {
    // Most states the exploration meets are normal already: returned as they are, unwritten.
    if state.helperText == nil
      && state.manualEntryOptionName == State.defaultManualEntryOptionName
      && (state.mode.draft.map { $0.utf8.count <= 1 } ?? true)
    {
      return state
    }
    var state = state
    if let draft = state.mode.draft { state.mode = .openOnManual(draft: String(draft.prefix(1))) }
    state.manualEntryOptionName = State.defaultManualEntryOptionName
    state.helperText = nil
    return state
  }

  /// The mode, the error, the selection, the text, the number of rows and the flags, without
  /// the rows' texts, the option name and the helper text.
  package static func chartHash(of state: State, into hasher: inout Hasher) {
    hasher.combine(state.mode)
    hasher.combine(state.error)
    hasher.combine(state.selection)
    hasher.combine(state.data.count)
    hasher.combine(state.text)
    hasher.combine(state.isManualEntryCapable)
    hasher.combine(state.isClearable)
    state.hashWheelSettings(into: &hasher)
  }

  /// What ``chartHash(of:into:)`` hashes, mixed as integers (``ChartDigester``): the mode and
  /// its draft, the error's message, the selection, the number of rows, the text and the
  /// flags.
  package static func chartDigest(of state: State) -> Int {
    var digester = ChartDigester()
    switch state.mode {
    case .closed: digester.combine(0)
    case .focused: digester.combine(1)
    case .openOnList: digester.combine(2)
    case .openOnManual(let draft):
      digester.combine(3)
      digester.combine(draft)
    }
    digester.combine(state.error.message)
    switch state.selection {
    case .none: digester.combine(-1)
    case .manual: digester.combine(-2)
    case .row(let row): digester.combine(row)
    }
    digester.combine(state.data.count)
    digester.combine(state.text)
    digester.combine(state.isManualEntryCapable)
    digester.combine(state.isClearable)
    state.digestWheelSettings(into: &digester)
    return digester.digest
  }

  /// 43.5 closed or focused, 269.5 open, plus the supporting row (default metrics).
  package static func chartHeight(of state: State) -> Double {
    wheelChartHeight(of: state, isWheelOpen: state.mode.isOpen)
  }
}
