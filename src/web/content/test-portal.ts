import { paths } from "@/config/paths";

/**
 * The mock-test catalogue of /test-portal (docs/product.md §2.8, shape of docs/product.md §3 "test portal"). The counts
 * are the catalogue's own marketing figures (docs/product.md §9), not facts about the exams.
 *
 * This is the English; content/hi/test-portal.ts has the Hindi, with the same shape, tabs, counts and
 * categories (test-portal.test.ts checks it). The page reads the reader's language through
 * features/test-portal/i18n.ts (useContent, see lib/i18n.ts), so both are plain data: each tab's
 * icon lives in features/test-portal/components/test-group-view.tsx, its badge's words in that
 * feature's catalog.
 */

/** The nine mentorship categories of docs/product.md §9, as the booking page's `?category=` filter takes them. */
export type MentorshipCategory =
  | "IIT JEE"
  | "NEET"
  | "GATE"
  | "UPSC"
  | "BITSAT"
  | "CLAT"
  | "CA"
  | "NIFT"
  | "CAT Mentorship";

/** The exams of the portal: each is a tab's label and its group's id, written alike in both languages. */
export type TestTab =
  | "JEE Main"
  | "JEE Advanced"
  | "NEET"
  | "BITSAT"
  | "VITEEE"
  | "COMEDK"
  | "KCET"
  | "MHT CET"
  | "WBJEE";

/** Shown in the language being read (the test-portal catalog's `badge.*`). */
export type TestBadge = "NEW" | "PREMIUM" | "POPULAR" | "UPDATED";

export type TestItem = {
  name: string;
  count: number;
  /** What `count` counts, plural ("mock tests", "papers"). */
  unit: string;
  description: string;
};

export type TestGroup = {
  /** The tab's label, also the group's id: the exam's name, the same in English and Hindi. */
  tab: TestTab;
  badge: TestBadge;
  title: string;
  description: string;
  /** Where "Explore" leads: the booking page filtered for mentors of this exam. */
  bookingCategory: MentorshipCategory;
  tests: readonly TestItem[];
};

/** The portal's content in one language (each language module's default export). */
export type TestPortalContent = {
  groups: readonly TestGroup[];
};

