/// A trait of a preview: its layout or its orientation.
///
/// ```swift
/// #Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { Dashboard() }
/// ```
///
/// The engine has no screen: a preview keeps its traits (``Preview/traits``), its
/// ``Preview/layout`` follows the layout traits, and its views record the layout with
/// `previewLayout(_:)`.
public struct PreviewTrait<T>: Sendable, Equatable, CustomStringConvertible {
    enum Value: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(String)
    }

    let value: Value

    /// The layout the trait asks for, if it is a layout trait.
    var layout: PreviewLayout? {
        if case .layout(let layout) = value { layout } else { nil }
    }

    /// The trait as written: `sizeThatFitsLayout`, `fixedLayout(width: 375.0, height: 40.0)`,
    /// `landscapeLeft`.
    ///
    /// ```swift
    /// PreviewTrait<Preview.ViewTraits>.landscapeLeft.description   // "landscapeLeft"
    /// ```
    public var description: String {
        switch value {
        case .layout(.device): "defaultLayout"
        case .layout(.sizeThatFits): "sizeThatFitsLayout"
        case .layout(.fixed(let width, let height)): "fixedLayout(width: \(width), height: \(height))"
        case .orientation(let name): name
        }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen.
    public static var defaultLayout: PreviewTrait { PreviewTrait(value: .layout(.device)) }
    /// The preview is as big as its view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(value: .layout(.sizeThatFits)) }
    /// The preview has the given size.
    ///
    /// ```swift
    /// #Preview(traits: .fixedLayout(width: 375, height: 40)) { Row() }
    /// ```
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    /// The device is upright.
    public static var portrait: PreviewTrait { PreviewTrait(value: .orientation("portrait")) }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(value: .orientation("portraitUpsideDown")) }
    /// The device is turned with its top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .orientation("landscapeLeft")) }
    /// The device is turned with its top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(value: .orientation("landscapeRight")) }
}
