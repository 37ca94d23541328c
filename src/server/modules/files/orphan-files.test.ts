import { setTimeout as sleep } from "node:timers/promises";
import { signedIn } from "@test-support/accounts";
import { bookWithPayment, newSession, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeOrphanFiles } from "./orphan-files";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of ["avatars/", "payment-proofs/", "applications/", "other/"])
    for await (const file of t.app.storage.list(folder)) keys.push(file.key);
  return keys.sort();
}

describe("files left without their row by a killed process", () => {
  it("are removed when written before the moment given; owned and newer files stay", async () => {
    const admin = await signedIn(t.app, "admin");
    const mentor = await signedIn(t.app, "mentor");
    const student = await signedIn(t.app, "student");
    const session = await newSession(t.app, mentor.cookie);
    const proof = await proofImage();
    await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, proof, "created");
    const avatar = await t.app.inject({
      method: "POST",
      url: "/api/me/avatar",
      headers: { cookie: student.cookie, "content-type": "multipart/form-data; boundary=b" },
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        proof,
        Buffer.from("\r\n--b--\r\n"),
      ]),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const owned = await storedKeys();
    expect(owned).toHaveLength(2); // the proof and the avatar

    // What a process killed mid-request leaves: files stored, rows never written.
    const left = [
      `payment-proofs/${session.id}/killed.webp`,
      `avatars/${student.id}/killed.webp`,
      "applications/killed/resume.pdf",
    ];
    for (const key of left) await t.app.storage.put(key, Buffer.from("orphan"), "image/webp");
    // A folder no row owns is not ours to judge.
    await t.app.storage.put("other/notes.txt", Buffer.from("kept"), "text/plain");
    await sleep(20);
    const restartedAt = new Date();
    await sleep(20);
    // An upload of the new process still waiting for its row.
    const inFlight = `payment-proofs/${session.id}/in-flight.webp`;
    await t.app.storage.put(inFlight, Buffer.from("in flight"), "image/webp");

    expect(await removeOrphanFiles({ db: t.app.db, storage: t.app.storage }, restartedAt)).toEqual({
      orphans: 3,
      interrupted: 0,
    });
    expect(await storedKeys()).toEqual([...owned, inFlight, "other/notes.txt"].sort());
    // Nothing more to do the second time.
    expect(await removeOrphanFiles({ db: t.app.db, storage: t.app.storage }, restartedAt)).toEqual({
      orphans: 0,
      interrupted: 0,
    });
  });
});
