import FieldMachines

/// A field machine's behaviour as a state chart: states, events, guards, transitions and effects.
///
/// A chart is never written by hand. `init(deriving:)` builds it by exploring the machine's own
/// `FieldMachine.handle(_:)` (see `ChartExploration`), so it cannot drift from the code.
/// Each state is a combination of the machine's regions (for example focus × error); each
/// transition is labelled by its event, the outcome of its guards and the effects it returns.
/// An event that a state has no transition for is a no-op there: nothing changes, nothing fires.
///
/// The renderers of `FieldChartRendering` turn a chart into Mermaid, Graphviz DOT, SCXML, XState
/// JSON, a text table or JSON of this model.
public struct StateChart: Sendable, Hashable {
  /// The version of this model's layout, written into its JSON; it changes when the layout does.
  package static let formatVersion = 1

  /// The machine's type name, such as `EntryFieldMachine`.
  public var machine: String
  /// The short name the `fieldchart` tool uses, such as `entry`.
  public var name: String
  /// One sentence saying what the machine is.
  public var summary: String
  /// The regions each state combines, in the order of a state's values.
  public var regions: [Region]
  /// The identifier of the initial state.
  public var initial: String
  /// The states, ordered by their region values.
  public var states: [Node] { didSet { index = StateChartIndex() } }
  /// The events, in the order the machine declares its probes.
  public var events: [Event] { didSet { index = StateChartIndex() } }
  /// The transitions, ordered by source state, then event, then guard.
  public var transitions: [Transition] { didSet { index = StateChartIndex() } }
  /// The look-up tables over ``states``, ``events`` and ``transitions``, built on first use.
  private(set) var index = StateChartIndex()

  /// Creates a chart from its parts.
  public init(
    machine: String, name: String, summary: String, regions: [Region], initial: String,
    states: [Node], events: [Event], transitions: [Transition]
  ) {
    self.machine = machine
    self.name = name
    self.summary = summary
    self.regions = regions
    self.initial = initial
    self.states = states
    self.events = events
    self.transitions = transitions
  }

  /// The state with identifier `id`, or `nil`.
  public func state(withID id: String) -> Node? {
    index.tables(of: self).states[id].map { states[$0] }
  }

  /// The transition taken from state `source` by `event` when its guards come out as
  /// `conditions`, or `nil` when that event is a no-op there.
  public func transition(from source: String, event: String, conditions: [String]) -> Transition? {
    let key = StateChartIndex.TransitionKey(source: source, event: event, conditions: conditions)
    return index.tables(of: self).transitions[key].map { transitions[$0] }
  }

  /// Whether two charts have the same machine, names, regions, states, events and transitions.
  public static func == (lhs: StateChart, rhs: StateChart) -> Bool {
    lhs.machine == rhs.machine && lhs.name == rhs.name && lhs.summary == rhs.summary
      && lhs.regions == rhs.regions && lhs.initial == rhs.initial && lhs.states == rhs.states
      && lhs.events == rhs.events && lhs.transitions == rhs.transitions
  }

  /// Hashes what `==` compares: everything but the look-up tables.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(machine)
    hasher.combine(name)
    hasher.combine(summary)
    hasher.combine(regions)
    hasher.combine(initial)
    hasher.combine(states)
    hasher.combine(events)
    hasher.combine(transitions)
  }
}

extension StateChart {
  /// `value` as Swift prints it, with type qualifiers dropped from enum cases:
  /// `textEdited(.insert("a"), allowed: true)` rather than
  /// `textEdited(FieldMachines.TextEdit.insert("a"), allowed: true)`.
  public static func describe(_ value: some Any) -> String {
    let described = String(describing: value)
    return describeASCII(described) ?? describeCharacters(described)
  }

  /// ``describe(_:)``'s rewriting of `text`, the Swift description of a value, character by
  /// character.
  package static func describeCharacters(_ text: String) -> String {
    var result = ""
    droppingQualifiers(
      Array(text), into: &result, quote: "\"", backslash: "\\", dot: ".",
      isWord: { $0.isLetter || $0.isNumber || $0 == "_" }, isCapital: \.isUppercase)
    return result
  }
}
