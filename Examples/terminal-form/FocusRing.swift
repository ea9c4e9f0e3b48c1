import FieldMachines

/// STAND-IN until `Form` lands: exclusive focus and Tab order over the sign-up fields.
@MainActor
final class FocusRing {
  private let fields: [SignUpKey: any Field]

  init(fields: [SignUpKey: any Field]) {
    self.fields = fields
  }

  var activeKey: SignUpKey? { SignUpKey.allCases.first { fields[$0]?.isActive == true } }

  @discardableResult
  func focus(_ key: SignUpKey) -> Bool {
    guard let target = fields[key] else { return false }
    if target.isActive { return true }
    if let current = activeKey.flatMap({ fields[$0] }) { current.resignFirstResponder() }
    return target.becomeFirstResponder()
  }

  @discardableResult
  func endEditing() -> Bool {
    activeKey.flatMap { fields[$0] }?.resignFirstResponder() ?? true
  }

  @discardableResult
  func next() -> SignUpKey? {
    let all = SignUpKey.allCases
    let start = activeKey.map { $0.rawValue + 1 } ?? 0
    guard start < all.count else {
      endEditing()
      return nil
    }
    return focus(all[start]) ? all[start] : nil
  }

  @discardableResult
  func previous() -> SignUpKey? {
    let all = SignUpKey.allCases
    let end = activeKey.map(\.rawValue) ?? all.count
    guard end > 0 else {
      endEditing()
      return nil
    }
    return focus(all[end - 1]) ? all[end - 1] : nil
  }
}
