import { useSession } from '../../../lib/session';
import { useMarketT } from '../i18n';
import { ProductForm } from './ProductForm';

/** The 'Create Product' tab of the create dialog (creatives and businesses); closes the dialog once listed. */
export default function CreateProductPanel({ onDone }: { onDone?: () => void }) {
  const t = useMarketT();
  const session = useSession();
  if (session.userType !== 'user' && session.userType !== 'business') {
    return <p className="rounded-lg border border-warning-line bg-warning-soft p-4">{t('market.form.onlySellers')}</p>;
  }
  return <ProductForm onDone={onDone} />;
}
