import { MarkdownPage } from '../MarkdownPage';

/** /accessibility */
export default function AccessibilityPage() {
  return <MarkdownPage document="accessibility" />;
}
