/// A field that keeps its delegate in a ``DelegateSlot``: what it calls and how a bridge becomes
/// its delegate, written once for every kind.
protocol DelegateSlotField: AnyObject {
  /// The kind's bridge to a ``FieldDelegateCallSink``.
  associatedtype Bridge: KindCallBridge

  /// Where the field keeps its delegate.
  var delegateSlot: DelegateSlot<Bridge> { get set }
}

extension DelegateSlotField {
  /// The delegate the field calls: the bridge, or the app's.
  var callee: Bridge.Delegate? { delegateSlot.callee }

  /// Makes a new bridge to `sink` the delegate, kept by the field while it is (see
  /// ``FieldDelegateCallSink``): how `Field.attach(_:)` attaches a sink to a field of any kind.
  func attachBridge(to sink: some FieldDelegateCallSink) { delegateSlot.attach(Bridge(sink)) }
}
