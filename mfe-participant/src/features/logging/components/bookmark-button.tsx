import { Button } from '@mantine/core';

interface BookmarkButtonProps {
  activityName: string;
  bookmarked: boolean;
  onToggle: () => void;
}

/** A toggle: its name stays the same and aria-pressed tells whether the activity is in the drawer. */
export function BookmarkButton({ activityName, bookmarked, onToggle }: BookmarkButtonProps) {
  return (
    <Button
      size="xs"
      variant={bookmarked ? 'light' : 'default'}
      aria-pressed={bookmarked}
      aria-label={`Bookmark ${activityName}`}
      onClick={onToggle}
    >
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
