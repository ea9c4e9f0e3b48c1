import FieldMachines

/// Drives an `AreaField` with `AreaFieldMachine` events: the text fields' one driver for
/// ``AreaFieldKind``; see ``TextFieldDriver``.
public typealias AreaFieldDriver = TextFieldDriver<AreaFieldKind>

extension TextFieldDriver: AreaFieldDelegate where Kind == AreaFieldKind {
  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldBeginEditing(_ view: AreaField) -> Bool { answer }
  /// Counts the call.
  public func areaFieldDidBeginEditing(_ view: AreaField) { didBegin() }
  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldEndEditing(_ view: AreaField) -> Bool { answer }
  /// Counts the call.
  public func areaFieldDidEndEditing(_ view: AreaField) { didEnd() }
  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldReturn(_ view: AreaField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func areaFieldShouldClear(_ view: AreaField) -> Bool { answer }
  /// Answers with the current event's `allowed:`.
  public func areaField(
    _ view: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String
  ) -> Bool { answer }
}
