/**
 * The report fields catalogue (spec 3 "Report field"): code, not a table. Each field is an SQL
 * expression over one participant row — `u` (users), `l` (their location), `lp` and `lpp`
 * (its parent and grandparent) — and `dates(column)` adds the run's min/max date range to
 * fields that are filtered by dates.
 */
export type FieldType = 'string' | 'number' | 'date';
export type DateRange = (column: string) => string;

export interface ReportField {
  id: string;
  display_name: string;
  category: string;
  filter_by_dates: boolean;
  type: FieldType;
  sql: (dates: DateRange) => string;
}

/** Spec 3 section 9: categories in this order; "Evaluation n" and "Competition n" by n. */
const CATEGORY_ORDER = [
  'Participant',
  'Registration',
  'Evaluation',
  'Competition',
  'Regional Challenge',
  'Peer-to-Peer Challenge',
  'Program',
  'Success Story',
  'Milestone',
] as const;

/** Sort key of a category: its place in CATEGORY_ORDER, then n of "Evaluation n". */
function categoryRank(category: string): [number, number] {
  const numbered = /^(Evaluation|Competition) (\d+)$/.exec(category);
  const base = numbered ? numbered[1] : category;
  const index = (CATEGORY_ORDER as readonly string[]).indexOf(base);
  return [index === -1 ? CATEGORY_ORDER.length : index, numbered ? Number(numbered[2]) : 0];
}

export const TOP_LEVEL_LOCATION_ID = 'COALESCE(lpp.id, lp.id, l.id)';

const field = (
  id: string,
  display_name: string,
  category: string,
  type: FieldType,
  sql: ReportField['sql'],
  filter_by_dates = false,
): ReportField => ({ id, display_name, category, type, sql, filter_by_dates });

const entries = (select: string, dates: DateRange, join = '') =>
  `(SELECT ${select} FROM entries e${join} WHERE e.user_id = u.id${dates('e.recorded_on')})`;

/** Evaluations and competitions do not exist yet: their categories have no fields. */
const REPORT_FIELDS: readonly ReportField[] = [
  field('first_name', 'First Name', 'Participant', 'string', () => 'u.first_name'),
  field('last_name', 'Last Name', 'Participant', 'string', () => 'u.last_name'),
  field('email', 'Email', 'Participant', 'string', () => 'u.email'),
  field('role', 'Role', 'Participant', 'string', () => 'u.role'),
  field('location', 'Location', 'Participant', 'string', () => 'l.name'),
  field(
    'top_level_location',
    'Top-Level Location',
    'Participant',
    'string',
    () => 'COALESCE(lpp.name, lp.name, l.name)',
  ),
  field(
    'team',
    'Team',
    'Participant',
    'string',
    () => '(SELECT t.name FROM teams t WHERE t.id = u.team_id)',
  ),
  field('total_points', 'Total Points', 'Participant', 'number', () => 'u.total_points'),
  field(
    'goal_hit',
    'Goal Hit',
    'Participant',
    'string',
    () => "CASE WHEN u.goal_hit THEN 'Yes' ELSE 'No' END",
  ),
  field('registered_on', 'Registered On', 'Registration', 'date', () => 'DATE(u.created_at)'),
  field(
    'eligibility_identifier',
    'Eligibility Identifier',
    'Registration',
    'string',
    () =>
      '(SELECT el.identifier FROM eligibilities el WHERE el.user_id = u.id AND el.promotion_id = u.promotion_id ORDER BY el.id LIMIT 1)',
  ),
  field(
    'days_logged',
    'Days Logged',
    'Program',
    'number',
    (dates) => entries('COUNT(*)', dates),
    true,
  ),
  field(
    'activities_logged',
    'Activities Logged',
    'Program',
    'number',
    (dates) => entries('COUNT(*)', dates, ' JOIN entry_activities ea ON ea.entry_id = e.id'),
    true,
  ),
  field(
    'points_in_range',
    'Points in Date Range',
    'Program',
    'number',
    (dates) => entries('COALESCE(SUM(e.total_points), 0)', dates),
    true,
  ),
  field(
    'last_logged_on',
    'Last Logged On',
    'Program',
    'date',
    (dates) => entries('MAX(e.recorded_on)', dates),
    true,
  ),
  field(
    'wall_posts',
    'Wall Posts',
    'Program',
    'number',
    (dates) =>
      `(SELECT COUNT(*) FROM posts p WHERE p.user_id = u.id AND p.depth = 0${dates('DATE(p.created_at)')})`,
    true,
  ),
];

const byId = new Map(REPORT_FIELDS.map((f) => [f.id, f]));
export const findReportField = (id: string) => byId.get(id);

/** The catalogue as the client sees it, ordered by category (spec order), then as listed. */
export function listReportFields() {
  return REPORT_FIELDS.map((f, index) => ({ f, index }))
    .sort((a, b) => {
      const [ca, na] = categoryRank(a.f.category);
      const [cb, nb] = categoryRank(b.f.category);
      return ca - cb || na - nb || a.index - b.index;
    })
    .map(({ f }) => ({
      id: f.id,
      display_name: f.display_name,
      category: f.category,
      filter_by_dates: f.filter_by_dates,
      type: f.type,
    }));
}
