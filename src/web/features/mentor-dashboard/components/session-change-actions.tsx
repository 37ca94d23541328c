import { useQueryClient } from "@tanstack/react-query";
import { CalendarX2, PencilLine } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CancelSessionDialog, EditSessionDialog } from "@/features/sessions";
import { mentorDashboardQueryKey } from "@/lib/query-keys";
import type { MentorSessionItem } from "../api/get-mentor-dashboard";
import { useT } from "../i18n";

/**
 * docs/product.md §10.14: Edit and Cancel session on an upcoming session that has not started yet.
 * The dialogs say what each change does; the dashboard is asked again after one.
 */
export function SessionChangeActions({
  item,
  serverNow,
}: {
  item: MentorSessionItem;
  serverNow: Date | null;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<"edit" | "cancel" | null>(null);
  const { session } = item;
  const now = serverNow?.getTime() ?? Date.now();
  if (session.status !== "upcoming" || new Date(session.startsAt).getTime() <= now) return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: mentorDashboardQueryKey });
  const titleSuffix = <span className="sr-only">: {session.title}</span>;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setOpen("edit")}>
        <PencilLine aria-hidden="true" className="size-4" />
        {t("changes.edit")}
        {titleSuffix}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen("cancel")}
        className="border-red-300 text-red-800 hover:bg-red-50"
      >
        <CalendarX2 aria-hidden="true" className="size-4" />
        {t("changes.cancel")}
        {titleSuffix}
      </Button>
      <EditSessionDialog
        sessionId={session.id}
        title={session.title}
        open={open === "edit"}
        onClose={() => setOpen(null)}
        onChanged={refresh}
      />
      <CancelSessionDialog
        sessionId={session.id}
        title={session.title}
        free={session.price === 0}
        open={open === "cancel"}
        onClose={() => setOpen(null)}
        onChanged={refresh}
      />
    </div>
  );
}
