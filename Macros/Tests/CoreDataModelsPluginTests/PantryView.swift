// A view file as the app writes it: it imports SwiftUI alone and uses the generated Jar.
import SwiftUI

/// The jars, newest label first, with a button that fills one more.
struct PantryView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [SortDescriptor(\.contents)]) private var jars: FetchedResults<Jar>

    var body: some View {
        VStack {
            ForEach(jars) { jar in
                Text("\(jar.contents ?? "?") on \(jar.shelf?.label ?? "no shelf")\(jar.isEmpty ? ", empty" : "")")
            }
            Button("Fill") {
                let jar = Jar(context: context)
                jar.contents = "Honey"
                jar.filled = Date(timeIntervalSince1970: 0)
                try? context.save()
            }
        }
    }
}
