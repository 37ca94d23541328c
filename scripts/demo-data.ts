/**
 * The people and sessions of `npm run seed:demo`. Everyone here is invented: names, ranks and scores
 * are believable for recent toppers of each exam, and belong to nobody.
 */
import type { Category } from "@contract/sessions";

export interface DemoMentor {
  name: string;
  email: string;
  domain: string;
  education: string;
  bio: string;
  subjects: string[];
  expertise: string[];
  /** Portrait colours: background, skin, hair, shirt. */
  look: [string, string, string, string];
}

export const DEMO_PASSWORD = "topper-demo-2026";

export const DEMO_ADMIN = { name: "Neha Kapoor", email: "admin@example.com" };

export const DEMO_MENTORS: DemoMentor[] = [
  {
    name: "Aarav Sharma",
    email: "aarav.sharma@example.com",
    domain: "JEE",
    education: "B.Tech Computer Science, IIT Bombay (2nd year)",
    bio: "JEE Advanced 2024 AIR 187. I cracked Mathematics by solving old Advanced papers under a timer and keeping an error log; I'll show you how to do both without burning out.",
    subjects: ["Mathematics", "Physics"],
    expertise: ["Calculus", "Coordinate Geometry", "Mock test analysis"],
    look: ["#dbeafe", "#c68642", "#1f2937", "#1d4ed8"],
  },
  {
    name: "Ishita Reddy",
    email: "ishita.reddy@example.com",
    domain: "NEET",
    education: "MBBS, AIIMS New Delhi (1st year)",
    bio: "NEET UG 2024: 705/720. Biology is 360 of those 720 marks, so we read NCERT line by line and turn every diagram into a question. Chemistry next, Physics with formula sheets.",
    subjects: ["Biology", "Chemistry"],
    expertise: ["NCERT Biology", "Human Physiology", "Revision planning"],
    look: ["#fce7f3", "#8d5524", "#111827", "#be185d"],
  },
  {
    name: "Kabir Malhotra",
    email: "kabir.malhotra@example.com",
    domain: "JEE",
    education: "B.Tech Electrical Engineering, IIT Delhi (3rd year)",
    bio: "JEE Main 2023: 99.98 percentile. Physics problems stop being scary once you draw them. Expect lots of free-body diagrams and short daily drills.",
    subjects: ["Physics"],
    expertise: ["Mechanics", "Electrostatics", "Time management"],
    look: ["#e0f2fe", "#e0ac69", "#3f2a14", "#0f766e"],
  },
  {
    name: "Meera Nair",
    email: "meera.nair@example.com",
    domain: "JEE",
    education: "B.E. Electronics, BITS Pilani (2nd year)",
    bio: "BITSAT 2024: 382/390. BITSAT is a speed test: 130 questions in three hours. I teach the shortcuts, the skip rules and when to take the bonus questions.",
    subjects: ["Mathematics", "English Proficiency", "Logical Reasoning"],
    expertise: ["Speed strategies", "Logical Reasoning"],
    look: ["#fef3c7", "#c68642", "#0b0b0b", "#b45309"],
  },
  {
    name: "Sneha Kulkarni",
    email: "sneha.kulkarni@example.com",
    domain: "GATE",
    education: "M.Tech Computer Science, IISc Bengaluru",
    bio: "GATE CSE 2025 AIR 41. I prepared while working full time, two hours a day; I can help you plan around a job and master Algorithms and Operating Systems.",
    subjects: ["Algorithms", "Operating Systems", "Engineering Mathematics"],
    expertise: ["GATE CSE", "Study plans for working professionals"],
    look: ["#ede9fe", "#a0522d", "#1c1917", "#6d28d9"],
  },
  {
    name: "Rahul Verma",
    email: "rahul.verma@example.com",
    domain: "UPSC",
    education: "B.A. Political Science, Hindu College, Delhi University",
    bio: "UPSC CSE 2024 AIR 96 in my third attempt. Answer writing turned it around: I review your answers with the examiner's eye and help you build notes you can revise in a week.",
    subjects: ["Polity", "Ethics", "Essay"],
    expertise: ["Answer writing", "Mains strategy", "Interview preparation"],
    look: ["#dcfce7", "#8d5524", "#111827", "#15803d"],
  },
  {
    name: "Tanvi Joshi",
    email: "tanvi.joshi@example.com",
    domain: "General",
    education: "B.A. LL.B. (Hons.), NLSIU Bengaluru (2nd year)",
    bio: "CLAT 2024 AIR 23. CLAT rewards reading fast and reasoning carefully; we practise passages every session and learn where the marks hide in Legal Reasoning.",
    subjects: ["Legal Reasoning", "English", "Current Affairs"],
    expertise: ["Reading comprehension", "Mock analysis"],
    look: ["#ffe4e6", "#e0ac69", "#2d1b0e", "#e11d48"],
  },
  {
    name: "Arjun Menon",
    email: "arjun.menon@example.com",
    domain: "General",
    education: "PGP, IIM Ahmedabad (1st year); B.Tech, NIT Calicut",
    bio: "CAT 2024: 99.91 percentile. Forty minutes per section leaves no room for panic: I teach question selection first, then the Quant and VARC you actually need.",
    subjects: ["Quantitative Aptitude", "VARC", "DILR"],
    expertise: ["Question selection", "Mock strategy"],
    look: ["#e2e8f0", "#c68642", "#0f172a", "#334155"],
  },
  {
    name: "Priya Agarwal",
    email: "priya.agarwal@example.com",
    domain: "General",
    education: "Chartered Accountant (CA Final, November 2024)",
    bio: "CA Final AIR 14. I cleared all three levels on the first attempt with a revision calendar that I'll help you build for your own attempt.",
    subjects: ["Financial Reporting", "Taxation", "Audit"],
    expertise: ["Revision calendars", "ICAI study material"],
    look: ["#fef9c3", "#a0522d", "#1f1300", "#a16207"],
  },
  {
    name: "Zoya Khan",
    email: "zoya.khan@example.com",
    domain: "General",
    education: "B.Des Fashion Design, NIFT New Delhi (2nd year)",
    bio: "NIFT 2024 AIR 35. The Creative Ability Test is about ideas on paper under time; bring a sketchbook and we will build a portfolio of answers together.",
    subjects: ["Creative Ability Test", "General Ability Test", "Situation Test"],
    expertise: ["Sketching under time", "Portfolio"],
    look: ["#cffafe", "#8d5524", "#0b0b0b", "#0e7490"],
  },
];

