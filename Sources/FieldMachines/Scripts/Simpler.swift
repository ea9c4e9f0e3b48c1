/// Simpler forms of common payloads, for a kind's
/// ``ScriptedFieldVocabulary/simplifications(of:)``. Each form is strictly simpler, so shrinking
/// ends.
package enum Simpler {
  /// `""`, the first half, all but the last character, and `"a"` for another one-character
  /// string; simplest first.
  package static func text(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var forms = [""]
    if text.count > 2 { forms.append(String(text.prefix(text.count / 2))) }
    if text.count > 1 { forms.append(String(text.dropLast())) }
    if text.count == 1 && text != "a" { forms.append("a") }
    return forms
  }

  /// 0, half the distance to 0, and one step towards 0; simplest first.
  package static func integer(_ value: Int) -> [Int] {
    guard value != 0 else { return [] }
    var forms = [0]
    if value / 2 != 0 { forms.append(value / 2) }
    let step = value > 0 ? value - 1 : value + 1
    if step != 0 && step != value / 2 { forms.append(step) }
    return forms
  }

  /// `true` for `false` (an allowed request is simpler than a vetoed one).
  package static func allowed(_ allowed: Bool) -> [Bool] {
    allowed ? [] : [true]
  }

  /// `[]`, the first half, all but the last element and all but the first; simplest first.
  package static func list<Element>(_ elements: [Element]) -> [[Element]] {
    guard !elements.isEmpty else { return [] }
    var forms: [[Element]] = [[]]
    if elements.count > 2 { forms.append(Array(elements.prefix(elements.count / 2))) }
    if elements.count > 1 {
      forms.append(Array(elements.dropLast()))
      forms.append(Array(elements.dropFirst()))
    }
    return forms
  }
}
