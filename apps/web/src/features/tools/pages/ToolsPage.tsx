import { NotAvailableYet } from '../../../components/NotAvailableYet';
import { Page } from '../../../components/Page';
import { useT } from '../../../lib/i18n';

/** /toolspage – Tools and offers list (spec content §2). Not built yet: this file is replaced when the feature lands. */
export default function ToolsPage() {
  const t = useT();
  return (
    <Page title={t('page.tools.title')}>
      <NotAvailableYet />
    </Page>
  );
}
