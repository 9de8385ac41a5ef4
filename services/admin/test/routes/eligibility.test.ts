import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

/** A multipart/form-data body with one part `file`, as the browser's FormData sends it. */
export function csvForm(content: string | Buffer, filename = 'eligibility.csv') {
  const boundary = '----eligibilityBoundary7d1f';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('eligibility administration', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let other: Awaited<ReturnType<typeof otherPromotionUser>>;

  const call = async (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    server.inject({
      method,
      url: `/api${url}`,
      headers: clientHeaders(await signIn(server, email)),
      ...(payload ? { payload } : {}),
    });
  const upload = async (email: string, promotionId: number, content: string, name?: string) => {
    const form = csvForm(content, name);
    return server.inject({
      method: 'POST',
      url: `/api/promotions/${promotionId}/eligibility_files`,
      headers: { ...clientHeaders(await signIn(server, email)), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const COORDINATOR = 'coordinator@demo.test';
  const MASTER = 'master@demo.test';

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    ids = await seededIds(server);
    other = await otherPromotionUser(server);
  });

  describe('rows', () => {
    it('creates, reads, edits and deletes a row of the coordinator’s promotion', async () => {
      const created = await call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities`, {
        identifier: '  E-100 ',
        first_name: 'Ada',
        last_name: '',
        email: 'ada@example.test',
      });
      expect(created.statusCode).toBe(201);
      const row = created.json().data;
      expect(row).toEqual({
        id: expect.any(Number),
        identifier: 'E-100',
        first_name: 'Ada',
        last_name: null,
        email: 'ada@example.test',
        user_id: null,
        registered: false,
      });
      const read = await call(
        COORDINATOR,
        'GET',
        `/promotions/${ids.demoId}/eligibilities/${row.id}`,
      );
      expect(read.json().data).toEqual(row);

      const edited = await call(
        COORDINATOR,
        'PUT',
        `/promotions/${ids.demoId}/eligibilities/${row.id}`,
        {
          identifier: 'E-101',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: null,
        },
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({
        identifier: 'E-101',
        last_name: 'Lovelace',
        email: null,
      });

      const list = await call(
        COORDINATOR,
        'GET',
        `/promotions/${ids.demoId}/eligibilities?page_size=0`,
      );
      expect(list.json().data.map((r: { identifier: string }) => r.identifier)).toContain('E-101');

      const removed = await call(
        COORDINATOR,
        'DELETE',
        `/promotions/${ids.demoId}/eligibilities/${row.id}`,
      );
      expect(removed.statusCode).toBe(200);
      const gone = await call(
        COORDINATOR,
        'GET',
        `/promotions/${ids.demoId}/eligibilities/${row.id}`,
      );
      expect(gone.statusCode).toBe(404);
      expect(gone.json().errors).toEqual(['Eligibility could not be found']);
    });

    it('refuses an identifier already used in the promotion, on create, edit and validate', async () => {
      const first = await call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities`, {
        identifier: 'DUP-1',
      });
      const second = await call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities`, {
        identifier: 'DUP-2',
      });
      const again = await call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities`, {
        identifier: 'DUP-1',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual(['Identifier has already been taken.']);

      const renamed = await call(
        COORDINATOR,
        'PUT',
        `/promotions/${ids.demoId}/eligibilities/${second.json().data.id}`,
        { identifier: 'DUP-1' },
      );
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().errors).toEqual(['Identifier has already been taken.']);

      const validate = (body: object) =>
        call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities/validate`, body);
      expect((await validate({ identifier: 'DUP-1' })).json().errors).toEqual([
        'Identifier has already been taken.',
      ]);
      // Its own identifier is not taken for the row being edited; a free one is valid.
      const own = await validate({ identifier: 'DUP-1', id: first.json().data.id });
      expect(own.json().data).toEqual({ valid: true });
      expect((await validate({ identifier: 'FREE-9' })).json().data).toEqual({ valid: true });

      // The same identifier in another promotion is fine: unique within the promotion only.
      const elsewhere = await call(
        MASTER,
        'POST',
        `/promotions/${other.promotionId}/eligibilities`,
        {
          identifier: 'DUP-1',
        },
      );
      expect(elsewhere.statusCode).toBe(201);
    });

    it('reports every field rule with its message', async () => {
      const response = await call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities`, {
        identifier: '   ',
        first_name: 'x'.repeat(101),
        last_name: 'y'.repeat(101),
        email: 'not-an-email',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        'Identifier is required.',
        'First name must be 100 characters or fewer.',
        'Last name must be 100 characters or fewer.',
        'Please enter a valid email address.',
      ]);
      const long = await call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities`, {
        identifier: 'z'.repeat(192),
      });
      expect(long.json().errors).toEqual(['Identifier must be 191 characters or fewer.']);
      const extra = await call(COORDINATOR, 'POST', `/promotions/${ids.demoId}/eligibilities`, {
        identifier: 'A',
        user_id: 5,
      });
      expect(extra.statusCode).toBe(400);
    });

    it('keeps a coordinator to their own promotion (404 elsewhere) and participants out', async () => {
      const [row] = await server.db.query(
        "INSERT INTO eligibilities (promotion_id, identifier) VALUES (?, 'OUT-1') RETURNING id",
        [other.promotionId],
      );
      const otherRows = `/promotions/${other.promotionId}/eligibilities`;
      expect((await call(COORDINATOR, 'POST', otherRows, { identifier: 'X' })).statusCode).toBe(
        404,
      );
      expect((await call(COORDINATOR, 'GET', `${otherRows}/${row.id}`)).statusCode).toBe(404);
      // A row id of another promotion under one's own promotion is not found.
      const crossed = await call(
        COORDINATOR,
        'PUT',
        `/promotions/${ids.demoId}/eligibilities/${row.id}`,
        {
          identifier: 'MINE',
        },
      );
      expect(crossed.statusCode).toBe(404);
      const participant = await call(
        'participant@demo.test',
        'POST',
        `/promotions/${ids.demoId}/eligibilities`,
        { identifier: 'P' },
      );
      expect(participant.statusCode).toBe(403);
    });
  });

  describe('files', () => {
    const GOOD =
      'identifier,first_name,last_name,email\nA1,Ann,Able,ann@example.test\nA2,Bob,Baker,\n';

    it('stores an upload and starts processing it: status processing, rows_processed 0', async () => {
      const response = await upload(COORDINATOR, ids.demoId, GOOD, 'staff list.csv');
      expect(response.statusCode).toBe(201);
      const file = response.json().data;
      expect(file).toMatchObject({
        filename: 'staff list.csv',
        status: 'processing',
        total_rows: 2,
        rows_processed: 0,
        rows_failed: 0,
        percent: 0,
        promotion_id: ids.demoId,
      });
      const list = await call(
        COORDINATOR,
        'GET',
        `/promotions/${ids.demoId}/eligibility_files?page_size=0`,
      );
      expect(list.json().data.map((f: { id: number }) => f.id)).toEqual([file.id]);
      const shown = await call(COORDINATOR, 'GET', `/eligibility_files/${file.id}`);
      expect(shown.json().data).toMatchObject({ status: 'processing', errors: [] });
      const [job] = await server.db.query('SELECT run FROM eligibility_files WHERE id = ?', [
        file.id,
      ]);
      expect(await server.emailQueue.getJob(`eligibility-file-${file.id}-${job.run}`)).toBeTruthy();
      // The quota counts the file's bytes.
      const [promotion] = await server.db.query(
        'SELECT upload_bytes_used FROM promotions WHERE id = ?',
        [ids.demoId],
      );
      expect(Number(promotion.upload_bytes_used)).toBe(Buffer.byteLength(GOOD));
    });

    it('refuses a file that is not a CSV, has no identifier column, no rows or bad quoting', async () => {
      const notCsv = await upload(COORDINATOR, ids.demoId, GOOD, 'list.txt');
      expect(notCsv.statusCode).toBe(422);
      expect(notCsv.json().errors).toEqual(['Only .csv files can be uploaded.']);

      const noColumn = await upload(COORDINATOR, ids.demoId, 'name,email\nAnn,a@b.test\n');
      expect(noColumn.json().errors).toEqual(['The file must have an identifier column.']);

      const noRows = await upload(COORDINATOR, ids.demoId, 'identifier\n');
      expect(noRows.json().errors).toEqual(['The file has no rows.']);

      const empty = await upload(COORDINATOR, ids.demoId, '');
      expect(empty.json().errors).toEqual([
        'The file must have an identifier column.',
        'The file has no rows.',
      ]);

      const quoting = await upload(COORDINATOR, ids.demoId, 'identifier\nA1\n"unclosed,x\n');
      expect(quoting.statusCode).toBe(422);
      expect(quoting.json().errors[0]).toMatch(/^Line \d+: /);

      // Nothing refused is kept.
      const [count] = await server.db.query('SELECT COUNT(*) AS n FROM eligibility_files');
      const [chunks] = await server.db.query('SELECT COUNT(*) AS n FROM eligibility_file_chunks');
      expect([Number(count.n), Number(chunks.n)]).toEqual([0, 0]);
    });

    it('cancels a processing file, refuses deleting it while processing, downloads it', async () => {
      const file = (await upload(COORDINATOR, ids.demoId, GOOD)).json().data;

      const deleting = await call(MASTER, 'DELETE', `/eligibility_files/${file.id}`);
      expect(deleting.statusCode).toBe(409);
      expect(deleting.json().errors).toEqual(['A file cannot be deleted while it is processing.']);

      const download = await call(MASTER, 'GET', `/eligibility_files/${file.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(GOOD);
      expect(download.headers['content-disposition']).toBe(
        'attachment; filename="eligibility.csv"',
      );

      const canceled = await call(
        MASTER,
        'POST',
        `/eligibility_files/${file.id}/processing_status`,
        {
          status: 'canceled',
        },
      );
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json().data.status).toBe('canceled');
      const twice = await call(MASTER, 'POST', `/eligibility_files/${file.id}/processing_status`, {
        status: 'canceled',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors).toEqual(['The file is not processing.']);

      const processed = await call(MASTER, 'POST', `/eligibility_files/${file.id}/process`, {});
      expect(processed.json().data).toMatchObject({ status: 'processing', rows_processed: 0 });
      await call(MASTER, 'POST', `/eligibility_files/${file.id}/processing_status`, {
        status: 'canceled',
      });

      expect((await call(MASTER, 'DELETE', `/eligibility_files/${file.id}`)).statusCode).toBe(200);
      expect((await call(MASTER, 'GET', `/eligibility_files/${file.id}`)).statusCode).toBe(404);
      const [promotion] = await server.db.query(
        'SELECT upload_bytes_used FROM promotions WHERE id = ?',
        [ids.demoId],
      );
      expect(Number(promotion.upload_bytes_used)).toBe(0);
    });

    it('keeps file actions for masters and a file to its promotion’s staff', async () => {
      const file = (await upload(COORDINATOR, ids.demoId, GOOD)).json().data;
      for (const [method, url, body] of [
        ['POST', `/eligibility_files/${file.id}/process`, {}],
        ['POST', `/eligibility_files/${file.id}/processing_status`, { status: 'canceled' }],
        ['GET', `/eligibility_files/${file.id}/download`, undefined],
        ['DELETE', `/eligibility_files/${file.id}`, undefined],
      ] as const) {
        expect((await call(COORDINATOR, method, url, body)).statusCode).toBe(403);
      }
      await server.db.query('UPDATE eligibility_files SET promotion_id = ? WHERE id = ?', [
        other.promotionId,
        file.id,
      ]);
      expect((await call(COORDINATOR, 'GET', `/eligibility_files/${file.id}`)).statusCode).toBe(
        404,
      );
      expect((await upload(COORDINATOR, other.promotionId, GOOD)).statusCode).toBe(404);
      expect(
        (await call(COORDINATOR, 'GET', `/promotions/${other.promotionId}/eligibility_files`))
          .statusCode,
      ).toBe(404);
      expect((await call(MASTER, 'GET', `/eligibility_files/${file.id}`)).statusCode).toBe(200);
    });

    it('refuses a file over 20 MB without keeping any of it', async () => {
      const big = `identifier\n${'X'.repeat(1000)}\n`.repeat(21 * 1024);
      const response = await upload(COORDINATOR, ids.demoId, big);
      expect(response.statusCode).toBe(413);
      expect(response.json().errors).toEqual(['The file must be 20 MB or less.']);
      const [chunks] = await server.db.query('SELECT COUNT(*) AS n FROM eligibility_file_chunks');
      expect(Number(chunks.n)).toBe(0);
      // 21 MB through the multipart parser: over 30 s on a loaded CI machine.
    }, 120_000);

    it('refuses an upload beyond the promotion’s storage quota', async () => {
      await server.db.query('UPDATE promotions SET upload_quota_bytes = 10 WHERE id = ?', [
        ids.demoId,
      ]);
      const response = await upload(COORDINATOR, ids.demoId, GOOD);
      expect(response.statusCode).toBe(413);
      expect(response.json().errors).toEqual([
        'This promotion has no storage left for uploads. Please ask your administrator.',
      ]);
      const [count] = await server.db.query('SELECT COUNT(*) AS n FROM eligibility_files');
      expect(Number(count.n)).toBe(0);
    });
  });
});
