import ViewEngine

struct TipCalculatorView: View {
    @State private var amount = 0.0
    @State private var tipPercent = 15
    @State private var people = 2
    private let tipChoices = [10, 15, 20]

    private var perPerson: Double {
        let total = amount * (1 + Double(tipPercent) / 100)
        return total / Double(people)
    }

    var body: some View {
        Form {
            Section("Check") {
                TextField("Amount", value: $amount, format: .number)
                    .keyboardType(.decimalPad)
                HStack {
                    ForEach(tipChoices, id: \.self) { choice in
                        Button("\(choice)%") { tipPercent = choice }
                            .buttonStyle(.bordered)
                            .tint(tipPercent == choice ? .blue : .gray)
                    }
                }
            }
            Section("Each person pays") {
                Text(perPerson, format: .number.precision(.fractionLength(2)))
                    .font(.title2.monospacedDigit())
            }
        }
        .onChange(of: amount) { newAmount in
            print("amount \(newAmount)")
        }
        .onChange(of: tipPercent) { percent in
            print("tip \(percent)% → \(String(format: "%.2f", perPerson)) each")
        }
    }
}
