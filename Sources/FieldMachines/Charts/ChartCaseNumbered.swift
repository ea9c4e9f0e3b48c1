/// An enum whose cases have numbers a checker reads with one switch: distinct per case, the same
/// for every value of a case whatever its payload, so a chart's event or effect is found by an
/// integer look-up, with nothing hashed and no case name read from the runtime. A field event's
/// `common(_:)` case counts as its ``CommonFieldEvent``'s cases, one number each, as the charts
/// name them (`errorSet`, …).
package protocol ChartCaseNumbered {
  /// The number of the value's case: its position in the enum's declaration, from 0.
  var chartCaseNumber: Int { get }
}
