/// The effects every machine's error region orders, which each field machine's `Effect` enum
/// provides as cases of the same names.
///
/// It lets the error region's transitions (``ErrorState``'s `show`, `clear` and `reportChange`)
/// be written once for every machine, without mapping and without allocating, and the fields
/// perform the shake once (`MachineField`).
package protocol ErrorRegionEffect: Hashable, Sendable {
  /// The error was removed.
  static var errorCleared: Self { get }
  /// An error appeared or its message changed.
  static var errorShown: Self { get }
  /// Announce the error that appeared or changed to assistive technologies.
  static func announceError(_ message: String) -> Self
}
