/// What ``DateFieldVocabulary/attach(_:to:)`` makes a `DateField`'s delegate: its messages as
/// ``FieldDelegateCall``s, forwarded to a ``FieldDelegateCallSink``.
///
/// The field keeps it while it is the field's delegate (see ``FieldDelegateCallSink``); it holds
/// the sink weakly, and once the sink is gone it answers `true` and tells nothing, as a field
/// without a delegate does.
final class DateFieldCallBridge: DateFieldDelegate, FieldCallBridge {
  /// Where the messages go, held weakly as the field would hold it.
  private weak var sink: (any FieldDelegateCallSink)?

  /// A bridge to `sink`.
  init(_ sink: some FieldDelegateCallSink) {
    self.sink = sink
  }

  /// Whether the sink is still there.
  var hasSink: Bool { sink != nil }

  func dateFieldShouldBeginEditing(_ view: DateField) -> Bool {
    sink?.ask(.shouldBeginEditing, method: "dateFieldShouldBeginEditing") ?? true
  }
  func dateFieldDidBeginEditing(_ view: DateField) {
    sink?.tell(.didBeginEditing, method: "dateFieldDidBeginEditing")
  }
  func dateFieldDidEndEditing(_ view: DateField) {
    sink?.tell(.didEndEditing, method: "dateFieldDidEndEditing")
  }
  func dateFieldCleared(_ view: DateField) { sink?.tell(.cleared, method: "dateFieldCleared") }
  func dateChanged(_ view: DateField) { sink?.tell(.didChange, method: "dateChanged") }
}
