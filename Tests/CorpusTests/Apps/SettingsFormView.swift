import ViewEngine

struct SettingsFormView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = false
    @AppStorage("soundsEnabled") private var soundsEnabled = true
    @AppStorage("dailyGoal") private var dailyGoal = 3
    @State private var statusMessage = ""

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sounds", isOn: $soundsEnabled)
                        .disabled(!notificationsEnabled)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text(statusMessage)
                }

                Section("Goal") {
                    HStack {
                        Text("Daily goal")
                        Spacer()
                        Text("\(dailyGoal) sessions")
                            .foregroundStyle(.secondary)
                    }
                    Button("Raise goal") { dailyGoal += 1 }
                }

                Section("About") {
                    LabeledContent("Version", value: "1.4.2")
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
        }
        .onChange(of: notificationsEnabled) { isEnabled in
            statusMessage = isEnabled ? "You'll get a reminder every evening." : "Reminders are off."
            print("notifications \(isEnabled ? "on" : "off")")
        }
        .onChange(of: dailyGoal) { goal in
            print("goal \(goal)")
        }
    }
}

struct SettingsFormView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsFormView()
    }
}
