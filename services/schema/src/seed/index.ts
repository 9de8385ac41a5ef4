import { hash } from 'argon2';
import dayjs from 'dayjs';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  Activity,
  ActivityCategory,
  Eligibility,
  Location,
  Organization,
  ProfileImage,
  Promotion,
  Reseller,
  SuperCoordinatorPromotion,
  User,
} from '../entities';
import type { Role } from '../entities';
import { SEED_ACTIVITIES, SEED_CATEGORIES } from './activities';
import { seedBadges } from './badges';
import { seedContent } from './content';
import { seedInitialAssessment } from './evaluation';
import { seedRecipes } from './recipes';
import { seedSurvey } from './survey';
import { seedWorkStyles } from './works';

/** How many avatars services/participant/scripts/make-avatars.ts draws. */
export const AVATAR_COUNT = 8;

/** Every seeded account uses this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Wellness!2026';
/** The demo promotion's pilot password (welcome page before launch). */
export const DEMO_PILOT_PASSWORD = 'pilot-2026';

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
    const reseller = await manager.save(Reseller, { name: 'Demo Reseller' });
    const demoOrg = await manager.save(Organization, {
      name: 'Demo Organization',
      reseller_id: reseller.id,
    });
    const start = today.subtract(4, 'day');
    // Landscapes for the demo, Abstracts for the default promotion (generated pictures).
    const [landscapes, abstracts] = await seedWorkStyles(manager);
    await manager.save(Promotion, {
      collection_id: abstracts,
      id: 1,
      organization_id: platformOrg.id,
      name: 'Default',
      subdomain: 'www',
      program_name: 'Wellness Platform',
      starts_on: start.format('YYYY-MM-DD'),
      ends_on: start.add(55, 'day').format('YYYY-MM-DD'),
      websocket_channel: channel(),
    });
    await seedContent(manager, 1);
    await seedRecipes(manager);
    await seedSurvey(manager, 1);
    await seedBadges(manager, 1);
    const demo = await manager.save(Promotion, {
      organization_id: demoOrg.id,
      name: 'Demo Promotion',
      subdomain: 'demo',
      program_name: 'Healthy Habits Challenge',
      collection_id: landscapes,
      // A deep plum: its e-mails are visibly the demo's own, white text at 9:1.
      theme_color: '#5b2a6e',
      starts_on: start.format('YYYY-MM-DD'),
      ends_on: start.add(55, 'day').format('YYYY-MM-DD'),
      // Launched the day week 1 began: every screen that shows a date agrees.
      launch_on: start.format('YYYY-MM-DD'),
      registration_starts_on: start.subtract(14, 'day').format('YYYY-MM-DD'),
      registration_ends_on: start.add(14, 'day').format('YYYY-MM-DD'),
      program_length: 56,
      max_activities_day: 10,
      trivia_points: 5,
      default_goal: 1000,
      is_teams_enabled: true,
      is_eligibility_displayed: true,
      is_feedback_enabled: true,
      is_location_displayed: true,
      // The settings' Devices tab lists Fitbit and two Validic devices (none is wired up yet).
      is_fitbit_enabled: true,
      is_validic_enabled: true,
      visible_validic_devices: 'Garmin,Withings',
      // Guests see the welcome page before launch with it (README "Demo accounts").
      pilot_password_hash: await hash(DEMO_PILOT_PASSWORD),
      websocket_channel: channel(),
    });
    // A launchpad promotion of the same organization: super users pick it and see Reports only.
    const launchpad = await manager.save(Promotion, {
      organization_id: demoOrg.id,
      name: 'Demo Launchpad',
      subdomain: 'launchpad',
      program_name: 'Launchpad',
      starts_on: start.format('YYYY-MM-DD'),
      ends_on: start.add(41, 'day').format('YYYY-MM-DD'),
      program_length: 42,
      default_goal: 750,
      is_launchpad: true,
      websocket_channel: channel(),
    });
    for (const promotionId of [1, demo.id, launchpad.id]) {
      await seedProfileImages(manager, promotionId);
    }
    await seedActivities(manager, demo.id);
    await seedInitialAssessment(manager, demo.id);
    const locations = await seedLocations(manager, demo.id);
    const users = await manager.save(
      User,
      DEMO_USERS.map((user, index) => ({
        ...user,
        promotion_id: demo.id,
        password_hash: passwordHash,
        location_id: locations[index % locations.length],
        reseller_id: user.role === 'Reseller' ? reseller.id : null,
        // The demo accounts have been through the prestart wizard.
        has_seen_tutorial: true,
        survey_available: false,
        // ... and have been home before (no first-visit popup).
        has_been_home: true,
      })),
    );
    const superCoordinator = users.find((user) => user.role === 'Super Coordinator')!;
    await manager.save(
      SuperCoordinatorPromotion,
      [demo.id, launchpad.id].map((promotion_id) => ({
        user_id: superCoordinator.id,
        promotion_id,
      })),
    );
    await manager.save(
      Eligibility,
      ['E1001', 'E1002', 'E1003'].map((identifier, index) => ({
        promotion_id: demo.id,
        identifier,
        first_name: ['Ada', 'Ben', 'Cleo'][index],
        last_name: 'Eligible',
        email: `${identifier.toLowerCase()}@demo.test`,
      })),
    );
    await manager.save(User, {
      email: 'master@wellness.test',
      role: 'Master' as Role,
      first_name: 'Morgan',
      last_name: 'Master',
      promotion_id: 1,
      password_hash: passwordHash,
      has_seen_tutorial: true,
      survey_available: false,
    });
  });
  return true;
}

/** The product's avatars (services/participant/assets/avatars): every promotion's pictures. */
async function seedProfileImages(manager: EntityManager, promotionId: number) {
  await manager.save(
    ProfileImage,
    Array.from({ length: AVATAR_COUNT }, (_, index) => ({
      promotion_id: promotionId,
      url: `/api/profile_images/avatars/avatar-${index + 1}.svg`,
    })),
  );
}

/**
 * What a new promotion starts with so that it works at once (spec 3 s9; services/admin README
 * "Promotions"): the product's activity catalogue and avatars. Content, the questionnaire and
 * badges come from the default promotion (id 1) until the promotion edits its own.
 */
export async function seedPromotionDefaults(manager: EntityManager, promotionId: number) {
  await seedActivities(manager, promotionId);
  await seedProfileImages(manager, promotionId);
}

/** Two regions with offices below them; returns the offices' ids (users are spread over them). */
async function seedLocations(manager: EntityManager, promotionId: number): Promise<number[]> {
  const regions = {
    'North Region': ['Boston Office', 'Chicago Office'],
    'South Region': ['Austin Office'],
  };
  const offices: number[] = [];
  for (const [region, children] of Object.entries(regions)) {
    const parent = await manager.save(Location, {
      promotion_id: promotionId,
      name: region,
      level: 1,
    });
    const saved = await manager.save(
      Location,
      children.map((name) => ({ promotion_id: promotionId, name, parent_id: parent.id, level: 2 })),
    );
    offices.push(...saved.map((location) => location.id));
  }
  return offices;
}

export async function seedActivities(manager: EntityManager, promotionId: number) {
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
