export default `
Most students study the way they were taught to in school: read the chapter, highlight the important lines, read it again before the test. It feels productive, and it is the least effective way to remember anything for months. Decades of research on learning and memory point to a small set of habits that work much better. None of them needs special apps or extra hours; they only need you to study a little differently. Here are five, with practical ways to use them for NEET or JEE.

## 1. Test yourself instead of rereading

Rereading makes material feel familiar, and familiarity is easily mistaken for knowledge. Recalling information from memory, without looking, is what strengthens it. Psychologists call this retrieval practice, and it is one of the most consistently supported findings in the study of learning.

- **Close the book and write.** After reading a section, close the book and write down everything you remember, then check what you missed.
- **Turn notes into questions.** Instead of summary notes, write questions in the margin and answer them on your next revision.
- **Solve before you read the solution.** Attempting a problem, even unsuccessfully, makes the solution more memorable when you finally see it.

## 2. Space your revision out

Material revised once, in one long session, fades quickly. The same time split into shorter sessions spread over days and weeks produces far more durable memory. This is the spacing effect, and it is why cramming works for tomorrow's test and fails for an exam months away.

A simple schedule is to revisit a chapter a day or two after first studying it, then about a week later, then a few weeks later, and then once a month until the exam. Each revisit should be a test of yourself, not a reread, and each should take less time than the last. A calendar or a simple list of chapters with their next review date is enough to keep track.

## 3. Mix your practice

Solving twenty questions on one chapter in a row, all using the same method, builds confidence but not the skill the exam demands: recognising which method a question needs. Mixing questions from several chapters in one practice session, known as interleaving, feels harder and often produces more mistakes during practice, but leads to better performance later.

Once you have learned the basics of a chapter, add its questions to mixed sets with older chapters. Full-length mocks are the ultimate mixed practice, but short mixed quizzes of fifteen or twenty questions can bring the same benefit every day.

## 4. Protect your sleep

Sleep is not time taken away from studying. During sleep the brain consolidates what you learned during the day, and a well-rested mind learns new material more easily the next morning. Students who cut sleep to add study hours often lose more than they gain, through slower learning and more careless mistakes.

- **Keep a regular schedule.** Going to bed and waking at similar times every day, including weekends, makes sleep more effective.
- **Stop screens before bed.** Give yourself half an hour without a phone before sleeping. Light reading on paper is fine.
- **Align with your exam.** In the final weeks, make sure your most alert hours match the time of day of your exam.

## 5. Work in focused blocks

Attention is a limited resource. Long sessions with frequent interruptions from a phone give you the feeling of hours spent with little learning to show for it. Short, fully focused blocks work better.

- **Study in blocks of about forty to fifty minutes,** followed by a real break of ten minutes away from the desk.
- **Put the phone in another room** during a block. Turning it face down is not enough for most people.
- **Decide the task before the block starts,** for example "twenty questions on rotational motion", so that you do not spend the first ten minutes choosing what to do.

## Putting it together

A day built on these habits might look like this: a focused block on a new topic that ends with writing down what you remember; a mixed quiz on chapters studied last week; a short review of chapters due for spaced revision; solving problems before checking solutions; and a regular bedtime. It is not more work than the usual routine. It is the same work arranged so that more of it stays with you.

## A word of caution

These are general principles about how memory works, not a rigid prescription. Individual differences are real, and the best routine is one you can keep for months. Try one habit at a time, keep it for two weeks, and judge it by your test results rather than by how it feels.

## Getting help

If you would like help designing a routine around these ideas, our mentors can look at your current timetable in a one-to-one session and suggest practical changes based on what worked for them in their own preparation.
`;
