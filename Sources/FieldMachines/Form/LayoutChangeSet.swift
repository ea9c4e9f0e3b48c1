/// The difference between two ``FormLayout``s, for animating a list of fields: removals use
/// old indexes, insertions and resizes new ones, as table and collection views expect.
public struct LayoutChangeSet<Key: FormKey>: Sendable, Hashable {
  /// Keys that became visible, top to bottom.
  public var inserted: [Key] = []
  /// Their indexes in the new layout.
  public var insertedIndexes: [Int] = []
  /// Keys that were hidden, top to bottom.
  public var removed: [Key] = []
  /// Their indexes in the old layout.
  public var removedIndexes: [Int] = []
  /// Keys visible in both layouts whose height changed.
  public var resized: [Key] = []
  /// Their indexes in the new layout.
  public var resizedIndexes: [Int] = []

  /// Creates an empty change set.
  package init() {}

  /// Whether nothing changed.
  public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && resized.isEmpty }
}

extension LayoutChangeSet {
  /// `diff`'s indexes, each with its row's key: `oldKey(index)` of the old row at `index`,
  /// `newKey(index)` of the new one.
  init(_ diff: LayoutRowDiff, oldKey: (Int) -> Key, newKey: (Int) -> Key) {
    inserted = diff.insertedIndexes.map(newKey)
    insertedIndexes = diff.insertedIndexes
    removed = diff.removedIndexes.map(oldKey)
    removedIndexes = diff.removedIndexes
    resized = diff.resizedIndexes.map(newKey)
    resizedIndexes = diff.resizedIndexes
  }
}
