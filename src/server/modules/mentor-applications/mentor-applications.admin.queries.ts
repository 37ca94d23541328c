import type { AdminApplication } from "@contract/admin";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { tablePage } from "../../db/paging";
import { isoTime } from "../../db/rows";

/* The admin's table of mentor applications. */

export function resumeUrl(id: string): string {
  return `/api/admin/applications/${encodeURIComponent(id)}/resume`;
}

interface ApplicationRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  dob: string | Date;
  education: string;
  experience: string;
  resume_key: string | null;
  resume_name: string | null;
  rank_exam: string | null;
  rank_air: number | null;
  rank_year: number | null;
  college: string | null;
  rank_proof_key: string | null;
  status: AdminApplication["status"];
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by_name: string | null;
}

export function listApplications(
  db: Database,
  params: { page: number; pageSize: number; status: "new" | "approved" | "rejected" },
) {
  // New ones oldest first (a queue); decided ones latest decision first.
  const order = params.status === "new" ? sql`a.created_at asc, a.id asc` : sql`a.decided_at desc, a.id desc`;
  return tablePage(db, params, {
    rows: (limit, offset) => sql`select a.*, d.name as decided_by_name
      from mentor_applications a left join users d on d.id = a.decided_by
      where a.status = ${params.status}
      order by ${order}
      limit ${limit} offset ${offset}`,
    count: sql`select count(*) as n from mentor_applications a where a.status = ${params.status}`,
    toItem: (r: ApplicationRow): AdminApplication => ({
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      phone: String(r.phone),
      dob: String(r.dob),
      education: String(r.education),
      experience: String(r.experience),
      resumeName: r.resume_name ?? null,
      resumeUrl: r.resume_key ? resumeUrl(String(r.id)) : null,
      rank:
        r.rank_exam !== null && r.rank_air !== null && r.rank_year !== null
          ? {
              exam: String(r.rank_exam),
              air: Number(r.rank_air),
              year: Number(r.rank_year),
              college: r.college ?? null,
            }
          : null,
      rankProofUrl: r.rank_proof_key
        ? `/api/admin/applications/${encodeURIComponent(String(r.id))}/rank-proof`
        : null,
      status: r.status,
      createdAt: isoTime(r.created_at),
      decidedAt: r.decided_at === null ? null : isoTime(r.decided_at),
      decidedBy: r.decided_by_name ?? null,
    }),
  });
}
