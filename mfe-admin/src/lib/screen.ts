import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint: a phone, where tables keep key columns and charts lie down. */
export const PHONE_QUERY = '(max-width: 48em)';

/** Whether the screen is phone-sized now (false until the media query has answered). */
export const usePhone = () => useMediaQuery(PHONE_QUERY) ?? false;
