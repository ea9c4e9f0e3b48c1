/// One line of `fieldchart` help: an option or script action, its value's name and what it does.
/// A kind's folder lists its own (``SessionVocabulary/ownOptions``, ``SessionVocabulary/actions``).
package struct OptionHelp: Sendable {
  /// The name, without dashes for options (`data`) and as written for actions (`set text`).
  package var name: String
  /// The value's placeholder, such as `rows`; `nil` for a flag or an action without argument.
  package var valueName: String?
  /// One line saying what it does.
  package var help: String

  /// Creates a help line.
  package init(_ name: String, valueName: String? = nil, help: String) {
    self.name = name
    self.valueName = valueName
    self.help = help
  }
}
