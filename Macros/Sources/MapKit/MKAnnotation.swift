import Foundation
#if canImport(Darwin)
import EngineCoreLocation
#else
import CoreLocation
#endif

/// An object that marks a place on a map: its coordinate, and an optional title and
/// subtitle (Apple's optional properties, here with `nil` defaults).
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// An annotation at a point, with a title and subtitle the app sets.
open class MKShape: NSObject {
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
}

/// A shape at one coordinate: the simplest annotation.
open class MKPointAnnotation: MKShape, MKAnnotation {
    /// Where the annotation is.
    open var coordinate = CLLocationCoordinate2D()

    /// An annotation at 0, 0.
    public override init() {}

    /// An annotation at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }

    /// An annotation at `coordinate` with a title and subtitle.
    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.coordinate = coordinate
        super.init()
        self.title = title
        self.subtitle = subtitle
    }
}
