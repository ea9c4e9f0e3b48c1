/// What ``EntryField`` and ``AreaField`` share beyond ``Field``: the text the user edits and its
/// length limit (the counter, and whether the text is over the limit, show in
/// ``FieldAppearance/supportingRow``).
///
/// Both fields run the same text transitions on a ``TextFieldState``, so each member means the
/// same in both and is written once. Use the fields directly, or write code that serves both
/// through this protocol.
public protocol TextInputField: Field {
  /// The text; an empty field reads `""`. Assigning calls no delegate and keeps the error.
  var text: String? { get set }
  /// The most characters the text should hold, shown as a counter such as "12/40"; `nil` for no
  /// limit. Negative values count as 0.
  var maxLength: Int? { get set }
  /// What typing past ``maxLength`` does: kept and flagged (the default), or refused.
  var lengthLimitPolicy: LengthLimitPolicy { get set }
  /// The error shown while the text is longer than ``maxLength`` and the app set no error.
  var overflowMessage: String { get set }
}
