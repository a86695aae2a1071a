import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useAuthDialogs } from '../../../app/auth/AuthDialogsContext';
import { useSessionSelector } from '../../../app/session/SessionProvider';
import { selectIsSignedIn } from '../../../machines/session/session.selectors';
import { Button } from '../../kit/Button';
import { ChatIcon } from '../../kit/Icon';

/** Chat is for signed-in shoppers: they go to the messages page, a visitor gets the login dialog. */
export function ChatWithShopButton() {
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const authDialogs = useAuthDialogs();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="ghost"
      className="self-start text-primary-700"
      onPress={() => (isSignedIn ? navigate('/massages') : authDialogs.open('login'))}
    >
      <ChatIcon />
      <Trans>Chat with the shop</Trans>
    </Button>
  );
}
