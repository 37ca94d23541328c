/**
 * The exam information of /exam-details (docs/product.md §2.6, shape of docs/product.md §3 "static exam detail"),
 * in English; hi/exams.ts has the same in Hindi, with the same shape, ids, order and figures
 * (exams.test.ts checks it). Each module's default export is its language's content, which
 * features/exams/i18n.ts loads in the reader's language only (useContent in lib/i18n.ts).
 *
 * Figures follow docs/product.md §9 and the conducting bodies' most recent information bulletins. Every date
 * still ahead is a month or a window marked "(tentative)": the bodies announce exact dates each
 * cycle, and a student must confirm them there. Where a rule varies by year or category we state it
 * generally rather than quote a number we cannot stand behind (no cut-offs, no seat counts).
 */

export const EXAM_IDS = ["iit-jee", "neet", "upsc", "bitsat", "gate", "clat", "ca", "nift", "cat"] as const;
export type ExamId = (typeof EXAM_IDS)[number];

export const DEFAULT_EXAM_ID: ExamId = "iit-jee";

export type ExamDate = { event: string; date: string };
export type EligibilityRow = { criteria: string; details: string };
export type ExamPatternRow = { particular: string; paper1: string; paper2A: string; paper2B: string };
export type AdvancedExamDate = { activity: string; date: string };

export type ExamDetail = {
  id: ExamId;
  /** The exam's name in the dropdown. */
  label: string;
  title: string;
  highlights: readonly string[];
  description: string;
  overview: { title: string; content: string; papers: readonly string[] };
  examDates: readonly ExamDate[];
  eligibility: readonly EligibilityRow[];
  /** IIT (JEE) only. */
  syllabus?: { mathematics: readonly string[]; physics: readonly string[]; chemistry: readonly string[] };
  /** IIT (JEE) only: JEE Main Paper 1 (B.E./B.Tech), Paper 2A (B.Arch) and Paper 2B (B.Planning). */
  examPattern?: readonly ExamPatternRow[];
  /** IIT (JEE) only. */
  advanced?: { title: string; description: string; examDates: readonly AdvancedExamDate[] };
};

/** A language's exam content: plain data (the translation store copies it as JSON). */
export type ExamsContent = {
  /** The nine exams in the dropdown's order; the first, IIT (JEE), is the default. */
  exams: readonly [ExamDetail, ...ExamDetail[]];
};

