import Foundation

/// Decides whose each error is: the engine's (a gap), the app's (it needs app code not
/// compiled here: a blocked file's, another target's, an inactive `#if` branch's, a local
/// module's qualifier, a name Xcode generates from the app's resources), or a consequence of
/// another error on the same line; and names overload errors by their call.
enum ErrorAttribution {
    static let overloadShapes: Set<String> = ["no matching overload", "extra argument", "missing argument", "argument labels", "extra trailing closure"]
    static let cascadingShapes: Set<String> = ["type mismatch", "ambiguous", "requirement", "other", "no matching overload"]
    // Invariant: a `let` only matched against: matching does not change a regex (the
    // standard library publishes its compiled program once, atomically).
    nonisolated(unsafe) static let noTypeInModule = try! Regex(#"^no type named '([^']+)' in module '([^']+)'"#)

    /// Attributes the errors of `results` (by file), given `combineNames`, Combine's
    /// declarations (which Apple's Foundation re-exports).
    static func attribute(_ app: App, _ results: inout [String: FileResult], combineNames: Set<String>) {
        let compiled = Set(results.filter { ![.blocked, .test].contains($0.value.status) }.keys)
        for unit in app.units {
            var types = app.generatedTypes
            var values = app.generatedMembers
            var active: Set<String> = []
            var conditional: Set<String> = []
            for file in unit.files {
                let facts = file.facts
                types.formUnion(facts.types)
                values.formUnion(facts.values.union(facts.funcs).union(facts.statics))
                conditional.formUnion(facts.conditional)
                if compiled.contains(file.rel) {
                    active.formUnion(facts.types.union(facts.values).union(facts.funcs).union(facts.statics).subtracting(facts.conditional))
                }
            }
            let outside = types.union(values).subtracting(active).union(conditional).union(app.generatedMembers)
            for file in unit.files {
                guard var result = results[file.rel], !result.errors.isEmpty else { continue }
                let imports = Set(file.facts.imports.map(\.module))
                var callees: EnclosingCallee?
                for index in result.errors.indices {
                    var error = result.errors[index]
                    var name = error.symbol.split(separator: ".").last.map(String.init) ?? ""
                    while name.first == "#" || name.first == "@" { name.removeFirst() }
                    switch error.shape {
                    case "missing":
                        if combineNames.contains(name) && imports.isDisjoint(with: ["SwiftUI", "Combine"]) {
                            // Apple's Foundation re-exports Combine's ObservableObject, @Published...
                            error.shape = "Foundation re-export"
                            error.symbol += " in a file importing Foundation only"
                        } else if SyntaxNames.isCapitalised(name) ? types.contains(name) : values.contains(name) {
                            error.cause = .app
                        }
                    case "missing member":
                        let base = error.symbol.range(of: ".", options: .backwards).map { String(error.symbol[..<$0.lowerBound]) } ?? error.symbol
                        error.symbol = ErrorShapes.simplifyType(base) + "." + name
                        if outside.contains(name) { error.cause = .app }
                    case let shape where overloadShapes.contains(shape):
                        if callees == nil {
                            callees = EnclosingCallee(source: String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self))
                        }
                        let callee = callees!.name(line: error.line, column: error.column)
                        var what = error.symbol
                        let bare = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee
                        if shape == "extra argument" && !what.isEmpty {
                            what = "\(callee.isEmpty ? "?" : callee)(\(what):)"
                        } else if !callee.isEmpty {
                            what = callee + (!what.isEmpty && what != "initializer" && !what.hasSuffix("'\(bare)'") ? " [\(what)]" : "")
                        }
                        error.symbol = what.isEmpty ? "?" : what
                        var calleeBase = Substring(callee)
                        while calleeBase.first == "." || calleeBase.first == "@" { calleeBase = calleeBase.dropFirst() }
                        let last = calleeBase.split(separator: ".").last.map(String.init) ?? ""
                        if !last.isEmpty && outside.contains(last) { error.cause = .app }
                    case ErrorShapes.closureForValue:
                        // A missing name: the call's closure form (`.animation { … }`).
                        if callees == nil {
                            callees = EnclosingCallee(source: String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self))
                        }
                        let callee = callees!.name(line: error.line, column: error.column)
                        error.shape = "missing member"
                        error.symbol = (callee.isEmpty ? "?" : callee) + " { … }"
                        let last = callee.split(separator: ".").last.map(String.init) ?? ""
                        if !last.isEmpty && outside.contains(last) { error.cause = .app }
                    case "other":
                        if let match = error.message.firstMatch(of: noTypeInModule),
                           let module = match.output[2].substring, unit.localModules.contains(String(module)) {
                            error.cause = .app
                            error.symbol = String(match.output[1].substring ?? "")
                        }
                    case "cascade":
                        error.cause = .cascade
                    case "redeclaration":
                        error.cause = .app   // two targets' files in one module: the split did not see it
                    default:
                        break
                    }
                    result.errors[index] = error
                }
                let gapLines = Set(result.errors.filter { $0.cause == .engine && ["missing", "missing member"].contains($0.shape) }.map(\.line))
                for index in result.errors.indices where result.errors[index].cause == .engine
                    && cascadingShapes.contains(result.errors[index].shape) && gapLines.contains(result.errors[index].line) {
                    result.errors[index].cause = .cascade
                }
                results[file.rel] = result
            }
        }
    }
}
