import MallocCounter

/// Heap bytes attributable to objects, from the malloc counter's live bytes.
enum HeapBytes {
  /// Creates `count` objects with `make`, keeps them all alive, and returns the growth of live
  /// heap bytes per object (usable sizes of every block malloc handed out, minus those freed),
  /// or `nil` where allocations are not counted. The array that keeps them is allocated before
  /// counting starts.
  static func perInstance<T>(_ count: Int, _ make: () -> T) -> Double? {
    guard malloc_counter_is_available(), count > 0 else { return nil }
    var kept: [T] = []
    kept.reserveCapacity(count)
    let before = malloc_counter_live_bytes()
    for _ in 0..<count { kept.append(make()) }
    let after = malloc_counter_live_bytes()
    withExtendedLifetime(kept) {}
    return Double(after - before) / Double(count)
  }
}
