export default `
Results day brings relief, and then a new kind of pressure. Within days you have to decide which institutes and branches to list in counselling, in what order, and how to respond when seats are offered. These choices shape the next four years far more than the last few marks of your score did. Yet many students fill their choices in an evening, guided mostly by last year's closing ranks and the opinions of relatives. This article offers a calmer way to think it through.

## Start with yourself, not with a rank list

Before you open any list of opening and closing ranks, write down honest answers to three questions:

- Which subjects did you actually enjoy in Classes 11 and 12, and which did you only tolerate?
- What kind of work do you picture yourself doing: designing and building things, working with software and data, research, management, or something you have not yet named?
- What matters to you about where you live and study: distance from home, city or campus life, language, cost?

There are no wrong answers, but they narrow the field. A student who loved Chemistry and hated programming should think carefully before listing a computing branch first simply because it is popular.

## College or branch: the real trade-off

The classic dilemma is whether to take a less sought-after branch at a more reputed institute or a preferred branch at a less reputed one. There is no universal answer, but some considerations help.

- **Interest sustains effort.** Four years of courses you dislike is a long time, and your grades and projects will show it.
- **Reputation opens doors,** especially for internships, exchange programmes and alumni networks, and for careers that do not depend on your specific branch.
- **Branch change is not guaranteed.** Some institutes allow a change of branch after the first year for students with high grades, but rules and the number of available places vary widely, and many students who hope to change do not. Do not make a choice that only works if you change branch.
- **Minors, electives and interdisciplinary programmes** can give you exposure to another field without a formal branch change. Look at the curriculum pages of the institutes you are considering.

## Look beyond headline placement numbers

Placement figures quoted on social media are often selective, averaged in unhelpful ways or simply out of date. If you want data, look at the official reports and the figures institutes publish for the national ranking framework, and compare like with like: the same branch, the same year, and the median rather than the highest package. Remember that placement outcomes depend heavily on the individual student and on the job market in the year you graduate, four years from now.

## How JoSAA choice filling works, in brief

For the IITs, NITs, IIITs and other participating institutes, seats are allotted through JoSAA in several rounds. You fill a single ordered list of institute and branch choices. In each round you are offered the highest choice on your list that your rank and category allow. After an allotment you typically choose to freeze the seat, to float (keep the seat but stay in the running for a higher choice at any institute) or to slide (keep the seat but stay in the running for a higher branch at the same institute). Read the current year's business rules carefully, because details and deadlines change.

A few practical points:

- **List everything you would genuinely accept,** in your true order of preference. There is no benefit in listing a choice you would refuse, and leaving out a choice you would accept can cost you a seat.
- **Use the mock allotments** that JoSAA publishes before the real rounds to see roughly where your list might land, and adjust your order if the result surprises you.
- **Do not miss reporting deadlines.** Missing a step can mean losing an allotted seat.

## State counselling and other options

Many states run their own counselling for state engineering colleges, often with their own registrations, documents and dates. Private universities and other entrance exams have separate processes. Keep a single calendar of every process you are part of, with each deadline, so that nothing slips while you wait on one round.

## Talk to people a year or two ahead

Websites and rank predictors cannot tell you what a particular branch feels like day to day, or how a particular campus treats its first-year students. Students currently in those programmes can. Reach out to seniors from your school or coaching, and read the institutes' own pages for course structures.

## How our mentors can help

Our mentors went through counselling only recently and now study in a range of institutes and branches across the country. In a one-to-one session they can walk you through your options, share what their own first year was like, and help you turn a long list into an order you will not regret.
`;
