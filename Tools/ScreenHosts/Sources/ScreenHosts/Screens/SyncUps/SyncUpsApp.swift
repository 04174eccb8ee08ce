import Foundation
import ViewEngine

// The SyncUps example of pointfreeco/swift-composable-architecture (Examples/SyncUps at
// 307c851), as its tour's screenshots show it: the app's views written again from reading
// AppFeature.swift, SyncUpsList.swift, SyncUpDetail.swift, SyncUpForm.swift, Meeting.swift
// and Models.swift. The stores and reducers are left out: each screen passes the state the
// screenshot shows as literals, and what the store presented (a pushed screen, a sheet, an
// alert) as constant bindings.

/// Where the screens come from, said once for every SyncUps screen's `origin`.
let syncUpsOrigin = "pointfreeco/swift-composable-architecture Examples/SyncUps/SyncUps (AppFeature, SyncUpsList, SyncUpDetail, SyncUpForm, Meeting, Models) at 307c851; stores and reducers left out, their state as literals; the theme colours are the asset catalog's sRGB values (the engine's host has no catalog of the app's)"

/// A sync-up (Models.swift's `SyncUp`): its attendees, length, past meetings, theme and title.
struct SyncUp: Hashable, Identifiable, Sendable {
    /// Stands in for the app's tagged UUID.
    var id = 0
    /// The people who meet, in order.
    var attendees: [SyncUpAttendee] = []
    /// How long the meeting lasts.
    var duration: Duration = .seconds(60 * 5)
    /// The meetings recorded so far.
    var meetings: [SyncUpMeeting] = []
    /// The colours the sync-up is drawn in.
    var theme: SyncUpTheme = .bubblegum
    /// The sync-up's name.
    var title = ""

    /// A sync-up of the default length and theme, titled `title`, with `names` as its attendees.
    static func named(_ title: String, attendees names: [String], meetings: [SyncUpMeeting] = []) -> SyncUp {
        SyncUp(attendees: names.enumerated().map { SyncUpAttendee(id: $0.offset, name: $0.element) },
               meetings: meetings, title: title)
    }
}

/// One of a sync-up's attendees (Models.swift's `Attendee`).
struct SyncUpAttendee: Hashable, Identifiable, Sendable {
    /// Stands in for the app's tagged UUID.
    var id: Int
    /// The attendee's name.
    var name = ""
}

/// A recorded meeting (Models.swift's `Meeting`).
struct SyncUpMeeting: Hashable, Identifiable, Sendable {
    /// Stands in for the app's tagged UUID.
    var id = 0
    /// When the meeting took place.
    var date: Date
    /// What the speech recogniser wrote down.
    var transcript = ""

    /// A meeting at the given minute of the current calendar's time zone (the engine writes
    /// a date in it, as the simulator wrote its own), with an empty transcript.
    static func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> SyncUpMeeting {
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return SyncUpMeeting(date: Calendar.current.date(from: components) ?? Date(timeIntervalSince1970: 0))
    }
}

/// A sync-up's theme (Models.swift's `Theme`): a main colour from the app's asset catalog
/// and a black or white accent on it.
enum SyncUpTheme: String, CaseIterable, Hashable, Identifiable, Sendable {
    /// The themes, in the app's order.
    case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle, poppy, purple, seafoam, sky, tan, teal, yellow

    /// The theme itself.
    var id: Self { self }

    /// The text and icon colour on the theme's main colour.
    var accentColor: Color {
        switch self {
        case .indigo, .magenta, .navy, .oxblood, .purple: .white
        default: .black
        }
    }

    /// The colour set of the theme's name in the app's catalog (Themes/NAME.colorset, the
    /// same sRGB components in light and dark).
    var mainColor: Color {
        let (red, green, blue): (Double, Double, Double) = switch self {
        case .bubblegum: (0.933, 0.502, 0.820)
        case .buttercup: (1.000, 0.945, 0.588)
        case .indigo: (0.212, 0.000, 0.443)
        case .lavender: (0.812, 0.808, 1.000)
        case .magenta: (0.647, 0.075, 0.467)
        case .navy: (0.000, 0.078, 0.255)
        case .orange: (1.000, 0.545, 0.259)
        case .oxblood: (0.290, 0.027, 0.043)
        case .periwinkle: (0.525, 0.510, 1.000)
        case .poppy: (1.000, 0.369, 0.369)
        case .purple: (0.569, 0.294, 0.949)
        case .seafoam: (0.796, 0.918, 0.898)
        case .sky: (0.431, 0.573, 1.000)
        case .tan: (0.761, 0.608, 0.494)
        case .teal: (0.133, 0.561, 0.620)
        case .yellow: (1.000, 0.875, 0.302)
        }
        return Color(.sRGB, red: red, green: green, blue: blue)
    }

    /// The theme's name as the app shows it.
    var name: String { rawValue.capitalized }
}

