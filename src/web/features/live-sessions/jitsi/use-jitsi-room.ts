import type { Room } from "@contract/live-sessions";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { currentLanguage } from "@/lib/i18n";
import { useT } from "../i18n";
import { forgetJitsi, type JitsiMeetApi, loadJitsi } from "./load-jitsi";

/** How long the meeting script may take before the page says it is not loaded yet. */
export const SLOW_SCRIPT_MS = 10_000;

/**
 * `loading`: the meeting script is on its way; `slow`: still on its way after SLOW_SCRIPT_MS;
 * `failed`: it could not be loaded; `open`: the room is in the page; `left`: the person left it.
 */
export type JitsiRoomStatus = "loading" | "slow" | "failed" | "open" | "left";

type Options = {
  /** The room to open (as the server gave it), or null while it is not known. */
  room: Room | null;
  /** The element the meeting's iframe goes in. */
  containerRef: RefObject<HTMLElement | null>;
  /** Called once when the person leaves: the Leave button, hanging up in the room, or the room closing. */
  onLeft?: () => void;
};

/**
 * Opens the server's video room in `containerRef` through Jitsi's IFrame API and closes it (dispose)
 * when the person leaves or the component goes. `retry` loads the script again after a failure.
 */
export function useJitsiRoom({ room, containerRef, onLeft }: Options) {
  const t = useT();
  const [status, setStatus] = useState<JitsiRoomStatus>("loading");
  const [attempt, setAttempt] = useState(0);
  const apiRef = useRef<JitsiMeetApi | null>(null);
  // The newest onLeft, without reopening the room when the caller passes a new function.
  const onLeftRef = useRef(onLeft);
  useEffect(() => {
    onLeftRef.current = onLeft;
  }, [onLeft]);

  // The iframe's name, in the language shown: kept apart so that a language switch renames the
  // iframe rather than reopening the room.
  const frameTitle = t("frame.iframeTitle", { title: room?.title ?? "" });
  const frameTitleRef = useRef(frameTitle);
  useEffect(() => {
    frameTitleRef.current = frameTitle;
    const api = apiRef.current;
    if (api) api.getIFrame().title = frameTitle;
  }, [frameTitle]);

  const leftRef = useRef(false);

  const leave = useCallback(() => {
    // Hanging up in the room says both videoConferenceLeft and readyToClose: leave once.
    if (leftRef.current) return;
    leftRef.current = true;
    const api = apiRef.current;
    apiRef.current = null;
    api?.dispose();
    setStatus("left");
    onLeftRef.current?.();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes on Retry, to open the room again.
  useEffect(() => {
    if (!room) return;
    let cancelled = false;
    leftRef.current = false;
    setStatus("loading");
    const slowTimer = window.setTimeout(() => {
      if (!cancelled) setStatus((now) => (now === "loading" ? "slow" : now));
    }, SLOW_SCRIPT_MS);

    loadJitsi(room.scriptUrl).then(
      (JitsiMeetExternalAPI) => {
        window.clearTimeout(slowTimer);
        const parentNode = containerRef.current;
        if (cancelled || !parentNode) return;
        const api = new JitsiMeetExternalAPI(room.domain, {
          roomName: room.roomName,
          ...(room.jwt ? { jwt: room.jwt } : {}),
          parentNode,
          width: "100%",
          height: "100%",
          userInfo: { displayName: room.displayName },
          // Jitsi's own interface in the reader's language (it reads "en" and "hi").
          lang: currentLanguage(),
          // On phones, stay in the browser rather than being sent to the Jitsi app's store page.
          configOverwrite: { disableDeepLinking: true },
        });
        // The iframe is part of our page: give it a name for screen readers.
        api.getIFrame().title = frameTitleRef.current;
        apiRef.current = api;
        // Hanging up inside the room, or the room closing, is leaving too.
        api.addListener("videoConferenceLeft", leave);
        api.addListener("readyToClose", leave);
        setStatus("open");
      },
      (error: unknown) => {
        window.clearTimeout(slowTimer);
        if (cancelled) return;
        console.error("The video meeting script failed to load", error);
        setStatus("failed");
      },
    );

    return () => {
      cancelled = true;
      window.clearTimeout(slowTimer);
      const api = apiRef.current;
      apiRef.current = null;
      api?.dispose();
    };
  }, [room, containerRef, leave, attempt]);

  /** Loads the script again after a failure (or opens the room again after leaving it). */
  const retry = useCallback(() => {
    if (room && !window.JitsiMeetExternalAPI) forgetJitsi(room.scriptUrl);
    setAttempt((n) => n + 1);
  }, [room]);

  return { status, leave, retry };
}
