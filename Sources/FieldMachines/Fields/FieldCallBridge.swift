/// A kind's bridge from its delegate protocol to a ``FieldDelegateCallSink``
/// (`<Kind>FieldCallBridge`, in the kind's folder), as a field's hub keeps it.
protocol FieldCallBridge: AnyObject {
  /// Whether the sink, held weakly, is still there.
  var hasSink: Bool { get }
}