/// The screens the app's navigation stack pushes (AppFeature's `Path`; the recording
/// screen is never shown here and is left out).
enum SyncUpsPath: Hashable, Sendable {
    /// A sync-up's detail.
    case detail(SyncUp)
    /// A past meeting of a sync-up.
    case meeting(SyncUpMeeting, syncUp: SyncUp)
}

/// What a sync-up's detail presents (SyncUpDetail's `Destination`).
enum SyncUpDetailDestination: Hashable, Sendable {
    /// The alert asking whether to delete the sync-up.
    case deleteAlert
    /// The edit form's sheet, with the sync-up as edited so far.
    case edit(SyncUp)
}

/// The app's root (`AppView`): a navigation stack of the sync-ups list and the pushed
/// screens, with their presentations.
struct SyncUpsAppView: View {
    /// The sync-ups the list shows.
    var syncUps: [SyncUp]
    /// The screens pushed over the list.
    var path: [SyncUpsPath] = []
    /// The new sync-up the list's add sheet edits, if it is presented.
    var adding: SyncUp? = nil
    /// What the pushed detail presents, if anything.
    var detailDestination: SyncUpDetailDestination? = nil

    /// The stack.
    var body: some View {
        NavigationStack(path: .constant(path)) {
            SyncUpsListView(syncUps: syncUps, adding: adding)
                .navigationDestination(for: SyncUpsPath.self) { screen in
                    switch screen {
                    case .detail(let syncUp):
                        SyncUpDetailView(syncUp: syncUp, destination: detailDestination)
                    case .meeting(let meeting, let syncUp):
                        SyncUpMeetingView(meeting: meeting, syncUp: syncUp)
                    }
                }
        }
    }
}

/// The list of sync-ups (`SyncUpsListView`): a card a sync-up on its theme's colour, a +
/// button, and the add sheet.
struct SyncUpsListView: View {
    /// The sync-ups.
    var syncUps: [SyncUp]
    /// The new sync-up the add sheet edits, if it is presented.
    var adding: SyncUp?

    /// The list.
    var body: some View {
        List {
            ForEach(syncUps) { syncUp in
                NavigationLink(value: SyncUpsPath.detail(syncUp)) {
                    SyncUpCardView(syncUp: syncUp)
                }
                .listRowBackground(syncUp.theme.mainColor)
            }
            .onDelete { _ in }
        }
        .toolbar {
            Button {} label: {
                Image(systemName: "plus")
            }
        }
        .navigationTitle("Daily Sync-ups")
        .sheet(item: .constant(adding)) { draft in
            NavigationStack {
                SyncUpFormView(syncUp: draft)
                    .navigationTitle("New sync-up")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Dismiss") {}
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Add") {}
                        }
                    }
            }
        }
    }
}

/// A sync-up's card in the list (`CardView`): its title, attendee count and length.
struct SyncUpCardView: View {
    /// The sync-up.
    let syncUp: SyncUp

    /// The card.
    var body: some View {
        VStack(alignment: .leading) {
            Text(syncUp.title)
                .font(.headline)
            Spacer()
            HStack {
                Label("\(syncUp.attendees.count)", systemImage: "person.3")
                Spacer()
                Label(syncUp.duration.formatted(.units()), systemImage: "clock")
                    .labelStyle(SyncUpsTrailingIconLabelStyle())
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(syncUp.theme.accentColor)
    }
}

/// The app's label style with the icon after the title (`TrailingIconLabelStyle`).
struct SyncUpsTrailingIconLabelStyle: LabelStyle {
    /// The title, then the icon, in a row.
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

/// A sync-up's detail (`SyncUpDetailView`): its info, past meetings, attendees and a delete
/// button, with the delete alert and the edit sheet it presents.
struct SyncUpDetailView: View {
    /// The sync-up.
    var syncUp: SyncUp
    /// What the detail presents, if anything.
    var destination: SyncUpDetailDestination?

    /// The sync-up the edit sheet edits, if it is presented.
    private var editing: SyncUp? {
        if case .edit(let draft) = destination { draft } else { nil }
    }

    /// The form.
    var body: some View {
        Form {
            Section {
                Button {} label: {
                    Label("Start Meeting", systemImage: "timer")
                        .font(.headline)
                        .foregroundColor(.accentColor)
                }
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text(syncUp.duration.formatted(.units()))
                }
                HStack {
                    Label("Theme", systemImage: "paintpalette")
                    Spacer()
                    Text(syncUp.theme.name)
                        .padding(4)
                        .foregroundColor(syncUp.theme.accentColor)
                        .background(syncUp.theme.mainColor)
                        .cornerRadius(4)
                }
            } header: {
                Text("Sync-up Info")
            }

            if !syncUp.meetings.isEmpty {
                Section {
                    ForEach(syncUp.meetings) { meeting in
                        NavigationLink(value: SyncUpsPath.meeting(meeting, syncUp: syncUp)) {
                            HStack {
                                Image(systemName: "calendar")
                                Text(meeting.date, style: .date)
                                Text(meeting.date, style: .time)
                            }
                        }
                    }
                    .onDelete { _ in }
                } header: {
                    Text("Past meetings")
                }
            }

            Section {
                ForEach(syncUp.attendees) { attendee in
                    Label(attendee.name, systemImage: "person")
                }
            } header: {
                Text("Attendees")
            }

            Section {
                Button("Delete") {}
                    .foregroundColor(.red)
                    .frame(maxWidth: .infinity)
            }
        }
        .toolbar {
            Button("Edit") {}
        }
        .navigationTitle(syncUp.title)
        .alert(Text("Delete?"), isPresented: .constant(destination == .deleteAlert)) {
            Button(role: .destructive) {} label: { Text("Yes") }
            Button(role: .cancel) {} label: { Text("Nevermind") }
        } message: {
            Text(ScreenProse.literal(startingWith: "Are you sure you want to delete"))
        }
        .sheet(item: .constant(editing)) { draft in
            NavigationStack {
                SyncUpFormView(syncUp: draft)
                    .navigationTitle(syncUp.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {}
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {}
                        }
                    }
            }
        }
    }
}

/// The form a sync-up is added or edited in (`SyncUpFormView`): title, length, theme and
/// attendees (the focus the store keeps is left out: no field shows it in the screenshots).
struct SyncUpFormView: View {
    /// The sync-up being edited.
    @State var syncUp: SyncUp

