import FieldMachines

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A sign-up-like form of `count` fields for validate-all: half entry fields (required and a
/// length range; every fourth an email, every eighth a pattern), a fifth pickers (required),
/// the rest areas (a maximum length) and dates (required, a range); about a quarter of the
/// values fail. Errors are shown immediately, so the first validate-all shows them and later
/// ones find them in place.
enum BenchForm {
  @MainActor
  static func make(fields count: Int) -> Form<BenchKey> {
    make(fields: count, into: Form<BenchKey>())
  }

  /// The fields of ``make(fields:)`` alone, configured alike, with no form: what the fields
  /// themselves take.
  @MainActor
  static func makeFieldsAlone(_ count: Int) -> [any Field] {
    let form = Form<BenchKey>()
    var fields: [any Field] = []
    fields.reserveCapacity(count)
    _ = make(fields: count, into: form) { fields.append($0) }
    return fields
  }

  /// Changes the value of every field of `form` (made by ``make(fields:)``) to one it did not
  /// have in the previous round, through the form's values, so no field's kept failures hold:
  /// the next validate-all checks every rule again. Returns whether the form took every value.
  @MainActor
  static func changeEveryValue(of form: Form<BenchKey>, round: Int) -> Bool {
    let texts = ["Ada", "a", "ada@example.com", "not-an-email", "lovelace", ""]
    let rows = ["One", "Two", "Three"]
    let epoch = Date(timeIntervalSince1970: 1_700_000_000)
    var values: [BenchKey: FormValue] = [:]
    for key in form.keys {
      let shifted = key.position + round + 1
      let text = texts[shifted % texts.count]
      // The kinds of ``make(fields:into:keeping:)``, by position.
      switch key.position % 10 {
      case 0, 1, 2, 3, 4: values[key] = .text(text)
      case 5, 6: values[key] = .choice(.row(shifted % 3), text: rows[shifted % 3])
      case 7, 8: values[key] = .text(String(repeating: text, count: 3))
      default: values[key] = .date(epoch.addingTimeInterval(Double(shifted) * 3_600))
      }
    }
    do {
      try form.setValues(values)
      return true
    } catch {
      return false
    }
  }

  @MainActor
  private static func make(
    fields count: Int, into form: Form<BenchKey>, keeping keep: ((any Field) -> Void)? = nil
  ) -> Form<BenchKey> {
    form.displayPolicy = .immediately
    let texts = ["Ada", "a", "ada@example.com", "not-an-email", "lovelace", ""]
    let epoch = Date(timeIntervalSince1970: 1_700_000_000)
    for key in BenchKey.allCases.prefix(count) {
      let index = key.position
      let text = texts[index % texts.count]
      switch index % 10 {
      case 0, 1, 2, 3, 4:
        let entry = EntryField(placeholder: "Field \(index)")
        entry.text = text
        if let keep {
          keep(entry)
          continue
        }
        form.add(entry, for: key)
        var rules: RuleSet<BenchKey> = [.required(), .minLength(2), .maxLength(40)]
        if index % 4 == 0 { rules = [.required(), .email()] }
        if index % 8 == 1 { rules = [.required(), .pattern { /[a-z]+/ }] }
        form.setRules(rules, for: key)
      case 5, 6:
        let picker = PickerField(placeholder: "Choice \(index)", data: ["One", "Two", "Three"])
        if index % 3 != 0 { picker.setIndexTo(index % 3) }
        if let keep {
          keep(picker)
          continue
        }
        form.add(picker, for: key)
        form.setRules([.required()], for: key)
      case 7, 8:
        let area = AreaField(placeholder: "Notes \(index)")
        area.text = String(repeating: text, count: 3)
        if let keep {
          keep(area)
          continue
        }
        form.add(area, for: key)
        form.setRules([.maxLength(30)], for: key)
      default:
        let date = DateField(placeholder: "Date \(index)", now: { epoch })
        if index % 3 != 0 { date.date = epoch.addingTimeInterval(Double(index) * 3_600) }
        if let keep {
          keep(date)
          continue
        }
        form.add(date, for: key)
        form.setRules([.required(), .dateRange(from: epoch, to: nil)], for: key)
      }
    }
    return form
  }
}
