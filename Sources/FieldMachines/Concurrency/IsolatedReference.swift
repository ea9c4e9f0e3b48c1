/// A weak reference to a non-`Sendable` object together with the actor that owns it, so a task
/// can carry the object back to that actor and use it only there.
///
/// Forms and manual clocks are plain classes used from whichever isolation owns them. The
/// tasks they start run elsewhere until they hop back; this box is what they carry. It is
/// `@unchecked Sendable` because it hands the object out only through ``object(on:)``, whose
/// `isolated` parameter must be the owner: code holding it runs on the owner's executor, where
/// the owner itself uses the object.
package final class IsolatedReference<Object: AnyObject>: @unchecked Sendable {
  private weak var object: Object?
  /// The actor the object lives on.
  package let isolation: any Actor

  /// Refers to `object`, which lives on `isolation`.
  package init(_ object: Object, isolation: any Actor) {
    self.object = object
    self.isolation = isolation
  }

  /// The object, or `nil` when it was released or `actor` is not its owner.
  package func object(on actor: isolated any Actor) -> Object? {
    guard actor === isolation else { return nil }
    return object
  }
}
