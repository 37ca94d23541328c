export default `
Most students spend three hours writing a mock test and ten minutes looking at the score. Then they take the next mock and wonder why the score barely moves. The score is the least useful thing a mock gives you. The useful part is the record of every decision you made in those three hours, and it is only useful if you go through it. This article sets out a three-pass method that works for JEE Main, JEE Advanced, NEET or any objective exam.

## Before you start: sit the mock properly

Analysis is only as good as the test behind it. Sit the full paper in one go, at the time of day of the real exam, with your phone in another room and no breaks you would not get in the exam hall. As you work, mark two kinds of question in the margin or on a rough sheet: those you answered but were unsure of, and those you skipped but thought you could solve with more time. Those marks are the raw material for everything that follows.

## Pass 1: sort every question (the same day)

Within a few hours of finishing, go through the whole paper with the answer key and put every question into exactly one of these groups:

1. **Correct and confident.** You knew it and got it. No action needed beyond noting the time it took.
2. **Correct but unsure.** You got it right, but partly by luck or elimination. These are marks you cannot count on.
3. **Wrong: concept gap.** You did not know the idea, formula or fact needed.
4. **Wrong: slip.** You knew how to solve it but made an arithmetic, sign or unit error.
5. **Wrong: misread.** You answered a different question from the one asked: missed a "not", an "incorrect statement" or a unit.
6. **Skipped but solvable.** You could have solved it with the time you spent elsewhere.
7. **Skipped and unknown.** You genuinely could not have solved it.

Count each group. The counts tell you more than the score does. A student losing marks mainly to slips needs a different plan from one losing them to concept gaps, even if their scores are identical.

## Pass 2: redo without the solutions (within two days)

Take every question from groups 2 to 6 and try it again, on a fresh sheet, without looking at the worked solution. Give yourself a reasonable time limit, not unlimited time.

- If you now solve it, the problem was time, pressure or carelessness. Note what went wrong on the day.
- If you still cannot, read the solution, then close it and write the solution out yourself. Mark the question to redo again in a week.

This pass is where most of the learning happens, and it is the pass students skip most often, because reading a solution feels like understanding it. It is not the same thing. Only a solution you can reproduce without help is yours.

## Pass 3: log and plan (before the next mock)

Keep a simple log, on paper or in a spreadsheet, with one row per mock. Record the score, the counts of each group from Pass 1, the time you spent on each subject or section, and the order in which you attempted them. Then write down no more than three actions for the coming week. Good actions are specific:

- "Redo the ten hardest questions on electrostatics from my question bank."
- "Underline the question stem before answering any statement question."
- "Attempt Chemistry first in the next mock and see whether my total time improves."

Vague resolutions such as "study harder" or "be more careful" do not count.

## What to look for across several mocks

After four or five mocks, the log starts to show patterns that one paper cannot.

- **Slips that do not fall** usually mean you are rushing in one part of the paper. Try slowing down on the first pass and checking units every time.
- **Concept gaps clustered in a few chapters** point to the chapters to repair, rather than to a subject as a whole.
- **Many "skipped but solvable" questions** mean your order of attempt or your rule for moving on is costing you. Practise leaving a question after a fixed time and coming back to it later.
- **Many "correct but unsure" questions** mean your score is fragile. Those chapters need revision even though they are not yet costing marks.

## How long should analysis take?

As a rule of thumb, spend at least as long analysing a mock as you spent writing it, spread over the two days after the test. If that leaves too little time for the next mock, take fewer mocks. One mock analysed well teaches more than three mocks merely taken.

## A mentor's eye

An experienced mentor can read your log and see in minutes what might take you weeks to notice: that you always lose time in one subject, or that your slips rise in the last hour. Bring your last three mock logs to a session with one of our mentors and leave with a plan for the next three.
`;