export const DEMO_STUDENTS = [
  "Riya Sharma",
  "Aditya Singh",
  "Sana Sheikh",
  "Vivek Yadav",
  "Ananya Gupta",
  "Harsh Patel",
  "Diya Menon",
  "Karthik Subramanian",
  "Pooja Mishra",
  "Rohit Chauhan",
  "Nandini Rao",
  "Siddharth Jain",
  "Aisha Qureshi",
  "Manav Bansal",
  "Kavya Pillai",
  "Yash Thakur",
  "Shreya Das",
  "Abhinav Tiwari",
  "Fatima Ansari",
  "Dev Saxena",
  "Tanya Bhatia",
  "Nikhil Pandey",
  "Ira Chatterjee",
  "Om Prakash Sahu",
  "Meghna Ghosh",
  "Arnav Kapoor",
  "Simran Kaur",
  "Rudra Dubey",
  "Avni Deshpande",
  "Parth Trivedi",
];

/** A session of the demo: when (days from today, IST hour), who, what. */
export interface DemoSession {
  mentor: string;
  title: string;
  subject: string;
  subjects?: string[];
  category: Category;
  type: "group" | "onetoone";
  seats: number;
  price: number;
  durationMinutes: number;
  description: string;
  /** Days from today (negative: past) and the IST hour it starts; "live" started 10 minutes ago. */
  when: { days: number; hour: number } | "live";
  /** How many students book it (capped at its seats); "full" books every seat. */
  bookings: number | "full";
}

