import Foundation

// No SwiftUI or ViewEngine import: nothing here is a view's onChange.
struct Listener {
    func onChange(of value: Int, perform action: (Int) -> Void) { action(value) }
}

extension Listener {
    func listen() {
        self.onChange(of: 1) { value in print(value) }
    }
}
