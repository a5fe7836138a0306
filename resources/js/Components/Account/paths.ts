/** The account settings page's address and the server's actions on one's own account (one URL per action). */
export const SETTINGS_PATH = '/pages/account-settings'
export const settingsPath = (tab?: string) => (tab ? `${SETTINGS_PATH}?tab=${tab}` : SETTINGS_PATH)

export const ACCOUNT_URL = `${SETTINGS_PATH}/account`
export const AVATAR_URL = `${SETTINGS_PATH}/avatar`
export const EMAIL_URL = `${SETTINGS_PATH}/email`
export const DELETE_URL = `${SETTINGS_PATH}/delete`
export const NOTIFICATIONS_URL = `${SETTINGS_PATH}/notifications`
export const PASSWORD_URL = `${SETTINGS_PATH}/password`
export const TWO_STEP_SETUP_URL = `${SETTINGS_PATH}/two-step/setup`
export const TWO_STEP_CONFIRM_URL = `${SETTINGS_PATH}/two-step/confirm`
export const TWO_STEP_DISABLE_URL = `${SETTINGS_PATH}/two-step/disable`
export const RECOVERY_CODES_URL = `${SETTINGS_PATH}/two-step/recovery-codes`
export const signOutDeviceURL = (id: string) => `${SETTINGS_PATH}/devices/${encodeURIComponent(id)}/sign-out`
export const SIGN_OUT_OTHERS_URL = `${SETTINGS_PATH}/devices/sign-out-others`
/** A member leaves through the cooperative's exit procedure, from their cooperative page. */
export const COOP_PROFILE_PATH = '/coop/profil'
