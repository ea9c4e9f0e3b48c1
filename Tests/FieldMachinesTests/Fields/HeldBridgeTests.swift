import FieldMachines
import FieldMachinesTesting
import Testing

/// A field holds the bridge to a `FieldDelegateCallSink` strongly, beside the app's delegate it
/// holds weakly: setting the field's `delegate` to the bridge it already has keeps the bridge
/// (and the sink attached), as it did when the hub kept the bridge and the field held it weakly.
@Suite struct HeldBridgeTests {
  /// A sink that logs the methods it hears.
  private final class Sink: FieldDelegateCallSink {
    var methods: [String] = []

    func ask(_ call: FieldDelegateCall, method: StaticString) -> Bool {
      methods.append("\(method)")
      return true
    }
    func tell(_ call: FieldDelegateCall, method: StaticString) { methods.append("\(method)") }
  }

  @Test func settingTheDelegateToItsOwnBridgeKeepsIt() {
    let sink = Sink()
    let entry = EntryField()
    EntryFieldVocabulary.attach(sink, to: entry)
    entry.delegate = entry.delegate
    let picker = PickerField(data: ["Red", "Green"])
    PickerFieldVocabulary.attach(sink, to: picker)
    picker.delegate = picker.delegate
    #expect(entry.delegate != nil && picker.delegate != nil)
    entry.tap()
    picker.tap()
    #expect(
      sink.methods == [
        "entryFieldShouldBeginEditing", "entryFieldDidBeginEditing",
        "pickerFieldShouldBeginEditing", "pickerFieldDidBeginEditing",
      ])
  }

  /// Once its sink is released, the bridge a field of each kind still holds reads as no
  /// delegate (what `FieldDelegateCallSink` promises), and the app's delegate set after it reads
  /// as itself.
  @Test func aBridgeWhoseSinkIsGoneReadsAsNoDelegate() {
    var sink: Sink? = Sink()
    let entry = EntryField()
    let area = AreaField()
    let picker = PickerField(data: ["Red", "Green"])
    let date = DateField()
    if let sink {
      EntryFieldVocabulary.attach(sink, to: entry)
      AreaFieldVocabulary.attach(sink, to: area)
      PickerFieldVocabulary.attach(sink, to: picker)
      DateFieldVocabulary.attach(sink, to: date)
    }
    #expect(
      entry.delegate != nil && area.delegate != nil && picker.delegate != nil
        && date.delegate != nil)
    sink = nil
    #expect(entry.delegate == nil)
    #expect(area.delegate == nil)
    #expect(picker.delegate == nil)
    #expect(date.delegate == nil)
    let app = AppDelegate()
    entry.delegate = app
    date.delegate = app
    #expect(entry.delegate === app && date.delegate === app)
  }

  /// An app's delegate of two kinds, answering with the protocols' defaults.
  private final class AppDelegate: EntryFieldDelegate, DateFieldDelegate {}
}
