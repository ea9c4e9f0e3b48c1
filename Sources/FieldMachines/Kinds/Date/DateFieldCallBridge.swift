/// What `Field.attach(_:)` makes a `DateField`'s delegate: its messages as
/// ``FieldDelegateCall``s, forwarded to a ``FieldDelegateCallSink``.
///
/// The field keeps it while it is the field's delegate (see ``FieldDelegateCallSink``); it holds
/// the sink weakly, and once the sink is gone it answers `true` and tells nothing, as a field
/// without a delegate does.
final class DateFieldCallBridge: FieldCallBridge, DateFieldDelegate, KindCallBridge {
  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool {
    ask(.shouldBeginEditing, method: "dateFieldShouldBeginEditing")
  }
  func dateFieldDidBeginEditing(_ view: DateField) {
    tell(.didBeginEditing, method: "dateFieldDidBeginEditing")
  }
  func dateFieldDidEndEditing(_ view: DateField) {
    tell(.didEndEditing, method: "dateFieldDidEndEditing")
  }
  func dateFieldCleared(_ view: DateField) { tell(.cleared, method: "dateFieldCleared") }
  func dateChanged(_ view: DateField) { tell(.didChange, method: "dateChanged") }

  /// The bridge as a `DateField`'s delegate.
  var asDelegate: any DateFieldDelegate { self }
  /// A `DateField`'s delegate held weakly (how its ``DelegateSlot`` holds the app's).
  struct WeakDelegate: WeakFieldDelegate { weak var delegate: (any DateFieldDelegate)? }
}
