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
  /// Linear in the two layouts' sizes: each key is hashed once, to number it, and the numbered
  /// rows are compared without hashing. A key listed twice in this layout is compared at its
  /// first item.
  public func changes(to new: FormLayout) -> LayoutChangeSet<Key> {
    var identities: [Key: Int] = Dictionary(minimumCapacity: items.count)
    func row(_ item: Item) -> LayoutRowDiff.Row {
      let identity = identities[item.key] ?? identities.count
      if identity == identities.count { identities[item.key] = identity }
      return LayoutRowDiff.Row(identity: identity, height: item.height)
    }
    let oldRows = items.map(row)
    let newRows = new.items.map(row)
    let diff = LayoutRowDiff(from: oldRows, to: newRows, identityCount: identities.count)
    return LayoutChangeSet(diff, oldKey: { items[$0].key }, newKey: { new.items[$0].key })
  }
}
