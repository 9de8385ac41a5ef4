import { csvRows, filterRows, formatCell } from './columns';
import type { Column } from './columns';

interface Row {
  name: string;
  points: number;
  at: string | null;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', kind: 'string', value: (r) => r.name },
  { key: 'points', header: 'Points', kind: 'number', value: (r) => r.points },
  { key: 'at', header: 'At', kind: 'date', value: (r) => r.at },
  { key: 'actions', header: 'Actions', kind: 'actions', render: () => null },
];

describe('column kinds (spec 2 section 9)', () => {
  it.each([
    ['string', 'Pat', 'Pat'],
    ['number', 12345, '12,345'],
    ['date', '2026-01-05', '01/05/2026'],
    ['time', '2026-01-05T14:30:00', '02:30 PM'],
    ['datetime', '2026-01-05T09:05:00', '01/05/2026 09:05 AM'],
    ['date', null, ''],
  ] as const)('formats a %s cell', (kind, value, text) => {
    expect(formatCell(kind, value)).toBe(text);
  });

  it('filters on the formatted text of every filtered column, ignoring case', () => {
    const rows: Row[] = [
      { name: 'Pat Participant', points: 10, at: '2026-01-05' },
      { name: 'Sam Second', points: 100, at: null },
    ];
    expect(filterRows(rows, columns, { name: 'pat' })).toEqual([rows[0]]);
    expect(filterRows(rows, columns, { points: '10' })).toEqual(rows);
    expect(filterRows(rows, columns, { points: '10', at: '01/05' })).toEqual([rows[0]]);
    expect(filterRows(rows, columns, { name: '  ' })).toBe(rows);
  });

  it('exports the data columns with a header row, numbers as numbers', () => {
    expect(csvRows([{ name: 'Pat', points: 1200, at: '2026-01-05' }], columns)).toEqual([
      ['Name', 'Points', 'At'],
      ['Pat', 1200, '01/05/2026'],
    ]);
  });
});
