extension FormLayout {
  /// One visible field in a ``FormLayout``.
  public struct Item: Sendable, Hashable {
    /// The field's key.
    public var key: Key
    /// The field's height now, from its state and content.
    public var height: Double
    /// The distance from the top of the form to the top of the field.
    public var offset: Double
  }
}
