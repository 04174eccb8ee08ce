import Foundation
import ProcessRunner

/// One row of the whole-screen reference set (`Inventory/screens.tsv`): a picture iOS drew
/// of a screen, kept in a public repository beside the source of the view it shows.
public struct ScreenReference: Sendable, Equatable {
    /// The pair's name; also the folder `screens-fetch` writes it to.
    public var name: String
    /// `ios17-18`, or `ios26-control` for the pictures a scorer must fail.
    public var set: String
    /// The repository, `owner/name` on GitHub.
    public var repository: String
    /// The commit both the picture and the sources are taken at.
    public var commit: String
    /// The picture's path in the repository.
    public var picture: String
    /// The view's source files (and the test that drew it), paths in the repository; a path
    /// may end in `@COMMIT`, a file read at that commit (``ScreenFetcher/sourceAndCommit(_:row:)``).
    public var sources: [String]
    /// The window in points, when the row gives it (`390x844`).
    public var window: (width: Int, height: Int)?
    /// Pixels per point, when the row gives it.
    public var scale: Int?

    /// A row with these values.
    public init(name: String, set: String, repository: String, commit: String, picture: String,
                sources: [String] = [], window: (width: Int, height: Int)? = nil, scale: Int? = nil) {
        self.name = name
        self.set = set
        self.repository = repository
        self.commit = commit
        self.picture = picture
        self.sources = sources
        self.window = window
        self.scale = scale
    }

    /// The picture's size in pixels the row's window and scale make, when it gives both.
    public var expectedPixels: (width: Int, height: Int)? {
        guard let window, let scale else { return nil }
        return (window.width * scale, window.height * scale)
    }

    /// The columns a table must have; the others (device, iOS, appearance, kind, …) are read
    /// by people and by the scorer, not by the fetch.
    public static let requiredColumns = ["name", "repository", "commit", "picture"]

    /// The table's rows, from the TSV's text: its first line names the columns, in any order;
    /// `sources` are separated by `;`.
    ///
    /// - Throws: ``ScreenTableError`` when a required column is missing or a row has no name.
    public static func rows(tsv: String) throws(ScreenTableError) -> [ScreenReference] {
        var lines = tsv.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst()
        if let missing = requiredColumns.first(where: { !header.contains($0) }) {
            throw ScreenTableError(description: "the table has no column \"\(missing)\"")
        }
        func column(_ name: String, _ row: [String]) -> String {
            guard let index = header.firstIndex(of: name), index < row.count else { return "" }
            return row[index].trimmingCharacters(in: .whitespaces)
        }
        var rows: [ScreenReference] = []
        for (index, row) in lines.enumerated() {
            let name = column("name", row)
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw ScreenTableError(description: "row \(index + 2) has no usable name")
            }
            rows.append(ScreenReference(
                name: name, set: column("set", row), repository: column("repository", row),
                commit: column("commit", row), picture: column("picture", row),
                sources: column("sources", row).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty },
                window: size(column("window", row)), scale: Int(column("scale", row))))
        }
        return rows
    }

    /// `390x844` as a size; `nil` for anything else.
    static func size(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    /// Rows are equal when every value is.
    public static func == (lhs: ScreenReference, rhs: ScreenReference) -> Bool {
        lhs.name == rhs.name && lhs.set == rhs.set && lhs.repository == rhs.repository && lhs.commit == rhs.commit
            && lhs.picture == rhs.picture && lhs.sources == rhs.sources && lhs.window?.width == rhs.window?.width
            && lhs.window?.height == rhs.window?.height && lhs.scale == rhs.scale
    }
}

/// A table `screens-fetch` cannot read.
public struct ScreenTableError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with it.
    public let description: String
}

/// A PNG's size, read from its header.
public enum PNGHeader {
    /// The width and height in pixels of the PNG `data` begins, or `nil` when it is no PNG.
    public static func size(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}

/// What fetching one row did.
public struct ScreenFetchResult: Sendable, Equatable {
    /// How it went.
    public enum Status: String, Sendable {
        /// The picture and every source were written.
        case fetched
        /// The picture was written; a source was not (its path is not at the commit).
        case incomplete
        /// Nothing usable was written: the repository, the commit or the picture could not be had.
        case failed
    }

    /// The row's name.
    public var name: String
    /// How it went.
    public var status: Status
    /// Where the repository was read: `mirror`, `clone`, or empty when it was not reached.
    public var via: String
    /// The picture's size in pixels, when it was written.
    public var pixels: String
    /// Why it failed, and what else is worth knowing (a picture of an unexpected size, a
    /// source not at the commit).
    public var notes: [String]

