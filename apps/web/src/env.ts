/**
 * The web app's build-time configuration, read in one place.
 * - SUPPORT_EMAIL (or VITE_SUPPORT_EMAIL) when the app is built: the footer's and accessibility page's
 *   "Contact us" address; empty hides those links. vite.config.ts checks it is an e-mail address (else empty).
 */
export const env = {
  supportEmail: ((import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? '').trim(),
};
