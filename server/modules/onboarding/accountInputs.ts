import { z } from 'zod';
import { PHONE_RULE } from '../../../contract/validation';
import { normalisedPhone } from '../../../contract/phoneNumbers';
import { RESET_EMAIL_LOCK_MINUTES } from '../../../contract/onboarding';
import type { AttemptLimit } from '../../http/attempts';

/** Per-address limits of the public calls, and the per-email ones that protect one person's inbox. */
export const limits = {
  register: { scope: 'register', limit: 10, windowSeconds: 3600 },
  activationEmail: { scope: 'activation-email', limit: 3, windowSeconds: 20 * 60 },
  otpSend: { scope: 'otp-send', limit: 5, windowSeconds: 3600 },
  otpVerify: { scope: 'otp-verify', limit: 30, windowSeconds: 3600 },
  passwordToken: { scope: 'password-token', limit: 30, windowSeconds: 3600 },
  resetRequest: { scope: 'reset-request', limit: 10, windowSeconds: 3600 },
  resetEmailLock: { scope: 'reset-email', limit: 1, windowSeconds: RESET_EMAIL_LOCK_MINUTES * 60 },
  captcha: { scope: 'captcha', limit: 60, windowSeconds: 3600 },
} satisfies Record<string, AttemptLimit>;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const token = z.string().min(1).max(200);
export const schemas = {
  register: z.object({
    email,
    // Kept in international form; a number without its calling code is Tanzanian.
    phone: z
      .string()
      .trim()
      .max(40)
      .transform((phone, ctx) => {
        const normalised = normalisedPhone(phone);
        if (!normalised) ctx.addIssue({ code: 'custom', message: PHONE_RULE });
        return normalised ?? phone;
      }),
    captcha: z.string().max(4000),
  }),
  email: z.object({ email }),
  emailWithCaptcha: z.object({ email, captcha: z.string().max(4000) }),
  activation: z.object({ email, activationToken: token }),
  otp: z.object({ otpToken: z.string().regex(/^\d{5}$/), activationToken: token }),
  token: z.object({ token }),
  resetToken: z.object({ resetToken: token }),
  createPassword: z.object({
    newPassword: z.string(),
    confirmPassword: z.string(),
    activationToken: token,
    uuid: z.string().max(60).nullish(),
  }),
};
