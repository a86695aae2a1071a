import { Trans, useLingui } from '@lingui/react/macro';
import { contentTextAttributes } from '../../../../common/content-language';
import { SafeHtml } from '../../common/SafeHtml';

/** The shop's description of the product: its HTML, cleaned of anything unsafe before it is shown. */
export function ProductDescription({ html }: { html: string | null }) {
  const { i18n } = useLingui();
  if (!html?.trim()) return null;
  return (
    <section aria-labelledby="product-description" className="flex flex-col gap-2">
      <h2 id="product-description" className="font-semibold text-gray-900 text-xl">
        <Trans>Description</Trans>
      </h2>
      <SafeHtml html={html} className="max-w-prose" {...contentTextAttributes(html, i18n.locale)} />
    </section>
  );
}
