import type { SeedItem } from './content';

/**
 * The default content of the participant pages and the content loader's categories of spec 1
 * s7: what every promotion shows until it saves its own copy in the content editor.
 */
export const PARTICIPANT_CONTENT: Record<string, SeedItem[]> = {
  instruction_pages: [
    {
      key: 'prestart',
      group: 'Before the start',
      title: 'Get ready: the programme starts soon',
      content:
        'Logging opens on the first day of the programme. Until then, finish your profile, ' +
        'join or start a team and look around: everything below is how the programme works.',
    },
    {
      key: 'log_activities',
      group: 'Steps',
      title: '1. Log your healthy activities',
      content:
        'Each day, open **Activities**, pick the day and tick what you did: a walk at lunch, ' +
        'a glass of water instead of a fizzy drink, eight hours of sleep. You can log up to ' +
        'seven days back.',
    },
    {
      key: 'earn_points',
      group: 'Steps',
      title: '2. Earn points and badges',
      content:
        'Every activity earns points, and a quiz question on some activities earns a bonus. ' +
        'Badges mark the milestones: days logged, posts shared, friends added.',
    },
    {
      key: 'reveal_painting',
      group: 'Steps',
      title: '3. Reveal your painting',
      content:
        'Your logging reveals a painting on your **Home** page, segment by segment. Complete ' +
        'it, choose where it hangs in the gallery and start the next one.',
    },
    {
      key: 'compete_together',
      group: 'Steps',
      title: '4. Cheer each other on',
      content:
        'Follow the leaderboards, post on the wall and, where your programme has teams, ' +
        'compete together. Small steps shared are easier to keep.',
    },
  ],
  learn: [
    {
      key: 'why_it_matters',
      group: 'Why',
      title: 'Why small habits matter',
      summary: 'Health is built in minutes, not marathons.',
      content:
        'Ten minutes of brisk walking, a regular bedtime and enough water each day add up. ' +
        'Research on workplace programmes shows that people who track simple habits for a few ' +
        'weeks are far more likely to keep them.',
    },
    {
      key: 'why_together',
      group: 'Why',
      title: 'Why do it with colleagues',
      summary: 'Support makes habits stick.',
      content:
        'Doing it together turns a resolution into a shared project: a reminder from a ' +
        'teammate or a like on the wall is often what gets you out for that walk.',
    },
  ],
  resources: [
    {
      key: 'move_more',
      group: 'Guides',
      title: 'Moving more at work',
      summary: 'Easy ways to add activity to a desk day.',
      content:
        '- Take calls standing or walking.\n- Use the stairs for one or two floors.\n' +
        '- Set a reminder to stretch every hour.\n- Walk to a colleague instead of messaging.',
    },
    {
      key: 'sleep_well',
      group: 'Guides',
      title: 'Sleeping well',
      summary: 'A steady routine helps more than a long lie-in.',
      content:
        'Go to bed and get up at the same times, keep screens out of the last half hour and ' +
        'keep the bedroom cool and dark.',
    },
    {
      key: 'support_services',
      group: 'Support',
      title: 'Where to find support',
      summary: 'You do not have to manage alone.',
      content:
        'Your employer may offer an employee assistance programme: ask your coordinator or HR ' +
        'team. In an emergency, call your local emergency number.',
    },
  ],
  logging: [
    {
      key: 'no_activities',
      group: 'Logging',
      title: 'No activities logged yet',
      content: 'Tick the activities you did today to earn your first points.',
    },
    {
      key: 'no_possible_activities',
      group: 'Logging',
      title: 'No activities this week',
      content: 'There are no activities to log for this week. Check back next week.',
    },
    {
      key: 'entry_locked_nothing_logged',
      group: 'Logging',
      title: 'This day is locked',
      content: 'Days older than seven days cannot be logged any more, and nothing was logged here.',
    },
    {
      key: 'unsaved_popup',
      group: 'Logging',
      title: 'You have unsaved changes',
      content: 'Leave without saving the activities you ticked?',
    },
    {
      key: 'logging_begins',
      group: 'Logging',
      title: 'Logging begins soon',
      content: 'Logging opens on the first day of the programme.',
    },
  ],
  studio: [
    {
      key: 'first_work',
      group: 'Works',
      title: 'Your first painting',
      content:
        'Each activity you log reveals part of a painting. Reveal all 20 segments to complete it.',
    },
    {
      key: 'image_complete',
      group: 'Works',
      title: 'Painting complete!',
      content: 'Choose where it hangs in the gallery, then start your next painting.',
    },
  ],
  leaderboards: [
    {
      key: 'individual',
      group: 'Leaderboards',
      title: 'Individual leaderboard',
      content: 'Everyone taking part, by points. Ties share a rank.',
    },
    {
      key: 'team',
      group: 'Leaderboards',
      title: 'Team leaderboard',
      content: 'Teams by their competition score.',
    },
  ],
  popup_tooltips: [
    {
      key: 'bookmark',
      group: 'Tooltips',
      title: 'Bookmark',
      content: 'Keep this activity in your drawer for quick logging.',
    },
  ],
  mobile: [
    {
      key: 'android_app_link',
      group: 'Apps',
      title: 'Get it on Google Play',
      custom_fields: { url: 'https://play.google.com/store/apps/details?id=com.example.wellness' },
    },
    {
      key: 'ios_app_link',
      group: 'Apps',
      title: 'Download on the App Store',
      custom_fields: { url: 'https://apps.apple.com/app/wellness-programme/id000000000' },
    },
  ],
  mobile_page: [
    {
      key: 'mobile_page',
      group: 'Mobile',
      title: 'The programme on your phone',
      content:
        'Log activities on the go with the mobile app: tick off a walk as you finish it, watch ' +
        'your painting reveal and check the leaderboard from anywhere. Sign in with the same ' +
        'email and password you use here.',
    },
  ],
  mobile_overlay: [
    {
      key: 'mobile_overlay',
      group: 'Mobile',
      title: 'Try the mobile app',
      content:
        'Log your activities in a few taps wherever you are. Sign in with the same email and ' +
        'password you use here.',
    },
  ],
  eop: [
    {
      key: 'eop',
      group: 'End of programme',
      title: 'Thank you for taking part',
      content:
        'The programme has ended. Your points, badges and paintings stay here to look back on. ' +
        'Keep the habits that worked for you — and watch for the next programme.',
    },
  ],
  opt_in_participation: [
    {
      key: 'opt_in_participation',
      group: 'Opt in',
      title: 'Opting in to participation',
      content:
        'Taking part is voluntary. By registering you agree that your points and posts are ' +
        'shown to the other participants of your programme. Ask your coordinator if you want ' +
        'to stop taking part.',
    },
  ],
};
