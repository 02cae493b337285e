import { useMessagingLive } from '../lib/live';

/**
 * Holds the live stream open (and sends messages kept on the device) while mounted. Loaded on its own after the
 * first page, so the stream's code is not in the first download.
 */
export default function LiveConnection() {
  useMessagingLive(true);
  return null;
}
