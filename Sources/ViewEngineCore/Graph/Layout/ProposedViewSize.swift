import Foundation

/// A proposal for the size of a view.
///
/// ```swift
/// let size = proposal.replacingUnspecifiedDimensions()
/// let ideal = subview.sizeThatFits(.unspecified)
/// ```
///
/// A dimension is `nil` when the proposal leaves it to the view (its ideal size), `0` to
/// ask for its minimum, `.infinity` for its maximum.
@frozen
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed vertical size, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    ///
    /// - Parameters:
    ///   - width: A proposed width, or `nil` for the ideal width.
    ///   - height: A proposed height, or `nil` for the ideal height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    ///
    /// - Parameter size: The size to propose, both dimensions specified.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with
    /// the corresponding dimension of the specified size.
    ///
    /// ```swift
    /// ProposedViewSize(width: 100, height: nil).replacingUnspecifiedDimensions()   // 100 × 10
    /// ```
    ///
    /// - Parameter size: The size whose dimensions stand for the unspecified ones;
    ///   10 × 10 unless given.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
