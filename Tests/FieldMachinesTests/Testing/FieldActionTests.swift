@_spi(Testing) import FieldMachines
import FieldMachinesTesting
import Testing

/// The kit's one field action, ``FieldGeneratorsOf/Action``, on every kind of field: a seeded
/// run draws every case, each setting and answer change takes, and the events drive the field.
@Suite struct FieldActionTests {
  /// What a seeded run of 3,000 actions did.
  struct Tally {
    /// `perform` actions.
    var performed = 0
    /// `change` actions.
    var changed = 0
    /// `setAnswers` actions.
    var answered = 0
    /// `perform` actions after which the field's text, activity, error or enabling differ.
    var fieldChanges = 0
    /// The settings changed, by case name.
    var settingNames: Set<String> = []
  }

  /// Applies 3,000 actions of `Machine`'s kind to a new field with a recording delegate and
  /// checks each setting and answer change right after it.
  static func run<Machine: CataloguedFieldMachine>(_: Machine.Type) -> Tally {
    let field = FieldKindOf<Machine>.makeField()
    let delegate = RecordingFieldDelegate<FieldKindOf<Machine>>()
    delegate.attach(to: field)
    var generator = SplitMix64(seed: 0x4143_5449_4F4E)
    var tally = Tally()
    for _ in 0..<3_000 {
      let action = FieldGeneratorsOf<Machine>.action(using: &generator)
      let before = (field.text, field.isActive, field.errorMessage, field.isEnabled)
      action.apply(to: field, delegate: delegate)
      _ = delegate.takeCalls()
      switch action {
      case .perform:
        tally.performed += 1
        let after = (field.text, field.isActive, field.errorMessage, field.isEnabled)
        if after != before { tally.fieldChanges += 1 }
      case .change(let setting):
        tally.changed += 1
        tally.settingNames.insert(String(setting.description.prefix { $0 != "(" }))
        expectTaken(setting, on: field)
      case .setAnswers(let answers):
        tally.answered += 1
        #expect(delegate.answers == answers)
      }
    }
    return tally
  }

  /// The field shows `setting` as set, for the common settings and the entry's and area's own.
  static func expectTaken(_ setting: FieldSetting, on field: some Field) {
    switch setting.value(as: CommonFieldSetting.self) {
    case .placeholder(let title): #expect(field.placeholder == title)
    case .optional(let isOptional): #expect(field.isOptional == isOptional)
    case .shakes(let shakes): #expect(field.shakes == shakes)
    case .maximumSupportingLineCount(let limit): #expect(field.maximumSupportingLineCount == limit)
    case nil: break
    }
    if let entry = field as? EntryField {
      switch setting.value(as: EntryFieldVocabulary.Setting.self) {
      case .unit(let unit): #expect(entry.unit == unit)
      case .monetary(let isMonetary): #expect(entry.isMonetary == isMonetary)
      case nil: break
      }
    }
    if let area = field as? AreaField,
      case .maximumLineCount(let limit) = setting.value(as: AreaFieldVocabulary.Setting.self)
    {
      #expect(area.maximumLineCount == limit)
    }
  }

  @Test(arguments: FieldKind.allCases)
  func everyKindTakesEveryCaseOfTheAction(kind: FieldKind) throws {
    let machine = try #require(kind.machine as? any CataloguedFieldMachine.Type)
    let tally = Self.run(machine)
    #expect(tally.performed > 2_000, "\(kind): \(tally)")
    #expect(tally.changed > 150, "\(kind): \(tally)")
    #expect(tally.answered > 100, "\(kind): \(tally)")
    #expect(tally.fieldChanges > 300, "\(kind): the events did not drive the field: \(tally)")
    let common: Set = ["placeholder", "optional", "shakes", "maximumSupportingLineCount"]
    let own: Set<String> =
      switch kind {
      case .entry: ["unit", "monetary"]
      case .area: ["maximumLineCount", "measurerWidth"]
      case .picker, .date: []
      }
    #expect(tally.settingNames == common.union(own), "\(kind)")
  }

  /// The kit article's loop of field actions runs an area field through edits and settings.
  @Test func theArticlesLoopOfActionsDrivesAnArea() {
    // article-code: kit-field-actions
    let field = AreaField(placeholder: "Notes")
    let delegate = RecordingAreaFieldDelegate()
    delegate.attach(to: field)
    var generator = SplitMix64(seed: 42)
    for _ in 0..<10_000 {
      let action = AreaFieldGenerators.action(using: &generator)
      action.apply(to: field, delegate: delegate)
      // Compare the field and delegate.takeCalls() with your model of the action.
    }
    // end article-code
    #expect(delegate.calls.contains(.didBeginEditing))
    #expect(delegate.calls.contains(.shouldReturn))
  }

  /// A setting of another kind leaves a field as it is.
  @Test func aSettingOfAnotherKindIsIgnored() {
    let field = PickerField(placeholder: "Colour")
    let before = field.height
    FieldSetting(AreaFieldVocabulary.Setting.maximumLineCount(1)).apply(to: field)
    FieldSetting(EntryFieldVocabulary.Setting.unit("kg")).apply(to: field)
    #expect(field.height == before)
    #expect(field.appearance.unit == nil)
  }
}
