import Foundation

/// The kind of map drawn — MapKit's `MKMapType`, with its raw values.
///
/// ```swift
/// options.mapType = .satellite
/// ```
public enum MKMapType: UInt, Sendable {
    /// A street map.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Satellite imagery with roads and names.
    case hybrid = 2
    /// Satellite imagery with flyover data where there is some.
    case satelliteFlyover = 3
    /// Hybrid imagery with flyover data where there is some.
    case hybridFlyover = 4
    /// A street map muted to bring out what is drawn over it.
    case mutedStandard = 5
}

/// A category of point of interest — MapKit's `MKPointOfInterestCategory`.
///
/// ```swift
/// MKPointOfInterestFilter(including: [.park, .restaurant])
/// ```
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name, as MapKit spells it (`MKPOICategoryPark`).
    public let rawValue: String
    /// A category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Airports.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Fitness centres.
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    /// Hospitals.
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
}

/// Which points of interest a map draws — MapKit's `MKPointOfInterestFilter`.
///
/// ```swift
/// options.pointOfInterestFilter = .excludingAll
/// ```
public struct MKPointOfInterestFilter: Hashable, Sendable {
    private enum Rule: Hashable, Sendable {
        case including(Set<MKPointOfInterestCategory>)
        case excluding(Set<MKPointOfInterestCategory>)
    }
    private let rule: Rule

    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(rule: .excluding([]))
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(rule: .including([]))

    private init(rule: Rule) { self.rule = rule }

    /// Only `categories`.
    ///
    /// ```swift
    /// MKPointOfInterestFilter(including: [.park])
    /// ```
    public init(including categories: [MKPointOfInterestCategory]) { rule = .including(Set(categories)) }

    /// Every category but `categories`.
    ///
    /// ```swift
    /// MKPointOfInterestFilter(excluding: [.store])
    /// ```
    public init(excluding categories: [MKPointOfInterestCategory]) { rule = .excluding(Set(categories)) }

    /// Whether the filter lets `category` through.
    ///
    /// ```swift
    /// MKPointOfInterestFilter.excludingAll.includes(.park)   // false
    /// ```
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        switch rule {
        case .including(let categories): categories.contains(category)
        case .excluding(let categories): !categories.contains(category)
        }
    }

    /// Whether the filter keeps `category` out.
    ///
    /// ```swift
    /// MKPointOfInterestFilter(excluding: [.store]).excludes(.store)   // true
    /// ```
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
