import { FooterBottomLine } from './FooterBottomLine';
import { FooterColumn } from './FooterColumn';
import type { FooterSettings } from './FooterItem';

/** The site footer: the shop's columns (when `web_show_footer` is on), then the bottom line. */
export function Footer({ settings, className = '' }: { settings: FooterSettings; className?: string }) {
  const showColumns = settings.web_show_footer && settings.footers.length > 0;
  return (
    <footer data-print-hidden className={`footer-when-near bg-gray-900 text-gray-300 ${className}`}>
      {showColumns && (
        <div className="mx-auto grid max-w-6xl gap-x-8 gap-y-4 px-4 py-10 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-4">
          {settings.footers.map((column) => (
            <FooterColumn key={column.id} column={column} settings={settings} />
          ))}
        </div>
      )}
      <FooterBottomLine footerText={settings.web_footer_text} />
    </footer>
  );
}
