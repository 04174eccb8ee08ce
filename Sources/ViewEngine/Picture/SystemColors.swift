// The values of the system colors a picture paints with, in light and dark mode (iOS 17),
// Measures §8.
// SwiftUI's named colors (`Color.red`...) are UIKit's adaptive system colors. Apple
// documents each by name and purpose, not by value; the values are UIKit's own, as dumped
// from `UIColor` on a device and published (a public gist, "CreatureSurvive/
// 1788cd3d2587886ff70344e716c5af53", light and dark columns), and agree with Flutter's
// iOS look-alike (`CupertinoColors`, whose constants name the UIColor each stands for):
// MEASURED (Measures §8 "System colors"). The separator is Measures §8 "Separator color"
// (light 60,60,67 at 29 %, dark 84,84,88 at 60 %). The table is in the Measures article.

import ViewEngineCore

/// The values of the named system colors.
enum SystemColors {
    /// A color the engine has no value for (a color set of an asset catalog): the system
    /// gray, so that it shows.
    static let unknown = Paint(142, 142, 147)

    /// The paint of the system color `name` in `scheme`, or `nil` for a name the table
    /// does not have. SwiftUI's names (`red`, `primary`), UIKit's (`systemRed`, `label`,
    /// `systemGroupedBackground`) and `accentColor` (the system blue: an app without an
    /// asset catalog has no accent color of its own).
    static func paint(named name: String, in scheme: ColorScheme) -> Paint? {
        var key = name
        if key.hasPrefix("system"), key.count > 6, let first = key.dropFirst(6).first, first.isUppercase,
           !table.keys.contains(key) {
            // `systemRed` is `red`.
            key = first.lowercased() + key.dropFirst(7)
        }
        guard let pair = table[aliases[key] ?? key] else { return nil }
        return scheme == .dark ? pair.dark : pair.light
    }

    private static let aliases: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "accentColor": "blue", "link": "blue",
        "grey": "gray", "tint": "blue",
    ]

    /// Light and dark values.
    private static let table: [String: (light: Paint, dark: Paint)] = [
        // Colors (UIColor.systemRed...).
        "red": (Paint(255, 59, 48), Paint(255, 69, 58)),
        "orange": (Paint(255, 149, 0), Paint(255, 159, 10)),
        "yellow": (Paint(255, 204, 0), Paint(255, 214, 10)),
        "green": (Paint(52, 199, 89), Paint(48, 209, 88)),
        "mint": (Paint(0, 199, 190), Paint(99, 230, 226)),
        "teal": (Paint(48, 176, 199), Paint(64, 200, 224)),
        "cyan": (Paint(50, 173, 230), Paint(100, 210, 255)),
        "blue": (Paint(0, 122, 255), Paint(10, 132, 255)),
        "indigo": (Paint(88, 86, 214), Paint(94, 92, 230)),
        "purple": (Paint(175, 82, 222), Paint(191, 90, 242)),
        "pink": (Paint(255, 45, 85), Paint(255, 55, 95)),
        "brown": (Paint(162, 132, 94), Paint(172, 142, 104)),
        "gray": (Paint(142, 142, 147), Paint(142, 142, 147)),
        "gray2": (Paint(174, 174, 178), Paint(99, 99, 102)),
        "gray3": (Paint(199, 199, 204), Paint(72, 72, 74)),
        "gray4": (Paint(209, 209, 214), Paint(58, 58, 60)),
        "gray5": (Paint(229, 229, 234), Paint(44, 44, 46)),
        "gray6": (Paint(242, 242, 247), Paint(28, 28, 30)),
        // Fixed colors.
        "white": (Paint(255, 255, 255), Paint(255, 255, 255)),
        "black": (Paint(0, 0, 0), Paint(0, 0, 0)),
        "clear": (Paint(0, 0, 0, 0), Paint(0, 0, 0, 0)),
        // Labels.
        "label": (Paint(0, 0, 0), Paint(255, 255, 255)),
        "secondaryLabel": (Paint(60, 60, 67, 0.6), Paint(235, 235, 245, 0.6)),
        "tertiaryLabel": (Paint(60, 60, 67, 0.3), Paint(235, 235, 245, 0.3)),
        "quaternaryLabel": (Paint(60, 60, 67, 0.18), Paint(235, 235, 245, 0.18)),
        "placeholderText": (Paint(60, 60, 67, 0.3), Paint(235, 235, 245, 0.3)),
        // Separators.
        "separator": (Paint(60, 60, 67, 0.29), Paint(84, 84, 88, 0.6)),
        "opaqueSeparator": (Paint(198, 198, 200), Paint(56, 56, 58)),
        // Backgrounds.
        "systemBackground": (Paint(255, 255, 255), Paint(0, 0, 0)),
        "secondarySystemBackground": (Paint(242, 242, 247), Paint(28, 28, 30)),
        "tertiarySystemBackground": (Paint(255, 255, 255), Paint(44, 44, 46)),
        "systemGroupedBackground": (Paint(242, 242, 247), Paint(0, 0, 0)),
        "secondarySystemGroupedBackground": (Paint(255, 255, 255), Paint(28, 28, 30)),
        "tertiarySystemGroupedBackground": (Paint(242, 242, 247), Paint(44, 44, 46)),
        // Fills.
        "systemFill": (Paint(120, 120, 128, 0.2), Paint(120, 120, 128, 0.36)),
        "secondarySystemFill": (Paint(120, 120, 128, 0.16), Paint(120, 120, 128, 0.32)),
        "tertiarySystemFill": (Paint(118, 118, 128, 0.12), Paint(118, 118, 128, 0.24)),
        "quaternarySystemFill": (Paint(116, 116, 128, 0.08), Paint(118, 118, 128, 0.18)),
    ]

    /// The system color `name` (a key of the table, such as `secondaryLabel`) in `scheme`.
    static func system(_ name: String, _ scheme: ColorScheme) -> Paint {
        paint(named: name, in: scheme) ?? unknown
    }
}
