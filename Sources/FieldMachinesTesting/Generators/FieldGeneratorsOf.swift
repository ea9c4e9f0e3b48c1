import FieldMachines

/// Random events, states and field actions (``Action``) of a catalogued machine
/// (``CataloguedFieldMachine``), such as ``EntryFieldGenerators`` or ``PickerFieldGenerators``,
/// for property tests, fuzzing and benchmarks: the kind's own seeded mixes, declared once in the
/// library.
///
/// Every generator takes any `RandomNumberGenerator`; pass a seeded ``SplitMix64`` so a run
/// replays.
public enum FieldGeneratorsOf<Machine: CataloguedFieldMachine> {
  /// A random event of any kind: every user action, programmatic call and configuration change.
  public static func event(using generator: inout some RandomNumberGenerator) -> Machine.Event {
    Machine.vocabulary.randomEvent(using: &generator)
  }

  /// A random state, possibly inconsistent, to exercise the machine's `init(state:)`.
  public static func state(using generator: inout some RandomNumberGenerator) -> Machine.State {
    Machine.vocabulary.randomState(using: &generator)
  }

  /// Performs `event` through the field's public API, as an app or a user would, with the
  /// first spelling of a call when `tapping` (`tap()`), otherwise the other
  /// (`becomeFirstResponder()`); the `allowed:` payloads are left to the field's delegate.
  public static func perform(_ event: Machine.Event, on field: Machine.FieldObject, tapping: Bool) {
    Machine.vocabulary.apply(event, to: field, alternate: !tapping)
  }
}
