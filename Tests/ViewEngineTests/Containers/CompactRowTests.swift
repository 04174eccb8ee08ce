import Foundation
import Testing
import ViewEngine
import TestSupport

/// A row whose content is no taller than 35 points (Rules R22; Measures §6 "Compact
/// row"). Measured on iOS 17, issue 85: the TCA SyncUps detail screen draws its theme row
/// — a label beside the theme's name with `padding(4)` on a colored background, 28 points
/// high — 44 points high, the capsule 8 points from the row's top and bottom, where the
/// engine drew 50.33 (11 + 28.33 + 11); SpeakList's "Add Item" sheet draws its quantity
/// row (a `Stepper`, 32 high) 44 high, where the engine drew 54.
@MainActor
@Suite("Lists: content up to 35 points high sits in a 44-point row")
struct CompactRowTests {
    /// The height of each card (an inset-grouped section) the picture draws, top to bottom.
    private func cardHeights(_ host: ViewHost<some View>) -> [CGFloat] {
        host.snapshot().split(separator: "\n").filter { $0.contains(##"rx="10" fill="#FFFFFF""##) }.compactMap { line in
            guard let range = line.range(of: #" height=""#) else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
        }
    }

    struct Capsule: View {
        var body: some View {
            HStack {
                Label("Theme", systemImage: "paintpalette")
                Spacer()
                Text("Bubblegum").padding(4).background(Color.pink).cornerRadius(4).accessibilityIdentifier("capsule")
            }
        }
    }

    @Test func aPaddedCapsuleRowIs44High() throws {
        let host = ViewHost(testing: Form { Section { Capsule() } })
        #expect(cardHeights(host) == [44])
        let capsule = try host.frame(of: "capsule")
        // Centred: as far from the row's top as from its bottom.
        #expect(abs(capsule.height - 28.33) < 0.01, "\(capsule)")
    }

    @Test func aStepperRowIs44High() {
        let host = ViewHost(testing: Form { Section { Stepper("Quantity", value: .constant(1), in: 1...9) } })
        #expect(cardHeights(host) == [44])
    }

    /// Measured on iOS 17 (SpeakList's "Add Item" sheet): a menu picker's row is 44 high;
    /// two menu pickers in a `VStack` in one row are 34.33 high each, 8 apart, 11 from the
    /// row's edges: the card 99 high, the pickers' titles 42.33 apart (the engine drew the
    /// pickers as lines of text, 22 high, a line's leading apart: a 65-point card).
    @Test func aMenuPickerIsPaddedInItsRow() throws {
        let picker = { (title: String) in
            Picker(title, selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }.accessibilityIdentifier(title)
        }
        #expect(cardHeights(ViewHost(testing: Form { Section { picker("Alone") } })) == [44])
        let host = ViewHost(testing: Form { Section { VStack(alignment: .leading) { picker("Store"); picker("Location") } } })
        let store = try host.frame(of: "Store"), location = try host.frame(of: "Location")
        #expect(abs(store.height - 34.33) < 0.01 && abs(location.minY - store.maxY - 8) < 0.01, "\(store) \(location)")
        let heights = cardHeights(host)
        #expect(heights.count == 1 && abs(heights[0] - 98.67) < 0.01, "\(heights)")
    }

    /// Measured on iOS 18 (netbob's detail screen, snapshot reference): a monospaced bold
    /// 12-point key over its 12-point value, 6 apart — about 35 points of content — is a
    /// 44-point row, the key's baseline 15.83 below the row's top; the engine, taking
    /// 34.33 for the bound, drew a 56.67-point row.
    @Test func twoLinesOfSmallTextMakeA44PointRow() throws {
        let host = ViewHost(testing: Form {
            Section {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Method").font(.system(size: 12, weight: .bold, design: .monospaced)).accessibilityIdentifier("key")
                    Text("GET").font(.system(size: 12))
                }
            }
        })
        #expect(cardHeights(host) == [44])
        let key = try host.frame(of: "key")
        // Centred: 4.5 or more from the row's top (the content is no taller than 35).
        let top = try #require(host.snapshot().split(separator: "\n").first { $0.contains(##"rx="10" fill="#FFFFFF""##) })
        let cardTop = try #require(top.range(of: #" y=""#).flatMap { Double(top[$0.upperBound...].prefix { $0 != "\"" }) })
        #expect(key.minY - CGFloat(cardTop) >= 4.5 - 0.01 && key.minY - CGFloat(cardTop) < 5, "\(key) below \(cardTop)")
    }

    /// Taller content keeps the text's 11 points above and below: two lines of body text.
    @Test func tallerContentKeepsTheTextsInset() {
        let host = ViewHost(testing: Form { Section { VStack(alignment: .leading, spacing: 0) { Text("One"); Text("Two") } } })
        let heights = cardHeights(host)
        #expect(heights.count == 1 && heights[0] > 62, "\(heights)")
    }

    /// At a larger text size, where a line of body text makes a row taller than 44, the
    /// capsule's row keeps the text's inset too.
    @Test func atLargerTextSizesTheTextsInsetStays() throws {
        let host = ViewHost(testing: Form { Section { Capsule() } }.dynamicTypeSize(.xxxLarge))
        let capsule = try host.frame(of: "capsule")
        let heights = cardHeights(host)
        #expect(heights.count == 1 && abs(heights[0] - (capsule.height + 22)) < 0.01, "\(heights) \(capsule)")
    }
}
