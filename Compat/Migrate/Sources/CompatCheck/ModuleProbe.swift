import Foundation
import ProcessRunner

/// Which imported modules exist here (the engine's, the toolchain's), found by compiling
/// `import X` once per name and remembered in the build folder until the engine changes.
/// Invariant (`@unchecked Sendable`): `flags` and `cachePath` are `let`s; `cache` is read and
/// written only under `lock`.
public final class ModuleProbe: @unchecked Sendable {
    private struct Cache: Codable {
        var stamp: String
        var available: [String: Bool]
    }

    private let flags: [String]
    private let cachePath: String
    private let lock = NSLock()
    private var cache: Cache

    /// A probe compiling against `engine` as the check does.
    public init(engine: Engine, options: CheckOptions) {
        flags = CompilerFlags.driver(engine, options)
        cachePath = engine.work + "/modules-available.json"
        let stamp = engine.stamp
        if let data = FileManager.default.contents(atPath: cachePath), let cached = try? JSONDecoder().decode(Cache.self, from: data), cached.stamp == stamp {
            cache = cached
        } else {
            cache = Cache(stamp: stamp, available: [:])
        }
    }

    /// Whether each of `names` can be imported here.
    public func probe(_ names: Set<String>) -> [String: Bool] {
        let todo = lock.withLock { names.filter { cache.available[$0] == nil }.sorted() }
        if !todo.isEmpty {
            let folder = FileManager.default.temporaryDirectory.appending(path: "compat-check-probe-\(getpid())-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let flags = self.flags
            let found = Parallel.map(todo, jobs: 2) { name -> Bool in
                let source = folder.appending(path: "probe_\(name).swift").path
                _ = FileManager.default.createFile(atPath: source, contents: Data("import \(name)\n".utf8))
                return ChildProcess.run(["swiftc"] + flags + ["-module-name", "Probe_" + name, source], timeout: 60).status == 0
            }
            lock.withLock {
                for (name, available) in zip(todo, found) { cache.available[name] = available }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                if let data = try? encoder.encode(cache) { _ = FileManager.default.createFile(atPath: cachePath, contents: data) }
            }
        }
        return lock.withLock { Dictionary(uniqueKeysWithValues: names.map { ($0, cache.available[$0] ?? false) }) }
    }
}
