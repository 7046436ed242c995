import { z } from 'zod';

/**
 * The web app's build-time configuration, read and validated in one place.
 * - SUPPORT_EMAIL (or VITE_SUPPORT_EMAIL) when the app is built: the footer's and accessibility page's
 *   "Contact us" address; empty hides those links. An invalid address is ignored rather than shown.
 */
const EnvSchema = z.object({
  supportEmail: z.email().or(z.literal('')).catch(''),
});

export const env = EnvSchema.parse({
  supportEmail: ((import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? '').trim(),
});
