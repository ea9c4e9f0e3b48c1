/// Something a field asks assistive technologies to say now, such as a new error.
///
/// A field hands it to its `announcementHandler` when it performs an `announceError` effect; a
/// SwiftUI app posts `AccessibilityNotification.Announcement(text)`, a UIKit app
/// `UIAccessibility.post(notification: .announcement, argument: text)`.
public struct AccessibilityAnnouncement: Sendable, Hashable {
  /// What to say: the field's title and the error phrase, such as "Email, Error: Invalid".
  public var text: String
  /// The error message alone, possibly `""`.
  public var message: String
  /// The `tag` of the field that announces.
  public var tag: Int
}

extension AccessibilityAnnouncement {
  /// The announcement of `message` for a field titled `title`, in `strings`.
  package init(error message: String, title: String?, tag: Int, strings: AccessibilityStrings) {
    let phrase = strings.errorPhrase(message)
    let text = title.map { $0.isEmpty ? phrase : "\($0), \(phrase)" } ?? phrase
    self.init(text: text, message: message, tag: tag)
  }
}
