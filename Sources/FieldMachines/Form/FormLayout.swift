/// Where each visible field sits: its height and offset, in `Key.allCases` order, and the
/// form's total height.
///
/// Compare two layouts with ``changes(to:)`` to animate a change, in the spirit of
/// TableViewConfigurator's `changeSetAfterPerformingOperation`.
public struct FormLayout<Key: FormKey>: Sendable, Hashable {
  /// The visible fields, top to bottom.
  public var items: [Item]
  /// The space between two fields.
  package var spacing: Double

  /// Creates a layout from heights in order, stacking them with `spacing` between.
  package init(heights: [(key: Key, height: Double)], spacing: Double = 0) {
    var items: [Item] = []
    var offset = 0.0
    for (index, entry) in heights.enumerated() {
      if index > 0 { offset += spacing }
      items.append(Item(key: entry.key, height: entry.height, offset: offset))
      offset += entry.height
    }
    self.items = items
    self.spacing = spacing
  }

  /// The height of the whole form: the last field's offset plus its height, 0 when empty.
  public var totalHeight: Double { items.last.map { $0.offset + $0.height } ?? 0 }

  /// The visible keys, top to bottom.
  package var keys: [Key] { items.map(\.key) }

  /// The item of `key`, or `nil` when it is not visible.
  package func item(_ key: Key) -> Item? { items.first { $0.key == key } }

  /// What changed from this layout to `new`: keys inserted (with their new indexes), removed
  /// (with their old indexes) and resized.
  ///
  /// Linear in the two layouts' sizes: each side's keys are hashed once, never searched.
  public func changes(to new: FormLayout) -> LayoutChangeSet<Key> {
    var oldHeights: [Key: Double] = Dictionary(minimumCapacity: items.count)
    for item in items where oldHeights[item.key] == nil { oldHeights[item.key] = item.height }
    var newKeys: Set<Key> = Set(minimumCapacity: new.items.count)
    for item in new.items { newKeys.insert(item.key) }
    var changes = LayoutChangeSet<Key>()
    for (index, item) in items.enumerated() where !newKeys.contains(item.key) {
      changes.removed.append(item.key)
      changes.removedIndexes.append(index)
    }
    for (index, item) in new.items.enumerated() {
      guard let oldHeight = oldHeights[item.key] else {
        changes.inserted.append(item.key)
        changes.insertedIndexes.append(index)
        continue
      }
      if oldHeight != item.height {
        changes.resized.append(item.key)
        changes.resizedIndexes.append(index)
      }
    }
    return changes
  }
}
