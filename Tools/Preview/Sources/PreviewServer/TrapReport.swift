// A trap's stack, as Swift's backtracer writes it (SWIFT_BACKTRACE with format=json, to a
// file the server names): each frame demangled, with its file and line where the program's
// debug information has them. The page shows first the innermost frame in the user's own
// sources — the line of the body or action that trapped — and the whole stack below it.

import Foundation

/// The crashed thread's frames of a backtracer report.
struct TrapReport: Sendable, Equatable {
    /// One frame: the function (demangled), and its source location if known.
    struct Frame: Sendable, Equatable {
        /// The function, demangled (`TrapDemo.body.getter`), or the address when unknown.
        let function: String
        /// The binary it is in (`agent`, `libswiftCore.so`).
        let image: String?
        /// Its source file (absolute, as compiled), line and column, when the debug
        /// information has them.
        let file: String?
        let line: Int?
        let column: Int?

        /// `function — file:line:column`, with the file relative to `folder` when it is in it.
        func text(relativeTo folder: String) -> String {
            // A thunk the compiler wrote has no file of its own (`<compiler-generated>`).
            guard let file, let line, !file.contains("<compiler-generated>") else { return function + (image.map { " (\($0))" } ?? "") }
            return "\(function) — \(TrapReport.relative(file, to: folder)):\(line)\(column.map { ":\($0)" } ?? "")"
        }
    }

    /// What the backtracer says happened (`Illegal instruction`).
    let description: String
    /// The crashed thread's frames, innermost first.
    let frames: [Frame]

    /// The report in the backtracer's JSON `data`, or `nil` if it is not one.
    init?(json data: Data) {
        guard let report = try? JSONDecoder().decode(Report.self, from: data),
              let thread = report.threads.first(where: { $0.crashed == true }) ?? report.threads.first else { return nil }
        description = report.description ?? "crash"
        frames = thread.frames.compactMap { frame in
            guard frame.kind != "truncated", frame.kind != "omittedFrames" else { return nil }
            let function = frame.description.map(TrapReport.withoutOffset) ?? frame.symbol ?? frame.address ?? "?"
            return Frame(function: function, image: frame.image, file: frame.sourceLocation?.file,
                         line: frame.sourceLocation?.line, column: frame.sourceLocation?.column)
        }
    }

    init(description: String, frames: [Frame]) {
        self.description = description
        self.frames = frames
    }

    /// The innermost frame whose file is one of the user's: under `package`, and not in a
    /// build folder (`.build`, `.build-…`: dependencies' checkouts and generated code) nor
    /// in any of `excluded` (the preview tool's own agent).
    func userFrame(package: String, excluding excluded: [String] = []) -> Frame? {
        userFrameIndex(package: package, excluding: excluded).map { frames[$0] }
    }

    /// The index in ``frames`` of ``userFrame(package:excluding:)``.
    func userFrameIndex(package: String, excluding excluded: [String] = []) -> Int? {
        let root = package.hasSuffix("/") ? package : package + "/"
        return frames.firstIndex { frame in
            guard let file = frame.file, frame.line != nil, file.hasPrefix(root) else { return false }
            let inside = file.dropFirst(root.count).split(separator: "/")
            if inside.dropLast().contains(where: { $0.hasPrefix(".build") || $0 == "Packages" }) { return false }
            return !excluded.contains { file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }

    /// `file` relative to `folder` when it is inside it.
    static func relative(_ file: String, to folder: String) -> String {
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }

    /// `V.body() + 142` without ` + 142`.
    private static func withoutOffset(_ description: String) -> String {
        guard let range = description.range(of: #" \+ \d+$"#, options: .regularExpression) else { return description }
        return String(description[..<range.lowerBound])
    }

    // The parts of the backtracer's JSON that are read.
    private struct Report: Decodable {
        let description: String?
        let threads: [Thread]
    }

    private struct Thread: Decodable {
        let crashed: Bool?
        let frames: [RawFrame]
    }

    private struct RawFrame: Decodable {
        let kind: String?
        let address: String?
        let symbol: String?
        let description: String?
        let image: String?
        let sourceLocation: SourceLocation?
    }

    private struct SourceLocation: Decodable {
        let file: String?
        let line: Int?
        let column: Int?
    }
}
