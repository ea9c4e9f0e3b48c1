extension Form {
  /// The layout of the visible fields now, with `spacing` between fields.
  public func layout(spacing: Double = 0) -> FormLayout<Key> {
    let heights = visibleRows().map { (key: statuses.keys[$0.identity], height: $0.height) }
    return FormLayout(heights: heights, spacing: spacing)
  }

  /// Performs `operation` and returns how the layout changed: TableViewConfigurator's
  /// `changeSetAfterPerformingOperation`.
  ///
  /// The same as comparing ``layout(spacing:)`` before and after with
  /// ``FormLayout/changes(to:)`` (`spacing` moves offsets only, which a change set does not
  /// list), without hashing a key: the rows are compared by their fields' slots. Linear in the
  /// form's size.
  public func changeSet(
    spacing: Double = 0, performing operation: () -> Void
  )
    -> LayoutChangeSet<Key>
  {
    let before = visibleRows()
    operation()
    let after = visibleRows()
    let diff = LayoutRowDiff(from: before, to: after, identityCount: statuses.count)
    return LayoutChangeSet(
      diff, oldKey: { statuses.keys[before[$0].identity] },
      newKey: { statuses.keys[after[$0].identity] })
  }

  /// The visible fields, top to bottom, each as its slot and its height now. Each field's
  /// status is read once, by its slot.
  private func visibleRows() -> [LayoutRowDiff.Row] {
    observed()
    let fields = machine.state.fields
    var rows: [LayoutRowDiff.Row] = []
    rows.reserveCapacity(statuses.orderedSlots.count)
    for slot in statuses.orderedSlots {
      guard let place = fields.place(of: FormSlot(slot), expected: slot),
        !fields[place: place].isHidden
      else { continue }
      rows.append(
        LayoutRowDiff.Row(identity: slot, height: statuses[slot: slot].adapter.field.height))
    }
    return rows
  }
}
