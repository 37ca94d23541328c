export default `
Every year, soon after the first JEE Main results come out, the same question fills study groups: how can a friend with more marks end up with a lower percentile? The answer lies in how the National Testing Agency turns raw marks into the score that decides your rank. Once you understand it, you stop worrying about things you cannot control and focus on the ones you can.

## Why raw marks cannot be compared

JEE Main is held over several days, usually in two shifts a day, and every shift gets its own question paper. However carefully the papers are set, one will turn out a little harder or a little easier than another. If ranks were based on raw marks, a student who happened to sit an easier shift would gain an advantage that has nothing to do with ability. Normalisation is the method NTA uses to remove that advantage.

## What a percentile means

A percentile tells you what share of the candidates in your own shift scored at or below your score. A percentile of 90 means that 90 percent of the students who sat the same shift scored equal to or less than you did. It is not a percentage of marks, and it says nothing directly about how many questions you answered correctly.

NTA calculates percentiles separately for each shift. The idea behind this is that every shift contains a large, broadly similar group of candidates from across the country. If ability is spread in much the same way across shifts, then differences in raw marks between shifts must come from the papers, not from the students. So being in the top tenth of one shift is treated as equal to being in the top tenth of any other.

It follows that the highest scorer of each shift receives a percentile of 100, whatever their raw marks. That is why several students can share a percentile of 100 in one session.

## From shift percentiles to one merit list

Once every candidate has a percentile within their own shift, all the percentiles are merged into a single list, and that list, not raw marks, decides the ranking. NTA reports percentiles to seven decimal places, which keeps exact ties rare even when a very large number of students are ranked together.

Percentiles are calculated for the whole paper and for each subject. Your total percentile comes from your total raw score compared within your shift. It is not the average of your Mathematics, Physics and Chemistry percentiles, so do not be surprised when the numbers do not add up the way you expect. Subject percentiles matter mainly when ties have to be broken.

## Two sessions, one score

If you appear in both the January and April sessions, you receive a percentile for each. The better of the two total percentiles becomes your NTA score for the final merit list. This is why a weak first session is not the end of the road: the second attempt is a fresh comparison against the students in your new shift, and the weaker result simply falls away.

## When two scores are equal

When candidates have the same NTA score, NTA applies the tie-breaking rules set out in that year's information bulletin. These have looked at subject-wise scores and at how many answers were wrong compared with how many were right, among other criteria. The rules have changed between years, so read the current bulletin rather than older articles or forum posts.

## What this means for your preparation

- **Stop comparing raw marks across shifts.** A lower raw score in a harder shift can mean a higher percentile than a better raw score in an easier one.
- **Do not panic about a tough paper.** If a shift feels hard, it feels hard to everyone in it, and the percentile already accounts for that. Students lose far more marks to panic than to paper difficulty.
- **Accuracy is as important as attempts.** Every wrong answer costs a mark, and that now includes numerical answer questions. A careless extra attempt can pull your raw score below a classmate who attempted fewer questions but made fewer mistakes.
- **Read mock percentiles with care.** A test series percentile compares you with the students who took that mock, who may be a very different group from the national pool. Use mocks to track your own progress rather than to predict a rank.

## Reading your scorecard

Your scorecard shows a percentile for each of Mathematics, Physics and Chemistry, and a total. Look at the subject percentiles to see where you stand relative to your shift in each subject. It is common to find that one subject is pulling the total down, and that is the subject to prioritise before the next session. A subject percentile well below the other two usually points to a few chapters you have not yet made reliable, rather than to the whole subject.

Finally, remember what the percentile is for. It decides your rank, and your rank, together with your category, home state and the choices of many other students, decides which seats are open to you in counselling. No single percentile guarantees a particular institute or branch, which is why we suggest planning with ranges rather than a single number.

## Questions students ask us

- **My friend scored more marks but has a lower percentile. How?** They sat a different shift, in which more students scored highly.
- **Will attempting more questions raise my percentile?** Only if the extra answers are correct. Wrong ones lower your raw score.
- **Should I take both sessions?** For most students, yes. The better score counts, and a second attempt is valuable practice under real conditions.

If your scorecard leaves you unsure what to do next, one of our JEE mentors can go through it with you in a short session and help you plan the weeks before the next attempt.
`;
