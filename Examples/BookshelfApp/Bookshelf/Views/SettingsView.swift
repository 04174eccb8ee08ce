import SwiftUI

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("sortByTitle") private var sortByTitle = true
    @AppStorage("showYears") private var showYears = true

    var body: some View {
        NavigationStack {
            Form {
                Section("List") {
                    Toggle("Sort by title", isOn: $sortByTitle)
                    Toggle("Show years", isOn: $showYears)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
