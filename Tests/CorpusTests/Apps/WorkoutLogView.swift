import ViewEngine

struct Workout: Identifiable, Equatable {
    let id: Int
    let name: String
    let minutes: Int
}

struct WorkoutLogView: View {
    @State private var workouts = [
        Workout(id: 1, name: "Run", minutes: 30),
        Workout(id: 2, name: "Yoga", minutes: 45),
        Workout(id: 3, name: "Swim", minutes: 20),
    ]

    private var totalMinutes: Int { workouts.reduce(0) { $0 + $1.minutes } }

    var body: some View {
        List {
            Section {
                ForEach(workouts) { workout in
                    HStack {
                        Text(workout.name)
                        Spacer()
                        Text("\(workout.minutes) min").foregroundStyle(.secondary)
                        Button("Delete \(workout.name)") {
                            workouts.removeAll { $0.id == workout.id }
                        }
                    }
                }
            } header: {
                Text("This week")
            } footer: {
                Text("\(totalMinutes) minutes in total")
            }
        }
        .onChange(of: workouts.count) { count in
            print("\(count) workouts, \(totalMinutes) min")
        }
    }
}
