import FieldMachines
import FieldMachinesTesting

/// What only the command line knows about a kind, adopted by the kind's machine: the options
/// that configure its field, its snapshot values and its own script actions. ``SessionKind``
/// (and so ``FieldSession``) is written once over it.
protocol SessionMachine: ChartableMachine, TestableFieldMachine {
  /// The field object `simulate` drives.
  associatedtype SessionField: ScriptedField where SessionField.Machine == Self

  /// The configuration options `simulate` accepts for this kind besides ``sharedOptions``.
  static var ownOptions: [OptionHelp] { get }
  /// The script actions of this kind besides the shared ones, for the help.
  static var actions: [OptionHelp] { get }

  /// A new field configured by the command's options (the kind's own, and `placeholder`), with
  /// `recorder` as its delegate.
  static func makeField(
    options: ParsedArguments, recorder: DelegateRecorder
  ) throws(CommandError) -> SessionField
  /// The values of this kind `simulate` prints besides the shared ones.
  static func snapshot(of field: SessionField) -> FieldSnapshot
  /// The actions of this kind that take no argument, each one field call (the shared ones,
  /// such as `tap`, are the session's).
  static var bareActions: [String: (SessionField) -> Void] { get }
  /// Runs an action of this kind; returns `false` when the action is not one of its own.
  static func perform(_ action: ScriptLine, on field: SessionField) throws(ScriptError) -> Bool
  /// Runs `fieldchart check` on this kind (``CheckCommand``); returns whether a violation was
  /// found. A requirement, so that each kind's conformance runs the check specialised for it
  /// rather than through the generic code an existential kind would call.
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool
}

extension SessionMachine {
  /// No actions without an argument of the kind's own.
  static var bareActions: [String: (SessionField) -> Void] { [:] }
}
