/// The effects ``TextFieldTransitions`` returns, which both text machines' `Effect` enums
/// provide as cases of the same names.
///
/// Internal: it lets one generic transition build either machine's effects without mapping and
/// without allocating.
protocol TextFieldEffect: FieldEffect {
  /// The user changed the text.
  static var didChangeText: Self { get }
}
