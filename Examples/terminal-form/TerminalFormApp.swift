import FieldMachines
import Foundation

/// The app's core: takes keys, drives the sign-up form, and draws frames. No terminal I/O, so a
/// test feeds it a key script and reads its frames.
@MainActor
final class TerminalFormApp {
  /// The form and its fields.
  let signUp: SignUpForm
  /// The line under the fields: the last submit's outcome, or a hint.
  private(set) var status: TextSpan?
  /// Whether the user quit (Ctrl-C, or `q` while not typing).
  private(set) var isFinished = false
  /// The process's exit status once finished: 130 after Ctrl-C (128 + SIGINT, as a shell
  /// reports an interrupted program), 0 otherwise.
  private(set) var exitStatus: Int32 = 0
  /// The field that was active last, so Tab moves on from it after a field closed (done,
  /// Return, clear) rather than starting over at the top.
  private var lastActiveKey: SignUpKey?

  /// The date a piped run's clock reads, so its frames are the same on every machine and day:
  /// 2025-06-15 15:06:40 UTC.
  static let fixedNow = Date(timeIntervalSince1970: 1_750_000_000)

  /// The key help the footer shows.
  static let help = [
    "Tab / Shift-Tab move   ↑↓ row or day   ←→ year   Enter next",
    "^D done   ^K clear   ^S submit   ^C or q (not typing) quit",
  ]

  /// Creates the app over a fresh form whose date field reads `now`.
  init(now: Date) {
    signUp = SignUpForm(now: now)
    status = TextSpan("Press Tab to start.", color: FieldPalette.materialFields[.placeholderDown])
  }

  // MARK: Keys

  /// Handles one key.
  func handle(_ key: TerminalKey) async {
    guard !isFinished else { return }
    if key != .submit { status = nil }
    defer { lastActiveKey = activeKey ?? lastActiveKey }
    switch key {
    case .interrupt:
      isFinished = true
      exitStatus = 130
    case .tab: moveFocus(forward: true)
    case .shiftTab: moveFocus(forward: false)
    case .character(let character): type(character)
    case .backspace: deleteBackward()
    case .enter: pressEnter()
    case .up: scroll(by: -1)
    case .down: scroll(by: 1)
    case .left: scrollYears(by: -1)
    case .right: scrollYears(by: 1)
    case .done: signUp.form.endEditing()
    case .clear: clear()
    case .submit: await submit()
    }
  }

  /// The active field's key, if any.
  var activeKey: SignUpKey? { signUp.form.activeKey }

  /// Whether keystrokes go into a field now: an active text field, or a picker in manual entry.
  var isTyping: Bool {
    switch activeKey {
    case .email, .password, .about: true
    case .country: signUp.country.isTypingManually
    case .birthday, nil: false
    }
  }

  /// Tab and Shift-Tab: the form's next or previous field from the active one (past the last
  /// or first, editing ends). With none active they go on from the field that was active last,
  /// so Tab after closing the picker with done opens the field after it; past the end, or before
  /// any field was active, they start from the top (Shift-Tab: the bottom).
  private func moveFocus(forward: Bool) {
    let form = signUp.form
    guard activeKey == nil, let lastActiveKey else {
      _ = forward ? form.next() : form.previous()
      return
    }
    let target =
      forward ? form.nextKey(after: lastActiveKey) : form.previousKey(before: lastActiveKey)
    if let target {
      form.focus(target)
    } else {
      _ = forward ? form.next() : form.previous()
    }
  }

  private func type(_ character: Character) {
    guard isTyping else {
      if character == "q" { isFinished = true }
      return
    }
    switch activeKey {
    case .email: signUp.email.typeText(String(character))
    case .password: signUp.password.typeText(String(character))
    case .about: signUp.about.typeText(String(character))
    case .country: signUp.country.typeText(String(character))
    case .birthday, nil: break
    }
  }

  private func deleteBackward() {
    switch activeKey {
    case .email: signUp.email.deleteBackward()
    case .password: signUp.password.deleteBackward()
    case .about: signUp.about.deleteBackward()
    case .country: signUp.country.deleteBackward()
    case .birthday, nil: break
    }
  }

  /// Return: the entry fields' Return key, a new line in the area, manual entry's Return, and
  /// done on an open wheel.
  private func pressEnter() {
    switch activeKey {
    case .email: signUp.email.pressReturn()
    case .password: signUp.password.pressReturn()
    case .about: signUp.about.pressReturn()
    case .country:
      if signUp.country.isTypingManually {
        signUp.country.pressReturn()
      } else {
        signUp.country.tapDone()
      }
    case .birthday: signUp.birthday.tapDone()
    case nil: break
    }
  }

  /// Moves an open wheel by `rows` rows (the picker) or days (the date).
  private func scroll(by rows: Int) {
    switch activeKey {
    case .country:
      guard let index = signUp.country.indexSelected, index + rows >= 0 else { return }
      signUp.country.selectRow(index + rows)
    case .birthday:
      scrollDate(by: .day, rows)
    case .email, .password, .about, nil: break
    }
  }

  private func scrollYears(by years: Int) {
    if activeKey == .birthday { scrollDate(by: .year, years) }
  }

  private func scrollDate(by component: Calendar.Component, _ amount: Int) {
    guard let date = signUp.birthday.openWheelDate else { return }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = signUp.birthday.timeZone
    guard let target = calendar.date(byAdding: component, value: amount, to: date) else { return }
    signUp.birthday.scrollDate(to: target)
  }

  /// Clear: empties an active text field (the clear button); an open picker or date field
  /// closes, committing, and its clear pill is tapped.
  private func clear() {
    switch activeKey {
    case .email: signUp.email.replaceText(with: "")
    case .password: signUp.password.replaceText(with: "")
    case .about: signUp.about.tapClear()
    case .country:
      signUp.country.tapDone()
      signUp.country.tapClear()
    case .birthday:
      signUp.birthday.tapDone()
      signUp.birthday.tapClear()
    case nil: break
    }
  }

  /// Submits: a rejected submit shows every error and focuses the first invalid field (the
  /// form does both); the status line says what happened.
  private func submit() async {
    let palette = FieldPalette.materialFields
    switch await signUp.form.submit() {
    case .submitted(let values):
      status = TextSpan(
        "Submitted \(values.count) values.", color: palette[.borderHighlight], isBold: true)
    case .rejected(let failures):
      let keys = SignUpKey.allCases.filter { key in failures.contains { $0.key == key } }
      let names = keys.map(\.title).joined(separator: ", ")
      status = TextSpan(
        "Not submitted: fix \(names).", color: palette[.errorText], isBold: true)
    }
  }

  // MARK: Frames

  /// The frame of the form now, `width` columns wide.
  ///
  /// First gives the area the renderer's ``FrameRenderer/textWrapper`` for this width as its
  /// text measurer (when it changed), so the area's height has a row for every wrapped line.
  func frame(width: Int) -> Frame {
    let renderer = FrameRenderer(width: width, title: "Sign up")
    let wrapper = renderer.textWrapper
    if signUp.about.textMeasurer as? TextWrapper != wrapper {
      signUp.about.textMeasurer = wrapper
    }
    let panels = SignUpKey.allCases.map { key in
      FieldPanel(field: signUp.field(key), isMasked: key == .password)
    }
    return renderer.render(
      panels: panels, activeIndex: activeKey.flatMap { SignUpKey.allCases.firstIndex(of: $0) },
      status: status,
      help: TerminalFormApp.help)
  }
}
