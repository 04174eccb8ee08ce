import SwiftUI

// With SwiftUI, the modern API is SwiftUI's own: no import is added.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("+") { count += 1 }
            .onChange(of: count) { [count] newValue in
                print(count, newValue)
            }
    }
}
