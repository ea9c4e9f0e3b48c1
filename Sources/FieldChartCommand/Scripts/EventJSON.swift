import FieldChartRendering
import FieldMachines
import FieldMachinesTesting

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Machine events and their payloads as structured JSON, read by reflection, so `simulate
/// --json` never prints a Swift debug string: `textEdited(.insert("a"), allowed: true)` becomes
/// `{"insert": "a"}` and `true` under the labels `0` and `allowed`.
enum EventJSON {
  /// The payload of the enum case `event` by label (`0`, `1`, ... where the case has none);
  /// an empty object for a case without payload.
  static func arguments(of event: some Any) -> JSONValue {
    let mirror = Mirror(reflecting: event)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first else {
      return .object([])
    }
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      return .object(
        inner.children.enumerated().map { index, child in
          (label(child.label, index: index), value(of: child.value))
        })
    }
    // A single payload value: its label, if any, is only in the description.
    return .object([
      (singleLabel(of: event, caseName: payload.label) ?? "0", value(of: payload.value))
    ])
  }

  /// `value` as JSON: booleans, numbers and strings as themselves, dates as `YYYY-MM-DD[THH:MM:SSZ]`
  /// text, optionals as the value or `null`, collections as arrays, an enum case as its name or
  /// `{"case": payload}`, a struct as an object of its stored properties.
  static func value(of value: Any) -> JSONValue {
    switch value {
    case let bool as Bool: return .bool(bool)
    case let int as Int: return .number(Double(int))
    case let double as Double: return double.isFinite ? .number(double) : .string("\(double)")
    case let string as String: return .string(string)
    case let character as Character: return .string(String(character))
    case let date as Date:
      return date.timeIntervalSince1970.isFinite ? .string(ScriptDate.shortFormat(date)) : .null
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { EventJSON.value(of: $0.value) } ?? .null
    case .enum:
      guard let payload = mirror.children.first else { return .string("\(value)") }
      return .object([(payload.label ?? "\(value)", EventJSON.value(of: payload.value))])
    case .collection, .set:
      return .array(mirror.children.map { EventJSON.value(of: $0.value) })
    case .tuple, .struct, .class, .dictionary:
      return .object(
        mirror.children.enumerated().map { index, child in
          (label(child.label, index: index), EventJSON.value(of: child.value))
        })
    default:
      return .string(String(describing: value))
    }
  }

  /// A tuple element's label without the `.` Swift puts before positions.
  private static func label(_ label: String?, index: Int) -> String {
    guard let label, !label.hasPrefix(".") else { return String(index) }
    return label
  }

  /// The label of a single-value payload, read from `caseName(label: …)` in the description.
  private static func singleLabel(of event: some Any, caseName: String?) -> String? {
    guard let caseName else { return nil }
    let text = String(describing: event)
    guard text.hasPrefix(caseName + "(") else { return nil }
    let rest = text.dropFirst(caseName.count + 1)
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty, rest.dropFirst(name.count).hasPrefix(": ") else { return nil }
    return String(name)
  }
}
