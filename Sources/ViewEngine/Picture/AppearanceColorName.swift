// A color's name that holds one color per appearance: how `UIColor(dynamicProvider:)`
// records its provider's choices, and how a picture's paint finds the one it shows.

/// The name of a color with one value per appearance, `appearance(light: NAME, dark: NAME)`:
/// written by `UIColor(dynamicProvider:)`, read by the picture's paints (``Paint/named(_:in:assets:missing:)``).
enum AppearanceColorName {
    /// The name for `light` and `dark`: `light` alone when they are the same.
    static func name(light: String, dark: String) -> String {
        light == dark ? light : "appearance(light: \(light), dark: \(dark))"
    }

    /// The light and dark names of `name`, or `nil` when it is not such a name.
    static func parts(of name: Substring) -> (light: Substring, dark: Substring)? {
        let prefix = "appearance(light: "
        guard name.hasPrefix(prefix), name.hasSuffix(")") else { return nil }
        let inside = name.dropFirst(prefix.count).dropLast()
        // The `, dark: ` outside any parentheses of the light name.
        var depth = 0
        var index = inside.startIndex
        while index < inside.endIndex {
            switch inside[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0 && inside[index...].hasPrefix(", dark: "):
                return (inside[..<index], inside[inside.index(index, offsetBy: 8)...])
            default: break
            }
            index = inside.index(after: index)
        }
        return nil
    }
}
