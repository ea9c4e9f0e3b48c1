/// The callbacks every field kind has, stored once per field and not observed (a callback is
/// not state a view shows): ``Field/shakeHandler`` and ``Field/announcementHandler`` are written
/// once, in `FieldDefaults`.
struct FieldHandlers {
  /// Called when an error appears or its message changes while the field shakes.
  var shake: (() -> Void)?
  /// Called with each error announcement.
  var announcement: ((AccessibilityAnnouncement) -> Void)?
}
