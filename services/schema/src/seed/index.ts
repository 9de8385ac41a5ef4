import { hash } from 'argon2';
import dayjs from 'dayjs';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { Activity, ActivityCategory, Organization, Promotion, User } from '../entities';
import type { Role } from '../entities';
import { SEED_ACTIVITIES, SEED_CATEGORIES } from './activities';

/** Every seeded account uses this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Wellness!2026';

export const DEMO_USERS: Array<{
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  is_wall_expert?: boolean;
}> = [
  { email: 'participant@demo.test', role: 'User', first_name: 'Pat', last_name: 'Participant' },
  { email: 'participant2@demo.test', role: 'User', first_name: 'Sam', last_name: 'Second' },
  {
    email: 'coordinator@demo.test',
    role: 'Coordinator',
    first_name: 'Cora',
    last_name: 'Coordinator',
  },
  {
    email: 'locationcoordinator@demo.test',
    role: 'Location Coordinator',
    first_name: 'Lou',
    last_name: 'Location',
  },
  {
    email: 'regionalcoordinator@demo.test',
    role: 'Regional Coordinator',
    first_name: 'Reggie',
    last_name: 'Regional',
  },
  {
    email: 'supercoordinator@demo.test',
    role: 'Super Coordinator',
    first_name: 'Suzy',
    last_name: 'Super',
  },
  { email: 'reseller@demo.test', role: 'Reseller', first_name: 'Rene', last_name: 'Reseller' },
  {
    email: 'poster@demo.test',
    role: 'Poster',
    first_name: 'Polly',
    last_name: 'Poster',
    is_wall_expert: true,
  },
  { email: 'master@demo.test', role: 'Master', first_name: 'Max', last_name: 'Master' },
  { email: 'tutorial@demo.test', role: 'Tutorial', first_name: 'Tui', last_name: 'Tutorial' },
];

const channel = () => randomBytes(12).toString('hex');

/**
 * Seeds the default promotion (id 1) and the demo promotion on subdomain `demo`, which
 * started four days before `today`. Does nothing when promotions already exist.
 */
export async function seed(dataSource: DataSource, today = dayjs()): Promise<boolean> {
  const existing = await dataSource.getRepository(Promotion).count();
  if (existing > 0) return false;
  const passwordHash = await hash(DEMO_PASSWORD);
  await dataSource.transaction(async (manager) => {
    const platformOrg = await manager.save(Organization, { name: 'Wellness Platform' });
    const demoOrg = await manager.save(Organization, { name: 'Demo Organization' });
    const start = today.subtract(4, 'day');
    await manager.save(Promotion, {
      id: 1,
      organization_id: platformOrg.id,
      name: 'Default',
      subdomain: 'www',
      program_name: 'Wellness Platform',
      starts_on: start.format('YYYY-MM-DD'),
      ends_on: start.add(55, 'day').format('YYYY-MM-DD'),
      websocket_channel: channel(),
    });
    const demo = await manager.save(Promotion, {
      organization_id: demoOrg.id,
      name: 'Demo Promotion',
      subdomain: 'demo',
      program_name: 'Healthy Habits Challenge',
      starts_on: start.format('YYYY-MM-DD'),
      ends_on: start.add(55, 'day').format('YYYY-MM-DD'),
      launch_on: start.subtract(7, 'day').format('YYYY-MM-DD'),
      registration_starts_on: start.subtract(14, 'day').format('YYYY-MM-DD'),
      registration_ends_on: start.add(14, 'day').format('YYYY-MM-DD'),
      program_length: 56,
      max_activities_day: 10,
      trivia_points: 5,
      default_goal: 1000,
      websocket_channel: channel(),
    });
    await seedActivities(manager, demo.id);
    await manager.save(
      User,
      DEMO_USERS.map((user) => ({ ...user, promotion_id: demo.id, password_hash: passwordHash })),
    );
    await manager.save(User, {
      email: 'master@wellness.test',
      role: 'Master' as Role,
      first_name: 'Morgan',
      last_name: 'Master',
      promotion_id: 1,
      password_hash: passwordHash,
    });
  });
  return true;
}

async function seedActivities(manager: EntityManager, promotionId: number) {
  const categories = await manager.save(
    ActivityCategory,
    SEED_CATEGORIES.map((category, index) => ({
      ...category,
      promotion_id: promotionId,
      sequence: index + 1,
    })),
  );
  const categoryId = new Map(categories.map((category) => [category.key, category.id]));
  const sequence = new Map<string, number>();
  await manager.save(
    Activity,
    SEED_ACTIVITIES.map((activity) => {
      const next = (sequence.get(activity.category) ?? 0) + 1;
      sequence.set(activity.category, next);
      return {
        promotion_id: promotionId,
        category_id: categoryId.get(activity.category)!,
        name: activity.name,
        blurb: activity.blurb,
        week_available: activity.week,
        sequence: next,
        point_value: activity.points,
        is_one_time: activity.oneTime ?? false,
        multiplier: activity.oneTime ? '1.50' : '1.00',
        question: activity.trivia?.question ?? null,
        answers: activity.trivia ? JSON.stringify(activity.trivia.answers) : null,
        correct_answer: activity.trivia?.correct ?? null,
      };
    }),
  );
}
