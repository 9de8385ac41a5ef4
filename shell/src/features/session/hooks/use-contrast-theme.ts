import { useEffect } from 'react';

/**
 * Puts the page in the high-contrast theme (src/app/high-contrast.css) while the signed-in
 * user has show_high_contrast; signed out, or with the flag off, the normal theme.
 */
export function useContrastTheme(highContrast: boolean | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    if (highContrast) root.dataset.contrast = 'high';
    else delete root.dataset.contrast;
    return () => {
      delete root.dataset.contrast;
    };
  }, [highContrast]);
}
