import type { FastifyInstance } from 'fastify';
import type { Job } from 'bullmq';
import { app as admin } from '@wellness/admin';
import { clientHeaders, signIn, waitFor } from '@wellness/platform/testing';
import { processEligibilityFile } from '../src/jobs/eligibility-file';
import { startUploadStack, stopUploadStack } from './worker-process';
import type { UploadStack } from './worker-process';

jest.setTimeout(180_000);

let stack: UploadStack;
let server: FastifyInstance;
let promotionId: number;

const ROWS = 50_000;
/** Every 5,000th row is bad: no identifier, or an invalid e-mail. */
function bigCsv(): { csv: string; bad: Array<{ line: number; reason: string }> } {
  const lines = ['Identifier,First Name,Last Name,Email'];
  const bad: Array<{ line: number; reason: string }> = [];
  for (let i = 1; i <= ROWS; i += 1) {
    const line = i + 1;
    if (i % 10_000 === 0) {
      lines.push(`,Nobody,Here,n${i}@example.test`);
      bad.push({ line, reason: 'Identifier is required.' });
    } else if (i % 5_000 === 0) {
      lines.push(`ID-${i},Bad,Mail,not-an-email`);
      bad.push({ line, reason: 'Please enter a valid email address.' });
    } else {
      lines.push(`ID-${i},First${i},"Last, ${i}",p${i}@example.test`);
    }
  }
  return { csv: `${lines.join('\n')}\n`, bad };
}

function csvForm(content: string, filename = 'staff.csv') {
  const boundary = '----eligibilityWorkerBoundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(content: string) {
  const form = csvForm(content);
  const response = await server.inject({
    method: 'POST',
    url: `/api/promotions/${promotionId}/eligibility_files`,
    headers: {
      ...clientHeaders(await signIn(server, 'coordinator@demo.test')),
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}

const status = async (id: number) => {
  const response = await server.inject({
    url: `/api/eligibility_files/${id}`,
    headers: clientHeaders(await signIn(server, 'coordinator@demo.test')),
  });
  return response.json().data as {
    status: string;
    percent: number;
    rows_processed: number;
    total_rows: number;
    rows_failed: number;
    errors: Array<{ line: number; reason: string }>;
  };
};

beforeAll(async () => {
  stack = await startUploadStack(admin);
  ({ server, promotionId } = stack);
});

afterAll(() => stopUploadStack(stack));

describe('the eligibility-file job', () => {
  it('imports 50,000 rows with progress reaching 100 %, keeping good rows and reporting bad ones', async () => {
    const { csv, bad } = bigCsv();
    const file = await upload(csv);
    const seen: number[] = [];
    const done = await waitFor(
      'the file processed',
      async () => {
        const now = await status(file.id);
        seen.push(now.percent);
        return now.status === 'processed' ? now : undefined;
      },
      { timeoutMs: 150_000, intervalMs: 1000 },
    );
    expect(done).toMatchObject({
      total_rows: ROWS,
      rows_processed: ROWS,
      rows_failed: bad.length,
      percent: 100,
    });
    expect(done.errors).toEqual(bad);
    // The bar only moves forward.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const [count] = await server.db.query(
      "SELECT COUNT(*) AS n FROM eligibilities WHERE promotion_id = ? AND identifier LIKE 'ID-%'",
      [promotionId],
    );
    expect(Number(count.n)).toBe(ROWS - bad.length);
    const [row] = await server.db.query(
      "SELECT first_name, last_name, email FROM eligibilities WHERE promotion_id = ? AND identifier = 'ID-4242'",
      [promotionId],
    );
    expect(row).toEqual({
      first_name: 'First4242',
      last_name: 'Last, 4242',
      email: 'p4242@example.test',
    });
  });

  it('resumes a retried run after rows_processed and upserts, so nothing is duplicated', async () => {
    const csv = 'identifier,first_name\nR1,One\nR2,Two\n,Bad\nR3,Three\n';
    const file = await upload(csv);
    await waitFor(
      'processed',
      async () => ((await status(file.id)).status === 'processed' ? true : undefined),
      {
        timeoutMs: 30_000,
        intervalMs: 200,
      },
    );
    // As if a worker died after the first two rows: the same run goes on from row 2.
    await server.db.query(
      "UPDATE eligibility_files SET status = 'processing', rows_processed = 2 WHERE id = ?",
      [file.id],
    );
    await server.db.query("UPDATE eligibilities SET first_name = 'Kept' WHERE identifier = 'R1'");
    const [{ run }] = await server.db.query('SELECT run FROM eligibility_files WHERE id = ?', [
      file.id,
    ]);
    const job = {
      data: { eligibility_file_id: file.id, promotion_id: promotionId, run: Number(run) },
      updateProgress: async () => undefined,
    } as unknown as Job;
    const result = await processEligibilityFile({ db: server.db }, job);
    expect(result).toEqual({ processed: 4, failed: 1, stopped: false });
    const rows = await server.db.query(
      "SELECT identifier, first_name FROM eligibilities WHERE identifier LIKE 'R%' ORDER BY identifier",
    );
    expect(rows).toEqual([
      { identifier: 'R1', first_name: 'Kept' },
      { identifier: 'R2', first_name: 'Two' },
      { identifier: 'R3', first_name: 'Three' },
    ]);
    expect((await status(file.id)).errors).toEqual([
      { line: 4, reason: 'Identifier is required.' },
    ]);
    // A job of an earlier run does nothing.
    const stale = { ...job, data: { ...job.data, run: Number(run) - 1 } } as unknown as Job;
    expect(await processEligibilityFile({ db: server.db }, stale)).toMatchObject({ stopped: true });
  });

  it('stops at the next batch once the file is canceled', async () => {
    const { csv } = bigCsv();
    const file = await upload(csv);
    await waitFor(
      'some progress',
      async () => ((await status(file.id)).rows_processed > 0 ? true : undefined),
      {
        timeoutMs: 60_000,
        intervalMs: 50,
      },
    );
    const cancel = await server.inject({
      method: 'POST',
      url: `/api/eligibility_files/${file.id}/processing_status`,
      headers: clientHeaders(await signIn(server, 'master@demo.test')),
      payload: { status: 'canceled' },
    });
    expect(cancel.statusCode).toBe(200);
    const first = await status(file.id);
    expect(first.status).toBe('canceled');
    // The job notices at its next batch and writes no more progress.
    await waitFor(
      'the job finished',
      async () => {
        const jobs = await server.emailQueue.getJobs(['active']);
        return jobs.length === 0 ? true : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    const after = await status(file.id);
    expect(after.status).toBe('canceled');
    expect(after.rows_processed).toBeLessThan(ROWS);
  });
});
