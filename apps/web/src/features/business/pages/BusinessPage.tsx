import { Building2, Pencil, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Page } from '../../../components/Page';
import { Button, ButtonLink, EmptyState } from '../../../components/ui';
import { Dialog } from '../../../components/ui/Dialog';
import { NoticeCard } from '../../../components/ui/NoticeCard';
import { useSession } from '../../../lib/session';
import { LoadRetry } from '../components/LoadRetry';
import { SideBusinessCard } from '../components/SideBusinessCard';
import { SideBusinessForm } from '../components/SideBusinessForm';
import { useBusinessT } from '../i18n';
import { useSideBusiness } from '../lib/businessApi';

/**
 * /bussinesspage – the member's side business: a card, or 'No Business Added'
 * with an 'Add business' button that opens the add-business dialog. A business account also gets a link
 * to its own business profile.
 */
export default function BusinessPage() {
  const t = useBusinessT();
  const session = useSession();
  const business = useSideBusiness();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const saved = business.data ?? null;

  return (
    <Page title={t('page.businessPage.title')} subtitle={t('business.side.intro')}>
      <div className="flex max-w-3xl flex-col gap-5">
        {session.userType === 'business' ? (
          <NoticeCard
            id="own-business-heading"
            tone="primary"
            icon={Building2}
            title={t('business.side.ownProfileTitle')}
            className="items-start gap-2"
          >
            <p>{t('business.side.ownProfileBody')}</p>
            <ButtonLink to="/businessProfile" variant="secondary">
              {t('business.side.ownProfileLink')}
            </ButtonLink>
          </NoticeCard>
        ) : null}
        <LoadRetry query={business} loading={t('business.side.loading')} failed={t('business.side.loadFailed')} />
        {business.isSuccess && saved ? (
          <SideBusinessCard
            business={saved}
            action={
              <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
                <Pencil aria-hidden="true" className="size-5" />
                {t('business.side.edit')}
              </Button>
            }
          />
        ) : null}
        {business.isSuccess && !saved ? (
          <EmptyState
            title={t('business.side.emptyTitle')}
            description={t('business.side.emptyBody')}
            icon={<Building2 aria-hidden="true" className="size-6" />}
            action={
              <Button ref={opener} onClick={() => setOpen(true)}>
                <Plus aria-hidden="true" className="size-5" />
                {t('business.side.add')}
              </Button>
            }
          />
        ) : null}
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={saved ? t('business.side.editDialogTitle') : t('business.side.dialogTitle')}
        returnFocusRef={opener}
      >
        <SideBusinessForm
          idPrefix="side-business-dialog"
          initial={saved}
          onSaved={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </Dialog>
    </Page>
  );
}
