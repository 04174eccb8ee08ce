import Foundation
import Testing

/// Every test can fail and none can hang: the test sources (all of `Tests/`) are checked
/// for the shapes that pass whatever the code does, or wait without a limit, as
/// `UnsafeFenceTests` checks the engine for casts. A use fails here with its file and
/// line; ``allowed`` is the short list of uses kept on purpose, each with its reason.
@Suite("Test sources: every test can fail, none can hang")
struct TestSourcePatternTests {
    /// A shape a test must not have.
    enum Pattern: String, CaseIterable, Sendable {
        /// `do { try … } catch { #expect(…) }`: passes when nothing throws.
        case expectationInCatch = "an expectation only in a catch block passes when nothing throws: use #expect(throws:), which returns the error"
        /// A real sleep: slow, and proves nothing about what did not happen meanwhile.
        case realSleep = "a real sleep: use the host's virtual clock (advance(by:)) or wait for an explicit signal (Awaitable)"
        /// `allSatisfy` in an expectation: passes on an empty collection.
        case allSatisfy = "allSatisfy passes on an empty collection: compare the whole list"
        /// `#expect(true)`, `|| true`: passes always.
        case alwaysTrue = "an expectation that is always true"
        /// `#expect(x == a || x == b)`: accepts either outcome.
        case eitherOutcome = "an expectation that accepts two outcomes of the same value: expect the one the documentation states"
        /// A continuation or a semaphore: a wait no time limit can end.
        case unboundedWait = "a wait no time limit can end: use Awaitable (Tests/TestSignals), which a suite's .timeLimit ends"
        /// An `Awaitable` wait in a file with no `.timeLimit`.
        case waitWithoutTimeLimit = "a test that waits outside virtual time needs .timeLimit on its suite"
    }

    /// A use kept on purpose: the file (its path under `Tests/`), the pattern, and why.
    struct Allowed: Sendable {
        let file: String
        let pattern: Pattern
        let reason: String
    }

    static let allowed: [Allowed] = [
        Allowed(file: "TestSignals/Awaitable.swift", pattern: .unboundedWait,
                reason: "the one continuation of the suite: resumed by an update, or by the waiting task's cancellation, which a suite's .timeLimit causes"),
        Allowed(file: "CombineTests/CompletionAndCancellationTests.swift", pattern: .realSleep,
                reason: "Future's documented example delays with DispatchQueue.main.asyncAfter; the test waits for it with an Awaitable under the suite's time limit"),
    ]

    /// The spellings of a real sleep: `Task.sleep` only where no host's clock is current
    /// (`CombineTests` drives none; elsewhere a `.task` sleeps on the host's clock).
    static let sleeps = ["usleep(", "Thread.sleep", " sleep(", "asyncAfter(", "clock: ContinuousClock", "SuspendingClock()"]
    static let hostlessSleeps = ["Task.sleep("]
    static let waits = ["withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
                        "withUnsafeThrowingContinuation", "DispatchSemaphore", "DispatchGroup"]
    static let signals = ["Awaitable", "onAnotherThread("]

