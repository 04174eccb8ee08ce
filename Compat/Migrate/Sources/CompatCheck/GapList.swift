import Foundation

extension InventoryDocuments {
    /// The ranked gap list: the names that do not resolve by unresolved uses, all families
    /// and then by family; the errors that are not missing names; the frameworks that block
    /// files; the names left unattributed.
    public func gaps(top: Int = 250) -> String {
        let tally = Tally(results)
        let (resolved, uses) = inventory.coverage(UsageInventory.swiftUIFamilies)
        var out = [
            "Gap list from the usage inventory of \(apps.count) apps (\(tally.viewFiles) view files), \(date).",
            "Self-contained view files: \(tally.selfContained), compiled \(tally.compiled) (\(percent(tally.compiled, tally.selfContained))); "
                + "symbol uses resolving: \(resolved)/\(uses) (\(percent(resolved, uses))).",
            "Columns: uses (unresolved uses) / apps using it. Made by Scripts/inventory; method in Inventory/README.md.",
            "",
        ]
        let missing = inventory.symbols.values.filter { $0.unresolved > 0 }
            .sorted { ($0.unresolved, $0.unresolvedApps.count, $1.key) > ($1.unresolved, $1.unresolvedApps.count, $0.key) }
        out.append("== Top \(min(top, missing.count)) missing names, all families, by unresolved uses ==")
        for (rank, symbol) in missing.prefix(top).enumerated() {
            let module = symbol.module.isEmpty ? "" : " [\(symbol.module)]"
            let note = symbol.declared ? " (declared, reported missing by the type checker)" : ""
            out.append(pad(String(rank + 1), 4) + ". " + symbol.key.padding(toLength: max(44, symbol.key.count), withPad: " ", startingAt: 0)
                       + " " + pad(String(symbol.unresolved), 6) + " uses " + pad(String(symbol.unresolvedApps.count), 3) + " apps   \(symbol.family)\(module)\(note)")
        }
        out.append("")
        for family in UsageInventory.families {
            let symbols = missing.filter { $0.family == family }
            guard !symbols.isEmpty else { continue }
            out.append("== \(family): \(symbols.count) names, \(symbols.map(\.unresolved).reduce(0, +)) unresolved uses ==")
            for symbol in symbols.prefix(UsageInventory.swiftUIFamilies.contains(family) ? 120 : 60) {
                let module = symbol.module.isEmpty ? "" : " [\(symbol.module)]"
                out.append("  " + symbol.key.padding(toLength: max(46, symbol.key.count), withPad: " ", startingAt: 0)
                           + " " + pad(String(symbol.unresolved), 6) + " " + pad(String(symbol.unresolvedApps.count), 3) + module)
            }
            out.append("")
        }
        // error shapes that are not missing names
        var shapes: [String: (count: Int, apps: Set<String>, example: String, order: Int)] = [:]
        var members: [String: (count: Int, apps: Set<String>, order: Int)] = [:]
        for result in results {
            for error in result.errors where error.cause == .engine {
                if error.shape == "missing member" {
                    var entry = members[error.symbol] ?? (0, [], members.count)
                    entry.count += 1
                    entry.apps.insert(result.app)
                    members[error.symbol] = entry
                } else if error.shape != "missing" {
                    let key = error.symbol.isEmpty ? error.shape : "\(error.shape): \(error.symbol)"
                    var entry = shapes[key] ?? (0, [], "\(result.app)/\(result.rel):\(error.line): \(error.message.prefix(140))", shapes.count)
                    entry.count += 1
                    entry.apps.insert(result.app)
                    shapes[key] = entry
                }
            }
        }
        out.append("== Error shapes other than missing names (engine-caused, after cascades), by count ==")
        for (key, entry) in shapes.sorted(by: { ($0.value.count, -$0.value.order) > ($1.value.count, -$1.value.order) }).prefix(150) {
            out.append("  " + pad(String(entry.count), 5) + " " + pad(String(entry.apps.count), 3) + "  " + String(key.prefix(110)))
            out.append("              e.g. \(entry.example)")
        }
        out.append("")
        out.append("== Missing members on types the engine has (type checker), by count ==")
        for (key, entry) in members.sorted(by: { ($0.value.count, -$0.value.order) > ($1.value.count, -$1.value.order) }).prefix(150) {
            out.append("  " + pad(String(entry.count), 5) + " " + pad(String(entry.apps.count), 3) + "  " + key)
        }
        out.append("")
        out.append("== Frameworks and packages that block files (view files blocked by each import) ==")
        for (module, files) in tally.rankedBlockers { out.append("  " + pad(String(files), 5) + "  " + module) }
        out.append("")
        let unattributed = inventory.unattributed.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        out.append("== Names not attributed (look like the apps' own; excluded from coverage): \(inventory.unattributed.values.reduce(0, +)) uses ==")
        out.append("  " + unattributed.prefix(60).map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        return out.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
