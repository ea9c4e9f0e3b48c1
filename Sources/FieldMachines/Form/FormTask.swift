/// A task the form started for one field's asynchronous validation, with its sequence number.
struct FormTask {
  var sequence: Int
  /// The wake-up's deadline; `nil` for a running check.
  var deadline: Duration?
  var task: Task<Void, Never>
}
