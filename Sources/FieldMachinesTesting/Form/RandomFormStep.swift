import FieldMachines

/// One step on a ``RandomForm``: a ``FormAction``, or its entry fields' delegate starting or
/// stopping to refuse.
public enum RandomFormStep: Sendable, Hashable, CustomStringConvertible {
  /// A form action.
  case action(FormAction<RandomFormKey>)
  /// Entry fields refuse (or stop refusing) to end editing.
  case entriesRefuseToEnd(Bool)
  /// Entry fields refuse (or stop refusing) to begin editing.
  case entriesRefuseToBegin(Bool)

  /// Steps: mostly form actions of every category, now and then a delegate change.
  public static func generator(weights: EventWeights = .standard) -> Gen<RandomFormStep> {
    .weighted(
      (98, FormAction<RandomFormKey>.generator(weights: weights).map { .action($0) }),
      (1, Gen<Int>.int(in: 0...2).map { .entriesRefuseToEnd($0 == 0) }),
      (1, Gen<Int>.int(in: 0...3).map { .entriesRefuseToBegin($0 == 0) }))
  }

  /// Simpler forms of `step`, tried while shrinking.
  public static func simplifications(of step: RandomFormStep) -> [RandomFormStep] {
    switch step {
    case .action(let action): FormAction.simplifications(of: action).map { .action($0) }
    case .entriesRefuseToEnd, .entriesRefuseToBegin: []
    }
  }

  /// Performs the step.
  public func apply(to random: RandomForm) {
    switch self {
    case .action(let action): random.apply(action)
    case .entriesRefuseToEnd(let refuses): random.veto.refusesToEnd = refuses
    case .entriesRefuseToBegin(let refuses): random.veto.refusesToBegin = refuses
    }
  }

  /// The action, or what the delegate does from now on.
  public var description: String {
    switch self {
    case .action(let action): action.description
    case .entriesRefuseToEnd(let refuses): "// entry fields refuse to end editing: \(refuses)"
    case .entriesRefuseToBegin(let refuses): "// entry fields refuse to begin editing: \(refuses)"
    }
  }
}
