import type { CurrentUser } from "@contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { sessionsQueryKey } from "@/features/sessions";
import { currentUserQueryKey } from "@/lib/current-user";
import { type UploadOptions, uploadForm } from "@/lib/upload";
import { type MentorDashboardData, mentorDashboardQueryKey } from "./get-mentor-dashboard";
import { publicMentorsQueryKey } from "./get-public-mentors";

/**
 * docs/product.md §5: "A mentor image upload fails if the upload service returns no secure URL": an answer
 * without the picture's address is a failure, with a message that says so.
 */
const avatarAnswerSchema = z.object({ image: z.string().min(1) });

/** The upload was answered without the picture's address (the page says so in the reader's language). */
export class AvatarNoImageError extends Error {
  constructor() {
    super("The picture could not be saved: the upload returned no image address. Please try again.");
    this.name = "AvatarNoImageError";
  }
}

/** POST /api/me/avatar (multipart field `file`): the server judges the bytes and answers the new address. */
export async function uploadMentorAvatar(
  file: File,
  options: UploadOptions = {},
): Promise<{ image: string }> {
  const body = new FormData();
  body.append("file", file, file.name);
  // Any 2xx answer is read here rather than by uploadForm, so that one without a picture fails
  // with a message that says so (not a generic "unexpected response").
  const answer = await uploadForm("/me/avatar", body, z.unknown(), options);
  const parsed = avatarAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new AvatarNoImageError();
  return parsed.data;
}

/**
 * Replaces the mentor's picture, tracking the upload (`progress` 0 to 100, null when none is under
 * way). The header's avatar, the profile card and every card of the mentor's sessions follow.
 */
export function useUploadMentorAvatar() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) =>
      uploadMentorAvatar(file, { onProgress: (share) => setProgress(Math.round(share * 100)) }),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: ({ image }) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user ? { ...user, image } : user,
      );
      queryClient.setQueryData<MentorDashboardData>(mentorDashboardQueryKey, (dashboard) =>
        dashboard
          ? {
              ...dashboard,
              profile: { ...dashboard.profile, image },
              sessions: dashboard.sessions.map((item) => ({
                ...item,
                session: { ...item.session, mentor: { ...item.session.mentor, image } },
              })),
            }
          : dashboard,
      );
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: publicMentorsQueryKey });
    },
  });
  return { ...mutation, progress };
}
