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

  /// Makes `bridge` the delegate (what the kind's vocabulary's `attach(_:to:)` does).
  func attach(_ bridge: Bridge) { delegateSlot.attach(bridge) }
}