const iitJee: ExamDetail = {
  id: "iit-jee",
  label: "IIT (JEE)",
  title: "IIT JEE: Joint Entrance Examination",
  highlights: [
    "JEE Main is held in two sessions: January and April",
    "Paper 1: 75 questions for 300 marks in 3 hours",
    "+4 for a correct answer, −1 for an incorrect one",
    "Top Paper 1 candidates qualify for JEE Advanced, the route to the IITs",
  ],
  description:
    "The Joint Entrance Examination is the gateway to engineering, architecture and planning degrees at India's national institutes. It has two stages. JEE Main, conducted by the National Testing Agency (NTA), decides admission to the NITs, IIITs and other centrally funded institutes through JoSAA counselling, and many state and private colleges use its scores too. Its top Paper 1 candidates may then sit JEE Advanced, conducted by one of the IITs in rotation, which is the only way into the IITs' undergraduate programmes.",
  overview: {
    title: "JEE Main at a glance",
    content:
      "JEE Main is a computer-based test held in two sessions a year. You may take one session or both; when you take both, the better of your two NTA scores counts towards your rank. Questions follow the syllabus NTA publishes, which tracks the Class 11 and 12 NCERT curriculum closely, and each paper is offered in English, Hindi and several regional languages.",
    papers: [
      "Paper 1 (B.E./B.Tech): Mathematics, Physics and Chemistry",
      "Paper 2A (B.Arch): Mathematics, Aptitude and Drawing",
      "Paper 2B (B.Planning): Mathematics, Aptitude and Planning",
    ],
  },
  examDates: [
    { event: "Session 1 registration", date: "October–November 2026 (tentative)" },
    { event: "Session 1 exam", date: "January 2027 (tentative)" },
    { event: "Session 1 result", date: "February 2027 (tentative)" },
    { event: "Session 2 registration", date: "February 2027 (tentative)" },
    { event: "Session 2 exam", date: "April 2027 (tentative)" },
    { event: "Final result and All India Ranks", date: "April 2027 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "Qualifying exam",
      details:
        "Passed, or appearing in, Class 12 or an equivalent examination. Paper 1 expects Physics and Mathematics along with Chemistry or another science or technical subject listed in the bulletin.",
    },
    {
      criteria: "Year of passing",
      details:
        "Recent bulletins admit candidates who passed Class 12 in the two previous years or are appearing in the current year; for 2027 that would mean 2025, 2026 or 2027.",
    },
    {
      criteria: "Age limit",
      details: "JEE Main sets no age limit. Institutes may apply their own rules at admission.",
    },
    {
      criteria: "Number of attempts",
      details:
        "Both sessions of a year count as that year's attempt, and you may appear in three consecutive years.",
    },
    {
      criteria: "Class 12 marks for NITs, IIITs and CFTIs",
      details:
        "At least 75% in Class 12 (65% for SC and ST candidates), or a place in the top 20 percentile of your board, to take up a seat through JoSAA.",
    },
  ],
  syllabus: {
    mathematics: [
      "Sets, relations and functions",
      "Complex numbers and quadratic equations",
      "Matrices and determinants",
      "Permutations and combinations",
      "Binomial theorem and its simple applications",
      "Sequences and series",
      "Limits, continuity and differentiability",
      "Integral calculus",
      "Differential equations",
      "Coordinate geometry",
      "Three-dimensional geometry",
      "Vector algebra",
      "Statistics and probability",
      "Trigonometry",
    ],
    physics: [
      "Units and measurements",
      "Kinematics",
      "Laws of motion",
      "Work, energy and power",
      "Rotational motion",
      "Gravitation",
      "Properties of solids and liquids",
      "Thermodynamics",
      "Kinetic theory of gases",
      "Oscillations and waves",
      "Electrostatics",
      "Current electricity",
      "Magnetic effects of current and magnetism",
      "Electromagnetic induction and alternating currents",
      "Electromagnetic waves",
      "Optics",
      "Dual nature of matter and radiation",
      "Atoms and nuclei",
      "Electronic devices",
      "Experimental skills",
    ],
    chemistry: [
      "Some basic concepts in chemistry",
      "Atomic structure",
      "Chemical bonding and molecular structure",
      "Chemical thermodynamics",
      "Solutions",
      "Equilibrium",
      "Redox reactions and electrochemistry",
      "Chemical kinetics",
      "Classification of elements and periodicity in properties",
      "p-block elements",
      "d- and f-block elements",
      "Coordination compounds",
      "Purification and characterisation of organic compounds",
      "Some basic principles of organic chemistry",
      "Hydrocarbons",
      "Organic compounds containing halogens, oxygen and nitrogen",
      "Biomolecules",
      "Principles related to practical chemistry",
    ],
  },
  examPattern: [
    {
      particular: "Subjects",
      paper1: "Mathematics, Physics, Chemistry",
      paper2A: "Mathematics, Aptitude, Drawing",
      paper2B: "Mathematics, Aptitude, Planning",
    },
    { particular: "Number of questions", paper1: "75", paper2A: "77", paper2B: "100" },
    {
      particular: "Question split",
      paper1: "25 per subject: 20 multiple-choice and 5 numerical",
      paper2A: "Mathematics 25, Aptitude 50, Drawing 2",
      paper2B: "Mathematics 25, Aptitude 50, Planning 25",
    },
    { particular: "Total marks", paper1: "300", paper2A: "400", paper2B: "400" },
    {
      particular: "Marking scheme",
      paper1: "+4 correct, −1 incorrect, 0 unanswered",
      paper2A: "+4 correct, −1 incorrect; Drawing marked by examiners",
      paper2B: "+4 correct, −1 incorrect, 0 unanswered",
    },
    {
      particular: "Mode",
      paper1: "Computer-based test",
      paper2A: "Computer-based; Drawing on paper",
      paper2B: "Computer-based test",
    },
    {
      particular: "Duration",
      paper1: "3 hours",
      paper2A: "3 hours (3½ hours when taken with 2B)",
      paper2B: "3 hours (3½ hours when taken with 2A)",
    },
  ],
  advanced: {
    title: "JEE Advanced",
    description:
      "JEE Advanced is the second stage and the only route to the IITs' undergraduate programmes. It is set by one of the IITs in rotation and has two compulsory papers of 3 hours each, taken on the same day. Only the top performers in JEE Main Paper 1 may register, and a candidate may attempt it at most twice, in consecutive years. The question types and their marking change from year to year (multiple-correct, numerical and matching questions, some with partial marks), so read the instructions on the day rather than relying on last year's paper.",
    examDates: [
      { activity: "Registration", date: "April–May 2027 (tentative)" },
      { activity: "Admit card", date: "May 2027 (tentative)" },
      { activity: "Paper 1 and Paper 2", date: "May 2027 (tentative)" },
      { activity: "Provisional answer key", date: "Late May–early June 2027 (tentative)" },
      { activity: "Result", date: "June 2027 (tentative)" },
      { activity: "Architecture Aptitude Test (AAT)", date: "June 2027 (tentative)" },
      { activity: "JoSAA counselling begins", date: "June 2027 (tentative)" },
    ],
  },
};

