import Foundation
import Trellis

/// A mood board: a header that fits the width (`ViewThatFits`), a colour
/// chosen with `ColorPicker`, a volume knob dragged with `DragGesture` and
/// `@GestureState`, stacked cards ordered with `zIndex` and underlined
/// under the pointer (`onHover`), a collapsible
/// section, an avatar through `AsyncImage`, a `ShareLink`, and a detail
/// pushed with `navigationDestination(isPresented:)`.
public struct MoodBoard: View {
    @State private var accent = Color.teal
    @State private var volume = 4.0
    @GestureState private var knobDrag = CGSize.zero
    @State private var showsNotes = true
    @State private var frontCard = 0
    @State private var hoveredCard: Int?
    @State private var showsDetail = false

    public init() {}

    private var knobPosition: Double {
        min(max(volume + knobDrag.width, 0), 10)
    }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ViewThatFits(in: .horizontal) {
                    Text("Mood board — colours, sounds and notes for the week").font(.headline)
                    Text("Mood board").font(.headline)
                }
                ColorPicker("Accent", selection: $accent)
                HStack(spacing: 0) {
                    Text("Volume ")
                    Text(String(repeating: "─", count: Int(knobPosition)))
                    Text("●").foregroundStyle(accent)
                        .gesture(
                            DragGesture()
                                .updating($knobDrag) { value, state, _ in state = value.translation }
                                .onEnded { value in volume = min(max(volume + value.translation.width, 0), 10) }
                        )
                    Text(String(repeating: "─", count: 10 - Int(knobPosition)))
                    Text(" \(Int(knobPosition))")
                }
                ZStack(alignment: .topLeading) {
                    ForEach(0..<3) { card in
                        Text(" card \(card + 1) ")
                            .underline(hoveredCard == card)
                            .background(card == frontCard ? accent : .gray)
                            .offset(x: CGFloat(card * 6))
                            .zIndex(card == frontCard ? 1 : 0)
                            .onTapGesture { frontCard = card }
                            .onHover { inside in
                                if inside {
                                    hoveredCard = card
                                } else if hoveredCard == card {
                                    hoveredCard = nil
                                }
                            }
                    }
                }
                Section("Notes", isExpanded: $showsNotes) {
                    Text("Walk at dawn")
                    Text("Call Ada")
                }
                HStack {
                    AsyncImage(url: URL(string: "https://example.com/ada.png")) { image in
                        image.resizable()
                    } placeholder: {
                        ProgressView().progressViewStyle(.circular)
                    }
                    ShareLink(item: "Mood: \(Int(volume))/10")
                    Button("Details") { showsDetail = true }
                }
            }
            .navigationTitle("Week 48")
            .navigationDestination(isPresented: $showsDetail) {
                Text("Volume \(Int(volume)), accent chosen").navigationTitle("Details")
            }
        }
        .tint(accent)
    }
}
