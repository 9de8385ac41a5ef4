import type { Activity } from '../../../lib/activity';

/** An activity as staff read it: GET /promotions/{id}/activities adds correct_answer for them. */
export interface AdminActivity extends Activity {
  correct_answer?: string | null;
}

export interface ActivityCategory {
  id: number;
  key: string;
  display: string;
  sequence: number;
}

/** The body of POST and PUT /promotions/{id}/activities; a child activity sends only its place. */
export type ActivityInput =
  | {
      name: string;
      blurb: string;
      content: string | null;
      category: string;
      image_url: string | null;
      week_available: number;
      sequence: number;
      is_one_time: boolean;
      multiplier: number;
      parent_activity_id: null;
      point_value: number;
      question: string | null;
      answers: string[] | null;
      correct_answer: string | null;
    }
  | { parent_activity_id?: number; week_available: number; sequence: number };
