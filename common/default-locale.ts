/** The language the app and the server speak when none was chosen. */
export const DEFAULT_LOCALE = 'en';
