import { useHandOverAtSignIn } from './recently-viewed';

/** Mounted once inside the session: see `useHandOverAtSignIn`. */
export function RecentlyViewedHandover(): null {
  useHandOverAtSignIn();
  return null;
}
