import FieldMachines
import FieldMachinesTesting

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point: the input bytes become AreaFieldMachine events (see
/// `FuzzHarness`); a broken law prints its shrunk script and aborts, so libFuzzer keeps the
/// input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAreaField(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let report = FuzzHarness.check(bytes, driver: { AreaFieldDriver() }) {
    print(report)
    abort()
  }
  return 0
}
