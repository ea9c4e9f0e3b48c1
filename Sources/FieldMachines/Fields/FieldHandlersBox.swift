/// The callbacks of a field that has one (``FieldHandlers``), kept by reference; replaced, not
/// changed, when one is set.
final class FieldHandlersBox {
  /// Called when an error appears or its message changes while the field shakes.
  let shake: (() -> Void)?
  /// Called with each error announcement.
  let announcement: ((AccessibilityAnnouncement) -> Void)?

  /// A box holding both callbacks, or `nil` when neither is set.
  init?(shake: (() -> Void)?, announcement: ((AccessibilityAnnouncement) -> Void)?) {
    guard shake != nil || announcement != nil else { return nil }
    self.shake = shake
    self.announcement = announcement
  }
}
