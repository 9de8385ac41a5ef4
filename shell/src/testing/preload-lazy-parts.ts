/**
 * The shell's lazily loaded parts (issue 18: the signed-in frame, the mobile overlay, the
 * welcome page's forms), loaded before each test file runs, as they were when the layout
 * imported them: a test's waits then measure the page, not the first evaluation of these
 * modules on a busy machine. React.lazy still renders them a tick later, as in the browser.
 */
import '../app/signed-in-parts';
import '../features/mobile/components/mobile-overlay';
import '../features/login/components/login-form';
import '../features/login/components/pilot-password-form';
import '../features/login/components/forgot-password-dialog';
import '../features/login/components/reset-password-dialog';