    /// One line for the terminal: `name: fetched (mirror, 1170x2532)`, `name: failed: why`.
    public var line: String {
        var text = name + ": " + status.rawValue
        let details = [via, pixels].filter { !$0.isEmpty }
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        if !notes.isEmpty { text += ": " + notes.joined(separator: "; ") }
        return text
    }

    /// The results as a TSV (`name`, `status`, `via`, `pixels`, `notes`), the summary
    /// `screens-fetch` writes beside the pictures.
    public static func tsv(_ results: [ScreenFetchResult]) -> String {
        let clean = { (text: String) in text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
        return (["name\tstatus\tvia\tpixels\tnotes"] + results.map {
            [$0.name, $0.status.rawValue, $0.via, $0.pixels, $0.notes.joined(separator: "; ")].map(clean).joined(separator: "\t")
        }).joined(separator: "\n") + "\n"
    }
}

/// Fetches the reference set's pictures and view sources again: from local mirrors of the
/// repositories when they have the commit, else from the repository itself (`git fetch` of
/// the commit into a bare cache). Each row is written to `OUT/<name>/`: the picture as
/// `reference.png` and each source under `source/`, at its path in the repository.
public struct ScreenFetcher: Sendable {
    /// The folder of mirrors, one per repository named `owner+name`, holding a git directory
    /// (`owner+name/repo`, `owner+name/repo/.git`, `owner+name/.git` or `owner+name` itself).
    public var mirrors: String?
    /// Where bare clones are kept between runs.
    public var cache: String
    /// What a repository's name is appended to, to fetch it (`https://github.com/`).
    public var remoteBase: String
    /// Seconds one `git fetch` may take.
    public var fetchTimeout: Double

    /// A fetcher reading `mirrors` first, then fetching from `remoteBase` into `cache`.
    public init(mirrors: String?, cache: String, remoteBase: String = "https://github.com/", fetchTimeout: Double = 900) {
        self.mirrors = mirrors
        self.cache = cache
        self.remoteBase = remoteBase
        self.fetchTimeout = fetchTimeout
    }

    /// Writes `row`'s picture and sources into `output/<name>/`, replacing what was there.
    /// It never throws: what went wrong is in the result, so the next row can go on.
    public func fetch(_ row: ScreenReference, into output: String) -> ScreenFetchResult {
        var result = ScreenFetchResult(name: row.name, status: .failed, via: "", pixels: "", notes: [])
        guard row.repository.split(separator: "/").count == 2, !row.commit.isEmpty, !row.picture.isEmpty else {
            result.notes.append("the row needs a repository (owner/name), a commit and a picture")
            return result
        }
        let gitDirectory: String
        switch locate(row) {
        case .success(let found):
            gitDirectory = found.directory
            result.via = found.via
        case .failure(let reason):
            result.notes.append(reason.description)
            return result
        }
        let picture: Data
        switch blob(gitDirectory, row.commit, row.picture) {
        case .success(let data): picture = data
        case .failure(let reason):
            result.notes.append("the picture: \(reason)")
            return result
        }
        if picture.starts(with: Array("version https://git-lfs".utf8)) {
            result.notes.append("the picture is a Git LFS pointer; the repository does not hold its pixels")
            return result
        }
        guard let size = PNGHeader.size(of: picture) else {
            result.notes.append("the picture is not a PNG")
            return result
        }
        result.pixels = "\(size.width)x\(size.height)"
        if let expected = row.expectedPixels, expected != size {
            result.notes.append("the picture is \(size.width)x\(size.height) pixels; the row's window and scale make \(expected.width)x\(expected.height)")
        }
        let folder = URL(fileURLWithPath: output).appending(path: row.name)
        do {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try picture.write(to: folder.appending(path: "reference.png"))
        } catch {
            result.notes.append("could not write into \(folder.path): \(error.localizedDescription)")
            return result
        }
        result.status = .fetched
        for entry in row.sources {
            let (source, commit) = Self.sourceAndCommit(entry, row: row)
            if commit != row.commit, result.via == "clone", !hasCommit(gitDirectory, commit) {
                _ = git(["--git-dir=" + gitDirectory, "fetch", "--quiet", "--depth=1", remoteBase + row.repository, commit],
                        timeout: fetchTimeout)
            }
            switch blob(gitDirectory, commit, source) {
            case .success(let data):
                let file = folder.appending(path: "source").appending(path: source)
                do {
                    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: file)
                } catch {
                    result.status = .incomplete
                    result.notes.append("could not write \(source): \(error.localizedDescription)")
                }
            case .failure(let reason):
                result.status = .incomplete
                result.notes.append("the source \(source): \(reason)")
            }
        }
        return result
    }

