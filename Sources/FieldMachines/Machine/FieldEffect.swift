/// The effects every field machine orders, which each field machine's `Effect` enum provides as
/// cases of the same names: its error region's (``ErrorRegionEffect``), and editing (or the
/// activation of a wheel) beginning and ending.
package protocol FieldEffect: ErrorRegionEffect {
  /// Editing began, or the wheel opened, or a read-only field took focus.
  static var didBeginEditing: Self { get }
  /// Editing ended, or the wheel closed, or a read-only field lost focus.
  static var didEndEditing: Self { get }
}
