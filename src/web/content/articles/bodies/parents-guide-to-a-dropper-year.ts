export default `
When a son or daughter decides to take a year off after Class 12 to prepare again for NEET or JEE, parents often feel as uncertain as the student does. Is it the right choice? How much should we push? What do we tell relatives? A dropper year can be one of the most productive years of a young person's life, or one of the loneliest. Much of the difference lies in the support at home. This guide collects what our mentors, many of whom took a drop year themselves, wish their parents had known.

## First, agree on why

Before the year begins, sit down together and talk through why your child wants to take it. A clear reason, such as a score that fell just short or a first attempt disrupted by illness, gives the year a purpose. A vague reason, or a decision taken mainly to meet family expectations, makes the hard months much harder. Ask open questions and listen more than you speak. If your child is not sure, that is worth knowing now rather than in October.

Agree on a few concrete things at the start:

- **The goal:** a target exam and a realistic score range, not only a dream college.
- **The plan:** coaching, an online course or self-study with mentoring, and a rough weekly timetable.
- **The alternatives:** the courses and colleges your child would happily join if the result falls short. Having a respected plan B reduces fear, and students who are less afraid tend to perform better.

## Structure without surveillance

Students who prepare from home lose the structure that school gave them. Help rebuild it by keeping regular meal times, a fixed wake-up time and a quiet study space. But structure is not the same as surveillance. Checking every hour, questioning every break or reading through test papers uninvited signals distrust, and distrust drains motivation quickly.

A better approach is a short weekly conversation, perhaps on Sunday evening, about how the week went: what was finished, what slipped, and what is planned next. Let your child lead it. Your job is to listen, ask how you can help, and notice patterns over weeks rather than reacting to a single day.

## Expect a dip around the middle of the year

Almost every dropper has a low phase, often a few months in, when the novelty has worn off, friends are enjoying college and the exam still feels far away. Mock scores may stagnate. This is normal, and it does not mean the year has failed.

- **Do:** acknowledge that it is hard, point to the progress made since the start, and encourage a short break or a change of routine.
- **Do not:** compare with cousins or neighbours, recite the money spent, or suggest that the decision was a mistake.

## Handling relatives and social pressure

Questions from relatives can sting, especially at festivals and family functions. Agree with your child in advance on a simple, confident answer, for example: "She is preparing for NEET again this year and working hard." Then change the subject. You are allowed to protect your child from conversations that do not help. If a family gathering falls close to a major mock or the exam itself, it is perfectly reasonable to skip it.

## Money, without guilt

A drop year costs money: coaching or course fees, test series, books and sometimes accommodation in another city. Talk about the budget openly at the beginning, so that your child is not left guessing. Then try not to bring it up again during the year. A student who feels every rupee as a debt studies under a weight that helps nobody.

## Watch for signs of burnout

Stress is part of exam preparation; persistent distress is not. Take note if you see changes that last more than a couple of weeks, such as:

- sleeping far more or far less than usual, or skipping meals;
- withdrawing from friends and family, or losing interest in things they used to enjoy;
- frequent headaches or stomach aches with no clear cause;
- talking about feeling worthless, trapped or hopeless.

If you notice these signs, talk gently and without judgement, and involve a doctor or counsellor early. India's Tele-MANAS helpline, 14416, offers free and confidential mental health support in many languages. If you are ever worried about your child's immediate safety, seek emergency help at once.

## Results day and after

Plan results day together before it arrives. Decide who will check the result, where, and what happens next in each case: counselling registration, applications for alternative courses, or time to rest. Whatever the outcome, the first words your child hears from you matter. "We are proud of how hard you worked" is true in every scenario and costs nothing.

## How mentors can help

Parents cannot be coaches, teachers and emotional support all at once, and should not have to be. A mentor who cleared the same exam recently can take on part of that role: reviewing mock tests, adjusting the plan, and offering the kind of encouragement that sounds different coming from someone only a few years older. Many parents tell us the biggest change they noticed was not a higher score, but a calmer home.
`;