    /// A `sources` entry's path and the commit it is read at: `PATH@COMMIT` (a full commit
    /// of the same repository) names a file the row's commit lacks but that another commit
    /// holds as the app's build had it — a generated file committed later, such as a font a
    /// build script downloaded — and is written at `PATH`; any other entry is read at the
    /// row's commit.
    static func sourceAndCommit(_ entry: String, row: ScreenReference) -> (path: String, commit: String) {
        guard let at = entry.lastIndex(of: "@") else { return (entry, row.commit) }
        let commit = entry[entry.index(after: at)...]
        guard commit.count == 40, commit.allSatisfy(\.isHexDigit) else { return (entry, row.commit) }
        return (String(entry[..<at]), String(commit))
    }

    /// Why a repository or a file could not be read.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The reason, in a few words.
        public let description: String
    }

    /// The git directory holding `row`'s commit: a mirror's, else the cache's after a fetch.
    func locate(_ row: ScreenReference) -> Result<(directory: String, via: String), Failure> {
        let slug = row.repository.replacingOccurrences(of: "/", with: "+")
        var mirrorNote = ""
        if let mirrors {
            let base = URL(fileURLWithPath: mirrors).appending(path: slug).path
            let candidates = [base + "/repo/.git", base + "/repo", base + "/.git", base]
            if let directory = candidates.first(where: isGitDirectory) {
                if hasCommit(directory, row.commit) { return .success((directory, "mirror")) }
                mirrorNote = "the mirror lacks \(row.commit); "
            } else {
                mirrorNote = "no mirror of \(row.repository); "
            }
        }
        let directory = URL(fileURLWithPath: cache).appending(path: slug + ".git").path
        if !isGitDirectory(directory) {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let made = git(["init", "--bare", "--quiet", directory])
            guard made.succeeded else {
                return .failure(Failure(description: mirrorNote + "could not make a clone in \(directory): \(lastLine(made.output))"))
            }
        }
        if hasCommit(directory, row.commit) { return .success((directory, "clone")) }
        let remote = remoteBase + row.repository
        let byCommit = git(["--git-dir=" + directory, "fetch", "--quiet", "--depth=1", remote, row.commit], timeout: fetchTimeout)
        if byCommit.succeeded, hasCommit(directory, row.commit) { return .success((directory, "clone")) }
        let whole = git(["--git-dir=" + directory, "fetch", "--quiet", remote, "+refs/heads/*:refs/heads/*", "+refs/tags/*:refs/tags/*"],
                        timeout: fetchTimeout)
        if whole.succeeded, hasCommit(directory, row.commit) { return .success((directory, "clone")) }
        let why = whole.succeeded ? "it has no commit \(row.commit)" : lastLine(whole.output.isEmpty ? byCommit.output : whole.output)
        return .failure(Failure(description: mirrorNote + "could not fetch \(remote): \(why)"))
    }

    /// The bytes of `path` at `commit`, read with `git cat-file` (binary, whole).
    func blob(_ directory: String, _ commit: String, _ path: String) -> Result<Data, Failure> {
        let object = commit + ":" + path
        let exists = git(["--git-dir=" + directory, "cat-file", "-e", object])
        guard exists.succeeded else { return .failure(Failure(description: "not at \(commit.prefix(12))")) }
        let child: ChildProcess
        do {
            child = try ChildProcess.start(["git", "--git-dir=" + directory, "cat-file", "blob", object],
                                           environment: Self.environment, output: .pipe, errors: .null)
        } catch {
            return .failure(Failure(description: error.description))
        }
        let data = child.output?.readDataToEndOfFile() ?? Data()
        let end = child.waitUntilExit()
        guard end.succeeded else { return .failure(Failure(description: "git cat-file \(end)")) }
        return .success(data)
    }

    func isGitDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path + "/objects", isDirectory: &isFolder) && isFolder.boolValue
            && FileManager.default.fileExists(atPath: path + "/HEAD")
    }

    func hasCommit(_ directory: String, _ commit: String) -> Bool {
        git(["--git-dir=" + directory, "cat-file", "-e", commit + "^{commit}"]).succeeded
    }

    func git(_ arguments: [String], timeout: Double? = 120) -> Outcome {
        ChildProcess.run(["git"] + arguments, environment: Self.environment, timeout: timeout)
    }

    func lastLine(_ text: String) -> String {
        text.split(separator: "\n").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "no output"
    }

    /// The tool's environment, with git told never to ask for a password.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        return environment
    }
}
