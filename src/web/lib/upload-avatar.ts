import type { CurrentUser } from "@contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { currentUserQueryKey } from "./current-user";
import { type UploadOptions, uploadForm } from "./upload";

/**
 * docs/product.md §5: "A mentor image upload fails if the upload service returns no secure URL": an
 * answer without the picture's address is a failure, with a message that says so.
 */
const avatarAnswerSchema = z.object({ image: z.string().min(1) });

/** The upload was answered without the picture's address (the page says so in the reader's language). */
export class AvatarNoImageError extends Error {
  constructor() {
    super("The picture could not be saved: the upload returned no image address. Please try again.");
    this.name = "AvatarNoImageError";
  }
}

/**
 * POST /api/me/avatar as multipart/form-data (field `file`): the server judges the bytes, re-encodes
 * the picture and answers its new address.
 */
export async function uploadAvatar(file: File, options: UploadOptions = {}): Promise<{ image: string }> {
  const body = new FormData();
  body.append("file", file, file.name);
  // Any 2xx answer is read here rather than by uploadForm, so that one without a picture fails
  // with a message that says so (not a generic "unexpected response").
  const parsed = avatarAnswerSchema.safeParse(await uploadForm("/me/avatar", body, z.unknown(), options));
  if (!parsed.success) throw new AvatarNoImageError();
  return parsed.data;
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
