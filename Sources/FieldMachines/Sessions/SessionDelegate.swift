/// The delegate `fieldchart simulate` gives a field of any kind: every delegate message (through
/// ``FieldDelegateCallSink``), and the questions a field asks besides its delegate, such as a date
/// field's validator.
package protocol SessionDelegate: FieldDelegateCallSink {
  /// Records the question `name`, which is no delegate method, and answers it.
  func ask(_ name: String) -> Bool
}
