/// Where a machine's transition code writes the outcome of each guard it decides.
///
/// Every machine's transitions are generic over a recorder and name each
/// ``GuardOutcome`` at the place they decide it. ``FieldMachine/handle(_:)`` passes a
/// recorder of no size that keeps nothing, so, specialised, the records compile away and a step
/// costs what it did; the chart exploration passes one that keeps the outcomes
/// (``ChartableMachine/handle(_:recordingGuardsIn:)``), and they label the chart's transitions.
/// So the guards a chart shows are the branches the code takes, with nothing restated.
public protocol GuardRecorder {
  /// Notes that a guard came out as `outcome`. A recorder that keeps nothing never evaluates
  /// `outcome`, so naming an outcome that costs work to find costs nothing in a plain step.
  mutating func record(_ outcome: @autoclosure () -> GuardOutcome)
}

extension GuardRecorder {
  /// Records `ifTrue` when `condition` holds, else `ifFalse`, and returns `condition`, so a
  /// transition's `guard` or `if` names its outcome where it decides:
  /// `guard guards.decide(allowed, .allowed, else: .vetoed) else { … }`.
  mutating func decide(
    _ condition: Bool, _ ifTrue: GuardOutcome, else ifFalse: GuardOutcome
  ) -> Bool {
    record(condition ? ifTrue : ifFalse)
    return condition
  }
}

/// The recorder ``FieldMachine/handle(_:)`` passes: it keeps nothing and has no size.
struct NoGuardRecorder: GuardRecorder {
  /// Keeps nothing; `outcome` is not evaluated.
  mutating func record(_ outcome: @autoclosure () -> GuardOutcome) {}
}

/// A recorder that keeps the outcomes in order, for the charts.
struct GuardRecording: GuardRecorder {
  /// The outcomes recorded, in order.
  private(set) var outcomes: [GuardOutcome] = []

  /// Keeps `outcome`.
  mutating func record(_ outcome: @autoclosure () -> GuardOutcome) {
    outcomes.append(outcome())
  }

  /// Forgets the outcomes, keeping the storage for the next step.
  mutating func removeAll() {
    outcomes.removeAll(keepingCapacity: true)
  }
}
