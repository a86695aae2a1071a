import { Trans } from '@lingui/react/macro';
import type { SocialAuthSetting } from '../../app/auth/social-sdks';
import type { SocialProvider } from '../../machines/auth/auth.types';
import { Button } from '../kit/Button';

const PROVIDERS: SocialProvider[] = ['google', 'facebook', 'apple'];

export interface SocialButtonsProps {
  socialAuths: SocialAuthSetting[];
  onSignIn: (provider: SocialProvider) => void;
}

function ProviderName({ provider }: { provider: SocialProvider }) {
  if (provider === 'google') return <Trans>Continue with Google</Trans>;
  if (provider === 'facebook') return <Trans>Continue with Facebook</Trans>;
  return <Trans>Continue with Apple</Trans>;
}

/**
 * Google, Facebook and Apple, each only when `/master` `social_auths` has it active (docs/requirements.md §2). They stay
 * enabled while a sign-in runs (disabling the pressed one would drop its focus); the machine ignores presses then.
 */
export function SocialButtons({ socialAuths, onSignIn }: SocialButtonsProps) {
  const active = PROVIDERS.filter((provider) =>
    socialAuths.some((entry) => entry.name === provider && entry.is_active),
  );
  if (active.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-2 border-gray-200 border-t pt-4">
      {active.map((provider) => (
        <Button key={provider} variant="secondary" onPress={() => onSignIn(provider)}>
          <ProviderName provider={provider} />
        </Button>
      ))}
    </div>
  );
}
