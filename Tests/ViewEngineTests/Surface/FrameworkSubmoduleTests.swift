import Foundation
import Testing
import AppKit.NSImage
import UIKit.UIApplication
import UIKit.UIColor
import UIKit.UIImage
import os.log

// This file imports frameworks by submodule only, as real apps' and packages' files do
// (`import UIKit.UIImage` in an image cache, `import os.log` in a logger). The Swift book
// (Declarations, Import Declaration): "Providing more detail limits which symbols are
// imported—you can specify a specific submodule or a specific declaration within a module
// or submodule." On Apple's platforms the framework's Swift overlay comes with any of its
// submodules; here the Swift module is that overlay (Sources/EngineFrameworkSubmodules).

/// `import UIKit.UIImage`, `import AppKit.NSImage` and `import os.log` compile and bring the
/// framework's names, and every submodule the module map declares names what its framework
/// exports.
@Suite("Surface: a framework's submodule imports bring the framework")
struct FrameworkSubmoduleTests {
    @MainActor
    @Test func aSubmoduleImportBringsTheFrameworksNames() {
        let image = UIImage(systemName: "star")
        let tint: UIColor = .systemOrange
        let mac = NSImage(systemSymbolName: "star", accessibilityDescription: nil)
        let logger = Logger(subsystem: "submodules", category: "test")
        logger.info("from a file that imports os.log")
        #expect(image?.description == "star")
        #expect(tint.name == "systemOrange")
        #expect(mac != nil)
        #expect(UIApplication.shared.applicationState == .active)
    }

    /// The module map's submodules, per framework, read from its text.
    static func submodules() throws -> [String: [String]] {
        let path = SurfaceTableTests.root.appending(path: "Sources/EngineFrameworkSubmodules/module.modulemap")
        let map = try String(contentsOf: path, encoding: .utf8)
        var result: [String: [String]] = [:]
        var framework = ""
        for line in map.split(separator: "\n") {
            if let top = line.firstMatch(of: #/^module (\w+) /#) { framework = String(top.1) }
            if let sub = line.firstMatch(of: #/^\s+explicit module (\w+) /#) { result[framework, default: []].append(String(sub.1)) }
        }
        return result
    }

    /// A submodule is named as the header that declares an exported type: `UIKit.UIImage`
    /// exists because `UIKit` exports `UIImage`, never for a name the module lacks.
    @Test func everySubmoduleNamesAnExportedType() throws {
        let submodules = try Self.submodules()
        #expect(submodules.keys.sorted() == ["AppKit", "UIKit", "os"])
        for framework in ["UIKit", "AppKit"] {
            let source = try String(contentsOf: SurfaceTableTests.root.appending(path: "Sources/\(framework)/\(framework).swift"), encoding: .utf8)
            let exported = Set(source.matches(of: /(?m)^@_exported import (?:class|struct|enum|protocol|var|func|let) ViewEngine\.(\w+)$/).map { String($0.1) })
            let named = submodules[framework] ?? []
            #expect(named.count > 15)
            #expect(named.filter { !exported.contains($0) } == [], "\(framework) submodules naming no exported type")
        }
        #expect(submodules["os"] == ["log"])
    }
}
