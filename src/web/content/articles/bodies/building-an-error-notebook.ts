export default `
Almost every topper you ask will mention some version of an error notebook: a record of the questions they got wrong and why. Almost every student who tries one gives up within a month, because the notebook grows into a pile of copied questions that nobody ever reads again. The difference between the two is not discipline. It is design. A good error notebook is short, sorted and built to be reread. Here is how to build one.

## What goes in, and what stays out

Not every wrong answer deserves a place. Add a question if it meets at least one of these conditions:

- you got it wrong because of a concept you did not know or had misunderstood;
- you got it wrong through a kind of slip you have made before;
- you got it right by guessing or by a method you could not repeat;
- it took you far longer than it should have.

Leave out questions you got wrong because they were far beyond the level of your exam, and questions whose mistake was a one-off you are unlikely to repeat. A notebook that records everything records nothing useful.

## One entry, four lines

Each entry should fit in a small box. Resist the urge to copy the whole question and the whole solution. Write:

1. **Source:** the test or book and question number, so you can find the full question again.
2. **The trap:** one line on what went wrong, in your own words. For example, "forgot that friction acts opposite to the direction of relative motion, not of applied force".
3. **The fix:** the correct idea or step, as briefly as possible. A small diagram is fine.
4. **A tag:** the chapter and the type of mistake, such as concept, slip, misread or time.

Writing the trap in your own words is the most important part. It forces you to understand the mistake rather than merely record it.

## Organise by chapter, not by date

Most students write entries in date order, which makes revision impossible. Instead, keep one section per chapter, or use loose sheets in a folder divided by chapter. When you revise a chapter before a mock, you can read all of its traps in a few minutes. If you prefer a digital notebook, a simple document with a heading per chapter works better than a complex app.

Keep a separate single page for your personal slip patterns: the errors that are not about any chapter, such as dropping negative signs, confusing radians and degrees, or missing the word "not" in a question. Read this page before every mock.

## A review schedule that actually happens

A notebook is only useful if you read it. Build the reading into your routine:

- **Weekly:** read the entries added that week and redo three of them from the source without looking at the fix.
- **Before a chapter test:** read that chapter's section.
- **Before every full mock:** read the slip-pattern page.
- **In the final month:** read the whole notebook twice. This is where it repays all the effort.

When you can explain an entry's trap and fix without hesitation and have not repeated the mistake in several weeks, strike it through. A shrinking notebook is a sign of progress, and it keeps the final revision short.

## Common mistakes with error notebooks

- **Copying full solutions.** If you want a full solution, the source already has it. Your notebook should hold only what you would otherwise forget.
- **Writing entries days later.** Add entries the same day as the test, while you remember what you were thinking.
- **Keeping too many notebooks.** One notebook, or one folder, for all subjects is easier to maintain than one per subject.
- **Never striking anything out.** Without pruning, the notebook becomes too long to revise.

## An example entry

Here is what a single entry might look like for a Chemistry question:

- **Source:** Mock 7, Chemistry, question 12.
- **The trap:** assumed the more substituted alkene forms, but the base was bulky, so the less substituted one forms.
- **The fix:** bulky base, Hofmann product; small base, Saytzeff product. Check the base before deciding.
- **Tag:** organic, elimination reactions, concept.

Notice how little space it takes, and how quickly it can be reread.

## Where mentors come in

Your error notebook is also the best thing to bring to a mentoring session. A mentor who reads a few pages can spot the patterns you are too close to see: a concept that keeps returning in different forms, or slips that cluster late in a paper. Our mentors kept notebooks like this themselves and are happy to show you theirs.
`;
