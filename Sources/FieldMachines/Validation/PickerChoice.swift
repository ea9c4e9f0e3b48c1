/// The value of a picker field as a form reads and writes it.
public enum PickerChoice: Sendable, Hashable, Codable {
  /// Nothing is committed: the picker's `text` is `nil`.
  case none
  /// A list row of `data` is committed, by its index.
  case row(Int)
  /// A value that is not a list row: typed in manual entry, or assigned as `text`.
  case custom(String)
}
