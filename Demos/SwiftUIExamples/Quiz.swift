import Foundation
import Trellis

/// A quiz: `@State` for the round, bordered buttons for the answers, a
/// progress bar, a score in a capsule, a link-style skip button, and an
/// alert with the score at the end.
public struct Quiz: View {
    struct Question {
        let text: String
        let answers: [String]
        let correct: Int
    }

    let questions = [
        Question(text: "2 + 2 = ?", answers: ["3", "4", "5"], correct: 1),
        Question(text: "Capital of France?", answers: ["Paris", "Rome"], correct: 0),
        Question(text: "Swift's first year?", answers: ["2012", "2014"], correct: 1),
    ]
    @State private var index = 0
    @State private var score = 0
    @State private var isFinished = false

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ProgressView(value: Double(index), total: Double(questions.count))
            Text("Question \(index + 1) of \(questions.count)").font(.caption).italic()
            Text(questions[index].text).font(.system(size: 24, weight: .bold, design: .rounded))
                .scaleEffect(1.2)
                .shadow(radius: 2)
                .padding()
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
            ForEach(questions[index].answers.indices, id: \.self) { answer in
                Button(questions[index].answers[answer]) { choose(answer) }
                    .buttonStyle(.bordered)
                    .accessibilityLabel("Answer \(answer + 1)")
            }
            ScoreView(score: score)
            Button("Skip") { choose(-1) }.buttonStyle(.link)
        }
        .alert("Quiz finished", isPresented: $isFinished) {
            Button("Play again") {
                index = 0
                score = 0
            }
        } message: {
            Text("You scored \(score) of \(questions.count).")
        }
    }

    /// Whether the score view reports why it is drawn (`_printChanges()`).
    @MainActor public static var printsChanges = false

    func choose(_ answer: Int) {
        if answer == questions[index].correct {
            score += 1
        }
        if index + 1 < questions.count {
            index += 1
        } else {
            isFinished = true
        }
    }
}

/// The score, in a capsule; reports its evaluations when asked.
struct ScoreView: View {
    let score: Int

    var body: some View {
        if Quiz.printsChanges {
            let _ = Self._printChanges()
        }
        Text("Score: **\(score)**")
            .padding(.horizontal)
            .background(.blue.opacity(0.5), in: Capsule())
    }
}
