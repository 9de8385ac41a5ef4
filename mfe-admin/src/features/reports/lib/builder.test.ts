import type { Report } from '../api/reports-api';
import { builderReducer, initialBuilder, toDefinition } from './builder';
import type { BuilderState } from './builder';
import { toIsoDate } from './dates';

const apply = (state: BuilderState, ...actions: Parameters<typeof builderReducer>[1][]) =>
  actions.reduce(builderReducer, state);

describe('report builder rules (spec 3 sections 4 and 5)', () => {
  it('adds a field row only when no incomplete one exists', () => {
    let state = apply(initialBuilder(), { type: 'addFieldRow' });
    expect(state.fieldRows).toHaveLength(1);
    state = apply(state, { type: 'setField', key: state.fieldRows[0].key, field: 'email' });
    state = apply(state, { type: 'addFieldRow' }, { type: 'addFieldRow' });
    expect(state.fieldRows.map((row) => row.field)).toEqual(['email', '']);
  });

  it('adds a filter row only when every filter row is complete', () => {
    let state = apply(initialBuilder(), { type: 'addFilterRow' }, { type: 'addFilterRow' });
    expect(state.filterRows).toHaveLength(1);
    const key = state.filterRows[0].key;
    state = apply(state, { type: 'setFilter', key, changes: { field: 'total_points', sign: '>' } });
    expect(apply(state, { type: 'addFilterRow' }).filterRows).toHaveLength(1);
    state = apply(
      state,
      { type: 'setFilter', key, changes: { value: '10' } },
      { type: 'addFilterRow' },
    );
    expect(state.filterRows).toHaveLength(2);
  });

  it('switching to SQL clears the filters; switching to Simple clears the SQL', () => {
    let state = apply(
      initialBuilder(),
      { type: 'addFilterRow' },
      { type: 'setLayout', layout: 'SQL' },
    );
    expect(state.filterRows).toEqual([]);
    state = apply(
      state,
      { type: 'setSql', sql: 'SELECT 1' },
      { type: 'setLayout', layout: 'Simple' },
    );
    expect(state.sql).toBe('');
    expect(state.layout).toBe('Simple');
  });

  it('sends between as two YYYY-MM-DD dates', () => {
    let state = apply(initialBuilder(), { type: 'addFilterRow' });
    const key = state.filterRows[0].key;
    state = apply(
      state,
      { type: 'setField', key: state.fieldRows[0].key, field: 'email' },
      { type: 'setFilter', key, changes: { field: 'registered_on', sign: 'between' } },
      { type: 'setFilter', key, changes: { value: '01/05/2026', to: '2026-01-31' } },
    );
    expect(toDefinition(state).filters).toEqual([
      { field: 'registered_on', sign: 'between', value: ['2026-01-05', '2026-01-31'] },
    ]);
  });

  it('reads dates from inputs, the MM/DD/YYYY format and Date objects', () => {
    expect(toIsoDate('2026-02-03')).toBe('2026-02-03');
    expect(toIsoDate('2/3/2026')).toBe('2026-02-03');
    expect(toIsoDate(new Date(2026, 1, 3))).toBe('2026-02-03');
    expect(toIsoDate('2026-02-30')).toBe('');
    expect(toIsoDate('soon')).toBe('');
  });

  it('loads a saved report, between values included', () => {
    const report = {
      report_type: 'Simple',
      fields: ['email'],
      filters: [{ field: 'registered_on', sign: 'between', value: ['2026-01-01', '2026-01-31'] }],
      sql: null,
    } as unknown as Report;
    const state = apply(initialBuilder(), { type: 'load', report });
    expect(state.filterRows[0]).toMatchObject({ value: '2026-01-01', to: '2026-01-31' });
    expect(toDefinition(state)).toEqual({
      report_type: 'Simple',
      fields: ['email'],
      filters: report.filters,
      sql: null,
    });
  });
});
