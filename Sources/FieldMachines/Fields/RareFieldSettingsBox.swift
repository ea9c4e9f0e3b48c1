/// A field's ``RareFieldSettings``, kept by reference: every field with the defaults shares
/// ``defaults`` (no heap block of its own), and a field that changes one of them gets a box of
/// its own, replaced on each later change.
final class RareFieldSettingsBox: Sendable {
  /// The settings.
  let values: RareFieldSettings

  /// The default settings' box, made once and shared by every field that keeps them.
  static let defaults = RareFieldSettingsBox(RareFieldSettings())

  /// A box holding `values`.
  init(_ values: RareFieldSettings) {
    self.values = values
  }
}
