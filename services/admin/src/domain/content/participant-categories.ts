import type { ContentCategory, ContentField } from './catalogue';

const TEXT: ContentField[] = ['title', 'content'];
const ARTICLE: ContentField[] = ['title', 'summary', 'content', 'image1', 'thumbnail_image'];

/**
 * The content loader's categories of spec 1 s7 (besides 404) and the participant pages that
 * read them. The placeholders are what a screen shows for a missing key (spec 1 s8).
 */
export const PARTICIPANT_CATEGORIES: ContentCategory[] = [
  {
    category: 'studio',
    label: 'Studio (works)',
    fields: ['title', 'content', 'image1'],
  },
  {
    category: 'logging',
    label: 'Logging',
    fields: TEXT,
    placeholders: {
      no_activities: 'Need Title for key no_activities',
      no_possible_activities: 'Need No Possible Activities content',
      entry_locked_nothing_logged: 'Entry Locked Nothing Logged Content Needed',
      unsaved_popup: 'Unsaved Popup Title Missing',
      logging_begins: 'Need Logging Begins',
    },
  },
  { category: 'leaderboards', label: 'Leaderboards', fields: TEXT },
  {
    category: 'instruction_pages',
    label: 'How it works',
    fields: ['title', 'summary', 'content', 'image1'],
  },
  { category: 'resources', label: 'Resources', fields: ARTICLE },
  { category: 'learn', label: 'Learn', fields: ARTICLE },
  {
    category: 'mobile',
    label: 'Mobile apps',
    fields: ['title'],
    custom_fields: [{ name: 'url', label: 'Store link' }],
    read_only_add: true,
    // The mobile page panel shows on the welcome page too (shell README "Mobile page").
    public: true,
  },
  {
    category: 'mobile_page',
    label: 'Mobile page',
    fields: ['title', 'content', 'image1'],
    read_only_add: true,
    public: true,
  },
  {
    category: 'mobile_overlay',
    label: 'Mobile app overlay',
    fields: ['title', 'content', 'image1'],
    read_only_add: true,
  },
  { category: 'popup_tooltips', label: 'Popups and tooltips', fields: TEXT },
  { category: 'eop', label: 'End of programme', fields: TEXT, read_only_add: true },
  // Linked from the footer for every visitor when the promotion shows the opt-in link.
  {
    category: 'opt_in_participation',
    label: 'Opt in to participation',
    fields: TEXT,
    read_only_add: true,
    public: true,
  },
];
