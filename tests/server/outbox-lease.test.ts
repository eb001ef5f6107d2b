import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/server/db/open-database';
import { databaseTargets } from './helpers/databases';
import { tempDir, testConfig, validSubmission } from './helpers/test-config';

const targets = await databaseTargets();

/**
 * The outbox's lease rules at the repository (renewLease and release share one update): a
 * worker moves only the rows it still holds, whoever claimed a row since keeps it.
 */
describe.each(targets)('outbox leases on $name', (target) => {
  let opened: (OpenDatabase & { close: () => Promise<void> }) | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  async function open() {
    const { dir, cleanup } = tempDir();
    const database = await target.create(dir);
    const config = testConfig(dir, { database: database.config });
    const result = await openDatabase(
      config.database,
      config.recipientsSeedFile,
      pino({ level: 'silent' }),
    );
    opened = {
      ...result,
      close: async () => {
        await result.database.destroy();
        await database.drop();
        cleanup();
      },
    };
    return result;
  }

  const t0 = new Date('2030-01-01T00:00:00.000Z');
  const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  async function claimThree(db: OpenDatabase) {
    for (let i = 0; i < 3; i += 1)
      await db.contactForms.createForActiveTopic(validSubmission(), later(-60));
    const claimed = await db.outbox.claimDue(t0, later(30), 10);
    expect(claimed).toHaveLength(3);
    return { ids: claimed.map((row) => row.id), lease: later(30).toISOString() };
  }

  it('renewLease moves a row this worker holds, and refuses one another worker took over', async () => {
    const db = await open();
    const { ids, lease } = await claimThree(db);
    const [first, second] = ids as [string, string];
    expect(await db.outbox.renewLease(first, lease, later(60))).toBe(true);
    // The lease ran out and another worker claimed the second row under its own lease.
    const taken = await db.outbox.claimDue(later(31), later(90), 10);
    expect(taken.map((row) => row.id).sort()).toEqual(ids.filter((id) => id !== first).sort());
    expect(await db.outbox.renewLease(second, lease, later(120))).toBe(false);
    // The first row is still held until 60 s: nobody can claim it before.
    expect(await db.outbox.claimDue(later(59), later(200), 10)).toEqual([]);
    expect((await db.outbox.claimDue(later(61), later(200), 10)).map((row) => row.id)).toEqual([
      first,
    ]);
  });

  it('release hands back only the rows still under the held lease', async () => {
    const db = await open();
    const { ids, lease } = await claimThree(db);
    const [first, second, third] = ids as [string, string, string];
    expect(await db.outbox.renewLease(third, lease, later(300))).toBe(true);
    await db.outbox.release([first, second, third], lease, t0);
    // first and second are due again at once; third kept the lease it was renewed to.
    const due = await db.outbox.claimDue(t0, later(30), 10);
    expect(due.map((row) => row.id).sort()).toEqual([first, second].sort());
    await db.outbox.release([], lease, t0);
  });
});
