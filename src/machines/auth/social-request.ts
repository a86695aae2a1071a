import type { ProviderAnswer, ProviderIssue, SocialLoginInput, SocialProvider } from './auth.types';

export type SocialRequestResult = { request: SocialLoginInput } | { issue: ProviderIssue };

/**
 * What to post to `/auth/{provider}/token` for a provider's answer, or why nothing is posted: the shopper
 * cancelled, or a token is missing (Apple needs both its identity token and its code).
 */
export function socialRequest(provider: SocialProvider, answer: ProviderAnswer): SocialRequestResult {
  if (answer.cancelled) return { issue: 'cancelled' };
  if (!answer.code) return { issue: 'missingToken' };
  if (provider === 'apple') {
    if (!answer.idToken) return { issue: 'missingToken' };
    return {
      request: { provider, body: { code: answer.code, data: { ...answer.profile, id_token: answer.idToken } } },
    };
  }
  return { request: { provider, body: { code: answer.code, data: { ...answer.profile } } } };
}
