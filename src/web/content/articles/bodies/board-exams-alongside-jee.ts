export default `
Class 12 is the year when two very different exams compete for the same hours. JEE Main rewards speed and problem-solving on objective questions; the board exams reward complete, well-presented written answers. Students often feel they must choose one and neglect the other. You do not have to, and you should not: your board marks matter for admission too, and much of the syllabus overlaps. What you need is a plan that uses the overlap and respects the differences.

## Why the boards still matter

Institutes that admit through JoSAA expect a minimum performance in Class 12, either a set percentage or a place among the top scorers of your board, and the information bulletin spells out the exact rule. Many state engineering entrances also count board marks, and a good board result keeps other doors open, from state universities to courses abroad. A strong JEE rank with a board result below the requirement is a painful combination that careful planning avoids.

## Use the overlap

The JEE Main syllabus in Physics, Chemistry and Mathematics follows the Class 11 and 12 curriculum closely. That means most of your JEE preparation is also board preparation, provided you do one extra thing: practise writing. A JEE problem solved in your head becomes a board answer only when you can set it out in steps, with a diagram, units and a clear final statement.

- **Physics:** derivations and ray diagrams are board favourites that JEE practice skips. Keep a list of the derivations in your textbook and write each one out fully at least twice before the boards.
- **Chemistry:** board papers lean heavily on NCERT text, especially in inorganic and organic chemistry. Reading NCERT carefully helps in JEE as well, because many JEE questions are built on the same facts.
- **Mathematics:** board marks depend on showing every step. Practise a few full-length written answers each week so that neat working becomes automatic rather than something you have to think about.

## Plan the year in three blocks

The exact dates change every year, so check your board's timetable and the JEE Main schedule as soon as they are announced. The broad shape, though, stays the same.

1. **From the start of the session to the end of December:** JEE-led preparation. Finish the Class 12 syllabus, take chapter tests, and keep one written board-style answer session a week in each subject.
2. **The January session of JEE Main:** a few weeks of full JEE focus with mocks and revision. Treat this session as a serious attempt, not a trial run.
3. **After the January session until the board exams:** board-led preparation. Sample papers, derivations, NCERT reading and the subjects JEE ignores. Keep a short daily JEE slot so that your speed does not fade before April.

After the board exams, the weeks before the April session are pure JEE again, and for many students they produce the biggest jump in score of the whole year.

## Do not forget the fifth subject

English and your elective subject carry real marks in the board percentage, and they are easy to neglect. They usually need far fewer hours than Physics or Mathematics, but those hours need to be in the timetable. Practise a few writing tasks in English, revise prescribed texts, and take at least two full sample papers in your elective before the exam.

## Practicals, projects and pre-boards

School practicals, project files and pre-board exams arrive at the busiest time of the year. Finish project work early, in the autumn if your school allows it, so it does not collide with the January session. Treat pre-boards as rehearsal for writing speed and presentation rather than as a verdict on your preparation.

## Protect your energy

The biggest risk in this year is not a missing chapter, it is exhaustion. Two exams in one year means a long season, and students who sprint from July often stall by February.

- **Keep one half-day a week free of study.** You will get more done in the other six and a half days.
- **Sleep seven to eight hours.** Late-night study feels productive but shows up as careless mistakes in the next morning's test.
- **Move every day.** A walk, a game or a short workout lifts concentration far more than another hour at the desk.
- **Talk to someone.** A friend, a parent, a teacher or a mentor. Pressure shared is pressure halved.

## A weekly template

Here is one way to divide a typical week in the first block. Adjust it to your school and coaching hours.

- **Monday to Friday:** school, then two to three hours of JEE problem-solving and one hour of revision.
- **Saturday:** a JEE chapter test in the morning and a board-style written session in the afternoon.
- **Sunday morning:** a full or part mock, with analysis in the evening. Sunday afternoon is free.

## When to ask for help

If you are consistently behind your plan, the answer is rarely to add more hours. It is usually to cut what does not pay. Our mentors balanced the boards and JEE themselves only a year or two ago; in a single session they can look at your timetable, spot where time leaks away, and help you set realistic targets for both exams.
`;
