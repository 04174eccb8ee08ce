#if !canImport(Darwin)
// Core Animation's layer, which every UIKit view has (`view.layer`) and Linux has no
// framework for; `import UIKit` brings it, as UIKit re-exports QuartzCore on iOS.
import Foundation

/// An object that manages image-based content — Core Animation's `CALayer`, as UIKit code
/// reaches a view's (`view.layer.cornerRadius = 12`, `view.layer.render(in: context)`).
///
/// ```swift
/// let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
///     view.layer.render(in: context.cgContext)
/// }
/// ```
///
/// The engine composites no layers: a layer keeps what is set on it, and
/// ``render(in:)`` draws nothing (a context keeps no pixels), so the image it is drawn
/// into has its size and scale and no picture.
open class CALayer {
    /// The radius of the rounded corners of the layer's background.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the layer's bounds.
    open var masksToBounds = false
    /// The width of the layer's border.
    open var borderWidth: CGFloat = 0
    /// The color of the layer's border.
    open var borderColor: CGColor?

    /// A layer with nothing set.
    ///
    /// ```swift
    /// let layer = CALayer()
    /// ```
    public init() {}

    /// Renders the layer and its sublayers into `ctx`: nothing, headless (a context keeps
    /// no pixels).
    ///
    /// ```swift
    /// view.layer.render(in: rendererContext.cgContext)
    /// ```
    open func render(in ctx: CGContext) {}
}
#endif
