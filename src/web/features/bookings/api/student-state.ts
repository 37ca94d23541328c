import { studentStateSchema } from "@contract/receipts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { studentStateQueryKey } from "@/lib/query-keys";

/** GET /api/student/state: the student's GST state code, or null while they have not said. */
export function useStudentState({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: studentStateQueryKey,
    queryFn: ({ signal }) => api.get("/student/state", studentStateSchema, { signal }),
    enabled,
  });
}

/** PUT /api/student/state: saved at once when chosen. */
export function useSetStudentState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: string) => api.put("/student/state", studentStateSchema, { body: { state } }),
    onSuccess: (answer) => queryClient.setQueryData(studentStateQueryKey, answer),
  });
}
