import FieldMachines
import Foundation

extension FieldPanel {
  /// The panel of a live field: its appearance, palette and height as the library computes
  /// them, the caret while typing goes to it, and the open wheel's rows.
  @MainActor
  init(field: any Field, isMasked: Bool = false) {
    switch field {
    case let entry as EntryField:
      self.init(
        appearance: entry.appearance, palette: entry.palette, height: entry.height,
        showsCaret: entry.isActive, isMasked: isMasked)
    case let area as AreaField:
      self.init(
        appearance: area.appearance, palette: area.palette, height: area.height,
        visibleLineCount: area.lineCount, showsCaret: area.isActive, isMasked: isMasked,
        wrapsText: true)
    case let picker as PickerField:
      self.init(
        appearance: picker.appearance, palette: picker.palette, height: picker.height,
        showsCaret: picker.isTypingManually, isMasked: isMasked,
        wheel: FieldPanel.wheel(of: picker))
    case let date as DateField:
      self.init(
        appearance: date.appearance, palette: date.palette, height: date.height,
        isMasked: isMasked, wheel: FieldPanel.wheel(of: date))
    default:
      self.init(appearance: field.appearance, height: field.height, isMasked: isMasked)
    }
  }

  /// The open picker's wheel: its rows (the manual-entry row last) around the selected one.
  @MainActor
  static func wheel(of picker: PickerField) -> Wheel? {
    guard picker.isActive, let index = picker.indexSelected else { return nil }
    return Wheel(rows: picker.rows, selectedIndex: index)
  }

  /// The open date wheel: the wheel's date with the neighbouring days (minutes in time mode)
  /// that lie inside the limits, formatted as the field formats its value.
  @MainActor
  static func wheel(of field: DateField) -> Wheel? {
    guard let date = field.openWheelDate else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = field.timeZone
    let unit: Calendar.Component = field.datePickerMode == .time ? .minute : .day
    let lower = field.minimumDate
    // A minimum after the maximum wins, as in the machine.
    let upper = field.maximumDate.map { maximum in lower.map { Swift.max(maximum, $0) } ?? maximum }
    func neighbour(_ offset: Int) -> String? {
      guard let day = calendar.date(byAdding: unit, value: offset, to: date) else { return nil }
      if let lower, day < lower { return nil }
      if let upper, day > upper { return nil }
      return field.formatted(day)
    }
    let radius = Wheel.radius
    return Wheel(
      above: (1...radius).reversed().compactMap { neighbour(-$0) },
      selected: field.formatted(date),
      below: (1...radius).compactMap { neighbour($0) })
  }
}
