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

export async function readAuthSettings(deps: ServerDeps): Promise<AuthSettings> {
  const [row] = await deps.db.select({ master: siteSettings.master }).from(siteSettings).where(eq(siteSettings.id, 1));
  const master = (row?.master ?? {}) as Master;
  return {
    appName: master.app_name ?? 'Storefront',
    phoneRequired: master.phone_required ?? false,
    phoneMinLength: master.phone_min_length ?? 9,
    phoneMaxLength: master.phone_max_length ?? 16,
    registerOtpVerify: master.register_otp_verify ?? false,
    registerOtpType: master.register_otp_type ?? 'email',
    socialAuths: master.social_auths ?? [],
  };
}
