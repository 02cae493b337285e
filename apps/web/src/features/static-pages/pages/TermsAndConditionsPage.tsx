import { MarkdownPage } from '../MarkdownPage';

/** /t&c (the real terms; the old placeholder there was a defect) */
export default function TermsAndConditionsPage() {
  return <MarkdownPage document="terms-of-use" />;
}
