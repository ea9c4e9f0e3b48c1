import FieldMachines
import FieldMachinesTesting

/// A field object that `simulate`, `paths` and `check` drive with script lines, with a delegate
/// that records every call. One conformance per kind of field.
protocol FieldSession: AnyObject {
  /// The machine the field runs, whose script lines the testing kit reads and prints.
  associatedtype Machine: ChartableMachine & TestableFieldMachine
  /// The field object.
  associatedtype FieldType: Field
  /// The kind's description in the testing kit: its name, its field call for each event and
  /// its driver.
  associatedtype Kind: FieldKindDescription
  where Kind.Machine == Machine, Kind.FieldObject == FieldType
  /// The configuration options `simulate` accepts for this kind.
  static var options: [OptionHelp] { get }
  /// The script actions of this kind besides the shared ones.
  static var actions: [OptionHelp] { get }
  /// The delegate calls that begin and end an activation, which must alternate.
  static var activationCalls: (begin: String, end: String) { get }

  /// A new field configured by the command's options.
  init(options: ParsedArguments) throws(CommandError)

  /// The field object.
  var field: FieldType { get }
  /// The field's machine.
  var machine: Machine { get }
  /// The delegate that records calls.
  var recorder: DelegateRecorder { get }
  /// What `simulate` prints about the field.
  var snapshot: FieldSnapshot { get }

  /// Runs an action of this kind; returns `false` when the action is not one of its own.
  func perform(_ action: ScriptLine) throws(ScriptError) -> Bool
  /// Calls `handler` after every transition of the field's machine.
  func observe(
    _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation
}

extension FieldSession {
  /// The field kind's name on the command line, such as `entry`.
  static var kind: String { Kind.name }

  /// Performs `event` through the field's public API with the kind's field call
  /// (``FieldKindDescription/apply(_:to:)``): the line of a kit spelling the session has no verb
  /// of its own for.
  func apply(_ event: Machine.Event) { Kind.apply(event, to: field) }

  /// The machine's type name, such as `EntryFieldMachine`.
  static var machineName: String { Machine.chartMachineName }

  /// The value options of this kind, by name.
  static var valueOptionNames: Set<String> {
    Set(options.filter { $0.valueName != nil }.map(\.name))
  }

  /// The flag options of this kind, by name.
  static var flagOptionNames: Set<String> {
    Set(options.filter { $0.valueName == nil }.map(\.name))
  }

  /// Runs the actions every field shares: tap, become, resign, keyboard, error, remove-error and
  /// `set enabled|placeholder|optional`; returns `false` for any other.
  func performShared(_ action: ScriptLine) throws(ScriptError) -> Bool {
    switch action.verb {
    case "tap":
      try action.noArgument()
      field.tap()
    case "become":
      try action.noArgument()
      field.becomeFirstResponder()
    case "resign":
      try action.noArgument()
      field.resignFirstResponder()
    case "keyboard":
      try action.noArgument()
      field.keyboardWillShow()
    case "error":
      field.setError(withText: action.payload == nil ? nil : try action.requiredText())
    case "remove-error":
      try action.noArgument()
      field.removeErrorUI()
    case "set":
      let (property, value) = try action.setting()
      switch property {
      case "enabled": field.isEnabled = try ScriptLine.bool(value, for: property)
      case "optional": field.isOptional = try ScriptLine.bool(value, for: property)
      case "placeholder": field.placeholder = value
      default: return false
      }
    default:
      return false
    }
    return true
  }
}

/// The actions every field accepts, for the help.
let sharedActions = [
  OptionHelp("tap", help: "The user taps the field (asks should-begin)."),
  OptionHelp("become", help: "becomeFirstResponder()."),
  OptionHelp("resign", help: "resignFirstResponder() (asks should-end where there is one)."),
  OptionHelp("keyboard", help: "keyboardWillShow(): another field's keyboard appears."),
  OptionHelp(
    "error", valueName: "message", help: "setError(withText:); no message shows an empty error."),
  OptionHelp("remove-error", help: "removeErrorUI()."),
  OptionHelp("set enabled", valueName: "true|false", help: "isEnabled."),
  OptionHelp("set optional", valueName: "true|false", help: "isOptional."),
  OptionHelp("set placeholder", valueName: "text", help: "placeholder."),
]
