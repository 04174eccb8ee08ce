import Foundation

/// The pairs `screen-score table` scores (`OUT/score-pairs.tsv`): each row of the table
/// whose engine picture is in the output folder — drawn by this run or an earlier one —
/// beside its iOS picture, in the table's order. A run drawing only some rows (`--only`)
/// so keeps the pairs the others drew.
public enum ScorePairs {
    /// The table's heading.
    static let heading = "name\treference\tours\twindow\tscale\tours scale\texpect"

    /// The pairs file for `rows`, their iOS pictures under `references`
    /// (`REFS/NAME/reference.png`), each row listed when `isDrawn` says its picture
    /// (`NAME.png` in the output folder) is there.
    public static func table(rows: [ScreenRow], references: URL, isDrawn: (String) -> Bool) -> String {
        var lines = [heading]
        for row in rows where isDrawn("\(row.name).png") {
            let reference = references.appendingPathComponent("\(row.name)/reference.png").path
            lines.append([row.name, reference, "\(row.name).png", "\(Int(row.width))x\(Int(row.height))",
                          "\(row.scale)", "\(row.scale)", row.isControl ? "fail" : "pass"].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
