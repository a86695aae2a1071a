import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../kit/Button';
import { ShareIcon } from '../../kit/Icon';

export interface ShareProductButtonProps {
  name: string;
  /** The product page's own address (absolute). */
  url: string;
  className?: string;
}

/**
 * Shares the product: the device's own share sheet where the browser has one (phones), otherwise its link copied,
 * said so in a toast. Closing the share sheet is no failure; a link that cannot be copied is shown in the toast.
 */
export function ShareProductButton({ name, url, className }: ShareProductButtonProps) {
  const { t } = useLingui();
  const share = async () => {
    const { notify } = await import('../../../app/notify');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t`Link copied`, { id: 'share' });
    } catch {
      notify.info(t`Copy this link to share it: ${url}`, { id: 'share' });
    }
  };
  return (
    <Button variant="secondary" onPress={() => void share()} className={className}>
      <ShareIcon />
      <Trans>Share</Trans>
    </Button>
  );
}
