import ViewEngine
import OnChangeCompat

struct StepCounterView: View {
    @State private var steps = 0
    @State private var history: [String] = []

    var body: some View {
        VStack {
            Text("\(steps) steps")
                .font(.largeTitle)
                .contentTransition(.numericText())
            HStack {
                Button("+1000") { withAnimation(.snappy) { steps += 1000 } }
                Button("Reset") { steps = 0 }
            }
            ForEach(history, id: \.self) { entry in
                Text(entry).font(.caption)
            }
        }
        .onChange(of: steps, initial: true) { oldValue, newValue in
            let entry = "\(oldValue) → \(newValue)"
            history.append(entry)
            print(entry)
        }
    }
}
