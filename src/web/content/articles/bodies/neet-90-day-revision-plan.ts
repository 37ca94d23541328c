export default `
Ninety days before NEET, most students have seen the whole syllabus at least once. What separates a good score from a great one in these months is not a new book or another coaching module. It is how much of what you have already studied you can recall accurately, quickly and under pressure. This plan assumes you have covered the syllabus once, even roughly. If a few chapters are still untouched, list them today and schedule them in the first two weeks. After that the rule is simple: no new sources.

The plan is split into three phases of thirty days. Each phase changes the balance between reading, practice and full-length testing. Adjust the hours to your school or coaching timetable, but try to keep the proportions.

## Phase 1, days 1 to 30: consolidate

The goal of the first month is one reliable set of revision material per subject. For Biology that means the Class 11 and 12 NCERT textbooks, read line by line with your own margin notes. For Chemistry it means NCERT for inorganic and organic chemistry, plus a short formula sheet for physical chemistry. For Physics it means your class notes or one standard book, reduced to a single page of formulas and key ideas per chapter.

- **Biology, 3 hours a day.** About two chapters a day lets you finish both NCERT books within the month, with a few days to spare for the chapters you find dense.
- **Chemistry, 2 hours a day.** Alternate physical chemistry problem sets with inorganic and organic reading, so that neither goes cold.
- **Physics, 2 hours a day.** One chapter's formula sheet plus thirty to forty questions from that chapter.
- **Every Sunday,** a 45-question sectional test in one subject, rotating through the three.

Start an error notebook on day one. Every question you get wrong, or get right by guessing, goes into it with one line on why. By the third month this notebook will be the most valuable thing on your desk.

## Phase 2, days 31 to 60: test and repair

In the second month, testing moves to the centre. Take two full-length mocks a week, on days when you can sit for the whole paper without interruption, and at the time of day the real exam is held, which has been the afternoon in recent years. Spend at least as long analysing each mock as you spent writing it.

- **Mock days:** the paper, a proper break, then analysis the same evening while your reasoning is still fresh.
- **Repair days:** work only on the chapters that cost you marks in the last mock. Re-read the NCERT section, redo the questions you missed without looking at the solution, then solve twenty fresh questions on the same topic.
- **Every day:** keep a 45-minute Biology NCERT slot, even on mock days. Biology is half the paper, and forgetting is fast.

By the end of Phase 2 you will know which subject is holding your score back. For many students it is Physics. If so, do not try to master every chapter in thirty days. Pick the chapters that recur most in previous papers and make sure you can solve their standard question types reliably. Dependable marks in familiar chapters beat shaky attempts at everything.

## Phase 3, days 61 to 90: sharpen

The final month is about accuracy and calm. Mocks continue, three a week in the first two weeks, then tapering to two and finally one so that you arrive rested. Revision shifts away from books and towards your own material: the error notebook, the formula sheets and your NCERT margin notes.

1. **Week 9:** full mocks on Monday, Wednesday and Friday, with error notebook review on the days in between.
2. **Week 10:** the same rhythm, plus one timed pass through every Biology chapter's diagrams and tables.
3. **Week 11:** two mocks. Look hard at the questions you marked for review but never returned to, and settle your personal rule for guessing.
4. **Week 12:** one light mock early in the week, then only short revision sessions. Go to bed at the hour you plan to on the night before the exam.

## A sample day in Phase 2

Here is one way a non-mock day can look for a student whose school year is over. Move the blocks around to suit you, but protect the total.

- **6:30 to 9:30:** Biology NCERT reading, then sixty questions from the chapters you read.
- **10:00 to 12:00:** Chemistry, alternating physical chemistry numericals with organic reaction review.
- **14:00 to 16:00:** Physics repair work from the last mock.
- **17:00 to 18:00:** error notebook review and a twenty-question mixed quiz.
- **20:00 to 21:00:** a light read of tomorrow's Biology chapters, then screens off.

## Mistakes that cost marks in the last three months

- **Switching books** because a friend swears by a new one. Your own notes on a familiar book are worth more than a fresh start.
- **Taking mock after mock without analysis.** A mock that is not analysed teaches you almost nothing except your score.
- **Treating negative marking as a reason never to guess.** With four marks for a right answer and one lost for a wrong one, a guess after you have ruled out one or two options is worth taking on average. Decide your rule during mocks, not in the exam hall.
- **Cutting sleep to add study hours.** Memory is consolidated while you sleep; losing sleep quietly erases the gains of the extra hours.

## How a mentor helps

A plan is only as good as its adjustments. Our NEET mentors sat the exam recently and remember exactly how these ninety days feel. In a weekly session they can look at your mock results, tell you which chapters to repair and which to leave alone, and help you set a target score that is ambitious but honest. If you would like a second pair of eyes on your plan, book a one-to-one session and bring your last two mock scorecards.
`;
