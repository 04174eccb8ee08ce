import ViewEngine

/// lunij/netbob's `DetailView` in a `NavigationView`, as its snapshot test hosts it: a
/// paged tab view of three forms (General shown: a section of monospaced-bold keys over
/// their values), a share button, and a segmented picker over an ultra-thin material at the
/// bottom.
let netbobDetail = HostedScreen(
    "netbob-detail",
    origin: "lunij/netbob Sources/Netbob/Modules/Detail/DetailView.swift, Core/UI/KeyValueView.swift, DetailViewState.swift (ViewData); "
        + "DetailViewTests (the fake connection of Tests/NetbobTests/Fakes/HTTPConnection.swift, its view data as literals; GMT); "
        + "the action and activity sheets and KeyValueView's context menu left out (no drawing)"
) {
    NavigationView {
        NetbobDetailView()
    }
}

/// A key and its value.
private struct NetbobKeyValue: Hashable {
    let key: String
    let value: String
}

/// The detail view.
private struct NetbobDetailView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NetbobGeneralTab().tag(0)
            NetbobRequestTab().tag(1)
            NetbobResponseTab().tag(2)
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        .background(Color(uiColor: .systemGroupedBackground))
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                } label: {
                    Text(Image(systemName: "square.and.arrow.up"))
                        .fontWeight(.light)
                }
            }
        }
        .overlay(alignment: .bottom) {
            Picker("Picker", selection: $selection) {
                Text("General").tag(0)
                Text("Request").tag(1)
                Text("Response").tag(2)
            }
            .pickerStyle(SegmentedPickerStyle())
            .padding(.horizontal)
            .padding(.vertical, 4)
            .frame(maxWidth: .infinity)
            .background(.ultraThinMaterial)
        }
    }
}

/// The General tab: the request's summary.
private struct NetbobGeneralTab: View {
    let values = [
        NetbobKeyValue(key: "URL", value: "http://fake.abc/fake/path?a=1,b=2,c=3"),
        NetbobKeyValue(key: "Method", value: "GET"),
        NetbobKeyValue(key: "Status", value: "200"),
        NetbobKeyValue(key: "Request date", value: "1970-01-01 00:00:00 GMT"),
        NetbobKeyValue(key: "Response date", value: "1970-01-01 00:00:02 GMT"),
        NetbobKeyValue(key: "Time interval", value: "2.0"),
        NetbobKeyValue(key: "Timeout", value: "10.0 s"),
        NetbobKeyValue(key: "Cache policy", value: "UseProtocolCachePolicy"),
    ]

    var body: some View {
        Form {
            Section(header: Text("General")) {
                ForEach(values, id: \.self) { NetbobKeyValueView(key: $0.key, value: $0.value) }
            }
        }
    }
}

/// The Request tab: the body's link, the headers (none) and the query items.
private struct NetbobRequestTab: View {
    var body: some View {
        Form {
            NavigationLink("Request Body", destination: EmptyView())
            Section(header: Text("Header")) {
                EmptyView()
            }
            Section(header: Text("Query")) {
                NetbobKeyValueView(key: "a", value: "1,b=2,c=3")
            }
        }
    }
}

/// The Response tab: the body's link and the response's headers.
private struct NetbobResponseTab: View {
    var body: some View {
        Form {
            NavigationLink("Response Body", destination: EmptyView())
            Section(header: Text("Header")) {
                NetbobKeyValueView(key: "Content-Type", value: "application/json")
            }
        }
    }
}

/// The app's `KeyValueView`: a monospaced bold key over its value.
private struct NetbobKeyValueView: View {
    let key: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(key)
                .font(.system(size: 12, weight: .bold, design: .monospaced))
            Text(value)
                .font(.system(size: 12))
        }
    }
}
