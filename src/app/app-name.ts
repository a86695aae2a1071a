import { createContext, useContext } from 'react';

/** The shop's name from /master, for titles and headings. */
export const AppNameContext = createContext('');

export function useAppName(): string {
  return useContext(AppNameContext);
}
