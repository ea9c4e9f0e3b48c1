import FieldMachines
import MallocCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  if let message = error.message {
    let text = "error: \(message)\n\n\(BenchOptions.usage)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(64)
  }
  print(BenchOptions.usage)
  exit(0)
}

var suite = BenchSuite(options: options)
suite.runSteps()
suite.runMemory()
suite.runForms()
suite.runCharts()
print(suite.report.table())
print()
print(suite.report.json())
