/// The callbacks every field kind has, stored once per field and not observed (a callback is
/// not state a view shows): ``Field/shakeHandler`` and ``Field/announcementHandler`` are written
/// once, in `FieldDefaults`.
///
/// Most fields have neither, so they are kept in a ``FieldHandlersBox`` made when one is set: a
/// field without callbacks stores one empty reference.
struct FieldHandlers {
  /// The callbacks, or `nil` when neither is set.
  private var box: FieldHandlersBox?

  /// Called when an error appears or its message changes while the field shakes.
  var shake: (() -> Void)? {
    get { box?.shake }
    set { box = FieldHandlersBox(shake: newValue, announcement: announcement) }
  }
  /// Called with each error announcement.
  var announcement: ((AccessibilityAnnouncement) -> Void)? {
    get { box?.announcement }
    set { box = FieldHandlersBox(shake: shake, announcement: newValue) }
  }
}
