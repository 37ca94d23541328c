/*
 * The home page's testimonials (docs/product.md §3, §9): six from students and parents, six from mentors. The
 * people are illustrative composites written for this product; `avatar` is always null, so the
 * cards show initials. In English; src/web/content/hi/testimonials.ts has the same people, in the
 * same order, saying it in Hindi (loaded per language by features/home/i18n.ts).
 */

export type TestimonialKind = "student" | "mentor";

export type Testimonial = {
  name: string;
  /** Who they are: exam and city for students, degree and college for mentors. */
  role: string;
  testimonial: string;
  avatar: null;
};

const STUDENT_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Ishita Verma",
    role: "NEET-UG aspirant, Lucknow",
    testimonial:
      "I was stuck around 520 in my mocks for three months. My mentor went through my answer sheets with me and showed me I was losing close to 60 marks on Biology statements I had read once and never revised. Eight weeks later I crossed 600 for the first time.",
    avatar: null,
  },
  {
    name: "Arjun Nair",
    role: "JEE Main aspirant, Kochi",
    testimonial:
      "Physics numericals used to eat four minutes each. In our one-to-one sessions my mentor made me time every question and leave anything past two minutes for the second round. I now attempt 68 of the 75 questions in a full mock instead of 52.",
    avatar: null,
  },
  {
    name: "Sneha Patil",
    role: "Class 12, preparing for NEET, Pune",
    testimonial:
      "Board exams and NEET together felt impossible. The routine we built in my first session (school, two study blocks, and an hour of NCERT reading before bed) is the first timetable I have actually followed for more than a week.",
    avatar: null,
  },
  {
    name: "Rohan Das",
    role: "Drop year, JEE Advanced aspirant, Kolkata",
    testimonial:
      "A drop year is lonely. The weekly discussion sessions gave me people to solve Advanced-level problems with, and a mentor who had dropped a year himself and still got into an IIT. That mattered more than any formula sheet.",
    avatar: null,
  },
  {
    name: "Meera Krishnan",
    role: "Parent of a NEET aspirant, Chennai",
    testimonial:
      "As a parent I can finally see what my daughter is working on. She shows me her mentor's weekly plan, we pay per session by UPI, and there is no year-long package to sign up for before knowing whether it helps.",
    avatar: null,
  },
  {
    name: "Kabir Singh",
    role: "JEE Main aspirant, Chandigarh",
    testimonial:
      "The 9 PM group sessions fit right after my coaching. Asking a doubt in front of thirty other students was scary at first, but the mentor gets through every question in the chat before the session ends.",
    avatar: null,
  },
];

const MENTOR_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Aditi Sharma",
    role: "MBBS student, AIIMS New Delhi",
    testimonial:
      "I took NEET only two years ago, so I remember exactly which chapters scared me. Mentoring here lets me pass on the revision system that worked for me, and I choose my slots around my college timetable.",
    avatar: null,
  },
  {
    name: "Vikram Reddy",
    role: "B.Tech, IIT Bombay",
    testimonial:
      "Most students do not need more content; they need someone to tell them what to stop doing. In an hour one-to-one I can go through a student's mock analysis and fix their test strategy.",
    avatar: null,
  },
  {
    name: "Priya Menon",
    role: "MBBS student, Government Medical College, Thiruvananthapuram",
    testimonial:
      "The interview and demo session before I started made me a better teacher. Now I run a weekly Biology discussion group, and the written feedback after each session tells me what to improve.",
    avatar: null,
  },
  {
    name: "Harsh Agarwal",
    role: "B.Tech, NIT Tiruchirappalli",
    testimonial:
      "I post two JEE Main Chemistry group sessions a week. Students pay before the session and the team verifies every payment, so I spend my time teaching instead of chasing anyone.",
    avatar: null,
  },
  {
    name: "Nandini Joshi",
    role: "B.Tech, IIT Roorkee",
    testimonial:
      "Many of my students come from towns without good coaching, like I did. Showing them how I planned my preparation from home is the most rewarding thing I do outside college.",
    avatar: null,
  },
  {
    name: "Farhan Qureshi",
    role: "MBBS student, Maulana Azad Medical College, New Delhi",
    testimonial:
      "Everything runs in the browser: I open the live room, draw diagrams on a shared screen and read the ratings afterwards. It is the easiest way I have found to teach during medical college.",
    avatar: null,
  },
];

export type TestimonialsContent = Record<TestimonialKind, readonly Testimonial[]>;

const TESTIMONIALS: TestimonialsContent = {
  student: STUDENT_TESTIMONIALS,
  mentor: MENTOR_TESTIMONIALS,
};

export default TESTIMONIALS;
