import Observation

/// What a ``TransitionHub`` names when it registers a read or a change of its machine with
/// Observation. The registrar keys a change by its own identity and the key path, not by the
/// subject, so every hub can name this one member: a key path on this non-generic type is made
/// once per process, where `\TransitionHub<Machine>.machine` is built anew, with its generic
/// arguments resolved, on every read of a field's machine.
struct ObservedMachine: Observable {
  /// The observed member; it holds nothing.
  var machine: Void { () }
}
