import type { FastifyInstance } from 'fastify';
import { app as admin } from '@wellness/admin';
import { clientHeaders, signIn, waitFor } from '@wellness/platform/testing';
import { startUploadStack, stopUploadStack } from './worker-process';
import type { UploadStack } from './worker-process';

jest.setTimeout(120_000);

let stack: UploadStack;
let server: FastifyInstance;
let promotionId: number;

function csvForm(content: string, filename = 'locations.csv') {
  const boundary = '----locationWorkerBoundary';
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

async function upload(content: string, filename?: string) {
  const form = csvForm(content, filename);
  return server.inject({
    method: 'POST',
    url: `/api/promotions/${promotionId}/location_files`,
    headers: {
      ...clientHeaders(await signIn(server, 'coordinator@demo.test')),
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
}

const processed = (id: number) =>
  waitFor(
    'the locations file processed',
    async () => {
      const response = await server.inject({
        url: `/api/promotions/${promotionId}/location_files/${id}`,
        headers: clientHeaders(await signIn(server, 'coordinator@demo.test')),
      });
      const file = response.json().data;
      return file.status === 'processing' ? undefined : file;
    },
    { timeoutMs: 60_000, intervalMs: 250 },
  );

beforeAll(async () => {
  stack = await startUploadStack(admin);
  ({ server, promotionId } = stack);
});

afterAll(() => stopUploadStack(stack));

describe('the location-file job', () => {
  it('adds the good rows under their parents and reports the bad ones with line numbers', async () => {
    const csv = [
      'Name,Parent',
      'West Region,',
      'Denver Office,West Region',
      'Floor 1,denver office',
      'Desk 9,Floor 1',
      ',West Region',
      'Boston Office,North Region',
      'Lab,Nowhere',
      '',
      'Seattle Office,West Region',
    ].join('\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'processing', filename: 'locations.csv' });
    const file = await processed(response.json().data.id);
    expect(file).toMatchObject({
      status: 'processed',
      rows_processed: 8,
      rows_created: 4,
      rows_failed: 4,
    });
    expect(file.errors).toEqual([
      { line: 5, reason: 'Locations can be at most 3 levels deep.' },
      { line: 6, reason: 'Location name is required.' },
      { line: 7, reason: 'A location with this name already exists at this place.' },
      { line: 8, reason: 'Parent "Nowhere" could not be found.' },
    ]);
    const rows: Array<{ name: string; level: number; parent: string | null }> =
      await server.db.query(
        `SELECT l.name, l.level, p.name AS parent FROM locations l
           LEFT JOIN locations p ON p.id = l.parent_id
          WHERE l.promotion_id = ? AND l.created_at >= NOW() - INTERVAL 1 HOUR
            AND l.name IN ('West Region', 'Denver Office', 'Floor 1', 'Seattle Office')
          ORDER BY l.level, l.sequence`,
        [promotionId],
      );
    expect(rows).toEqual([
      { name: 'West Region', level: 1, parent: null },
      { name: 'Denver Office', level: 2, parent: 'West Region' },
      { name: 'Seattle Office', level: 2, parent: 'West Region' },
      { name: 'Floor 1', level: 3, parent: 'Denver Office' },
    ]);
  });

  it('fails a file without a name column, and refuses what is not a CSV', async () => {
    const response = await upload('Title,Parent\nWest,\n');
    const file = await processed(response.json().data.id);
    expect(file).toMatchObject({ status: 'failed', rows_created: 0 });
    expect(file.errors).toEqual([{ line: 1, reason: 'The file must have a name column.' }]);
    const notCsv = await upload('name\nX\n', 'locations.txt');
    expect(notCsv.statusCode).toBe(422);
    expect(notCsv.json().errors).toEqual(['Only .csv files can be uploaded.']);
  });
});
