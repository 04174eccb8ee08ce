#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIColor {
    /// Creates a color whose value `dynamicProvider` chooses by the traits it is shown in —
    /// UIKit's `init(dynamicProvider:)`: "The system calls this block when resolving the
    /// color for a given trait collection."
    ///
    /// The engine asks the provider once for each appearance, light and dark, when the color
    /// is made, and keeps both: a picture paints the one of its host's color scheme, and
    /// ``resolvedColor(with:)`` gives the one of a trait collection.
    ///
    /// ```swift
    /// let card = UIColor { traits in
    ///     traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .white
    /// }
    /// Rectangle().fill(Color(uiColor: card))
    /// ```
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(name: AppearanceColorName.name(light: light.name, dark: dark.name))
    }

    /// The color this one is in `traitCollection`: for a color made with
    /// ``init(dynamicProvider:)``, the provider's choice for its style (light where the
    /// style is unspecified, as UIKit's default); any other color is itself.
    ///
    /// ```swift
    /// card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    /// ```
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let parts = AppearanceColorName.parts(of: name[...]) else { return self }
        return UIColor(name: String(traitCollection.userInterfaceStyle == .dark ? parts.dark : parts.light))
    }
}
#endif
