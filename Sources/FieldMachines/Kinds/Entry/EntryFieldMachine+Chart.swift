extension EntryFieldMachine: FieldKindMachine {
  /// ``FieldKind/entry``.
  package static var kind: FieldKind { .entry }

  /// What an entry field is.
  package static var chartFieldDescription: String { "A single-line text field" }

  /// The text fields' probes with the return key and secure entry. Secure entry is not a
  /// region: the visibility toggle is a self-transition whose guard says whether the value is
  /// masked or revealed.
  package static var chartProbes: [ChartProbe<Event>] {
    textFieldProbes(
      editing: [
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
      ],
      configuring: [
        ChartProbe(.secureTextEntryChanged(true), script: "set secure true"),
        ChartProbe(.secureTextEntryChanged(false), script: "set secure false"),
      ])
  }

  /// The text fields' components and secure entry, which only the visibility toggle and the
  /// secure-entry setting read.
  package static var chartComponents: [ChartComponent<State>] {
    textFieldComponents + [
      ChartComponent(
        "security", count: 3, events: ["visibilityToggled", "secureTextEntryChanged"],
        value: { state in
          switch state.security {
          case .plain: 0
          case .masked: 1
          case .revealed: 2
          }
        },
        set: { state, value in
          state.security = value == 0 ? .plain : value == 1 ? .masked : .revealed
        })
    ]
  }

  /// The text shortened to its first three characters (with the probes' limit of one
  /// character, longer texts meet the same guards), the helper text and the overflow message
  /// made canonical (they change heights and payloads only).
  package static func chartNormalised(_ state: State) -> State {
    state.chartNormalised(
      keeping: state.characterCount <= 3 ? state.text : String(state.text.prefix(3)))
  }

  /// 43.5 at rest; 63 with an error, a helper, a counter or a reserved row; 48.5 with an empty
  /// error alone (default metrics); a two-line helper adds more.
  package static func chartHeight(of state: State) -> Double {
    FieldMetrics.materialFields.height(
      textLines: 1, supportingLines: state.chartSupportingLines, isWheelOpen: false)
  }
}
