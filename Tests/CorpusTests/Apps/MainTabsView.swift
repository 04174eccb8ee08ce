import ViewEngine

struct MainTabsView: View {
    enum Tab: Hashable {
        case home, inbox, profile
    }

    @State private var selectedTab: Tab = .home
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selectedTab) {
            Text("Home feed")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
            VStack {
                Text("\(unread) unread")
                Button("Mark all read") { unread = 0 }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(unread)
            .tag(Tab.inbox)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(Tab.profile)
        }
        .onChange(of: selectedTab) { tab in
            print("selected \(tab)")
        }
        .onChange(of: unread) { count in
            print("unread \(count)")
        }
    }
}