const neet: ExamDetail = {
  id: "neet",
  label: "NEET",
  title: "NEET UG: National Eligibility cum Entrance Test",
  highlights: [
    "180 questions for 720 marks",
    "Physics 45, Chemistry 45 and Biology 90 questions",
    "+4 for a correct answer, −1 for an incorrect one",
    "Pen-and-paper test offered in 13 languages",
  ],
  description:
    "NEET UG is the single national entrance test for MBBS, BDS and the AYUSH degrees (BAMS, BUMS, BSMS, BHMS), and it is also used for BVSc & AH and some nursing admissions. The National Testing Agency conducts it once a year. The Medical Counselling Committee (MCC) allots all-India quota seats and central institutions, while each state runs counselling for its own quota.",
  overview: {
    title: "Paper overview",
    content:
      "NEET is one paper of 180 compulsory multiple-choice questions, answered on an OMR sheet, on the syllabus notified by the National Medical Commission, which follows Class 11 and 12 NCERT closely. The 2024 paper ran 3 hours 20 minutes because it carried an optional section; from 2025 NTA went back to 180 compulsory questions in 3 hours. Always check the current year's bulletin for timing.",
    papers: [
      "Physics: 45 questions, 180 marks",
      "Chemistry: 45 questions, 180 marks",
      "Biology (Botany and Zoology): 90 questions, 360 marks",
    ],
  },
  examDates: [
    { event: "Registration", date: "February–March 2027 (tentative)" },
    { event: "Admit card", date: "April 2027 (tentative)" },
    { event: "NEET UG exam", date: "May 2027 (tentative)" },
    { event: "Provisional answer key", date: "Late May–June 2027 (tentative)" },
    { event: "Result", date: "June 2027 (tentative)" },
    { event: "MCC counselling begins", date: "July 2027 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "Qualifying exam",
      details: "Class 12 or equivalent with Physics, Chemistry, Biology or Biotechnology, and English.",
    },
    {
      criteria: "Minimum marks",
      details:
        "50% aggregate in Physics, Chemistry and Biology for general-category candidates; 40% for SC, ST and OBC; 45% for general-category candidates with benchmark disabilities.",
    },
    {
      criteria: "Age",
      details: "At least 17 years old by 31 December of the year of admission. There is no upper age limit.",
    },
    { criteria: "Number of attempts", details: "No limit on the number of attempts." },
    {
      criteria: "Nationality",
      details:
        "Indian nationals, NRIs, OCI cardholders and foreign nationals may apply; which quotas they can use depends on their category.",
    },
  ],
};

const upsc: ExamDetail = {
  id: "upsc",
  label: "UPSC",
  title: "UPSC Civil Services Examination",
  highlights: [
    "Three stages: Prelims, Mains and the Personality Test",
    "Prelims: two objective papers of 200 marks each",
    "Mains: nine descriptive papers, two of them qualifying",
    "Selects officers for the IAS, IPS, IFS and other central services",
  ],
  description:
    "The Civil Services Examination of the Union Public Service Commission selects officers for the Indian Administrative Service, the Indian Police Service, the Indian Foreign Service and other Group A and Group B central services. It rewards breadth (history, polity, economy, geography, environment, science and current affairs) and the ability to write clear, balanced answers against the clock, so most aspirants plan for a preparation of a year or more.",
  overview: {
    title: "Three stages",
    content:
      "Prelims is a screening test: only General Studies Paper I counts towards the cut-off for Mains, while the CSAT paper must be cleared with 33%. The written Mains papers and the Personality Test together decide the final rank and the service you are offered.",
    papers: [
      "Prelims General Studies Paper I: 100 questions, 200 marks, 2 hours",
      "Prelims CSAT (Paper II): 80 questions, 200 marks, 2 hours, qualifying",
      "Mains: Essay, four General Studies papers and two papers of an optional subject, 250 marks each",
      "Mains: two qualifying language papers (an Indian language and English)",
      "Personality Test (interview): 275 marks",
    ],
  },
  examDates: [
    { event: "Notification and applications", date: "January–February 2027 (tentative)" },
    { event: "Preliminary examination", date: "May 2027 (tentative)" },
    { event: "Prelims result", date: "June 2027 (tentative)" },
    { event: "Main examination", date: "August–September 2027 (tentative)" },
    { event: "Personality Test", date: "January–April 2028 (tentative)" },
    { event: "Final result", date: "April–May 2028 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "Education",
      details:
        "A bachelor's degree from a recognised university. Final-year students may sit Prelims but must show their degree before Mains.",
    },
    {
      criteria: "Age",
      details:
        "21 to 32 years for general-category candidates on the date set in the notification, with relaxation for OBC, SC, ST, PwBD and other categories as notified.",
    },
    {
      criteria: "Number of attempts",
      details:
        "Six for general and EWS candidates, nine for OBC candidates and candidates with benchmark disabilities, and no limit within the age limit for SC and ST candidates.",
    },
    {
      criteria: "Nationality",
      details:
        "Indian citizenship for the IAS, IPS and IFS; the notification lists the rules for the other services.",
    },
  ],
};

