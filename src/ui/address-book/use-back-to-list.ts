import { useLocation } from 'wouter';

/** Leaves an address page for the list (after a save, or on Cancel). */
export function useBackToList(): () => void {
  const [, navigate] = useLocation();
  return () => navigate('/manage-address');
}
