import ViewEngineMacros

// Previews as SwiftUI apps write them; PreviewTests mounts and drives them.

#Preview("Counter") {
    @Previewable @State var n = 0
    Button("+\(n)") { n += 1 }
}

#Preview {
    VStack {
        Text("Unnamed")
        Text("preview")
    }
}

#Preview("Row", traits: .fixedLayout(width: 375, height: 40), .landscapeLeft) {
    Text("Milk")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Text("Small")
}

#Preview("Badge", arguments: [0, 1, 99]) { count in
    Text("\(count) new")
}

/// A body that declares values and returns its view, as the previews of apps that build a
/// model first do.
#Preview("Model") {
    let items = ["milk", "eggs"]
    return List(items, id: \.self) { item in
        Text(item)
    }
}

/// Different views from different branches: the body returns `any View`.
#Preview("Fallback") {
    do {
        let value = try parse("12")
        return Text("parsed \(value)")
    } catch {
        return Button("Retry") {}
    }
}

#Preview("Toggle", body: {
    @Previewable @State var isOn = true
    @Previewable @State var taps = 0
    VStack {
        Toggle("Wi-Fi", isOn: $isOn)
        Button("Tapped \(taps)") { taps += 1 }
    }
})

struct ParseError: Error {}

func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError() }
    return value
}
