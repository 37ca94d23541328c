import { type AvatarTone, avatarInitials, avatarTone } from "@contract/avatar";
import type { CurrentUser } from "@contract/users";
import { useState } from "react";
import { cn } from "@/lib/cn";

const toneClasses: Record<AvatarTone, string> = {
  blue: "bg-avatar-student",
  green: "bg-avatar-mentor",
  grey: "bg-avatar-admin",
};

const sizeClasses = {
  sm: "size-9 text-sm",
  md: "size-11 text-base",
  lg: "size-20 text-2xl",
} as const;

type UserAvatarProps = {
  user: Pick<CurrentUser, "name" | "role" | "image">;
  size?: keyof typeof sizeClasses;
  className?: string;
};

/**
 * The user's picture, or (no picture, or it fails to load) their initials on the role's colour.
 * The initials are decorative: whatever wraps the avatar names the user or the destination.
 */
export function UserAvatar({ user, size = "sm", className }: UserAvatarProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const classes = cn("inline-flex shrink-0 overflow-hidden rounded-full", sizeClasses[size], className);

  if (user.image && user.image !== failedImage) {
    return (
      <img
        src={user.image}
        alt={user.name}
        className={cn(classes, "bg-slate-100 object-cover")}
        onError={() => setFailedImage(user.image)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        "items-center justify-center font-semibold text-white select-none",
        toneClasses[avatarTone(user.role)],
      )}
    >
      {avatarInitials(user.name, user.role)}
    </span>
  );
}
