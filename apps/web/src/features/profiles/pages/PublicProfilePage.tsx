import { PublicProfileScreen } from '../components/PublicProfileScreen';

/**
 * /profile/:id and /publicProfile/:refId – a public profile. Navigation state may carry
 * { type, admin }; without it creative, business and partner are tried in turn. Admins also see the admin card.
 */
export default function PublicProfilePage() {
  return <PublicProfileScreen />;
}
