/// What `fieldchart simulate`, `paths` and `check` know about a kind besides its script words,
/// declared once in the kind's folder (`<Kind>FieldVocabulary+Session.swift`): the options that
/// configure its field, its own script actions with their help, and the values `simulate`
/// prints. The command's session is written once over it, and `check` reaches each kind through
/// `FieldKind.withVocabulary(_:)`, so a new kind adds nothing to the command.
package protocol SessionVocabulary<Machine, FieldObject>: FieldVocabulary {
  /// The configuration options of this kind besides the title ones every kind takes
  /// (`placeholder`, `optional`).
  static var ownOptions: [OptionHelp] { get }
  /// The script actions of this kind besides those every field shares, for the help.
  static var actions: [OptionHelp] { get }
  /// The actions of this kind that take no argument, each one field call (the shared ones, such
  /// as `tap`, are the session's).
  static var bareActions: [String: (FieldObject) -> Void] { get }
  /// Script lines `check`'s random walks draw besides the chart's probes: actions whose events
  /// depend on the field's state, or configuration the chart leaves out.
  static var walkScripts: [String] { get }

  /// A new field configured by `options` (the kind's own, and `placeholder`), with `delegate`
  /// as its delegate; throws when an option's value means nothing.
  static func makeField(
    options: SessionOptions, delegate: some SessionDelegate
  ) throws(ScriptLineError) -> FieldObject
  /// The values `simulate` prints about `field`.
  static func snapshot(of field: FieldObject) -> SessionSnapshot
  /// Runs an action of this kind; `false` when the action is not one of its own.
  static func perform(_ action: ScriptLine, on field: FieldObject) throws(ScriptLineError) -> Bool
}

extension SessionVocabulary {
  /// No actions without an argument of the kind's own.
  package static var bareActions: [String: (FieldObject) -> Void] { [:] }

  /// No walk lines besides the chart's probes.
  package static var walkScripts: [String] { [] }
}
