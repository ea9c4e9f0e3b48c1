extension DateEntryOptions: CustomReflectable {
  /// The pattern, the years and the messages, so options print and dump as their settings (not
  /// as the box that holds them).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["pattern": pattern, "yearRange": yearRange, "messages": messages],
      displayStyle: .struct)
  }
}
