import Foundation

/// The Swift files a command line names: files as given, folders searched recursively for
/// `.swift` files (hidden folders and `.build` skipped), in a stable order.
public enum SourceFiles {
    /// A path that names nothing.
    public struct Missing: Error, CustomStringConvertible {
        /// The path as given.
        public let path: String
        /// `no such file or directory: PATH`
        public var description: String { "no such file or directory: \(path)" }
    }

    /// The files under `paths`.
    ///
    /// - Throws: ``Missing`` for the first path that does not exist.
    public static func expand(_ paths: [String]) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
            guard isDirectory.boolValue else { files.append(path); continue }
            files += swiftFiles(under: path)
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }

    private static func swiftFiles(under folder: String) -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += swiftFiles(under: path)
            } else if name.hasSuffix(".swift") {
                files.append(path)
            }
        }
        return files
    }
}
