import { describe, expect, it } from "vitest";
import { createAdmissions } from "./admissions";

class Full extends Error {}
class AlreadyIn extends Error {}

/** A session of `seats` seats: `room` is the seats left, as the database would say. */
function session(seats: number) {
  const state = { taken: 0, asked: 0, mostInside: 0, inside: 0 };
  const room = async () => {
    state.asked += 1;
    await new Promise((resolve) => setImmediate(resolve));
    if (state.taken >= seats) throw new Full("No seats left for this session.");
    return seats - state.taken;
  };
  return { state, room };
}

/**
 * Lets every caller that has asked `room` get its answer and line up. `room` answers on the next
 * turn of the event loop (setImmediate), so two turns are enough; a timer would not be, because on a
 * busy machine a timer can fire before the turn's immediates.
 */
const tick = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe("admissions", () => {
  it("lets in only as many as there is room, and tells the rest at once when it is gone", async () => {
    const admissions = createAdmissions();
    const { state, room } = session(3);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async () => {
        let leave: () => void;
        try {
          leave = await admissions.enter("s1", room, (e) => e instanceof Full);
        } catch (error) {
          return error instanceof Full ? "refused" : "error";
        }
        state.inside += 1;
        state.mostInside = Math.max(state.mostInside, state.inside);
        await tick(); // the slow part: decoding the image, the transaction
        state.taken += 1;
        state.inside -= 1;
        leave();
        return "booked";
      }),
    );
    expect(outcomes.filter((o) => o === "booked")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "refused")).toHaveLength(37);
    expect(state.mostInside).toBe(3);
    // Each asks once on arrival; those waiting are woken once per seat taken, and the first told the
    // seats are gone tells all the others: no storm of questions.
    expect(state.asked).toBeLessThanOrEqual(40 + 3);
  });

  it("lets the next one in when one inside leaves without taking its seat", async () => {
    const admissions = createAdmissions();
    const { state, room } = session(1);
    const first = await admissions.enter("s1", room, (e) => e instanceof Full);
    let secondIn = false;
    const second = admissions
      .enter("s1", room, (e) => e instanceof Full)
      .then((leave) => {
        secondIn = true;
        return leave;
      });
    await tick();
    expect(secondIn).toBe(false);
    first(); // its image was not an image: no seat taken
    const leave = await second;
    expect(secondIn).toBe(true);
    state.taken += 1;
    leave();
    await expect(admissions.enter("s1", room, (e) => e instanceof Full)).rejects.toBeInstanceOf(Full);
  });

  it("passes the turn on when a woken caller is refused for a reason of its own", async () => {
    const admissions = createAdmissions();
    const { state, room } = session(1);
    const first = await admissions.enter("s1", room, (e) => e instanceof Full);
    let asks = 0;
    const mine = admissions.enter(
      "s1",
      async () => {
        asks += 1;
        if (asks > 1) throw new AlreadyIn("You have already booked this session.");
        return room();
      },
      (e) => e instanceof Full,
    );
    const other = admissions.enter("s1", room, (e) => e instanceof Full);
    await tick();
    first();
    await expect(mine).rejects.toBeInstanceOf(AlreadyIn);
    const leave = await other; // woken in turn, and in
    state.taken += 1;
    leave();
  });

  it("keeps sessions apart", async () => {
    const admissions = createAdmissions();
    const a = session(1);
    const b = session(1);
    const inA = await admissions.enter("a", a.room, (e) => e instanceof Full);
    const inB = await admissions.enter("b", b.room, (e) => e instanceof Full);
    inA();
    inB();
    inA(); // leaving twice changes nothing
    const again = await admissions.enter("a", a.room, (e) => e instanceof Full);
    again();
  });
});
