import FieldCharts
import FieldMachines
import Testing

/// ``StateChart/describe(_:)`` rewrites ASCII descriptions on their bytes: the result must be
/// the one the character-by-character rewriting gives.
@Suite struct DescribeASCIITests {
  /// Descriptions with qualifiers, quoted text, escapes, digits and underscores.
  static let descriptions = [
    #"textEdited(FieldMachines.TextEdit.insert("a"), allowed: true)"#,
    #"textEdited(FieldMachines.TextEdit.insert("A.B"), allowed: true)"#,
    #"fieldShowsError(FieldMachines.FormChartKey.entry, Optional("Required"))"#,
    #"validated(FieldMachines.FormChartKey.entry, FieldMachines.Validity<FieldMachines.FormChartKey>.invalid([FieldMachines.ValidationFailure<FieldMachines.FormChartKey>(key: FieldMachines.FormChartKey.entry, rule: "required", message: "Required")]), isIncluded: true)"#,
    #"errorSet("say \"Hi.There\" \\ Now.Then")"#,
    "dataAssigned([\"A\", \"B\"])",
    "Outer.Inner_2.Deep3.case_name(X9.y, Z)",
    "A.B.C..D.e",
    "Trailing.",
    "lower.Upper.value",
    #"unterminated("Quote.Here"#,
    "entryOptionsChanged(FieldMachines.DateEntryOptions(pattern: \"dd.MM.yyyy\"))",
    "",
  ]

  @Test(arguments: descriptions)
  func asciiRewritingMatchesCharacters(_ text: String) throws {
    let ascii = try #require(StateChart.describeASCII(text))
    #expect(ascii == StateChart.describeCharacters(text))
  }

  @Test func nonASCIITextIsLeftToCharacters() {
    #expect(StateChart.describeASCII(#"insert("é.B")"#) == nil)
    #expect(
      StateChart.describe(EntryFieldMachine.Event.textEdited(.insert("É.b"), allowed: true))
        == #"textEdited(.insert("É.b"), allowed: true)"#)
  }
}
