import {
  AlarmClock,
  CalendarClock,
  CalendarRange,
  ChartColumn,
  type LucideIcon,
  MessagesSquare,
  PhoneCall,
  QrCode,
  Sparkles,
  TrendingUp,
  UserPlus,
  UserRound,
  Users,
} from "lucide-react";

/*
 * The home page's static copy (docs/product.md §1). Kept apart from the components so wording can change
 * without touching layout code. Exam facts used here: NEET-UG and JEE Main both mark +4 for a
 * correct answer and -1 for a wrong one (docs/product.md §9); JoSAA runs counselling for IITs and NITs, MCC
 * for the NEET-UG All India Quota.
 */

/** docs/product.md §1 and §9, as written there. */
export const MARKETING_FIGURES = [
  { value: "3000+", label: "sessions daily" },
  { value: "35000+", label: "students impacted" },
  { value: "1100+", label: "mentors" },
] as const;

export type Benefit = { title: string; description: string; icon: LucideIcon };

/** The eight offerings of docs/product.md §1, in its order. */
export const BENEFITS: readonly Benefit[] = [
  {
    title: "Motivational Tips from Toppers",
    description:
      "Hear how last year's rankers handled a bad mock, a drop year or exam-week nerves, and what got them back on track.",
    icon: Sparkles,
  },
  {
    title: "Guidance in Creating a Daily Routine",
    description:
      "Fit school or coaching, self-study, revision and sleep into one realistic day you can keep up for months.",
    icon: AlarmClock,
  },
  {
    title: "Interactive Group Sessions Daily",
    description:
      "Join live group sessions of up to 50 aspirants to solve problems together and ask your doubts out loud.",
    icon: Users,
  },
  {
    title: "Individual Guidance",
    description:
      "Book a one-to-one session to go through your own weak chapters, mock scores and doubts with a mentor.",
    icon: UserRound,
  },
  {
    title: "Weekly Discussion Sessions",
    description:
      "Each week, work through tricky previous-year questions and compare strategies with your mentor and peers.",
    icon: MessagesSquare,
  },
  {
    title: "Structured Study Planning",
    description:
      "Turn the NEET or JEE syllabus into weekly targets, with NCERT first and revision slots built in from day one.",
    icon: CalendarRange,
  },
  {
    title: "Regular Progress Tracking",
    description:
      "Check your targets every week, so a slipping chapter is caught within days rather than at the next mock test.",
    icon: TrendingUp,
  },
  {
    title: "Performance Analytics",
    description:
      "Break each mock down by subject, chapter, accuracy and time spent to see exactly where your marks are lost.",
    icon: ChartColumn,
  },
];

export type StartStep = { title: string; description: string; icon: LucideIcon };

/** docs/product.md §1: the four steps to a first session. */
export const START_STEPS: readonly StartStep[] = [
  {
    title: "Register or log in and pick a ranker",
    description:
      "Create a free student account, then browse sessions by exam and choose the topper you want to learn from.",
    icon: UserPlus,
  },
  {
    title: "Schedule a call in a time slot",
    description:
      "Pick a group or one-to-one session at a time that fits around school and coaching. Slots run hourly from 9 AM to 10 PM.",
    icon: CalendarClock,
  },
  {
    title: "Pay by your chosen method and tap Pay Now",
    description:
      "Scan the UPI QR for the exact amount with any UPI app and upload the payment screenshot. Our team checks it against the payment received.",
    icon: QrCode,
  },
  {
    title: "Receive a call back from the mentor on the chosen date",
    description:
      "Your session appears in your dashboard with its join link. At the chosen date and time, your mentor meets you in the live room.",
    icon: PhoneCall,
  },
];

export type JourneyStep = { when: string; title: string; description: string };

/** How a NEET or JEE aspirant typically uses the product, from first session to counselling. */
export const STUDENT_JOURNEY: readonly JourneyStep[] = [
  {
    when: "Day 1",
    title: "Take a trial session",
    description:
      "Tell a mentor your exam, your target and your last mock score. You leave the hour knowing the three chapters to fix first.",
  },
  {
    when: "Week 1",
    title: "Get a plan built around your day",
    description:
      "Your mentor turns the syllabus into weekly targets that fit your school or coaching timetable, with NCERT revision for NEET and previous-year questions for JEE built in.",
  },
  {
    when: "Every week",
    title: "Learn in groups, fix doubts one-to-one",
    description:
      "Solve problems in daily group sessions and the weekly discussion, and book a one-to-one whenever a chapter refuses to click.",
  },
  {
    when: "After every mock",
    title: "Read your scorecard with a topper",
    description:
      "Go through accuracy, time per section and negative marking (NEET and JEE Main both take away 1 mark for a wrong answer) and decide what changes before the next test.",
  },
  {
    when: "Final 60 days",
    title: "Revise and rehearse",
    description:
      "Sit full-length mocks at the real exam's time of day, follow a revision calendar, and borrow the calm routine your mentor kept in their own last weeks.",
  },
  {
    when: "After the result",
    title: "Plan your counselling",
    description:
      "Talk to someone who has just been through JoSAA or MCC counselling about colleges, branches and filling your choices.",
  },
];
