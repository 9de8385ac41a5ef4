import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiTarget } from '../scripts/api-client';
import { call, tagged, writeOnce } from './writes';
import type { Write } from './writes';

/** What every simulated participant may do in the demo promotion. */
export interface Playground {
  target: ApiTarget;
  promotionId: number;
  conversationId: number;
  /** Open days of week 1 and the activities one may log on them. */
  days: string[];
  activityIds: number[];
  /** Mean pause between one participant's writes, in ms. */
  thinkMs: number;
}

interface EntryView {
  recorded_on: string;
  available: boolean;
}
interface ActivityView {
  id: number;
  week_available: number;
  is_one_time: boolean;
}

/** Reads the days and activities open for logging, as the participant's logging page does. */
export async function openForLogging(target: ApiTarget, cookie: string, promotionId: number) {
  const [week, activities] = await Promise.all([
    call(target, cookie, 'GET', '/api/entries?wk=1'),
    call(target, cookie, 'GET', `/api/promotions/${promotionId}/activities?page_size=0`),
  ]);
  if (week.status !== 200 || activities.status !== 200) {
    throw new Error(`Reading the logging page gave ${week.status} and ${activities.status}`);
  }
  const days = (week.body.data as EntryView[]).filter((e) => e.available).map((e) => e.recorded_on);
  const activityIds = (activities.body.data as ActivityView[])
    .filter((a) => a.week_available === 1 && !a.is_one_time)
    .map((a) => a.id);
  return { days, activityIds };
}

/**
 * One simulated participant: logs activities (each day-and-activity pair once), posts on the
 * wall and writes in the team chat, with a pause between writes, until `until`; each write is
 * retried with its own id until answered for good or `giveUpAt`.
 */
export class Participant {
  private readonly pairs: Array<{ day: string; activityId: number }>;
  private readonly fullDays = new Set<string>();

  constructor(
    readonly index: number,
    readonly cookie: string,
    readonly userId: number,
    private readonly playground: Playground,
  ) {
    const { days, activityIds } = playground;
    const pairs = days.flatMap((day) => activityIds.map((activityId) => ({ day, activityId })));
    // Each participant logs in its own order.
    this.pairs = pairs.sort(() => Math.random() - 0.5);
  }

  async run(until: number, giveUpAt: number, writes: Write[]): Promise<void> {
    await sleep(Math.random() * this.playground.thinkMs);
    while (Date.now() < until) {
      writes.push(await this.writeSomething(giveUpAt));
      await sleep(this.playground.thinkMs * (0.5 + Math.random()));
    }
  }

  private nextPair() {
    while (this.pairs.length && this.fullDays.has(this.pairs[0].day)) this.pairs.shift();
    return this.pairs.shift();
  }

  private async writeSomething(giveUpAt: number): Promise<Write> {
    const { target, conversationId } = this.playground;
    const roll = Math.random();
    const pair = roll < 0.5 ? this.nextPair() : undefined;
    if (pair) {
      const write = await writeOnce(
        target,
        this.cookie,
        `/api/entries/${pair.day}/entry_activities`,
        () => ({ activity_id: pair.activityId, feels_value: 1 }),
        {
          kind: 'activity',
          userId: this.userId,
          recordedOn: pair.day,
          activityId: pair.activityId,
        },
        giveUpAt,
      );
      // The day's maximum reached: no more pairs of that day.
      if (write.outcome === 'refused' && write.status === 422) this.fullDays.add(pair.day);
      return write;
    }
    if (roll < 0.75) {
      return writeOnce(
        target,
        this.cookie,
        '/api/posts',
        (id) => ({ content: tagged(id, `Participant ${this.index} took the stairs today.`) }),
        { kind: 'post', userId: this.userId },
        giveUpAt,
      );
    }
    return writeOnce(
      target,
      this.cookie,
      `/api/conversations/${conversationId}/messages`,
      (id) => ({ body: tagged(id, `Participant ${this.index}: lunchtime walk, anyone?`) }),
      { kind: 'message', userId: this.userId },
      giveUpAt,
    );
  }
}
