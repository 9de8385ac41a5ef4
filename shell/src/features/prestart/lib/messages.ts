/** Spec 3 s8 (prestart). */
export const CONTENT_LOAD_FAILED = 'Could not load the content. Please refresh the browser.';
/** Spec 3 s8 (surveys). */
export const SURVEY_LOAD_FAILED = 'Could not load survey.';
/** Spec 3 s4 "Survey": leaving unfinished. */
export const INCOMPLETE_TITLE = 'Incomplete';
export const STAY_AND_FINISH = 'Stay and finish';
export const LEAVE_SURVEY = 'Leave survey';
/** Spec 3 s8 names no text for the connect_device step's calls: the settings' own words. */
export const DEVICES_LOAD_FAILED = 'Could not get user.';
export const DEVICE_SAVE_FAILED = 'Could not save changes.';
