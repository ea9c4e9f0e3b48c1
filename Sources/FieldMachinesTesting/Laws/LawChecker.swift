import FieldMachines

/// Runs a machine one event at a time and checks, after every step, the laws every field
/// machine obeys.
///
/// - **Determinism**: the same state and event give the same state and effects.
/// - **Invariants**: the machine's own invariants (those of the package's four machines) hold
///   after every step.
/// - **Activations**: did-begin and did-end alternate, so each activation ends at most once and
///   nothing ends that did not begin; and they agree with ``TestableFieldMachine/isActive(_:)``.
/// - **No effect for a no-op**: an event that leaves the state unchanged fires no effect,
///   except a signal the machine declares (``TestableFieldMachine/firesWithoutChange(_:)``).
///
/// ```swift
/// var checker = LawChecker<EntryFieldMachine>()
/// try checker.step(.beginRequested(allowed: true))
/// ```
public struct LawChecker<Machine: TestableFieldMachine> {
  /// The machine after the last step.
  public private(set) var machine: Machine
  /// Whether the did-begin and did-end effects so far leave the field active.
  public private(set) var isActiveByEffects: Bool
  /// How many steps ran.
  public private(set) var steps = 0
  /// The machine's own invariants (``InvariantCheckedMachine``), when it has any: the
  /// conformance is looked up once here, not cast to an existential on every step.
  private let invariantViolations: ((Machine) -> [String])?

  /// Starts checking from `machine`, by default a fresh one.
  public init(_ machine: Machine = .initial) {
    self.machine = machine
    self.isActiveByEffects = Machine.isActive(machine.state)
    invariantViolations = (Machine.self as? any InvariantCheckedMachine.Type).flatMap {
      Self.invariantViolations(of: $0)
    }
  }

  /// The invariant violations of a machine of this checker's type, which is `checked`: the
  /// function is cast to the checker's machine type once, here, so a step calls it without
  /// casting the machine (a dynamic cast of the whole value on every step).
  private static func invariantViolations<Checked: InvariantCheckedMachine>(
    of checked: Checked.Type
  ) -> ((Machine) -> [String])? {
    let violations: (Checked) -> [String] = { $0.invariantViolations() }
    return violations as? (Machine) -> [String]
  }

  /// Applies `event`, checks every law and returns the effects; throws the first broken law.
  @discardableResult
  public mutating func step(_ event: Machine.Event) throws -> Effects<Machine.Effect> {
    let before = machine.state
    var twin = machine
    let effects = machine.handle(event)
    steps += 1
    let twinEffects = twin.handle(event)
    try check(
      twin == machine && twinEffects.hasSameEffects(as: effects),
      "determinism: the same state and event gave \(list(effects)) once and \(list(twinEffects)) again"
    )
    let violations = invariantViolations?(machine) ?? []
    try check(violations.isEmpty, "invariant: " + violations.joined(separator: "; "))
    // By index over the inlinable subscript, which this code (specialised for each catalogued
    // machine) compiles for the machine's effect type; `forEach` would copy the effects first,
    // through their generic value witness.
    for index in 0..<effects.count {
      switch Machine.activation(of: effects[index]) {
      case .began:
        try check(!isActiveByEffects, "activation: did-begin fired while already active")
        isActiveByEffects = true
      case .ended:
        try check(isActiveByEffects, "activation: did-end fired for a field that was not active")
        isActiveByEffects = false
      case nil: break
      }
    }
    try check(
      !(machine.state == before && !effects.isEmpty && !Machine.firesWithoutChange(event)),
      "no-op law: the state did not change but the event fired \(list(effects))")
    let isActive = Machine.isActive(machine.state)
    try check(
      isActive == isActiveByEffects,
      isActive
        ? "activation: the field became active without did-begin"
        : "activation: the field stopped being active without did-end")
    return effects
  }

  /// Runs `events` from `machine`, checking every law after each; the thrown violation carries
  /// the index of the failing event.
  public static func run(_ events: [Machine.Event], from machine: Machine = .initial) throws {
    try runSteps(events, from: { LawChecker(machine) }, step: { try $0.step($1) })
  }

  private func list(_ effects: Effects<Machine.Effect>) -> String {
    "[" + effects.map { String(describing: $0) }.joined(separator: ", ") + "]"
  }
}
