import { createTheme, darken } from '@mantine/core';
import type {
  AlertProps,
  CSSVariablesResolver,
  ModalProps,
  MantineThemeComponent,
  NotificationProps,
} from '@mantine/core';

/**
 * A component's theme entry, written as the object `Component.extend()` would return (it
 * returns its argument): importing Modal, Alert and Notification here to call it put Modal,
 * its ScrollArea and @floating-ui in the frame's chunks, which every page but welcome loads
 * (issue 18).
 */
const withDefaults = <Props>(defaultProps: Partial<Props>): MantineThemeComponent => ({
  defaultProps,
});

/** The one Mantine theme; the shell and test renders use it so both look alike. */
export const theme = createTheme({
  primaryColor: 'teal',
  // teal.9 keeps white button text above WCAG AA contrast (4.5:1); teal.6 does not.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Focus must stay visible for keyboard users (not only on :focus-visible heuristics).
  focusRing: 'auto',
  // Icon-only close buttons need a name (axe button-name): every dialog, dismissable alert and
  // toast (the notifications system renders Notification, so its default reaches every toast).
  components: {
    Notification: withDefaults<NotificationProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    Modal: withDefaults<ModalProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
    Alert: withDefaults<AlertProps>({ closeButtonLabel: 'Close' }),
  },
});

/**
 * Contrast fixes for AA (checked by axe in infra/e2e/accessibility.spec.ts): secondary
 * ("dimmed") text one shade darker than Mantine's default, and the text of "light" variants
 * (light buttons, the active navigation link) darker than teal.9, which reads at only 4.3:1
 * on the light teal background. Error text (messages under fields, the text of a refused
 * field) is red.8: Mantine's red.6 reads at only 3.3:1 on white. A hovered primary button
 * darkens: Mantine's hover shade (teal.8) gives white text only 3.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-teal-light-color': darken(resolved.colors.teal[9], 0.25),
    '--mantine-color-error': resolved.colors.red[8],
    '--mantine-color-teal-filled-hover': darken(resolved.colors.teal[9], 0.15),
  },
  dark: {},
});
