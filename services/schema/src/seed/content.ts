import type { EntityManager } from 'typeorm';
import { Content } from '../entities';
import { FRIENDS_CONTENT } from './content-friends';
import { COMPETITION_CONTENT } from './content-competition';
import { PARTICIPANT_CONTENT } from './content-participant';

export interface SeedItem {
  key: string;
  group: string;
  title: string;
  summary?: string;
  /** A path the shell serves (shell/public), e.g. the welcome slides. */
  image1?: string;
  /** A walkthrough page's picture (spec 2 "Walkthrough page": image2.url). */
  image2?: string;
  content?: string;
  custom_fields?: Record<string, string>;
  email_subject?: string;
  days_from_start?: number;
}

/**
 * The default content (spec 3 "Content"): items of the default promotion, which every
 * promotion sees until it saves its own copy in the content editor.
 */
const DEFAULT_CONTENT: Record<string, SeedItem[]> = {
  '404': [
    {
      key: 'lost_trail',
      group: 'Messages',
      title: 'This trail does not go anywhere',
      content:
        'The page you were looking for has wandered off. Head back to **home** and pick up where you left off.',
    },
    {
      key: 'rest_day',
      group: 'Messages',
      title: 'This page is taking a rest day',
      content: 'We could not find that page. Even pages need recovery time — try the menu instead.',
    },
    {
      key: 'wrong_turn',
      group: 'Messages',
      title: 'A wrong turn, but still steps counted',
      content:
        'That address does not lead to a page here. Use the navigation to get back on track.',
    },
  ],
  unsubscribe: [
    {
      key: 'unsubscribed',
      group: 'Messages',
      title: 'You are unsubscribed',
      content:
        'You will not receive e-mails from this programme any more. Changed your mind? ' +
        'Sign in and turn the e-mails you want back on under **Settings → Edit Preferences**.',
    },
  ],
  home: [
    {
      key: 'welcome',
      group: 'Welcome',
      title: 'Welcome to your wellness programme',
      content:
        'Small habits add up. Log an activity each day, keep an eye on your points and ' +
        'cheer on your colleagues on the wall.\n\nNeed a hand? Visit the [Support page](/support/faqs) at any time.',
    },
  ],
  welcome: [
    {
      key: 'slide_1',
      group: 'Slides',
      image1: '/images/welcome/slide-1.svg',
      title: 'Build healthy habits together',
      summary: 'A programme for the whole organisation',
      content: 'Join your colleagues for eight weeks of small, daily steps towards better health.',
      custom_fields: { button_label: 'Register now' },
    },
    {
      key: 'slide_2',
      group: 'Slides',
      image1: '/images/welcome/slide-2.svg',
      title: 'Log activities, earn points',
      summary: 'Every day counts',
      content: 'Walk, stretch, drink water, sleep well: each activity you log earns points.',
      custom_fields: { button_label: 'See how it works' },
    },
    {
      key: 'slide_3',
      group: 'Slides',
      image1: '/images/welcome/slide-3.svg',
      title: 'Share the journey',
      summary: 'Encourage each other',
      content: 'Post on the wall, follow friends and form a team for the competition.',
      custom_fields: { button_label: 'Log in' },
    },
  ],
  welcome_overlay: [
    {
      key: 'overlay',
      group: 'Overlay',
      title: 'Welcome!',
      content: 'Log in with your work email, or register to join the programme.',
    },
  ],
  countdown: [
    {
      key: 'countdown',
      group: 'Countdown',
      title: 'The programme starts soon',
      summary: 'Registration opens before launch: get ready to take part.',
    },
  ],
  registration_content: [
    {
      key: 'registration',
      group: 'Registration',
      title: 'Create your account',
      content: 'Register with your work email address. It only takes a minute.',
    },
    {
      key: 'pre_registration',
      group: 'Registration',
      title: 'Registration opens soon',
      content: 'Registration has not opened yet. Come back on the registration date to sign up.',
    },
  ],
  eligibility: [
    {
      key: 'eligibility',
      group: 'Eligibility',
      title: 'Check your eligibility',
      content: 'Enter the identifier your employer gave you to confirm you can take part.',
      custom_fields: { identifier_label: 'Token' },
    },
  ],
  privacy: [
    {
      key: 'privacy',
      group: 'Privacy',
      title: 'Privacy policy',
      content:
        'We use the information you give us only to run the wellness programme.\n\n' +
        '- Your activities and points are shown to you and to your programme coordinators.\n' +
        '- Posts on the wall are visible to the participants of your programme.\n' +
        '- We never sell your personal information.\n\n' +
        'Contact your coordinator to ask for a copy of your data or to have it removed.',
    },
  ],
  terms: [
    {
      key: 'terms',
      group: 'Terms',
      title: 'Terms of use',
      content:
        'Take part at your own pace and consult a health professional before starting a new exercise routine.',
    },
  ],
  // Spec 2 s2/s4: a walkthrough's pages are the content of category "{type}_walkthrough".
  gallery_walkthrough: [
    {
      key: 'gallery_walkthrough_1',
      group: 'Gallery walkthrough',
      title: 'Welcome to the Art Gallery',
      image2: '/images/walkthrough/gallery-1.svg',
      content:
        'Every healthy activity you log reveals part of your painting. When all 20 parts are revealed, you finish it and choose whether to show it here.',
    },
    {
      key: 'gallery_walkthrough_2',
      group: 'Gallery walkthrough',
      title: 'Frame it and give it a name',
      image2: '/images/walkthrough/gallery-2.svg',
      content:
        'Under **My Art** you can rename your work, describe it, pick a frame, and decide whether everyone in your program sees it.',
    },
    {
      key: 'gallery_walkthrough_3',
      group: 'Gallery walkthrough',
      title: 'Cheer each other on',
      image2: '/images/walkthrough/gallery-3.svg',
      content:
        'Leave a comment on a colleague’s work, or filter the gallery to your location or your friends.',
    },
  ],
  faqs: [
    {
      key: 'what_counts',
      group: 'Logging',
      title: 'What counts as an activity?',
      content:
        'Anything on the **Activities** page: pick the day, tick what you did and your points are added at once.',
    },
    {
      key: 'missed_day',
      group: 'Logging',
      title: 'I forgot to log yesterday. Can I still do it?',
      content:
        'Yes. You can log up to 7 days back; older days are locked so the leaderboard stays fair.',
    },
    {
      key: 'points_goal',
      group: 'Points',
      title: 'How do I reach my goal?',
      content:
        'Every activity has a point value. Keep logging through the programme and a message celebrates the day you pass your goal.',
    },
    {
      key: 'report_post',
      group: 'Wall',
      title: 'Someone posted something inappropriate. What can I do?',
      content:
        'Use **Report** on the post. It is hidden from other participants until a coordinator reviews it.',
    },
  ],
  prestart: [
    {
      key: 'basics',
      group: 'Steps',
      title: 'The basics',
      content: 'Tell us a little about yourself so we can tailor the programme.',
    },
    {
      key: 'emotional_survey',
      group: 'Steps',
      title: 'How are you feeling?',
      content: 'A short survey helps you see how your wellbeing changes over the programme.',
    },
    {
      key: 'team',
      group: 'Steps',
      title: 'Join a team',
      content: 'Start a team or accept an invitation. Teams of four compete together.',
    },
    {
      key: 'final',
      group: 'Steps',
      title: 'You are all set',
      content: 'Log your first activity today to earn your first points.',
    },
  ],
  tips: [
    {
      key: 'hydrate',
      group: 'Week 1',
      title: 'Keep a water bottle close',
      content: 'Refill it each time you pass the kitchen.',
      days_from_start: 1,
    },
    {
      key: 'stand_up',
      group: 'Week 1',
      title: 'Stand up every hour',
      content: 'A short stretch between meetings keeps you alert.',
      days_from_start: 2,
    },
    {
      key: 'walk_meeting',
      group: 'Week 1',
      title: 'Try a walking meeting',
      content: 'One-to-ones work well on foot.',
      days_from_start: 3,
    },
  ],
  emails: [
    {
      key: 'welcome_main',
      group: 'Emails',
      title: 'Welcome aboard',
      email_subject: 'Welcome to the wellness programme',
      content: 'Thanks for registering. Log in each day to record your activities.',
    },
    {
      key: 'evaluation',
      group: 'Emails',
      title: 'Tell us how it went',
      email_subject: 'Your programme evaluation is ready',
      content: 'Please take five minutes to answer the evaluation.',
    },
  ],
};

export async function seedContent(manager: EntityManager, promotionId: number) {
  await manager.save(
    Content,
    Object.entries({
      ...DEFAULT_CONTENT,
      ...PARTICIPANT_CONTENT,
      ...FRIENDS_CONTENT,
      ...COMPETITION_CONTENT,
    }).flatMap(([category, items]) =>
      items.map(({ custom_fields, ...item }, index) => ({
        ...item,
        category,
        promotion_id: promotionId,
        sequence: item.days_from_start ?? index + 1,
        custom_fields: custom_fields ? JSON.stringify(custom_fields) : null,
      })),
    ),
  );
}
