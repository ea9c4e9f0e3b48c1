/// A kind's ``FieldVocabulary`` with what the testing kit and `fieldchart` read scripts and
/// generate events with, declared once in the kind's folder: its name and script words (the
/// one codec, over ``ScriptLine``), where each event comes from, the kit's seeded generators,
/// simpler forms for shrinking, and which effects begin, end and announce.
///
/// The testing kit's `CataloguedFieldMachine` defaults are written once over it.
package protocol ScriptedFieldVocabulary<Machine, FieldObject>: SessionVocabulary,
  FormSampleVocabulary
where Machine: FieldKindMachine {
  /// Which kind this is: by default its machine's (``FieldKindMachine/kind``).
  static var kind: FieldKind { get }
  /// The title of ``FieldVocabulary/makeSampleField(delegate:)``'s field, such as "Colour".
  static var sampleTitle: String { get }
  /// A new field as a user creates it, with no delegate.
  static func makeField() -> FieldObject
  /// The state of a freshly created field, where every generated sequence starts.
  static var initialState: Machine.State { get }
  /// Configuration events put before each generated sequence (rows, limits, …).
  static func configurationPrelude(
    using generator: inout some RandomNumberGenerator
  ) -> [Machine.Event]
  /// ``FieldVocabulary/randomEvent(using:)`` drawn from the kit's concrete generator: the same
  /// event from the same random numbers, in code specialised for it. Each kind implements it
  /// in its own type, where the generic mix is visible to specialise; a default here would
  /// draw through the generic code.
  static func randomEvent(splitMix generator: inout SplitMixGenerator) -> Machine.Event
  /// A random state, possibly inconsistent, to exercise the machine's `init(state:)`.
  static func randomState(using generator: inout some RandomNumberGenerator) -> Machine.State
  /// A random change of a setting the field keeps outside its machine: the common ones
  /// (``CommonFieldSetting``) and the kind's own.
  static func randomSetting(
    using generator: inout some RandomNumberGenerator
  ) -> any FieldSettingChange
  /// Whether `event` is a user action, a programmatic call or a configuration change.
  static func source(of event: Machine.Event) -> FieldEventSource
  /// The `fieldchart simulate` line that replays `event`.
  static func scriptLine(for event: Machine.Event) -> String
  /// The event a script line stands for; `nil` when the line means nothing to this kind.
  static func event(scriptLine: String) -> Machine.Event?
  /// The events a script line stands for when `machine` is where the script has got to.
  static func events(scriptLine: String, after machine: Machine) -> [Machine.Event]?
  /// Simpler forms of `event`, simplest first, tried while shrinking.
  static func simplifications(of event: Machine.Event) -> [Machine.Event]
  /// Whether the field is active (editing, or open) in `state`.
  static func isActive(_ state: Machine.State) -> Bool
  /// Whether `effect` is the did-begin or did-end effect.
  static func activation(of effect: Machine.Effect) -> FieldActivation?
  /// The message `effect` orders announced to assistive technologies, if it is one.
  static func announcement(of effect: Machine.Effect) -> String?
  /// Whether `event` may fire effects without changing the state (a signal such as return).
  static func firesWithoutChange(_ event: Machine.Event) -> Bool
  /// Performs `event` on `field` through its public API, taking the other spelling of the call
  /// where the field has two (`becomeFirstResponder()` for `tap()`) when `alternate` is true; the
  /// kind's one apply, from which ``FieldVocabulary/apply(_:to:)`` is derived.
  static func apply(_ event: Machine.Event, to field: FieldObject, alternate: Bool)
  /// A new field as the testing kit's driver drives it (reading a fixed clock where the kind
  /// reads one).
  static func makeDrivenField() -> FieldObject
  /// Whether the field fills in payloads of the events it sends (a clock, a draft, a parse), so
  /// a driver reports the events the field sent rather than the one it performed.
  static var reportsSentEvents: Bool { get }
  /// `sent`, an event the field sent while performing `event`, with the delegate answers `event`
  /// gave put back.
  static func restoringAnswer(of event: Machine.Event, in sent: Machine.Event) -> Machine.Event
}

extension ScriptedFieldVocabulary {
  /// The machine's kind.
  package static var kind: FieldKind { Machine.kind }

  /// No configuration prelude.
  package static func configurationPrelude(
    using generator: inout some RandomNumberGenerator
  ) -> [Machine.Event] { [] }

  /// The state of a new field (``CommonFieldState/init()``): empty, enabled, editable,
  /// inactive or closed, without an error.
  package static var initialState: Machine.State { Machine.State() }

  /// ``event(scriptLine:)``, whatever the state.
  package static func events(scriptLine: String, after machine: Machine) -> [Machine.Event]? {
    event(scriptLine: scriptLine).map { [$0] }
  }

  /// A common setting (``CommonFieldSetting/random(title:using:)``, titled ``sampleTitle``):
  /// the kind has none of its own.
  package static func randomSetting(
    using generator: inout some RandomNumberGenerator
  ) -> any FieldSettingChange {
    CommonFieldSetting.random(title: sampleTitle, using: &generator)
  }

  /// No simpler forms.
  package static func simplifications(of event: Machine.Event) -> [Machine.Event] { [] }

  /// Active means focused (``CommonFieldState/isActive``): editing, open, typing, or a focused
  /// read-only field.
  package static func isActive(_ state: Machine.State) -> Bool { state.isActive }

  /// No effect is an announcement.
  package static func announcement(of effect: Machine.Effect) -> String? { nil }

  /// A no-op is an event that changes nothing, fires nothing.
  package static func firesWithoutChange(_ event: Machine.Event) -> Bool { false }

  /// ``apply(_:to:alternate:)`` with each call's first spelling (`tap()`, not
  /// `becomeFirstResponder()`).
  package static func apply(_ event: Machine.Event, to field: FieldObject) {
    apply(event, to: field, alternate: false)
  }

  /// ``makeField()``: the field reads no clock.
  package static func makeDrivenField() -> FieldObject { makeField() }

  /// The field sends the events it performs as they are.
  package static var reportsSentEvents: Bool { false }

  /// `sent` as it is.
  package static func restoringAnswer(
    of event: Machine.Event, in sent: Machine.Event
  ) -> Machine.Event { sent }

  /// Calls `handler` after every transition of `field`'s machine.
  package static func observeTransitions(
    of field: FieldObject, _ handler: @escaping (TransitionRecord<Machine>) -> Void
  ) -> TransitionObservation {
    field.hub.observe(handler)
  }

  /// The machine `field` runs, now.
  package static func machine(of field: FieldObject) -> Machine { field.machine }

  /// A driven field (``makeDrivenField()``) titled ``sampleTitle``, with `delegate`.
  package static func makeSampleField(delegate: some FieldDelegateCallSink) -> FieldObject {
    let field = makeDrivenField()
    field.placeholder = sampleTitle
    attach(delegate, to: field)
    return field
  }

  /// The kind's name in scripts and on the command line, such as `picker`.
  package static var scriptName: String { kind.rawValue }
}

extension ScriptedFieldVocabulary where Machine.Effect: FieldEffect {
  /// `didBeginEditing` and `didEndEditing`.
  package static func activation(of effect: Machine.Effect) -> FieldActivation? {
    if effect == .didBeginEditing { return .began }
    if effect == .didEndEditing { return .ended }
    return nil
  }
}
