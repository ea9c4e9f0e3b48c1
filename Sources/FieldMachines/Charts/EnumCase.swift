/// The case of an enum value, read from the runtime's reflection metadata without describing
/// the payload: what ``ChartableMachine/chartEventName(of:)`` and
/// ``ChartableMachine/chartEffectName(of:)`` name, found in a few nanoseconds, so a checker keys
/// events and effects by their case with no string built.
///
/// Two values of one enum type are of the same case exactly when their `EnumCase`s are equal:
/// the runtime hands out one name pointer per case.
package struct EnumCase: Hashable, @unchecked Sendable {
  /// The case's name as the runtime stores it: a C string that lives as long as the process.
  private let name: UnsafePointer<CChar>

  /// The case of `value`; `nil` when `value` is not an enum or its type has no reflection
  /// metadata.
  package init?<Value>(of value: Value) {
    guard let name = runtimeEnumCaseName(value) else { return nil }
    self.name = name
  }

  /// The case's name, such as `beginRequested`.
  package var caseName: String { String(cString: name) }
}

/// The Swift runtime's name of `value`'s enum case, as `print` finds it; `nil` for a value that
/// is not an enum.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
