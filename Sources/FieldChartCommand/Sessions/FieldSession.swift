import FieldMachines
import FieldMachinesTesting

/// A field object of any kind that `simulate`, `paths` and `check` drive with script lines,
/// with a ``DelegateRecorder`` as its delegate; the kind supplies what differs
/// (``SessionKind``).
final class FieldSession<Kind: SessionKind> {
  /// The field object.
  let field: Kind.FieldObject
  /// The delegate that records calls.
  let recorder = DelegateRecorder()
  /// What the library's folder of the kind says about sessions (`SessionVocabulary`).
  private let vocabulary: any SessionVocabulary<Kind.Machine, Kind.FieldObject>.Type
  /// The kind's `SessionVocabulary.bareActions`, built once per session rather than once per
  /// line, as a list: a kind has a few, and comparing a line's short verb with each costs less
  /// than hashing it.
  private let kindBareActions: [(verb: String, call: (Kind.FieldObject) -> Void)]

  /// A new field configured by the command's options.
  convenience init(options: ParsedArguments) throws(CommandError) {
    guard let vocabulary = Kind.sessionVocabulary else {
      throw .failure("The \(Kind.name) field has no session vocabulary")
    }
    try self.init(
      options: options, vocabulary: vocabulary,
      kindBareActions: vocabulary.bareActions.map { ($0.key, $0.value) })
  }

  /// A new field configured by `options`, of `session`'s kind: the kind's vocabulary and bare
  /// actions are taken from `session`, not looked up again (a cast of the catalogue's
  /// vocabulary and a table built), as `check` makes a new field for every walk.
  convenience init(options: ParsedArguments, like session: FieldSession) throws(CommandError) {
    try self.init(
      options: options, vocabulary: session.vocabulary, kindBareActions: session.kindBareActions)
  }

  private init(
    options: ParsedArguments,
    vocabulary: any SessionVocabulary<Kind.Machine, Kind.FieldObject>.Type,
    kindBareActions: [(verb: String, call: (Kind.FieldObject) -> Void)]
  ) throws(CommandError) {
    self.vocabulary = vocabulary
    self.kindBareActions = kindBareActions
    do throws(ScriptLineError) {
      field = try vocabulary.makeField(
        options: SessionOptions(values: options.values, flags: options.flags),
        delegate: recorder)
    } catch {
      throw .usage(error.message, subcommand: "simulate")
    }
    field.isOptional = options.flags.contains("optional")
  }

  /// The field's machine.
  var machine: Kind.Machine { field.machine }

  /// What `simulate` prints about the field.
  var snapshot: SessionSnapshot { vocabulary.snapshot(of: field) }

  /// Runs an action of the field's kind, then one every field shares (the kind's own come
  /// first, so a kind may read a shared verb its way); `false` when the action is neither.
  func perform(_ action: ScriptLine) throws(ScriptError) -> Bool {
    if try vocabulary.perform(action, on: field) { return true }
    return try performShared(action)
  }

  /// Performs `event` through the field's public API with the kind's field call
  /// (``FieldKindDescription/apply(_:to:)``): the line of a kit spelling the session has no verb
  /// of its own for.
  func apply(_ event: Kind.Machine.Event) { Kind.apply(event, to: field) }

  /// Calls `handler` after every transition of the field's machine.
  func observe(
    _ handler: @escaping (TransitionRecord<Kind.Machine>) -> Void
  ) -> TransitionObservation {
    field.observeTransitions(handler)
  }

  /// Runs the actions of the kind's `SessionVocabulary.bareActions`, then those every field
  /// shares: `set enabled|placeholder|optional` (and the supporting row's), type, replace, error
  /// and the ones that take no argument, each one field call; returns `false` for any other.
  /// One switch over the shared verbs, those of most lines (the settings) first, so a line's
  /// verb is compared with each at most once and builds no table of actions.
  private func performShared(_ action: ScriptLine) throws(ScriptError) -> Bool {
    for bare in kindBareActions where bare.verb == action.verb {
      try action.noArgument()
      bare.call(field)
      return true
    }
    switch action.verb {
    case "set":
      let (property, value) = try action.setting()
      switch property {
      case "enabled": field.isEnabled = try ScriptLine.bool(value, for: property)
      case "optional": field.isOptional = try ScriptLine.bool(value, for: property)
      case "placeholder": field.placeholder = value
      default: return try SupportingRowSettings.set(property, to: value, onField: field)
      }
    case "type": field.typeText(try action.requiredText())
    case "replace": field.replaceText(with: try action.requiredText())
    case "error":
      field.setError(withText: action.payload == nil ? nil : try action.requiredText())
    case "tap", "become", "resign", "keyboard", "backspace", "return", "clear", "remove-error":
      try action.noArgument()
      performBare(action.verb)
    default:
      return false
    }
    return true
  }

  /// Runs the action every field shares that takes no argument called `verb`, one field call;
  /// nothing when `verb` is none of them.
  private func performBare(_ verb: String) {
    switch verb {
    case "tap": field.tap()
    case "become": _ = field.becomeFirstResponder()
    case "resign": _ = field.resignFirstResponder()
    case "keyboard": field.keyboardWillShow()
    case "backspace": field.deleteBackward()
    case "return": field.pressReturn()
    case "clear": field.tapClear()
    case "remove-error": field.removeErrorUI()
    default: break
    }
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
