import Testing
@testable import ViewEngine
import ViewEngineCore

/// A driver finds a control by its kind and title, and an error names the kind as SwiftUI
/// names the view ("Button", "Toggle"): a kind is its name, however often and wherever it
/// is made (ARCHITECTURE.md, "How a driver finds its control"). `DriverErrorTests` checks
/// the names in the errors.
@MainActor
@Suite("Host: a control kind is its name")
struct ControlKindTests {
    @Test func aKindMadeAgainIsTheSameKind() {
        #expect(ControlKind<any Activating & RegisteredControl>.button.erased
                == ControlKind<any Activating & RegisteredControl>.button.erased)
        #expect(ControlKind<any Activating & RegisteredControl>.button.name == "Button")
    }

    /// Another literal of the same text (at another address, unless the compiler merged
    /// the two) finds the name, not a new kind.
    @Test func anotherLiteralOfTheSameNameIsTheSameKind() {
        let written = AnyControlKind("Button")
        #expect(written == ControlKind<any Activating & RegisteredControl>.button.erased)
        #expect(written.hashValue == ControlKind<any Activating & RegisteredControl>.button.erased.hashValue)
    }

    /// A literal of one scalar may have no address: it is found by its name.
    @Test func aOneScalarNameIsFoundByName() {
        let first = AnyControlKind("X")
        let again = AnyControlKind("X")
        #expect(first == again)
        #expect(first.name == "X")
        #expect(first != AnyControlKind("Y"))
    }

    @Test func kindsOfOtherNamesDifferAndKeepTheirNames() {
        let first = AnyControlKind("ControlKindTests.first")
        let second = AnyControlKind("ControlKindTests.second")
        #expect(first != second)
        #expect("\(first)" == "ControlKindTests.first")
        #expect(second.name == "ControlKindTests.second")
    }
}
