export default `
JEE Main and JEE Advanced share a name, a syllabus core and most of their candidates, so it is easy to think of Advanced as simply a harder version of Main. It is not. The two papers are built differently, reward different habits and need a different kind of final preparation. Understanding those differences early lets you prepare for both without wasting months.

## Who sets them, and why it matters

JEE Main is conducted by the National Testing Agency. Its pattern is published in advance and stays stable through a cycle: in Paper 1, seventy-five questions, twenty-five per subject, with four marks for a correct answer and one mark deducted for an incorrect one, numerical answer questions included. You know exactly what the paper will look like before you walk in.

JEE Advanced is set by one of the IITs, which take turns year by year. The IITs publish the syllabus and broad rules, but the number of questions, the types of question and the marking scheme of each section can change from one year to the next. You learn the exact structure only when you read the instructions on the day. That single fact shapes everything else about preparing for it.

## How the questions differ

- **Depth over breadth.** A typical JEE Main question tests one idea applied cleanly. A typical Advanced question combines two or three ideas, sometimes from different chapters, and hides the path to the answer.
- **More question formats.** Advanced papers have used single-correct and multiple-correct options, numerical answers, matching lists and paragraph-based sets. Multiple-correct questions often carry partial marks for choosing some but not all right options, and penalties for choosing a wrong one.
- **Two papers on one day.** Advanced has two compulsory papers of three hours each, taken on the same day. Stamina and the ability to reset between papers matter.
- **Less reward for speed alone.** Main rewards fast, accurate execution of familiar methods. Advanced rewards patience: reading a problem carefully, trying an approach, and recognising quickly when to abandon it.

## How the syllabus differs

The core of both syllabi is the Class 11 and 12 curriculum in Physics, Chemistry and Mathematics, but they are published separately and are not identical. A few topics appear in one and not the other, and the emphasis within shared chapters differs. Download both current syllabi and mark the differences in your own copy rather than relying on a list from an older year.

## One preparation, two finishes

For most of your preparation, the same work serves both exams. Conceptual understanding, problem-solving practice and regular revision are common ground. The difference lies in the kind of practice you do and in the final months.

1. **Build the base with Main-level fluency.** You should be able to solve standard questions in every chapter quickly and accurately. Advanced problems are built from these standard pieces.
2. **Add depth chapter by chapter.** Once a chapter is fluent, work on multi-concept problems from it and from its neighbours. Do not wait until after JEE Main to start this.
3. **Before the January session,** tilt towards Main: full-length CBT mocks, speed and accuracy work, and revision of NCERT-based facts in Chemistry.
4. **Between the January and April sessions,** keep Main practice ticking over while spending more time on Advanced-style problems and past papers.
5. **After the April session,** the weeks before Advanced are short. Spend them on full Advanced mocks taken as pairs of papers on the same day, and on analysing how partial marking and negative marking affected your scores.

## Strategy in the Advanced hall

- **Read the instructions for each section carefully,** even if you have read last year's. The marking scheme decides how boldly you should answer.
- **Make a first pass through the whole paper.** Attempt what you can solve confidently, mark what needs more time, and skip what looks unfamiliar. Then return.
- **Be careful with multiple-correct questions.** When a wrong option costs marks, mark only the options you are sure of. A partial answer you are confident in can be worth more than a complete guess.
- **Reset between papers.** Do not discuss Paper 1 during the break. Eat something light and treat Paper 2 as a fresh start.

## A note on mindset

Many students who do very well in Main find their first Advanced mocks humbling. That is expected: the paper is designed to separate strong candidates from one another, and the scores are lower for everyone. Judge your progress by your own trend across mocks, not by the raw numbers.

## Learning from people who sat both

Our JEE mentors include students who cleared both exams recently and now study at IITs and NITs. They can show you how they changed their practice between the two, and walk you through an Advanced paper question by question, explaining where they took risks and where they held back.
`;
