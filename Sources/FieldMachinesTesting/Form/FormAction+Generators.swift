import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FormAction {
  /// Texts the generator types: empty, short, an email, a digit, a space, one too long.
  public static var sampleTexts: [String] {
    ["", "a", "ab", "abc", "a@b.c", "7", " ", "abcdef", "b"]
  }

  /// Five days in a row, around 1970-01-12, that the generator scrolls date fields to.
  public static var sampleDates: [Date] {
    (0..<5).map { Date(timeIntervalSince1970: 1_000_000 + Double($0) * 86_400) }
  }

  /// A generator of actions on the fields under `keys`, weighted by category.
  ///
  /// - Parameters:
  ///   - keys: The keys to act on; every key by default (keys without a field are no-ops).
  ///   - weights: The weights of user actions (including submit), programmatic calls and
  ///     configuration changes.
  ///   - texts: What the user types and the app assigns.
  ///   - dates: Where the user scrolls date wheels.
  ///   - rows: The picker rows the user selects (out-of-range rows test the clamp).
  public static func generator(
    keys: [Key] = Array(Key.allCases), weights: EventWeights = .standard,
    texts: [String] = sampleTexts, dates: [Date] = sampleDates, rows: ClosedRange<Int> = -1...5
  ) -> Gen<FormAction> {
    guard let firstKey = keys.first else {
      return .weighted((3, .always(.next)), (1, .always(.previous)), (1, .always(.submit)))
    }
    let key = Gen<Key>.element(of: keys, fallback: firstKey)
    let text = Gen<String>.element(of: texts, fallback: "")
    let date = Gen<Date>.element(of: dates, fallback: Date(timeIntervalSince1970: 0))
    let row = Gen<Int>.int(in: rows)
    let user = userActions(key: key, text: text, date: date, row: row)
    let calls = programmaticCalls(key: key, text: text, date: date, row: row)
    let configuration = configurationChanges(key: key)
    return .weighted(
      [
        (weights.weight(of: .userAction), user),
        (weights.weight(of: .programmaticCall), calls),
        (weights.weight(of: .configurationChange), configuration),
      ], fallback: user)
  }

  private static func userActions(
    key: Gen<Key>, text: Gen<String>, date: Gen<Date>, row: Gen<Int>
  ) -> Gen<FormAction> {
    .weighted(
      (14, key.map { .tap($0) }),
      (12, key.flatMap { key in text.map { .typeText(key, $0) } }),
      (4, key.map { .deleteBackward($0) }),
      (4, key.flatMap { key in text.map { .replaceText(key, $0) } }),
      (5, key.map { .pressReturn($0) }),
      (7, key.flatMap { key in row.map { .selectRow(key, $0) } }),
      (5, key.flatMap { key in date.map { .scrollDate(key, $0) } }),
      (1, key.flatMap { key in Gen<Bool>.bool().map { .switchDateEntry(key, typing: $0) } }),
      (5, key.map { .tapDone($0) }),
      (2, key.map { .tapClear($0) }),
      (1, key.map { .togglePasswordVisibility($0) }),
      (2, key.map { .keyboardWillShow($0) }),
      (3, .always(.submit)))
  }

  private static func programmaticCalls(
    key: Gen<Key>, text: Gen<String>, date: Gen<Date>, row: Gen<Int>
  ) -> Gen<FormAction> {
    let value = Gen<FormValue>.weighted(
      (2, text.map { .text($0) }),
      (1, row.map { .choice(.row($0), text: "") }),
      (1, text.map { .choice($0.isEmpty ? .none : .manual, text: $0) }),
      (2, Gen<Bool>.bool().flatMap { empty in date.map { .date(empty ? nil : $0) } }))
    let error = Gen<String?>.oneOf("Server error", nil)
    return .weighted(
      (6, key.map { .resign($0) }),
      (2, key.flatMap { key in error.map { .setError(key, $0) } }),
      (1, key.map { .removeError($0) }),
      (4, key.flatMap { key in value.map { .setValue(key, $0) } }),
      (4, key.map { .focus($0) }),
      (5, .always(.next)),
      (3, .always(.previous)),
      (2, .always(.endEditing)),
      (3, key.map { .validate($0) }),
      (2, .always(.validateAll)))
  }

  private static func configurationChanges(key: Gen<Key>) -> Gen<FormAction> {
    let policy = Gen<ErrorDisplayPolicy?>.element(
      of: [nil] + ErrorDisplayPolicy.allCases.map { $0 }, fallback: nil)
    let timing = Gen<ValidationTiming?>.element(
      of: [nil] + ValidationTiming.allCases.map { $0 }, fallback: nil)
    let formPolicy = Gen<ErrorDisplayPolicy>.element(
      of: ErrorDisplayPolicy.allCases, fallback: .afterFirstLeave)
    return .weighted(
      (4, key.flatMap { key in Gen<Bool>.bool().map { .setEnabled(key, $0) } }),
      (3, key.flatMap { key in Gen<Bool>.bool().map { .setReadOnly(key, $0) } }),
      (1, key.flatMap { key in Gen<Int?>.oneOf(nil, 2, 4).map { .setMaxLength(key, $0) } }),
      (3, key.flatMap { key in Gen<Bool>.bool(falseWeight: 2).map { .setHidden(key, $0) } }),
      (2, key.flatMap { key in policy.map { .setDisplayPolicy(key, $0) } }),
      (2, key.flatMap { key in timing.map { .setTiming(key, $0) } }),
      (1, formPolicy.map { .setFormDisplayPolicy($0) }),
      (1, Gen<Bool>.bool().map { .setMovesToNextOnReturn($0) }))
  }

  /// Simpler forms of `action`, tried while shrinking: shorter texts, row 0, no error text.
  public static func simplifications(of action: FormAction) -> [FormAction] {
    switch action {
    case .typeText(let key, let text) where text.count > 1:
      [.typeText(key, String(text.prefix(1)))]
    case .replaceText(let key, let text):
      [.typeText(key, text)] + (text.isEmpty ? [] : [.replaceText(key, "")])
    case .selectRow(let key, let row) where row != 0: [.selectRow(key, 0)]
    case .setValue(let key, .text(let text)) where !text.isEmpty: [.setValue(key, .text(""))]
    case .submit: [.validateAll]
    default: []
    }
  }
}
