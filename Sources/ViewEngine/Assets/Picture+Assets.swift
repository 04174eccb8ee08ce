// How a picture paints a named color (Rules R22, "Pictures of the window"): a system
// color, a color made from components, or a color set of the host's asset catalogs;
// a name none of them has is painted gray and remembered, so that the host reports it as
// iOS logs it ("No color named 'X' found in asset catalog for main bundle").

import ViewEngineCore

/// The names of the colors a picture could not find, in the order it met them.
@MainActor
final class MissingAssets {
    private(set) var colors: [String] = []

    func noteColor(_ name: String) {
        if !colors.contains(name) { colors.append(name) }
    }
}

extension Picture {
    /// The paint of the color named `name` in the picture's color scheme, from the
    /// system's colors or the host's catalogs (``Paint/named(_:in:assets:missing:)``).
    func paint(named name: String) -> Paint {
        let missing = missingAssets
        return Paint.named(name, in: colorScheme, assets: assets, missing: assets.isEmpty ? nil : { missing.noteColor($0) })
    }
}
