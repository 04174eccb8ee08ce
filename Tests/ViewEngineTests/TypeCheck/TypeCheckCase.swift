/// The real expressions the type checker gave up on in the compatibility check's sample,
/// reduced to the shapes that made them expensive (the apps' own names replaced), each with
/// every declaration it needs. `TypeCheckCostTests` type-checks each against the engine
/// within a bound in solver scopes. How they were found and what made them give up:
/// `Benchmarks/HISTORY.md`, "Type-check cost".
enum TypeCheckCase: String, CaseIterable, Sendable {
    /// SwiftUITMDbV2's `MoviePosterCarouselView` and `MovieBackdropCarouselView`: a
    /// `ForEach` of navigation links, each padded by a ternary on its position, whose
    /// card observes a loader publishing a `UIImage` (declared in a file that imports
    /// UIKit).
    case carousel
    /// ControlRoom's `ChromeRenderer`: `CGFloat`, `Double` and literals mixed in one sum,
    /// with an image's size.
    case arithmetic
    /// Food Truck's `TruckOrdersCard`: a `ForEach` of tiles, each with a local shape, a
    /// hierarchical style in `background(_:in:)`, an overlay and an asymmetric transition;
    /// ternaries of styles and weights.
    case tiles
    /// ACHNBrowserUI's `ItemsViewModel`: a `@Published` dictionary through
    /// `subscribe(on:)`, a `map` that sorts with `localizedCompare` and `??`,
    /// `receive(on:)` and `sink`.
    case publisher

    /// The source, as an app's file (`import SwiftUI` is the engine).
    var source: String {
        switch self {
        case .carousel:
            """
            import SwiftUI
            import UIKit

            final class PosterLoader: ObservableObject {
                @Published var image: UIImage?
                func load(_ path: String) { image = UIImage(named: path) }
            }

            struct Film: Identifiable { let id: Int; let title: String; let poster: String }

            struct FilmDetail: View {
                let filmID: Int
                var body: some View { Text("\\(filmID)") }
            }

            struct PosterCard: View {
                let film: Film
                @ObservedObject var loader = PosterLoader()
                var body: some View {
                    ZStack {
                        if let image = loader.image {
                            Image(uiImage: image).resizable()
                        } else {
                            Text(film.title)
                        }
                    }
                    .frame(width: 204, height: 306)
                    .onAppear { loader.load(film.poster) }
                }
            }

            struct FilmCarousel: View {
                let title: String
                let films: [Film]
                var body: some View {
                    VStack(alignment: .leading, spacing: 16) {
                        Text(title).font(.title).fontWeight(.bold).padding(.horizontal)
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(alignment: .top, spacing: 16) {
                                ForEach(self.films) { film in
                                    NavigationLink(destination: FilmDetail(filmID: film.id)) {
                                        PosterCard(film: film)
                                    }
                                    .buttonStyle(PlainButtonStyle())
                                    .padding(.leading, film.id == self.films.first!.id ? 16 : 0)
                                    .padding(.trailing, film.id == self.films.last!.id ? 16 : 0)
                                }
                            }
                        }
                    }
                }
            }
            """
        case .arithmetic:
            """
            import SwiftUI
            import UIKit

            struct Offset { var x: Double; var y: Double }
            struct Insets { var top: Double; var left: Double; var right: Double }

            func origin(of image: UIImage, offset: Offset, canvas size: CGSize, screen: CGSize, edges: Insets, padding: Insets) -> CGPoint {
                var y = (size.height - screen.height) / 2.0 + Double(offset.y) + image.size.height / 2 - edges.top
                let x = (size.width - screen.width) / 2.0 - offset.x - edges.left + (padding.left / 2.0)
                y = (size.height - screen.height) / 2.0 + (screen.height) + abs(offset.y)
                return CGPoint(x: x, y: y)
            }

            func scaled(image: UIImage, scale: Double, sideWidth: Double, topHeight: Double) -> CGSize {
                let width = (Double(image.size.width) / scale + sideWidth * 2) * 1.05
                let height = (Double(image.size.height) / Double(scale) + topHeight * 2) * 1.05
                return CGSize(width: width, height: height)
            }
            """
        case .tiles:
            """
            import SwiftUI

            struct Order: Identifiable, Equatable { let id: String; let total: Int }

            struct Swatch: View {
                let order: Order
                var body: some View { Circle().overlay { Text(order.id) } }
            }

            struct OrderTiles: View {
                let orders: [Order]
                @State private var pulse = false
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            ForEach(orders.reversed().prefix(5)) { order in
                                let tile = RoundedRectangle(cornerRadius: 10, style: .continuous)
                                Swatch(order: order)
                                    .padding(6)
                                    .background(.quaternary.opacity(0.5), in: tile)
                                    .overlay {
                                        tile.strokeBorder(.quaternary, lineWidth: 0.5)
                                    }
                                    .transition(
                                        .asymmetric(
                                            insertion: .offset(x: -100).combined(with: .opacity),
                                            removal: .scale.combined(with: .opacity)
                                        )
                                    )
                            }
                            .aspectRatio(1, contentMode: .fit)
                        }
                        .aspectRatio(2, contentMode: .fit)
                        .frame(maxWidth: .infinity, maxHeight: 250)
                        if let order = orders.last {
                            HStack {
                                Text(order.id)
                                Text(order.total.formatted())
                            }
                            .frame(maxWidth: .infinity)
                            .foregroundStyle(pulse ? .primary : .secondary)
                            .fontWeight(pulse ? .bold : .regular)
                            .contentTransition(.interpolate)
                        }
                    }
                    .padding(10)
                    .clipShape(ContainerRelativeShape())
                    .background()
                    .onChange(of: orders.last) { _ in
                        withAnimation(.spring(response: 0.25, dampingFraction: 1)) { pulse = true }
                    }
                }
            }
            """
        case .publisher:
            """
            import Foundation
            import Combine

            enum Shelf: Hashable { case books, games }
            struct Entry { let name: String }

            final class Catalog { @Published var shelves: [Shelf: [Entry]] = [:] }

            final class ShelfModel {
                var entries: [Entry] = []
                var subscription: AnyCancellable?
                init(catalog: Catalog, shelf: Shelf) {
                    subscription = catalog.$shelves
                        .subscribe(on: DispatchQueue.global())
                        .map { $0[shelf]?.sorted { $0.name.localizedCompare($1.name) == .orderedAscending } ?? [] }
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] in
                            self?.entries = $0
                        }
                }
            }
            """
        }
    }

    /// Past this many solver scopes the type checker gives up on one of the case's
    /// expressions: about four times what it takes with the engine of 2026-11-25 (Swift
    /// 6.3.1), so an overload that multiplies the search fails the test. The compiler's
    /// own bound, which Xcode builds with, is 1 048 576.
    var scopeBound: Int {
        switch self {
        case .carousel: 2_000
        case .arithmetic: 400
        case .tiles: 3_000
        case .publisher: 1_200
        }
    }
}
