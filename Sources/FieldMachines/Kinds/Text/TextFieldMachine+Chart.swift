/// The chart parts ``EntryFieldMachine`` and ``AreaFieldMachine`` share, written once: the
/// regions, the initial state, the state limit, the node values and the probes of the events
/// both machines have, and the summary's description of those regions. Each machine adds its
/// kind, what the field is, its own probes, normalisation and height.
extension TextFieldMachine {
  /// ``chartFieldDescription``, then the regions (``chartRegions``) the text machines share.
  package static var chartSummary: String {
    chartFieldDescription + ": focus (inactive or active) beside an error region (the app's"
      + " error or the length overflow) and read-only access."
  }

  /// Focus (inactive, active) × error (none, error, overflow) × access (editable, readOnly).
  package static var chartRegions: [ChartRegion] {
    [
      ChartRegion(name: "focus", values: ["inactive", "active"]),
      ChartRegion(
        name: "error", values: ["none", "error", "overflow"], implicitValue: "none"),
      ChartRegion(
        name: "access", values: ["editable", "readOnly"], implicitValue: "editable"),
    ]
  }

  /// A new, empty, enabled field.
  package static var chartInitialState: State { State() }

  /// The components both text machines have (``textFieldComponents``).
  package static var chartComponents: [ChartComponent<State>] { textFieldComponents }

  /// The components both text machines have: the reserved row, error announcements,
  /// enabling (which only a begin request and entry's password toggle ask about: every edit,
  /// return and clear needs the focus, which a disabled field has not) and the length policy
  /// (which only an edit reads; removing the limit makes it the default, as the chart
  /// normalisation does).
  package static var textFieldComponents: [ChartComponent<State>] {
    [
      .supportingRowReservation,
      .errorAnnouncements(
        readBy: ["beginRequested", "textEdited", "clearTapped", "errorSet", "errorRemoved"]),
      .enabling(readBy: ["beginRequested", "visibilityToggled"]),
      ChartComponent(
        "lengthLimitPolicy", count: 2,
        events: ["textEdited", "lengthLimitPolicyChanged", "maxLengthChanged"],
        value: { $0.lengthLimitPolicy == .refuse ? 1 : 0 },
        set: { $0.lengthLimitPolicy = $1 == 1 ? .refuse : .keepAndFlag }),
    ]
  }

  /// More concrete states than the default: the limit, its policy, the reserved row and
  /// announcements multiply them.
  package static var chartStateLimit: Int { 10_000 }

  /// The focus, the error shown (the app's, the overflow or none) and the access.
  package static func chartNodeValues(of state: State) -> [String] {
    [state.focus == .active ? "active" : "inactive", state.chartErrorValue, state.chartAccessValue]
  }

  /// The state's flags and settings, its focus, its error and the text's first bytes, without
  /// the helper text and the overflow message.
  package static func chartHash(of state: State, into hasher: inout Hasher) {
    state.chartHash(into: &hasher)
  }

  /// The state's flags, settings, focus and the text's first bytes mixed as integers
  /// (``TextFieldState/chartDigest``).
  package static func chartDigest(of state: State) -> Int { state.chartDigest }

  /// The node's number in ``chartRegions``: focus × error × access.
  package static func chartNodeNumber(of state: State) -> Int? {
    let error = state.error.isShown ? 1 : state.isOverMaxLength ? 2 : 0
    return ((state.focus == .active ? 1 : 0) * 3 + error) * 2 + (state.isReadOnly ? 1 : 0)
  }

  /// Every user action, programmatic call and configuration change both text machines have,
  /// with allowed and vetoed delegate answers and a limit of one character, around the kind's
  /// own `editing` probes (after the first typing) and `configuring` probes (before the
  /// announcements), in the order the charts were recorded in.
  package static func textFieldProbes(
    editing: [ChartProbe<Event>], configuring: [ChartProbe<Event>]
  ) -> [ChartProbe<Event>] {
    var probes: [ChartProbe<Event>] = [
      ChartProbe(.beginRequested(allowed: true), script: "tap"),
      ChartProbe(.beginRequested(allowed: false), script: "veto tap"),
      ChartProbe(.textEdited(.insert("a"), allowed: true), script: "type a"),
    ]
    probes += editing
    probes += [
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
    ]
    probes += Event.settingProbes
    probes += [
      ChartProbe(.maxLengthChanged(1), script: "set max-length 1"),
      ChartProbe(.maxLengthChanged(nil), script: "set max-length none"),
      ChartProbe(.lengthLimitPolicyChanged(.refuse), script: "set length-policy refuse"),
      ChartProbe(.lengthLimitPolicyChanged(.keepAndFlag), script: "set length-policy keep"),
      ChartProbe(.overflowMessageChanged("Shorter"), script: "set overflow-message Shorter"),
    ]
    probes += configuring
    probes += Event.announcementProbes
    return probes
  }
}
