/// A `set` line's payload read as its property and value: what ``ScriptLine/settingParts()``
/// returns, read once when the line is made so that a line run many times is not read again.
struct ScriptSettingParts: Sendable, Hashable {
  /// The property, such as `enabled`.
  var property: String
  /// The value read (a quoted one decoded); `nil` when there is none.
  var value: String?
}
