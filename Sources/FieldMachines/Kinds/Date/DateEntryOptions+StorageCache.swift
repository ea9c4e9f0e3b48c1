import Synchronization

extension DateEntryOptions.Storage {
  /// The boxes built last, newest last, so setting options a field or a form had a moment ago
  /// (a generated stream switching among a few patterns and year ranges, a script setting one
  /// option after another) finds its box instead of filling in every message again.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private enum Recent {
    /// The boxes, behind a lock: fields on any thread share them.
    static let boxes = Mutex<[DateEntryOptions.Storage]>([])
  }

  /// The most boxes `Recent` keeps.
  private static var recentLimit: Int { 16 }

  /// A box for these settings: one built before with equal settings if it is among the last
  /// few built, else a new one (where `Mutex` is unavailable, always a new one).
  static func shared(
    messages: DateEntryMessages, pattern: DateEntryPattern, yearRange: ClosedRange<Int>
  ) -> DateEntryOptions.Storage {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      return DateEntryOptions.Storage(messages: messages, pattern: pattern, yearRange: yearRange)
    }
    let found = Recent.boxes.withLock { boxes in
      boxes.last { box in
        box.pattern == pattern && box.yearRange == yearRange && box.messages == messages
      }
    }
    if let found { return found }
    let built = DateEntryOptions.Storage(messages: messages, pattern: pattern, yearRange: yearRange)
    Recent.boxes.withLock { boxes in
      if boxes.count >= recentLimit { boxes.removeFirst() }
      boxes.append(built)
    }
    return built
  }
}
