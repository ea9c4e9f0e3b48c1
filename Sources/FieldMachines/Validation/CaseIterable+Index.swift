extension CaseIterable {
  /// The case at `index` in `allCases` order, or `nil` when `index` is negative or past the end.
  ///
  /// This is MaterialFields' validation-layer helper: a view's `tag` stores a key's position and
  /// the did-end callback rebuilds the key from it. Prefer ``Form``, which maps keys to fields
  /// directly, so reordering the cases cannot route a value to the wrong key.
  public static func make(index: Int) -> Self? {
    guard index >= 0 else { return nil }
    var position = 0
    for key in allCases {
      if position == index { return key }
      position += 1
    }
    return nil
  }
}

extension CaseIterable where Self: Equatable {
  /// The case's position in `allCases`, for `field.tag`.
  ///
  /// A type whose `allCases` omits a value (never the case for an enum) gets
  /// `allCases.count`, a position ``make(index:)`` turns into `nil`.
  public func index() -> Int {
    var position = 0
    for key in Self.allCases {
      if key == self { return position }
      position += 1
    }
    return position
  }
}
