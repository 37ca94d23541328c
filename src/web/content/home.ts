/*
 * The home page's static copy (docs/product.md §1), in English; src/web/content/hi/home.ts is the
 * same in Hindi, with the same ids, order and figures. Kept apart from the components so wording can
 * change without touching layout code, and plain data (the page keys its icons by id) so it loads
 * per language (features/home/i18n.ts). Exam facts used here: NEET-UG and JEE Main both mark +4 for
 * a correct answer and -1 for a wrong one (docs/product.md §9); JoSAA runs counselling for IITs and
 * NITs, MCC for the NEET-UG All India Quota.
 */

export type BenefitId =
  | "motivation"
  | "routine"
  | "group-sessions"
  | "individual"
  | "weekly-discussion"
  | "study-planning"
  | "progress-tracking"
  | "analytics";

export type StartStepId = "register" | "schedule" | "pay" | "call-back";

export type JourneyStepId = "trial" | "plan" | "weekly" | "mock" | "final" | "counselling";

export type MarketingFigure = { value: string; label: string };
export type Benefit = { id: BenefitId; title: string; description: string };
export type StartStep = { id: StartStepId; title: string; description: string };
export type JourneyStep = { id: JourneyStepId; when: string; title: string; description: string };

export type HomeContent = {
  /** docs/product.md §1 and §9, as written there. */
  figures: readonly MarketingFigure[];
  /** The eight offerings of docs/product.md §1, in its order. */
  benefits: readonly Benefit[];
  /** docs/product.md §1: the four steps to a first session. */
  startSteps: readonly StartStep[];
  /** How a NEET or JEE aspirant typically uses the product, from first session to counselling. */
  journey: readonly JourneyStep[];
};

const HOME: HomeContent = {
  figures: [
    { value: "3000+", label: "sessions daily" },
    { value: "35000+", label: "students impacted" },
    { value: "1100+", label: "mentors" },
  ],
  benefits: [
    {
      id: "motivation",
      title: "Motivational Tips from Toppers",
      description:
        "Hear how last year's rankers handled a bad mock, a drop year or exam-week nerves, and what got them back on track.",
    },
    {
      id: "routine",
      title: "Guidance in Creating a Daily Routine",
      description:
        "Fit school or coaching, self-study, revision and sleep into one realistic day you can keep up for months.",
    },
    {
      id: "group-sessions",
      title: "Interactive Group Sessions Daily",
      description:
        "Join live group sessions of up to 50 aspirants to solve problems together and ask your doubts out loud.",
    },
    {
      id: "individual",
      title: "Individual Guidance",
      description:
        "Book a one-to-one session to go through your own weak chapters, mock scores and doubts with a mentor.",
    },
    {
      id: "weekly-discussion",
      title: "Weekly Discussion Sessions",
      description:
        "Each week, work through tricky previous-year questions and compare strategies with your mentor and peers.",
    },
    {
      id: "study-planning",
      title: "Structured Study Planning",
      description:
        "Turn the NEET or JEE syllabus into weekly targets, with NCERT first and revision slots built in from day one.",
    },
    {
      id: "progress-tracking",
      title: "Regular Progress Tracking",
      description:
        "Check your targets every week, so a slipping chapter is caught within days rather than at the next mock test.",
    },
    {
      id: "analytics",
      title: "Performance Analytics",
      description:
        "Break each mock down by subject, chapter, accuracy and time spent to see exactly where your marks are lost.",
    },
  ],
  startSteps: [
    {
      id: "register",
      title: "Register or log in and pick a ranker",
      description:
        "Create a free student account, then browse sessions by exam and choose the topper you want to learn from.",
    },
    {
      id: "schedule",
      title: "Schedule a call in a time slot",
      description:
        "Pick a group or one-to-one session at a time that fits around school and coaching. Slots run hourly from 9 AM to 10 PM.",
    },
    {
      id: "pay",
      title: "Pay by your chosen method and tap Pay Now",
      description:
        "Scan the UPI QR for the exact amount with any UPI app and upload the payment screenshot. Our team checks it against the payment received.",
    },
    {
      id: "call-back",
      title: "Receive a call back from the mentor on the chosen date",
      description:
        "Your session appears in your dashboard with its join link. At the chosen date and time, your mentor meets you in the live room.",
    },
  ],
  journey: [
    {
      id: "trial",
      when: "Day 1",
      title: "Take a trial session",
      description:
        "Tell a mentor your exam, your target and your last mock score. You leave the hour knowing the three chapters to fix first.",
    },
    {
      id: "plan",
      when: "Week 1",
      title: "Get a plan built around your day",
      description:
        "Your mentor turns the syllabus into weekly targets that fit your school or coaching timetable, with NCERT revision for NEET and previous-year questions for JEE built in.",
    },
    {
      id: "weekly",
      when: "Every week",
      title: "Learn in groups, fix doubts one-to-one",
      description:
        "Solve problems in daily group sessions and the weekly discussion, and book a one-to-one whenever a chapter refuses to click.",
    },
    {
      id: "mock",
      when: "After every mock",
      title: "Read your scorecard with a topper",
      description:
        "Go through accuracy, time per section and negative marking (NEET and JEE Main both take away 1 mark for a wrong answer) and decide what changes before the next test.",
    },
    {
      id: "final",
      when: "Final 60 days",
      title: "Revise and rehearse",
      description:
        "Sit full-length mocks at the real exam's time of day, follow a revision calendar, and borrow the calm routine your mentor kept in their own last weeks.",
    },
    {
      id: "counselling",
      when: "After the result",
      title: "Plan your counselling",
      description:
        "Talk to someone who has just been through JoSAA or MCC counselling about colleges, branches and filling your choices.",
    },
  ],
};

export default HOME;
