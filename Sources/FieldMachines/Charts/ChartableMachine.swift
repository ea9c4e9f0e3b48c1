/// A ``GuardedMachine`` whose state chart can be derived by exploring its transition function.
///
/// A conformance says how to look at the machine, never what it does: the regions a state is
/// drawn with, the initial state, the probe events and the payload-free node of a concrete
/// state. The guard outcomes come from the machine itself: its transition code records each
/// one where it decides it (``handle(_:recordingGuardsIn:)``, see ``GuardRecorder``), so no
/// conformance restates them. `ChartExploration` runs that code breadth-first from
/// ``chartInitialState`` over ``chartProbes``, and `StateChart/init(deriving:)` groups the
/// steps it finds into transitions. If two steps with the same node, event and recorded guard
/// outcomes disagree, the derivation reports a conflict: a branch of the code records no
/// outcome, and a test fails.
///
/// Adding a machine to the charts is one `Machine+Chart.swift` file with this conformance and a
/// line in `ChartCatalog`.
package protocol ChartableMachine: GuardedMachine, InvariantCheckedMachine {
  /// The short name the `fieldchart` tool uses, such as `entry`.
  static var chartName: String { get }
  /// One sentence saying what the machine is.
  static var chartSummary: String { get }
  /// The regions a state is drawn with, such as focus and error.
  static var chartRegions: [ChartRegion] { get }
  /// The state exploration starts from: a new field with its default configuration.
  static var chartInitialState: State { get }
  /// The events exploration sends in every state, each with its `simulate` script line.
  static var chartProbes: [ChartProbe<Event>] { get }
  /// The most concrete states exploration visits before it stops (and reports truncation).
  static var chartStateLimit: Int { get }
  /// The settings few probes touch (``ChartComponent``): exploration runs every other probe
  /// once for all their values and combines the results.
  static var chartComponents: [ChartComponent<State>] { get }

  /// The value of each region in `state`, in ``chartRegions`` order: the payload-free node.
  static func chartNodeValues(of state: State) -> [String]
  /// The number of `state`'s node, worked out without building strings: the position of each
  /// of ``chartNodeValues(of:)`` in its region's values, mixed-radix in ``chartRegions`` order
  /// (the first region most significant); `nil` when the machine does not work it out, and a
  /// checker reads the node values instead.
  static func chartNodeNumber(of state: State) -> Int?
  /// `state` with the values that cannot change any later transition made canonical (long
  /// texts shortened, for example), so exploration stays finite. It must keep behaviour:
  /// `fieldchart check` verifies the chart on unnormalised random walks.
  static func chartNormalised(_ state: State) -> State
  /// Feeds `hasher` a cheap digest of `state` for exploration's table of the states it found:
  /// only values that `==` compares, so equal states hash alike (by default the state's own
  /// hash). Leaving out texts and messages makes hashing cheap; the few states that collide
  /// are told apart by `==`.
  static func chartHash(of state: State, into hasher: inout Hasher)
  /// The digest exploration files `state` under in its table of the states it found: states
  /// that ``chartStatesEqual(_:_:)`` calls equal must have equal digests, and the low bits
  /// should vary. By default the finalised ``chartHash(of:into:)``; a machine may mix a few
  /// integers instead, far cheaper than SipHash.
  static func chartDigest(of state: State) -> Int
  /// Whether `lhs == rhs`, as exploration compares states: by default the state's own `==`; a
  /// machine whose state's `==` runs generic code may compare the same values faster.
  static func chartStatesEqual(_ lhs: State, _ rhs: State) -> Bool
  /// The field's height in `state` with default metrics and content.
  static func chartHeight(of state: State) -> Double
  /// The case name of `event`, such as `beginRequested`.
  static func chartEventName(of event: Event) -> String
  /// The value a chart's probe list, `fieldchart simulate` and its JSON describe for `event`,
  /// such as `errorSet("Required")`: by default the event itself.
  static func chartDescribedEvent(_ event: Event) -> Any
  /// The `simulate` script line that makes a field send `probe`'s event in `state`: the
  /// probe's own ``ChartProbe/script`` unless the field's action for it does more there.
  static func chartScript(for probe: ChartProbe<Event>, in state: State) -> String
  /// The case name of `effect`, such as `didBeginEditing`.
  static func chartEffectName(of effect: Effect) -> String
  /// Whether ``chartEventName(of:)`` and ``chartEffectName(of:)`` depend on the case alone
  /// (``EnumCase``), so a checker may remember a name per case; `false` for a machine that
  /// names a case after its payload.
  static var chartNamesFollowCases: Bool { get }
  /// The number of `event`'s case (``ChartCaseNumbered``), read with a switch; `nil` when the
  /// events are not numbered, and a checker reads the case from the runtime instead.
  static func chartEventCaseNumber(of event: Event) -> Int?
  /// The number of `effect`'s case, as ``chartEventCaseNumber(of:)`` gives an event's.
  static func chartEffectCaseNumber(of effect: Effect) -> Int?
  /// A small number that two effects share exactly when ``chartEffectName(of:)`` names them
  /// alike, read without building the name; `nil` when the machine does not work it out. By
  /// default the case number, when the names follow the cases.
  static func chartEffectNameNumber(of effect: Effect) -> Int?
}

