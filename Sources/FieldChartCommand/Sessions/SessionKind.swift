import FieldMachines
import FieldMachinesTesting

/// A field kind as `simulate`, `paths` and `check` drive it: the testing kit's
/// ``FieldKindDescription`` (name, machine, field call for each event) whose machine says what
/// only the command line knows about the kind (``SessionMachine``). ``FieldSession`` is written
/// once over it.
protocol SessionKind: FieldKindDescription
where Machine: SessionMachine, FieldObject == Machine.SessionField {}

extension SessionKind {
  /// The kind's own configuration options (``SessionMachine/ownOptions``).
  static var ownOptions: [OptionHelp] { Machine.ownOptions }

  /// The configuration options `simulate` accepts for this kind: the shared ones first.
  static var options: [OptionHelp] { sharedOptions + ownOptions }

  /// The kind's own script actions (``SessionMachine/actions``).
  static var actions: [OptionHelp] { Machine.actions }

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

  /// Runs `fieldchart check` on this kind, specialised for it (``SessionMachine/check(events:seed:forbidden:io:)``).
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    try Machine.check(events: events, seed: seed, forbidden: forbidden, io: io)
  }
}

/// The catalogued kinds are session kinds through their machines.
extension FieldKindOf: SessionKind
where Machine: SessionMachine, Machine.FieldObject == Machine.SessionField {}

/// The configuration options every kind accepts: the title and its "(Optional)".
let sharedOptions = [
  OptionHelp("placeholder", valueName: "text", help: "The title."),
  OptionHelp("optional", help: "Add \" (Optional)\" to the title."),
]
