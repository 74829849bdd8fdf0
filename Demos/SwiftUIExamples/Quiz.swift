import Foundation
import Trellis

/// A quiz: `@State` for the round, buttons for the answers, a progress
/// bar, and an alert with the score at the end.
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
            Text("Question \(index + 1) of \(questions.count)").font(.caption)
            Text(questions[index].text).font(.title)
                .padding(.horizontal)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
            ForEach(questions[index].answers.indices, id: \.self) { answer in
                Button(questions[index].answers[answer]) { choose(answer) }
            }
            Text("Score: **\(score)**")
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