const bitsat: ExamDetail = {
  id: "bitsat",
  label: "BITSAT",
  title: "BITSAT: BITS Admission Test",
  highlights: [
    "Online test for BITS Pilani, Goa and Hyderabad",
    "150 questions for many years; 130 questions from 2025",
    "+3 for a correct answer, −1 for an incorrect one",
    "Two sessions: your better score counts",
  ],
  description:
    "BITSAT is the computer-based entrance test of the Birla Institute of Technology and Science for its integrated first-degree programmes (B.E., B.Pharm and M.Sc.) at its Pilani, K K Birla Goa and Hyderabad campuses. Admission is decided by the BITSAT score, subject to the Class 12 marks requirement, so speed and accuracy across five sections matter more than depth in any one.",
  overview: {
    title: "Paper overview",
    content:
      "For many years BITSAT had 150 questions for 450 marks. From 2025 it has 130 four-option multiple-choice questions for 390 marks in 3 hours. Candidates who answer every question with time to spare may attempt a small set of extra questions; the bulletin explains the conditions.",
    papers: [
      "Physics: 30 questions",
      "Chemistry: 30 questions",
      "English Proficiency: 10 questions",
      "Logical Reasoning: 20 questions",
      "Mathematics (Biology for B.Pharm): 40 questions",
    ],
  },
  examDates: [
    { event: "Applications open", date: "January 2027 (tentative)" },
    { event: "Session 1 test", date: "May 2027 (tentative)" },
    { event: "Session 2 applications", date: "May–June 2027 (tentative)" },
    { event: "Session 2 test", date: "June 2027 (tentative)" },
    { event: "Admission lists", date: "July 2027 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "Qualifying exam",
      details:
        "Class 12 with Physics, Chemistry and Mathematics (Biology for B.Pharm) and adequate proficiency in English.",
    },
    {
      criteria: "Minimum marks",
      details:
        "At least 75% aggregate in Physics, Chemistry and Mathematics (or Biology), with at least 60% in each of the three.",
    },
    {
      criteria: "Year of passing",
      details: "Students appearing in Class 12 in the admission year, or who passed it the year before.",
    },
    {
      criteria: "Board toppers",
      details:
        "First-rank holders of central and state boards are offered direct admission under BITS's rules.",
    },
  ],
};

