// A stand-in for Jitsi Meet's IFrame API (https://{domain}/external_api.js), for browser tests only:
// the tests serve this file in place of the real script (page.route), so nothing leaves the machine.
// It implements the part of JitsiMeetExternalAPI the app uses, puts an empty iframe in `parentNode`
// whose data attributes tell what the app passed (domain, room, display name, jwt), records every call
// on `window.__jitsiStandIn`, and lets a test play the room's side: `window.__jitsiStandIn.emit("readyToClose")`.
(() => {
  const standIn = {
    /** Every room made, newest last: { domain, options, commands: [[name, ...args]], disposed }. */
    rooms: [],
    /** What happened, in order: "new", "addListener:readyToClose", "executeCommand:hangup", "dispose"… */
    calls: [],
    /** The newest room that is not disposed, or undefined. */
    current() {
      return standIn.rooms.filter((room) => !room.disposed).at(-1);
    },
    /** Plays an event of the room (readyToClose, videoConferenceLeft…) to the newest open room. */
    emit(event, ...args) {
      const room = standIn.current();
      if (!room) throw new Error(`jitsi stand-in: no open room to emit ${event} to`);
      room.api.emit(event, ...args);
    },
  };
  window.__jitsiStandIn = standIn;

  class JitsiMeetExternalAPI {
    constructor(domain, options = {}) {
      if (typeof domain !== "string" || domain === "")
        throw new Error("jitsi stand-in: a domain is required");
      if (!options.parentNode) throw new Error("jitsi stand-in: options.parentNode is required");
      this._listeners = new Map();
      this._disposed = false;
      this._record = { domain, options, commands: [], disposed: false, api: this };
      standIn.rooms.push(this._record);
      standIn.calls.push("new");

      const iframe = document.createElement("iframe");
      iframe.src = "about:blank";
      iframe.name = "jitsiConferenceFrame0";
      iframe.allow = "camera; microphone; display-capture; autoplay; clipboard-write";
      iframe.dataset.jitsiDomain = domain;
      iframe.dataset.roomName = options.roomName ?? "";
      iframe.dataset.displayName = options.userInfo?.displayName ?? "";
      iframe.dataset.jwt = options.jwt ?? "";
      iframe.style.width =
        typeof options.width === "number" ? `${options.width}px` : (options.width ?? "100%");
      iframe.style.height =
        typeof options.height === "number" ? `${options.height}px` : (options.height ?? "100%");
      iframe.style.border = "0";
      this._iframe = iframe;
      options.parentNode.appendChild(iframe);
      // The real room says it was joined once the conference is up.
      setTimeout(() => this.emit("videoConferenceJoined", { roomName: options.roomName }), 0);
    }

    addListener(event, listener) {
      standIn.calls.push(`addListener:${event}`);
      if (!this._listeners.has(event)) this._listeners.set(event, new Set());
      this._listeners.get(event).add(listener);
      return this;
    }

    on(event, listener) {
      return this.addListener(event, listener);
    }

    /** The older name of addListener, still in the real API (one listener per event there too). */
    addEventListener(event, listener) {
      return this.addListener(event, listener);
    }

    removeListener(event, listener) {
      standIn.calls.push(`removeListener:${event}`);
      this._listeners.get(event)?.delete(listener);
      return this;
    }

    removeEventListener(event) {
      this._listeners.delete(event);
    }

    emit(event, ...args) {
      if (this._disposed) return false;
      const listeners = [...(this._listeners.get(event) ?? [])];
      for (const listener of listeners) listener(...args);
      return listeners.length > 0;
    }

    executeCommand(name, ...args) {
      standIn.calls.push(`executeCommand:${name}`);
      this._record.commands.push([name, ...args]);
      if (name === "hangup") {
        // As the real room does when someone hangs up: left the conference, then ready to close.
        this.emit("videoConferenceLeft", { roomName: this._record.options.roomName });
        this.emit("readyToClose");
      }
    }

    getIFrame() {
      return this._iframe;
    }

    dispose() {
      standIn.calls.push("dispose");
      if (this._disposed) return;
      this._disposed = true;
      this._record.disposed = true;
      this._listeners.clear();
      this._iframe.remove();
    }
  }

  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
