/// Tapping a row of a `List(selection:)`: ``tap(_:)`` selects the row that shows its
/// title when no button has it, as a tap on a row does on iOS.
import ViewEngineCore

extension ViewHost {
    /// What ``tap(_:)`` taps: the button titled `title`, or else the row of a selection
    /// list on screen that shows `title` (its text, or the string of one `Text` or the
    /// title of one control inside it).
    ///
    /// - Throws: the button's ``HostError`` when no row shows `title` either (listing the
    ///   rows too), or a ``HostError`` for a row that is ambiguous, disabled or whose tag
    ///   is not of the selection's type.
    func tappable(_ title: String) throws -> any Activating {
        do {
            return try control(.button, title, or: [ControlKind<any Opening & Activating>.menu.erased])
        } catch let error as HostError where error.reason == .notFound {
            return try selectableRow(title, buttonError: error)
        }
    }

    private func selectableRow(_ title: String, buttonError: HostError) throws -> any Activating {
        let rows = selectionListRows()
        guard !rows.isEmpty else { throw buttonError }
        var matches = rows.filter { $0.row.node.shows(title) }
        if !matches.isEmpty {
            var regions = [graph.controls.topLayer?.layerRoot ?? matches[0].row.node.treeRoot]
            for scope in scopes {
                guard let narrowed = ScopeResolution.narrow(matches.map(\.row.node), to: scope, under: regions) else {
                    throw HostError(control: "Button", title: title, reason: .scopeNotFound(scope),
                                    availableTitles: Array(ScopeResolution.labels(under: regions).prefix(HostError.listedTitlesLimit)),
                                    scopes: scopes)
                }
                matches.removeAll { match in !narrowed.candidates.contains { $0 === match.row.node } }
                regions = narrowed.regions
            }
        }
        let labels = rows.map { $0.row.node.textContent }
        guard let match = matches.first else {
            let titles = buttonError.availableTitles + labels
            throw HostError(control: "Button", title: title, reason: .notFound,
                            availableTitles: Array(titles.prefix(HostError.listedTitlesLimit)),
                            availableCount: buttonError.availableCount + labels.count,
                            suggestions: buttonError.suggestions.isEmpty
                                ? TitleSuggestions.nearest(to: title, in: Set(labels)) { [labels.firstIndex(of: $0) ?? 0] }
                                : buttonError.suggestions,
                            scopes: scopes)
        }
        guard matches.count == 1 else {
            throw HostError(control: "List row", title: title, reason: .ambiguous(count: matches.count),
                            availableTitles: labels, scopes: scopes)
        }
        guard match.row.fits(match.list.selectionType) else {
            throw HostError(control: "List", title: "", reason: .optionUntagged(option: title, selectionType: "\(match.list.selectionType)"),
                            availableTitles: labels, scopes: scopes)
        }
        guard match.row.node.environmentForChildren.values.isEnabled else {
            throw HostError(control: "List row", title: title, reason: .disabled, availableTitles: labels, scopes: scopes)
        }
        return RowTapNode(match.row, in: match.list)
    }

    /// The rows of the selection lists on screen that a driver can reach, in tree order.
    func selectionListRows() -> [(list: any SelectableRows, row: SelectableRow)] {
        var rows: [(list: any SelectableRows, row: SelectableRow)] = []
        func visit(_ node: Node) {
            if let list = node as? any SelectableRows, list.selectionType != Never.self, graph.controls.isReachable(node) {
                rows += list.selectableRows.map { (list, $0) }
            }
            node.forEachChild(visit)
        }
        if let rootNode { visit(rootNode) }
        return rows
    }
}