const gate: ExamDetail = {
  id: "gate",
  label: "GATE",
  title: "GATE: Graduate Aptitude Test in Engineering",
  highlights: [
    "Every paper: 100 marks, 65 questions, 3 hours",
    "27 subject papers in 2021, 30 in recent cycles",
    "Scores stay valid for three years",
    "Used for M.Tech and PhD admissions and PSU recruitment",
  ],
  description:
    "GATE is conducted jointly by the Indian Institute of Science and seven IITs, one of which organises it each year. It tests your undergraduate subject in depth and is used for postgraduate admissions with scholarships, for direct PhD admissions, and by many public-sector undertakings for recruitment.",
  overview: {
    title: "How a paper is built",
    content:
      "Each paper has 10 General Aptitude questions (15 marks) and 55 subject questions (85 marks). Questions are multiple-choice (MCQ), multiple-select (MSQ) or numerical-answer (NAT); only a wrong MCQ costs marks, one third of its value. GATE had 27 papers in 2021 and has added new ones since, so check the current list. You may take one paper, or two from the permitted combinations.",
    papers: [
      "Engineering papers such as Computer Science, Electronics, Electrical, Mechanical and Civil",
      "Science papers such as Physics, Chemistry and Mathematics",
      "Data Science and Artificial Intelligence",
      "Humanities and Social Sciences, and Life Sciences",
    ],
  },
  examDates: [
    { event: "Registration", date: "August–October 2026 (tentative)" },
    { event: "Admit card", date: "January 2027 (tentative)" },
    { event: "GATE exam", date: "February 2027 (tentative)" },
    { event: "Result", date: "March 2027 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "Education",
      details:
        "Students in the third or a higher year of an undergraduate degree, or who have completed a degree in engineering, technology, architecture, science, commerce, arts or humanities.",
    },
    { criteria: "Age", details: "No age limit." },
    { criteria: "Number of attempts", details: "No limit on the number of attempts." },
    {
      criteria: "Using the score",
      details: "Each institute and each PSU sets its own cut-offs and selection steps after GATE.",
    },
  ],
};

const clat: ExamDetail = {
  id: "clat",
  label: "CLAT",
  title: "CLAT: Common Law Admission Test",
  highlights: [
    "UG paper: 120 questions for 120 marks in 2 hours",
    "+1 for a correct answer, −0.25 for an incorrect one",
    "Admission to the National Law Universities",
    "Held in December for the next academic year",
  ],
  description:
    "CLAT is conducted by the Consortium of National Law Universities for the five-year integrated LL.B. (UG) and the one-year LL.M. (PG) programmes at the participating NLUs; several other law schools and some public-sector bodies also use CLAT scores. The UG paper is built around reading passages, so comprehension and reasoning speed matter more than knowing any law in advance.",
  overview: {
    title: "UG paper sections",
    content:
      "Every section is passage-based: you read a short text and answer the questions on it. Regular reading of editorials and practice with timed passages is the core of preparation.",
    papers: [
      "English Language",
      "Current Affairs, including General Knowledge",
      "Legal Reasoning",
      "Logical Reasoning",
      "Quantitative Techniques",
    ],
  },
  examDates: [
    { event: "Registration", date: "July–November 2026 (tentative)" },
    { event: "CLAT 2027 exam", date: "December 2026 (tentative)" },
    { event: "Provisional answer key", date: "December 2026 (tentative)" },
    { event: "Result", date: "December 2026 (tentative)" },
    { event: "Counselling", date: "December 2026–March 2027 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "UG programme",
      details: "Passed or appearing in Class 12 with at least 45% marks (40% for SC and ST candidates).",
    },
    {
      criteria: "PG programme",
      details:
        "An LL.B. degree with at least 50% marks (45% for SC and ST candidates), or in its final year.",
    },
    { criteria: "Age", details: "No upper age limit." },
  ],
};

const ca: ExamDetail = {
  id: "ca",
  label: "CA",
  title: "Chartered Accountancy (CA)",
  highlights: [
    "Three levels: Foundation, Intermediate and Final",
    "Foundation: four papers for 400 marks",
    "Practical training (articleship) before the Final",
    "Conducted by the Institute of Chartered Accountants of India",
  ],
  description:
    "The CA course of the Institute of Chartered Accountants of India (ICAI) qualifies you to audit, certify and advise on accounts, taxation and finance. Unlike a one-day entrance test, it is a professional course with exams at three levels and compulsory practical training, so it rewards steady preparation over several years.",
  overview: {
    title: "Levels of the course",
    content:
      "Students who finish Class 12 usually start at Foundation. Graduates who meet ICAI's marks criteria may register directly for Intermediate. Practical training and ICAI's skills courses run alongside and between the exams. ICAI now holds exams in more than one cycle a year; its notice for each cycle says which levels are held and when registration closes.",
    papers: [
      "Foundation: Accounting; Business Laws; Quantitative Aptitude; Business Economics",
      "Intermediate: six papers in two groups",
      "Final: six papers in two groups, after the required practical training",
    ],
  },
  examDates: [
    { event: "January exam cycle", date: "January 2027 (tentative)" },
    { event: "May exam cycle", date: "May 2027 (tentative)" },
    { event: "September exam cycle", date: "September 2027 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "Foundation",
      details: "Register after Class 10; sit the exam after passing Class 12.",
    },
    {
      criteria: "Intermediate",
      details:
        "After passing Foundation, or directly as a graduate or postgraduate who meets ICAI's minimum marks.",
    },
    {
      criteria: "Final",
      details:
        "After passing both groups of Intermediate and completing the practical training ICAI requires.",
    },
  ],
};

