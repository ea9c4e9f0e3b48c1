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
if options.runs("step") { suite.runSteps() }
if options.runs("memory") { suite.runMemory() }
if options.runs("validate") { suite.runForms() }
if options.runs("charts") { suite.runCharts() }
if options.runs("check") { suite.runCheck() }
if options.runs("property") { suite.runProperties() }
if options.runs("scale") { suite.runScale() }
print(suite.report.table())
print()
print(suite.report.json())
