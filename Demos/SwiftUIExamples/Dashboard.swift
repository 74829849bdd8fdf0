import Foundation
import Trellis

/// A dashboard as tutorials write one: a gradient header, gauges, a grid of
/// tiles with a custom shape, a control group and a list with badges.
public struct Dashboard: View {
    @State private var cpu = 0.42
    @State private var memory = 0.75
    @State private var selectedTab = "Overview"
    let services = ["api", "db", "cache", "queue", "auth", "mail"]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Dashboard")
                .bold()
                .frame(maxWidth: .infinity)
                .background(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            Gauge(value: cpu) {
                Text("CPU")
            } currentValueLabel: {
                Text("\(Int(cpu * 100))%")
            }
            Gauge(value: memory, in: 0...1) { Text("Memory") }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 9))], spacing: 0) {
                ForEach(services, id: \.self) { service in
                    HStack(spacing: 1) {
                        Arrow().fill(.green).frame(width: 1, height: 1)
                        Text(service)
                    }
                }
            }
            ControlGroup {
                Button("Less") { cpu = max(cpu - 0.1, 0) }
                Button("More") { cpu = min(cpu + 0.1, 1) }
            }
            List {
                Text("Alerts").badge(2)
                Text("Deploys").badge("new")
            }
            .listStyle(.plain)
        }
    }
}

/// An upward arrow, as a custom shape.
struct Arrow: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
