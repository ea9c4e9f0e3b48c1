import FieldMachines
import FieldMachinesTesting

/// A field kind as `simulate`, `paths` and `check` drive it: the testing kit's
/// ``FieldKindDescription`` (name, machine, field call for each event) whose vocabulary in the
/// library says what the command line knows about the kind (`SessionVocabulary`, in the kind's
/// folder). ``FieldSession`` is written once over it.
protocol SessionKind: FieldKindDescription
where
  Machine: ChartableMachine, FieldObject: MachineField, FieldObject: ObservableField,
  FieldObject.Machine == Machine
{}

extension SessionKind {
  /// The kind's vocabulary for sessions, from the library's catalogue (``FieldKind``); `nil`
  /// only for a kind the catalogue gives no session vocabulary of this machine and field.
  static var sessionVocabulary: (any SessionVocabulary<Machine, FieldObject>.Type)? {
    kind.vocabulary as? any SessionVocabulary<Machine, FieldObject>.Type
  }

  /// The kind's own configuration options (`SessionVocabulary.ownOptions`).
  static var ownOptions: [OptionHelp] { sessionVocabulary?.ownOptions ?? [] }

  /// The configuration options `simulate` accepts for this kind: the shared ones first.
  static var options: [OptionHelp] { sharedOptions + ownOptions }

  /// The kind's own script actions (`SessionVocabulary.actions`).
  static var actions: [OptionHelp] { sessionVocabulary?.actions ?? [] }

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

  /// Runs `fieldchart check` on this kind, in code specialised for it
  /// (``SessionCatalog/check(_:events:seed:forbidden:io:)``).
  static func check(
    events: Int, seed: UInt64, forbidden: String?, io: any CommandIO
  ) throws(CommandError) -> Bool {
    try SessionCatalog.check(kind, events: events, seed: seed, forbidden: forbidden, io: io)
  }
}

/// The catalogued kinds are session kinds.
extension FieldKindOf: SessionKind
where
  Machine: ChartableMachine, Machine.FieldObject: MachineField,
  Machine.FieldObject: ObservableField, Machine.FieldObject.Machine == Machine
{}

/// The configuration options every kind accepts: the title and its "(Optional)".
let sharedOptions = [
  OptionHelp("placeholder", valueName: "text", help: "The title."),
  OptionHelp("optional", help: "Add \" (Optional)\" to the title."),
]
