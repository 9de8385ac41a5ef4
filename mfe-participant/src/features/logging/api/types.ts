/** An activity a participant can log, as GET /promotions/{id}/activities returns it. */
export interface Activity {
  id: number;
  promotion_id: number;
  name: string;
  blurb: string;
  content: string | null;
  category: string;
  category_object: { key: string; display: string };
  image: { url: string } | null;
  week_available: number;
  sequence: number;
  is_one_time: boolean;
  multiplier: number | string;
  parent_activity_id: number | null;
  question: string | null;
  answers: string[] | null;
  point_value: number;
}

export interface EntryActivity {
  id: number;
  activity_id: number;
  /** 1 Great, 0 Really Good, -1 Good. */
  feels_value: number;
  point_value: number;
}

/** One participant's record of one day. */
export interface Entry {
  id: number | null;
  recorded_on: string;
  notes: string | null;
  total_points: number;
  locked: boolean;
  available: boolean;
  is_recorded: boolean;
  entry_activities: EntryActivity[];
}

export interface EntryActivityInput {
  recorded_on: string;
  activity_id: number;
  feels_value: number;
}
