import FieldMachines
import Foundation
import Observation
import Testing

/// A field keeps what few fields change apart from what every field has: the metrics, palette,
/// supporting row settings and accessibility words in one shared box, the callbacks in a box made
/// when one is set, a date field's formatting in a shared box, and the machine observed through
/// the field's own registrar. These check that what is stored that way reads back as set, each
/// setting keeping the others, and that observation hears each property apart, as before.
@Suite @MainActor struct FieldStorageTests {
  /// Counts every text as `count` lines.
  private struct FixedLineMeasurer: TextMeasurer {
    var count: Int
    func lineCount(of text: String) -> Int { count }
  }

  /// A field of each kind, titled.
  private static func fields() -> [any Field] {
    [
      EntryField(placeholder: "Name"), AreaField(placeholder: "Notes"),
      PickerField(placeholder: "Size", data: ["S", "M"]), DateField(placeholder: "Day"),
    ]
  }

  @Test func eachRarelySetSettingKeepsTheOthers() {
    var strings = AccessibilityStrings()
    strings[.required] = "obligatoire"
    var metrics = FieldMetrics.materialFields
    metrics[.stackSpacing] += 3
    var palette = FieldPalette.materialFields
    palette[.text] = RGBA(white: 0.25)
    for field in Self.fields() {
      let other = EntryField()
      field.metrics = metrics
      field.palette = palette
      field.supportingTextMeasurer = FixedLineMeasurer(count: 3)
      field.maximumSupportingLineCount = 2
      field.accessibilityStrings = strings
      field.tag = 7
      #expect(field.metrics == metrics)
      #expect(field.palette == palette)
      #expect(field.supportingTextMeasurer.lineCount(of: "one line") == 3)
      #expect(field.maximumSupportingLineCount == 2)
      #expect(field.accessibilityStrings == strings)
      #expect(field.tag == 7)
      field.setError(withText: "Wrong")
      #expect(field.height == metrics.height(textLines: 1, supportingLines: 2, isWheelOpen: false))
      #expect(other.metrics == .materialFields)
      #expect(other.palette == .materialFields)
      #expect(other.accessibilityStrings == AccessibilityStrings())
      #expect(other.maximumSupportingLineCount == nil)
    }
  }

  @Test func eachCallbackKeepsTheOther() {
    for field in Self.fields() {
      var calls: [String] = []
      field.shakeHandler = { calls.append("shake") }
      field.announcementHandler = { calls.append("announce \($0.message)") }
      field.setError(withText: "One")
      #expect(calls == ["shake", "announce One"])
      field.shakeHandler = nil
      field.setError(withText: "Two")
      #expect(calls == ["shake", "announce One", "announce Two"])
      field.shakeHandler = { calls.append("shake") }
      field.announcementHandler = nil
      field.setError(withText: "Three")
      #expect(calls == ["shake", "announce One", "announce Two", "shake"])
      #expect(field.announcementHandler == nil && field.shakeHandler != nil)
    }
  }

  @Test func aDateFieldsFormattingKeepsEachSettingAndIsObservedPropertyByProperty() throws {
    let field = DateField(placeholder: "Day")
    let zone = try #require(TimeZone(secondsFromGMT: 3_600))
    let french = Locale(identifier: "fr_FR")
    let style = Date.FormatStyle(date: .long, time: .omitted)
    #expect(field.timeZone == .autoupdatingCurrent && field.locale == .autoupdatingCurrent)
    #expect(field.formatStyle == nil)

    #expect(heard({ _ = field.timeZone }, when: { field.timeZone = zone }))
    #expect(heard({ _ = field.locale }, when: { field.locale = french }))
    #expect(heard({ _ = field.formatStyle }, when: { field.formatStyle = style }))
    #expect(field.timeZone == zone && field.locale == french && field.formatStyle == style)

    // The same value again tells no one, as `@Observable` does for a stored property.
    #expect(!heard({ _ = field.timeZone }, when: { field.timeZone = zone }))
    #expect(!heard({ _ = field.locale }, when: { field.locale = french }))
    #expect(!heard({ _ = field.formatStyle }, when: { field.formatStyle = style }))
    // Each is observed under its own name.
    #expect(!heard({ _ = field.timeZone }, when: { field.locale = .autoupdatingCurrent }))
    #expect(!heard({ _ = field.locale }, when: { field.formatStyle = nil }))
    #expect(!heard({ _ = field.formatStyle }, when: { field.timeZone = .gmt }))
    #expect(field.timeZone == .gmt && field.locale == .autoupdatingCurrent)
    #expect(field.formatStyle == nil)
  }

  @Test func theMachineAndTheSettingsAreObservedApart() {
    for field in Self.fields() {
      let machine: () -> Void = {
        switch field {
        case let entry as EntryField: _ = entry.machine
        case let area as AreaField: _ = area.machine
        case let picker as PickerField: _ = picker.machine
        case let date as DateField: _ = date.machine
        default: Issue.record("an unknown kind")
        }
      }
      #expect(!heard({ _ = field.placeholder }, when: { field.setError(withText: "Wrong") }))
      #expect(!heard(machine, when: { field.placeholder = "Other" }))
      #expect(heard(machine, when: { field.removeErrorUI() }))
      #expect(heard({ _ = field.placeholder }, when: { field.placeholder = "Third" }))
    }
  }

  /// Whether an observation of what `reading` reads hears `change`.
  private func heard(_ reading: () -> Void, when change: () -> Void) -> Bool {
    let seen = SeenFlag()
    withObservationTracking(reading) { seen.mark() }
    change()
    return seen.isMarked
  }
}
