/// One line of help: an option or script action, its value's name and what it does.
struct OptionHelp {
  /// The name, without dashes for options (`data`) and as written for actions (`set text`).
  var name: String
  /// The value's placeholder, such as `rows`; `nil` for a flag or an action without argument.
  var valueName: String?
  /// One line saying what it does.
  var help: String

  /// Creates a help line.
  init(_ name: String, valueName: String? = nil, help: String) {
    self.name = name
    self.valueName = valueName
    self.help = help
  }
}
