/// The light and dark pictures of one view in a set, found by name: two pairs whose names
/// differ only by a last word `light` or `dark` (after a space, `-`, `_` or `.`, any
/// case). Issue 85 asks that the two pass or fail together.
public struct AppearancePairs: Sendable, Equatable {
    /// The view's name (the pairs' name without the appearance).
    public var view: String
    /// The light pair.
    public var light: PairResult
    /// The dark pair.
    public var dark: PairResult

    /// Whether both were scored and they pass or fail alike.
    public var together: Bool {
        light.verdict != nil && dark.verdict != nil && light.verdict?.passed == dark.verdict?.passed
    }

    /// The view's name and appearance of a pair's name, nil when it names neither.
    static func split(_ name: String) -> (view: String, dark: Bool)? {
        for (word, dark) in [("light", false), ("dark", true)] {
            guard name.count > word.count, name.lowercased().hasSuffix(word) else { continue }
            let view = name.dropLast(word.count)
            guard let last = view.last, " -_.".contains(last) else { continue }
            return (String(view.dropLast()), dark)
        }
        return nil
    }

    /// The light and dark pairs among `results`, in the order their views first appear.
    public static func find(in results: [PairResult]) -> [AppearancePairs] {
        var found: [String: (light: PairResult?, dark: PairResult?)] = [:]
        var order: [String] = []
        for result in results {
            guard let (view, dark) = split(result.name) else { continue }
            if found[view] == nil { order.append(view) }
            if dark { found[view, default: (nil, nil)].dark = result } else { found[view, default: (nil, nil)].light = result }
        }
        return order.compactMap { view in
            guard let light = found[view]?.light, let dark = found[view]?.dark else { return nil }
            return AppearancePairs(view: view, light: light, dark: dark)
        }
    }
}
