// What `swift package describe --type json` says of a package: its executable products
// and the Swift targets each links, with their sources.

import Foundation
import ProcessRunner

/// A package's products and targets, as SwiftPM describes them.
struct PackageFacts: Decodable, Sendable {
    /// The package's name.
    let name: String
    /// Its products.
    let products: [Product]
    /// Its targets.
    let targets: [Target]

    struct Product: Decodable, Sendable {
        let name: String
        /// Its targets (the first is an executable's main module).
        let targets: [String]
        let type: [String: JSONValue]
        /// Whether it is an executable.
        var isExecutable: Bool { type["executable"] != nil }
    }

    struct Target: Decodable, Sendable {
        let name: String
        /// Its module's name.
        let c99name: String
        /// Its folder, relative to the package.
        let path: String
        /// Its source files, relative to its folder.
        let sources: [String]?
        /// `library`, `executable`, `test`...
        let type: String
        /// `SwiftTarget`, `ClangTarget`...
        let module_type: String?
        /// The products it is part of.
        let product_memberships: [String]?
    }

    /// The executable products' names.
    var executables: [String] { products.filter(\.isExecutable).map(\.name) }

    /// The Swift targets of the package that `product` links, with their source files.
    func swiftTargets(of product: String) -> [Target] {
        targets.filter { $0.module_type == "SwiftTarget" && $0.type != "test" && ($0.product_memberships ?? []).contains(product) }
    }

    /// The package at `directory`, described by SwiftPM. It reads the root manifest only
    /// (no dependency is resolved, nothing is built); `scratchArguments` name the build
    /// folder the build uses, so that SwiftPM works in that one folder only.
    ///
    /// - Throws: ``PreviewError`` with SwiftPM's own words when the manifest cannot be read.
    static func describe(_ directory: URL, swift: URL, scratchArguments: [String] = []) async throws -> PackageFacts {
        let result = try await ChildProcess.run([swift.path, "package"] + scratchArguments + ["describe", "--type", "json"], in: directory.path)
        // SwiftPM may print progress (resolving, fetching) before the JSON.
        guard result.succeeded, let start = result.output.firstIndex(of: "{"),
              let facts = try? JSONDecoder().decode(PackageFacts.self, from: Data(result.output[start...].utf8)) else {
            throw PreviewError("SwiftPM could not read the package at \(directory.path):\n\(result.output.suffix(4_000))")
        }
        return facts
    }
}

/// Why the server cannot go on, in words for the person who started it.
public struct PreviewError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do.
    public let description: String
    init(_ description: String) { self.description = description }
}
