import ViewEngine

struct UnitConverterView: View {
    enum Unit: String, CaseIterable, Identifiable {
        case meters, feet
        var id: Self { self }
    }

    @State private var unit: Unit = .meters
    @State private var distance = 10

    private var converted: String {
        unit == .meters ? "\(distance) m" : String(format: "%.1f ft", Double(distance) * 3.28084)
    }

    var body: some View {
        Form {
            Picker("Unit", selection: $unit) {
                ForEach(Unit.allCases) { unit in
                    Text(unit.rawValue.capitalized).tag(unit)
                }
            }
            .pickerStyle(.segmented)
            Stepper("Distance: \(distance)", value: $distance, in: 0...20, step: 5)
            Text(converted)
                .font(.title3)
        }
        .onChange(of: unit) { newUnit in
            print("unit \(newUnit.rawValue): \(converted)")
        }
        .onChange(of: distance) { newDistance in
            print("distance \(newDistance)")
        }
    }
}
