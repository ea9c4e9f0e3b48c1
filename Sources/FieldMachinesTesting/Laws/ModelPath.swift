import FieldMachines

/// One test case of model-based testing: a sequence of events from a fresh machine that, with
/// the other paths of ``TestableFieldMachine/modelBasedPaths(maximumDetour:)``, takes every
/// transition of the machine's derived chart (shortest paths, as XState's model-based testing
/// does).
public struct ModelPath<Machine: TestableFieldMachine & ChartableMachine>: Sendable,
  CustomStringConvertible
{
  /// The events, in order.
  public var events: [Machine.Event]
  /// The chart state expected after each event.
  public var states: [String]
  /// For each event, the index of the chart transition it takes, or `nil` when it is silent.
  public var transitions: [Int?]

  /// Creates a path.
  public init(events: [Machine.Event], states: [String], transitions: [Int?]) {
    self.events = events
    self.states = states
    self.transitions = transitions
  }

  /// The path as script lines.
  public var script: [String] { events.map(Machine.scriptLine(for:)) }

  /// The script on one line, for test names: `tap; select 1; done`.
  public var description: String { script.joined(separator: "; ") }

  /// Runs the path through a ``LawChecker`` and checks that the machine is in the chart state
  /// the path predicts after every event; the thrown violation carries the step.
  public func replay() throws {
    let steps = Array(zip(events, states))
    try runSteps(
      steps, from: { LawChecker<Machine>() },
      step: { checker, step in
        try checker.step(step.0)
        let reached = Machine.chartStateID(of: checker.machine.state)
        try check(
          reached == step.1, "the chart expects state \(step.1), the machine is in \(reached)")
      })
  }
}

extension TestableFieldMachine where Self: ChartableMachine {
  /// A small set of event sequences that together take every transition of the machine's chart
  /// (`ChartDerivation/transitionCoverPaths(maximumDetour:)`), as test cases.
  ///
  /// ```swift
  /// @Test(arguments: PickerFieldMachine.modelBasedPaths())
  /// func pickerPath(_ path: ModelPath<PickerFieldMachine>) throws {
  ///   try path.replay()
  /// }
  /// ```
  public static func modelBasedPaths(maximumDetour: Int = 2) -> [ModelPath<Self>] {
    let derivation = Self.chartDerivation
    return derivation.transitionCoverPaths(maximumDetour: maximumDetour).map { path in
      ModelPath(
        events: derivation.events(of: path), states: path.states, transitions: path.transitions)
    }
  }
}
