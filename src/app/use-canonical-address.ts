import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Once a page knows the address of what it shows (`/blog/{slug}` for `/blog/01`, the id the API answered with),
 * the address bar says it, in place of the one typed: shared links and the back button then name the item itself.
 * The query string stays.
 */
export function useCanonicalAddress(canonicalPath: string | null): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (canonicalPath === null || decoded(canonicalPath) === decoded(location)) return;
    navigate(search ? `${canonicalPath}?${search}` : canonicalPath, { replace: true });
  }, [canonicalPath, location, search, navigate]);
}
