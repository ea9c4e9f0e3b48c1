import FieldChartCommand

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let code = FieldChartCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()), io: TerminalIO())
exit(code.rawValue)