export const TEST_GROUPS: readonly TestGroup[] = [
  {
    tab: "JEE Main",
    badge: "POPULAR",
    title: "JEE Main Test Series",
    description:
      "Full-length computer-based mocks on the current NTA pattern: 75 questions, +4 and −1, numerical answers included. Chapter drills then rebuild whatever a mock shows up as weak.",
    bookingCategory: "IIT JEE",
    tests: [
      {
        name: "Full Mock Tests",
        count: 15,
        unit: "mock tests",
        description:
          "Complete 3-hour papers in an exam-like interface, with a percentile estimate after each attempt.",
      },
      {
        name: "Previous Year Papers",
        count: 30,
        unit: "papers",
        description:
          "Recent JEE Main shift papers to attempt under exam conditions, with step-by-step solutions.",
      },
      {
        name: "Chapter-wise Tests",
        count: 90,
        unit: "tests",
        description:
          "Short tests for every chapter of Physics, Chemistry and Mathematics, to close gaps early.",
      },
      {
        name: "Subject-wise Tests",
        count: 24,
        unit: "tests",
        description:
          "One-subject papers of 25 questions in an hour: the quickest way to find your weakest subject.",
      },
      {
        name: "Part Syllabus Tests",
        count: 12,
        unit: "tests",
        description:
          "Class 11 and Class 12 portions tested separately, for while you are still finishing the syllabus.",
      },
      {
        name: "Numerical Value Drills",
        count: 20,
        unit: "drills",
        description:
          "Integer and decimal answer questions, which now carry negative marking too, so precision counts.",
      },
      {
        name: "Revision Quizzes",
        count: 40,
        unit: "quizzes",
        description: "15-minute formula and concept quizzes for the last weeks before each session.",
      },
    ],
  },
  {
    tab: "JEE Advanced",
    badge: "PREMIUM",
    title: "JEE Advanced Test Series",
    description:
      "Paired Paper 1 and Paper 2 mocks in the varied Advanced style (multiple-correct, numerical, matching and paragraph questions, with partial marking) written and reviewed by IIT mentors.",
    bookingCategory: "IIT JEE",
    tests: [
      {
        name: "Full Mock Tests",
        count: 10,
        unit: "paper pairs",
        description:
          "Paper 1 and Paper 2 on the same day, 3 hours each, to build the stamina the real exam needs.",
      },
      {
        name: "Previous Year Papers",
        count: 18,
        unit: "papers",
        description:
          "Past JEE Advanced papers with detailed solutions and notes on what each question tested.",
      },
      {
        name: "Multiple-correct Practice",
        count: 25,
        unit: "sets",
        description:
          "Questions with one or more right options, to practise when to mark partially and when to stop.",
      },
      {
        name: "Paragraph and Matching Sets",
        count: 20,
        unit: "sets",
        description: "Comprehension passages and list-matching questions that reward careful reading.",
      },
      {
        name: "Chapter-wise Advanced Tests",
        count: 60,
        unit: "tests",
        description: "Harder, multi-step problems chapter by chapter, beyond the JEE Main level.",
      },
      {
        name: "Concept Builder Tests",
        count: 30,
        unit: "tests",
        description: "Problems that join two or three chapters, as Advanced papers often do.",
      },
      {
        name: "Mentor-reviewed Tests",
        count: 6,
        unit: "tests",
        description: "Attempt a paper, then walk through your answers in a live session with an IIT mentor.",
      },
    ],
  },
  {
    tab: "NEET",
    badge: "POPULAR",
    title: "NEET UG Test Series",
    description:
      "Full syllabus mocks of 180 questions for 720 marks on the NMC syllabus, with the NCERT line behind every Biology answer cited in the solution.",
    bookingCategory: "NEET",
    tests: [
      {
        name: "Full Mock Tests",
        count: 20,
        unit: "mock tests",
        description:
          "180-question papers timed and marked as in NEET, with subject-wise accuracy after each one.",
      },
      {
        name: "Previous Year Papers",
        count: 12,
        unit: "papers",
        description:
          "Recent NEET papers to attempt at the exam's pace, with solutions by medical-college mentors.",
      },
      {
        name: "NCERT Line-by-Line Tests",
        count: 60,
        unit: "tests",
        description: "Biology questions built from NCERT sentences, diagrams, tables and examples.",
      },
      {
        name: "Chapter-wise Tests",
        count: 100,
        unit: "tests",
        description: "Physics, Chemistry, Botany and Zoology chapter by chapter, from Class 11 to Class 12.",
      },
      {
        name: "Subject-wise Tests",
        count: 30,
        unit: "tests",
        description: "Separate Physics, Chemistry, Botany and Zoology papers to balance your preparation.",
      },
      {
        name: "Statement and Assertion-Reason Sets",
        count: 25,
        unit: "sets",
        description: "Practise the statement-based question formats that recent NEET papers use often.",
      },
      {
        name: "OMR Practice Sheets",
        count: 10,
        unit: "sheets",
        description: "Printable OMR sheets to rehearse marking answers by hand against the clock.",
      },
    ],
  },
  {
    tab: "BITSAT",
    badge: "UPDATED",
    title: "BITSAT Test Series",
    description:
      "Speed-focused online mocks on the 130-question pattern, including the English Proficiency and Logical Reasoning sections that most JEE courses skip.",
    bookingCategory: "BITSAT",
    tests: [
      {
        name: "Full Mock Tests",
        count: 12,
        unit: "mock tests",
        description: "3-hour online papers on the current pattern, with +3 and −1 marking.",
      },
      {
        name: "English Proficiency Sets",
        count: 20,
        unit: "sets",
        description: "Grammar, vocabulary and short reading passages in BITSAT's style.",
      },
      {
        name: "Logical Reasoning Sets",
        count: 20,
        unit: "sets",
        description: "Series, analogies, figure patterns and statement questions, timed.",
      },
      {
        name: "Speed Tests",
        count: 15,
        unit: "tests",
        description:
          "30-minute sprints that train you towards BITSAT's pace of well under two minutes a question.",
      },
      {
        name: "Chapter-wise Tests",
        count: 60,
        unit: "tests",
        description: "Physics, Chemistry and Mathematics chapter tests pitched at BITSAT's level.",
      },
      {
        name: "Memory-based Papers",
        count: 8,
        unit: "papers",
        description:
          "Papers rebuilt from students' recollections, since BITSAT question papers are not released.",
      },
      {
        name: "Extra-question Strategy Drills",
        count: 6,
        unit: "drills",
        description:
          "Practise finishing early and accurately enough to make use of the optional extra questions.",
      },
    ],
  },
  {
    tab: "VITEEE",
    badge: "NEW",
    title: "VITEEE Test Series",
    description:
      "Practice for VIT's computer-based engineering entrance, which has no negative marking, so the skill to build is answering every question well within the time.",
    bookingCategory: "IIT JEE",
    tests: [
      {
        name: "Full Mock Tests",
        count: 10,
        unit: "mock tests",
        description: "Complete online papers on the latest VITEEE pattern, with a section-wise time report.",
      },
      {
        name: "Chapter-wise Tests",
        count: 45,
        unit: "tests",
        description: "Mathematics, Physics and Chemistry chapter tests at VITEEE's level.",
      },
      {
        name: "Aptitude and English Sets",
        count: 12,
        unit: "sets",
        description: "Short sets for the aptitude and English questions that round off the paper.",
      },
      {
        name: "Sectional Tests",
        count: 15,
        unit: "tests",
        description: "One section at a time, to find where your minutes go.",
      },
      {
        name: "Memory-based Papers",
        count: 5,
        unit: "papers",
        description: "Papers rebuilt from students' recollections of recent VITEEE sittings.",
      },
      {
        name: "Speed and Accuracy Drills",
        count: 10,
        unit: "drills",
        description: "Timed question bursts that reward quick elimination over long working.",
      },
      {
        name: "Revision Quizzes",
        count: 20,
        unit: "quizzes",
        description: "Formula and fact checks for the final fortnight.",
      },
    ],
  },
  {
    tab: "COMEDK",
    badge: "NEW",
    title: "COMEDK UGET Test Series",
    description:
      "Mocks for the entrance test of the Consortium of Medical, Engineering and Dental Colleges of Karnataka, used for admission to private engineering colleges in Karnataka.",
    bookingCategory: "IIT JEE",
    tests: [
      {
        name: "Full Mock Tests",
        count: 10,
        unit: "mock tests",
        description: "Full online papers in Physics, Chemistry and Mathematics on the current pattern.",
      },
      {
        name: "Chapter-wise Tests",
        count: 45,
        unit: "tests",
        description: "Chapter tests that follow the Karnataka PU and NCERT syllabus closely.",
      },
      {
        name: "Subject-wise Tests",
        count: 15,
        unit: "tests",
        description: "One subject per paper, to balance time between the three.",
      },
      {
        name: "Memory-based Papers",
        count: 5,
        unit: "papers",
        description: "Papers rebuilt from students' recollections of recent COMEDK sittings.",
      },
      {
        name: "Speed Tests",
        count: 10,
        unit: "tests",
        description: "Short timed sets to push your pace above a question a minute.",
      },
      {
        name: "Formula Revision Quizzes",
        count: 20,
        unit: "quizzes",
        description: "Quick checks of the formulas and reactions that come up every year.",
      },
      {
        name: "Mentor Review Sessions",
        count: 4,
        unit: "sessions",
        description: "Go through a mock with a mentor and plan the weeks before the exam.",
      },
    ],
  },
  {
    tab: "KCET",
    badge: "UPDATED",
    title: "KCET Test Series",
    description:
      "For Karnataka's Common Entrance Test, conducted by the Karnataka Examinations Authority, where your board marks in Physics, Chemistry and Mathematics also count towards the engineering rank.",
    bookingCategory: "IIT JEE",
    tests: [
      {
        name: "Full Mock Tests",
        count: 12,
        unit: "mock tests",
        description: "Subject papers timed as in KCET, with OMR-style answering.",
      },
      {
        name: "Previous Year Papers",
        count: 10,
        unit: "papers",
        description: "Recent KCET papers with worked solutions.",
      },
      {
        name: "Chapter-wise Tests",
        count: 50,
        unit: "tests",
        description: "Chapter tests built on the Karnataka first and second PU syllabus.",
      },
      {
        name: "Subject-wise Tests",
        count: 16,
        unit: "tests",
        description: "Physics, Chemistry, Mathematics and Biology papers on their own.",
      },
      {
        name: "Board plus CET Planner Tests",
        count: 6,
        unit: "tests",
        description: "Mixed papers that revise for the PU board exam and KCET together.",
      },
      {
        name: "Speed Tests",
        count: 10,
        unit: "tests",
        description: "Short timed sets for KCET's fast, formula-heavy questions.",
      },
      {
        name: "Revision Quizzes",
        count: 20,
        unit: "quizzes",
        description: "Daily 10-minute quizzes for the last month.",
      },
    ],
  },
  {
    tab: "MHT CET",
    badge: "UPDATED",
    title: "MHT CET Test Series",
    description:
      "For Maharashtra's Common Entrance Test for engineering and pharmacy, where Mathematics is a separately timed section from Physics and Chemistry.",
    bookingCategory: "IIT JEE",
    tests: [
      {
        name: "Full Mock Tests",
        count: 14,
        unit: "mock tests",
        description: "Online papers with the two timed sections in the exam's order.",
      },
      {
        name: "Previous Year Papers",
        count: 10,
        unit: "papers",
        description: "Recent MHT CET shift papers with solutions.",
      },
      {
        name: "Chapter-wise Tests",
        count: 55,
        unit: "tests",
        description: "Chapter tests on the Maharashtra State Board syllabus the exam is set on.",
      },
      {
        name: "Mathematics Section Tests",
        count: 15,
        unit: "tests",
        description: "Mathematics on its own clock, as in the exam.",
      },
      {
        name: "Physics and Chemistry Section Tests",
        count: 15,
        unit: "tests",
        description: "Physics and Chemistry together on one clock, to practise splitting the time.",
      },
      {
        name: "Speed Tests",
        count: 10,
        unit: "tests",
        description: "Short bursts for the quick, direct questions the paper is known for.",
      },
      {
        name: "Revision Quizzes",
        count: 20,
        unit: "quizzes",
        description: "Formula and concept checks for the final weeks.",
      },
    ],
  },
  {
    tab: "WBJEE",
    badge: "NEW",
    title: "WBJEE Test Series",
    description:
      "For West Bengal's Joint Entrance Examination, with separate Mathematics and Physics–Chemistry papers and question categories that are marked differently.",
    bookingCategory: "IIT JEE",
    tests: [
      {
        name: "Full Mock Tests",
        count: 10,
        unit: "mock tests",
        description: "Both papers in full, marked category by category as in WBJEE.",
      },
      {
        name: "Previous Year Papers",
        count: 10,
        unit: "papers",
        description: "Recent WBJEE papers with worked solutions.",
      },
      {
        name: "Chapter-wise Tests",
        count: 50,
        unit: "tests",
        description: "Mathematics, Physics and Chemistry chapter tests at WBJEE's level.",
      },
      {
        name: "Mathematics Paper Tests",
        count: 12,
        unit: "tests",
        description: "The Mathematics paper on its own, to build speed on its long question set.",
      },
      {
        name: "Physics and Chemistry Paper Tests",
        count: 12,
        unit: "tests",
        description: "The second paper on its own, with both subjects on one clock.",
      },
      {
        name: "Multiple-correct Practice",
        count: 8,
        unit: "sets",
        description: "Questions with more than one right option, to practise choosing safely.",
      },
      {
        name: "Revision Quizzes",
        count: 20,
        unit: "quizzes",
        description: "Short quizzes for the final month.",
      },
    ],
  },
];

export const DEFAULT_TEST_TAB: TestTab = "JEE Main";

const content: TestPortalContent = { groups: TEST_GROUPS };
export default content;

/** The booking page, filtered for mentors of one category (read by /booking-sessions as `?category=`). */
export function bookingHrefFor(category: MentorshipCategory): string {
  return `${paths.bookingSessions.getHref()}?category=${encodeURIComponent(category)}`;
}
