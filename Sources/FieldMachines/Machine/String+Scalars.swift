extension String {
  /// Whether `other` holds exactly the same Unicode scalars, unlike `==`, which compares by
  /// canonical equivalence ("é" equals "e" + U+0301 there, not here). Compares the UTF-8 bytes,
  /// with a memory comparison when both are contiguous.
  func hasSameScalars(as other: String) -> Bool {
    let lhs = utf8
    let rhs = other.utf8
    guard lhs.count == rhs.count else { return false }
    let contiguous = lhs.withContiguousStorageIfAvailable { left in
      rhs.withContiguousStorageIfAvailable { right in
        // The same storage (a copy of one string) needs no comparison.
        left.baseAddress == right.baseAddress || left.elementsEqual(right)
      }
    }
    if let result = contiguous ?? nil { return result }
    return lhs.elementsEqual(rhs)
  }
}
