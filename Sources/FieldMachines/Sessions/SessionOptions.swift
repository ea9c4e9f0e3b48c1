/// The command-line options that configure a new field for `fieldchart simulate`, `paths` and
/// `check`, read by the kind's ``SessionVocabulary/makeField(options:delegate:)``.
package struct SessionOptions {
  /// The value of each option given, by name without dashes, such as `placeholder`.
  package var values: [String: String]
  /// The flags given, by name without dashes, such as `clearable`.
  package var flags: Set<String>

  /// Options with `values` and `flags`.
  package init(values: [String: String] = [:], flags: Set<String> = []) {
    self.values = values
    self.flags = flags
  }
}
