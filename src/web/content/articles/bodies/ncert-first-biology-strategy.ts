export default `
Ask a group of NEET toppers what they read for Biology and you will hear the same answer again and again: NCERT, many times over. Biology is half of the NEET paper, and a large share of its questions can be traced to a sentence, a table, a diagram or an example in the Class 11 and 12 NCERT textbooks. Yet many students read these books once, underline half the page, and move on to thicker guides. This article explains how to use NCERT as your primary Biology source, and when, if ever, to go beyond it.

## Why NCERT comes first

The NEET syllabus is notified by the National Medical Commission and follows the NCERT curriculum closely. Question setters need answers that cannot be disputed, and the safest way to write an indisputable question is to build it from the standard textbook. That is why small details, such as the exception mentioned in brackets, the example given for a plant family, or the label on a diagram, turn up in the paper so often. A reference book may explain a topic more thoroughly, but it cannot tell you which details the paper is most likely to test. NCERT can.

## The three-read method

Reading NCERT well is a skill. We suggest three distinct reads of each chapter, each with a different purpose.

1. **The understanding read.** Read the chapter slowly, as a story, and aim to understand the process or structure being described. Do not underline yet. At the end, close the book and explain the chapter aloud in five minutes, as if teaching a younger student.
2. **The detail read.** Read again with a pencil. Mark facts that are easy to confuse: numbers, names, exceptions, examples and sequences. Write small questions in the margin, such as "which hormone?" or "why the exception?", that you will answer from memory later.
3. **The testing read.** A week or two later, read only your margin questions and answer them without looking at the text. Every question you cannot answer sends you back to that paragraph. This read is the one that turns familiarity into recall.

After the three reads, keep revisiting the chapter at widening intervals: a few days, then a couple of weeks, then a month. Each revisit should take less time than the one before.

## Do not skip the parts students skip

- **Diagrams.** Be able to redraw and label every diagram in the books from memory. Questions on labelled parts, and on what a part does, are common.
- **Tables.** Tables compress comparisons, such as between plant families, hormones or types of tissue, into a form that question setters love. Write each table out once from memory.
- **Examples.** When NCERT gives an example of an organism, a disease or a plant, assume it can be asked. Make flashcards of the examples in each chapter.
- **Boxes and summaries.** The boxed text and the end-of-chapter summary often hold the neatest statement of a concept.
- **Exercises.** The questions at the end of each chapter are a quick check of whether your reading was active enough.

## Botany and Zoology need different habits

Botany chapters such as plant morphology, anatomy and the plant kingdom are dense with terminology and examples. They reward flashcards and frequent short revision. Zoology chapters such as human physiology are more conceptual and process-based. They reward flowcharts that trace a process step by step, for example how a signal travels from a nerve to a muscle. Many students find one half easier than the other; plan your revision hours so that the harder half gets more of them.

## When to go beyond NCERT

There are good reasons to use other material, but they are narrower than most students think.

- **Practice questions.** You need far more questions than NCERT provides. Use a question bank, but check every answer you get wrong against the NCERT text. If the book says something different from the question bank, trust the book.
- **Previous year papers.** Solve recent NEET papers chapter by chapter and mark which NCERT lines each question came from. Patterns will emerge quickly.
- **Clarifying a concept.** If a process like the light reactions of photosynthesis or the mechanism of inheritance does not make sense from NCERT alone, a video or a teacher's explanation can help. Then return to the NCERT wording, because that is the wording the paper uses.

What you should avoid is collecting extra facts from multiple guides. The time is far better spent on a fourth read of NCERT.

## A weekly routine

Here is a routine many of our mentors used in their final year:

- **Daily:** one new chapter read (understanding or detail read) and thirty to fifty questions on chapters already read.
- **Twice a week:** a testing read of two older chapters using margin questions.
- **Weekly:** a timed Biology section of ninety questions, followed by mapping every mistake back to an NCERT line.

## Using a mentor

A mentor who scored well in Biology recently can show you exactly how they annotated their NCERT books and which kinds of details they found the paper returning to. Bring your own annotated chapter to a session and ask them to quiz you from it. It is one of the fastest ways to find out whether your reading is as active as you think.
`;
