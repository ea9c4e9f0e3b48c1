/// One change of a setting a field object keeps outside its machine — its title, whether it is
/// optional, a unit, a line limit, a measurer — for the testing kit's field actions: the
/// settings no machine event carries, which change what a field shows but not how it steps.
///
/// The settings every field has are ``CommonFieldSetting``; a kind's own are declared in its
/// folder, next to its vocabulary, and drawn by its
/// ``ScriptedFieldVocabulary/randomSetting(using:)``.
package protocol FieldSettingChange: Sendable, Hashable {
  /// Sets the setting on `field`; a field of a kind without it is left as it is.
  func apply(to field: any Field)
}
