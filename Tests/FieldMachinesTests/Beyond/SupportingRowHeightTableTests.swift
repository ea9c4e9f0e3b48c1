import FieldMachines
import Foundation
import Testing

/// Heights for every combination of error, helper, counter, reserved row and open picker, with
/// MaterialFields' metrics.
@Suite struct SupportingRowHeightTableTests {
  enum Kind: String, Sendable, CaseIterable {
    case entry, area, pickerClosed, pickerOpen, dateClosed, dateOpen
  }

  enum Counter: String, Sendable, CaseIterable {
    case none, within, over
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var kind: Kind
    var error: String?
    var helper: String?
    var counter: Counter
    var reserved: Bool
    var expected: Double

    var testDescription: String {
      "\(kind) error \(error.map { "\"\($0)\"" } ?? "none") helper "
        + "\(helper.map { "\"\($0)\"" } ?? "none") counter \(counter) reserved \(reserved) → "
        + "\(expected)"
    }
  }

  /// What the supporting row adds for its line count: nothing, the 5-pt spacing for an empty
  /// error alone, 5 + 14.5 for one line, 5 + 29 for two (n × 14.32 rounded up to the half point).
  static let rowHeight: [Int?: Double] = [nil: 0, 0: 5, 1: 19.5, 2: 34]

  static let errors: [String?] = [nil, "", "Required", "Required\nsee above"]
  static let helpers: [String?] = [nil, "As on your card", "As on your card\nno spaces"]

  static func lines(_ text: String) -> Int { text.isEmpty ? 0 : text.split(separator: "\n").count }

  /// Every combination, its expected height from the rule: the error, else the overflow
  /// message, else the helper sets the lines; a counter or a reservation makes at least one.
  static let cases: [Case] = {
    var cases: [Case] = []
    for kind in Kind.allCases {
      let counters: [Counter] = kind == .entry || kind == .area ? Counter.allCases : [.none]
      for error in errors {
        for helper in helpers {
          for counter in counters {
            for reserved in [false, true] {
              var rowLines: Int?
              if let error {
                rowLines = lines(error)
              } else if counter == .over {
                rowLines = 1
              } else if let helper {
                rowLines = lines(helper)
              }
              if counter != .none || reserved { rowLines = max(rowLines ?? 0, 1) }
              let base = kind == .pickerOpen || kind == .dateOpen ? 269.5 : 43.5
              cases.append(
                Case(
                  kind: kind, error: error, helper: helper, counter: counter, reserved: reserved,
                  expected: base + (rowHeight[rowLines] ?? .nan)))
            }
          }
        }
      }
    }
    return cases
  }()

  @Test func theTableCoversEveryCombination() {
    #expect(Self.cases.count == 2 * (4 * 3 * 3 * 2) + 4 * (4 * 3 * 2))
    #expect(Self.cases.allSatisfy { !$0.expected.isNaN })
  }

  @Test(arguments: cases)
  func heightIsExact(_ row: Case) {
    let height: Double
    let supportingLines: Int?
    switch row.kind {
    case .entry, .area:
      let field: any Field
      let entry = EntryField(placeholder: "Name")
      let area = AreaField(placeholder: "Notes")
      switch row.counter {
      case .none: break
      case .within:
        entry.maxLength = 5
        area.maxLength = 5
        entry.text = "abc"
        area.text = "abc"
      case .over:
        entry.maxLength = 5
        area.maxLength = 5
        entry.text = "abcdefg"
        area.text = "abcdefg"
      }
      entry.helperText = row.helper
      area.helperText = row.helper
      entry.reservesSupportingRow = row.reserved
      area.reservesSupportingRow = row.reserved
      field = row.kind == .entry ? entry : area
      if let error = row.error { field.setError(withText: error) }
      height = field.height
      supportingLines = row.kind == .entry ? entry.supportingLineCount : area.supportingLineCount
    case .pickerClosed, .pickerOpen:
      let picker = PickerField(placeholder: "Colour", data: ["Red", "Green"])
      picker.helperText = row.helper
      picker.reservesSupportingRow = row.reserved
      if row.kind == .pickerOpen { picker.tap() }
      if let error = row.error { picker.setError(withText: error) }
      #expect(picker.isOpen == (row.kind == .pickerOpen))
      height = picker.height
      supportingLines = picker.supportingLineCount
    case .dateClosed, .dateOpen:
      let date = DateField(placeholder: "When", now: { Date(timeIntervalSince1970: 0) })
      date.helperText = row.helper
      date.reservesSupportingRow = row.reserved
      if row.kind == .dateOpen { date.tap() }
      if let error = row.error { date.setError(withText: error) }
      #expect(date.isOpen == (row.kind == .dateOpen))
      height = date.height
      supportingLines = date.supportingLineCount
    }
    #expect(height == row.expected)
    #expect(
      FieldMetrics.materialFields.height(
        textLines: 1, supportingLines: supportingLines,
        isWheelOpen: row.kind == .pickerOpen || row.kind == .dateOpen)
        == row.expected)
  }

  // MARK: Anchors

  @Test func aOneLineHelperAddsExactlyWhatAOneLineErrorAdds() {
    let field = EntryField(placeholder: "Name")
    field.helperText = "As on your card"
    #expect(field.height == 63.0)
    #expect(field.height - 43.5 == 19.5)
    field.setError(withText: "Required")
    #expect(field.height == 63.0)
    #expect(field.appearance.helperText == nil)
    #expect(field.appearance.supportingRow.error.message == "Required")
    field.removeErrorUI()
    #expect(field.appearance.helperText == "As on your card")
  }

  @Test func aReservedRowKeepsTheHeightWhenAnErrorComesAndGoes() {
    let field = PickerField(placeholder: "Colour", data: ["Red"])
    field.reservesSupportingRow = true
    #expect(field.height == 63.0)
    field.setError(withText: "Required")
    #expect(field.height == 63.0)
    field.setError(withText: "")
    #expect(field.height == 63.0)
    field.removeErrorUI()
    #expect(field.height == 63.0)
    field.reservesSupportingRow = false
    #expect(field.height == 43.5)
  }

  @Test func messagesOfSeveralLinesAreMeasuredAndCapped() {
    let field = AreaField(placeholder: "Notes")
    field.helperText = "one\ntwo\nthree"
    #expect(field.supportingLineCount == 3)
    #expect(field.height == 43.5 + 5 + 43)
    field.maximumSupportingLineCount = 2
    #expect(field.height == 43.5 + 34)
    field.maximumSupportingLineCount = 0
    #expect(field.supportingLineCount == 1)
    #expect(field.height == 63.0)
    field.maximumSupportingLineCount = nil
    field.helperText = String(repeating: "x", count: 25)
    field.supportingTextMeasurer = LineBreakMeasurer(width: 100, averageCharacterWidth: 6)
    #expect(field.supportingLineCount == 2)
    #expect(field.height == 43.5 + 34)
  }

  @Test func theAreaTextAndTheSupportingRowAreMeasuredApart() {
    let field = AreaField(placeholder: "Notes")
    field.textMeasurer = LineBreakMeasurer(width: 27)
    field.text = "abcdef"
    field.setError(withText: "Required")
    #expect(field.lineCount == 2)
    #expect(field.supportingLineCount == 1)
    #expect(field.height == 65.0 + 19.5)
  }

  @Test(arguments: 1...12, [nil, 0, 1, 2, 5] as [Int?])
  func theSupportingSignatureAgreesWithTheErrorSignature(textLines: Int, rowLines: Int?) {
    let metrics = FieldMetrics.materialFields
    for isWheelOpen in [false, true] {
      #expect(
        metrics.height(textLines: textLines, supportingLines: rowLines, isWheelOpen: isWheelOpen)
          == metrics.height(textLines: textLines, errorLines: rowLines, isWheelOpen: isWheelOpen))
    }
    #expect(metrics.supportingRowHeight(lines: rowLines) == metrics.errorHeight(lines: rowLines))
  }
}
