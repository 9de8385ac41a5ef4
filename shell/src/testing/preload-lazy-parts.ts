/**
 * The shell's lazily loaded parts (issue 18: the full frame and its providers, the signed-in
 * parts, the mobile overlay, the welcome page and its forms), loaded before each test file
 * runs, as they were when the layout imported them: a test's waits then measure the page, not
 * the first evaluation of these modules on a busy machine. React.lazy still renders them a
 * tick later, as in the browser.
 */
import '../app/shell-elements';
import '../app/signed-in-parts';
import '../lib/full-providers';
import '../features/login/pages/welcome-page';
import '../features/mobile/components/mobile-page-panel';
import '../features/mobile/components/mobile-overlay';
import '../features/login/components/login-form';
import '../features/login/components/pilot-password-form';
import '../features/login/components/forgot-password-dialog';
import '../features/login/components/reset-password-dialog';