export const DEMO_SESSIONS: DemoSession[] = [
  // IIT JEE
  {
    mentor: "Aarav Sharma",
    title: "JEE Advanced Calculus: Definite Integrals in 90 Minutes",
    subject: "Mathematics",
    subjects: ["Calculus"],
    category: "IIT JEE",
    type: "group",
    seats: 40,
    price: 349,
    durationMinutes: 90,
    description:
      "Properties of definite integrals, King's rule, and the six integral types that keep returning in JEE Advanced, each with a previous-year question solved live.",
    when: { days: 2, hour: 19 },
    bookings: 14,
  },
  {
    mentor: "Kabir Malhotra",
    title: "Rotational Mechanics Without Fear",
    subject: "Physics",
    subjects: ["Mechanics"],
    category: "IIT JEE",
    type: "group",
    seats: 30,
    price: 299,
    durationMinutes: 120,
    description:
      "Torque, angular momentum and rolling, built from free-body diagrams. We finish with five JEE Main 2025 questions under exam conditions.",
    when: "live",
    bookings: 18,
  },
  {
    mentor: "Aarav Sharma",
    title: "JEE Main Mock Review: Where Your Marks Went",
    subject: "Mathematics",
    subjects: ["Physics", "Chemistry"],
    category: "IIT JEE",
    type: "onetoone",
    seats: 1,
    price: 799,
    durationMinutes: 60,
    description:
      "Send me your latest mock score card before the session. We go through every wrong and skipped question and make a two-week plan from it.",
    when: { days: 3, hour: 18 },
    bookings: 0,
  },
  {
    mentor: "Kabir Malhotra",
    title: "Electrostatics: 30 Questions, 3 Ideas",
    subject: "Physics",
    category: "IIT JEE",
    type: "group",
    seats: 25,
    price: 249,
    durationMinutes: 90,
    description:
      "Gauss's law, potential and capacitors through three ideas that solve most JEE electrostatics questions.",
    when: { days: -5, hour: 18 },
    bookings: 20,
  },
  {
    mentor: "Aarav Sharma",
    title: "Coordinate Geometry Crash Course",
    subject: "Mathematics",
    category: "IIT JEE",
    type: "group",
    seats: 12,
    price: 199,
    durationMinutes: 60,
    description: "Straight lines, circles and conics: the standard results and the traps examiners set.",
    when: { days: 1, hour: 20 },
    bookings: "full",
  },
  // NEET
  {
    mentor: "Ishita Reddy",
    title: "NEET Human Physiology: NCERT Line by Line",
    subject: "Biology",
    subjects: ["Human Physiology"],
    category: "NEET",
    type: "group",
    seats: 50,
    price: 299,
    durationMinutes: 120,
    description:
      "Digestion, breathing and circulation straight from NCERT Class 11, with the diagrams NEET asks about and 40 practice questions.",
    when: { days: 1, hour: 18 },
    bookings: 22,
  },
  {
    mentor: "Ishita Reddy",
    title: "Organic Chemistry for NEET: Named Reactions",
    subject: "Chemistry",
    subjects: ["Organic Chemistry"],
    category: "NEET",
    type: "group",
    seats: 40,
    price: 249,
    durationMinutes: 90,
    description:
      "Aldol, Cannizzaro, Reimer–Tiemann and the rest: mechanisms you can redraw in the exam hall.",
    when: { days: -2, hour: 17 },
    bookings: 26,
  },
  {
    mentor: "Ishita Reddy",
    title: "One-to-One NEET Study Plan",
    subject: "Biology",
    subjects: ["Chemistry", "Physics"],
    category: "NEET",
    type: "onetoone",
    seats: 1,
    price: 699,
    durationMinutes: 60,
    description:
      "We look at your scores and your timetable, and leave with a week-by-week plan to NEET UG 2027 (tentative: May 2027).",
    when: { days: 4, hour: 11 },
    bookings: 1,
  },
  {
    mentor: "Ishita Reddy",
    title: "Genetics and Evolution: Pedigree Problems",
    subject: "Biology",
    subjects: ["Genetics"],
    category: "NEET",
    type: "group",
    seats: 35,
    price: 199,
    durationMinutes: 60,
    description: "Monohybrid, dihybrid and pedigree questions, solved step by step.",
    when: { days: 6, hour: 19 },
    bookings: 5,
  },
  // BITSAT
  {
    mentor: "Meera Nair",
    title: "BITSAT Speed Strategy: 130 Questions in 3 Hours",
    subject: "Mathematics",
    subjects: ["Logical Reasoning", "English Proficiency"],
    category: "BITSAT",
    type: "group",
    seats: 30,
    price: 299,
    durationMinutes: 90,
    description:
      "When to skip, when to guess (there is negative marking), and how to reach the 12 bonus questions with time to spare.",
    when: { days: 5, hour: 18 },
    bookings: 9,
  },
  {
    mentor: "Meera Nair",
    title: "Logical Reasoning Drill",
    subject: "Logical Reasoning",
    category: "BITSAT",
    type: "onetoone",
    seats: 1,
    price: 499,
    durationMinutes: 30,
    description: "Thirty minutes of reasoning puzzles with feedback on your approach.",
    when: { days: -8, hour: 16 },
    bookings: 1,
  },
  // GATE
  {
    mentor: "Sneha Kulkarni",
    title: "GATE CSE Algorithms: Graphs and Greedy",
    subject: "Algorithms",
    category: "GATE",
    type: "group",
    seats: 40,
    price: 399,
    durationMinutes: 120,
    description: "BFS, DFS, shortest paths and minimum spanning trees with GATE previous-year questions.",
    when: { days: 3, hour: 20 },
    bookings: 11,
  },
  {
    mentor: "Sneha Kulkarni",
    title: "Preparing for GATE While Working",
    subject: "Engineering Mathematics",
    subjects: ["Operating Systems"],
    category: "GATE",
    type: "onetoone",
    seats: 1,
    price: 899,
    durationMinutes: 60,
    description: "A realistic plan of two hours a day, built around your job and your strongest subjects.",
    when: { days: 7, hour: 21 },
    bookings: 0,
  },
  // UPSC
  {
    mentor: "Rahul Verma",
    title: "UPSC Mains Answer Writing: Polity",
    subject: "Polity",
    subjects: ["Answer Writing"],
    category: "UPSC",
    type: "group",
    seats: 30,
    price: 349,
    durationMinutes: 120,
    description:
      "Write two answers in the session; I review them live against the directive words and the word limit.",
    when: { days: 2, hour: 10 },
    bookings: 12,
  },
  {
    mentor: "Rahul Verma",
    title: "Ethics Case Studies",
    subject: "Ethics",
    category: "UPSC",
    type: "group",
    seats: 30,
    price: 299,
    durationMinutes: 90,
    description: "GS Paper IV case studies: a framework for structuring answers that score.",
    when: { days: -3, hour: 10 },
    bookings: 15,
  },
  // CLAT
  {
    mentor: "Tanvi Joshi",
    title: "CLAT Legal Reasoning: Principle and Facts",
    subject: "Legal Reasoning",
    category: "CLAT",
    type: "group",
    seats: 30,
    price: 249,
    durationMinutes: 90,
    description: "Apply the principle, not your knowledge of the law: twelve passages from recent papers.",
    when: { days: 4, hour: 17 },
    bookings: 8,
  },
  {
    mentor: "Tanvi Joshi",
    title: "Reading Faster for CLAT",
    subject: "English",
    subjects: ["Current Affairs"],
    category: "CLAT",
    type: "onetoone",
    seats: 1,
    price: 599,
    durationMinutes: 60,
    description:
      "Timed passages and a reading routine for the months before CLAT 2027 (tentative: December 2026).",
    when: { days: 1, hour: 15 },
    bookings: 1,
  },
  // CA
  {
    mentor: "Priya Agarwal",
    title: "CA Final Financial Reporting: Ind AS Essentials",
    subject: "Financial Reporting",
    category: "CA",
    type: "group",
    seats: 40,
    price: 449,
    durationMinutes: 150,
    description: "Ind AS 115, 116 and 109 with the ICAI question patterns and presentation tips.",
    when: { days: 6, hour: 10 },
    bookings: 7,
  },
  // NIFT
  {
    mentor: "Zoya Khan",
    title: "NIFT CAT: Ideas on Paper in 3 Hours",
    subject: "Creative Ability Test",
    category: "NIFT",
    type: "group",
    seats: 20,
    price: 299,
    durationMinutes: 180,
    description: "Theme-based drawing, colour and composition under time, with feedback on every sketch.",
    when: { days: 5, hour: 14 },
    bookings: 6,
  },
  // CAT Mentorship
  {
    mentor: "Arjun Menon",
    title: "CAT Quant: Arithmetic That Scores",
    subject: "Quantitative Aptitude",
    category: "CAT Mentorship",
    type: "group",
    seats: 45,
    price: 349,
    durationMinutes: 90,
    description:
      "Percentages, ratios, time-speed-distance: the arithmetic that makes up a third of CAT Quant.",
    when: { days: 2, hour: 21 },
    bookings: 16,
  },
  {
    mentor: "Arjun Menon",
    title: "CAT Mock Review and Question Selection",
    subject: "DILR",
    subjects: ["VARC", "Quantitative Aptitude"],
    category: "CAT Mentorship",
    type: "onetoone",
    seats: 1,
    price: 999,
    durationMinutes: 60,
    description:
      "Bring your latest mock: we find the sets you should have skipped and the ones you should not.",
    when: { days: -1, hour: 20 },
    bookings: 1,
  },
];

/** What students wrote after their sessions (ratings 1–5), spread over the finished sessions. */
export const DEMO_FEEDBACK: { rating: number; text: string }[] = [
  {
    rating: 5,
    text: "Finally understood why my answers were wrong, not just that they were. The error log idea alone was worth it.",
  },
  { rating: 5, text: "Clear, patient and fast. Solved every doubt I posted in the chat before moving on." },
  { rating: 4, text: "Very useful session. I would have liked ten more minutes for the last two questions." },
  {
    rating: 5,
    text: "The shortcuts for the long calculations saved me at least 15 minutes in my next mock.",
  },
  {
    rating: 4,
    text: "Good structure and great examples from previous papers. Audio dropped once but the mentor repeated everything.",
  },
  { rating: 3, text: "Helpful, but it moved a bit quickly for someone starting the chapter from zero." },
  {
    rating: 5,
    text: "Felt like studying with a senior who knows exactly what the exam asks. Booking the next one already.",
  },
  { rating: 4, text: "Loved the diagrams. Please share the practice sheet after the session too." },
  {
    rating: 5,
    text: "My mock score went up by 22 marks after applying the revision plan from this session.",
  },
  { rating: 2, text: "Content was fine but the session started late and we ran out of time for questions." },
];
