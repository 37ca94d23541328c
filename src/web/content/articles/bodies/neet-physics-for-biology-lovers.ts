export default `
Many NEET aspirants chose the medical stream because they love Biology, and many of them quietly dread Physics. It has formulas to remember, numericals to solve and a habit of taking more time per question than any other subject. Yet Physics carries forty-five questions and a quarter of the total marks in NEET. You do not need to love it, but you do need a plan that turns it from a weakness into a steady source of marks. Here is how students who felt exactly the same way did it.

## Change the goal

The aim in NEET Physics is not to become a physicist. It is to solve the standard question types of each chapter accurately and in reasonable time. Most questions test one or two ideas applied directly. If you can recognise the type of question and recall the relevant relation, you are most of the way there. That is a far more achievable target than "understanding all of Physics", and it should change how you study.

## Build one formula sheet per chapter

For every chapter, make a single sheet with the key relations, their conditions and the units of every quantity. Write it by hand; the act of writing helps you remember. Next to each formula, note one typical question in a few words, for example "time of flight of a projectile on level ground". Read these sheets daily in the final months; they are your fastest revision tool.

## Learn to recognise question types

After the formula sheet, solve questions chapter by chapter from previous NEET papers. As you go, sort them into types. In most chapters you will find a handful of types that return year after year, such as combinations of resistors, lens and mirror problems, or work done in thermodynamic processes. Practise each type until you can start it without hesitation. Recognition is the skill that saves the most time in the exam.

## Use shortcuts that are checks, not tricks

Some habits help you catch mistakes without extra calculation:

- **Dimensional checks.** If your final expression does not have the right units, it is wrong. This catches many algebra slips.
- **Limiting cases.** Ask what happens if a mass becomes very large or an angle becomes zero. The right answer usually behaves sensibly in the extreme.
- **Option elimination.** With four options, two can often be ruled out because of units, sign or size. With the marking scheme of four marks for a right answer and one lost for a wrong one, a guess between two remaining options is worth taking on average.
- **Estimation.** Round numbers before you calculate. If the options are far apart, an estimate can settle the answer in seconds.

## Do not neglect the theory questions

Not every NEET Physics question is a numerical. Questions on semiconductor devices, modern physics, experimental skills and the properties of materials often test statements and graphs taken from NCERT. These are some of the quickest marks in the paper for students who have read the NCERT text carefully. Read the NCERT Physics chapters at least once, paying attention to graphs and the conditions under which results hold.

## Decide where Physics sits in your paper

There is no single right order for attempting the NEET paper. Some students start with Biology to bank quick marks and build confidence; others start with Physics while they are fresh. Try both orders in your mocks and keep the one that gives a better total, not the one that feels more comfortable. Whichever you choose, set a personal time budget for Physics and move on from any question that exceeds your limit for a single question. You can return to it at the end.

## A four-week Physics repair plan

If Physics is currently your lowest subject, try this for four weeks alongside your other subjects:

1. **Week 1:** make formula sheets for the chapters you find easiest and solve thirty previous-year questions from each. Early wins matter.
2. **Week 2:** move to the chapters with the most recurring question types, such as current electricity, optics and mechanics. Do not start with the hardest chapter.
3. **Week 3:** take two Physics sectional tests of forty-five questions each and analyse every mistake.
4. **Week 4:** revise the NCERT theory chapters and take a full mock, tracking how much time Physics took.

## Ask for help early

Physics is the subject in which a single explanation from the right person can unlock a whole chapter. Our NEET mentors include students who found Physics hard at first and still scored well in it. In a session they can work through your most troublesome question types with you and show you how they approached them in their own exam.
`;
