import {
  BadgeCheck,
  Clock,
  FileText,
  HeartHandshake,
  IndianRupee,
  type LucideIcon,
  MonitorPlay,
  Presentation,
  ShieldCheck,
  Star,
  UserRoundCheck,
  Video,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/document-title";
import { useMetaDescription } from "@/lib/meta-description";
import { MentorRegistrationDialog } from "../components/mentor-registration-dialog";
import { VideoPoster } from "../components/video-poster";

type Item = { title: string; description: string; icon: LucideIcon };

/** docs/product.md §2.7: the four steps from application to first session. */
const PROCESS: readonly Item[] = [
  {
    title: "Register and submit documents",
    description:
      "Fill in the registration form and keep your JEE or NEET scorecard or rank card, your college ID and a government photo ID ready.",
    icon: FileText,
  },
  {
    title: "Background verification",
    description:
      "We check your scorecard against the official result and confirm your identity and your current college.",
    icon: ShieldCheck,
  },
  {
    title: "Personal interview",
    description:
      "A short video call with our mentor team about how you prepared, and how you would explain a concept to a student who is stuck.",
    icon: UserRoundCheck,
  },
  {
    title: "Training and demo session",
    description:
      "Learn to post sessions and run the live room, then teach a demo session to our team before your first real students join.",
    icon: Presentation,
  },
];

const BENEFITS: readonly Item[] = [
  {
    title: "Earn from what you know",
    description:
      "Set your own price for each session you post, in whole rupees, for a group of up to 50 students or for one student.",
    icon: IndianRupee,
  },
  {
    title: "Teach around your timetable",
    description: "Post sessions in any hourly slot from 9 AM to 10 PM, whenever college leaves you free.",
    icon: Clock,
  },
  {
    title: "Students who have paid",
    description:
      "Every booking is paid by UPI and checked by our team before the student gets the join link, so you never chase a payment.",
    icon: BadgeCheck,
  },
  {
    title: "Everything in the browser",
    description:
      "Start the live video room from your dashboard and share your screen for diagrams. Nothing to install, no links to send.",
    icon: MonitorPlay,
  },
  {
    title: "Ratings that build your profile",
    description:
      "Students rate every session from 1 to 5 stars and leave written feedback, so your profile grows with your teaching.",
    icon: Star,
  },
  {
    title: "Give back to the next batch",
    description:
      "Help an aspirant from a town without good coaching avoid the mistakes you made, and see them walk into their exam prepared.",
    icon: HeartHandshake,
  },
];

const sectionTitleClasses = "text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl";
const containerClasses = "mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8";

function RegisterButton({ onOpen, inverse = false }: { onOpen: () => void; inverse?: boolean }) {
  return (
    <Button
      size="lg"
      variant={inverse ? "inverse" : "primary"}
      aria-haspopup="dialog"
      onClick={onOpen}
      className={inverse ? "focus-visible:outline-white!" : undefined}
    >
      Register as a Mentor
    </Button>
  );
}

/** docs/product.md §2.7: why and how to mentor, and the Mentor Registration modal. */
export function BecomeMentorPage() {
  useDocumentTitle("Become a Mentor");
  useMetaDescription(
    "Cleared IIT-JEE or NEET recently? Mentor aspirants on Toppers Connect: set your price, teach live sessions in your free hours, and get paid bookings verified by our team.",
  );
  const [open, setOpen] = useState(false);
  const openDialog = () => setOpen(true);

  return (
    <>
      <section
        aria-labelledby="become-mentor-title"
        className="bg-linear-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-16 sm:pb-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pt-20">
          <div>
            <p className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-semibold text-brand-700 sm:text-sm">
              <Video aria-hidden="true" className="size-4" />
              For recent IIT-JEE and NEET toppers
            </p>
            <h1
              id="become-mentor-title"
              className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              Become a Mentor
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
              You cracked the exam not long ago. Thousands of aspirants are where you were two years back:
              teach them the plan, the habits and the shortcuts that got you there, in live sessions you
              schedule yourself.
            </p>
            <div className="mt-8">
              <RegisterButton onOpen={openDialog} />
            </div>
          </div>
          <VideoPoster />
        </div>
      </section>

      <section aria-labelledby="process-title" className="bg-slate-50">
        <div className={containerClasses}>
          <h2 id="process-title" className={sectionTitleClasses}>
            How you become a mentor
          </h2>
          <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">
            Four steps, so every student knows their mentor is who they say they are.
          </p>
          <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {PROCESS.map(({ title, description, icon: Icon }, index) => (
              <li key={title} className={cardClasses()}>
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="text-3xl font-extrabold text-brand-200">
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-4 text-base font-semibold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="mentor-benefits-title">
        <div className={containerClasses}>
          <h2 id="mentor-benefits-title" className={sectionTitleClasses}>
            Why mentor with Toppers Connect
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {BENEFITS.map(({ title, description, icon: Icon }) => (
              <li key={title} className={cardClasses({ className: "flex gap-4" })}>
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-base font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="eligibility-title" className="bg-brand-950 text-white">
        <div
          className={`${containerClasses} grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-center`}
        >
          <div>
            <h2 id="eligibility-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              Who can apply
            </h2>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">
              We take recent good scorers in IIT-JEE or NEET: students who did well in JEE Main and JEE
              Advanced or in NEET-UG in the last few years, are studying at college now, and enjoy explaining
              what they learnt. Teaching experience helps but is not required; the demo session shows us how
              you teach.
            </p>
          </div>
          <div className="lg:justify-self-end">
            <RegisterButton onOpen={openDialog} inverse />
          </div>
        </div>
      </section>

      <MentorRegistrationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
