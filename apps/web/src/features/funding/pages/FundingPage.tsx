import { Landmark } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { INLINE_LINK } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { Button, Skeleton } from '../../../components/ui';
import { useClientConfig } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { ONBOARDING_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { FundingDialog } from '../components/FundingDialog';

/** Where each kind of member verifies the identity funding needs. */
function verifyPath(role: string | null | undefined): string {
  return role === 'user' ? ONBOARDING_PATH : '/settings';
}

/**
 * /funding – the funding layout: signed-in only (the route guard sends visitors to /login),
 * opens the Funding modal at once, and says plainly that BVN or NIN is needed.
 */
export default function FundingPage() {
  const t = useT();
  const session = useSession();
  const config = useClientConfig();
  const [open, setOpen] = useState(true);
  const reopen = useRef<HTMLButtonElement>(null);
  const funding = config.data?.funding;
  const ready = Boolean(funding?.registrationUrl && funding.formUrl);

  return (
    <Page title={t('page.funding.title')}>
      <section className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5">
        <Landmark aria-hidden="true" className="size-10 text-primary" />
        <p>{t('funding.intro')}</p>
        <p className="rounded-lg border border-warning-line bg-warning-soft p-3 font-medium">
          {t('funding.identityRequired')}{' '}
          <Link to={verifyPath(session.userType)} className={INLINE_LINK}>
            {t('funding.verifyLink')}
          </Link>
        </p>
        {config.isPending ? <Skeleton className="h-11 w-48" /> : null}
        {!config.isPending && !ready ? <p role="status">{t('funding.notConfigured')}</p> : null}
        {ready ? (
          <Button ref={reopen} onClick={() => setOpen(true)} className="w-full sm:w-fit">
            {t('funding.apply')}
          </Button>
        ) : null}
      </section>
      {ready && funding?.registrationUrl && funding.formUrl ? (
        <FundingDialog
          open={open}
          onOpenChange={setOpen}
          registrationUrl={funding.registrationUrl}
          formUrl={funding.formUrl}
          returnFocusRef={reopen}
        />
      ) : null}
    </Page>
  );
}
