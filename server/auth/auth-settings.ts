import { eq } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { siteSettings } from '../db/schema';
import type { ServerDeps } from '../deps';

type Master = Partial<Schema<'MasterSettings'>>;

/** The `/master` settings the account rules depend on, with the defaults of docs/requirements.md §9 where a setting is missing. */
export interface AuthSettings {
  appName: string;
  phoneRequired: boolean;
  phoneMinLength: number;
  phoneMaxLength: number;
  registerOtpVerify: boolean;
  registerOtpType: 'email' | 'phone';
  socialAuths: Schema<'SocialAuth'>[];
}

/**
 * The phone lengths of `/master` when a phone can meet them (whole numbers, 1 ≤ min ≤ max), else 9 to 16 (as the
 * storefront falls back: src/machines/auth/phone-rules.ts), so a mistyped setting never refuses every phone.
 */
export function phoneLengths(master: Pick<Master, 'phone_min_length' | 'phone_max_length'>): {
  phoneMinLength: number;
  phoneMaxLength: number;
} {
  const min = master.phone_min_length;
  const max = master.phone_max_length;
  const isLength = (value: number | null | undefined): value is number => Number.isInteger(value) && (value ?? 0) >= 1;
  return isLength(min) && isLength(max) && min <= max
    ? { phoneMinLength: min, phoneMaxLength: max }
    : { phoneMinLength: 9, phoneMaxLength: 16 };
}

export async function readAuthSettings(deps: ServerDeps): Promise<AuthSettings> {
  const [row] = await deps.db.select({ master: siteSettings.master }).from(siteSettings).where(eq(siteSettings.id, 1));
  const master = (row?.master ?? {}) as Master;
  return {
    appName: master.app_name ?? 'Storefront',
    phoneRequired: master.phone_required ?? false,
    ...phoneLengths(master),
    registerOtpVerify: master.register_otp_verify ?? false,
    registerOtpType: master.register_otp_type ?? 'email',
    socialAuths: master.social_auths ?? [],
  };
}
