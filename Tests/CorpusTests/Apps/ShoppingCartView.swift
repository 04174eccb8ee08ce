import ViewEngine

struct CartLine: Identifiable, Equatable {
    let id: String
    let price: Decimal
    var quantity: Int
}

struct ShoppingCartView: View {
    @State private var lines = [
        CartLine(id: "Coffee", price: 12, quantity: 1),
        CartLine(id: "Mug", price: 9.5, quantity: 0),
    ]
    @State private var freeShipping = false

    private var total: Decimal { lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

    var body: some View {
        List {
            ForEach($lines) { $line in
                HStack {
                    Text(line.id)
                    Spacer()
                    Button("−") { if line.quantity > 0 { line.quantity -= 1 } }
                        .buttonStyle(.borderless)
                        .accessibilityLabel("Remove \(line.id)")
                    Text("\(line.quantity)")
                        .monospacedDigit()
                    Button("+ \(line.id)") { line.quantity += 1 }
                        .buttonStyle(.borderless)
                }
            }
            Section {
                LabeledContent("Total", value: total, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                if freeShipping {
                    Label("Free shipping unlocked", systemImage: "shippingbox")
                        .foregroundColor(.green)
                }
            }
        }
        .onChange(of: total) { newTotal in
            freeShipping = newTotal >= 30
            print("total \(newTotal)")
        }
    }
}
