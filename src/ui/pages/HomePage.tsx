import { Suspense, useEffect } from 'react';
import { useAppName } from '../../app/app-name';
import { JUST_FOR_YOU_PER_PAGE, useHome } from '../../app/catalog/use-home';
import { lazyRetrying } from '../../app/lazy-retrying';
import { useRevealAppWhen } from '../../app/use-reveal-app';
import { LoadFailed } from '../common/LoadFailed';
import { BannerSection } from '../home/BannerSection';
import { HomeColumn } from '../home/HomeColumn';
import { HomeSkeleton, SectionsSkeleton } from '../home/HomeSkeleton';
import { kitEvaluated } from '../kit/kit-stages';

// Built on the kit, evaluated first (ui/kit/kit-stages.ts) so that the sections' own evaluation stays short.
const loadSections = () => kitEvaluated().then(() => import('../home/HomeSections'));
const HomeSections = lazyRetrying(loadSections);

/**
 * The home page: the shop's name, then what /home gives: offers, the flash sale, categories, shops, popular
 * products and "Just for you". Read again after a sign-in or out, so the wishlist hearts are the shopper's.
 */
export default function HomePage() {
  const appName = useAppName();
  const home = useHome();
  // The sections below the offers download while /home answers.
  useEffect(() => {
    void loadSections();
  }, []);
  const data = home.data;
  // The offers are on screen (or the failure is): the app can take the place of the server's drawing.
  useRevealAppWhen(data !== null || home.errorStatus !== null);

  return (
    <HomeColumn appName={appName}>
      {home.errorStatus !== null && data === null ? (
        <LoadFailed status={home.errorStatus} onRetry={home.retry} />
      ) : data === null ? (
        <HomeSkeleton />
      ) : (
        <>
          <BannerSection banners={data.banners} ads={data.ads} />
          <Suspense fallback={<SectionsSkeleton />}>
            <HomeSections data={data} perPage={JUST_FOR_YOU_PER_PAGE} />
          </Suspense>
        </>
      )}
    </HomeColumn>
  );
}
