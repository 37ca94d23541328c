/**
 * Jitsi Meet's IFrame API (https://jitsi.github.io/handbook/docs/dev-guide/dev-guide-iframe): the
 * script `https://{domain}/external_api.js` defines `JitsiMeetExternalAPI`, which puts the meeting in
 * an iframe inside `parentNode`. Only the part of it this app uses is typed here.
 */
export type JitsiEvent = "readyToClose" | "videoConferenceLeft" | "videoConferenceJoined";

export interface JitsiMeetOptions {
  roomName: string;
  jwt?: string;
  parentNode: HTMLElement;
  width?: string | number;
  height?: string | number;
  userInfo?: { displayName?: string; email?: string };
  configOverwrite?: Record<string, unknown>;
  lang?: string;
}

export interface JitsiMeetApi {
  addListener(event: JitsiEvent, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: JitsiEvent, listener: (...args: unknown[]) => void): unknown;
  executeCommand(command: string, ...args: unknown[]): void;
  getIFrame(): HTMLIFrameElement;
  dispose(): void;
}

export type JitsiMeetExternalApi = new (domain: string, options: JitsiMeetOptions) => JitsiMeetApi;

declare global {
  interface Window {
    JitsiMeetExternalAPI?: JitsiMeetExternalApi;
  }
}

/** One download per script address for the whole visit, shared by every room opened. */
const loads = new Map<string, { promise: Promise<JitsiMeetExternalApi>; script: HTMLScriptElement }>();

/**
 * Loads the IFrame API script with a <script> element, once: later calls get the same promise. A
 * failed download is forgotten, so calling again tries again.
 */
export function loadJitsi(scriptUrl: string): Promise<JitsiMeetExternalApi> {
  const ready = window.JitsiMeetExternalAPI;
  if (ready) return Promise.resolve(ready);
  const known = loads.get(scriptUrl);
  if (known) return known.promise;

  const script = document.createElement("script");
  script.src = scriptUrl;
  script.async = true;
  const promise = new Promise<JitsiMeetExternalApi>((resolve, reject) => {
    script.addEventListener("load", () => {
      const api = window.JitsiMeetExternalAPI;
      if (api) resolve(api);
      else reject(new Error(`${scriptUrl} loaded but did not define JitsiMeetExternalAPI`));
    });
    script.addEventListener("error", () => reject(new Error(`Could not load ${scriptUrl}`)));
  });
  promise.catch(() => forgetJitsi(scriptUrl));
  loads.set(scriptUrl, { promise, script });
  document.head.append(script);
  return promise;
}

/** Drops a download that failed or hangs (its <script> element too), so the next load starts afresh. */
export function forgetJitsi(scriptUrl: string): void {
  const known = loads.get(scriptUrl);
  if (!known) return;
  loads.delete(scriptUrl);
  known.script.remove();
}
