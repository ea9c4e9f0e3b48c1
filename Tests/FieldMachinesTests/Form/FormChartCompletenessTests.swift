import FieldCharts
import FieldMachinesTesting
import Foundation
import Testing

@testable import FieldMachines

/// The form's chart predicts every step its machine takes in seeded random runs of a real form
/// (an entry field with rules and a picker that hides it), as the fields' charts predict theirs.
/// Off the main actor, so its runs go in parallel with the other suites.
@Suite struct FormChartCompletenessTests {
  /// What a random run does to the form, its fields or the app's error.
  enum Action: CaseIterable {
    case tapEntry, typeEntry, clearEntry, returnEntry, resignEntry, tapPicker, pickFirst
    case pickSecond, resignPicker, next, previous, endEditing, focusEntry, submit
    case appError, appRemovesError, disableEntry, enableEntry, validateAll
  }

  /// A form over ``FormChartKey`` with the chart's settings: a required, at most three
  /// characters long entry, hidden while the picker is on its second row.
  static func makeForm() -> (Form<FormChartKey>, EntryField, PickerField) {
    let form = Form<FormChartKey>(clock: ManualValidationClock())
    let entry = EntryField(placeholder: "Name")
    let picker = PickerField(placeholder: "Country", data: ["France", "Japan"])
    form.add(entry, for: .entry)
    form.add(picker, for: .picker)
    form.setRules([.required(), .maxLength(3)], for: .entry)
    form.hide(.entry, when: Condition { $0[.picker]?.rowIndex == 1 })
    return (form, entry, picker)
  }

  static func perform(
    _ action: Action, on form: Form<FormChartKey>, entry: EntryField, picker: PickerField
  ) {
    switch action {
    case .tapEntry: entry.tap()
    case .typeEntry: entry.typeText("ab")
    case .clearEntry: entry.text = ""
    case .returnEntry: entry.pressReturn()
    case .resignEntry: entry.resignFirstResponder()
    case .tapPicker: picker.tap()
    case .pickFirst: picker.selectRow(0)
    case .pickSecond: picker.selectRow(1)
    case .resignPicker: picker.resignFirstResponder()
    case .next: form.next()
    case .previous: form.previous()
    case .endEditing: form.endEditing()
    case .focusEntry: form.focus(.entry)
    case .submit: form.submitNow()
    case .appError: entry.setError(withText: "Taken")
    case .appRemovesError: entry.removeErrorUI()
    case .disableEntry: entry.isEnabled = false
    case .enableEntry: entry.isEnabled = true
    case .validateAll: form.validate()
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func chartPredictsEveryStepOfRandomFormRuns(_ seed: UInt64) {
    let chart = FormChartMachine.chart
    var random = SplitMix64(seed: seed)
    var steps = 0
    var disagreements: [String] = []
    for _ in 0..<20 {
      let (form, entry, picker) = Self.makeForm()
      form.machineStepObserver = { before, event, after, effects in
        steps += 1
        if let disagreement = FormChartMachine.chartDisagreement(
          in: chart, before: before, event: event, after: after, effects: effects)
        {
          disagreements.append(disagreement)
        }
      }
      for _ in 0..<100 {
        let action = Action.allCases[Int(random.next() % UInt64(Action.allCases.count))]
        Self.perform(action, on: form, entry: entry, picker: picker)
      }
    }
    #expect(steps > 2_000)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test func theFormIsInTheCatalogUnderItsName() throws {
    let machine = try #require(ChartCatalog.machine(named: "form"))
    #expect(machine.chartMachineName == "FormChartMachine")
    #expect(FormChartMachine.chart.transitions.contains { $0.event == "entryBegan" })
  }
}
