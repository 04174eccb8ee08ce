extension ScreenComparison {
    /// The controls of one kind in a structure, in reading order.
    static func controls(of structure: ScreenStructure, kind: Control.Kind) -> [Control] {
        structure.controls.filter { $0.kind == kind }
    }

    /// `switches`, `chevrons`, `segmented controls`.
    static func plural(_ kind: Control.Kind) -> String {
        kind == .toggle ? "switches" : kind.rawValue + "s"
    }

    /// The controls level: of each kind, the same number, each within the tolerance on
    /// every edge, and each switch on or off alike.
    func controls(ours: ScreenStructure, reference: ScreenStructure) -> LevelResult {
        let detail = Control.Kind.allCases.compactMap { kind in
            let count = Self.controls(of: reference, kind: kind).count
            return count == 0 ? nil : "\(count) \(count == 1 ? kind.rawValue : Self.plural(kind))"
        }.joined(separator: ", ")
        func fail(_ text: String) -> LevelResult { LevelResult(level: .controls, failure: text, detail: detail.isEmpty ? "none" : detail) }
        for kind in Control.Kind.allCases {
            let mine = Self.controls(of: ours, kind: kind), theirs = Self.controls(of: reference, kind: kind)
            for (index, (a, b)) in zip(mine, theirs).enumerated() {
                let name = "\(kind.rawValue) \(index + 1) (\(b.region))"
                if !close(a.frame.minX, b.frame.minX) || !close(a.frame.maxX, b.frame.maxX)
                    || !close(a.frame.minY, b.frame.minY) || !close(a.frame.maxY, b.frame.maxY) {
                    return fail("\(name): \(a.frame), iOS \(b.frame)")
                }
                if a.isOn != b.isOn {
                    return fail("\(name): \(a.isOn == true ? "on" : "off"), iOS \(b.isOn == true ? "on" : "off")")
                }
            }
            if mine.count != theirs.count {
                return fail("\(mine.count) \(Self.plural(kind)), iOS \(theirs.count)")
            }
        }
        return LevelResult(level: .controls, failure: nil, detail: detail.isEmpty ? "none" : detail)
    }
}
