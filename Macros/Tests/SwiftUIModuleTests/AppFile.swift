// A view file as an iOS app writes it: it imports SwiftUI and nothing else, and uses what
// Apple's SwiftUI brings with it — UIKit and Core Graphics names, Combine, Observation,
// URLSession — and SwiftUI's macros. That this target compiles is half the test.
import SwiftUI

/// A model in the iOS 13 style: Combine's protocol and property wrapper.
final class Basket: ObservableObject {
    @Published var items: [String] = []
}

/// A model in the iOS 17 style: Observation's macro.
@Observable final class Profile {
    var name = "Ada"
}

extension EnvironmentValues {
    /// An entry declared with SwiftUI's macro.
    @Entry var accentName = "blue"
}

/// A screen that reaches UIKit (`UIApplication.shared`), Core Graphics (`CGColor`,
/// `CGFloat`) and the environment.
struct BasketView: View {
    @StateObject private var basket = Basket()
    @Environment(Profile.self) private var profile
    @Environment(\.accentName) private var accentName
    let corner: CGFloat = 8
    let shadow = CGColor(gray: 0, alpha: 0.5)

    var body: some View {
        VStack {
            Text("\(profile.name)'s basket: \(basket.items.count), \(accentName)")
            Button("Add") { basket.items.append("Tea") }
            Button("Help") { UIApplication.shared.open(URL(string: "https://example.com/help")!) }
        }
    }
}

#Preview("Basket") {
    BasketView()
        .environment(Profile())
        .environment(\.accentName, "green")
}

/// The request a service of such an app builds (`URLRequest` lives in FoundationNetworking
/// on Linux).
func itemsRequest() -> URLRequest {
    URLRequest(url: URL(string: "https://example.com/items.json")!)
}

/// A list of the app's Core Data objects: `@FetchRequest`, `FetchedResults` and the
/// environment's `managedObjectContext` are SwiftUI's names, so this file imports SwiftUI
/// alone.
struct NotesView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var notes: FetchedResults<Note>

    var body: some View {
        VStack {
            ForEach(notes) { note in Text(note.title ?? "") }
            Button("Add") {
                Note(context: context).title = "Cheese"
                try? context.save()
            }
        }
    }
}
