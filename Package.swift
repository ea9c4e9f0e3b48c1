// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "FieldMachines",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "FieldMachines", targets: ["FieldMachines"]),
    .library(name: "FieldMachinesTesting", targets: ["FieldMachinesTesting"]),
    .library(name: "FieldCharts", targets: ["FieldCharts"]),
    .library(name: "FieldChartRendering", targets: ["FieldChartRendering"]),
    .executable(name: "fieldchart", targets: ["fieldchart"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "FieldMachines"),
    .target(name: "FieldCharts", dependencies: ["FieldMachines"]),
    .target(name: "FieldMachinesTesting", dependencies: ["FieldMachines", "FieldCharts"]),
    .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
    .executableTarget(
      name: "fieldbench",
      dependencies: [
        "FieldMachines", "FieldCharts", "FieldMachinesTesting", "FieldChartCommand",
        "MallocCounter",
      ],
      path: "Benchmarks/fieldbench"),
    .executableTarget(
      name: "headless-fields", dependencies: ["FieldMachines"], path: "Examples/headless-fields"),
    .executableTarget(
      name: "signup-form", dependencies: ["FieldMachines", "FieldMachinesTesting"],
      path: "Examples/signup-form"),
    .executableTarget(
      name: "terminal-form", dependencies: ["FieldMachines"], path: "Examples/terminal-form",
      exclude: ["input.txt"]),
    .testTarget(
      name: "FieldMachinesTests",
      dependencies: ["FieldMachines", "FieldCharts", "FieldMachinesTesting"]),
    .target(name: "FieldChartRendering", dependencies: ["FieldMachines", "FieldCharts"]),
    .target(
      name: "FieldChartCommand",
      dependencies: ["FieldMachines", "FieldCharts", "FieldChartRendering", "FieldMachinesTesting"]),
    .executableTarget(name: "fieldchart", dependencies: ["FieldChartCommand"]),
    .testTarget(
      name: "FieldChartTests",
      dependencies: [
        "FieldMachines", "FieldCharts", "FieldChartRendering", "FieldChartCommand",
        "FieldMachinesTesting",
        "fieldchart",
      ]),
    .testTarget(
      name: "TerminalFormTests", dependencies: ["terminal-form", "FieldMachines"],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  target.swiftSettings = settings
}
