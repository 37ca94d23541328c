import type { AdminOverview } from "@contract/admin";
import { localeOf } from "@contract/i18n";
import { type ReactNode, useId } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { cardClasses } from "@/components/ui/card";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

const BRAND = "#2563eb";
const GREEN = "#15803d";
const VIOLET = "#7c3aed";
const AXIS = { fontSize: 12, fill: "#334155" };

/**
 * One chart with its text alternative: the chart is hidden from assistive technology, a summary
 * under it says what it shows, and a visually hidden table gives every figure.
 */
function ChartCard({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cardClasses({ padding: "sm" })}>
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      <div aria-hidden="true" className="mt-4 h-60 w-full min-w-0 overflow-hidden">
        {children}
      </div>
      {table}
    </section>
  );
}

function HiddenTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The overview's charts (recharts): loaded on their own, only when the overview is shown. */
export default function OverviewCharts({ overview }: { overview: AdminOverview }) {
  const t = useT();
  const f = useFormat();
  // "2026-11-22" (an IST day) → "22 Nov".
  const dayFormat = f.dateWith({ day: "numeric", month: "short" });
  const shortDay = (day: string) => dayFormat(`${day}T12:00:00+05:30`);
  const compactNumber = new Intl.NumberFormat(localeOf(f.language), {
    notation: "compact",
    maximumFractionDigits: 1,
  });
  const compactRupees = (value: number) => `₹${compactNumber.format(value)}`;
  const daily = overview.daily.map((entry) => ({ ...entry, label: shortDay(entry.day) }));
  const bookings = daily.reduce((sum, entry) => sum + entry.bookings, 0);
  const revenue = daily.reduce((sum, entry) => sum + entry.revenue, 0);
  const busiest = daily.reduce<(typeof daily)[number] | undefined>(
    (best, entry) => (!best || entry.bookings > best.bookings ? entry : best),
    undefined,
  );
  const categories = overview.sessionsByCategory;
  const topCategory = categories.reduce<(typeof categories)[number] | undefined>(
    (best, entry) => (!best || entry.sessions > best.sessions ? entry : best),
    undefined,
  );
  const totalSessions = categories.reduce((sum, entry) => sum + entry.sessions, 0);

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <ChartCard
        title={t("charts.bookings.title")}
        summary={
          bookings === 0
            ? t("charts.bookings.none")
            : t("charts.bookings.summary", {
                count: bookings,
                total: f.number(bookings),
                day: busiest?.label,
                busiest: busiest?.bookings,
              })
        }
        table={
          <HiddenTable
            caption={t("charts.bookings.caption")}
            headers={[t("charts.day"), t("charts.bookings.series")]}
            rows={daily.map((entry) => [entry.label, String(entry.bookings)])}
          />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={daily}
            margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={AXIS} />
            <Tooltip />
            <Bar dataKey="bookings" name={t("charts.bookings.series")} fill={BRAND} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={t("charts.revenue.title")}
        summary={t("charts.revenue.summary", { amount: f.rupees(revenue) })}
        table={
          <HiddenTable
            caption={t("charts.revenue.caption")}
            headers={[t("charts.day"), t("charts.revenue.series")]}
            rows={daily.map((entry) => [entry.label, f.rupees(entry.revenue)])}
          />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={daily}
            margin={{ top: 4, right: 8, bottom: 0, left: -8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tick={AXIS} tickFormatter={compactRupees} />
            <Tooltip formatter={(value) => f.rupees(Number(value))} />
            <Line
              type="monotone"
              dataKey="revenue"
              name={t("charts.revenue.series")}
              stroke={GREEN}
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <div className="lg:col-span-2">
        <ChartCard
          title={t("charts.categories.title")}
          summary={
            totalSessions === 0
              ? t("charts.categories.none")
              : t("charts.categories.summary", {
                  count: totalSessions,
                  total: f.number(totalSessions),
                  category: topCategory?.category,
                  top: topCategory?.sessions,
                })
          }
          table={
            <HiddenTable
              caption={t("charts.categories.title")}
              headers={[t("charts.categories.category"), t("charts.categories.series")]}
              rows={categories.map((entry) => [entry.category, String(entry.sessions)])}
            />
          }
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={categories}
              layout="vertical"
              margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
              <XAxis type="number" allowDecimals={false} tick={AXIS} />
              <YAxis type="category" dataKey="category" tick={AXIS} width={112} />
              <Tooltip />
              <Bar
                dataKey="sessions"
                name={t("charts.categories.series")}
                fill={VIOLET}
                radius={[0, 3, 3, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
    </div>
  );
}
