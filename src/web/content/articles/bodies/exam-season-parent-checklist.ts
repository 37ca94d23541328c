export default `
In the weeks before a big entrance exam, parents often ask us the same question: what can we do that actually helps? The answer is usually less about studying and more about everything around it. A calm house, a sorted set of documents and a clear plan for the exam day remove dozens of small worries from your child's mind. Here is a practical checklist, organised by time, that families have found useful for NEET, JEE and similar exams.

## One month before

- **Read the information bulletin together.** Note the exam date, reporting time, documents required, items allowed and not allowed in the hall, and the dress code if there is one. Rules differ between exams and change between years.
- **Check the exam city.** If it is far from home, plan travel and, if needed, a place to stay the night before. Book early; exam weekends fill hotels and trains.
- **Gather category and identity documents.** Category, disability or domicile certificates may be needed later for counselling, and some take weeks to obtain. Check that names and dates of birth match across every document.
- **Protect the routine.** Try to avoid hosting guests, planning trips or starting renovation work in the final month. Small disruptions add up.

## Two weeks before

- **Download and print the admit card as soon as it is released.** Check every detail on it: name, photograph, exam centre and reporting time. Report mistakes to the conducting body immediately through the channels in the bulletin.
- **Visit the exam centre if it is nearby.** Knowing the route, the travel time and where to park or get dropped off removes a surprisingly large worry.
- **Shift the sleep schedule.** If the exam is in the afternoon, your child's most alert hours should be then. Encourage mock tests at the same time of day.
- **Plan meals.** Simple, familiar food is best. This is not the time to try new restaurants or heavy festive meals.

## The day before

- **Pack the exam bag together:** admit card, the identity proof named in the bulletin, passport photographs if required, any other document listed, and only the items permitted. Leave everything else at home.
- **Keep the evening light.** A short revision of formula sheets or notes is fine; a full mock or a new chapter is not.
- **Limit phone calls from relatives.** Good wishes are kind, but twenty calls asking "how is the preparation?" are not. Offer to take messages.
- **Lights out at the usual time.** A normal night's sleep matters more than any last-minute reading.

## Exam day

- **Leave early.** Aim to reach well before the reporting time in the admit card. Gates close on time and late arrivals are usually not admitted.
- **Keep conversation calm and ordinary.** Avoid quizzing your child on the way. Talk about anything else.
- **Arrange the wait.** If you are waiting outside the centre, bring water, something to read and patience. Exams run for hours.
- **Afterwards, do not start with the question paper.** Ask how they are feeling, not how many questions they attempted. Analysis of answer keys can wait a day.

## After the exam

- **Let them rest.** A few days of sleep, time with friends and no talk of scores is healthy.
- **Note the key dates ahead:** answer key challenge windows, the result date and counselling registration. Write them on a shared calendar.
- **Prepare for counselling.** Counselling involves registration, choice filling and deadlines that are easy to miss. Read the counselling body's instructions early and keep scanned copies of all documents ready.
- **Talk about plan B calmly,** if it is needed, and only after the result is out. Options are rarely as narrow as they feel on results day.

## What not to do

- Do not compare your child's preparation with that of a neighbour or cousin.
- Do not discuss coaching fees or sacrifices in the final weeks.
- Do not share rumours about question papers or leaked answers from social media. They add stress and are almost always false.

## Getting support

If your child would like to talk to someone who sat the same exam recently about the final weeks, the exam day or counselling choices, our mentors are available for short one-to-one sessions. Parents are welcome to join the first few minutes to ask their own questions.
`;
