extension Form {
  /// The layout of the visible fields now, with `spacing` between fields.
  public func layout(spacing: Double = 0) -> FormLayout<Key> {
    let heights = keys.compactMap { key -> (key: Key, height: Double)? in
      guard let status = statuses[key], fieldState(of: key)?.isHidden == false else {
        return nil
      }
      return (key, status.adapter.field.height)
    }
    return FormLayout(heights: heights, spacing: spacing)
  }

  /// Performs `operation` and returns how the layout changed: TableViewConfigurator's
  /// `changeSetAfterPerformingOperation`.
  public func changeSet(
    spacing: Double = 0, performing operation: () -> Void
  )
    -> LayoutChangeSet<Key>
  {
    let before = layout(spacing: spacing)
    operation()
    return before.changes(to: layout(spacing: spacing))
  }
}
