import Foundation
import Testing

/// The layers of `Sources/ViewEngine` call downward only (ARCHITECTURE.md): the engine
/// (`Core`, `Graph`) uses nothing of a feature folder or of `Host`, and no feature folder
/// uses `Host`.
///
/// The compiler checks it: each layer, with the layers below it and nothing above, must
/// type-check as a module of its own. Name resolution is the compiler's, so a use of a
/// type, a function, an extension member or an environment key declared above fails
/// alike.
@Suite("Layers call downward only")
struct LayeringTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ViewEngine")

    /// The Swift files of `Sources/ViewEngine` whose top folder `include` accepts, with the
    /// module's imports (`Exports.swift`, at the top).
    static func files(_ include: (String) -> Bool) -> [String] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            let folder = relative.contains("/") ? String(relative.split(separator: "/")[0]) : ""
            if folder.isEmpty || include(folder) { files.append(url.path) }
        }
        return files.sorted()
    }

    /// Type-checks `files` as the `ViewEngine` module against this build's other modules;
    /// returns the compiler's errors.
    static func typecheck(_ files: [String]) throws -> [String] {
        let modules = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `package` declarations of the other modules are visible under the package's name,
        // which SwiftPM derives from the package's folder, lowercased, every character that
        // cannot stand in an identifier becoming `_` (the folder `wt-drivers` gives
        // `wt_drivers`; a clone in `mktemp -d`'s `tmp.STvy2xyPcN` gives `tmp_stvy2xypcn`).
        let folder = sources.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()
        let packageName = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        process.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "ViewEngine",
                             "-package-name", packageName,
                             "-swift-version", "6", "-diagnostic-style", "llvm", "-I", modules.path] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        return process.terminationStatus == 0 ? errors : (errors.isEmpty ? [output] : errors)
    }

    static let engine: Set<String> = ["Core", "Graph"]

    /// Whether this run type-checks the engine on its own (about 8 s on 2 cores): CI skips
    /// it in the runs after the first (`LAYERING_CHECK=skip` in `.ci/run`).
    static let checksTheEngine = ProcessInfo.processInfo.environment["LAYERING_CHECK"] != "skip"

    @Test(.enabled(if: checksTheEngine))
    func theEngineTypeChecksWithoutTheFeaturesAndTheHost() throws {
        let files = Self.files { Self.engine.contains($0) }
        #expect(files.count > 60)
        let errors = try Self.typecheck(files)
        #expect(errors == [], "\(errors.prefix(5))")
    }

    @Test func noFeatureUsesTheHost() throws {
        // The host's declarations all hang on `ViewHost`: a feature that does not name it
        // cannot reach them.
        let features = Self.files { !Self.engine.contains($0) && $0 != "Host" }
        #expect(features.count > 100)
        let naming = try features.filter { path in
            let text = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
            return text.range(of: #"\bViewHost\b"#, options: .regularExpression) != nil
        }
        #expect(naming == [])
    }

    @Test func theCheckFindsAnUpwardUseOfAnExtensionMember() throws {
        // The mechanism, on two small files: an engine file that reads a value a feature
        // declares in an extension (the use the name grep this replaced missed) does not
        // type-check without the feature.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = directory.appendingPathComponent("Engine.swift")
        let feature = directory.appendingPathComponent("Feature.swift")
        try "struct Values {}\nfunc isDisabled(_ values: Values) -> Bool { !values.isEnabled }"
            .write(to: engine, atomically: true, encoding: .utf8)
        try "extension Values { var isEnabled: Bool { true } }".write(to: feature, atomically: true, encoding: .utf8)
        #expect(try Self.typecheck([engine.path, feature.path]) == [])
        let errors = try Self.typecheck([engine.path])
        #expect(errors.count == 1)
        #expect(errors.first?.contains("value of type 'Values' has no member 'isEnabled'") == true)
    }
}