    /// The folder of the test targets.
    static let tests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `Tests/`, as paths relative to it.
    static func testFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files.append(url.path.replacingOccurrences(of: tests.path + "/", with: ""))
        }
        return files.sorted()
    }

    /// A line without its comment and with its string literals emptied, so that neither
    /// a doc comment nor an expected message is taken for code.
    static func code(_ line: Substring) -> String {
        var code = String(line)
        for literal in [##"#"(?:[^"]|"(?!#))*"#"##, #""(?:[^"\\]|\\.)*""#] {
            code = code.replacingOccurrences(of: literal, with: "\"\"", options: .regularExpression)
        }
        if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
        return code
    }

    /// The lines of `text` as code: comments dropped, string literals emptied (the lines
    /// of a multi-line literal too).
    static func codeLines(_ text: String) -> [String] {
        var inLiteral = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            defer { if delimiters % 2 == 1 { inLiteral.toggle() } }
            return inLiteral || delimiters > 0 ? "" : code(line)
        }
    }

    /// The uses of the patterns in `text` (the file `file`, relative to `Tests/`), by line.
    static func uses(in text: String, file: String) -> [(line: Int, pattern: Pattern)] {
        let lines = codeLines(text)
        var found: [(line: Int, pattern: Pattern)] = []
        let sleeps = file.hasPrefix("CombineTests/") ? Self.sleeps + hostlessSleeps : Self.sleeps
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if sleeps.contains(where: line.contains) { found.append((number, .realSleep)) }
            if waits.contains(where: line.contains) { found.append((number, .unboundedWait)) }
            let isExpectation = line.contains("#expect(") || line.contains("#require(")
            if isExpectation, line.contains(".allSatisfy") { found.append((number, .allSatisfy)) }
            if line.contains("#expect(true") || line.contains("#require(true") || line.contains("|| true")
                || line.contains("#expect(!false") {
                found.append((number, .alwaysTrue))
            }
            if isExpectation, eitherOutcome(line) { found.append((number, .eitherOutcome)) }
            if line.range(of: #"\bcatch\b[^{]*\{"#, options: .regularExpression) != nil,
               catchBlock(lines, from: index).contains(where: { $0.contains("#expect(") || $0.contains("#require(") }) {
                found.append((number, .expectationInCatch))
            }
        }
        if !file.hasPrefix("TestSignals/"), lines.contains(where: { line in signals.contains(where: line.contains) }),
           !lines.contains(where: { $0.contains(".timeLimit(") }) {
            let first = lines.firstIndex { line in signals.contains(where: line.contains) }!
            found.append((first + 1, .waitWithoutTimeLimit))
        }
        return found
    }

    /// Whether the line expects one value to be either of two: `x == a || x == b`.
    static func eitherOutcome(_ line: String) -> Bool {
        let pattern = #"([\w.!?()\[\]]+) == [^|&]+\|\| \1 =="#
        return line.range(of: pattern, options: .regularExpression) != nil
    }

    /// The lines of the catch block that opens on line `start`, to its closing brace.
    static func catchBlock(_ lines: [String], from start: Int) -> [String] {
        guard let opening = lines[start].range(of: #"\bcatch\b[^{]*\{"#, options: .regularExpression) else { return [] }
        var depth = 0
        var block: [String] = []
        for index in start..<lines.count {
            let text = index == start ? String(lines[index][opening.lowerBound...]) : lines[index]
            var taken = ""
            for character in text {
                taken.append(character)
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    if depth == 0 { return block + [taken] }
                }
            }
            block.append(taken)
        }
        return block
    }

    @Test func everyTestCanFailAndNoneCanHang() throws {
        var found: [String] = []
        var allowedUses = Set<String>()
        let files = Self.testFiles()
        for file in files {
            let text = try String(contentsOf: Self.tests.appendingPathComponent(file), encoding: .utf8)
            for use in Self.uses(in: text, file: file) {
                if Self.allowed.contains(where: { $0.file == file && $0.pattern == use.pattern }) {
                    allowedUses.insert("\(file) \(use.pattern)")
                    continue
                }
                found.append("\(file):\(use.line): \(use.pattern.rawValue)")
            }
        }
        #expect(found == [], "\n\(found.joined(separator: "\n"))")
        #expect(files.count > 150, "the test sources were not found under \(Self.tests.path)")
        // An entry that allows nothing any more goes.
        let stale = Self.allowed.filter { !allowedUses.contains("\($0.file) \($0.pattern)") }.map(\.file)
        #expect(stale == [], "allowed but not used: \(stale)")
    }

    /// Each pattern is found, and comments and string literals are left alone.
    @Test func theCheckFindsEachPatternAndIgnoresCommentsAndStrings() {
        let text = """
            do { try host.tap("x") } catch { #expect("\\(error)" == "no") }
            try? await Task.sleep(for: .milliseconds(5), tolerance: nil, clock: ContinuousClock())
            #expect(list.allSatisfy { $0 > 0 })
            #expect(ok || true)
            #expect(level == 0 || level == 1)
            await withCheckedContinuation { done in done.resume() }
            // usleep(10), #expect(true) in a comment
            #expect(message == "usleep(1) || true, catch { #expect")
            do {
                try call()
            } catch {
                log("threw")
            }
            let value = Awaitable(0)
            """
        #expect(Self.uses(in: text, file: "ViewEngineTests/Sample.swift").map { "\($0.line) \($0.pattern)" } == [
            "1 expectationInCatch", "2 realSleep", "3 allSatisfy", "4 alwaysTrue", "5 eitherOutcome",
            "6 unboundedWait", "14 waitWithoutTimeLimit",
        ])
        #expect(Self.uses(in: "try await Task.sleep(for: .seconds(1))", file: "CombineTests/Sample.swift").map(\.pattern) == [.realSleep])
        #expect(Self.uses(in: "try await Task.sleep(for: .seconds(1))", file: "ViewEngineTests/Sample.swift").isEmpty)
    }
}
