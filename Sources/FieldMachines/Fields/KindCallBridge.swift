/// A kind's bridge to a ``FieldDelegateCallSink`` as its field's ``DelegateSlot`` keeps it: the
/// kind's delegate protocol as a type, how that delegate is held weakly, and the bridge as one.
///
/// Each `<Kind>FieldCallBridge` adopts it with two members. A generic type cannot hold an
/// `any EntryFieldDelegate` weakly (Swift does not count a class-bound existential as an
/// `AnyObject` type), so each kind names the one-property struct that does (``WeakDelegate``).
protocol KindCallBridge: FieldCallBridge {
  /// The kind's delegate protocol as a type, such as `any EntryFieldDelegate`.
  associatedtype Delegate
  /// The kind's delegate, held weakly.
  associatedtype WeakDelegate: WeakFieldDelegate<Delegate>

  /// A bridge to `sink` (``FieldCallBridge``'s initialiser).
  init(_ sink: some FieldDelegateCallSink)
  /// The bridge as the kind's delegate.
  var asDelegate: Delegate { get }
}
