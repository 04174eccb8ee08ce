import ViewEngine

/// lunij/netbob's `ListView` in a `NavigationView`, as its snapshot test hosts it: four
/// toolbar icons, an always-shown search field, and six request rows (a status strip, the
/// method, status code and time, the URL) with disclosure chevrons; the last three, from an
/// earlier session, faded with outlined strips.
let netbobList = HostedScreen(
    "netbob-list",
    origin: "lunij/netbob Sources/Netbob/Modules/List/ListView.swift (ListView, ListRow); ListViewTests "
        + "(ListViewStateMock's six connections from Tests/NetbobTests/Fakes/HTTPConnection.swift, as literals; GMT); "
        + "the activity sheet and appear handlers left out (no drawing)"
) {
    NavigationView {
        NetbobListView(rows: [
            NetbobRequestRow(id: 0, statusCode: "200", status: .success, isFromCurrentSession: true),
            NetbobRequestRow(id: 1, statusCode: "", status: .timeout, isFromCurrentSession: true),
            NetbobRequestRow(id: 2, statusCode: "400", status: .failure, isFromCurrentSession: true),
            NetbobRequestRow(id: 3, statusCode: "200", status: .success, isFromCurrentSession: false),
            NetbobRequestRow(id: 4, statusCode: "", status: .timeout, isFromCurrentSession: false),
            NetbobRequestRow(id: 5, statusCode: "400", status: .failure, isFromCurrentSession: false),
        ])
    }
}

/// A request as the list shows it (the fakes' request: GET http://fake.abc/fake/path?a=1,b=2,c=3 at 0 s).
private struct NetbobRequestRow: Identifiable {
    /// A request's outcome, coloured by its strip.
    enum Status {
        case success, failure, timeout
    }

    let id: Int
    let statusCode: String
    let status: Status
    let isFromCurrentSession: Bool
    let requestTime = "00:00:00.000"
    let requestMethod = "GET"
    let requestScheme = "http://"
    let requestHost = "fake.abc"
    let requestPath = "/fake/path"
    let requestQuery = "?a=1,b=2,c=3"

    var statusColor: Color {
        switch status {
        case .success: Color(uiColor: .systemGreen)
        case .failure: Color(uiColor: .systemRed)
        case .timeout: Color(uiColor: .systemOrange)
        }
    }
}

/// The request list.
private struct NetbobListView: View {
    let rows: [NetbobRequestRow]

    var body: some View {
        List {
            ForEach(rows) { row in
                NavigationLink(destination: EmptyView()) {
                    NetbobListRow(viewData: row)
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                navigationBarButtons
            }
        }
        .searchable(text: .constant(""), prompt: "Search ...")
        .textInputAutocapitalization(.never)
    }

    var navigationBarButtons: some View {
        HStack(spacing: 20) {
            Button {
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            Button {
            } label: {
                Image(systemName: "square.and.arrow.down")
            }
            NavigationLink(destination: EmptyView()) {
                Image(systemName: "info.circle")
            }
            NavigationLink(destination: EmptyView()) {
                Image(systemName: "gearshape")
            }
        }
        .font(.system(size: 20, weight: .light))
    }
}

/// The list's row: the status strip, then the method, code and time over the URL.
private struct NetbobListRow: View {
    let viewData: NetbobRequestRow

    var body: some View {
        HStack {
            rectangle
                .frame(width: 6)
                .foregroundColor(viewData.statusColor.opacity(0.8))

            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(viewData.requestMethod)
                        .fontWeight(.semibold)
                    Text(viewData.responseStatusCodeText)
                    Text(viewData.requestTime)
                }
                .font(.system(size: 10, design: .monospaced))

                (
                    Text(viewData.requestScheme)
                        + Text(viewData.requestHost).fontWeight(.semibold)
                        + Text(viewData.requestPath)
                        + Text(viewData.requestQuery).italic()
                )
                .font(.system(size: 10))
                .lineLimit(4)
            }
        }
        .opacity(viewData.isFromCurrentSession ? 1 : 0.6)
    }

    @ViewBuilder
    var rectangle: some View {
        if viewData.isFromCurrentSession {
            RoundedRectangle(cornerRadius: 5)
        } else {
            RoundedRectangle(cornerRadius: 5)
                .strokeBorder()
        }
    }
}

private extension NetbobRequestRow {
    /// The response's status code, empty when there was no response.
    var responseStatusCodeText: String { statusCode }
}
