/// One of the events the wheel fields' machines share beyond every field's (``WheelFieldEvent``'s
/// done and clear pills, the closes and the clear pill's setting), as one value, so what
/// ``PickerFieldVocabulary`` and ``DateFieldVocabulary`` do with them (their script words and
/// the field call each stands for) is written once, as ``CommonFieldEvent`` does for every kind's.
package enum WheelEventCase: Sendable, Hashable {
  /// The user tapped the "done" pill.
  case doneTapped
  /// The user tapped the "clear" pill.
  case clearTapped
  /// `resignFirstResponder()`.
  case closeRequested
  /// Another field's keyboard is about to appear.
  case keyboardWillShow
  /// The app set `isClearable`.
  case clearableChanged(Bool)

  /// The `fieldchart simulate` line: `done`, `clear`, `resign`, `keyboard` or
  /// `set clearable true|false`.
  package var scriptLine: String {
    switch self {
    case .doneTapped: ScriptLine("done").description
    case .clearTapped: ScriptLine("clear").description
    case .closeRequested: ScriptLine("resign").description
    case .keyboardWillShow: ScriptLine("keyboard").description
    case .clearableChanged(let isClearable): ScriptLine.setting("clearable", String(isClearable))
    }
  }

  /// The wheel event of a canonical line ``scriptLine`` prints (`set-clearable …` for the
  /// setting); `nil` for a vetoed line or any other, which may be one of the kind's own.
  package init?(scriptLine line: ScriptLine) {
    guard !line.isVetoed else { return nil }
    switch (line.verb, line.payload) {
    case ("done", nil): self = .doneTapped
    case ("clear", nil): self = .clearTapped
    case ("resign", nil): self = .closeRequested
    case ("keyboard", nil): self = .keyboardWillShow
    case ("set-clearable", _):
      guard let isClearable = line.boolean else { return nil }
      self = .clearableChanged(isClearable)
    default: return nil
    }
  }

  /// The event of `Event` this is.
  package func event<Event: WheelFieldEvent>() -> Event {
    switch self {
    case .doneTapped: .doneTapped
    case .clearTapped: .clearTapped
    case .closeRequested: .closeRequested
    case .keyboardWillShow: .keyboardWillShow
    case .clearableChanged(let isClearable): .clearableChanged(isClearable)
    }
  }

  /// Performs the event on `field` through its public API: `tapDone()`, `tapClear()`,
  /// `resignFirstResponder()`, `keyboardWillShow()` or `isClearable`.
  func apply(to field: some WheelFieldDefaults) {
    switch self {
    case .doneTapped: field.tapDone()
    case .clearTapped: field.tapClear()
    case .closeRequested: field.resignFirstResponder()
    case .keyboardWillShow: field.keyboardWillShow()
    case .clearableChanged(let isClearable): field.isClearable = isClearable
    }
  }
}
