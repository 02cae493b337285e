import AuthorPosts from '../../features/feed/components/AuthorPosts';
import { PublicProfileScreen } from '../../features/profiles/components/PublicProfileScreen';

// The profile is the profiles feature's, its posts the feed's: put together here so neither imports the other.

/**
 * /profile/:id and /publicProfile/:refId – a public profile. Navigation state may carry
 * { type, admin }; without it creative, business and partner are tried in turn. Admins also see the admin card.
 */
export default function PublicProfilePage() {
  return <PublicProfileScreen posts={(authorId) => <AuthorPosts authorId={authorId} />} />;
}
