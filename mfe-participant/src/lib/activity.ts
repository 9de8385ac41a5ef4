/** An activity as GET /promotions/{id}/activities returns it (spec 1 section 3). */
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
  multiplier: number;
  parent_activity_id: number | null;
  question: string | null;
  answers: string[] | null;
  point_value: number;
}
