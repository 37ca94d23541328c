import type { SocialPlatform } from "@contract/social";
import type { ReactNode } from "react";

/*
 * Brand marks drawn inline: lucide-react 1.x no longer ships brand icons, and the strict CSP forbids
 * loading them from elsewhere. Simplified shapes on a 24-unit grid, painted with currentColor.
 */
const marks: Record<SocialPlatform, ReactNode> = {
  facebook: (
    <path
      fillRule="evenodd"
      d="M12 2a10 10 0 0 0-1.56 19.88V14.9H7.9V12h2.54V9.8c0-2.5 1.49-3.9 3.78-3.9 1.1 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.45 2.9h-2.33v6.98A10 10 0 0 0 12 2Z"
    />
  ),
  twitter: (
    <>
      <path d="M3.5 3.5h5.2l11.8 17h-5.2z" />
      <path
        d="M19.6 3.5 13.4 10.6M10.6 13.8 4.4 20.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M6.5 4.75h11a4.5 4.5 0 0 1 4.5 4.5v5.5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.75v-5.5a4.5 4.5 0 0 1 4.5-4.5ZM10 8.6v6.8l5.6-3.4z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" stroke="none" />
    </g>
  ),
  linkedin: (
    <path
      fillRule="evenodd"
      d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 7v7h2.5v-7zm1.25-3.8a1.45 1.45 0 1 0 0 2.9 1.45 1.45 0 0 0 0-2.9ZM11.5 10v7H14v-3.6c0-1.05.55-1.7 1.45-1.7.85 0 1.3.6 1.3 1.65V17h2.5v-4.1c0-2.15-1.05-3.1-2.85-3.1-1.15 0-1.95.5-2.4 1.2V10z"
    />
  ),
};

/**
 * Each platform's name, in the footer's display order (the order of SOCIAL_PLATFORMS in the contract).
 * Kept here rather than importing that list, which would pull zod into the first-paint bundle.
 */
export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  youtube: "YouTube",
  instagram: "Instagram",
  linkedin: "LinkedIn",
};

export const SOCIAL_PLATFORM_ORDER = Object.keys(SOCIAL_LABELS) as SocialPlatform[];

export function SocialIcon({ platform, className }: { platform: SocialPlatform; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {marks[platform]}
    </svg>
  );
}
