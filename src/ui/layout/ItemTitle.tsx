import { useEffect } from 'react';
import { useAppName } from '../../app/app-name';

/**
 * On a page about one thing (a product, a shop, a post), the document title names it: '{name} - {app name}'
 * instead of the route's title, which comes back when the page goes.
 */
export function ItemTitle({ name }: { name: string }) {
  const appName = useAppName();
  useEffect(() => {
    const previous = document.title;
    document.title = appName ? `${name} - ${appName}` : name;
    return () => {
      document.title = previous;
    };
  }, [name, appName]);
  return null;
}
