import { ChevronLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { LINK } from '../../../components/form/controls';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/ui';
import { SideBusinessForm } from '../components/SideBusinessForm';
import { useBusinessT } from '../i18n';
import { useSideBusiness } from '../lib/businessApi';

/** /addbusiness – the add-business form as a page; then back to /bussinesspage. */
export default function AddBusinessPage() {
  const t = useBusinessT();
  const navigate = useNavigate();
  const business = useSideBusiness();
  return (
    <Page title={t('page.addBusiness.title')} subtitle={t('business.side.intro')}>
      <div className="flex max-w-xl flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6">
        {business.isPending ? (
          <Spinner label={t('business.side.loading')} />
        ) : (
          <SideBusinessForm
            idPrefix="add-business"
            initial={business.data ?? null}
            onSaved={() => navigate('/bussinesspage')}
          />
        )}
        <Link to="/bussinesspage" className={LINK}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t('business.side.back')}
        </Link>
      </div>
    </Page>
  );
}
