import FieldMachines
import FieldMachinesTesting

/// Runs script lines on a field session: the interpreter behind `simulate`, `paths` replays and
/// `check`.
final class ScriptRunner<Kind: SessionKind> {
  private let options: ParsedArguments
  private(set) var session: FieldSession<Kind>
  /// The registration of ``log``'s appending as an observer of the field; `nil` when the runner
  /// was given a check (which listens instead).
  private var observation: TransitionObservation?
  /// The transitions of the line running; ``execute(_:)`` drains it into its step. Empty when
  /// the runner was given a check.
  let log: TransitionLog<Kind.Machine>
  /// What hears each transition instead of ``log``, when given at creation: `check` looks at
  /// each step where the field lends it, as the field's listener, keeping no record.
  private let check: WalkTransitionCheck<Kind.Machine>?

  /// A runner with a new field configured by `options`, whose transitions go to ``log``, or to
  /// `check` when one is given.
  init(
    options: ParsedArguments, hearing check: WalkTransitionCheck<Kind.Machine>? = nil
  ) throws(CommandError) {
    self.options = options
    let session = try FieldSession<Kind>(options: options)
    self.session = session
    log = TransitionLog<Kind.Machine>()
    self.check = check
    hear(session)
  }

  /// Makes ``check`` listen to `session`'s field, or ``log`` observe it.
  private func hear(_ session: FieldSession<Kind>) {
    if let check {
      session.field.listenToTransitions(check.hear)
    } else {
      observation = session.observe { [log] record in log.records.append(record) }
    }
  }

  /// The chart state the field is in.
  var state: String { Kind.Machine.chartStateID(of: session.machine.state) }

  /// The value of each chart region the field is in, such as `focus: active`.
  var regions: [(name: String, value: String)] {
    zip(Kind.Machine.chartRegions, Kind.Machine.chartNodeValues(of: session.machine.state))
      .map { ($0.name, $1) }
  }

  /// Replaces the field with a new one configured as the first.
  ///
  /// The old field goes first, then the new field's observation replaces the old one, which
  /// ends it: by then nothing holds the old field, so ending it costs no search of its
  /// observers. A check listening to the old field goes with it.
  func reset() {
    if let fresh = try? FieldSession<Kind>(options: options, like: session) {
      session = fresh
      hear(fresh)
    }
    log.records.removeAll()
    session.recorder.removeAll()
  }

  /// Runs one line; `nil` for a blank line, a comment or a passing `expect`.
  func execute(_ line: String) throws(ScriptError) -> ScriptStep<Kind.Machine>? {
    guard let action = try ScriptLine.command(line), try run(action) else { return nil }
    return ScriptStep(
      action: String(Substring(line).trimmingSpaces()), records: log.drain(),
      calls: session.recorder.drain(), state: state, regions: regions,
      snapshot: session.snapshot)
  }

  /// Runs one line read already, leaving its transitions in ``log`` and its delegate calls in
  /// the session's recorder; `false` for a passing `expect`. `check` calls it on lines it reads
  /// once and looks at the field itself, building no step.
  func run(_ action: ScriptLine) throws(ScriptError) -> Bool {
    switch action.verb {
    case "expect":
      let wanted = try action.requiredText("a state, such as 'expect active'")
      let normalised = wanted.split(whereSeparator: { $0 == " " || $0 == "+" || $0 == "_" })
        .joined(separator: "_")
      guard normalised == state else {
        throw ScriptError("expected state \(normalised) but the field is in \(state)")
      }
      return false
    case "reset":
      try action.noArgument()
      reset()
    default:
      session.recorder.vetoes = action.isVetoed
      defer { session.recorder.vetoes = false }
      var handled = try session.perform(action)
      if !handled, let event = Kind.Machine.event(scriptLine: action.description) {
        session.apply(event)
        handled = true
      }
      guard handled else {
        if action.verb == "set" {
          let property = (try? action.setting().property) ?? ""
          throw ScriptError(
            "unknown property '\(property)' for a \(Kind.name) field; settable: "
              + ScriptRunner.settable.joined(separator: ", "))
        }
        throw ScriptError(
          "unknown action '\(action.verb)'; \(Kind.name) actions: "
            + ScriptRunner.verbs.joined(separator: ", "))
      }
    }
    return true
  }

  /// Every action verb a script for this kind may use.
  static var verbs: [String] {
    var verbs: [String] = []
    for help in sharedActions + Kind.actions + scriptControlActions {
      let verb = String(help.name.split(separator: " ").first ?? "")
      if !verbs.contains(verb) { verbs.append(verb) }
    }
    return verbs
  }

  /// Every property `set` accepts for this kind.
  static var settable: [String] {
    (Kind.actions + sharedActions).compactMap { help in
      let words = help.name.split(separator: " ")
      return words.count == 2 && words[0] == "set" ? String(words[1]) : nil
    }
  }
}

/// The actions of the script language itself.
let scriptControlActions = [
  OptionHelp("expect", valueName: "state", help: "Fails unless the field is in this chart state."),
  OptionHelp("reset", help: "Starts again with a new field, configured by the same options."),
  OptionHelp(
    "veto", valueName: "action", help: "Runs the action with every should-question answered false."),
]
