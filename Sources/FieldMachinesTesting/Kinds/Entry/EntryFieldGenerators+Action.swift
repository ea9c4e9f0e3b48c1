import FieldMachines

extension EntryFieldGenerators {
  /// One thing done to an `EntryField`: a user action, a programmatic call, a configuration
  /// change, or new answers for its recording delegate.
  public enum Action: Sendable, Hashable {
    /// `tap()`.
    case tap
    /// `becomeFirstResponder()`.
    case becomeFirstResponder
    /// `resignFirstResponder()`.
    case resignFirstResponder
    /// `typeText(_:)`.
    case typeText(String)
    /// `deleteBackward()`.
    case deleteBackward
    /// `replaceText(with:)`.
    case replaceText(String)
    /// `pressReturn()`.
    case pressReturn
    /// `tapClear()`.
    case tapClear
    /// `togglePasswordVisibility()`.
    case togglePasswordVisibility
    /// `keyboardWillShow()`.
    case keyboardWillShow
    /// `text = …`.
    case setText(String?)
    /// `setError(withText:)`.
    case setError(String?)
    /// `removeErrorUI()`.
    case removeErrorUI
    /// `isEnabled = …`.
    case setEnabled(Bool)
    /// `placeholder = …`.
    case setPlaceholder(String?)
    /// `isOptional = …`.
    case setOptional(Bool)
    /// `shakes = …`.
    case setShakes(Bool)
    /// `unit = …`.
    case setUnit(String?)
    /// `isMonetary = …`.
    case setMonetary(Bool)
    /// `isReadOnly = …`.
    case setReadOnly(Bool)
    /// `helperText = …`.
    case setHelperText(String?)
    /// `reservesSupportingRow = …`.
    case setReservesSupportingRow(Bool)
    /// `maxLength = …`.
    case setMaxLength(Int?)
    /// `lengthLimitPolicy = …`.
    case setLengthLimitPolicy(LengthLimitPolicy)
    /// `overflowMessage = …`.
    case setOverflowMessage(String)
    /// `announcesErrors = …`.
    case setAnnouncesErrors(Bool)
    /// `maximumSupportingLineCount = …`.
    case setMaximumSupportingLineCount(Int?)
    /// `isSecureTextEntry = …`.
    case setSecureTextEntry(Bool)
    /// The recording delegate's answers change.
    case setAnswers(FieldDelegateAnswers)

    /// Performs the action on `field`; ``setAnswers(_:)`` changes `delegate`.
    public func apply(to field: EntryField, delegate: RecordingEntryFieldDelegate) {
      switch self {
      case .tap: field.tap()
      case .becomeFirstResponder: field.becomeFirstResponder()
      case .resignFirstResponder: field.resignFirstResponder()
      case .typeText(let text): field.typeText(text)
      case .deleteBackward: field.deleteBackward()
      case .replaceText(let text): field.replaceText(with: text)
      case .pressReturn: field.pressReturn()
      case .tapClear: field.tapClear()
      case .togglePasswordVisibility: field.togglePasswordVisibility()
      case .keyboardWillShow: field.keyboardWillShow()
      case .setText(let text): field.text = text
      case .setError(let message): field.setError(withText: message)
      case .removeErrorUI: field.removeErrorUI()
      case .setEnabled(let isEnabled): field.isEnabled = isEnabled
      case .setPlaceholder(let placeholder): field.placeholder = placeholder
      case .setOptional(let isOptional): field.isOptional = isOptional
      case .setShakes(let shakes): field.shakes = shakes
      case .setUnit(let unit): field.unit = unit
      case .setMonetary(let isMonetary): field.isMonetary = isMonetary
      case .setReadOnly(let isReadOnly): field.isReadOnly = isReadOnly
      case .setHelperText(let helperText): field.helperText = helperText
      case .setReservesSupportingRow(let reserves): field.reservesSupportingRow = reserves
      case .setMaxLength(let maxLength): field.maxLength = maxLength
      case .setLengthLimitPolicy(let policy): field.lengthLimitPolicy = policy
      case .setOverflowMessage(let message): field.overflowMessage = message
      case .setAnnouncesErrors(let announces): field.announcesErrors = announces
      case .setMaximumSupportingLineCount(let limit): field.maximumSupportingLineCount = limit
      case .setSecureTextEntry(let isSecure): field.isSecureTextEntry = isSecure
      case .setAnswers(let answers): delegate.answers = answers
      }
    }
  }
}