    /// The form.
    var body: some View {
        Form {
            Section {
                TextField("Title", text: $syncUp.title)
                HStack {
                    Slider(value: $syncUp.duration.syncUpMinutes, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    Spacer()
                    Text(syncUp.duration.formatted(.units()))
                }
                SyncUpThemePicker(selection: $syncUp.theme)
            } header: {
                Text("Sync-up Info")
            }
            Section {
                ForEach($syncUp.attendees) { $attendee in
                    TextField("Name", text: $attendee.name)
                }
                .onDelete { _ in }

                Button("New attendee") {}
            } header: {
                Text("Attendees")
            }
        }
    }
}

/// The theme picker (`ThemePicker`): each theme's name and palette on its colour.
struct SyncUpThemePicker: View {
    /// The chosen theme.
    @Binding var selection: SyncUpTheme

    /// The picker.
    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(SyncUpTheme.allCases) { theme in
                ZStack {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(theme.mainColor)
                    Label(theme.name, systemImage: "paintpalette")
                        .padding(4)
                }
                .foregroundColor(theme.accentColor)
                .fixedSize(horizontal: false, vertical: true)
                .tag(theme)
            }
        }
    }
}

extension Duration {
    /// The length in whole minutes, as the form's slider reads and writes it.
    fileprivate var syncUpMinutes: Double {
        get { Double(components.seconds / 60) }
        set { self = .seconds(newValue * 60) }
    }
}

/// A past meeting (`MeetingView`): its attendees and transcript, titled with its date.
struct SyncUpMeetingView: View {
    /// The meeting.
    let meeting: SyncUpMeeting
    /// The sync-up it belongs to.
    let syncUp: SyncUp

    /// The form.
    var body: some View {
        Form {
            Section {
                ForEach(syncUp.attendees) { attendee in
                    Text(attendee.name)
                }
            } header: {
                Text("Attendees")
            }
            Section {
                Text(meeting.transcript)
            } header: {
                Text("Transcript")
            }
        }
        .navigationTitle(Text(meeting.date, style: .date))
    }
}

extension SyncUp {
    /// The sync-up the tour adds: Morning sync, with Blob, Blob Jr and Blob Sr.
    static let tourMorningSync = SyncUp.named("Morning sync", attendees: ["Blob", "Blob Jr", "Blob Sr"])

    /// The tour's sync-up after the edit that adds Blob Esq.
    static let tourMorningSyncEdited = SyncUp.named("Morning sync", attendees: ["Blob", "Blob Jr", "Blob Sr", "Blob Esq"])

    /// The tour's edited sync-up after its first meeting (February 20, 2024, 11:01 AM; the
    /// recogniser wrote no transcript).
    static let tourMorningSyncMet = SyncUp.named("Morning sync", attendees: ["Blob", "Blob Jr", "Blob Sr", "Blob Esq"],
                                                 meetings: [.at(2024, 2, 20, 11, 1)])

    /// The tutorial's sync-up: Point-Free morning sync, with Blob, Blob Jr. and Blob Sr., met
    /// on December 18, 2023 at 8:45 PM.
    static let tutorialMorningSync = SyncUp.named("Point-Free morning sync", attendees: ["Blob", "Blob Jr.", "Blob Sr."],
                                                  meetings: [.at(2023, 12, 18, 20, 45)])
}
