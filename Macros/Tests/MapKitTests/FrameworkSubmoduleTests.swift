import CoreLocation.CLLocation
import Foundation
import MapKit.MKGeometry
import Testing

// This file imports MapKit and Core Location by submodule only, as real packages do
// (`import MapKit.MKGeometry` in a map helper). The Swift book (Declarations, Import
// Declaration): "Providing more detail limits which symbols are imported—you can specify a
// specific submodule or a specific declaration within a module or submodule." On Apple's
// platforms the framework's Swift overlay comes with any of its submodules; here the Swift
// module is that overlay (Sources/FrameworkSubmodules).

/// `import MapKit.MKGeometry` and `import CoreLocation.CLLocation` compile and bring the
/// frameworks' names; every submodule the module map declares is a file of its framework.
@Suite("MapKit and Core Location: a submodule import brings the framework")
struct FrameworkSubmoduleTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func aSubmoduleImportBringsTheFrameworksNames() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4),
                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.2))
        let berlin = CLLocation(latitude: 52.52, longitude: 13.405)
        let potsdam = CLLocation(latitude: 52.39, longitude: 13.065)
        #expect(region.span.longitudeDelta == 0.2)
        #expect((27_000...27_400).contains(berlin.distance(from: potsdam)))   // about 27.2 km on the great circle
    }

    /// A submodule is named as the Apple header and its framework has the file of that name:
    /// `MapKit.MKGeometry` exists because Sources/MapKit/MKGeometry.swift does.
    @Test func everySubmoduleIsAFileOfItsFramework() throws {
        let map = try String(contentsOf: Self.package.appending(path: "Sources/FrameworkSubmodules/module.modulemap"), encoding: .utf8)
        var submodules: [String: [String]] = [:]
        var framework = ""
        for line in map.split(separator: "\n") {
            if let top = line.firstMatch(of: #/^module (\w+) /#) { framework = String(top.1) }
            if let sub = line.firstMatch(of: #/^\s+explicit module (\w+) /#) { submodules[framework, default: []].append(String(sub.1)) }
        }
        #expect(submodules.keys.sorted() == ["CoreLocation", "MapKit"])
        let missing = submodules.flatMap { framework, names in
            names.filter { !FileManager.default.fileExists(atPath: Self.package.appending(path: "Sources/\(framework)/\($0).swift").path) }
        }
        #expect(missing == [], "submodules with no file of that name in their framework")
        #expect(submodules["MapKit"]?.contains("MKGeometry") == true)
    }
}
