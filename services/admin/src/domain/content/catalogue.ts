import { PARTICIPANT_CATEGORIES } from './participant-categories';

/**
 * The content categories the editor knows (spec 3 "Content editor": which fields show
 * depends on category and key). The server refuses fields a category does not use and adds
 * to a read-only-add category; the editor reads this catalogue to draw its forms.
 */
export const CONTENT_FIELDS = [
  'title',
  'summary',
  'content',
  'image1',
  'image2',
  'mobile_image1',
  'thumbnail_image',
  'email_subject',
  'email_image',
  'email_image_caption',
  'days_from_start',
] as const;

export type ContentField = (typeof CONTENT_FIELDS)[number];

export interface CustomField {
  name: string;
  label: string;
}

export interface ContentCategory {
  category: string;
  label: string;
  fields: ContentField[];
  /** Keys whose form differs from the category's. */
  keys?: Record<string, ContentField[]>;
  custom_fields?: CustomField[];
  /** Existing items are editable; nothing can be added (routes /content/{category}/edit). */
  read_only_add?: boolean;
  /** Readable without signing in on the promotion's own host (welcome, 404, privacy ...). */
  public?: boolean;
  /** What a screen shows for a missing key (spec 1 s8); other keys show 'Need content'. */
  placeholders?: Record<string, string>;
}

const TEXT: ContentField[] = ['title', 'content'];
const EMAIL: ContentField[] = [
  'email_subject',
  'title',
  'content',
  'email_image',
  'email_image_caption',
];

export const CONTENT_CATEGORIES: ContentCategory[] = [
  { category: '404', label: 'Page not found', fields: TEXT, public: true },
  {
    category: 'home',
    label: 'Home page',
    fields: ['title', 'summary', 'content', 'image1'],
    keys: { welcome: TEXT },
  },
  {
    category: 'welcome',
    label: 'Welcome slides',
    fields: ['title', 'summary', 'content', 'image1', 'mobile_image1'],
    custom_fields: [{ name: 'button_label', label: 'Button label' }],
    public: true,
  },
  { category: 'welcome_overlay', label: 'Welcome overlay', fields: TEXT, public: true },
  {
    category: 'countdown',
    label: 'Countdown',
    fields: ['title', 'summary'],
    read_only_add: true,
    public: true,
  },
  {
    category: 'registration_content',
    label: 'Registration',
    fields: TEXT,
    read_only_add: true,
    public: true,
  },
  {
    category: 'eligibility',
    label: 'Eligibility',
    fields: TEXT,
    custom_fields: [{ name: 'identifier_label', label: 'Identifier label' }],
    read_only_add: true,
    public: true,
  },
  { category: 'privacy', label: 'Privacy', fields: TEXT, read_only_add: true, public: true },
  { category: 'terms', label: 'Terms of use', fields: TEXT, read_only_add: true, public: true },
  { category: 'faqs', label: 'FAQs', fields: TEXT, public: true },
  // What the signed-out unsubscribe screen says once it has worked (spec 2 content categories).
  {
    category: 'unsubscribe',
    label: 'Unsubscribe',
    fields: TEXT,
    read_only_add: true,
    public: true,
  },
  { category: 'reset_password', label: 'Reset password', fields: TEXT, read_only_add: true },
  {
    category: 'prestart',
    label: 'Getting started',
    fields: ['title', 'summary', 'content', 'image1'],
    read_only_add: true,
  },
  {
    category: 'tips',
    label: 'Tips',
    fields: ['title', 'summary', 'content', 'image1', 'thumbnail_image', 'days_from_start'],
    // Spec 3 s2 "Other": signed-out visitors may read the tips (once launched: PILOT_GATED).
    public: true,
  },
  // Spec 3 s2 /promotion/{id}/thrive: the promotion's thrive articles (README "Tips and thrive").
  {
    category: 'thrive',
    label: 'Thrive',
    fields: ['title', 'summary', 'content', 'image1', 'thumbnail_image'],
  },
  { category: 'notification', label: 'Notifications', fields: TEXT },
  // Spec 2 s3 "Content items used": competition and tips (the team screens).
  { category: 'competition', label: 'Team competition', fields: TEXT },
  ...PARTICIPANT_CATEGORIES,
  { category: 'emails', label: 'Emails', fields: EMAIL, read_only_add: true },
];

const byName = new Map(CONTENT_CATEGORIES.map((entry) => [entry.category, entry]));

export const categoryEntry = (category: string): ContentCategory | undefined =>
  byName.get(category);

export const isPublicCategory = (category: string) => byName.get(category)?.public === true;

/** The fields the edit form of one item shows. */
export function fieldsFor(entry: ContentCategory, key: string): ContentField[] {
  return entry.keys?.[key] ?? entry.fields;
}
