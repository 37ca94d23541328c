import {
  type APPLICATION_STATUSES,
  adminApplicationSchema,
  type approveApplicationBodySchema,
  DEFAULT_PAGE_SIZE,
  tablePageSchema,
} from "@contract/admin";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ApplicationDomain = z.input<typeof approveApplicationBodySchema>["domain"] & string;
export type ApplicationsParams = { status: ApplicationStatus; page: number; pageSize: number };

export const DEFAULT_APPLICATIONS_PARAMS: ApplicationsParams = {
  status: "new",
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const applicationPageSchema = tablePageSchema(adminApplicationSchema);
const approveAnswerSchema = z.object({ id: z.string(), message: z.string() });
const messageSchema = z.object({ message: z.string() });

export const adminApplicationsQueryKey = [...adminQueryKey, "applications"] as const;

/** GET /api/admin/applications: one page of mentor applications with the given status, newest first. */
export function adminApplicationsQueryOptions(params: ApplicationsParams) {
  return queryOptions({
    queryKey: [...adminApplicationsQueryKey, params],
    queryFn: ({ signal }) => api.get("/admin/applications", applicationPageSchema, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminApplications(params: ApplicationsParams) {
  return useQuery(adminApplicationsQueryOptions(params));
}

/**
 * POST /api/admin/applications/:id/approve: creates the mentor and emails the invitation. The mentors
 * table and the counts change too, so everything the dashboard caches is refreshed.
 */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, domain }: { id: string; domain: ApplicationDomain }) =>
      api.post(`/admin/applications/${encodeURIComponent(id)}/approve`, approveAnswerSchema, {
        body: { domain },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

/** POST /api/admin/applications/:id/reject. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/admin/applications/${encodeURIComponent(id)}/reject`, messageSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
  });
}