extension ChartableMachine {
  /// 1,000 states.
  package static var chartStateLimit: Int { 1_000 }

  /// None: exploration runs every probe in every concrete state.
  package static var chartComponents: [ChartComponent<State>] { [] }

  /// The outcomes of the guards `event` meets in `state`, such as `["allowed", "enabled"]`, as
  /// the transition code records them (``handle(_:recordingGuardsIn:)`` run on a copy).
  package static func chartConditions(of event: Event, in state: State) -> [String] {
    var machine = Self(state: state)
    var guards = GuardRecording()
    _ = machine.handle(event, recordingGuardsIn: &guards)
    return guards.outcomes.map(\.rawValue)
  }

  /// `nil`: a checker reads ``chartNodeValues(of:)``.
  package static func chartNodeNumber(of state: State) -> Int? { nil }

  /// `true`: the names are the case names.
  package static var chartNamesFollowCases: Bool { true }

  /// `nil`: the events are not numbered.
  package static func chartEventCaseNumber(of event: Event) -> Int? { nil }

  /// `nil`: the effects are not numbered.
  package static func chartEffectCaseNumber(of effect: Effect) -> Int? { nil }

  /// The effect's case number (``chartEffectCaseNumber(of:)``) when the names follow the cases
  /// (``chartNamesFollowCases``); otherwise `nil`.
  package static func chartEffectNameNumber(of effect: Effect) -> Int? {
    chartNamesFollowCases ? chartEffectCaseNumber(of: effect) : nil
  }

  /// `state` unchanged.
  package static func chartNormalised(_ state: State) -> State { state }

  /// The state's own `==`.
  package static func chartStatesEqual(_ lhs: State, _ rhs: State) -> Bool { lhs == rhs }

  /// The state's own hash.
  package static func chartHash(of state: State, into hasher: inout Hasher) {
    hasher.combine(state)
  }

  /// The finalised ``chartHash(of:into:)``.
  package static func chartDigest(of state: State) -> Int {
    var hasher = Hasher()
    chartHash(of: state, into: &hasher)
    return hasher.finalize()
  }

  /// The probe's own script, in every state.
  package static func chartScript(for probe: ChartProbe<Event>, in state: State) -> String {
    probe.script
  }

  /// The enum case name, read from the event's description.
  package static func chartEventName(of event: Event) -> String {
    caseName(of: event)
  }

  /// The event itself.
  package static func chartDescribedEvent(_ event: Event) -> Any { event }

  /// The enum case name, read from the effect's description.
  package static func chartEffectName(of effect: Effect) -> String {
    caseName(of: effect)
  }

  /// The machine's type name, such as `EntryFieldMachine`.
  package static var chartMachineName: String { String(describing: Self.self) }

  /// The identifier of the chart state `state` is in, such as `active_error`.
  package static func chartStateID(of state: State) -> String {
    ChartRegion.stateID(values: chartNodeValues(of: state), regions: chartRegions)
  }
}

extension ChartableMachine where Event: ChartCaseNumbered {
  /// The event's ``ChartCaseNumbered/chartCaseNumber``.
  package static func chartEventCaseNumber(of event: Event) -> Int? { event.chartCaseNumber }
}

extension ChartableMachine where Effect: ChartCaseNumbered {
  /// The effect's ``ChartCaseNumbered/chartCaseNumber``.
  package static func chartEffectCaseNumber(of effect: Effect) -> Int? { effect.chartCaseNumber }
}

/// The enum case name of `value` (``EnumCase``), or for a value that is not an enum the text
/// of its description before the first `(`.
func caseName(of value: some Any) -> String {
  if let enumCase = EnumCase(of: value) { return enumCase.caseName }
  let text = String(describing: value)
  guard let parenthesis = text.firstIndex(of: "(") else { return text }
  return String(text[..<parenthesis])
}
