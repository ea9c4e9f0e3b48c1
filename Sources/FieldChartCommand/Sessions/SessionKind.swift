import FieldMachines
import FieldMachinesTesting

/// A field kind as `simulate`, `paths` and `check` drive it: the testing kit's
/// ``FieldKindDescription`` (name, machine, field call for each event) plus what only the
/// command line knows about the kind. ``FieldSession`` is written once over it; a kind supplies
/// only what differs: its options, the field they configure, its snapshot values and its own
/// script actions.
protocol SessionKind: FieldKindDescription
where Machine: ChartableMachine, FieldObject: ScriptedField, FieldObject.Machine == Machine {
  /// The configuration options `simulate` accepts for this kind besides ``sharedOptions``.
  static var ownOptions: [OptionHelp] { get }
  /// The script actions of this kind besides the shared ones, for the help.
  static var actions: [OptionHelp] { get }

  /// A new field configured by the command's options (the kind's own, and `placeholder`), with
  /// `recorder` as its delegate.
  static func makeField(
    options: ParsedArguments, recorder: DelegateRecorder
  ) throws(CommandError) -> FieldObject
  /// The values of this kind `simulate` prints besides the shared ones.
  static func snapshot(of field: FieldObject) -> FieldSnapshot
  /// The actions of this kind that take no argument, each one field call (the shared ones,
  /// such as `tap`, are the session's).
  static var bareActions: [String: (FieldObject) -> Void] { get }
  /// Runs an action of this kind; returns `false` when the action is not one of its own.
  static func perform(_ action: ScriptLine, on field: FieldObject) throws(ScriptError) -> Bool
  /// Runs `fieldchart check` on this kind (``CheckCommand``); returns whether a violation was
  /// found. A requirement, so that each kind's conformance runs the check specialised for it
  /// rather than through the generic code an existential kind would call.
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool
}

extension SessionKind {
  /// The configuration options `simulate` accepts for this kind: the shared ones first.
  static var options: [OptionHelp] { sharedOptions + ownOptions }

  /// No actions without an argument of the kind's own.
  static var bareActions: [String: (FieldObject) -> Void] { [:] }

  /// The machine's type name, such as `EntryFieldMachine`.
  static var machineName: String { Machine.chartMachineName }

  /// The delegate calls that begin and end an activation, which must alternate, such as
  /// `entryFieldDidBeginEditing` and `entryFieldDidEndEditing`.
  static var activationCalls: (begin: String, end: String) {
    ("\(name)FieldDidBeginEditing", "\(name)FieldDidEndEditing")
  }

  /// The value options of this kind, by name.
  static var valueOptionNames: Set<String> {
    Set(options.filter { $0.valueName != nil }.map(\.name))
  }

  /// The flag options of this kind, by name.
  static var flagOptionNames: Set<String> {
    Set(options.filter { $0.valueName == nil }.map(\.name))
  }
}

/// The configuration options every kind accepts: the title and its "(Optional)".
let sharedOptions = [
  OptionHelp("placeholder", valueName: "text", help: "The title."),
  OptionHelp("optional", help: "Add \" (Optional)\" to the title."),
]
