import FieldMachines
import Testing

/// A text field state counts its supporting row's lines without building the row (no counter
/// string): the count must be the row's own, for every error, helper, limit, text, reservation,
/// overflow message, measurer and line cap.
@Suite struct SupportingLineCountTests {
  static let errors: [ErrorState] = [.none, .message(""), .message("Required"), .message("A\nB")]
  static let helpers: [String?] = [nil, "", "As on your card", "As on\nyour card"]
  static let limits: [Int?] = [nil, 0, 2, 10]
  static let texts = ["", "abc"]
  static let overflowMessages = ["Too long", "", "Too\nlong"]
  static let measurers = [LineBreakMeasurer(), LineBreakMeasurer(width: 40)]
  static let caps: [Int?] = [nil, 0, 1]

  @Test(arguments: errors)
  func textStateCountsAsItsRow(error: ErrorState) {
    var compared = 0
    for helper in Self.helpers {
      for limit in Self.limits {
        for text in Self.texts {
          for overflow in Self.overflowMessages {
            for reserved in [false, true] {
              let state = TextFieldState(
                error: error, text: text, helperText: helper, reservesSupportingRow: reserved,
                maxLength: limit, overflowMessage: overflow)
              for measurer in Self.measurers {
                for cap in Self.caps {
                  let counted = state.supportingLineCount(
                    measuredBy: measurer, maximumLineCount: cap)
                  let row = state.supportingRow.lineCount(
                    measuredBy: measurer, maximumLineCount: cap)
                  #expect(
                    counted == row,
                    "\(error) helper \(String(describing: helper)) limit \(String(describing: limit)) text \(text) overflow \(overflow) reserved \(reserved) cap \(String(describing: cap))"
                  )
                  compared += 1
                }
              }
            }
          }
        }
      }
    }
    #expect(compared == 4 * 4 * 2 * 3 * 2 * 2 * 3)
  }
}
