// Builds a package's previews: `swift build` of the product that links the views, then
// the agent, compiled with the product's search paths and linked with its objects, with a
// registry of the package's `PreviewProvider`s (the `#Preview`s register themselves).

import Foundation
import ProcessRunner

/// What a build gave.
enum BuildOutcome: Sendable {
    /// The agent, ready to run.
    case built(agent: URL, product: String)
    /// The build failed: the compiler's errors and the end of its output.
    case failed(errors: [CompilerError], log: String)
}

/// Builds the previews of one package.
struct PreviewBuilder: Sendable {
    /// The package's folder.
    let package: URL
    /// The product that links the views, if the command line named one.
    let product: String?
    /// `swift`, and `swiftc` beside it.
    let swift: URL
    var swiftc: URL { swift.deletingLastPathComponent().appendingPathComponent("swiftc") }
    /// The package's build folder: its `.build`, or the `--scratch-path` the command line
    /// gave (a folder shared with other packages that build the same modules).
    let scratch: URL
    /// What `swift build` is given beside the product and the build folder.
    let buildFlags: [String]
    /// A folder laid out as the app's bundle, whose entries are placed beside the agent.
    let resources: URL?

    init(package: URL, product: String?, swift: URL, scratch: URL? = nil, buildFlags: [String] = [], resources: URL? = nil) {
        self.package = package
        self.product = product
        self.swift = swift
        self.scratch = scratch ?? PreviewBuilder.defaultScratch(of: package)
        self.buildFlags = buildFlags
        self.resources = resources
    }

