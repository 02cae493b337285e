import { Ban } from 'lucide-react';
import { Button } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { CARD, CARD_TITLE } from '../../profiles/components/ProfileParts';
import { PublicProfileScreen } from '../../profiles/components/PublicProfileScreen';
import { useProfilesT } from '../../profiles/i18n';

/** The 'BlackList Creator' card: honest that blacklisting arrives with the admin tools. */
function BlacklistCard() {
  const t = useProfilesT();
  return (
    <section aria-labelledby="blacklist-title" className={cn(CARD)}>
      <h2 id="blacklist-title" className={CARD_TITLE}>
        {t('profiles.blacklist.title')}
      </h2>
      <p id="blacklist-note" className="text-muted">
        {t('profiles.blacklist.notYet')}
      </p>
      <Button variant="danger" disabled aria-describedby="blacklist-note" className="w-full sm:w-fit">
        <Ban aria-hidden="true" className="size-5" />
        {t('profiles.blacklist.button')}
      </Button>
    </section>
  );
}

/** /adminprofile/:refId – an admin's view of a profile (spec §2 screen 15): the admin card always, and 'BlackList Creator'. */
export default function AdminProfilePage() {
  return <PublicProfileScreen adminPage adminExtra={<BlacklistCard />} />;
}
