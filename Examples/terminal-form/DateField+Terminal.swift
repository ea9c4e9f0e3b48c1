import FieldMachines
import Foundation

extension DateField {
  /// The date the wheel rests on while the field is open (on the wheel or typing), else `nil`:
  /// the payload of its machine's mode.
  var openWheelDate: Date? {
    switch machine.state.mode {
    case .open(let wheel), .typing(_, let wheel): wheel
    case .closed, .focused: nil
    }
  }
}
