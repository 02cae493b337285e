import { BlacklistCard } from '../../features/admin/components/BlacklistCard';
import AuthorPosts from '../../features/feed/components/AuthorPosts';
import { PublicProfileScreen } from '../../features/profiles/components/PublicProfileScreen';

// The profile is the profiles feature's, the admin's actions the admin feature's and the posts the feed's: put
// together here so that none imports another.

/** /adminprofile/:refId – an admin's view of a profile: the admin card always, and 'BlackList Creator'. */
export default function AdminProfilePage() {
  return (
    <PublicProfileScreen
      adminPage
      adminExtra={(profile) => <BlacklistCard profile={profile} />}
      posts={(authorId) => <AuthorPosts authorId={authorId} />}
    />
  );
}
