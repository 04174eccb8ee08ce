import Foundation
import ViewEngine

/// The view that marks an annotation on a map — MapKit's `MKAnnotationView`. Headless, a
/// view of its bounds, drawn into an image (`drawHierarchy(in:afterScreenUpdates:)`) as a
/// view is: nothing is kept.
///
/// ```swift
/// let view = MKAnnotationView(annotation: pin, reuseIdentifier: "pin")
/// ```
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    /// The annotation the view marks.
    open var annotation: (any MKAnnotation)? = nil
    /// The identifier a map reuses the view by.
    public let reuseIdentifier: String?
    /// Whether a tap shows the annotation's callout.
    open var canShowCallout = false
    /// Whether the view is selected.
    open var isSelected = false

    /// A view marking `annotation`, reused by `reuseIdentifier`.
    ///
    /// ```swift
    /// MKAnnotationView(annotation: nil, reuseIdentifier: nil)
    /// ```
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// A view marking no annotation, reused by no identifier (every view has `init()`
    /// here, and with it `init(frame:)`).
    nonisolated public required init() {
        reuseIdentifier = nil
        super.init()
    }
}

/// A balloon-shaped marker — MapKit's `MKMarkerAnnotationView`.
///
/// ```swift
/// let marker = MKMarkerAnnotationView(annotation: pin, reuseIdentifier: nil)
/// marker.markerTintColor = .systemGreen
/// ```
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's color.
    open var markerTintColor: UIColor?
    /// The glyph's color.
    open var glyphTintColor: UIColor?
    /// The text in the balloon.
    open var glyphText: String?
    /// The image in the balloon.
    open var glyphImage: UIImage?
}
