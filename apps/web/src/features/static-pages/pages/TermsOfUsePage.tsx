import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { MarkdownPage } from '../MarkdownPage';

/** /terms-of-use: the terms on their own page, with a 'Go back' button. */
export default function TermsOfUsePage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no earlier page in this visit): going back means going home.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <Button variant="secondary" className="self-start" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('common.goBack')}
      </Button>
      <MarkdownPage document="terms-of-use" />
    </div>
  );
}
