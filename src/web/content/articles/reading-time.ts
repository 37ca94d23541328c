// Article texts are markdown (rendered by components/ui/markdown.tsx, like the pages admins write).

/** Words of running text (headings included), for the reading time. */
export function countWords(source: string): number {
  return source
    .replace(/\*\*|^#+\s|^-\s|^\d+\.\s/gm, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time at about 200 words a minute, never less than one minute. */
export function readingMinutes(source: string): number {
  return Math.max(1, Math.round(countWords(source) / 200));
}
