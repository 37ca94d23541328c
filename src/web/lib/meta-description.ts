import { useEffect } from "react";

/**
 * Sets the page's <meta name="description"> while the calling page is shown, and puts the previous
 * text back when it goes (the next page sets its own). Crawlers that run scripts, and link previews
 * that do, read the description of the page they landed on rather than the app's generic one.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [description]);
}
