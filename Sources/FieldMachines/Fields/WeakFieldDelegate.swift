/// A field kind's delegate held weakly: the one property of a struct each kind's bridge names
/// (``KindCallBridge/WeakDelegate``), because a generic type cannot hold the kind's delegate
/// protocol as a type weakly.
protocol WeakFieldDelegate<Delegate> {
  /// The kind's delegate protocol as a type, such as `any EntryFieldDelegate`.
  associatedtype Delegate

  /// No delegate.
  init()
  /// The delegate, held weakly; `nil` once it is released.
  var delegate: Delegate? { get set }
}
