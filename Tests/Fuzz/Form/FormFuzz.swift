import FieldMachines
import FieldMachinesTesting

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point: the input bytes become a random form and steps on it (see
/// `FormFuzzHarness`); a broken form invariant prints the form and its shrunk script and aborts,
/// so libFuzzer keeps the input as a crash. libFuzzer calls it on the main thread, where the
/// form, a main-actor type, may run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzForm(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let report = MainActor.assumeIsolated { FormFuzzHarness.check(bytes) }
  if let report {
    print(report)
    abort()
  }
  return 0
}
