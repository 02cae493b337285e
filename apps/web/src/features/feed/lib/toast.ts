import { toast } from '../../../lib/toast';

/** A toast for the feed's cards (the toast library loads with the first one, decision 0080). */
export function showToast(kind: 'success' | 'error', message: string): void {
  toast[kind](message);
}
