import { z } from 'zod';
import { MFA_RECOVERY_CODE_COUNT, PASSWORD_MAX_LENGTH } from '../constants.ts';

/** A code from an authenticator app: six digits (RFC 6238 with the apps' usual settings). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');

/** A recovery code as typed: the server ignores case, spaces and dashes, so only its size is checked here. */
export const recoveryCodeSchema = z.string().trim().min(1).max(64);

/** `POST /api/me/mfa/setup`: the new secret, as text and as the link a QR code carries. */
export const mfaSetupResponseSchema = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app.'),
  otpauthUrl: z.string().describe('The `otpauth://totp/...` link, usually shown as a QR code.'),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const mfaEnableBodySchema = z.object({ code: totpCodeSchema });
export type MfaEnableBody = z.infer<typeof mfaEnableBodySchema>;

/** Shown once: only their hashes are kept. */
export const mfaEnableResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(MFA_RECOVERY_CODE_COUNT),
});
export type MfaEnableResponse = z.infer<typeof mfaEnableResponseSchema>;

/** Turning it off takes the password and a current code, or one of the recovery codes. */
export const mfaDisableBodySchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  code: recoveryCodeSchema,
});
export type MfaDisableBody = z.infer<typeof mfaDisableBodySchema>;

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/**
 * What a login answers: a session (`token`), or with two-factor login on, `mfaRequired` and the ticket for
 * its second step. One object rather than a union, so the answer is written by a compiled serializer.
 */
export const loginResponseSchema = z.object({
  token: z.string().optional().describe('The session; absent when `mfaRequired`.'),
  mfaEnrollmentRequired: z
    .literal(true)
    .optional()
    .describe('The role requires two-factor login: this session may only turn it on.'),
  mfaRequired: z.literal(true).optional().describe('A code is needed: send it with `mfaToken`.'),
  mfaToken: z.string().optional().describe('Good for `POST /api/auth/mfa` only, for 5 minutes.'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/auth/mfa`: the second step, with a code from the app or a recovery code. */
export const mfaLoginBodySchema = z
  .object({
    mfaToken: z.string().min(1).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
    path: ['code'],
  });
export type MfaLoginBody = z.infer<typeof mfaLoginBodySchema>;
