import FieldMachines

extension TextFieldScript {
  /// A shared setting a line stands for.
  enum Setting {
    case readOnly(Bool)
    case helperText(String?)
    case reservesRow(Bool)
    case announcesErrors(Bool)
    case maxLength(Int?)
    case policy(LengthLimitPolicy)
    case overflowMessage(String)
  }
}