const nift: ExamDetail = {
  id: "nift",
  label: "NIFT",
  title: "NIFT Entrance Examination",
  highlights: [
    "Admission to the National Institute of Fashion Technology campuses",
    "B.Des, B.FTech and master's programmes",
    "Creative Ability Test for design aspirants",
    "A Situation Test for shortlisted B.Des candidates",
  ],
  description:
    "NIFT's entrance selects students for design, fashion technology and fashion management programmes at its campuses across India. Design aspirants are judged on drawing, visualisation and ideas as much as on written aptitude, so regular sketching practice matters as much as a question bank.",
  overview: {
    title: "Tests by programme",
    content:
      "The General Ability Test covers quantitative ability, communication, English comprehension, analytical ability, general knowledge and current affairs. The Creative Ability Test asks you to draw, compose and explain ideas on paper.",
    papers: [
      "B.Des: General Ability Test and Creative Ability Test, then a Situation Test for shortlisted candidates",
      "B.FTech: General Ability Test",
      "Master's programmes: written tests followed by an interview",
    ],
  },
  examDates: [
    { event: "Applications", date: "November 2026–January 2027 (tentative)" },
    { event: "Written tests", date: "February 2027 (tentative)" },
    { event: "Written test result", date: "March 2027 (tentative)" },
    { event: "Situation Test and interviews", date: "April 2027 (tentative)" },
    { event: "Final result", date: "May 2027 (tentative)" },
  ],
  eligibility: [
    { criteria: "B.Des", details: "Passed or appearing in Class 12 in any stream." },
    { criteria: "B.FTech", details: "Class 12 with Physics, Chemistry and Mathematics." },
    {
      criteria: "Age (UG)",
      details:
        "Below 24 years on the date set by NIFT, with five years' relaxation for SC, ST and PwD candidates.",
    },
    {
      criteria: "Master's programmes",
      details: "A bachelor's degree as specified for each programme; no upper age limit.",
    },
  ],
};

const cat: ExamDetail = {
  id: "cat",
  label: "CAT",
  title: "CAT: Common Admission Test",
  highlights: [
    "Gateway to the IIMs' MBA programmes",
    "About 66 questions in three sections",
    "40 minutes per section, 2 hours in all",
    "+3 for a correct answer; −1 only for a wrong multiple-choice answer",
  ],
  description:
    "CAT is conducted each year by one of the Indian Institutes of Management, in rotation, for admission to the IIMs' postgraduate management programmes, and many other business schools accept CAT percentiles. Each section is timed on its own, so you cannot carry minutes from one section to the next: pacing within 40 minutes is a skill to practise.",
  overview: {
    title: "Sections",
    content:
      "Questions are a mix of multiple-choice and type-in-the-answer (TITA) items; a wrong TITA answer costs nothing. The exact number of questions varies a little from year to year. IIMs then shortlist for interviews by their own criteria, weighing CAT alongside academics, work experience and diversity factors.",
    papers: [
      "Verbal Ability and Reading Comprehension (VARC)",
      "Data Interpretation and Logical Reasoning (DILR)",
      "Quantitative Ability (QA)",
    ],
  },
  examDates: [
    { event: "CAT 2026 exam", date: "Late November 2026 (tentative)" },
    { event: "Provisional answer key", date: "December 2026 (tentative)" },
    { event: "Result", date: "Late December 2026–January 2027 (tentative)" },
    { event: "IIM shortlists and interviews", date: "January–April 2027 (tentative)" },
  ],
  eligibility: [
    {
      criteria: "Education",
      details:
        "A bachelor's degree with at least 50% marks (45% for SC, ST and PwD candidates); final-year students may apply.",
    },
    { criteria: "Age", details: "No age limit." },
    { criteria: "Number of attempts", details: "No limit on the number of attempts." },
  ],
};

/** The nine exams, in the dropdown's order (docs/product.md §2.6). */
export const EXAMS: ExamsContent["exams"] = [iitJee, neet, upsc, bitsat, gate, clat, ca, nift, cat];

const content: ExamsContent = { exams: EXAMS };
export default content;

export function isExamId(value: string | null | undefined): value is ExamId {
  return typeof value === "string" && (EXAM_IDS as readonly string[]).includes(value);
}

export function getExam(id: ExamId): ExamDetail {
  return EXAMS.find((exam) => exam.id === id) ?? iitJee;
}