    /// The builder of the package `options` name (its product, build folder, flags and
    /// resources).
    init(options: ServerOptions, swift: URL) {
        self.init(package: URL(fileURLWithPath: options.packagePath).standardizedFileURL, product: options.product, swift: swift,
                  scratch: options.scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL },
                  buildFlags: options.buildFlags, resources: options.resourcesPath.map { URL(fileURLWithPath: $0).standardizedFileURL })
    }

    /// A package's own build folder, `.build`.
    static func defaultScratch(of package: URL) -> URL { package.appendingPathComponent(".build") }

    /// Where the agent and its registry are written: `onchange-preview/<pid>/` in the build
    /// folder, a folder of this server's own (two servers on one package never write one agent).
    var outputFolder: URL { PreviewBuilder.agentsFolder(in: scratch).appendingPathComponent(String(getpid())) }

    /// The folder of the agents of every server that builds in `scratch`.
    static func agentsFolder(in scratch: URL) -> URL { scratch.appendingPathComponent("onchange-preview") }

    /// `swift build`'s arguments that name the build folder, when it is not the package's own.
    var scratchArguments: [String] {
        scratch.path == PreviewBuilder.defaultScratch(of: package).path ? [] : ["--scratch-path", scratch.path]
    }

    /// `swift build`'s arguments (after `swift`) for `product`: the build folder's and the flags.
    func buildArguments(_ product: String) -> [String] {
        ["build", "--product", product] + scratchArguments + buildFlags
    }

    /// Removes the agents of servers that are no longer running.
    func removeStaleAgents() {
        let folder = PreviewBuilder.agentsFolder(in: scratch)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            guard let pid = Int32(name), pid != getpid(), kill(pid, 0) != 0 else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Builds the package and its agent; `progress` is told each step of the package's
    /// build as SwiftPM reports it, then the agent's compilation as a last step.
    ///
    /// - Throws: ``PreviewError`` when the package cannot have previews at all (no
    ///   executable product, no ViewEngine); a failing build is an outcome, not an error.
    func build(progress: (@Sendable (BuildProgress) -> Void)? = nil) async throws -> BuildOutcome {
        let facts = try await PackageFacts.describe(package, swift: swift, scratchArguments: scratchArguments)
        let product = try chooseProduct(facts)
        let onOutput: (@Sendable ([UInt8]) -> Void)? = progress.map { progress in
            let reader = BuildProgressReader(progress)
            return { reader.read($0) }
        }
        let build = try await ChildProcess.run([swift.path] + buildArguments(product), in: package.path,
                                               onOutput: onOutput)
        guard build.succeeded else {
            return .failed(errors: CompilerErrors.parse(build.output, packagePath: package.path), log: String(build.output.suffix(16_000)))
        }
        let plan = try BuildPlan(contentsOf: scratch.appendingPathComponent("debug.yaml"))
        guard let link = plan.linkCommand(of: product), let output = BuildPlan.value(of: "-o", in: link) else {
            throw PreviewError("SwiftPM's build plan has no link command for \(product); build it with `\((["swift"] + buildArguments(product)).joined(separator: " "))` and try again.")
        }
        let binPath = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let objects = linkedObjects(link)
        guard objects.contains(where: { $0.contains("/ViewEngine.build/") }), let engine = plan.compileCommand(of: "ViewEngine"),
              let packageName = BuildPlan.value(of: "-package-name", in: engine) else {
            throw PreviewError("\(product) does not link ViewEngine: it has no views to preview. Its package depends on OnChangeKit (the ViewEngine product) or on ViewEngineMacros.")
        }
        let mainModule = facts.targets.first { $0.name == facts.products.first { $0.name == product }?.targets.first }?.c99name ?? product
        let search = BuildPlan.searchArguments(of: plan.compileCommand(of: mainModule) ?? engine)
        let providers = providerRegistrations(facts, product: product)
        let usesMacros = objects.contains { $0.contains("/ViewEngineMacros.build/") }
        progress?(BuildProgress(done: 0, total: 1, step: "Compiling the preview agent for \(product)"))
        return try await compileAgent(
            product: product, providers: providers, usesMacros: usesMacros, packageName: packageName, search: search,
            link: BuildPlan.linkArguments(of: link, binPath: binPath))
    }

    /// The product named on the command line, or the package's first executable.
    private func chooseProduct(_ facts: PackageFacts) throws -> String {
        let executables = facts.executables
        if let product {
            guard executables.contains(product) else {
                throw PreviewError("The package \(facts.name) has no executable product \(product); its executables: \(executables.isEmpty ? "none" : executables.joined(separator: ", ")).")
            }
            return product
        }
        guard let first = executables.first else {
            throw PreviewError("The package \(facts.name) at \(package.path) has no executable product. The previews are linked with one: add an executable target that depends on the library with your views (its main file can be empty), then run onchange-preview again.")
        }
        return first
    }

    /// The object files a link command links (its `@…LinkFileList`).
    private func linkedObjects(_ link: [String]) -> [String] {
        guard let list = link.first(where: { $0.hasPrefix("@") }),
              let text = try? String(contentsOfFile: String(list.dropFirst()), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// A `PreviewProvider` of one of the package's modules: its module, type, `#fileID` and line.
    struct ProviderRegistration: Equatable {
        var module: String
        var typeName: String
        var fileID: String
        var line: Int
    }

    /// The `PreviewProvider`s of the package's own modules that `product` links.
    private func providerRegistrations(_ facts: PackageFacts, product: String) -> [ProviderRegistration] {
        facts.swiftTargets(of: product).flatMap { target in
            (target.sources ?? []).sorted().flatMap { source -> [ProviderRegistration] in
                let url = package.appendingPathComponent(target.path).appendingPathComponent(source)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
                let fileID = "\(target.c99name)/\(url.lastPathComponent)"
                return ProviderScanner.providers(in: text).map { provider in
                    ProviderRegistration(module: target.c99name, typeName: provider.typeName, fileID: fileID, line: provider.line)
                }
            }
        }
    }

    /// The agent's registry, as Swift files (name, text): `Registry.swift`'s
    /// `registeredPreviews()`, the `#Preview`s and each module's providers, and a file per
    /// module that imports that module alone and names its providers unqualified — a
    /// module's name is no qualifier where the module declares a type of that name
    /// (`SymbolPicker.SymbolPicker_Previews` is looked up in the struct `SymbolPicker`), and
    /// a file sees only the modules it imports.
    static func registrySources(_ providers: [ProviderRegistration]) -> [(name: String, text: String)] {
        let modules = Set(providers.map(\.module)).sorted()
        let perModule = modules.enumerated().map { index, module in
            (name: "Registry-\(index).swift", text: """
                // Written by onchange-preview: the PreviewProviders of \(module), found in its sources.
                import ViewEngine
                @testable import \(module)

                @MainActor
                func registeredPreviews\(index)() -> [RegisteredPreview] {
                    [
                \(providers.filter { $0.module == module }.map { "        providerPreview(\($0.typeName).self, file: \(swiftLiteral($0.fileID)), line: \($0.line))," }.joined(separator: "\n"))
                    ]
                }

                """)
        }
        let main = """
            // Written by onchange-preview: the package's previews, its #Previews and its modules' PreviewProviders.
            import ViewEngine

            @MainActor
            func registeredPreviews() -> [RegisteredPreview] {
                macroPreviews()\(modules.indices.map { " + registeredPreviews\($0)()" }.joined())
            }

            """
        return [(name: "Registry.swift", text: main)] + perModule
    }

    /// Writes the registry and compiles and links the agent.
    private func compileAgent(product: String, providers: [ProviderRegistration], usesMacros: Bool, packageName: String,
                              search: [String], link: [String]) async throws -> BuildOutcome {
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        var registry: [URL] = []
        for file in Self.registrySources(providers) {
            let url = outputFolder.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            registry.append(url)
        }
        let agent = outputFolder.appendingPathComponent("agent")
        let sources = (ToolFiles.swiftFiles(in: ToolFiles.agent) + ToolFiles.swiftFiles(in: ToolFiles.protocolSources) + registry).map(\.path)
        var arguments = ["-module-name", "OnChangePreviewAgent", "-package-name", packageName, "-swift-version", "6", "-Onone"]
        if usesMacros { arguments += ["-D", "PREVIEW_MACROS"] }
        arguments += search + sources + link + ["-o", agent.path]
        let result = try await ChildProcess.run([swiftc.path] + arguments, in: package.path)
        guard result.succeeded else {
            return .failed(errors: CompilerErrors.parse(result.output, packagePath: package.path),
                           log: "The preview agent did not compile against the package:\n" + String(result.output.suffix(16_000)))
        }
        try placeResources(beside: agent)
        return .built(agent: agent, product: product)
    }

    /// Places each entry of ``resources`` beside `agent` (a symbolic link to it), where
    /// Linux's `Bundle.main`, the running program's folder, finds it: an app's
    /// `Bundle.main.url(forResource:withExtension:)` finds its files, and the engine its asset
    /// catalogs in `NAME.resources/`, as in the app's bundle. An entry named as one of the
    /// agent's own files (the agent, its registry, a trap report) is left out.
    func placeResources(beside agent: URL) throws {
        guard let resources else { return }
        let manager = FileManager.default
        let folder = agent.deletingLastPathComponent()
        let own = Set(((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []))
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: resources.path).sorted()
        } catch {
            throw PreviewError("The resources folder \(resources.path) cannot be read: give --resources a folder laid out as the app's bundle.")
        }
        for name in entries where !own.contains(name) && !name.hasPrefix("trap-") {
            try manager.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: resources.appendingPathComponent(name))
        }
    }
}

/// `"text"` as a Swift string literal.
private func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
