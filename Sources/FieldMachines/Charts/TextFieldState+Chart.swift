/// The chart pieces ``EntryFieldMachine`` and ``AreaFieldMachine`` share: their node values,
/// guard outcomes for the shared events, and height.
extension TextFieldState {
  /// The error region's value: `error` for the app's error, `overflow` for the length overflow
  /// alone, `none`.
  var chartErrorValue: String {
    if error.isShown { return "error" }
    return isOverMaxLength ? "overflow" : "none"
  }

  /// The access region's value: `editable` or `readOnly`.
  var chartAccessValue: String { isReadOnly ? "readOnly" : "editable" }

  /// `overLimit` when a text of `count` characters is over `limit`, else `withinLimit`.
  static func chartLimitCondition(count: Int, limit: Int?) -> String {
    guard let limit else { return "withinLimit" }
    return count > max(limit, 0) ? "overLimit" : "withinLimit"
  }

  /// The guard outcomes of a begin request: the answer, enabled or not, and, when the app's
  /// error is about to be cleared, whether the overflow then shows and with which message (see
  /// ``chartOverflowConditions``).
  func chartBeginConditions(allowed: Bool) -> [String] {
    guard allowed else { return ["vetoed"] }
    guard isEnabled else { return ["allowed", "disabled"] }
    guard focus == .inactive, error.isShown, !isReadOnly else { return ["allowed", "enabled"] }
    return ["allowed", "enabled"] + chartOverflowConditions
  }

  /// Whether the overflow shows once the app's error is gone (`overLimit`) or not
  /// (`withinLimit`), and when it shows, whether its message is the app's (`sameMessage`: the
  /// shown error does not change, so nothing fires) or not (`newMessage`).
  var chartOverflowConditions: [String] {
    let limit = TextFieldState.chartLimitCondition(count: characterCount, limit: maxLength)
    guard isOverMaxLength else { return [limit] }
    return [limit, error == .message(overflowMessage) ? "sameMessage" : "newMessage"]
  }

  /// The guard outcomes of a user edit: the answer, then refused by the limit, unchanged, or
  /// changed and where the result stands against the limit.
  func chartEditConditions(_ edit: TextEdit, allowed: Bool) -> [String] {
    guard allowed else { return ["vetoed"] }
    if refusesByLength(edit) { return ["allowed", "refused"] }
    let edited = edit.applied(to: text)
    guard edited != text else { return ["allowed", "unchanged"] }
    return [
      "allowed", "changed",
      TextFieldState.chartLimitCondition(count: edited.count, limit: maxLength),
    ]
  }

  /// The guard outcomes of the clear button: the answer, then whether there is text to clear.
  func chartClearConditions(allowed: Bool) -> [String] {
    guard allowed else { return ["vetoed"] }
    return ["allowed", text.isEmpty ? "empty" : "hasText"]
  }

  /// The guard outcome of `setError`: whether the message is the one shown already.
  func chartErrorSetConditions(_ message: String) -> [String] {
    [shownError == .message(message) ? "sameMessage" : "newMessage"]
  }

  /// The guard outcomes of `removeErrorUI()` with the app's error shown: whether the overflow
  /// shows once it is gone, and with which message (see ``chartOverflowConditions``).
  var chartErrorRemovedConditions: [String] {
    guard error.isShown else { return [] }
    return chartOverflowConditions
  }

  /// The state with what cannot change the chart made canonical, so exploration stays small:
  /// the text replaced by `text` (a shortened one), the helper text removed (it changes only
  /// the height, and a reserved row gives the same heights), the overflow message made the
  /// default (no probe sets the app's error to it) and the length policy made the default (a
  /// refused edit is a no-op, which the chart needs no row for).
  func chartNormalised(keeping text: String) -> TextFieldState {
    var state = self
    state.text = text
    state.helperText = nil
    state.overflowMessage = TextFieldState.defaultOverflowMessage
    state.lengthLimitPolicy = .keepAndFlag
    return state
  }

  /// The supporting row's line count with the default measurer and no line limit.
  var chartSupportingLines: Int? {
    supportingRow.lineCount(measuredBy: LineBreakMeasurer(), maximumLineCount: nil)
  }
}
