/// A machine that can list the invariants its state breaks: the test hook the package's tests,
/// the testing kit's ``LawChecker`` and `fieldchart check` call after every step.
///
/// It is `package`, not part of ``FieldMachine``: a user of the library drives fields, and the
/// testing kit checks the machines' invariants through its own API.
package protocol InvariantCheckedMachine: FieldMachine {
  /// The machine's invariants that do not hold in ``state``, one message each; empty when sound.
  func invariantViolations() -> [String]
}
