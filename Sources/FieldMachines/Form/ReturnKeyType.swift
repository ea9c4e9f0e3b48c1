/// The return key a text field's keyboard shows, derived from what follows it.
public enum ReturnKeyType: String, Sendable, Hashable, CaseIterable {
  /// Another field follows: Return moves to it (with ``Form/movesToNextOnReturn``).
  case next
  /// The field is the last one navigation reaches: Return ends editing.
  case done
}
