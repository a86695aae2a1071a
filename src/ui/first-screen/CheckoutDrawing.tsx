import { LOGO_SIZE } from '../../lib/logo-size';
import { FirstScreenFrame } from './FirstScreenFrame';

/**
 * The checkout's first screen as the server draws it: the header's place with the shop's logo at the size the
 * header's bar shows it (src/ui/layout/header/Navbar.tsx), its largest picture. Below is the shopper's own, which
 * the server cannot read from the page's request.
 */
export function CheckoutDrawing({ appName, logo }: { appName: string; logo: string }) {
  return (
    <FirstScreenFrame
      clearOfCartTab={false}
      header={
        <img
          src={logo}
          alt={appName}
          width={160}
          height={40}
          loading="eager"
          fetchPriority="high"
          className={LOGO_SIZE}
        />
      }
    />
  );
}
