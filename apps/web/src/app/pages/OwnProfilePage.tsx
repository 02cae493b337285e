import OwnPosts from '../../features/feed/components/OwnPosts';
import { OwnProfileScreen } from '../../features/profiles/components/OwnProfileScreen';

// The profile and its editors are the profiles feature's, 'Your posts' the feed's: put together here so neither
// imports the other.

/** /profilepage – the creative's own profile; `?onboarding=1` shows the onboarding form. */
export default function OwnProfilePage() {
  return <OwnProfileScreen posts={<OwnPosts />} />;
}
