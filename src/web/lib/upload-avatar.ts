import type { CurrentUser } from "@contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { currentUserQueryKey } from "./current-user";
import { type UploadOptions, uploadForm } from "./upload";

const avatarAnswerSchema = z.object({ image: z.string() });

/**
 * POST /api/me/avatar as multipart/form-data (field `file`): the server judges the bytes, re-encodes
 * the picture and answers its new address.
 */
export function uploadAvatar(file: File, options: UploadOptions = {}) {
  const body = new FormData();
  body.append("file", file, file.name);
  return uploadForm("/me/avatar", body, avatarAnswerSchema, options);
}

/**
 * Replaces the signed-in user's picture, tracking the upload (`progress` 0 to 100, null when no
 * upload is under way). On success the cached user (and so the header's avatar) shows the new
 * picture at once; `onUploaded` lets the page update what else it shows of the user.
 */
export function useUploadAvatar(onUploaded?: (image: string) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) =>
      uploadAvatar(file, { onProgress: (share) => setProgress(Math.round(share * 100)) }),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: ({ image }) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user ? { ...user, image } : user,
      );
      onUploaded?.(image);
    },
  });
  return { ...mutation, progress };
}
