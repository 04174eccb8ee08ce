import ArgumentParser
import CompatCheck
import Foundation

/// `screens-fetch OUT`: the whole-screen reference set's pictures and view sources, fetched
/// again from their repositories at the commits `Inventory/screens.tsv` names.
@main
struct ScreensFetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screens-fetch",
        abstract: "Fetches the reference set's iOS pictures and view sources into a folder outside the repository.",
        discussion: """
        For each row of the table (--table, Inventory/screens.tsv by default) it reads the picture and the \
        view's source files at the row's commit, from the mirror of the repository in --mirrors (a folder \
        named owner+name holding a git directory) when it has the commit, else by fetching the commit from \
        https://github.com/owner/name into a bare clone kept in --cache. Each row goes to OUT/<name>/: the \
        picture as reference.png, the sources under source/ at their paths in the repository. A row that \
        cannot be fetched is reported and the next goes on; OUT/screens-fetch.tsv sums up every row. Exits \
        with status 1 when a row failed or is incomplete. See Inventory/README.md.
        """
    )

    @Argument(help: "Where the pictures and sources go (outside the repository: they are third-party work).")
    var output: String

    @Option(help: ArgumentHelp("The reference set's table.", valueName: "path"))
    var table = Engine.defaultRepo + "/Inventory/screens.tsv"

    @Option(help: ArgumentHelp("A folder of local mirrors, one per repository named owner+name.", valueName: "path"))
    var mirrors: String?

    @Option(help: ArgumentHelp("Where clones fetched from the network are kept; by default OUT/.repositories.", valueName: "path"))
    var cache: String?

    @Option(help: ArgumentHelp("What owner/name is appended to, to fetch a repository.", valueName: "url"))
    var remote = "https://github.com/"

    @Option(parsing: .upToNextOption, help: "Only these rows, by name.")
    var only: [String] = []

    @Option(name: .customLong("set"), help: ArgumentHelp("Only the rows of this set (ios17-18, ios26-control).", valueName: "set"))
    var onlySet: String?

    mutating func run() throws {
        let rows = try ScreenReference.rows(tsv: try String(contentsOfFile: table, encoding: .utf8))
            .filter { (only.isEmpty || only.contains($0.name)) && (onlySet == nil || $0.set == onlySet) }
        let folder = URL(fileURLWithPath: output).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fetcher = ScreenFetcher(mirrors: mirrors.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                                    cache: cache.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? folder + "/.repositories",
                                    remoteBase: remote)
        var results: [ScreenFetchResult] = []
        for row in rows {
            let result = fetcher.fetch(row, into: folder)
            print(result.line)
            results.append(result)
        }
        try ScreenFetchResult.tsv(results).write(toFile: folder + "/screens-fetch.tsv", atomically: true, encoding: .utf8)
        let fetched = results.filter { $0.status == .fetched }.count
        print("\(rows.count) rows: \(fetched) fetched, \(results.count - fetched) not (\(folder)/screens-fetch.tsv)")
        if fetched < results.count { throw ExitCode(1) }
    }
}
