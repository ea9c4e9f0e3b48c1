/// Where a field keeps its delegate, for every kind: the delegate an app set, held weakly, or
/// the bridge to a ``FieldDelegateCallSink`` that ``attach(_:)`` made the delegate, held strongly
/// while it is (it holds its sink weakly); never both.
///
/// Each field stores one as `delegateSlot` (``DelegateSlotField``), ignored by observation and
/// without dynamic exclusivity checks: it is read for every delegate call and never held across
/// one. Nothing holds the bridge weakly, so its retains stay on the runtime's fast path.
struct DelegateSlot<Bridge: KindCallBridge> {
  /// The delegate an app set; empty while ``bridge`` is the delegate.
  private var held = Bridge.WeakDelegate()
  /// The bridge that ``attach(_:)`` made the delegate; `nil` otherwise.
  private var bridge: Bridge?

  /// Nothing held.
  init() {}

  /// The field's public `delegate`: the app's, or the bridge while its sink is there. Setting
  /// the bridge it already has keeps it; setting anything else releases the bridge and holds the
  /// new delegate weakly.
  var delegate: Bridge.Delegate? {
    get {
      guard let bridge else { return held.delegate }
      return bridge.hasSink ? bridge.asDelegate : nil
    }
    set {
      if (newValue as? Bridge) !== bridge { bridge = nil }
      held.delegate = bridge == nil ? newValue : nil
    }
  }

  /// The delegate the field calls: the bridge, or the app's. `mutating` so that a field reads it
  /// in place: a copy of the slot would copy its weak reference, a side-table retain a call.
  var callee: Bridge.Delegate? {
    mutating get { bridge?.asDelegate ?? held.delegate }
  }

  /// Makes `bridge` the delegate (what a kind's `attach(_:to:)` does), releasing the app's.
  mutating func attach(_ bridge: Bridge) {
    held.delegate = nil
    self.bridge = bridge
  }
}
