import Foundation

/// One row of the whole-screen reference set (`Inventory/screens.tsv`): the picture iOS
/// drew and how its test hosted the view — the window, the top inset, the text size, the
/// appearance — which the engine's drawing of the same view is hosted with.
public struct ScreenRow: Sendable, Equatable {
    /// The row's name, such as `ha-privacy-dark`.
    public var name: String
    /// The set: `ios17-18`, or `ios26-control` for the Liquid Glass pictures a scorer must fail.
    public var set: String
    /// The window in points.
    public var width: Double
    /// The window in points.
    public var height: Double
    /// Pixels a point in iOS's picture.
    public var scale: Int
    /// Whether iOS drew the picture dark.
    public var isDark: Bool
    /// The top inset the test's host gave the view, in points; `nil` where the row does not
    /// say (`-`, the control set), and the view's other row says it.
    public var hostTop: Double?
    /// The Dynamic Type size the test drew at: `medium` or `large`.
    public var textSize: String

    /// Whether the row belongs to the control set, which must fail at the containers.
    public var isControl: Bool { self.set == "ios26-control" }

    /// The name of the view the row draws: the row's name without its appearance, and
    /// without the iOS 26 mark of a control (`ha26-privacy-light` draws `ha-privacy`).
    public var screenName: String {
        var name = self.name
        for suffix in ["-light", "-dark"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        if let dash = name.firstIndex(of: "-"), name[..<dash].hasSuffix("26") {
            let prefix = name[..<dash].dropLast(2)
            name = String(prefix + name[dash...])
        }
        return name
    }
}

/// What is wrong with a line of the rows table.
public struct ScreenRowError: Error, CustomStringConvertible, Equatable {
    /// The line's number, from 1, and what is wrong with it.
    public var description: String
}

extension ScreenRow {
    /// The columns a row needs, as the table's heading names them.
    static let neededColumns = ["name", "set", "window", "scale", "appearance", "host_top", "text_size"]

    /// Reads the rows of `Inventory/screens.tsv`, by its heading's column names; a bad line
    /// is an error naming its line and what is wrong, and the other lines are still read.
    public static func rows(fromTable text: String) -> (rows: [ScreenRow], errors: [ScreenRowError]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return ([], [ScreenRowError(description: "the table is empty: no heading")]) }
        let heading = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let missing = neededColumns.filter { !heading.contains($0) }
        guard missing.isEmpty else {
            return ([], [ScreenRowError(description: "line 1: the heading has no column \(missing.joined(separator: ", ")) (it has \(heading.joined(separator: ", ")))")])
        }
        var rows: [ScreenRow] = []
        var errors: [ScreenRowError] = []
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let number = index + 2
            func field(_ column: String) -> String {
                let position = heading.firstIndex(of: column)!
                return position < fields.count ? fields[position] : ""
            }
            let window = field("window").split(separator: "x").compactMap { Double($0) }
            guard window.count == 2, window.allSatisfy({ $0 > 0 }) else {
                errors.append(ScreenRowError(description: "line \(number) (\(field("name"))): window \"\(field("window"))\" is not WIDTHxHEIGHT in points"))
                continue
            }
            guard let scale = Int(field("scale")), (1...3).contains(scale) else {
                errors.append(ScreenRowError(description: "line \(number) (\(field("name"))): scale \"\(field("scale"))\" is not 1, 2 or 3"))
                continue
            }
            guard ["light", "dark"].contains(field("appearance")) else {
                errors.append(ScreenRowError(description: "line \(number) (\(field("name"))): appearance \"\(field("appearance"))\" is neither light nor dark"))
                continue
            }
            let textSize = String(field("text_size").prefix { $0.isLetter })
            guard ["medium", "large"].contains(textSize) else {
                errors.append(ScreenRowError(description: "line \(number) (\(field("name"))): text size \"\(field("text_size"))\" begins with neither medium nor large"))
                continue
            }
            rows.append(ScreenRow(name: field("name"), set: field("set"), width: window[0], height: window[1], scale: scale,
                                  isDark: field("appearance") == "dark",
                                  hostTop: Double(field("host_top").prefix { $0.isNumber || $0 == "." }),
                                  textSize: textSize))
        }
        return (rows, errors)
    }
}
