import Foundation
import MapKit
import Testing
import ViewEngine

/// Local search answered from the places a test declares; each test named after the
/// sentence of Apple's documentation (MapKit: "MKLocalSearch", "MKLocalSearchCompleter",
/// "MKLocalSearchCompleterDelegate") it encodes.
@MainActor
@Suite("MapKit: local search among declared places")
struct LocalSearchTests {
    final class Suggestions: NSObject, MKLocalSearchCompleterDelegate, @unchecked Sendable {
        var log: [String] = []
        func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
            log.append(completer.results.map(\.description).joined(separator: "; "))
        }
        func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {
            log.append("failed \(error)")
        }
    }

    static let places = [
        CLPlacemark(coordinate: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246), name: "Big Ben",
                    thoroughfare: "Bridge Street", locality: "London", country: "United Kingdom"),
        CLPlacemark(coordinate: CLLocationCoordinate2D(latitude: 51.5014, longitude: -0.1419), name: "Buckingham Palace",
                    locality: "London", country: "United Kingdom"),
        CLPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945), name: "Tour Eiffel",
                    locality: "Paris", country: "France"),
    ]

    /// Runs `body` as the app of a new host runs, with the declared places.
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("app"))
        host.location.places = Self.places
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// "MKLocalSearch: A utility object for initiating map-based searches and processing
    /// the results" — "mapItems: An array of map items representing the search results"
    /// and "boundingRegion: The map region that contains the returned search results";
    /// none found is "MKError.Code.placemarkNotFound".
    @Test func aSearchFindsTheDeclaredPlacesWithTheirRegion() async throws {
        try await inHost { _ in
            let response = try await MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "london")).start()
            #expect(response.mapItems.map(\.name) == ["Big Ben", "Buckingham Palace"])
            #expect(response.mapItems.first?.placemark.coordinate == CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246))
            #expect(response.boundingRegion.center == CLLocationCoordinate2D(latitude: 51.50105, longitude: -0.13325))
            let request = MKLocalSearch.Request(naturalLanguageQuery: "palace")
            request.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.86, longitude: 2.29),
                                                span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
            await #expect(throws: MKError(.placemarkNotFound)) { _ = try await MKLocalSearch(request: request).start() }
        }
    }

    /// "MKLocalSearchCompleter: A utility object for generating a list of completion strings
    /// based on a partial search string" — "queryFragment: ... the search string", the
    /// delegate told later ("completerDidUpdateResults(_:)"), and a completion searched for.
    @Test func aCompleterSuggestsAsThePersonTypes() async throws {
        try await inHost { host in
            let suggestions = Suggestions()
            let completer = MKLocalSearchCompleter()
            completer.delegate = suggestions
            completer.queryFragment = "tour"
            #expect(suggestions.log == [])
            await host.settle()
            completer.queryFragment = "atlantis"
            await host.settle()
            #expect(suggestions.log == ["Tour Eiffel — Paris, France", "failed MKError(placemarkNotFound)"])
            completer.queryFragment = "big"
            await host.settle()
            let completion = try #require(completer.results.first)
            let response = try await MKLocalSearch(request: MKLocalSearch.Request(completion: completion)).start()
            #expect(response.mapItems.map(\.name) == ["Big Ben"])
        }
    }
}

/// "MKAnnotation: An interface for associating your content with a specific map location"
/// — an app's class with `let` properties conforms, as WorkoutApp's `ParkAnnotation`
/// does; "MKPointAnnotation: A string-based piece of location-specific data".
@MainActor
@Suite("MapKit: annotations of the app's own")
struct AnnotationObjectTests {
    final class Park: NSObject, MKAnnotation {
        let coordinate: CLLocationCoordinate2D
        let title: String?
        init(coordinate: CLLocationCoordinate2D, title: String?) {
            self.coordinate = coordinate
            self.title = title
        }
    }

    @Test func anAppsClassAndAPointAnnotationConform() {
        let spot = CLLocationCoordinate2D(latitude: 55.75, longitude: 37.62)
        let annotations: [any MKAnnotation] = [Park(coordinate: spot, title: "Park"),
                                               MKPointAnnotation(coordinate: spot, title: "Pin", subtitle: "here")]
        #expect(annotations.map(\.title) == ["Park", "Pin"])
        #expect(annotations.map(\.subtitle) == [nil, "here"])
        #expect(annotations.allSatisfy { $0.coordinate == spot })
    }
}
