/** The API management page (a settings page of the user's account). */
export const API_KEYS_PATH = '/pages/settings/api/index';
